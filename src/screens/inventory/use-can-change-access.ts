// Who sees the controls that change an app's access: the roles the /saas-config guard admits (spec
// part 2 §2.7 policies area), minus the read-only role. The server refuses the others anyway.
import { canAccess, canMutate } from '../../api/contract/access';
import { useSession } from '../../app/session/use-session';

export function useCanChangeAccess(): boolean {
  const { access } = useSession();
  return access !== null && canAccess({ area: 'policies' }, access) && canMutate(access.role);
}

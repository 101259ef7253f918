import { useMemo } from 'react';
import { useSession } from '../session/use-session';
import { visibleMenu, type VisibleModule } from '../menu';

export function useVisibleMenu(): VisibleModule[] {
  const { access, account } = useSession();
  return useMemo(() => (access ? visibleMenu(access, account) : []), [access, account]);
}

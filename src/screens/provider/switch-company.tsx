// The operator's switch into a managed company (issue 24): shown unless the operator is in it already;
// the account details' header and each read-only Configurations tab use it.
import { useQuery } from '@tanstack/react-query';
import { Button } from '@radix-ui/themes';
import { providerQueries } from '../../api/queries/provider';
import { useSession } from '../../app/session/use-session';

export function SwitchCompanyButton({ id, label, variant }: { id: string; label: string; variant?: 'solid' | 'soft' }) {
  const company = useQuery(providerQueries.company(id));
  const { user, switchCompany, switching } = useSession();
  const row = company.data;
  if (!row || row.id === user?.account_id) return null;
  return (
    <Button variant={variant} disabled={switching} onClick={() => switchCompany(row.client_id)}>
      {label}
    </Button>
  );
}

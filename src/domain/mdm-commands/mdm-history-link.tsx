// The way from an endpoint's page to its MDM history (issue 20, part 3): a button beside the endpoint's other
// actions, shown on an MDM-managed Mac when the session's access may open /mdm-history (canSeeMdmCommands);
// /mdm-history/:id accepts the fleet endpoint's id.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@radix-ui/themes';
import { canSeeMdmCommands, type AccessContext } from '../../api/contract/access';
import { linkTo } from '../../lib/links';

export function MdmHistoryButton({ endpointId, hostname, managed, access }: { endpointId: string; hostname?: string; managed: boolean; access: AccessContext | null }) {
  const { t } = useTranslation('mdm-widgets');
  if (!managed || !canSeeMdmCommands(access)) return null;
  return (
    <Button asChild variant="soft" size="2">
      <RouterLink to={linkTo('command-history', { id: endpointId, name: hostname })}>{t('link.open')}</RouterLink>
    </Button>
  );
}

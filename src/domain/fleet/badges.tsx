// An endpoint's agent status and compliance state as coloured badges (spec part 2 §3, §4): the fleet
// lists, the endpoint details and any other area that shows an endpoint use these.
import { useTranslation } from 'react-i18next';
import { Badge } from '@radix-ui/themes';
import type { COMPLIANCE_STATES, ENDPOINT_STATUSES } from '../../api/contract/catalog';

const STATUS_COLORS = { ACTIVE: 'green', INACTIVE: 'amber', OFFLINE_FOR_CONFIG_TIME: 'red' } as const;
const COMPLIANCE_COLORS = { COMPLIANT: 'green', NON_COMPLIANT: 'red', UNKNOWN: 'gray' } as const;

export function DeviceStatusBadge({ status }: { status: (typeof ENDPOINT_STATUSES)[number] }) {
  const { t } = useTranslation('fleet-badges');
  return (
    <Badge color={STATUS_COLORS[status]} variant="soft">
      {t(`status.${status}`)}
    </Badge>
  );
}

export function ComplianceBadge({ state }: { state: (typeof COMPLIANCE_STATES)[number] }) {
  const { t } = useTranslation('fleet-badges');
  return (
    <Badge color={COMPLIANCE_COLORS[state]} variant="soft">
      {t(`compliance.${state}`)}
    </Badge>
  );
}

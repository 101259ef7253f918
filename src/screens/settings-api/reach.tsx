// The live reach line of /copilot and /copilot-messages: how many active endpoints applied the policy
// version that carries the account's agent settings and notices.
import { useTranslation } from 'react-i18next';
import { Progress, Flex, Text } from '@radix-ui/themes';
import type { PolicyReach } from '../../api/contract/settings-api';

export function ReachLine({ reach }: { reach: PolicyReach }) {
  const { t } = useTranslation('settings-api');
  const share = reach.endpoints === 0 ? 0 : Math.round((reach.acknowledged / reach.endpoints) * 100);
  const label = t('reach.label', { version: reach.policy_version, acknowledged: reach.acknowledged, endpoints: reach.endpoints });
  return (
    <Flex direction="column" gap="1" data-testid="policy-reach">
      <Text size="2" color="gray">
        {label}
      </Text>
      <Progress value={share} aria-label={label} style={{ maxWidth: 360 }} />
    </Flex>
  );
}

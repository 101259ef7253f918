// Issue 5 enforcement: after a policy change, how far it has reached the endpoints, updated live.
// Spec part 1 §9's changes message says what to expect; the counts show it happening.
import { Badge, Card, Flex, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isRollingOut, policyStatusQueries } from '../../api/queries/policy-status';
import { useSession } from '../../app/session/use-session';
import { formatDateTime } from '../../lib/format';

export interface PolicyReachProps {
  /** hide the spec's changes message where the screen already shows it */
  hideChangesMessage?: boolean;
}

/** 'Applied on N of M online endpoints', the offline ones still pending, and the version it is about. */
export function PolicyReach({ hideChangesMessage = false }: PolicyReachProps = {}) {
  const { t } = useTranslation('policy-reach');
  const { user } = useSession();
  const { data, isError } = useQuery(policyStatusQueries.detail(user?.account_id ?? ''));

  if (isError) {
    return (
      <Text as="p" size="2" color="gray" role="status">
        {t('unavailable')}
      </Text>
    );
  }
  if (!data) return null;
  const rolling = isRollingOut(data);
  return (
    <Card asChild size="1">
      <section aria-label={t('label')} data-testid="policy-reach">
        <Flex direction="column" gap="1">
          <Flex gap="2" align="center" wrap="wrap">
            {/* a live region: the count moves while the admin watches */}
            <Text size="2" weight="medium" role="status" aria-live="polite">
              {data.online === 0 ? t('noneOnline') : t('applied', { applied: data.applied_online, count: data.online })}
            </Text>
            {data.version > 0 && data.online > 0 && <Badge color={rolling ? 'amber' : 'green'}>{rolling ? t('badgeRollingOut') : t('badgeApplied')}</Badge>}
          </Flex>
          {data.pending_offline > 0 && (
            <Text size="1" color="gray">
              {t('pending', { count: data.pending_offline })}
            </Text>
          )}
          <Text size="1" color="gray">
            {data.version > 0 && data.updated_at ? t('version', { version: data.version, time: formatDateTime(data.updated_at) }) : t('noChanges')}
          </Text>
          {!hideChangesMessage && (
            <Text size="1" color="gray">
              {t('changes')}
            </Text>
          )}
        </Flex>
      </section>
    </Card>
  );
}

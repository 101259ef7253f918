// Widgets the release screens share: status badges, the versions-running badges, an endpoint progress bar.
import { useTranslation } from 'react-i18next';
import { Badge, Flex, Progress, Text } from '@radix-ui/themes';
import type { CanaryStatus, ReleaseStatus } from '../../api/contract/releases';

const COLORS: Record<ReleaseStatus | CanaryStatus, 'gray' | 'green' | 'amber' | 'red' | 'indigo' | 'blue'> = {
  draft: 'gray',
  released: 'green',
  withdrawn: 'red',
  active: 'blue',
  paused: 'amber',
  completed: 'green',
  rolled_back: 'red',
};

export function StatusBadge({ status }: { status: ReleaseStatus | CanaryStatus }) {
  const { t } = useTranslation('releases');
  return (
    <Badge color={COLORS[status]} variant="soft" data-testid="status">
      {t(`status.${status}`)}
    </Badge>
  );
}

export function percentOf(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part / total) * 100);
}

/** `on` of `total` endpoints as a bar with its figures; the label says it in words. */
export function EndpointProgress({ on, total, label }: { on: number; total: number; label: string }) {
  const { t } = useTranslation('releases');
  if (total === 0) return <Text color="gray">{t('rollout.noEndpoints')}</Text>;
  const percent = percentOf(on, total);
  return (
    <Flex align="center" gap="2" style={{ minWidth: 160 }}>
      <Progress value={percent} aria-label={label} style={{ flex: 1, minWidth: 80 }} />
      <Text size="1" style={{ whiteSpace: 'nowrap' }}>
        {on} / {total}
      </Text>
    </Flex>
  );
}

const SHOWN = 3;

export function VersionBadges({ versions }: { versions: readonly { version: string; count: number }[] }) {
  const { t } = useTranslation('releases');
  if (versions.length === 0) return <Text color="gray">—</Text>;
  const shown = versions.slice(0, SHOWN);
  return (
    <Flex gap="1" wrap="wrap" align="center">
      {shown.map((v) => (
        <Badge key={v.version} color="gray" variant="soft">
          {v.version} · {v.count}
        </Badge>
      ))}
      {versions.length > SHOWN ? <Text size="1" color="gray">{t('rollout.more', { count: versions.length - SHOWN })}</Text> : null}
    </Flex>
  );
}

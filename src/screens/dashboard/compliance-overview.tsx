// spec part 2 §2.4 Endpoint Compliance Overview: a doughnut (cutout 95%, centre 'Completed', compliant
// green and the rest grey, legend 'name - value', §9) and 'Progress to Full Compliance' with two-decimal
// percentages and endpoint counts (§5). Compliance is current state, hence the no-date-filter tooltip.
import { useTranslation } from 'react-i18next';
import { Flex, IconButton, Separator, Text, Tooltip } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DeviceStats } from '../../api/contract/dashboard';
import { linkTo } from '../../lib/links';
import { endpointCount, percent2 } from '../../lib/percent';
import { COLORS, chartState, type ChartItem } from './chart-items';
import { ChartDoughnut } from './chart-doughnut';
import { DashboardChart } from './dashboard-chart';

export function complianceFigures(d: Pick<DeviceStats, 'compliant' | 'total_endpoints'>) {
  const rest = Math.max(0, d.total_endpoints - d.compliant);
  return {
    compliant: d.compliant,
    rest,
    completed: percent2(d.compliant, d.total_endpoints),
    inProgress: percent2(rest, d.total_endpoints),
  };
}

export function ComplianceOverview({ devices }: { devices: UseQueryResult<DeviceStats> }) {
  const { t } = useTranslation('dashboard');
  const f = devices.data ? complianceFigures(devices.data) : null;
  const items: ChartItem[] = f
    ? [
        { key: 'compliance', label: t('overview.compliant'), value: f.compliant, color: COLORS.green, href: linkTo('endpoints-v2', undefined, { compliant: 'true' }) },
        { key: 'non_compliance', label: t('overview.nonCompliant'), value: f.rest, color: COLORS.gray, href: linkTo('endpoints-v2', undefined, { compliant: 'false' }) },
      ]
    : [];
  return (
    <DashboardChart
      id="overview-compliance"
      title={t('overview.compliance')}
      actions={
        <Tooltip content={t('overview.noDateFilter')}>
          <IconButton variant="ghost" size="1" color="gray" aria-label={t('overview.noDateFilterLabel')}>
            <InfoCircledIcon />
          </IconButton>
        </Tooltip>
      }
      state={chartState(devices, (d) => [d.total_endpoints])}
    >
      {f ? (
        <Flex gap="5" align="center" wrap="wrap">
          <div style={{ flex: '1 1 200px' }}>
            <ChartDoughnut
              items={items}
              cutout="95%"
              centre={
                <>
                  <Text size="6" weight="bold" data-figure="completed" data-value={f.completed}>
                    {t('overview.percent', { value: f.completed })}
                  </Text>
                  <Text size="1" color="gray">
                    {t('overview.completed')}
                  </Text>
                </>
              }
            />
          </div>
          <Flex direction="column" gap="2" style={{ flex: '1 1 200px' }}>
            <Text weight="medium">{t('overview.progress')}</Text>
            <Separator size="4" />
            <ProgressRow id="fully-compliant" label={t('overview.fullyCompliant')} percent={f.completed} count={f.compliant} color={COLORS.green} />
            <ProgressRow id="in-progress" label={t('overview.inProgress')} percent={f.inProgress} count={f.rest} color={COLORS.gray} />
          </Flex>
        </Flex>
      ) : null}
    </DashboardChart>
  );
}

function ProgressRow({ id, label, percent, count, color }: { id: string; label: string; percent: number; count: number; color: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Flex justify="between" align="center" gap="3" data-figure={id} data-value={count}>
      <Flex align="center" gap="2">
        <span aria-hidden style={{ width: 10, height: 10, borderRadius: 5, background: color, display: 'inline-block' }} />
        <Text size="2">{label}</Text>
      </Flex>
      <Flex gap="3">
        <Text size="2" weight="bold">
          {t('overview.percent', { value: percent })}
        </Text>
        <Text size="2" color="gray">
          {endpointCount(count)}
        </Text>
      </Flex>
    </Flex>
  );
}

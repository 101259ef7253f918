// spec part 2 §2.2 Inventory: SaaS Apps, Endpoints and Users bars, each with its own date range (kept in
// the URL under its own prefix); a bar or the card header opens the matching list, pre-filtered.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Grid } from '@radix-ui/themes';
import { dashboardQueries } from '../../api/queries/dashboard';
import type { DeviceStats, SaasAccessTypeStats, UserStats } from '../../api/contract/dashboard';
import { linkTo } from '../../lib/links';
import { rangeToFilters, rangeToQuery, type DateRange } from '../../lib/date-presets';
import { DateRangePicker } from '../../ui/date-range-picker';
import { useDateRange } from '../../ui/use-date-range';
import { COLORS, chartState, type ChartItem } from './chart-items';
import { DashboardBarChart } from './dashboard-chart';

type T = (key: string, options?: Record<string, unknown>) => string;

const ACCESS_COLORS = { Sanctioned: COLORS.green, Unsanctioned: COLORS.red, Unclassified: COLORS.gray } as const;

export function saasItems(data: SaasAccessTypeStats, range: DateRange, t: T): ChartItem[] {
  return data.label.map((tag, i) => ({
    key: tag,
    label: t(`keys.${tag}`),
    value: data.y[i] ?? 0,
    color: ACCESS_COLORS[tag],
    href: linkTo('saas', undefined, { tag, ...rangeToFilters(range) }),
  }));
}

export function endpointItems(data: DeviceStats, t: T): ChartItem[] {
  const items: ChartItem[] = [
    { key: 'endpoint_count', label: t('keys.endpoint_count'), value: data.endpoint_count, color: COLORS.blue, href: linkTo('devices', undefined, { status: ['ACTIVE'] }) },
    { key: 'inactive', label: t('keys.inactive'), value: data.inactive, color: COLORS.amber, href: linkTo('devices', undefined, { status: ['INACTIVE', 'OFFLINE_FOR_CONFIG_TIME'] }) },
    {
      key: 'noncompliant_count',
      label: t('keys.noncompliant_count'),
      value: data.noncompliant_count,
      color: COLORS.red,
      href: linkTo('compliance', undefined, { tab: 'endpoints', status: 'Non Compliant' }),
    },
  ];
  // spec part 2 §2.2: infra_count only for accounts that have infra devices
  if (data.has_infra) items.push({ key: 'infra_count', label: t('keys.infra_count'), value: data.infra_count, color: COLORS.violet, href: linkTo('devices') });
  return items;
}

export function userItems(data: Pick<UserStats, 'total_users' | 'risky' | 'inactive_users'>, t: T): ChartItem[] {
  return [
    { key: 'total_users', label: t('keys.total_users'), value: data.total_users, color: COLORS.blue, href: linkTo('users', undefined, { status: ['ACTIVE'] }) },
    { key: 'risky', label: t('keys.risky'), value: data.risky, color: COLORS.red, href: linkTo('user-management', undefined, { r: ['High'] }) },
    {
      key: 'inactive_users',
      label: t('keys.inactive_users'),
      value: data.inactive_users,
      color: COLORS.amber,
      href: linkTo('user-management', undefined, { copilot: ['not_installed', 'uninstalled'] }),
    },
  ];
}

function RangePicker({ value, onChange, chart }: { value: DateRange; onChange: (r: DateRange) => void; chart: string }) {
  const { t } = useTranslation('dashboard');
  return <DateRangePicker value={value} onChange={onChange} label={t('inventory.rangeLabel', { chart })} />;
}

export function InventorySection() {
  const { t } = useTranslation('dashboard');
  const [saasRange, setSaasRange] = useDateRange({ prefix: 'saas' });
  const [deviceRange, setDeviceRange] = useDateRange({ prefix: 'ep' });
  const [userRange, setUserRange] = useDateRange({ prefix: 'usr' });

  const saas = useQuery(dashboardQueries.saasAccessType(rangeToQuery(saasRange)));
  const devices = useQuery({ ...dashboardQueries.deviceStats(rangeToQuery(deviceRange)) });
  const users = useQuery({ ...dashboardQueries.userStats(rangeToQuery(userRange)) });

  const saasTitle = t('inventory.saas');
  const endpointsTitle = t('inventory.endpoints');
  const usersTitle = t('inventory.users');
  return (
    <Grid columns={{ initial: '1', md: '3' }} gap="4">
      <DashboardBarChart
        id="inventory-saas"
        title={saasTitle}
        titleLink={linkTo('saas', undefined, rangeToFilters(saasRange))}
        actions={<RangePicker value={saasRange} onChange={setSaasRange} chart={saasTitle} />}
        state={chartState(saas, (d) => d.y)}
        items={saas.data ? saasItems(saas.data, saasRange, t) : []}
      />
      <DashboardBarChart
        id="inventory-endpoints"
        title={endpointsTitle}
        titleLink={linkTo('devices')}
        actions={<RangePicker value={deviceRange} onChange={setDeviceRange} chart={endpointsTitle} />}
        state={chartState(devices, (d) => endpointItems(d, t).map((i) => i.value))}
        items={devices.data ? endpointItems(devices.data, t) : []}
      />
      <DashboardBarChart
        id="inventory-users"
        title={usersTitle}
        titleLink={linkTo('users')}
        actions={<RangePicker value={userRange} onChange={setUserRange} chart={usersTitle} />}
        state={chartState(users, (d) => [d.total_users, d.risky, d.inactive_users])}
        items={users.data ? userItems(users.data, t) : []}
      />
    </Grid>
  );
}

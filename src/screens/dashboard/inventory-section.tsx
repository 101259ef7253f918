// spec part 2 §2.2 Inventory: SaaS Apps, Endpoints and Users bars, each with its own date range (kept in
// the URL under its own prefix); a bar or the card header opens the matching list, pre-filtered.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Grid } from '@radix-ui/themes';
import { dashboardQueries } from '../../api/queries/dashboard';
import { linkTo } from '../../lib/links';
import { rangeToFilters, rangeToQuery, type DateRange } from '../../lib/date-presets';
import { DateRangePicker } from '../../ui/date-range-picker';
import { useDateRange } from '../../ui/use-date-range';
import { chartState } from './chart-items';
import { DashboardBarChart } from './dashboard-chart';
import { endpointItems, saasItems, userItems } from './dashboard-items';

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

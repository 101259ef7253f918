// /dashboard-v2, the Operational Overview (spec part 2 §2.4): compliance overview, the four endpoint
// cards, the user and device bar charts (each with its own range and the one-day tooltip) and the web
// and SaaS alert doughnuts. Every click target is built with linkTo as the §2.4 table says.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Flex, Grid, IconButton, Tooltip } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { dashboardQueries } from '../../api/queries/dashboard';
import { useSession } from '../../app/session/use-session';
import { linkTo } from '../../lib/links';
import { rangeToFilters, rangeToQuery, type DateRange } from '../../lib/date-presets';
import { DateRangePicker } from '../../ui/date-range-picker';
import { useDateRange } from '../../ui/use-date-range';
import { alertItems } from './alert-items';
import { ChartDoughnut } from './chart-doughnut';
import { chartState } from './chart-items';
import { ComplianceOverview } from './compliance-overview';
import { DashboardBarChart, DashboardChart } from './dashboard-chart';
import { deviceActivityItems, userActivityItems } from './dashboard-items';
import { DashboardTabs } from './dashboard-tabs';
import { EndpointCards } from './endpoint-cards';
import { defaultQueryRange, useLoadOrder } from './load-order';

function Hint({ text }: { text: string }) {
  return (
    <Tooltip content={text}>
      <IconButton variant="ghost" size="1" color="gray" aria-label={text}>
        <InfoCircledIcon />
      </IconButton>
    </Tooltip>
  );
}

function Picker({ value, onChange, chart }: { value: DateRange; onChange: (r: DateRange) => void; chart: string }) {
  const { t } = useTranslation('dashboard');
  return <DateRangePicker value={value} onChange={onChange} label={t('overview.rangeLabel', { chart })} />;
}

export default function OperationalOverview() {
  const { t } = useTranslation('dashboard');
  const { account } = useSession();
  const showWebsites = account ? !account.disable_session_logs : false;
  const dlp = account?.enable_dlp !== false;
  useLoadOrder(showWebsites, dlp);
  const [userRange, setUserRange] = useDateRange({ prefix: 'ua' });
  const [deviceRange, setDeviceRange] = useDateRange({ prefix: 'da' });
  const [alertRange, setAlertRange] = useDateRange({ prefix: 'al' });

  // compliance, the cards and the Security Insights share the default range's device stats (one call)
  const current = useQuery({ ...dashboardQueries.deviceStats(defaultQueryRange()) });
  const users = useQuery({ ...dashboardQueries.userStats(rangeToQuery(userRange)) });
  const devices = useQuery({ ...dashboardQueries.deviceStats(rangeToQuery(deviceRange)) });
  const saasAlerts = useQuery({ ...dashboardQueries.saasAlerts(rangeToQuery(alertRange)) });
  const webAlerts = useQuery({ ...dashboardQueries.websiteAlerts(rangeToQuery(alertRange)), enabled: showWebsites });

  const userTitle = t('overview.userActivity');
  const deviceTitle = t('overview.deviceActivity');
  const alertFilters = rangeToFilters(alertRange);
  return (
    <Flex direction="column" gap="5">
      <DashboardTabs current="operational" />
      <ComplianceOverview devices={current} />
      <EndpointCards devices={current} />
      <Grid columns={{ initial: '1', md: '2' }} gap="4">
        <DashboardBarChart
          id="overview-users"
          title={userTitle}
          titleLink={linkTo('users')}
          titleLinkLabel={t('overview.sectionLink', { name: userTitle })}
          actions={
            <>
              <Hint text={t('overview.userTooltip')} />
              <Picker value={userRange} onChange={setUserRange} chart={userTitle} />
            </>
          }
          state={chartState(users, (d) => [...(dlp ? [d.user_sensitive_data] : []), d.inactive_users, d.risky])}
          items={users.data ? userActivityItems(users.data, userRange, t, dlp) : []}
        />
        <DashboardBarChart
          id="overview-devices"
          title={deviceTitle}
          titleLink={linkTo('devices')}
          titleLinkLabel={t('overview.sectionLink', { name: deviceTitle })}
          actions={
            <>
              <Hint text={t('overview.deviceTooltip')} />
              <Picker value={deviceRange} onChange={setDeviceRange} chart={deviceTitle} />
            </>
          }
          state={chartState(devices, (d) => [...(dlp ? [d.device_sensitive_data] : []), d.noncompliant_count, d.inactive])}
          items={devices.data ? deviceActivityItems(devices.data, deviceRange, t, dlp, showWebsites) : []}
        />
      </Grid>
      <Flex justify="end">
        <Picker value={alertRange} onChange={setAlertRange} chart={`${t('overview.webAlerts')}, ${t('overview.saasAlerts')}`} />
      </Flex>
      <Grid columns={{ initial: '1', md: showWebsites ? '2' : '1' }} gap="4">
        {showWebsites ? (
          <DashboardChart
            id="overview-web-alerts"
            title={t('overview.webAlerts')}
            titleLink={linkTo('alerts-websites', undefined, alertFilters)}
            titleLinkLabel={t('overview.sectionLink', { name: t('overview.webAlerts') })}
            state={chartState(webAlerts, (d) => [d.alerts, d.reports, d.blocks])}
          >
            {webAlerts.data ? <ChartDoughnut items={alertItems(webAlerts.data, 'alerts-websites', alertRange, t)} /> : null}
          </DashboardChart>
        ) : null}
        <DashboardChart
          id="overview-saas-alerts"
          title={t('overview.saasAlerts')}
          titleLink={linkTo('alerts-saas-apps', undefined, alertFilters)}
          titleLinkLabel={t('overview.sectionLink', { name: t('overview.saasAlerts') })}
          state={chartState(saasAlerts, (d) => [d.alerts, d.reports, d.blocks])}
        >
          {saasAlerts.data ? <ChartDoughnut items={alertItems(saasAlerts.data, 'alerts-saas-apps', alertRange, t)} /> : null}
        </DashboardChart>
      </Grid>
    </Flex>
  );
}

// spec part 2 §2.2 Actions: SaaS Apps Alerts, Website Alerts (hidden under disable_session_logs) and
// Phishing Attacks Prevented doughnuts over one range kept in the URL ('act' prefix).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Flex, Grid } from '@radix-ui/themes';
import { dashboardQueries } from '../../api/queries/dashboard';
import { linkTo } from '../../lib/links';
import { rangeToFilters, rangeToQuery } from '../../lib/date-presets';
import { DateRangePicker } from '../../ui/date-range-picker';
import { useDateRange } from '../../ui/use-date-range';
import { alertItems, phishingItems } from './alert-items';
import { chartState } from './chart-items';
import { ChartDoughnut } from './chart-doughnut';
import { DashboardChart } from './dashboard-chart';

export function ActionsSection({ showWebsites }: { showWebsites: boolean }) {
  const { t } = useTranslation('dashboard');
  const [range, setRange] = useDateRange({ prefix: 'act' });
  const query = rangeToQuery(range);
  const saas = useQuery({ ...dashboardQueries.saasAlerts(query) });
  const web = useQuery({ ...dashboardQueries.websiteAlerts(query), enabled: showWebsites });
  const phishing = useQuery(dashboardQueries.phishing(query));
  const filters = rangeToFilters(range);

  return (
    <Flex direction="column" gap="3">
      <Flex justify="end">
        <DateRangePicker value={range} onChange={setRange} label={t('actions.rangeLabel')} />
      </Flex>
      <Grid columns={{ initial: '1', md: showWebsites ? '3' : '2' }} gap="4">
        <DashboardChart
          id="actions-saas-alerts"
          title={t('actions.saasAlerts')}
          titleLink={linkTo('alerts-saas-apps', undefined, filters)}
          state={chartState(saas, (d) => [d.alerts, d.reports, d.blocks])}
        >
          {saas.data ? <ChartDoughnut items={alertItems(saas.data, 'alerts-saas-apps', range, t)} /> : null}
        </DashboardChart>
        {showWebsites ? (
          <DashboardChart
            id="actions-website-alerts"
            title={t('actions.websiteAlerts')}
            titleLink={linkTo('alerts-websites', undefined, filters)}
            state={chartState(web, (d) => [d.alerts, d.reports, d.blocks])}
          >
            {web.data ? <ChartDoughnut items={alertItems(web.data, 'alerts-websites', range, t)} /> : null}
          </DashboardChart>
        ) : null}
        <DashboardChart
          id="actions-phishing"
          title={t('actions.phishing')}
          titleLink={linkTo('alerts-saas-apps', undefined, filters)}
          state={chartState(phishing, (d) => [d.spoof_count, d.session_hijack_count, d.typo_count])}
        >
          {phishing.data ? <ChartDoughnut items={phishingItems(phishing.data, range, t)} /> : null}
        </DashboardChart>
      </Grid>
    </Flex>
  );
}

// /websites-reports/websites-tab (Websites Report by Website, spec part 2 §2.6; blocked under
// disable_session_logs): website alert events by action over the range (GET /alert-stats, the dashboard's
// Website Alerts), the top 10 websites by screen time, and the websites used (the website inventory).
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Flex, Link, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { WebsiteInventoryRow } from '../../api/contract/websites';
import { reportsQueries } from '../../api/queries/reports';
import { downloadWebsitesCsv, websiteQueries } from '../../api/queries/websites';
import { usePageHeading } from '../../app/layout/page-heading';
import { formatDuration } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { AccessTag } from '../../ui/access-tag';
import type { DataTableColumn } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { AlertBars } from './alert-charts';
import { ChartGrid, PagedTable, ReportToolbar, TopTenCard, useReportList } from './report-parts';
import { WebsiteTabs } from './website-tabs';

const SORTS = ['weighted_duration', 'name', 'users'] as const;
const nameOf = (r: WebsiteInventoryRow) => r.application_name ?? r.domain;

export default function ReportsWebsitesTab() {
  const { t } = useTranslation('reports');
  usePageHeading({ subheading: t('websites.subtitle') });
  const { update, range, setRange, query, sb, so, page, filters, linkFilters } = useReportList(SORTS, 'weighted_duration');

  const alerts = useQuery(reportsQueries.alertStats(query));
  const top = useQuery(websiteQueries.list({ ...query, sb: 'weighted_duration', so: 'desc', page: 1, size: 10 }));
  const list = useQuery(websiteQueries.list({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(websiteQueries.count(filters));

  const columns: DataTableColumn<WebsiteInventoryRow>[] = [
    {
      key: 'website',
      header: t('columns.website'),
      sortBy: 'name',
      firstOrder: 'asc',
      rowHeader: true,
      render: (r) => (
        <Flex direction="column">
          <Link asChild weight="medium">
            <RouterLink to={linkTo('websites-users', { name: r.domain }, linkFilters)}>{nameOf(r)}</RouterLink>
          </Link>
          {r.application_name ? (
            <Text size="1" color="gray">
              {r.domain}
            </Text>
          ) : null}
        </Flex>
      ),
    },
    { key: 'categories', header: t('columns.categories'), render: (r) => <MultiValue content={r.categories} /> },
    { key: 'tag', header: t('columns.tag'), render: (r) => <AccessTag value={r.access_type} action={r.action_type} /> },
    { key: 'users', header: t('columns.users'), sortBy: 'users', render: (r) => r.users },
    { key: 'time', header: t('columns.screenTime'), sortBy: 'weighted_duration', render: (r) => formatDuration(r.weighted_duration) },
  ];

  return (
    <Flex direction="column" gap="4">
      <ReportToolbar range={range} onRange={setRange} onExport={() => downloadWebsitesCsv(filters)} />
      <WebsiteTabs active="websites" range={range} />
      <ChartGrid>
        <AlertBars title={t('websites.alertsChart')} query={alerts} stats={alerts.data?.websites} range={range} route="alerts-websites" />
        <TopTenCard
          title={t('websites.topChart')}
          subtitle={t('websites.topSubtitle')}
          failedText={t('websites.topFailed')}
          query={top}
          keyOf={(r) => r.domain}
          labelOf={nameOf}
          secondsOf={(r) => r.weighted_duration}
          hrefOf={(r) => linkTo('websites-users', { name: r.domain }, linkFilters)}
        />
      </ChartGrid>
      <PagedTable caption={t('websites.table')} columns={columns} rows={list.data} rowKey={(r) => r.domain} sort={{ by: sb, order: so }} page={page} total={count.data ?? 0} update={update} />
    </Flex>
  );
}

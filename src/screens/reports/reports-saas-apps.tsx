// /reports-saas-apps (SaaS Apps Report, spec part 1 §2, part 2 §2.6; hidden from the auditor): SaaS alert
// events by action and the phishing attacks prevented over the range (GET /alert-stats, the dashboard's
// doughnut figures), the top 10 apps by screen time, and the apps used in the range (the SaaS inventory).
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Flex, Link } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { InventoryRow } from '../../api/contract/saas';
import { reportsQueries } from '../../api/queries/reports';
import { downloadInventoryCsv, saasInventoryQueries } from '../../api/queries/saas';
import { usePageHeading } from '../../app/layout/page-heading';
import { formatDuration } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { AccessTag } from '../../ui/access-tag';
import type { DataTableColumn } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { AlertBars, PhishingBars } from './alert-charts';
import { ChartGrid, PagedTable, ReportToolbar, TopTenCard, useReportList } from './report-parts';

const SORTS = ['weighted_duration', 'name', 'users', 'endpoints'] as const;

export default function ReportsSaasApps() {
  const { t } = useTranslation('reports');
  usePageHeading({ subheading: t('saasApps.subtitle') });
  const { update, range, setRange, query, sb, so, page, filters, linkFilters } = useReportList(SORTS, 'weighted_duration');
  const listQuery = { ...filters, page, size: DEFAULT_PAGE_SIZE };

  const alerts = useQuery(reportsQueries.alertStats(query));
  const top = useQuery(saasInventoryQueries.list({ ...query, sb: 'weighted_duration', so: 'desc', page: 1, size: 10 }));
  const list = useQuery(saasInventoryQueries.list(listQuery));
  const count = useQuery(saasInventoryQueries.count(listQuery));

  const columns: DataTableColumn<InventoryRow>[] = [
    {
      key: 'name',
      header: t('columns.app'),
      sortBy: 'name',
      firstOrder: 'asc',
      rowHeader: true,
      render: (r) => (
        <Link asChild weight="medium">
          <RouterLink to={linkTo('saas-users', { name: r.name }, linkFilters)}>{r.name}</RouterLink>
        </Link>
      ),
    },
    { key: 'tag', header: t('columns.tag'), render: (r) => <AccessTag value={r.access_type} action={r.action_type} /> },
    { key: 'categories', header: t('columns.categories'), render: (r) => <MultiValue content={r.categories} /> },
    { key: 'users', header: t('columns.users'), sortBy: 'users', render: (r) => r.users },
    { key: 'endpoints', header: t('columns.endpoints'), sortBy: 'endpoints', render: (r) => r.endpoints },
    { key: 'time', header: t('columns.screenTime'), sortBy: 'weighted_duration', render: (r) => formatDuration(r.weighted_duration) },
  ];

  return (
    <Flex direction="column" gap="4">
      <ReportToolbar range={range} onRange={setRange} onExport={() => downloadInventoryCsv({ ...listQuery })} />
      <ChartGrid>
        <AlertBars title={t('saasApps.alertsChart')} query={alerts} stats={alerts.data?.saas} range={range} route="alerts-saas-apps" />
        <PhishingBars query={alerts} range={range} />
        <TopTenCard
          title={t('saasApps.topChart')}
          subtitle={t('saasApps.topSubtitle')}
          failedText={t('saasApps.topFailed')}
          query={top}
          keyOf={(r) => r.name}
          labelOf={(r) => r.name}
          secondsOf={(r) => r.weighted_duration}
          hrefOf={(r) => linkTo('saas-users', { name: r.name }, linkFilters)}
        />
      </ChartGrid>
      <PagedTable caption={t('saasApps.table')} columns={columns} rows={list.data} rowKey={(r) => r.name} sort={{ by: sb, order: so }} page={page} total={count.data ?? 0} update={update} />
    </Flex>
  );
}

// /websites-reports/categories-tab (Websites Report by Category, spec part 1 §2, part 2 §2.6; blocked under
// disable_session_logs): website usage grouped by category over the range, the top 10 categories by screen
// time and every category used (the website categories' list); CSV of the whole list.
import { Link as RouterLink } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Flex, Link } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../api/contract/common';
import type { WebsiteCategoryRow } from '../../api/contract/websites';
import { websiteCategoryQueries } from '../../api/queries/websites';
import { fetchAllPages } from '../../commands/list-export';
import { usePageHeading } from '../../app/layout/page-heading';
import { formatDuration } from '../../lib/format';
import { linkTo } from '../../lib/links';
import type { DataTableColumn } from '../../ui/data-table';
import { ChartGrid, PagedTable, ReportToolbar, saveCsv, TopTenCard, useReportList } from './report-parts';
import { WebsiteTabs } from './website-tabs';

const SORTS = ['weighted_duration', 'name', 'users', 'websites'] as const;

export default function ReportsCategoriesTab() {
  const { t } = useTranslation('reports');
  usePageHeading({ subheading: t('categories.subtitle') });
  const queryClient = useQueryClient();
  const { update, range, setRange, query, sb, so, page, filters, linkFilters } = useReportList(SORTS, 'weighted_duration');

  const top = useQuery(websiteCategoryQueries.list({ ...query, sb: 'weighted_duration', so: 'desc', page: 1, size: 10 }));
  const list = useQuery(websiteCategoryQueries.list({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(websiteCategoryQueries.count(filters));

  const columns: DataTableColumn<WebsiteCategoryRow>[] = [
    {
      key: 'name',
      header: t('columns.category'),
      sortBy: 'name',
      firstOrder: 'asc',
      rowHeader: true,
      render: (r) => (
        <Link asChild weight="medium">
          <RouterLink to={linkTo('categories-users', { name: r.name }, linkFilters)}>{r.name}</RouterLink>
        </Link>
      ),
    },
    { key: 'blocked', header: t('columns.status'), render: (r) => (r.blocked ? <Badge color="red">{t('categories.blocked')}</Badge> : <Badge color="gray">{t('categories.allowed')}</Badge>) },
    { key: 'websites', header: t('columns.websites'), sortBy: 'websites', render: (r) => r.websites },
    { key: 'users', header: t('columns.users'), sortBy: 'users', render: (r) => r.users },
    { key: 'time', header: t('columns.screenTime'), sortBy: 'weighted_duration', render: (r) => formatDuration(r.weighted_duration) },
  ];

  async function exportCsv() {
    const rows = await fetchAllPages((p, size) => queryClient.fetchQuery(websiteCategoryQueries.list({ ...filters, page: p, size })), MAX_PAGE_SIZE);
    saveCsv(
      'Website Categories.csv',
      [t('columns.category'), t('columns.status'), t('columns.websites'), t('columns.users'), t('columns.screenTime')],
      rows.map((r) => [r.name, r.blocked ? t('categories.blocked') : t('categories.allowed'), r.websites, r.users, formatDuration(r.weighted_duration)]),
    );
  }

  return (
    <Flex direction="column" gap="4">
      <ReportToolbar range={range} onRange={setRange} onExport={exportCsv} />
      <WebsiteTabs active="categories" range={range} />
      <ChartGrid>
        <TopTenCard
          title={t('categories.topChart')}
          subtitle={t('categories.topSubtitle')}
          failedText={t('categories.topFailed')}
          query={top}
          keyOf={(r) => r.name}
          labelOf={(r) => r.name}
          secondsOf={(r) => r.weighted_duration}
          hrefOf={(r) => linkTo('categories-users', { name: r.name }, linkFilters)}
        />
      </ChartGrid>
      <PagedTable caption={t('categories.table')} columns={columns} rows={list.data} rowKey={(r) => r.name} sort={{ by: sb, order: so }} page={page} total={count.data ?? 0} update={update} />
    </Flex>
  );
}

// /productivity-insight (User Behavior Analysis, spec part 1 §2, part 2 §2.6; blocked under
// disable_session_logs by the route gate and the server): people's SaaS or website usage over the range,
// the top 10 by screen time and the screen time per day, then every person in a paged table.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, SegmentedControl } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../api/contract/common';
import type { UsageKind, UsageUserRow } from '../../api/contract/reports';
import { reportsQueries } from '../../api/queries/reports';
import { fetchAllPages } from '../../commands/list-export';
import { usePageHeading } from '../../app/layout/page-heading';
import { reportFilters } from '../../app/routes/filters';
import { formatDuration } from '../../lib/format';
import type { DataTableColumn } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { useListParams } from '../../ui/use-list-params';
import { chartState, ChartGrid, DailyBarCard, PagedTable, ReportToolbar, saveCsv, TopTenCard, useReportRange } from './report-parts';

const TOP = 10;
const hours = (seconds: number) => Math.round((seconds / 3600) * 10) / 10;

export default function ProductivityInsight() {
  const { t } = useTranslation('reports');
  usePageHeading({ subheading: t('productivity.subtitle') });
  const queryClient = useQueryClient();
  const { params, update } = useListParams(reportFilters);
  const { range, setRange, query } = useReportRange();
  const kind: UsageKind = params.kind ?? 'saas';
  const sb = params.sb === 'name' ? 'name' : 'weighted_duration';
  const so = params.so ?? (sb === 'name' ? 'asc' : 'desc');
  const page = params.page ?? 1;
  const base = { ...query, kind, sb, so } as const;

  const top = useQuery(reportsQueries.usersList({ ...query, kind, page: 1, size: TOP, sb: 'weighted_duration', so: 'desc' }));
  const stats = useQuery(reportsQueries.sessionStats(query));
  const list = useQuery(reportsQueries.usersList({ ...base, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(reportsQueries.usersCount({ ...base, page, size: DEFAULT_PAGE_SIZE }));
  const series = kind === 'saas' ? stats.data?.saas : (stats.data?.websites ?? undefined);
  const usedLabel = kind === 'saas' ? t('columns.apps') : t('columns.websites');

  const columns: DataTableColumn<UsageUserRow>[] = [
    { key: 'name', header: t('columns.person'), sortBy: 'name', firstOrder: 'asc', rowHeader: true, render: (r) => r.name },
    { key: 'email', header: t('columns.email'), render: (r) => r.email },
    { key: 'apps', header: usedLabel, render: (r) => <MultiValue content={r.apps} /> },
    { key: 'sessions', header: t('columns.sessions'), align: 'right', render: (r) => r.sessions },
    { key: 'time', header: t('columns.screenTime'), sortBy: 'weighted_duration', render: (r) => formatDuration(r.weighted_duration) },
  ];

  async function exportCsv() {
    const rows = await fetchAllPages((p, size) => queryClient.fetchQuery(reportsQueries.usersList({ ...base, page: p, size })), MAX_PAGE_SIZE);
    saveCsv(
      kind === 'saas' ? 'User Behavior SaaS Apps.csv' : 'User Behavior Websites.csv',
      [t('columns.person'), t('columns.email'), usedLabel, t('columns.sessions'), t('columns.screenTime')],
      rows.map((r) => [r.name, r.email, r.apps.join(', '), r.sessions, formatDuration(r.weighted_duration)]),
    );
  }

  return (
    <Flex direction="column" gap="4">
      <ReportToolbar range={range} onRange={setRange} onExport={exportCsv}>
        <SegmentedControl.Root value={kind} onValueChange={(value) => update({ kind: value === 'saas' ? undefined : value, sb: undefined, so: undefined })} aria-label={t('productivity.kind')}>
          <SegmentedControl.Item value="saas">{t('productivity.saas')}</SegmentedControl.Item>
          <SegmentedControl.Item value="websites">{t('productivity.websites')}</SegmentedControl.Item>
        </SegmentedControl.Root>
      </ReportToolbar>
      <ChartGrid>
        <TopTenCard
          title={t('productivity.topChart')}
          subtitle={t('productivity.topSubtitle')}
          failedText={t('productivity.topFailed')}
          query={top}
          keyOf={(r) => r.id}
          labelOf={(r) => r.name}
          secondsOf={(r) => r.weighted_duration}
        />
        <DailyBarCard
          title={t('productivity.timeChart')}
          subtitle={t('productivity.timeSubtitle')}
          labels={series?.label ?? []}
          values={(series?.weighted_duration ?? []).map(hours)}
          unit="h"
          format={(v) => `${v} h`}
          state={chartState(stats, series?.weighted_duration)}
        />
      </ChartGrid>
      <PagedTable caption={t('productivity.table')} columns={columns} rows={list.data} rowKey={(r) => r.id} sort={{ by: sb, order: so }} page={page} total={count.data ?? 0} update={update} />
    </Flex>
  );
}

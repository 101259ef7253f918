// /session (Sessions, spec part 1 §2 and §7 GET /session-stats): SaaS and website sessions per day of the
// range, with the people and screen time of each day; the website figures are absent under
// disable_session_logs. The figures are the dashboard's /session-stats-*-data for the same range.
import { useQuery } from '@tanstack/react-query';
import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { SessionSeries } from '../../api/contract/dashboard';
import { reportsQueries } from '../../api/queries/reports';
import { usePageHeading } from '../../app/layout/page-heading';
import { formatDuration } from '../../lib/format';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { chartState, ChartGrid, DailyBarCard, dayLabel, ReportToolbar, saveCsv, useReportRange } from './report-parts';

interface DayRow {
  day: string;
  saasSessions: number;
  saasUsers: number;
  saasTime: number;
  webSessions: number | null;
  webUsers: number | null;
  webTime: number | null;
}

function dayRows(saas: SessionSeries, websites: SessionSeries | null): DayRow[] {
  return saas.label.map((day, i) => ({
    day,
    saasSessions: saas.y[i] ?? 0,
    saasUsers: saas.users[i] ?? 0,
    saasTime: saas.weighted_duration[i] ?? 0,
    webSessions: websites ? (websites.y[i] ?? 0) : null,
    webUsers: websites ? (websites.users[i] ?? 0) : null,
    webTime: websites ? (websites.weighted_duration[i] ?? 0) : null,
  }));
}

export default function Sessions() {
  const { t } = useTranslation('reports');
  usePageHeading({ subheading: t('session.subtitle') });
  const { range, setRange, query } = useReportRange();
  const stats = useQuery(reportsQueries.sessionStats(query));
  const data = stats.data;
  const rows = data ? dayRows(data.saas, data.websites) : stats.isError ? null : undefined;
  const withWebsites = data ? data.websites !== null : true;

  const columns: DataTableColumn<DayRow>[] = [
    { key: 'day', header: t('columns.date'), rowHeader: true, render: (r) => dayLabel(r.day) },
    { key: 'saasSessions', header: t('columns.saasSessions'), align: 'right', render: (r) => r.saasSessions },
    { key: 'saasUsers', header: t('columns.saasUsers'), align: 'right', render: (r) => r.saasUsers },
    { key: 'saasTime', header: t('columns.saasTime'), align: 'right', render: (r) => formatDuration(r.saasTime) },
    ...(withWebsites
      ? ([
          { key: 'webSessions', header: t('columns.webSessions'), align: 'right', render: (r) => r.webSessions ?? 0 },
          { key: 'webUsers', header: t('columns.webUsers'), align: 'right', render: (r) => r.webUsers ?? 0 },
          { key: 'webTime', header: t('columns.webTime'), align: 'right', render: (r) => formatDuration(r.webTime ?? 0) },
        ] satisfies DataTableColumn<DayRow>[])
      : []),
  ];

  function exportCsv() {
    if (!rows) throw new Error('no rows');
    const header = columns.map((c) => String(c.header));
    saveCsv('Sessions.csv', header, rows.map((r) => [dayLabel(r.day), r.saasSessions, r.saasUsers, formatDuration(r.saasTime), ...(withWebsites ? [r.webSessions, r.webUsers, formatDuration(r.webTime ?? 0)] : [])]));
  }

  return (
    <Flex direction="column" gap="4">
      <ReportToolbar range={range} onRange={setRange} onExport={exportCsv} />
      <ChartGrid>
        <DailyBarCard title={t('session.saasChart')} subtitle={t('session.perDay')} labels={data?.saas.label ?? []} values={data?.saas.y ?? []} state={chartState(stats, data?.saas.y)} />
        {withWebsites ? (
          <DailyBarCard
            title={t('session.webChart')}
            subtitle={t('session.perDay')}
            labels={data?.websites?.label ?? []}
            values={data?.websites?.y ?? []}
            state={chartState(stats, data?.websites?.y)}
          />
        ) : null}
      </ChartGrid>
      <DataTable caption={t('session.table')} columns={columns} rows={rows} rowKey={(r) => r.day} emptyText={t('empty')} />
    </Flex>
  );
}

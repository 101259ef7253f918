// /activity (Activity, spec part 1 §2, part 2 §2.4, §2.6; blocked under disable_session_logs): the Activity
// tab shows active endpoints and people per day of the range; the Inactivity tab (?tab=inactivity, where the
// dashboard's inactive-device bar lands with its range) shows the dashboard's inactive figure for the same
// range, the inactive endpoints per day and the inactive endpoints themselves.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PLATFORMS } from '../../api/contract/catalog';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { InactiveEndpointRow } from '../../api/contract/reports';
import { reportsQueries } from '../../api/queries/reports';
import { usePageHeading } from '../../app/layout/page-heading';
import { activityFilters } from '../../app/routes/filters';
import { formatDuration } from '../../lib/format';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { useListParams } from '../../ui/use-list-params';
import { chartState, ChartGrid, DailyBarCard, dayLabel, rangeFilters, ReportTabs, ReportToolbar, saveCsv, useReportRange } from './report-parts';

const platformLabel = (code: string) => PLATFORMS.find((p) => p.code === code)?.label ?? code;

interface DayRow {
  day: string;
  active: number;
  inactive: number;
  people: number;
  sessions: number;
  time: number;
}

export default function Activity() {
  const { t } = useTranslation('reports');
  usePageHeading({ subheading: t('activity.subtitle') });
  const { params } = useListParams(activityFilters);
  const { range, setRange, query } = useReportRange();
  const tab = params.tab ?? 'activity';
  const inactivity = useQuery(reportsQueries.inactivity(query));
  const stats = useQuery(reportsQueries.sessionStats(query));
  const [page, setPage] = useState(1);
  const [rangeKey, setRangeKey] = useState(`${query.s}-${query.e}`);
  if (rangeKey !== `${query.s}-${query.e}`) {
    setRangeKey(`${query.s}-${query.e}`);
    setPage(1);
  }

  const data = inactivity.data;
  const saas = stats.data?.saas;
  const days: DayRow[] | null | undefined =
    data && saas
      ? data.series.label.map((day, i) => ({
          day,
          active: data.series.active[i] ?? 0,
          inactive: data.series.inactive[i] ?? 0,
          people: saas.users[i] ?? 0,
          sessions: saas.y[i] ?? 0,
          time: saas.weighted_duration[i] ?? 0,
        }))
      : inactivity.isError || stats.isError
        ? null
        : undefined;

  const dayColumns: DataTableColumn<DayRow>[] = [
    { key: 'day', header: t('columns.date'), rowHeader: true, render: (r) => dayLabel(r.day) },
    { key: 'active', header: t('columns.activeEndpoints'), align: 'right', render: (r) => r.active },
    { key: 'inactive', header: t('columns.inactiveEndpoints'), align: 'right', render: (r) => r.inactive },
    { key: 'people', header: t('columns.saasUsers'), align: 'right', render: (r) => r.people },
    { key: 'sessions', header: t('columns.saasSessions'), align: 'right', render: (r) => r.sessions },
    { key: 'time', header: t('columns.saasTime'), align: 'right', render: (r) => formatDuration(r.time) },
  ];
  const endpointColumns: DataTableColumn<InactiveEndpointRow>[] = [
    { key: 'name', header: t('columns.endpoint'), rowHeader: true, render: (r) => r.name },
    { key: 'platform', header: t('columns.platform'), render: (r) => platformLabel(r.platform) },
    { key: 'owner', header: t('columns.owner'), render: (r) => r.owner ?? t('none') },
    { key: 'status', header: t('columns.status'), render: (r) => r.status },
    { key: 'last', header: t('columns.lastActive'), render: (r) => (r.last_active ? dayLabel(r.last_active) : t('none')) },
  ];

  function exportCsv() {
    if (tab === 'inactivity') {
      if (!data) throw new Error('no rows');
      saveCsv('Inactivity.csv', endpointColumns.map((c) => String(c.header)), data.rows.map((r) => [r.name, platformLabel(r.platform), r.owner ?? '', r.status, r.last_active ? dayLabel(r.last_active) : '']));
    } else {
      if (!days) throw new Error('no rows');
      saveCsv('Activity.csv', dayColumns.map((c) => String(c.header)), days.map((r) => [dayLabel(r.day), r.active, r.inactive, r.people, r.sessions, formatDuration(r.time)]));
    }
  }

  const filters = rangeFilters(range);
  const endpointRows = data ? data.rows.slice((page - 1) * DEFAULT_PAGE_SIZE, page * DEFAULT_PAGE_SIZE) : inactivity.isError ? null : undefined;

  return (
    <Flex direction="column" gap="4">
      <ReportToolbar range={range} onRange={setRange} onExport={exportCsv} />
      <ReportTabs
        label={t('activity.tabs')}
        active={tab}
        tabs={[
          { key: 'activity', route: 'activity', label: t('activity.activityTab'), filters },
          { key: 'inactivity', route: 'activity', label: t('activity.inactivityTab'), filters: { ...filters, tab: 'inactivity' } },
        ]}
      />
      {tab === 'inactivity' ? (
        <>
          <ChartGrid>
            <Card size="2" aria-busy={inactivity.isPending}>
              <Heading as="h3" size="3">
                {t('activity.inactiveFigure')}
              </Heading>
              {data ? (
                <>
                  <Text as="p" size="8" weight="bold" mt="3" data-testid="inactive-figure">
                    {data.inactive}
                  </Text>
                  <Text as="p" size="2" color="gray">
                    {t('activity.inactiveOn', { day: dayLabel(data.day), active: data.endpoint_count })}
                  </Text>
                </>
              ) : (
                <Text as="p" color="gray" mt="3">
                  {inactivity.isError ? t('activity.failed') : t('loading')}
                </Text>
              )}
            </Card>
            <DailyBarCard
              title={t('activity.inactiveChart')}
              subtitle={t('activity.perDay')}
              labels={data?.series.label ?? []}
              values={data?.series.inactive ?? []}
              state={chartState(inactivity, data?.series.inactive)}
            />
          </ChartGrid>
          <DataTable
            caption={t('activity.inactiveTable')}
            columns={endpointColumns}
            rows={endpointRows}
            rowKey={(r) => r.id}
            emptyText={t('activity.noneInactive')}
            pager={{ page, size: DEFAULT_PAGE_SIZE, total: data?.rows.length ?? 0, onPageChange: setPage }}
            gap="2"
          />
        </>
      ) : (
        <>
          <ChartGrid>
            <DailyBarCard
              title={t('activity.activeChart')}
              subtitle={t('activity.perDay')}
              labels={data?.series.label ?? []}
              values={data?.series.active ?? []}
              state={chartState(inactivity, data?.series.active)}
            />
            <DailyBarCard title={t('activity.peopleChart')} subtitle={t('activity.perDay')} labels={saas?.label ?? []} values={saas?.users ?? []} state={chartState(stats, saas?.users)} />
          </ChartGrid>
          <DataTable caption={t('activity.table')} columns={dayColumns} rows={days} rowKey={(r) => r.day} emptyText={t('empty')} />
        </>
      )}
    </Flex>
  );
}

// What the report screens share (spec part 2 §2.6, §4, §8): the range kept in the URL, the toolbar with
// the date-range picker and the CSV export, per-day bar charts with the card states, and CSV of a table
// written in the browser through the one CSV helper (src/lib/csv.ts).
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Flex, TabNav } from '@radix-ui/themes';
import { DownloadIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { reportFilters } from '../../app/routes/filters';
import type { RouteId } from '../../app/routes/table';
import { toCsv, type CsvValue } from '../../lib/csv';
import { rangeToFilters, rangeToQuery, type DateRange } from '../../lib/date-presets';
import { formatDate, formatDuration } from '../../lib/format';
import { linkTo, type LinkFilters } from '../../lib/links';
import { BarChartCard, type BarItem } from '../../ui/bar-chart-card';
import type { ChartState } from '../../ui/chart-card';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { DateRangePicker } from '../../ui/date-range-picker';
import { downloadCsv } from '../../ui/download-csv';
import { useToast } from '../../ui/toast';
import { useDateRange } from '../../ui/use-date-range';
import { useListParams } from '../../ui/use-list-params';

/** The report's range from its URL (?range=, s, e) and the call's { s, e, z }. */
export function useReportRange() {
  const [range, setRange] = useDateRange();
  return { range, setRange, query: rangeToQuery(range) };
}

/** A rollup date 'YYYY-MM-DD' as the console shows dates (MM/dd/yyyy). */
export function dayLabel(day: string): string {
  return formatDate(Date.parse(`${day}T00:00:00`));
}

/** The card state of a call whose values are all in `values` (spec part 2 §4: all zero is empty). */
export function chartState(q: { isPending: boolean; error: unknown }, values: readonly number[] | undefined): ChartState {
  return { isPending: q.isPending, error: q.error, isEmpty: !values || values.every((v) => v === 0) };
}

/** Writes a table's rows as CSV (formulas neutralised, BOM first) and hands it to the browser. */
export function saveCsv(fileName: string, header: readonly string[], rows: readonly (readonly CsvValue[])[]): void {
  downloadCsv(fileName, toCsv(header, rows));
}

/** Date range and 'Export CSV' above a report; the export reports its failure as a toast. */
export function ReportToolbar({ range, onRange, onExport, exportLabel, children }: { range: DateRange; onRange: (r: DateRange) => void; onExport?: () => Promise<void> | void; exportLabel?: string; children?: ReactNode }) {
  const { t } = useTranslation('reports');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function run() {
    if (!onExport) return;
    setBusy(true);
    try {
      await onExport();
    } catch {
      toast({ kind: 'error', title: t('export.failed') });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Flex gap="3" wrap="wrap" align="center" role="group" aria-label={t('toolbar')}>
      <DateRangePicker value={range} onChange={onRange} label={t('range')} />
      {children}
      {onExport ? (
        <Box ml="auto">
          <Button variant="soft" onClick={() => void run()} loading={busy}>
            <DownloadIcon aria-hidden /> {exportLabel ?? t('export.button')}
          </Button>
        </Box>
      ) : null}
    </Flex>
  );
}

/** One bar per day of the range. */
export function DailyBarCard({ title, subtitle, labels, values, state, unit, format }: { title: string; subtitle?: string; labels: readonly string[]; values: readonly number[]; state: ChartState; unit?: string; format?: (v: number) => string }) {
  const items: BarItem[] = labels.map((day, i) => ({ key: day, label: dayLabel(day).slice(0, 5), value: values[i] ?? 0 }));
  return (
    <BarChartCard
      title={title}
      subtitle={subtitle}
      state={state}
      items={items}
      unit={unit}
      tooltip={{ name: title, value: (item) => (format ? format(item.value) : String(item.value)) }}
    />
  );
}

/** Tabs that are routes (or a tab filter), keeping the report's range. */
export function ReportTabs({ label, tabs, active }: { label: string; tabs: readonly { key: string; route: RouteId; label: string; filters?: LinkFilters }[]; active: string }) {
  return (
    <TabNav.Root aria-label={label}>
      {tabs.map((tab) => (
        <TabNav.Link key={tab.key} asChild active={active === tab.key}>
          <RouterLink to={linkTo(tab.route, undefined, tab.filters)}>{tab.label}</RouterLink>
        </TabNav.Link>
      ))}
    </TabNav.Root>
  );
}

export const rangeFilters = (range: DateRange) => rangeToFilters(range);

/** A grid of chart cards that wraps at narrow widths. */
export function ChartGrid({ children }: { children: ReactNode }) {
  return (
    <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))', gap: 'var(--space-3)' }}>{children}</Box>
  );
}

const hours = (seconds: number) => Math.round((seconds / 3600) * 10) / 10;

/** A top 10 by screen time, in hours, one row per item; each bar and legend entry opens its drill-down when it has one. */
export function TopTenCard<R>(props: {
  title: string;
  subtitle: string;
  failedText: string;
  query: { isPending: boolean; data?: R[] | null };
  keyOf: (row: R) => string;
  labelOf: (row: R) => string;
  secondsOf: (row: R) => number;
  hrefOf?: (row: R) => string;
}) {
  const { title, subtitle, failedText, query, keyOf, labelOf, secondsOf, hrefOf } = props;
  const rows = query.data ?? [];
  const seconds = new Map(rows.map((r) => [keyOf(r), secondsOf(r)]));
  return (
    <BarChartCard
      title={title}
      subtitle={subtitle}
      layout="rows"
      unit="h"
      state={{ isPending: query.isPending, error: query.data === null ? new Error(failedText) : null, isEmpty: rows.length === 0 }}
      items={rows.map((r) => ({ key: keyOf(r), label: labelOf(r), value: hours(secondsOf(r)), href: hrefOf?.(r) }))}
      legend={(item) => `${item.label} - ${formatDuration(seconds.get(item.key) ?? 0)}`}
      legendLabel={title}
    />
  );
}

/** A report's table paged and sorted on the server, its page and sort in the URL (useListParams). */
export function PagedTable<R>(props: {
  caption: string;
  columns: readonly DataTableColumn<R>[];
  rows: R[] | null | undefined;
  rowKey: (row: R) => string;
  sort: { by: string; order: 'asc' | 'desc' };
  page: number;
  total: number;
  update: (patch: Record<string, string | number | undefined>) => void;
}) {
  const { t } = useTranslation('reports');
  const { caption, columns, rows, rowKey, sort, page, total, update } = props;
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      emptyText={t('empty')}
      sort={{ by: sort.by, order: sort.order, onSort: (sb, so) => update({ sb, so }) }}
      pager={{ page, size: DEFAULT_PAGE_SIZE, total, onPageChange: (next) => update({ page: next }) }}
      gap="2"
    />
  );
}

/** A report list's URL state: the range, the sort among `sorts` (screen time, descending, by default) and the page. */
export function useReportList<S extends string>(sorts: readonly S[], fallback: S) {
  const { params, update } = useListParams(reportFilters);
  const { range, setRange, query } = useReportRange();
  const sb: S = (sorts as readonly string[]).includes(params.sb ?? '') ? (params.sb as S) : fallback;
  const so = params.so ?? 'desc';
  return { params, update, range, setRange, query, sb, so, page: params.page ?? 1, filters: { ...query, sb, so }, linkFilters: rangeToFilters(range) };
}

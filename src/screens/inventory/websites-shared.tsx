// Pieces the website inventory screens share: the tab bar of a drill-down, a server-paged table with
// the spec's states, and the range filters a link carries (spec part 2 §2.2, §2.6, §8).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, TabNav, Table } from '@radix-ui/themes';
import { ArrowDownIcon, ArrowUpIcon } from '@radix-ui/react-icons';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { useCurrentRoute } from '../../app/route-handle';
import type { RouteId } from '../../app/routes';
import { rangeToFilters, type DateRange } from '../../lib/date-presets';
import { linkTo, type LinkParams } from '../../lib/links';
import { DataTable } from '../../ui/data-table';

/** spec part 2 §2.2: a website is shown by its application_name, falling back to its domain. */
export function websiteName(row: { application_name: string | null; domain: string }): string {
  return row.application_name || row.domain;
}

/** What a link into a drill-down carries: the range in force, so the next screen shows the same days. */
export function rangeLinkFilters(range: DateRange) {
  return rangeToFilters(range);
}

export function DrillTabs({
  label,
  tabs,
  params,
  range,
  keep,
}: {
  label: string;
  tabs: readonly { id: RouteId; label: string }[];
  params?: LinkParams;
  range: DateRange;
  /** list filters that stay when switching tabs (the page does not) */
  keep?: { q?: string; tag?: string; category?: string; u?: string };
}) {
  const { route } = useCurrentRoute();
  const filters = { ...keep, ...rangeLinkFilters(range) };
  return (
    <TabNav.Root aria-label={label}>
      {tabs.map((tab) => (
        <TabNav.Link key={tab.id} asChild active={route?.id === tab.id}>
          <RouterLink to={linkTo(tab.id, params, filters)}>{tab.label}</RouterLink>
        </TabNav.Link>
      ))}
    </TabNav.Root>
  );
}

export interface Column<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** the API's sort key (sb) when the column sorts */
  sort?: string;
  rowHeader?: boolean;
}

export interface SortState {
  sb?: string;
  so?: 'asc' | 'desc';
  onSort: (sb: string, so: 'asc' | 'desc') => void;
}

function SortButton({ column, sort }: { column: Column<never>; sort: SortState }) {
  const { t } = useTranslation('websites');
  const active = sort.sb === column.sort;
  const next = active && sort.so === 'desc' ? 'asc' : 'desc';
  return (
    <Button variant="ghost" color="gray" highContrast size="1" onClick={() => sort.onSort(column.sort!, next)} aria-label={t('sortBy', { column: column.header })}>
      {column.header}
      {active ? sort.so === 'asc' ? <ArrowUpIcon aria-hidden /> : <ArrowDownIcon aria-hidden /> : null}
    </Button>
  );
}

/** rows: undefined while loading, null when the call failed (spec part 2 §7), else the page. */
export function PagedTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  total,
  page,
  onPage,
  sort,
  empty,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: Row[] | null | undefined;
  rowKey: (row: Row) => string;
  total: number;
  page: number;
  onPage: (page: number) => void;
  sort?: SortState;
  empty?: string;
}) {
  const { t } = useTranslation('websites');
  return (
    <DataTable
      caption={caption}
      columns={columns.map((column) => ({
        key: column.id,
        header: sort && column.sort ? <SortButton column={column as Column<never>} sort={sort} /> : column.header,
        ariaSort: sort && column.sort && sort.sb === column.sort ? (sort.so === 'asc' ? 'ascending' : 'descending') : undefined,
      }))}
      rows={rows}
      emptyText={empty ?? t('empty')}
      loadingText={t('loading')}
      rowKey={rowKey}
      renderRow={(row) => (
        <Table.Row align="center">
          {columns.map((column) =>
            column.rowHeader ? (
              <Table.RowHeaderCell key={column.id}>{column.cell(row)}</Table.RowHeaderCell>
            ) : (
              <Table.Cell key={column.id}>{column.cell(row)}</Table.Cell>
            ),
          )}
        </Table.Row>
      )}
      pager={{ page, size: DEFAULT_PAGE_SIZE, total, onPageChange: onPage }}
      gap="2"
    />
  );
}

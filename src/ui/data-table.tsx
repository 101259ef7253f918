// The list screens' table (spec part 1 §8 error placeholder, §9 paging of 10 with 'Showing X to Y of Z
// Results'): a hidden caption, the column headers, one full-width 'Loading' or empty row, then the pager.
// rows follows getList: undefined while loading, null when the call failed, else the page.
// A row is drawn by renderRow/renderRows, or from the columns' render functions when neither is given.
import { Fragment, type ReactNode } from 'react';
import { Flex, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ErrorState } from './error-state';
import { Pager, type PagerProps } from './pager';
import { SortHeader } from './sort-header';

type Order = 'asc' | 'desc';

export interface DataTableColumn<T = never> {
  key: string;
  header: ReactNode;
  width?: string;
  align?: 'left' | 'center' | 'right';
  ariaSort?: 'ascending' | 'descending' | 'none';
  /**
   * A whole header cell (a <Table.ColumnHeaderCell>, e.g. a select-all checkbox) used instead of the
   * default one built from header/width/align.
   */
  cell?: ReactNode;
  /** the column's cell in a row, when the table draws its rows from the columns */
  render?: (row: T) => ReactNode;
  /** the cell names its row (a <th scope="row">) */
  rowHeader?: boolean;
  /** the API's sort key (sb); with the table's sort, the header is a sort button */
  sortBy?: string;
  /** the order of a first click on this column's header; 'desc' when omitted */
  firstOrder?: Order;
}

export interface DataTableSort {
  by?: string;
  order?: Order;
  onSort: (by: string, order: Order) => void;
}

type RowRendering<T> =
  | { rowKey: (row: T) => string; renderRow?: (row: T) => ReactNode; renderRows?: never }
  /** for row lists that share hooks (one mutation for all rows); the rows carry their own keys */
  | { renderRows: (rows: T[]) => ReactNode; rowKey?: never; renderRow?: never };

export type DataTableProps<T> = RowRendering<T> & {
  caption: string;
  columns: readonly DataTableColumn<T>[];
  rows: T[] | null | undefined;
  emptyText: ReactNode;
  loadingText?: ReactNode;
  /** adds a last header with only a hidden label, over the rows' edit/remove buttons */
  hasActions?: boolean;
  actionsLabel?: string;
  size?: '1' | '2' | '3';
  variant?: 'surface' | 'ghost';
  /** defaults to "rows are loading" */
  busy?: boolean;
  error?: { title?: string; subtitle?: string };
  pager?: PagerProps;
  sort?: DataTableSort;
  /** wraps table and pager in a column Flex with this gap instead of returning them side by side */
  gap?: '1' | '2' | '3' | '4';
};

function nextOrder(column: DataTableColumn<never>, sort: DataTableSort): Order {
  if (sort.by !== column.sortBy) return column.firstOrder ?? 'desc';
  return sort.order === 'desc' ? 'asc' : 'desc';
}

function HeaderCell({ column, sort }: { column: DataTableColumn<never>; sort?: DataTableSort }) {
  if (column.cell !== undefined) return column.cell;
  if (sort && column.sortBy) {
    const by = column.sortBy;
    return <SortHeader label={String(column.header)} active={sort.by === by} order={sort.order ?? 'desc'} onSort={() => sort.onSort(by, nextOrder(column, sort))} />;
  }
  return (
    <Table.ColumnHeaderCell width={column.width} align={column.align} aria-sort={column.ariaSort}>
      {column.header}
    </Table.ColumnHeaderCell>
  );
}

function ColumnsRow<T>({ columns, row }: { columns: readonly DataTableColumn<T>[]; row: T }) {
  return (
    <Table.Row align="center">
      {columns.map((column) =>
        column.rowHeader ? (
          <Table.RowHeaderCell key={column.key}>{column.render?.(row)}</Table.RowHeaderCell>
        ) : (
          <Table.Cell key={column.key} align={column.align}>
            {column.render?.(row)}
          </Table.Cell>
        ),
      )}
    </Table.Row>
  );
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation('ui');
  const { caption, columns, rows, emptyText, loadingText, hasActions, actionsLabel, size, variant = 'surface', busy, error, pager, sort, gap } = props;
  if (rows === null) return <ErrorState title={error?.title} subtitle={error?.subtitle} />;
  const span = columns.length + (hasActions ? 1 : 0);
  const table = (
    <Table.Root variant={variant} size={size} aria-busy={busy ?? rows === undefined}>
      <VisuallyHidden asChild>
        <caption>{caption}</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <HeaderCell key={column.key} column={column as DataTableColumn<never>} sort={sort} />
          ))}
          {hasActions ? (
            <Table.ColumnHeaderCell>
              <VisuallyHidden>{actionsLabel}</VisuallyHidden>
            </Table.ColumnHeaderCell>
          ) : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows === undefined || rows.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={span}>
              <Text color="gray">{rows === undefined ? (loadingText ?? t('loading')) : emptyText}</Text>
            </Table.Cell>
          </Table.Row>
        ) : props.renderRows ? (
          props.renderRows(rows)
        ) : (
          rows.map((row) => <Fragment key={props.rowKey(row)}>{props.renderRow ? props.renderRow(row) : <ColumnsRow columns={columns} row={row} />}</Fragment>)
        )}
      </Table.Body>
    </Table.Root>
  );
  const pagerEl = pager && rows ? <Pager {...pager} /> : null;
  if (gap) {
    return (
      <Flex direction="column" gap={gap}>
        {table}
        {pagerEl}
      </Flex>
    );
  }
  return (
    <>
      {table}
      {pagerEl}
    </>
  );
}

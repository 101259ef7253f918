// One Top 10 table of spec part 2 §2.2 Usage: 10 rows in a fixed 500px box, no pager, sortable by
// Screen Time only.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Table } from '@radix-ui/themes';
import { CaretDownIcon, CaretUpIcon } from '@radix-ui/react-icons';
import type { SortOrder } from '../../api/queries/dashboard';

export interface TopColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** the row header cell (the name that opens the inventory) */
  rowHeader?: boolean;
}

interface TopTableProps<Row> {
  caption: string;
  columns: readonly TopColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  so: SortOrder;
  onSort: (so: SortOrder) => void;
  screenTime: (row: Row) => ReactNode;
}

export function TopTable<Row>({ caption, columns, rows, rowKey, so, onSort, screenTime }: TopTableProps<Row>) {
  const { t } = useTranslation('dashboard');
  return (
    <Box style={{ height: 500, overflowY: 'auto' }}>
      <Table.Root size="1" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeaderCell key={c.key}>{c.header}</Table.ColumnHeaderCell>
            ))}
            <Table.ColumnHeaderCell aria-sort={so === 'desc' ? 'descending' : 'ascending'} justify="end">
              <Button variant="ghost" size="1" onClick={() => onSort(so === 'desc' ? 'asc' : 'desc')} aria-label={t('usage.sortBy', { order: t(`usage.order.${so}`) })}>
                {t('usage.columns.screenTime')}
                {so === 'desc' ? <CaretDownIcon aria-hidden /> : <CaretUpIcon aria-hidden />}
              </Button>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)} align="center">
              {columns.map((c) =>
                c.rowHeader ? <Table.RowHeaderCell key={c.key}>{c.cell(row)}</Table.RowHeaderCell> : <Table.Cell key={c.key}>{c.cell(row)}</Table.Cell>,
              )}
              <Table.Cell justify="end" data-screen-time>
                {screenTime(row)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

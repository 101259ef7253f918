import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table, Theme } from '@radix-ui/themes';
import { DataTable, type DataTableProps } from './data-table';

// jsdom lacks ResizeObserver, which the table's scroll area measures with once a header button is used
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

interface Fruit {
  id: string;
  name: string;
}

const columns = [
  { key: 'name', header: 'Name' },
  { key: 'colour', header: 'Colour' },
];

function renderTable(props: Pick<DataTableProps<Fruit>, 'rows' | 'hasActions' | 'actionsLabel' | 'pager' | 'error'>) {
  return render(
    <Theme>
      <DataTable<Fruit>
        caption="Fruit"
        columns={columns}
        emptyText="No fruit"
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <Table.Row>
            <Table.RowHeaderCell>{row.name}</Table.RowHeaderCell>
            <Table.Cell>green</Table.Cell>
          </Table.Row>
        )}
        {...props}
      />
    </Theme>,
  );
}

describe('DataTable', () => {
  it('says Loading across every column (actions included) and is busy while rows are undefined', () => {
    renderTable({ rows: undefined, hasActions: true, actionsLabel: 'Actions' });
    const table = screen.getByRole('table', { name: 'Fruit' });
    // Radix puts the table's props on its scrolling wrapper.
    expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.getByText('Loading').closest('td')).toHaveAttribute('colspan', '3');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the empty text and the pager for an empty page', () => {
    renderTable({ rows: [], pager: { page: 1, size: 10, total: 0, onPageChange: () => {} } });
    expect(screen.getByText('No fruit').closest('td')).toHaveAttribute('colspan', '2');
    expect(screen.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('Showing 0 to 0 of 0 Results')).toBeInTheDocument();
  });

  it('renders the rows and pages through the pager', async () => {
    const onPageChange = vi.fn();
    renderTable({
      rows: [
        { id: '1', name: 'Apple' },
        { id: '2', name: 'Pear' },
      ],
      pager: { page: 1, size: 2, total: 3, onPageChange },
    });
    expect(screen.getByRole('rowheader', { name: 'Apple' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Pear' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 3 Results')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows the error placeholder (with overridden texts) instead of table and pager when rows is null', () => {
    renderTable({ rows: null, error: { title: 'Broken' }, pager: { page: 1, size: 10, total: 5, onPageChange: () => {} } });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Broken');
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again in a few moments.');
  });

  it('uses a column’s own header cell and a rows renderer when given', () => {
    render(
      <Theme>
        <DataTable<Fruit>
          caption="Fruit"
          columns={[{ key: 'name', header: 'Name', cell: <Table.ColumnHeaderCell aria-sort="ascending">Sorted</Table.ColumnHeaderCell> }]}
          rows={[{ id: '1', name: 'Fig' }]}
          emptyText="No fruit"
          renderRows={(rows) =>
            rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>{row.name}</Table.Cell>
              </Table.Row>
            ))
          }
        />
      </Theme>,
    );
    expect(screen.getByRole('columnheader', { name: 'Sorted' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('cell', { name: 'Fig' })).toBeInTheDocument();
  });

  it('draws rows from the columns, and sorts through header buttons named for their column', async () => {
    const onSort = vi.fn();
    render(
      <Theme>
        <DataTable<Fruit>
          caption="Fruit"
          columns={[
            { key: 'name', header: 'Name', rowHeader: true, sortBy: 'name', firstOrder: 'asc', render: (row) => row.name },
            { key: 'id', header: 'Number', sortBy: 'id', render: (row) => row.id },
            { key: 'colour', header: 'Colour', render: () => 'green' },
          ]}
          rows={[{ id: '1', name: 'Fig' }]}
          rowKey={(row) => row.id}
          emptyText="No fruit"
          sort={{ by: 'id', order: 'desc', onSort }}
        />
      </Theme>,
    );
    expect(screen.getByRole('rowheader', { name: 'Fig' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'green' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sort by Number' }).closest('th')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('button', { name: 'Sort by Name' }).closest('th')).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Colour' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Number' }));
    expect(onSort).toHaveBeenLastCalledWith('id', 'asc');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(onSort).toHaveBeenLastCalledWith('name', 'asc');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Button, Table, Theme } from '@radix-ui/themes';
import { RowActions, type RowActionsProps } from './row-actions';

// jsdom lacks ResizeObserver, which the table's scroll area measures with once a dialog opens
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function renderRow(props: RowActionsProps) {
  return render(
    <Theme>
      <MemoryRouter>
        <Table.Root>
          <Table.Body>
            <Table.Row>
              <Table.RowHeaderCell>example.com</Table.RowHeaderCell>
              <RowActions {...props} />
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </MemoryRouter>
    </Theme>,
  );
}

describe('RowActions', () => {
  it('names its icon controls: Edit is a link to the edit route, Remove a button', () => {
    renderRow({
      edit: { href: '/add-websites/example.com', label: 'Edit example.com' },
      remove: { label: 'Remove example.com', title: 'Remove blocked website', description: 'It will no longer be blocked.', onConfirm: vi.fn() },
    });
    expect(screen.getByRole('link', { name: 'Edit example.com' })).toHaveAttribute('href', '/add-websites/example.com');
    expect(screen.getByRole('button', { name: 'Remove example.com' })).toBeInTheDocument();
  });

  it('asks before removing, with Remove as the default confirm label', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderRow({ remove: { label: 'Remove example.com', title: 'Remove blocked website', description: 'It will no longer be blocked.', onConfirm } });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove blocked website' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows the row’s own controls first, and a custom confirm label', async () => {
    renderRow({
      remove: { label: 'Delete Intranet', title: 'Delete Intranet', description: 'Its icon is removed with it.', confirmLabel: 'Delete', onConfirm: vi.fn() },
      children: <Button>Change</Button>,
    });
    const buttons = within(screen.getByRole('cell')).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['Change', 'Delete Intranet']);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Intranet' }));
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Theme } from '@radix-ui/themes';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(onConfirm: () => Promise<unknown> | void) {
  return render(
    <Theme>
      <ConfirmDialog
        trigger={<Button>Remove example.com</Button>}
        title="Remove blocked website"
        description="example.com will no longer be blocked."
        confirmLabel="Remove"
        onConfirm={onConfirm}
      />
    </Theme>,
  );
}

describe('ConfirmDialog', () => {
  it('shows its title and description in an alert dialog, with focus on Cancel', async () => {
    renderDialog(vi.fn());
    await userEvent.click(screen.getByRole('button', { name: 'Remove example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove blocked website' });
    expect(dialog).toHaveAccessibleDescription('example.com will no longer be blocked.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('closes on Cancel and on Escape without calling onConfirm', async () => {
    const onConfirm = vi.fn();
    renderDialog(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Remove example.com' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Remove example.com' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('calls onConfirm once, shows it pending, and closes when it resolves', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderDialog(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Remove example.com' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveAttribute('data-disabled');
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open with the error when onConfirm fails', async () => {
    renderDialog(() => Promise.reject(new Error('The website could not be removed.')));
    await userEvent.click(screen.getByRole('button', { name: 'Remove example.com' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The website could not be removed.');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});

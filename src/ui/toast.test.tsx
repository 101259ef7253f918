import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Theme } from '@radix-ui/themes';
import { TOAST_DURATION_MS, ToastProvider, useToast, type ToastInput } from './toast';

function Trigger({ input }: { input: ToastInput }) {
  const { toast } = useToast();
  return <button onClick={() => toast(input)}>Notify</button>;
}

function renderTrigger(input: ToastInput) {
  return render(
    <Theme>
      <ToastProvider>
        <Trigger input={input} />
      </ToastProvider>
    </Theme>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('announces the toast in a polite live region and removes it after 5 seconds', async () => {
    vi.useFakeTimers();
    renderTrigger({ title: 'Account switched successfully', kind: 'success' });
    act(() => screen.getByRole('button', { name: 'Notify' }).click());
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Account switched successfully');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Account switched successfully')).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Account switched successfully')).toBeNull();
  });

  it('keeps a sticky toast until it is dismissed, with the keyboard', async () => {
    vi.useFakeTimers();
    renderTrigger({ title: 'Read me', description: 'Stays until closed', sticky: true });
    act(() => screen.getByRole('button', { name: 'Notify' }).click());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 3));
    vi.useRealTimers();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Notify' }).focus();
    expect(screen.getByText('Stays until closed')).toBeVisible();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Read me')).toBeNull();
  });
});

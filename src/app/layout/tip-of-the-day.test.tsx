import { act, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { TIP_INTERVAL_MS, TipOfTheDay } from './tip-of-the-day';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const tip = () => screen.getByTestId('tip-body').textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Tip of the day (spec part 1 §1)', () => {
  it('rotates through the three tips every ten seconds', () => {
    mockReducedMotion(false);
    render(<Theme><TipOfTheDay /></Theme>);
    expect(screen.getByText('Tip of the day:')).toBeInTheDocument();
    const seen = new Set([tip()]);
    for (let i = 0; i < 3; i++) {
      act(() => vi.advanceTimersByTime(TIP_INTERVAL_MS));
      seen.add(tip());
    }
    expect([...seen].sort()).toEqual([
      'If a password is easy to remember, it is too weak: let a password manager make and keep a long one.',
      'Never click a link in an e-mail that sounds too good to be true; open the site yourself instead.',
      'Turn on two-factor authentication for every account that offers it.',
    ]);
  });

  it('stays still for reduced motion, but the next tip is a click away', () => {
    mockReducedMotion(true);
    render(<Theme><TipOfTheDay /></Theme>);
    const first = tip();
    act(() => vi.advanceTimersByTime(TIP_INTERVAL_MS * 3));
    expect(tip()).toBe(first);
    act(() => screen.getByRole('button', { name: 'Next tip' }).click());
    expect(tip()).not.toBe(first);
  });
});

// Issue 14 item 2: the dashboard's figures paint before the chart code (recharts) has arrived; each plot's
// place is held at its final size and named 'Loading chart' for readers, then the plot takes it.
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Theme } from '@radix-ui/themes';
import { ChartDoughnut } from './chart-doughnut';
import { DashboardBarChart } from './dashboard-chart';
import type { ChartItem } from './chart-items';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// the chart modules arrive only when a test lets them, as a slow network would deliver them
const gate = vi.hoisted(() => {
  let open!: () => void;
  const arrived = new Promise<void>((resolve) => (open = resolve));
  return { arrived, open };
});
vi.mock('./doughnut-plot', async (importOriginal) => {
  await gate.arrived;
  return importOriginal();
});
vi.mock('../../ui/bar-chart-card', async (importOriginal) => {
  await gate.arrived;
  return importOriginal();
});

const ITEMS: ChartItem[] = [
  { key: 'compliant', label: 'Compliant', value: 7, color: 'var(--green-9)', href: '/devices?compliant=yes' },
  { key: 'noncompliant', label: 'Non-compliant', value: 2, color: 'var(--red-9)' },
];
const DATA = { isPending: false, error: null, isEmpty: false };

/** a header control with state of its own, as the card's date menu has */
function MenuButton() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
      Date range
    </button>
  );
}

describe('dashboard charts while their code loads', () => {
  it('shows the figures at once, holds each plot at its size, then draws the plots in place', async () => {
    const { container } = render(
      <Theme>
        <MemoryRouter>
          <ChartDoughnut items={ITEMS} height={150} centre={<strong>78%</strong>} />
          <div data-testid="bars">
            <DashboardBarChart id="test-bars" title="Endpoints" state={DATA} items={ITEMS} actions={<MenuButton />} />
          </div>
        </MemoryRouter>
      </Theme>,
    );

    // the numbers are there before any chart code
    expect(screen.getByText('78%')).toBeInTheDocument();
    expect(screen.getByText('Compliant - 7')).toBeInTheDocument();
    const bars = screen.getByTestId('bars');
    expect(within(bars).getByRole('heading', { name: 'Endpoints' })).toBeInTheDocument();
    expect(within(bars).getByRole('link', { name: 'Compliant: 7' })).toHaveAttribute('href', '/devices?compliant=yes');
    expect(within(bars).getByText('Non-compliant: 2')).toBeInTheDocument();

    // each plot's place: its final height, busy, named for readers
    const placeholders = [...container.querySelectorAll<HTMLElement>('[data-plot="loading"]')];
    expect(placeholders.map((p) => p.style.height)).toEqual(['150px', '200px']);
    for (const p of placeholders) {
      expect(p).toHaveAttribute('aria-busy', 'true');
      expect(within(p).getByText('Loading chart')).toBeInTheDocument();
    }
    expect(container.querySelector('.recharts-wrapper')).toBeNull();

    // a header control opened before the plot's code arrives stays open when the plot takes its place
    fireEvent.click(within(bars).getByRole('button', { name: 'Date range' }));
    expect(within(bars).getByRole('button', { name: 'Date range' })).toHaveAttribute('aria-expanded', 'true');

    gate.open();
    // recharts takes a while to load in a test
    await waitFor(() => expect(container.querySelectorAll('[data-plot="loading"]')).toHaveLength(0), { timeout: 15_000 });
    expect(screen.queryByText('Loading chart')).toBeNull();
    expect(container.querySelectorAll('.recharts-responsive-container')).toHaveLength(2);
    // the figures stayed
    expect(screen.getByText('Compliant - 7')).toBeInTheDocument();
    expect(within(bars).getByRole('link', { name: 'Compliant: 7' })).toBeInTheDocument();
    expect(within(bars).getByRole('button', { name: 'Date range' })).toHaveAttribute('aria-expanded', 'true');
  });
});

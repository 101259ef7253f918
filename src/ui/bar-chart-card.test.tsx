import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Theme } from '@radix-ui/themes';
import { ApiRequestError } from '../api/client';
import { BarChartCard, type BarChartCardProps, type BarItem } from './bar-chart-card';
import type { ChartState } from './chart-card';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const ITEMS: BarItem[] = [
  { key: 'Sanctioned', label: 'Sanctioned', value: 4, color: 'var(--green-9)', href: '/saas?tag=Sanctioned' },
  { key: 'Unclassified', label: 'Unclassified', value: 2 },
];
const DATA: ChartState = { isPending: false, error: null, isEmpty: false };

function renderCard(state: ChartState, props: Partial<BarChartCardProps<BarItem>> = {}) {
  return render(
    <Theme>
      <MemoryRouter>
        <BarChartCard title="SaaS Apps" state={state} items={ITEMS} {...props} />
      </MemoryRouter>
    </Theme>,
  );
}

describe('BarChartCard', () => {
  it("says 'Loading' while the request is under way", () => {
    renderCard({ isPending: true, error: null, isEmpty: false }, { legend: (item) => `${item.label}: ${item.value}` });
    expect(screen.getByRole('heading', { name: 'SaaS Apps' })).toBeInTheDocument();
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("says 'Data not available' when every value is zero", () => {
    renderCard({ isPending: false, error: null, isEmpty: true });
    expect(screen.getByText('Data not available')).toBeInTheDocument();
  });

  it('shows the error texts when the request failed', () => {
    renderCard({ isPending: false, error: new ApiRequestError(500, { exception: 'Stats store unavailable' }), isEmpty: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Stats store unavailable');
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again in a few moments.');
  });

  it('gives every bar a legend entry, a link when it opens a list, and hides the plot from readers', () => {
    const { container } = renderCard(DATA, { legend: (item) => `${item.label}: ${item.value}`, legendLabel: 'Chart values' });
    expect(screen.getByRole('link', { name: 'Sanctioned: 4' })).toHaveAttribute('href', '/saas?tag=Sanctioned');
    expect(screen.getByRole('list', { name: 'Chart values' })).toHaveTextContent('Unclassified: 2');
    expect(screen.queryByRole('link', { name: 'Unclassified: 2' })).not.toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"] .recharts-responsive-container')).not.toBeNull();
  });

  it('keeps the plot for readers when nothing else gives the values', () => {
    const { container } = renderCard(DATA, { children: <p>People per day</p> });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('People per day')).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"] .recharts-responsive-container')).toBeNull();
  });
});

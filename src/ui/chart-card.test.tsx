import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { MemoryRouter } from 'react-router-dom';
import { ApiRequestError } from '../api/client';
import { ChartCard, type ChartState } from './chart-card';

function renderCard(state: ChartState) {
  return render(
    <Theme>
      <MemoryRouter>
        <ChartCard title="Endpoints" titleLink="/devices" state={state}>
          <p>the chart</p>
        </ChartCard>
      </MemoryRouter>
    </Theme>,
  );
}

describe('ChartCard', () => {
  it('says Loading while the request is under way', () => {
    renderCard({ isPending: true, error: null, isEmpty: false });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('the chart')).not.toBeInTheDocument();
  });

  it('shows the hiccup title for a 408 and the exception text otherwise, always with the same subtitle', () => {
    const { unmount } = renderCard({ isPending: false, error: new ApiRequestError(408, { exception: 'Request Timeout' }), isEmpty: false });
    expect(screen.getByRole('alert')).toHaveTextContent("Looks like we're experiencing a temporary hiccup.");
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again in a few moments.');
    unmount();
    renderCard({ isPending: false, error: new ApiRequestError(500, { exception: 'Stats store unavailable' }), isEmpty: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Stats store unavailable');
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again in a few moments.');
  });

  it("says 'Data not available' when every value is zero, and shows the chart otherwise", () => {
    const { unmount } = renderCard({ isPending: false, error: null, isEmpty: true });
    expect(screen.getByText('Data not available')).toBeInTheDocument();
    unmount();
    renderCard({ isPending: false, error: null, isEmpty: false });
    expect(screen.getByText('the chart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Endpoints/ })).toHaveAttribute('href', '/devices');
  });
});

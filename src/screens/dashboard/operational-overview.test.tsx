import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderWithSession, storeSession } from '../../app/session/testing';
import OperationalOverview from './operational-overview';
import { dashboardApi } from './fixtures.test-utils';

const chart = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`)!;

beforeEach(() => {
  storeSession();
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// a whole screen renders per test, slow on a shared 2-core machine
describe('/dashboard-v2', { timeout: 20_000 }, () => {
  it('shows compliance with two-decimal percentages and Endpoint for exactly one', async () => {
    dashboardApi();
    renderWithSession(<OperationalOverview />, { path: '/dashboard-v2' });
    await waitFor(() => expect(chart('overview-compliance').dataset.state).toBe('data'));
    const compliance = chart('overview-compliance');
    // 1 compliant of 3 endpoints
    expect(within(compliance).getByText('Completed')).toBeInTheDocument();
    expect(within(compliance).getAllByText('33.33%').length).toBeGreaterThan(0);
    expect(within(compliance).getByText('66.67%')).toBeInTheDocument();
    expect(within(compliance).getByText('1 Endpoint')).toBeInTheDocument();
    expect(within(compliance).getByText('2 Endpoints')).toBeInTheDocument();
    expect(within(compliance).getByRole('link', { name: 'Compliant - 1' })).toHaveAttribute('href', '/endpoints/v2?compliant=true');
    expect(within(compliance).getByRole('button', { name: 'About this chart' })).toBeInTheDocument();
  });

  it('links the cards, platforms and bars as the §2.4 table says', async () => {
    dashboardApi();
    renderWithSession(<OperationalOverview />, { path: '/dashboard-v2' });
    await waitFor(() => expect(chart('overview-total').dataset.state).toBe('data'));
    expect(within(chart('overview-total')).getByRole('link', { name: 'Open Total Endpoints' })).toHaveAttribute('href', '/endpoints/v2?o=Windows&o=MacOS&o=Linux');
    expect(within(chart('overview-total')).getByRole('link', { name: 'Linux: 1' })).toHaveAttribute('href', '/endpoints/v2?o=Linux');
    expect(within(chart('overview-compliant')).getByRole('link', { name: 'Windows: 1' })).toHaveAttribute('href', '/endpoints/v2?o=Windows&compliant=true');
    expect(within(chart('overview-mdm')).getByRole('link', { name: 'Open MDM Enrollments' })).toHaveAttribute('href', '/endpoints/v2?managed=MDM');
    expect(within(chart('overview-mdm')).getByText('33.33% of Mac devices enrolled')).toBeInTheDocument();
    expect(within(chart('overview-encryption')).getByText('Deferred enablement state')).toBeInTheDocument();
    expect(within(chart('overview-encryption')).getByRole('link', { name: 'Open Missing HD Encryption' })).toHaveAttribute(
      'href',
      '/compliance?tab=endpoints&encryption=Non+HD+Encrypted',
    );
    await waitFor(() => expect(chart('overview-devices').dataset.state).toBe('data'));
    expect(within(chart('overview-devices')).getByRole('link', { name: 'Inactive Endpoints: 4' })).toHaveAttribute('href', '/activity?tab=inactivity&range=2');
    expect(within(chart('overview-users')).getByRole('link', { name: 'Risky Users: 3' })).toHaveAttribute('href', '/user-management?r=High&active_on=2026-11-20');
    expect(within(chart('overview-users')).getByRole('link', { name: 'Inactive Users: 6' })).toHaveAttribute(
      'href',
      '/user-management?copilot=not_installed&copilot=uninstalled',
    );
    expect(within(chart('overview-users')).getByRole('link', { name: 'Users with Sensitive Data: 4' })).toHaveAttribute('href', '/dlp-endpoints?tab=users&on=2026-11-20');
    await waitFor(() => expect(chart('overview-saas-alerts').dataset.state).toBe('data'));
    expect(within(chart('overview-saas-alerts')).getByRole('link', { name: 'Alerts - 5' })).toHaveAttribute('href', '/alerts-saas-apps?t=Alert&range=2');
  });

  it('refetches one chart when its range changes', async () => {
    const calls = dashboardApi();
    renderWithSession(<OperationalOverview />, { path: '/dashboard-v2' });
    await waitFor(() => expect(chart('overview-users').dataset.state).toBe('data'));
    const before = calls.filter((c) => c.url.pathname === '/api/user-stats').length;
    // the card is drawn again when its plot's code arrives (the placeholder card is the Suspense fallback), which
    // would close a menu opened before: wait for the plot
    await waitFor(() => expect(chart('overview-users').querySelector('[data-plot="loading"]')).toBeNull());
    await userEvent.click(within(chart('overview-users')).getByRole('button', { name: /Date range of User Activity/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Last 30 days' }));
    expect(within(chart('overview-users')).getByRole('button', { name: /Date range of User Activity.*: Last 30 days/ })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/user-stats').length).toBe(before + 1));
    expect(calls.filter((c) => c.url.pathname === '/api/device-stats').length).toBeLessThanOrEqual(2);
  });

  it('shows the error texts of a failing chart', async () => {
    dashboardApi({}, (call) => (call.url.pathname === '/api/user-stats' ? json(500, { exception: 'User stats failed', code: 'internal' }) : undefined));
    renderWithSession(<OperationalOverview />, { path: '/dashboard-v2' });
    await waitFor(() => expect(within(chart('overview-users')).getByText('User stats failed')).toBeInTheDocument());
    expect(within(chart('overview-users')).getByText('Please try again in a few moments.')).toBeInTheDocument();
  });
});

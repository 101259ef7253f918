import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountFor, json, renderWithSession, storeSession } from '../../app/session/testing';
import Dashboard from './dashboard';
import { STATS, dashboardApi } from './fixtures.test-utils';

const chart = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`)!;

beforeEach(() => {
  storeSession();
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// a whole screen renders per test, slow on a shared 2-core machine
describe('/dashboard', { timeout: 20_000 }, () => {
  it('shows the tabs, the label and every section', async () => {
    dashboardApi();
    renderWithSession(<Dashboard />, { path: '/dashboard' });
    // names matched by prefix: Radix Themes repeats a tab's label in a copy hidden by CSS, and jsdom has no CSS
    expect(await screen.findByRole('link', { name: /^Operational Overview/ })).toHaveAttribute('href', '/dashboard-v2');
    expect(screen.getByRole('link', { name: /^Security Insights/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Last 7 days data')).toBeVisible();
    for (const name of ['Inventory', 'Actions', 'Usage']) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(screen.getByText(/QUIC or UDP/)).toBeInTheDocument();
  });

  it('asks for the sensitive-data stats first, then the device, user and alert charts', async () => {
    const calls = dashboardApi();
    renderWithSession(<Dashboard />, { path: '/dashboard' });
    await waitFor(() => expect(chart('inventory-users').dataset.state).toBe('data'));
    const order = calls.map((c) => c.url.pathname);
    const first = order.indexOf('/api/device-files-action');
    expect(first).toBeGreaterThanOrEqual(0);
    for (const later of ['/api/device-stats', '/api/user-stats', '/api/saas-stats-alerts', '/api/nonsaas-stats-alerts']) {
      expect(order.indexOf(later), later).toBeGreaterThan(first);
    }
  });

  it('shows whole-number percentages and 0 All Clear on Security Insights', async () => {
    dashboardApi();
    renderWithSession(<Dashboard />, { path: '/dashboard' });
    // 2 of 8 people unmonitored; 1 of 3 endpoints non-compliant; 1 long idle of 2 idle + 4 active
    await waitFor(() => expect(within(chart('insight-unmonitoredUsers')).getByText('25%')).toBeInTheDocument());
    expect(within(chart('insight-nonCompliantEndpoints')).getByText('33%')).toBeInTheDocument();
    expect(within(chart('insight-longIdleEndpoints')).getByText('17%')).toBeInTheDocument();
    expect(within(chart('insight-usersWithUnsanctionedApps')).getByText('7')).toBeInTheDocument();
    const clear = chart('insight-endpointsWithRiskyApps');
    expect(within(clear).getByText('All Clear')).toBeInTheDocument();
    expect(within(clear).getByRole('status')).toHaveTextContent('Nothing needs your attention here.');
    expect(within(chart('insight-sensitiveActivityDiscovered')).getByText('All Clear')).toBeInTheDocument();
    // subtitles computed from the trends call: 11 against 8 is 38% up, 4 against 5 is 20% down
    await waitFor(() => expect(within(chart('insight-usersWithGenAi')).getByText('38% increase from last week')).toBeInTheDocument());
    expect(within(chart('insight-unsanctionedSaasApps')).getByText('20% decrease from last week')).toBeInTheDocument();
    expect(within(chart('insight-unsanctionedGenAiApps')).getByText('No change from last week')).toBeInTheDocument();
    expect(within(chart('insight-usersWithUnsanctionedApps')).getByText('Up from none last week')).toBeInTheDocument();
    expect(within(chart('insight-usersWithSensitiveData')).getByText('Not enough history yet to compare with last week')).toBeInTheDocument();
    expect(within(chart('insight-unmonitoredUsers')).getByText('Current state; no weekly history is kept')).toBeInTheDocument();
    expect(within(chart('insight-unmonitoredUsers')).getByRole('link', { name: 'Open Unmonitored Users' })).toHaveAttribute(
      'href',
      '/user-management?copilot=not_installed',
    );
    expect(within(chart('insight-longIdleEndpoints')).getByRole('link', { name: 'Open Long Idle Endpoints' })).toHaveAttribute(
      'href',
      '/devices?status=OFFLINE_FOR_CONFIG_TIME',
    );
    // the risky-apps cards open the lists of exactly their endpoints and people, whatever their status
    expect(within(clear).getByRole('link', { name: 'Open Endpoints with Risky Apps' })).toHaveAttribute('href', '/devices?risky_apps=true&status=ALL&scope=ALL');
    expect(within(chart('insight-usersWithRiskyApps')).getByRole('link', { name: 'Open User with Risky Apps' })).toHaveAttribute('href', '/users?risky_apps=true&status=ALL');
  });

  it('says Data Loss Prevention is not enabled, never All Clear, when the company does not have it', async () => {
    dashboardApi({ enable_dlp: false });
    renderWithSession(<Dashboard />, { path: '/dashboard' });
    await waitFor(() => expect(within(chart('insight-unmonitoredUsers')).getByText('25%')).toBeInTheDocument());
    for (const id of ['insight-usersWithSensitiveData', 'insight-endpointsWithSensitiveData', 'insight-sensitiveDataDiscovered', 'insight-sensitiveActivityDiscovered']) {
      expect(within(chart(id)).getByText(/Data Loss Prevention is not enabled/)).toBeInTheDocument();
      expect(within(chart(id)).queryByText('All Clear')).toBeNull();
      expect(within(chart(id)).queryByRole('link')).toBeNull();
    }
  });

  it('gives every bar and segment a link with its name and value', async () => {
    dashboardApi();
    renderWithSession(<Dashboard />, { path: '/dashboard' });
    const saas = await screen.findByRole('link', { name: 'Unsanctioned: 4' });
    expect(saas.getAttribute('href')).toMatch(/^\/saas\?tag=Unsanctioned&range=2$/);
    expect(screen.getByRole('link', { name: 'Non-Compliant Endpoints: 1' })).toHaveAttribute('href', '/compliance?tab=endpoints&status=Non+Compliant');
    expect(screen.getByRole('link', { name: 'Blocks - 7' }).getAttribute('href')).toBe('/alerts-saas-apps?t=Block&range=2');
    expect(screen.getByRole('link', { name: 'Typo Squatting - 3' }).getAttribute('href')).toBe('/alerts-saas-apps?reason=Typo+Squatting&range=2');
    expect(await screen.findByRole('link', { name: 'Slack' })).toHaveAttribute('href', '/saas?q=Slack&range=2');
    expect(screen.getByRole('link', { name: 'news.example' })).toHaveAttribute('href', '/inventory-websites?q=news.example&range=2');
  });

  it('shows the 408 text, the exception text and the empty state', async () => {
    dashboardApi({}, (call) => {
      if (call.url.pathname === '/api/saas-stats-alerts') return json(408, { exception: 'timeout', code: 'timeout' });
      if (call.url.pathname === '/api/saas-stats-alerts-type') return json(500, { exception: 'Phishing stats are unavailable', code: 'internal' });
      if (call.url.pathname === '/api/saas-stats-access-type') return json(200, { label: ['Sanctioned', 'Unsanctioned', 'Unclassified'], y: [0, 0, 0] });
      return undefined;
    });
    renderWithSession(<Dashboard />, { path: '/dashboard' });
    await waitFor(() => expect(chart('actions-saas-alerts').dataset.state).toBe('error'));
    expect(within(chart('actions-saas-alerts')).getByText("Looks like we're experiencing a temporary hiccup.")).toBeInTheDocument();
    expect(within(chart('actions-saas-alerts')).getByText('Please try again in a few moments.')).toBeInTheDocument();
    await waitFor(() => expect(within(chart('actions-phishing')).getByText('Phishing stats are unavailable')).toBeInTheDocument());
    expect(within(chart('actions-phishing')).getByText('Please try again in a few moments.')).toBeInTheDocument();
    await waitFor(() => expect(within(chart('inventory-saas')).getByText('Data not available')).toBeInTheDocument());
  });

  it('shows Loading until a chart answers', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        const url = new URL(input, 'http://localhost');
        if (url.pathname === '/api/accounts') return json(200, accountFor());
        await gate;
        if (init.method === 'HEAD') return new Response(null, { status: 200, headers: { 'x-size': '0' } });
        return json(200, STATS[url.pathname]);
      }),
    );
    renderWithSession(<Dashboard />, { path: '/dashboard' });
    await waitFor(() => expect(within(chart('actions-phishing')).getByText('Loading')).toBeInTheDocument());
    release();
    await waitFor(() => expect(chart('actions-phishing').dataset.state).toBe('data'));
  });

  it('hides Website Alerts and Top 10 Websites for an account with disable_session_logs', async () => {
    const calls = dashboardApi({ disable_session_logs: true });
    renderWithSession(<Dashboard />, { path: '/dashboard' });
    await waitFor(() => expect(chart('actions-saas-alerts').dataset.state).toBe('data'));
    await waitFor(() => expect(chart('usage-saas').dataset.state).toBe('data'));
    expect(screen.queryByText('Website Alerts')).not.toBeInTheDocument();
    expect(screen.queryByText('Top 10 Websites')).not.toBeInTheDocument();
    expect(chart('actions-website-alerts')).toBeNull();
    expect(calls.some((c) => c.url.pathname === '/api/nonsaas-inv' || c.url.pathname === '/api/nonsaas-stats-alerts')).toBe(false);
  });

  it('sorts a Top 10 table by Screen Time, descending first, without a 1D preset', async () => {
    const calls = dashboardApi();
    renderWithSession(<Dashboard />, { path: '/dashboard' });
    await waitFor(() => expect(chart('usage-saas').dataset.state).toBe('data'));
    const top = calls.filter((c) => c.url.pathname === '/api/saas-inv');
    expect(Object.fromEntries(top[0].url.searchParams)).toMatchObject({ page: '1', size: '10', sb: 'weighted_duration', so: 'desc' });
    expect(within(chart('usage-saas')).getByText('2h 00m')).toBeInTheDocument();
    await userEvent.click(within(chart('usage-saas')).getByRole('button', { name: 'Sort by Screen Time, now descending' }));
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/saas-inv').at(-1)!.url.searchParams.get('so')).toBe('asc'));
    // the card is drawn again when its plot's code arrives (the placeholder card is the Suspense fallback), which
    // would close a menu opened before: wait for the plot
    await waitFor(() => expect(chart('usage-saas').querySelector('[data-plot="loading"]')).toBeNull());
    await userEvent.click(within(chart('usage-saas')).getByRole('button', { name: /Date range of Top 10 SaaS Apps/ }));
    expect(await screen.findByRole('button', { name: 'Last 7 days' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Last 24 hours' })).not.toBeInTheDocument();
  });
});

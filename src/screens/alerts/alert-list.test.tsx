import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AlertRow } from '../../api/contract/alerts';
import { accountFor, json, mockApi, renderWithSession, storeSession, type ApiCall, pagedList } from '../../app/session/testing';
import { AlertList } from './alert-list';

const ROWS: AlertRow[] = Array.from({ length: 12 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  time: new Date(Date.UTC(2026, 10, 20, 9, i)).toISOString(),
  person: { id: `p${i}`, name: `Person ${i}`, email: `person${i}@acme.test` },
  endpoint: { id: `11111111-0000-4000-8000-${String(i).padStart(12, '0')}`, hostname: `host-${i}` },
  app: { id: `a${i}`, name: i % 2 ? 'Slack' : 'GitHub' },
  domain: null,
  url: i === 0 ? 'https://githuh.com/login' : null,
  category: 'Developer Tools',
  action: 'Block',
  reason: i === 0 ? 'Typo Squatting' : 'Unsanctioned App',
  browser: 'Chrome',
  platform: 'Windows',
}));

function alertsApi(rows: AlertRow[] = ROWS) {
  return mockApi(({ method, url }: ApiCall) => {
    if (url.pathname === '/api/accounts') return json(200, accountFor());
    if (url.pathname === '/api/saas-alerts-action-counts') return json(200, [{ type: 'Alert', count: 4 }, { type: 'Report', count: 0 }, { type: 'Block', count: rows.length }]);
    if (url.pathname === '/api/global-safe-applications') return json(200, { domain: 'githuh.com', created: true });
    if (url.pathname !== '/api/saas-alerts') return undefined;
    return pagedList({ method, url }, rows);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('alert list', { timeout: 20_000 }, () => {
  it('lands filtered from a dashboard link: the calls carry the URL filters, the counts and rows show', async () => {
    storeSession();
    const calls = alertsApi();
    renderWithSession(<AlertList kind="saas" />, { path: '/alerts-saas-apps', at: '/alerts-saas-apps?t=Block&reason=Typo+Squatting&range=2' });
    const first = (await screen.findByRole('rowheader', { name: /Person 0/ })).closest('tr')!;
    expect(within(first).getByRole('link', { name: 'Person 0' })).toHaveAttribute('href', expect.stringMatching(/^\/saas-users-report\/GitHub\/person0%40acme\.test\?range=2$/));
    expect(within(first).getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', '/saas-users/GitHub?range=2');
    expect(within(first).getByText('Typo Squatting')).toBeVisible();
    expect(await screen.findByText('Showing 1 to 10 of 12 Results')).toBeVisible();
    expect(await screen.findByTestId('count-Block')).toHaveTextContent('12');
    expect(screen.getByTestId('count-Alert')).toHaveTextContent('4');
    const list = calls.find((c) => c.method === 'GET' && c.url.pathname === '/api/saas-alerts')!;
    expect(list.url.searchParams.getAll('t')).toEqual(['Block']);
    expect(list.url.searchParams.getAll('reason')).toEqual(['Typo Squatting']);
    expect(Object.fromEntries(list.url.searchParams)).toMatchObject({ page: '1', size: '10', sb: 'time', so: 'desc' });
    const counts = calls.find((c) => c.url.pathname === '/api/saas-alerts-action-counts')!;
    expect(counts.url.searchParams.has('t')).toBe(false);
  });

  it('a count card filters the list to its action type', async () => {
    storeSession();
    const calls = alertsApi();
    renderWithSession(<AlertList kind="saas" />, { path: '/alerts-saas-apps' });
    await screen.findByRole('rowheader', { name: /Person 0/ });
    fireEvent.click(screen.getByRole('button', { name: /Alerts/, pressed: false }));
    await waitFor(() => expect(calls.some((c) => c.method === 'GET' && c.url.pathname === '/api/saas-alerts' && c.url.searchParams.get('t') === 'Alert')).toBe(true));
  });

  it('lets an admin mark a typo-squatting URL safe, and not the auditor', async () => {
    storeSession();
    const calls = alertsApi();
    const view = renderWithSession(<AlertList kind="saas" />, { path: '/alerts-saas-apps' });
    await screen.findByRole('rowheader', { name: /Person 0/ });
    const buttons = screen.getAllByRole('button', { name: 'Mark as safe' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as safe', hidden: false }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/global-safe-applications')?.body).toEqual({ url: 'https://githuh.com/login' }));
    expect(await screen.findByText('githuh.com is marked as safe.')).toBeVisible();
    view.unmount();

    storeSession({ role: 'AUDITOR' });
    alertsApi();
    renderWithSession(<AlertList kind="saas" />, { path: '/alerts-saas-apps' });
    await screen.findByRole('rowheader', { name: /Person 0/ });
    expect(screen.queryByRole('button', { name: 'Mark as safe' })).toBeNull();
  });

  it('says so when nothing matches', async () => {
    storeSession();
    alertsApi([]);
    renderWithSession(<AlertList kind="saas" />, { path: '/alerts-saas-apps' });
    expect(await screen.findByText('No alerts match these filters.')).toBeVisible();
  });
});

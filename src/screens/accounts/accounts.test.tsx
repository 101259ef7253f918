import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyRow } from '../../api/contract/accounts';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { accountFor, json, mockApi, renderWithSession, sessionResponseFor, storeSession, type ApiCall, pagedList } from '../../app/session/testing';
import Accounts from './accounts';

const NAMES = ['Acme Corp', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark Industries', 'Wayne Enterprises', 'Wonka', 'Cyberdyne', 'Soylent', 'Tyrell', 'Vandelay'];
const COMPANIES: CompanyRow[] = NAMES.map((name, i) => ({
  id: i === 0 ? 'acme-id' : `company-${i}`,
  client_id: i === 0 ? 'acme-client' : `client-${i}`,
  name,
  status: i < 2 ? 'PENDING' : 'ACTIVE',
  parent_name: i === 0 ? null : 'Acme Corp',
  endpoint_count: 10 * i,
  people_count: 3 * i,
  created_at: `2026-0${(i % 9) + 1}-0${(i % 9) + 1}T12:00:00.000Z`,
}));

function matching(url: URL): CompanyRow[] {
  const q = url.searchParams.get('q')?.toLowerCase();
  const status = url.searchParams.get('status');
  return COMPANIES.filter((c) => (!q || c.name.toLowerCase().includes(q)) && (!status || c.status === status));
}

function companiesApi(extra?: (call: ApiCall) => Response | undefined) {
  return mockApi((call) => {
    const { method, url } = call;
    const answer = extra?.(call);
    if (answer) return answer;
    if (url.pathname === '/api/accounts') return json(200, accountFor());
    if (url.pathname === '/api/stats') return json(200, { pending: 2, all: 12, active: 10 });
    if (url.pathname === '/api/accessible-accounts') {
      const rows = matching(url);
      return pagedList({ method, url }, rows);
    }
    return undefined;
  });
}

const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/accessible-accounts');

beforeEach(() => {
  storeSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('accounts screen', () => {
  // Tab names are matched by prefix: Radix Themes repeats each tab label in a copy hidden by CSS, and jsdom has no CSS.
  it('shows the Pending, All and Active Accounts counters as filters', async () => {
    const calls = companiesApi();
    renderWithSession(<Accounts />, { path: '/accounts' });
    expect(await screen.findByRole('tab', { name: /^Pending 2/ })).toBeVisible();
    expect(screen.getByRole('tab', { name: /^All 12/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^Active Accounts 10/ })).toBeVisible();

    await userEvent.setup().click(screen.getByRole('tab', { name: /^Pending 2/ }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(listCalls(calls).at(-1)?.url.searchParams.get('status')).toBe('PENDING');
    expect(screen.getByText('Showing 1 to 2 of 2 Results')).toBeVisible();
  });

  it('pages on the server with the pager text, the page count and previous/next', async () => {
    const calls = companiesApi();
    renderWithSession(<Accounts />, { path: '/accounts' });
    expect(await screen.findByText('Showing 1 to 10 of 12 Results')).toBeVisible();
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Companies' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('rowheader', { name: 'Globex' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 Results')).toBeVisible();
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Vandelay' })).toBeVisible();
    expect(listCalls(calls).at(-1)?.url.searchParams.get('page')).toBe('2');
    expect(listCalls(calls).at(-1)?.url.searchParams.get('size')).toBe('10');
  });

  it('shows the columns with dates as MM/dd/yyyy and marks the current company instead of offering a switch', async () => {
    companiesApi();
    renderWithSession(<Accounts />, { path: '/accounts' });
    const acme = (await screen.findByRole('rowheader', { name: 'Acme Corp' })).closest('tr')!;
    expect(within(acme).getByText('Current')).toBeVisible();
    expect(within(acme).queryByRole('button')).toBeNull();
    const umbrella = screen.getByRole('rowheader', { name: 'Umbrella' }).closest('tr')!;
    expect(within(umbrella).getByText('04/04/2026')).toBeVisible();
    expect(within(umbrella).getByText('Active')).toBeVisible();
    expect(within(umbrella).getByRole('button', { name: 'Switch to Umbrella' })).toBeEnabled();
    for (const column of ['Name', 'Status', 'Parent', 'People', 'Endpoints', 'Created']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeVisible();
    }
  });

  it('searches only from 3 characters (or when cleared), after the debounce', async () => {
    const calls = companiesApi();
    renderWithSession(<Accounts />, { path: '/accounts' });
    await screen.findByText('Showing 1 to 10 of 12 Results');
    const before = listCalls(calls).length;
    const user = userEvent.setup();
    const box = screen.getByPlaceholderText('Type 3 characters to search');

    await user.type(box, 'wa');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(listCalls(calls)).toHaveLength(before);

    await user.type(box, 'y');
    expect(listCalls(calls)).toHaveLength(before);
    expect(await screen.findByText('Showing 1 to 1 of 1 Results')).toBeVisible();
    expect(listCalls(calls).at(-1)?.url.searchParams.get('q')).toBe('way');
    expect(screen.getByRole('rowheader', { name: 'Wayne Enterprises' })).toBeVisible();

    await user.clear(box);
    expect(await screen.findByText('Showing 1 to 10 of 12 Results')).toBeVisible();
    // The unfiltered page may come from the cache first; the refetch without q follows.
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.has('q')).toBe(false));
  });

  it('says so when no company matches', async () => {
    companiesApi();
    renderWithSession(<Accounts />, { path: '/accounts', at: '/accounts?q=zzz' });
    expect(await screen.findByText('No companies match your search.')).toBeVisible();
    expect(screen.getByText('Showing 0 to 0 of 0 Results')).toBeVisible();
  });

  it('shows the error placeholder when the list fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    companiesApi(({ method, url }) => (method === 'GET' && url.pathname === '/api/accessible-accounts' ? json(500, { exception: 'boom', code: 'internal' }) : undefined));
    renderWithSession(<Accounts />, { path: '/accounts' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Looks like we're experiencing a temporary hiccup.");
    expect(alert).toHaveTextContent('Please try again in a few moments.');
    vi.restoreAllMocks();
  });

  it('switches company from a row: new session kept, toast shown, landing page opened', async () => {
    const next = sessionResponseFor({ account_id: 'company-3', account_name: 'Umbrella', sub: 'user-1' });
    const calls = companiesApi(({ method, url, headers }) => {
      if (method === 'POST' && url.pathname === '/api/auth/update') return json(200, next);
      if (url.pathname === '/api/accounts' && headers.get('authorization') === `Bearer ${next.token}`) {
        return json(200, accountFor({ id: 'company-3', name: 'Umbrella', client_id: 'client-3' }));
      }
      return undefined;
    });
    const { router } = renderWithSession(<Accounts />, { path: '/accounts' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Switch to Umbrella' }));
    expect(await screen.findByText('Account switched successfully')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((c) => c.url.pathname === '/api/auth/update')?.body).toEqual({ client_id: 'client-3' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({ account_id: 'company-3', account_name: 'Umbrella' });
  });

  it('a refused switch keeps the session and toasts the server exception', async () => {
    companiesApi(({ method, url }) =>
      method === 'POST' && url.pathname === '/api/auth/update' ? json(403, { exception: 'You cannot switch to this company.', code: 'forbidden' }) : undefined,
    );
    const { router } = renderWithSession(<Accounts />, { path: '/accounts' });
    const stored = localStorage.getItem(STORAGE_KEYS.user);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Switch to Globex' }));
    expect(await screen.findByText('You cannot switch to this company.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/accounts');
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBe(stored);
  });
});

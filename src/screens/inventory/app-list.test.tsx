import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { InventoryRow } from '../../api/contract/saas';
import { accountFor, json, mockApi, renderWithSession, storeSession, type ApiCall, pagedList } from '../../app/session/testing';
import { AppList } from './app-list';

const ROWS: InventoryRow[] = Array.from({ length: 23 }, (_, i) => ({
  name: `App ${String(i + 1).padStart(2, '0')}`,
  icon: null,
  categories: i === 0 ? ['Chat', 'Video', 'Office'] : ['Chat'],
  access_type: i === 0 ? 'Unsanctioned' : i === 1 ? 'Sanctioned' : 'Unclassified',
  action_type: i === 0 ? 'Block' : null,
  is_gen_ai: i % 2 === 0,
  is_custom: false,
  weighted_duration: 3600 * (23 - i),
  duration: 3600 * (23 - i),
  users: 5,
  endpoints: 4,
  last_seen: null,
}));

function inventoryApi() {
  return mockApi(({ method, url }: ApiCall) => {
    if (url.pathname === '/api/accounts') return json(200, accountFor());
    if (url.pathname !== '/api/saas-inv') return undefined;
    const rows = ROWS.filter((r) => !url.searchParams.get('tag') || r.access_type === url.searchParams.get('tag'));
    return pagedList({ method, url }, rows);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('inventory list', { timeout: 20_000 }, () => {
  it('shows tags, the first category with +N, and the pager text from the HEAD count', async () => {
    storeSession();
    const calls = inventoryApi();
    renderWithSession(<AppList kind="saas" />, { path: '/saas/list' });
    const first = (await screen.findByRole('rowheader', { name: /App 01/ })).closest('tr')!;
    expect(within(first).getByText('Unsanctioned · Block')).toBeVisible();
    expect(within(first).getByText('Chat')).toBeVisible();
    expect(within(first).getByRole('button', { name: /2/ })).toBeVisible();
    expect(await screen.findByText('Showing 1 to 10 of 23 Results')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Change access of/ })).toHaveLength(10);
    const list = calls.find((c) => c.method === 'GET' && c.url.pathname === '/api/saas-inv')!;
    expect(Object.fromEntries(list.url.searchParams)).toMatchObject({ page: '1', size: '10', sb: 'weighted_duration', so: 'desc' });
    expect(list.url.searchParams.has('genai')).toBe(false);
  });

  it('reads the tag from the URL and asks Gen AI apps only on the Gen AI list', async () => {
    storeSession();
    const calls = inventoryApi();
    renderWithSession(<AppList kind="genai" />, { path: '/gen-ai-apps/list', at: '/gen-ai-apps/list?tag=Sanctioned' });
    expect(await screen.findByRole('rowheader', { name: /App 02/ })).toBeVisible();
    const list = calls.find((c) => c.method === 'GET' && c.url.pathname === '/api/saas-inv')!;
    expect(list.url.searchParams.get('tag')).toBe('Sanctioned');
    expect(list.url.searchParams.get('genai')).toBe('true');
  });

  it('hides the access change from the auditor', async () => {
    storeSession({ role: 'AUDITOR' });
    inventoryApi();
    renderWithSession(<AppList kind="saas" />, { path: '/saas/list' });
    expect(await screen.findByRole('rowheader', { name: /App 01/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Change access/ })).toBeNull();
  });
});

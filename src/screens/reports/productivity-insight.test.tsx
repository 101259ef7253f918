import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UsageUserRow } from '../../api/contract/reports';
import { accountFor, json, mockApi, renderWithSession, storeSession } from '../../app/session/testing';
import ProductivityInsight from './productivity-insight';

const DAYS = ['2026-11-24', '2026-11-25'];
const person = (i: number, kind: string): UsageUserRow => ({
  id: `p${i}`,
  name: `${kind === 'saas' ? 'App' : 'Web'} Person ${i}`,
  email: `p${i}@acme.test`,
  apps: kind === 'saas' ? ['Slack', 'Zoom'] : ['news.example'],
  sessions: 10 + i,
  duration: 3600 * i,
  weighted_duration: 3600 * i,
});

function api() {
  return mockApi(({ method, url }) => {
    if (url.pathname === '/api/accounts') return json(200, accountFor());
    if (url.pathname === '/api/session-stats') {
      const s = { label: DAYS, y: [3, 4], users: [2, 2], weighted_duration: [7200, 3600] };
      return json(200, { saas: s, websites: s });
    }
    if (url.pathname === '/api/reports/users') {
      const kind = url.searchParams.get('kind') ?? 'saas';
      const rows = [1, 2, 3].map((i) => person(i, kind));
      if (method === 'HEAD') return new Response(null, { status: 200, headers: { 'x-size': String(rows.length) } });
      return json(200, rows);
    }
    return undefined;
  });
}

beforeEach(() => storeSession());
afterEach(() => vi.unstubAllGlobals());

describe('user behavior analysis', () => {
  it('lists the people of the SaaS usage, then of the websites when switched, with the total from the server', async () => {
    const calls = api();
    renderWithSession(<ProductivityInsight />, { path: '/productivity-insight' });
    const table = await screen.findByRole('table', { name: 'Users by screen time' });
    expect(await within(table).findByRole('rowheader', { name: 'App Person 1' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'SaaS Apps' })).toBeVisible();
    expect(screen.getByText('Showing 1 to 3 of 3 Results')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Websites' }));
    expect(await within(table).findByRole('rowheader', { name: 'Web Person 2' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Websites' })).toBeVisible();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/reports/users' && c.url.searchParams.get('kind') === 'websites')).toBe(true));
  });
});

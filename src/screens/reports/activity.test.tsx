import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InactivityReport, SessionStats } from '../../api/contract/reports';
import { accountFor, json, mockApi, renderWithSession, storeSession } from '../../app/session/testing';
import Activity from './activity';
import Sessions from './session';

const DAYS = ['2026-11-20', '2026-11-21', '2026-11-22'];
const series = (y: number[]) => ({ label: DAYS, y, users: y.map((v) => Math.ceil(v / 2)), weighted_duration: y.map((v) => v * 60) });
const SESSIONS: SessionStats = { saas: series([4, 0, 6]), websites: series([1, 2, 3]) };
const INACTIVITY: InactivityReport = {
  day: '2026-11-22',
  inactive: 2,
  endpoint_count: 5,
  series: { label: DAYS, active: [3, 4, 5], inactive: [4, 3, 2] },
  rows: [
    { id: 'e1', name: 'LAPTOP-ONE', platform: 'WINDOWS_AMD_64', status: 'INACTIVE', owner: 'Ann Lee', owner_email: 'ann@acme.test', last_active: '2026-11-20' },
    { id: 'e2', name: 'mac-two', platform: 'DARWIN_ARM_64', status: 'ACTIVE', owner: null, owner_email: null, last_active: null },
  ],
};

function reportsApi(over: { sessions?: Response } = {}) {
  return mockApi(({ url }) => {
    if (url.pathname === '/api/accounts') return json(200, accountFor());
    if (url.pathname === '/api/session-stats') return over.sessions ?? json(200, SESSIONS);
    if (url.pathname === '/api/reports/inactivity') return json(200, INACTIVITY);
    return undefined;
  });
}

beforeEach(() => storeSession());
afterEach(() => vi.unstubAllGlobals());

describe('activity report', () => {
  it("opens on the Inactivity tab from the dashboard's link, with its range, the server's figure and its endpoints", async () => {
    const calls = reportsApi();
    renderWithSession(<Activity />, { path: '/activity', at: '/activity?tab=inactivity&range=3' });
    expect(await screen.findByTestId('inactive-figure')).toHaveTextContent('2');
    expect(screen.getByText(/11\/22\/2026/)).toBeVisible();
    const table = screen.getByRole('table', { name: 'Inactive endpoints' });
    expect(within(table).getByRole('rowheader', { name: 'LAPTOP-ONE' })).toBeVisible();
    expect(within(table).getByRole('rowheader', { name: 'mac-two' })).toBeVisible();
    const call = calls.find((c) => c.url.pathname === '/api/reports/inactivity')!;
    const span = Number(call.url.searchParams.get('e')) - Number(call.url.searchParams.get('s'));
    expect(Math.round(span / 86_400_000)).toBe(30);
  });

  it('shows the active endpoints per day on the Activity tab, and exports the table as CSV', async () => {
    reportsApi();
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => undefined }));
    renderWithSession(<Activity />, { path: '/activity' });
    const table = await screen.findByRole('table', { name: 'Activity per day' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getByRole('rowheader', { name: '11/21/2026' }).closest('tr')).toHaveTextContent(/11\/21\/20264300/);
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = await blobs[0]!.text();
    expect(text).toContain('"Date","Active Endpoints","Inactive Endpoints","SaaS Users","SaaS Sessions","SaaS Screen Time"');
    expect(text).toContain('"11/22/2026",5,2,3,6,"6m"');
  });
});

describe('sessions report', () => {
  it("shows the call's exception text when it fails (spec part 2 §8)", async () => {
    reportsApi({ sessions: json(500, { code: 'INTERNAL', exception: 'Database unavailable' }) });
    renderWithSession(<Sessions />, { path: '/session' });
    expect(await screen.findAllByText('Database unavailable')).not.toHaveLength(0);
    expect(screen.getAllByText('Please try again in a few moments.')).not.toHaveLength(0);
  });

  it('shows SaaS and website sessions per day', async () => {
    reportsApi();
    renderWithSession(<Sessions />, { path: '/session' });
    const table = await screen.findByRole('table', { name: 'Sessions per day' });
    expect(within(table).getByRole('columnheader', { name: 'Website Sessions' })).toBeVisible();
    expect((await within(table).findByRole('rowheader', { name: '11/22/2026' })).closest('tr')).toHaveTextContent('6');
    expect(screen.getByRole('heading', { name: 'SaaS Sessions' })).toBeVisible();
  });
});

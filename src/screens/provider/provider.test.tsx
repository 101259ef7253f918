import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ManagedCompanyRow } from '../../api/contract/provider';
import { accountFor, json, mockApi, renderWithSession, storeSession, type ApiCall } from '../../app/session/testing';
import type { CompanyOverview } from '../../api/contract/provider';
import AddAccount from './add-account';
import CompanyDetails from './company-details';
import CompanyFleetEndpoints from './config-fleet-endpoints';
import CompanyGeoFencing from './config-geo-fencing';
import PalisadeAccounts from './palisade-accounts';

const NO_FLAGS = { enable_dlp: false, enable_vpn: false, enable_mdm: false, enable_execute_command: false, disable_session_logs: false };

function company(i: number, name: string, over: Partial<ManagedCompanyRow> = {}): ManagedCompanyRow {
  return {
    id: `company-${i}`,
    client_id: `client-${i}`,
    name,
    status: 'ACTIVE',
    parent_name: null,
    created_at: '2026-03-01T12:00:00.000Z',
    endpoints_online: 0,
    endpoints_total: 0,
    agent_versions: [],
    alerts_week: 0,
    setup_done: 0,
    setup_total: 4,
    billing_enabled: false,
    flags: NO_FLAGS,
    ...over,
  };
}

const COMPANIES = [
  company(1, 'Acme Corp', {
    endpoints_online: 431,
    endpoints_total: 500,
    agent_versions: [
      { version: '1.1.7', count: 300 },
      { version: '1.1.6', count: 150 },
      { version: '1.0.1', count: 50 },
    ],
    alerts_week: 1234,
    setup_done: 3,
    setup_total: 7,
    billing_enabled: true,
    flags: { ...NO_FLAGS, enable_dlp: true, enable_vpn: true },
  }),
  company(2, 'Globex', { flags: { ...NO_FLAGS, disable_session_logs: true } }),
  company(3, 'Initech', { status: 'PENDING' }),
  ...Array.from({ length: 9 }, (_, i) => company(10 + i, `Zeta ${i + 1}`)),
];

function providerApi(extra?: (call: ApiCall) => Response | undefined) {
  return mockApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    const { method, url } = call;
    if (url.pathname === '/api/accounts') return json(200, accountFor({ id: 'palisade-id', name: 'Palisade', is_provider: true }));
    if (url.pathname === '/api/provider/company-stats') return json(200, { pending: 1, all: 12, active: 11 });
    if (url.pathname === '/api/provider/companies') {
      const q = url.searchParams.get('q')?.toLowerCase();
      const status = url.searchParams.get('status');
      const rows = COMPANIES.filter((c) => (!q || c.name.toLowerCase().includes(q)) && (!status || c.status === status));
      if (method === 'HEAD') return new Response(null, { status: 200, headers: { 'x-size': String(rows.length) } });
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      return json(200, rows.slice((page - 1) * size, page * size));
    }
    return undefined;
  });
}

const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/provider/companies');

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/palisade-accounts', () => {
  it("shows each company's health at a glance, as the server answers it", async () => {
    storeSession({ role: 'PALISADE_ADMIN', email: 'ops@palisade.test', account_id: 'palisade-id', account_name: 'Palisade' });
    providerApi();
    renderWithSession(<PalisadeAccounts />, { path: '/palisade-accounts' });
    const acme = (await screen.findByRole('rowheader', { name: /Acme Corp/ })).closest('tr')!;
    expect(within(acme).getByLabelText('431 of 500 endpoints online')).toHaveTextContent('431 / 500');
    expect(within(acme).getByText('1.1.7 · 300')).toBeVisible();
    expect(within(acme).getByText('+1 more')).toBeVisible();
    expect(within(acme).getByText('1234')).toBeVisible();
    expect(within(acme).getByText('3 of 7 steps')).toBeVisible();
    expect(within(acme).getByText('Billing set')).toBeVisible();
    expect(within(acme).getByText('DLP')).toBeVisible();
    expect(within(acme).getByText('ZTPA (VPN)')).toBeVisible();
    expect(within(acme).getByRole('link', { name: 'Details of Acme Corp' })).toHaveAttribute('href', '/palisade-account-details/company-1/Acme%20Corp');
    expect(within(acme).getByRole('button', { name: 'Switch to Acme Corp' })).toBeEnabled();
    const globex = screen.getByRole('rowheader', { name: /Globex/ }).closest('tr')!;
    expect(within(globex).getByText('No endpoints')).toBeVisible();
    expect(within(globex).getByText('Session logs off')).toBeVisible();
    expect(within(globex).getByText('No billing')).toBeVisible();
    expect(screen.getByText('Showing 1 to 10 of 12 Results')).toBeVisible();
    expect(screen.getByRole('tab', { name: /^Pending 1/ })).toBeVisible();
    expect(screen.getByRole('tab', { name: /^All 12/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^Active Accounts 11/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /Add Company/ })).toHaveAttribute('href', '/add-account');
  });

  it('filters by the counters and searches from 3 characters after 500 ms', async () => {
    storeSession({ role: 'SuperAdmin', email: 'root@palisade.test', account_id: 'palisade-id', account_name: 'Palisade' });
    const calls = providerApi();
    renderWithSession(<PalisadeAccounts />, { path: '/palisade-accounts' });
    await screen.findByText('Showing 1 to 10 of 12 Results');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: /^Pending 1/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('status')).toBe('PENDING'));
    expect(await screen.findByText('Showing 1 to 1 of 1 Results', undefined, { timeout: 3000 })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /^All 12/ }));
    await screen.findByText('Showing 1 to 10 of 12 Results');

    const before = listCalls(calls).length;
    const box = screen.getByPlaceholderText('Type 3 characters to search');
    await user.type(box, 'gl');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(listCalls(calls)).toHaveLength(before);
    await user.type(box, 'o');
    expect(await screen.findByText('Showing 1 to 1 of 1 Results', undefined, { timeout: 3000 })).toBeVisible();
    expect(listCalls(calls).at(-1)?.url.searchParams.get('q')).toBe('glo');
  });
});

describe('/add-account', () => {
  it('sends the name, the flags and the first admin, and shows the server 400 reasons on the fields', async () => {
    storeSession({ role: 'PALISADE_ADMIN', email: 'ops@palisade.test', account_id: 'palisade-id', account_name: 'Palisade' });
    const calls = providerApi(({ method, url, body }) => {
      if (method !== 'POST' || url.pathname !== '/api/managed-accounts') return undefined;
      const sent = body as { admin_email?: string };
      if (sent.admin_email === 'taken@umbrella.test') {
        return json(400, { exception: 'Invalid request', code: 'VALIDATION', issues: [{ path: 'admin_email', message: 'That address is refused by the server.' }] });
      }
      return json(201, { id: 'new-id', client_id: 'c', name: 'Umbrella', status: 'PENDING', parent_name: null, endpoint_count: 0, people_count: 0, created_at: '2026-03-01T00:00:00.000Z' });
    });
    renderWithSession(<AddAccount />, { path: '/add-account' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Company name'), 'Umbrella');
    await user.type(screen.getByLabelText("First admin's e-mail"), 'taken@umbrella.test');
    await user.click(screen.getByRole('checkbox', { name: /^DLP/ }));
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('That address is refused by the server.')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ name: 'Umbrella', admin_email: 'taken@umbrella.test', ...NO_FLAGS, enable_dlp: true });

    await user.clear(screen.getByLabelText("First admin's e-mail"));
    await user.type(screen.getByLabelText("First admin's e-mail"), 'boss@umbrella.test');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
  });

  it("keeps a customer admin from granting a feature its company lacks (flagsBeyondCreator)", async () => {
    storeSession({ role: 'ADMIN', email: 'admin@globex.test', account_id: 'globex-id', account_name: 'Globex' });
    providerApi(({ url }) =>
      url.pathname === '/api/accounts' ? json(200, accountFor({ id: 'globex-id', name: 'Globex', enable_dlp: false, enable_vpn: true, disable_session_logs: true })) : undefined,
    );
    renderWithSession(<AddAccount />, { path: '/add-account' });
    const dlp = await screen.findByRole('checkbox', { name: /^DLP/ });
    await waitFor(() => expect(dlp).toBeDisabled());
    expect(screen.getByRole('checkbox', { name: /^ZTPA/ })).toBeEnabled();
    const sessionLogs = screen.getByRole('checkbox', { name: /^Session logs off/ });
    expect(sessionLogs).toBeChecked();
    expect(sessionLogs).toBeDisabled();
    expect(screen.getByText('Globex records no website sessions, so a company you create does not either.')).toBeVisible();
    expect(screen.getAllByText('Globex does not have this feature, so a company you create cannot have it.').length).toBeGreaterThan(0);
  });
});

describe('Company Details', () => {
  const overview: CompanyOverview = {
    ...COMPANIES[0],
    billing_period: 'monthly',
    billing_type: 'per_endpoint',
    endpoints_idle: 40,
    endpoints_long_idle: 29,
    people: 400,
    admins: [{ id: 'm1', email: 'new.admin@acme.test', name: '', role: 'ADMIN', invited: true, created_at: '2026-03-01T00:00:00.000Z' }],
    saas_alerts_week: { alerts: 10, reports: 20, blocks: 30 },
    website_alerts_week: { alerts: 1, reports: 2, blocks: 3 },
    recent_events: [{ id: 'e1', at: '2026-03-02T10:00:00.000Z', email: 'ops@palisade.test', role: 'PALISADE_ADMIN', action: 'account.flags', target: 'Acme Corp' }],
  };

  it('shows the figures, admins and recent actions, and turns a feature on through the audited call', async () => {
    storeSession({ role: 'PALISADE_ADMIN', email: 'ops@palisade.test', account_id: 'palisade-id', account_name: 'Palisade' });
    let current = overview;
    const calls = providerApi(({ method, url, body }) => {
      if (url.pathname !== '/api/provider/companies/company-1' && url.pathname !== '/api/provider/companies/company-1/flags') return undefined;
      if (method === 'PATCH') current = { ...current, flags: { ...current.flags, ...(body as object) } };
      return json(200, current);
    });
    renderWithSession(<CompanyDetails />, { path: '/palisade-account-details/:id/:name/company-details', at: '/palisade-account-details/company-1/Acme%20Corp/company-details' });
    expect(await screen.findByTestId('endpoint-summary')).toHaveTextContent('Online: 431Idle: 40Long idle: 29Total: 500');
    expect(screen.getByText('new.admin@acme.test')).toBeVisible();
    expect(screen.getByText('Invited')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Admin actions' })).toHaveTextContent('account.flags');
    expect(screen.getByRole('rowheader', { name: 'SaaS apps' }).closest('tr')).toHaveTextContent('SaaS apps102030');
    expect(screen.getByText('per_endpoint billing, monthly')).toBeVisible();

    const mdm = screen.getByRole('switch', { name: /^MDM/ });
    expect(mdm).not.toBeChecked();
    await userEvent.setup().click(mdm);
    await waitFor(() => expect(screen.getByRole('switch', { name: /^MDM/ })).toBeChecked());
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url.pathname).toBe('/api/provider/companies/company-1/flags');
    expect(patch.body).toEqual({ enable_mdm: true });
    expect(await screen.findByText('MDM turned on for Acme Corp.')).toBeVisible();
  });
});

describe('Company Configurations (read-only)', () => {
  const base = '/palisade-account-details/company-1/Acme%20Corp/configurations';
  const overview = { ...COMPANIES[0], billing_period: null, billing_type: null, endpoints_idle: 0, endpoints_long_idle: 0, people: 0, admins: [], saas_alerts_week: { alerts: 0, reports: 0, blocks: 0 }, website_alerts_week: { alerts: 0, reports: 0, blocks: 0 }, recent_events: [] };
  const fences = [
    { id: 'f1', name: 'Embargoed', countries: ['KP', 'IR'], action: 'Block', created_at: '2026-03-01T00:00:00.000Z', updated_at: '2026-03-02T00:00:00.000Z' },
    { id: 'f2', name: 'Watch list', countries: ['RU'], action: 'Report', created_at: '2026-03-01T00:00:00.000Z', updated_at: '2026-03-03T00:00:00.000Z' },
  ];

  it("lists the company's geo-fences from its provider call, searches on the server and offers the switch to change them", async () => {
    storeSession({ role: 'PALISADE_ADMIN', email: 'ops@palisade.test', account_id: 'palisade-id', account_name: 'Palisade' });
    const calls = providerApi(({ method, url }) => {
      if (url.pathname === '/api/provider/companies/company-1') return json(200, overview);
      if (url.pathname !== '/api/provider/companies/company-1/geo-fences') return undefined;
      const q = url.searchParams.get('q')?.toLowerCase();
      const rows = fences.filter((f) => !q || f.name.toLowerCase().includes(q));
      return method === 'HEAD' ? new Response(null, { status: 200, headers: { 'x-size': String(rows.length) } }) : json(200, rows);
    });
    renderWithSession(<CompanyGeoFencing />, { path: '/palisade-account-details/:id/:name/configurations/Geo-Fencing', at: `${base}/Geo-Fencing` });
    const table = await screen.findByRole('table', { name: 'Geo-fences' });
    expect(await within(table).findByRole('rowheader', { name: 'Embargoed' })).toBeVisible();
    expect(within(table).getByRole('rowheader', { name: 'Embargoed' }).closest('tr')).toHaveTextContent('Block');
    expect(within(table).getByRole('rowheader', { name: 'Watch list' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Switch to this company to change it' })).toBeEnabled();
    expect(screen.getAllByRole('link', { name: /Geo-Fencing/ })[0]).toHaveAttribute('href', `${base}/Geo-Fencing`);

    await userEvent.setup().type(screen.getByLabelText('Search geo-fences'), 'watch');
    await waitFor(() => expect(calls.some((c) => c.method === 'GET' && c.url.pathname.endsWith('/geo-fences') && c.url.searchParams.get('q') === 'watch')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Embargoed' })).toBeNull());
  });

  it('says when the company has no endpoints, without a switch (endpoints are no setting)', async () => {
    storeSession({ role: 'PALISADE_ADMIN', email: 'ops@palisade.test', account_id: 'palisade-id', account_name: 'Palisade' });
    providerApi(({ method, url }) => {
      if (url.pathname === '/api/provider/companies/company-1') return json(200, overview);
      if (url.pathname !== '/api/provider/companies/company-1/endpoints') return undefined;
      return method === 'HEAD' ? new Response(null, { status: 200, headers: { 'x-size': '0' } }) : json(200, []);
    });
    renderWithSession(<CompanyFleetEndpoints />, { path: '/palisade-account-details/:id/:name/configurations/fleet-endpoints', at: `${base}/fleet-endpoints` });
    expect(await screen.findByText('This company has no endpoints yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Switch to this company to change it' })).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyRow } from '../../api/contract/accounts';
import type { SubaccountDetail } from '../../api/contract/drill-down';
import type { DeviceRow } from '../../api/contract/fleet';
import type { CompanyOverview } from '../../api/contract/provider';
import { accountFor, json, mockApi, renderWithSession, storeSession, type ApiCall } from '../../app/session/testing';
import AccountEndpointList from './account-endpoint-list';
import Group from './group';
import SubaccountDetails from './subaccount-details';
import UserAccount from './user-account';

const NO_FLAGS = { enable_dlp: false, enable_vpn: false, enable_mdm: false, enable_execute_command: false, disable_session_logs: false };
const OVERVIEW: CompanyOverview = {
  id: 'acme-id', client_id: 'acme-client', name: 'Acme Corp', status: 'ACTIVE', parent_name: null, created_at: '2026-03-01T12:00:00.000Z',
  endpoints_online: 12, endpoints_total: 30, agent_versions: [], alerts_week: 7, setup_done: 1, setup_total: 4, billing_enabled: false, flags: NO_FLAGS,
  billing_period: null, billing_type: null, endpoints_idle: 10, endpoints_long_idle: 8, people: 40,
  admins: [
    { id: 'm1', email: 'admin@acme.test', name: 'Ada Admin', role: 'ADMIN', invited: false, created_at: '2026-03-01T12:00:00.000Z' },
    { id: 'm2', email: 'new@acme.test', name: '', role: 'ADMIN', invited: true, created_at: '2026-03-02T12:00:00.000Z' },
  ],
  saas_alerts_week: { alerts: 1, reports: 2, blocks: 3 }, website_alerts_week: { alerts: 0, reports: 1, blocks: 0 }, recent_events: [],
};

function device(i: number): DeviceRow {
  return {
    id: `dev-${i}`, hostname: `host-${i}`, serial: `S${i}`, platform: 'WINDOWS_AMD_64', platform_family: 'Windows', os_name: 'Windows', os_version: '11',
    agent_version: '1.1.7', status: 'ACTIVE', compliance_state: 'COMPLIANT', mdm_managed: false, disk_encrypted: true, infra: false,
    last_seen: '2026-03-02T10:00:00.000Z', enrolled_at: '2026-01-02T10:00:00.000Z', owner: { id: `p${i}`, name: `Person ${i}`, email: `p${i}@acme.test`, scope: 'IN_SCOPE' },
  };
}
const DEVICES = Array.from({ length: 12 }, (_, i) => device(i + 1));

function api(extra?: (call: ApiCall) => Response | undefined) {
  return mockApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    const { method, url } = call;
    if (url.pathname === '/api/accounts') return json(200, accountFor({ id: 'palisade-id', name: 'Palisade', is_provider: true }));
    if (url.pathname === '/api/provider/companies/acme-id') return json(200, OVERVIEW);
    if (url.pathname === '/api/provider/companies/acme-id/devices') {
      const q = url.searchParams.get('q');
      const rows = DEVICES.filter((d) => !q || d.hostname.includes(q));
      if (method === 'HEAD') return new Response(null, { status: 200, headers: { 'x-size': String(rows.length) } });
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      return json(200, rows.slice((page - 1) * size, page * size));
    }
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const OPS = { role: 'PALISADE_ADMIN', email: 'ops@palisade.test', account_id: 'palisade-id', account_name: 'Palisade' } as const;

describe('/user-account', () => {
  it("shows the company's figures and its console users, invited ones marked", async () => {
    storeSession(OPS);
    api();
    renderWithSession(<UserAccount />, { path: '/user-account/:id/:name?', at: '/user-account/acme-id/Acme%20Corp' });
    const ada = (await screen.findByRole('rowheader', { name: 'Ada Admin' })).closest('tr')!;
    expect(ada).toHaveTextContent('admin@acme.test');
    expect(within(ada).getByText('Active')).toBeVisible();
    expect(screen.getByText('new@acme.test').closest('tr')).toHaveTextContent('Invited');
    expect(screen.getByText('12 of 30')).toBeVisible();
    expect(screen.getByRole('link', { name: /^Endpoints/ })).toHaveAttribute('href', '/account-endpoint-list/acme-id/Acme%20Corp');
    expect(screen.getByRole('link', { name: /^Groups/ })).toHaveAttribute('href', '/group/acme-id');
  });

  it('says so when the company is not one the operator manages', async () => {
    storeSession(OPS);
    api(({ url }) => (url.pathname === '/api/provider/companies/other' ? json(404, { message: 'No such company among the ones you manage.' }) : undefined));
    renderWithSession(<UserAccount />, { path: '/user-account/:id/:name?', at: '/user-account/other' });
    expect(await screen.findByText('This company is not among the ones you manage.')).toBeVisible();
  });
});

describe('/account-endpoint-list', () => {
  it('pages through the endpoints on the server and links each to its details', async () => {
    storeSession(OPS);
    const calls = api();
    renderWithSession(<AccountEndpointList />, { path: '/account-endpoint-list/:id/:name?', at: '/account-endpoint-list/acme-id/Acme%20Corp' });
    const first = await screen.findByRole('link', { name: 'host-1' });
    expect(first).toHaveAttribute('href', '/selected-endpoint-detail/acme-id/Acme%20Corp/dev-1');
    expect(screen.getByText('Showing 1 to 10 of 12 Results')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByRole('link', { name: 'host-11' })).toBeVisible();
    const pages = calls.filter((c) => c.method === 'GET' && c.url.pathname.endsWith('/devices')).map((c) => c.url.searchParams.get('page'));
    expect(pages).toEqual(['1', '2']);
  });
});

describe('/group', () => {
  it("shows the people of one group of the company", async () => {
    storeSession(OPS);
    api(({ url }) =>
      url.pathname === '/api/provider/companies/acme-id/groups/Engineering'
        ? json(200, { id: 'g1', name: 'Engineering', members: 1, admins: ['lead@acme.test'], created_at: '2026-03-01T12:00:00.000Z', member_list: [{ id: 'p1', name: 'Grace', email: 'grace@acme.test', department: 'R&D' }] })
        : undefined,
    );
    renderWithSession(<Group />, { path: '/group/:id/:name?', at: '/group/acme-id/Engineering' });
    expect((await screen.findByRole('rowheader', { name: 'Grace' })).closest('tr')).toHaveTextContent('grace@acme.test');
    expect(screen.getByText('Group admins: lead@acme.test')).toBeVisible();
    expect(screen.getByRole('link', { name: 'All groups of the company' })).toHaveAttribute('href', '/group/acme-id');
  });
});

describe('/{parentname}/{id}/subaccount/details', () => {
  it('shows the sub-account and says its own pages are closed when the operator does not manage it', async () => {
    storeSession(OPS);
    const sub: SubaccountDetail = {
      id: 'east-id', client_id: 'east', name: 'Acme East', status: 'PENDING', parent_name: 'Acme Corp', endpoint_count: 3, people_count: 5,
      created_at: '2026-03-01T12:00:00.000Z', parent_id: 'acme-id', flags: { ...NO_FLAGS, enable_dlp: true }, operated: false,
    } satisfies CompanyRow & Partial<SubaccountDetail>;
    api(({ url }) => (url.pathname === '/api/provider/subaccounts/east-id' ? json(200, sub) : undefined));
    renderWithSession(<SubaccountDetails />, { path: '/:parentname/:id/subaccount/details/:name?', at: '/Acme%20Corp/east-id/subaccount/details/Acme%20East' });
    expect(await screen.findByText('east')).toBeVisible();
    expect(screen.getByText('Pending')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sub-accounts of Acme Corp' })).toHaveAttribute('href', '/subaccount/acme-id/Acme%20Corp');
    await waitFor(() => expect(screen.getByText(/You manage its parent company/)).toBeVisible());
    expect(screen.queryByRole('link', { name: /^Endpoints/ })).toBeNull();
  });
});

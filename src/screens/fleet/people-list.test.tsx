import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { DeviceRow } from '../../api/contract/fleet';
import type { PersonRow } from '../../api/contract/users';
import { accountFor, json, mockApi, renderWithSession, storeSession, type ApiCall } from '../../app/session/testing';
import { PeopleList } from './people-list';

const PEOPLE: PersonRow[] = Array.from({ length: 12 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `Person ${String(i + 1).padStart(2, '0')}`,
  email: `p${i}@acme.test`,
  department: 'Sales',
  groups: [],
  risk_level: i % 3 === 0 ? 'High' : 'Low',
  copilot_status: i % 2 ? 'installed' : 'not_installed',
  status: 'ACTIVE',
  scope: 'IN_SCOPE',
  last_seen: null,
}));

const DEVICE: DeviceRow = {
  id: '10000000-0000-4000-8000-000000000001', hostname: 'MBP-001', serial: 'S1', platform: 'DARWIN_ARM_64', platform_family: 'MacOS',
  os_name: 'macOS', os_version: '15.1', agent_version: '1.1.7', status: 'ACTIVE', compliance_state: 'COMPLIANT', mdm_managed: true,
  disk_encrypted: true, infra: false, last_seen: '2026-11-20T10:00:00.000Z', enrolled_at: '2026-01-01T00:00:00.000Z', owner: null,
};

function peopleApi() {
  return mockApi(({ method, url }: ApiCall) => {
    if (url.pathname === '/api/accounts') return json(200, accountFor());
    if (url.pathname.endsWith('/devices')) return json(200, [DEVICE]);
    if (url.pathname === '/api/assets' && method === 'HEAD') return new Response(null, { status: 200, headers: { 'x-size': url.searchParams.get('person') === PEOPLE[0]!.id ? '2' : '0' } });
    if (url.pathname.endsWith('/saas')) return json(200, [{ app_id: 'a', name: 'Slack', days_used: 3, duration_s: 3600, weighted_duration_s: 3600, last_day: '2026-11-20' }]);
    if (url.pathname !== '/api/users') return undefined;
    const copilot = url.searchParams.getAll('copilot');
    const rows = PEOPLE.filter((p) => copilot.length === 0 || copilot.includes(p.copilot_status));
    if (method === 'HEAD') return new Response(null, { status: 200, headers: { 'x-size': String(rows.length) } });
    return json(200, rows.slice(0, Number(url.searchParams.get('size'))));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('people lists', { timeout: 20_000 }, () => {
  it('lands from the dashboard’s inactive users link with its filter only and the matching total', async () => {
    storeSession();
    const calls = peopleApi();
    renderWithSession(<PeopleList routeId="user-management" variant="management" />, {
      path: '/user-management',
      at: '/user-management?copilot=not_installed&copilot=uninstalled',
    });
    expect(await screen.findByText('6 Users')).toBeVisible();
    const list = calls.find((c) => c.method === 'GET' && c.url.pathname === '/api/users')!;
    expect(list.url.searchParams.getAll('copilot')).toEqual(['not_installed', 'uninstalled']);
    expect(list.url.searchParams.has('status')).toBe(false);
  });

  it('asks for active people on a plain visit and opens a person’s endpoints and apps', async () => {
    storeSession();
    const calls = peopleApi();
    renderWithSession(<PeopleList routeId="user-management" variant="management" />, { path: '/user-management' });
    expect(await screen.findByRole('rowheader', { name: 'Person 01' })).toBeVisible();
    const list = calls.find((c) => c.method === 'GET' && c.url.pathname === '/api/users')!;
    expect(list.url.searchParams.getAll('status')).toEqual(['ACTIVE']);
    fireEvent.click(screen.getByRole('button', { name: 'Show the endpoints and apps of Person 01' }));
    expect(await screen.findByRole('link', { name: 'MBP-001' })).toBeVisible();
    expect(await screen.findByText(/Slack/)).toBeVisible();
    // an administrator also reaches the manually entered endpoints assigned to the person
    const assets = await screen.findByRole('link', { name: 'Person 01: 2 manually entered endpoints' });
    expect(assets).toHaveAttribute('href', `/endpoint-list/${PEOPLE[0]!.id}`);
    expect(assets).toHaveTextContent('2 manually entered endpoints');
  });

  it('does not offer the manually entered endpoints to a role that cannot open them', async () => {
    storeSession({ role: 'AUDITOR' });
    const calls = peopleApi();
    renderWithSession(<PeopleList routeId="users" variant="inventory" />, { path: '/users' });
    fireEvent.click(await screen.findByRole('button', { name: 'Show the endpoints and apps of Person 01' }));
    expect(await screen.findByRole('link', { name: 'MBP-001' })).toBeVisible();
    expect(screen.queryByTestId('person-assets-link')).toBeNull();
    expect(calls.some((c) => c.url.pathname === '/api/assets')).toBe(false);
  });
});

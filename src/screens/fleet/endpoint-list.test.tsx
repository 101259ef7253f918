import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeviceRow } from '../../api/contract/fleet';
import { accountFor, json, mockApi, renderWithSession, storeSession, type ApiCall, pagedList } from '../../app/session/testing';
import { EndpointList } from './endpoint-list';

const ROWS: DeviceRow[] = Array.from({ length: 14 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  hostname: `host-${String(i + 1).padStart(2, '0')}`,
  serial: `SER${i}`,
  platform: i % 2 ? 'WINDOWS_AMD_64' : 'DARWIN_ARM_64',
  platform_family: i % 2 ? 'Windows' : 'MacOS',
  os_name: i % 2 ? 'Windows 11 Pro' : 'macOS',
  os_version: '1.0',
  agent_version: '1.1.7',
  status: i === 0 ? 'OFFLINE_FOR_CONFIG_TIME' : 'ACTIVE',
  compliance_state: i % 3 ? 'COMPLIANT' : 'NON_COMPLIANT',
  mdm_managed: i % 2 === 0,
  disk_encrypted: true,
  infra: false,
  last_seen: '2026-11-20T10:00:00.000Z',
  enrolled_at: '2026-01-01T00:00:00.000Z',
  owner: { id: 'p', name: `Person ${i}`, email: `p${i}@acme.test`, scope: 'IN_SCOPE' },
}));

function fleetApi() {
  return mockApi(({ method, url }: ApiCall) => {
    if (url.pathname === '/api/accounts') return json(200, accountFor());
    if (!['/api/devices', '/api/devices/v2', '/api/infra-devices'].includes(url.pathname)) return undefined;
    const rows = url.pathname === '/api/infra-devices' ? [] : ROWS;
    return pagedList({ method, url }, rows);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('endpoint lists', { timeout: 20_000 }, () => {
  it('asks for active, in-scope endpoints on a plain visit and shows the HEAD total', async () => {
    storeSession();
    const calls = fleetApi();
    renderWithSession(<EndpointList area="inventory" routeId="devices" />, { path: '/devices' });
    const first = (await screen.findByRole('rowheader', { name: /host-01/ })).closest('tr')!;
    expect(within(first).getByText('Long idle')).toBeVisible();
    expect(await screen.findByText('14 Endpoints')).toBeVisible();
    expect(await screen.findByText('Showing 1 to 10 of 14 Results')).toBeVisible();
    const list = calls.find((c) => c.method === 'GET' && c.url.pathname === '/api/devices')!;
    expect(list.url.searchParams.getAll('status')).toEqual(['ACTIVE']);
    expect(list.url.searchParams.get('scope')).toBe('IN_SCOPE');
  });

  it('reads a dashboard link’s filters alone: no status or scope default beside them', async () => {
    storeSession();
    const calls = fleetApi();
    renderWithSession(<EndpointList area="management" routeId="endpoints-v2" />, { path: '/endpoints/v2', at: '/endpoints/v2?o=Windows&o=MacOS&o=Linux&compliant=true' });
    expect(await screen.findByRole('rowheader', { name: /host-01/ })).toBeVisible();
    const list = calls.find((c) => c.method === 'GET' && c.url.pathname === '/api/devices/v2')!;
    expect(list.url.searchParams.getAll('o')).toEqual(['Windows', 'MacOS', 'Linux']);
    expect(list.url.searchParams.get('compliant')).toBe('true');
    expect(list.url.searchParams.has('status')).toBe(false);
    expect(list.url.searchParams.has('scope')).toBe(false);
    expect(screen.getByRole('button', { name: 'Download device report' })).toBeVisible();
  });

  it('reads ALL as every status', async () => {
    storeSession();
    const calls = fleetApi();
    renderWithSession(<EndpointList area="inventory" routeId="devices" />, { path: '/devices', at: '/devices?status=ALL' });
    expect(await screen.findByRole('rowheader', { name: /host-01/ })).toBeVisible();
    const list = calls.find((c) => c.method === 'GET' && c.url.pathname === '/api/devices')!;
    expect(list.url.searchParams.has('status')).toBe(false);
  });

  it('carries the risky-apps card’s filter to the call and shows it as a removable filter', async () => {
    storeSession();
    const calls = fleetApi();
    const user = userEvent.setup();
    renderWithSession(<EndpointList area="inventory" routeId="devices" />, { path: '/devices', at: '/devices?risky_apps=true&status=ALL&scope=ALL' });
    expect(await screen.findByRole('rowheader', { name: /host-01/ })).toBeVisible();
    const list = calls.find((c) => c.method === 'GET' && c.url.pathname === '/api/devices')!;
    expect(list.url.searchParams.get('risky_apps')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Remove filter Running a vulnerable application' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/devices').at(-1)!.url.searchParams.has('risky_apps')).toBe(false));
  });
});

// Issue 18 screens: Applications, Browser Policy, Endpoint Status and the Reassign action, against a
// stubbed API: what the user sees, the links it follows and the calls it makes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApplicationRow, ExtensionPolicyRow } from '../../api/contract/applications';
import type { DeviceDetail, EndpointStatus } from '../../api/contract/fleet';
import { accountFor, json, mockApi, pagedList, renderWithSession, storeSession, type ApiCall } from '../../app/session/testing';
import Applications from './applications';
import BrowserPolicy from './browser-policy';
import EndpointStatusScreen from './endpoint-status';
import { ReassignAction } from './reassign-dialog';

const APPS: ApplicationRow[] = Array.from({ length: 12 }, (_, i) => ({
  name: `App ${String(i + 1).padStart(2, '0')}`,
  publisher: i % 2 ? 'Vendor' : null,
  versions: 1 + (i % 3),
  endpoints: 40 - i,
  vulnerable_endpoints: i === 0 ? 3 : 0,
  platforms: i % 2 ? ['Windows', 'MacOS'] : ['MacOS'],
}));

const EXTENSION: ExtensionPolicyRow = {
  extension_id: 'abcdefghijklmnop', name: 'Coupon Helper', browsers: ['Chrome'], versions: ['1.0'], permissions: ['tabs', '<all_urls>'],
  risky: true, endpoints: 7, removed_endpoints: 0, action: null, decided_by: null, decided_at: null,
};

const STATUS: EndpointStatus = {
  totals: { ACTIVE: 10, INACTIVE: 3, OFFLINE_FOR_CONFIG_TIME: 2, total: 15 },
  platforms: [{ platform: 'MacOS', ACTIVE: 6, INACTIVE: 1, OFFLINE_FOR_CONFIG_TIME: 0, total: 7 }, { platform: 'Windows', ACTIVE: 4, INACTIVE: 2, OFFLINE_FOR_CONFIG_TIME: 2, total: 8 }],
  versions: [{ version: '1.1.7', ACTIVE: 10, INACTIVE: 3, OFFLINE_FOR_CONFIG_TIME: 2, total: 15 }],
  at: '2026-11-26T01:00:00.000Z',
};

function api(extra?: (call: ApiCall) => Response | undefined) {
  return mockApi((call) => {
    const { url } = call;
    if (url.pathname === '/api/accounts') return json(200, accountFor());
    if (url.pathname === '/api/applications') return pagedList(call, APPS);
    if (url.pathname === '/api/browsers-installed') return json(200, [{ browser: 'Chrome', endpoints: 9, extensions: 4 }]);
    if (url.pathname === '/api/browser-extensions') return pagedList(call, [EXTENSION]);
    if (url.pathname === '/api/endpoint-status') return json(200, STATUS);
    return extra?.(call);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Applications', { timeout: 20_000 }, () => {
  it('shows the page of applications with the HEAD total, and links each to its details on the filtered platform', async () => {
    storeSession();
    const calls = api();
    renderWithSession(<Applications />, { path: '/applications', at: '/applications?o=MacOS&q=App' });
    const first = (await screen.findByRole('rowheader', { name: 'App 01' })).closest('tr')!;
    expect(within(first).getByText('3 vulnerable')).toBeVisible();
    expect(within(first).getByRole('link', { name: 'App 01' })).toHaveAttribute('href', '/applications-detail/App%2001/MacOS');
    expect(await screen.findByText('12 Applications')).toBeVisible();
    expect(screen.getByText('Showing 1 to 10 of 12 Results')).toBeVisible();
    const list = calls.find((c) => c.method === 'GET' && c.url.pathname === '/api/applications')!;
    expect(list.url.searchParams.getAll('o')).toEqual(['MacOS']);
    expect(list.url.searchParams.get('q')).toBe('App');
    expect(calls.some((c) => c.method === 'HEAD' && c.url.pathname === '/api/applications')).toBe(true);
  });
});

describe('Browser Policy', { timeout: 20_000 }, () => {
  it('lets an admin block an extension after confirming, and posts the decision', async () => {
    storeSession({ role: 'ADMIN' });
    const calls = api((call) =>
      call.method === 'POST' && call.url.pathname === '/api/browser-extension-policies' ? json(200, { extension_id: EXTENSION.extension_id, action: 'BLOCK', policy_version: 4 }) : undefined,
    );
    renderWithSession(<BrowserPolicy />, { path: '/browser-policy' });
    expect(await screen.findByText('9 endpoints')).toBeVisible();
    const row = (await screen.findByRole('rowheader', { name: /Coupon Helper/ })).closest('tr')!;
    expect(within(row).getByText('Not decided')).toBeVisible();
    fireEvent.keyDown(within(row).getByRole('button', { name: 'Decide on Coupon Helper' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/remove this extension from every endpoint that has it \(7 now\)/)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/browser-extension-policies')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ extension_id: EXTENSION.extension_id, action: 'BLOCK' });
  });

  it('shows the auditor the decisions without the controls', async () => {
    storeSession({ role: 'AUDITOR' });
    api();
    renderWithSession(<BrowserPolicy />, { path: '/browser-policy' });
    const row = (await screen.findByRole('rowheader', { name: /Coupon Helper/ })).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Decide on Coupon Helper' })).toBeNull();
    expect(within(row).getByText('Not decided')).toBeVisible();
  });
});

describe('Endpoint Status', { timeout: 20_000 }, () => {
  it('links each figure of an admin to Endpoint Management with the matching filters', async () => {
    storeSession({ role: 'ADMIN' });
    api();
    renderWithSession(<EndpointStatusScreen />, { path: '/endpoint-status' });
    const longIdle = await screen.findByRole('link', { name: 'Open the 2 endpoints: Long idle' });
    expect(longIdle).toHaveAttribute('href', '/endpoints/v2?status=OFFLINE_FOR_CONFIG_TIME');
    expect(screen.getByRole('link', { name: 'Open the 6 endpoints: Online, MacOS' })).toHaveAttribute('href', '/endpoints/v2?status=ACTIVE&o=MacOS');
    expect(screen.getByRole('link', { name: 'Open the 15 endpoints: All endpoints' })).toHaveAttribute('href', '/endpoints/v2?status=ALL');
    expect(screen.getByRole('link', { name: 'Open the 3 endpoints: Offline, 1.1.7' })).toHaveAttribute('href', '/endpoints/v2?status=INACTIVE&version=1.1.7');
  });

  it('links a group admin’s figures to the Inventory endpoint list', async () => {
    storeSession({ role: 'GROUP_ADMIN' });
    api();
    renderWithSession(<EndpointStatusScreen />, { path: '/endpoint-status' });
    expect(await screen.findByRole('link', { name: 'Open the 8 endpoints: All endpoints, Windows' })).toHaveAttribute('href', '/devices?status=ALL&o=Windows');
  });
});

const person = (id: string, name: string, email: string) => ({
  id, name, email, department: null, groups: [], risk_level: 'Low', copilot_status: 'installed', status: 'ACTIVE', scope: 'IN_SCOPE', last_seen: null,
});

describe('Reassign', { timeout: 20_000 }, () => {
  const DEVICE: DeviceDetail = {
    id: '00000000-0000-4000-8000-000000000001', hostname: 'MBP-042', serial: 'C02X', platform: 'DARWIN_ARM_64', platform_family: 'MacOS', os_name: 'macOS',
    os_version: '15.1', agent_version: '1.1.7', status: 'ACTIVE', compliance_state: 'COMPLIANT', mdm_managed: true, disk_encrypted: true, infra: false,
    last_seen: '2026-11-26T00:00:00.000Z', enrolled_at: '2026-01-01T00:00:00.000Z', owner: { id: 'p1', name: 'Ann Old', email: 'ann@acme.test', scope: 'IN_SCOPE' },
    first_seen: '2026-01-01T00:00:00.000Z', owner_department: null, groups: [], policy_version: 1, policy_applied_at: null,
  };

  it('searches people, and reassigns the endpoint to the one picked', async () => {
    storeSession({ role: 'ADMIN' });
    const calls = api((call) => {
      if (call.url.pathname === '/api/users') return pagedList(call, [person('p1', 'Ann Old', 'ann@acme.test'), person('p2', 'Bob New', 'bob@acme.test')]);
      if (call.method === 'POST' && call.url.pathname === `/api/devices/reassign/${DEVICE.id}`) return json(200, { ...DEVICE, owner: { id: 'p2', name: 'Bob New', email: 'bob@acme.test', scope: 'IN_SCOPE' } });
      return undefined;
    });
    renderWithSession(<ReassignAction device={DEVICE} />, { path: '/endpoint-details/:id', at: `/endpoint-details/${DEVICE.id}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Its owner now: Ann Old \(ann@acme.test\)/)).toBeVisible();
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'acme' } });
    const bob = await within(dialog).findByRole('radio', { name: /Bob New/ }, { timeout: 3000 });
    expect(within(dialog).getByRole('radio', { name: /Ann Old/ })).toBeDisabled();
    fireEvent.click(bob);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ person_id: 'p2' });
    expect(calls.find((c) => c.url.pathname === '/api/users')!.url.searchParams.get('q')).toBe('acme');
    expect(await screen.findByText('MBP-042 now belongs to bob@acme.test.')).toBeVisible();
  });

  it('is not offered to a group admin', async () => {
    storeSession({ role: 'GROUP_ADMIN' });
    api();
    renderWithSession(<ReassignAction device={DEVICE} />, { path: '/endpoint-details/:id', at: `/endpoint-details/${DEVICE.id}` });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Reassign' })).toBeNull();
  });
});

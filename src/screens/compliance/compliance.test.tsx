import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComplianceEndpointRow, ComplianceFrameworkRow, ComplianceStatus } from '../../api/contract/compliance';
import { accountFor, json, mockApi, pagedList, renderWithSession, storeSession } from '../../app/session/testing';
import Compliance from './compliance';

const ROWS: ComplianceEndpointRow[] = Array.from({ length: 3 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  hostname: `host-${i + 1}`,
  platform_family: 'MacOS',
  os_name: 'macOS',
  os_version: '15.1',
  compliance_state: 'NON_COMPLIANT',
  disk_encrypted: i > 0,
  mdm_managed: false,
  owner: { id: 'p', name: `Person ${i}`, email: `p${i}@acme.test` },
  checks: 8,
  failed: 1,
  failing: [{ control: 'Firewall enabled', details: 'firewall off', checked_at: '2026-11-20T10:00:00.000Z' }],
  last_checked_at: '2026-11-20T10:00:00.000Z',
}));
const STATUS: ComplianceStatus = { total: 3, compliant: 1, noncompliant: 2, unknown: 0, unencrypted: 1 };
const FRAMEWORKS: ComplianceFrameworkRow[] = [
  { id: 'cis', name: 'CIS Controls', version: 'v8', controls: 2, control_list: [{ id: '4.1', title: 'Secure configuration' }], enabled_controls: 1, checks: ['Firewall enabled'], checked: 3, passing: 1, failing: 2 },
];

function complianceApi() {
  return mockApi(({ method, url }) => {
    if (url.pathname === '/api/accounts') return json(200, accountFor());
    if (url.pathname === '/api/account-compliance-status/acme-id') return json(200, STATUS);
    if (url.pathname === '/api/compliance-frameworks') return json(200, FRAMEWORKS);
    if (url.pathname === '/api/compliance-endpoints') return pagedList({ method, url }, ROWS);
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/compliance', { timeout: 20_000 }, () => {
  it('reads the dashboard link’s filters, shows the figures with two-decimal shares and the failing checks', async () => {
    storeSession();
    const calls = complianceApi();
    renderWithSession(<Compliance />, { path: '/compliance', at: '/compliance?tab=endpoints&status=Non+Compliant&o=MacOS' });
    const row = (await screen.findByRole('rowheader', { name: /host-1/ })).closest('tr')!;
    expect(within(row).getByText('Firewall enabled')).toBeVisible();
    expect(within(row).getByText(/firewall off/)).toBeVisible();
    expect(await screen.findByText('3 Endpoints')).toBeVisible();
    expect(await screen.findByText('66.67% of 3')).toBeVisible();
    const list = calls.find((c) => c.method === 'GET' && c.url.pathname === '/api/compliance-endpoints')!;
    expect(list.url.searchParams.getAll('state')).toEqual(['NON_COMPLIANT']);
    expect(list.url.searchParams.getAll('o')).toEqual(['MacOS']);
  });

  it('removes a filter with its chip', async () => {
    storeSession();
    const calls = complianceApi();
    renderWithSession(<Compliance />, { path: '/compliance', at: '/compliance?tab=endpoints&encryption=Non+HD+Encrypted' });
    await screen.findByRole('rowheader', { name: /host-1/ });
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Non HD Encrypted' }));
    expect(screen.queryByRole('button', { name: 'Remove filter Non HD Encrypted' })).toBeNull();
    const last = calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/compliance-endpoints').at(-1)!;
    expect(last.url.searchParams.get('encrypted')).toBeNull();
  });
});

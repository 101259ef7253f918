import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreatedGateway, GatewayConfig, ZtpaLogRow } from '../../api/contract/ztpa';
import { RANGE_OVERLAP_MESSAGE } from '../../api/contract/ztpa';
import { accountFor, json, mockApi, pagedList, renderWithSession, storeSession } from '../../app/session/testing';
import ConfigureVpn from './configure-vpn';
import ZtpaLogs from './ztpa-logs';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const account = () => json(200, accountFor({ enable_vpn: true }));

function logRow(i: number, over: Partial<ZtpaLogRow> = {}): ZtpaLogRow {
  return {
    id: `00000000-0000-4000-8000-00000000000${i}`,
    time: '2026-11-20T10:00:00.000Z',
    action: 'Deny',
    gateway_id: '00000000-0000-4000-8000-0000000000a1',
    gateway: 'us-east-gateway',
    destination: 'db-prod.corp.example',
    port: 5432,
    person_id: `00000000-0000-4000-8000-0000000000b${i}`,
    user_name: `Person ${i}`,
    email: `person${i}@acme.test`,
    endpoint_id: `00000000-0000-4000-8000-0000000000c${i}`,
    hostname: `MBP-00${i}`,
    bytes_in: 0,
    bytes_out: 0,
    duration_s: 0,
    ...over,
  };
}

describe('/ztpa-logs', () => {
  it('sends the URL’s action filter, shows each denial with who, where and the total', { timeout: 30_000 }, async () => {
    storeSession({ role: 'ADMIN', email: 'admin@acme.test' });
    const rows = [logRow(1), logRow(2, { user_name: 'Dana Finance', email: 'dana@acme.test', destination: 'git.corp.example', port: 22 })];
    const calls = mockApi((call) => {
      if (call.url.pathname === '/api/accounts') return account();
      if (call.url.pathname === '/api/ztpa-logs') return pagedList(call, rows);
      if (call.url.pathname === '/api/ztpa-gateways') return json(200, []);
      return undefined;
    });
    renderWithSession(<ZtpaLogs />, { path: '/ztpa-logs', at: '/ztpa-logs?action=Deny&u=dana' });

    const dana = (await screen.findByRole('rowheader', { name: /dana@acme\.test/ })).closest('tr')!;
    expect(within(dana).getByText('git.corp.example:22')).toBeVisible();
    expect(within(dana).getByText('Deny')).toBeVisible();
    expect(within(dana).getByRole('link', { name: 'MBP-002' })).toBeVisible();
    expect(await screen.findByText('2 results')).toBeVisible();
    const list = calls.find((c) => c.method === 'GET' && c.url.pathname === '/api/ztpa-logs')!;
    expect(list.url.searchParams.getAll('action')).toEqual(['Deny']);
    expect(list.url.searchParams.get('u')).toBe('dana');
    expect(calls.some((c) => c.method === 'HEAD' && c.url.pathname === '/api/ztpa-logs' && c.url.searchParams.get('action') === 'Deny')).toBe(true);
  });
});

const GATEWAY_ID = '00000000-0000-4000-8000-0000000000d1';
const PUBLIC_KEY = 'Qk5hVtQ1cTr0s1o2cm0bAPuMsm7x7ZrJ0L7PdvGhYn8=';

function config(over: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    id: GATEWAY_ID,
    name: 'Frankfurt',
    region: null,
    status: 'OFFLINE',
    last_seen: null,
    version: null,
    public_endpoint: 'fra.example.com:51820',
    listen_port: 51820,
    endpoint_ip_range: '100.90.1.0/24',
    subnets: [],
    public_key: PUBLIC_KEY,
    enrolment: 'Pending',
    enrolled_at: null,
    reported_users: null,
    reported_bytes_in: null,
    reported_bytes_out: null,
    errors_24h: 0,
    created_at: '2026-11-26T10:00:00.000Z',
    public_host: 'fra.example.com',
    policies: [],
    destinations: [],
    steps_done: 2,
    ...over,
  };
}

describe('/configure-vpn', () => {
  it('walks the three steps: an overlap lands on the range field, the key is shown, the policies are sent', { timeout: 40_000 }, async () => {
    storeSession({ role: 'ADMIN', email: 'admin@acme.test' });
    let rangeTries = 0;
    const calls = mockApi((call) => {
      const { method, url } = call;
      if (url.pathname === '/api/accounts') return account();
      if (url.pathname === '/api/groups-lite') return json(200, [{ id: '00000000-0000-4000-8000-0000000000e1', name: 'Engineering' }]);
      if (url.pathname === '/api/vpn-config/ip-range' && method === 'POST') {
        rangeTries += 1;
        if (rangeTries === 1) return json(409, { exception: RANGE_OVERLAP_MESSAGE, code: 'conflict' });
        return json(200, { endpoint_ip_range: '100.90.1.0/24', first: '100.90.1.1', last: '100.90.1.254', addresses: 256 });
      }
      if (url.pathname === '/api/vpn-config' && method === 'POST') {
        const created: CreatedGateway = { gateway: config(), enrolment_token: 'enrol-token-0123456789abcdef', enrolment_expires_at: '2026-11-29T10:00:00.000Z' };
        return json(201, created);
      }
      if (url.pathname === `/api/vpn-config/${GATEWAY_ID}/policies` && method === 'PUT') return json(200, config({ subnets: ['10.90.1.0/24'], steps_done: 3 }));
      return undefined;
    });
    renderWithSession(<ConfigureVpn />, { path: '/configure-vpn/:id?', at: '/configure-vpn' });
    const user = userEvent.setup();

    // step 1: the 409's reason on the range field, then a free range goes through
    const range = await screen.findByLabelText('Endpoint IP range');
    await user.type(range, '100.64.5.0/24');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(RANGE_OVERLAP_MESSAGE)).toBeVisible();
    expect(range).toHaveAttribute('aria-invalid', 'true');
    // a malformed range is refused before any call
    await user.clear(range);
    await user.type(range, '100.90.1.7/24');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Enter an IPv4 range in CIDR notation, such as 100.64.10.0/24.')).toBeVisible();
    expect(rangeTries).toBe(1);
    await user.clear(range);
    await user.type(range, '100.90.1.0/24');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    // step 2: the gateway is created with the range of step 1; its public key and enrolment token are shown
    await user.type(await screen.findByLabelText('Gateway name'), 'Frankfurt');
    await user.type(screen.getByLabelText('Public host'), 'fra.example.com');
    await user.click(screen.getByRole('button', { name: 'Create gateway and generate keys' }));
    expect(await screen.findByTestId('gateway-public-key')).toHaveTextContent(PUBLIC_KEY);
    expect(screen.getByTestId('gateway-enrolment-token')).toHaveTextContent('enrol-token-0123456789abcdef');
    expect(screen.queryByRole('button', { name: 'Save gateway' })).toBeNull();
    const create = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/vpn-config')!;
    expect(create.body).toEqual({ name: 'Frankfurt', public_host: 'fra.example.com', listen_port: 51820, endpoint_ip_range: '100.90.1.0/24' });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // step 3: a subnet and one policy for everyone on 443
    await user.type(await screen.findByLabelText('Subnets'), '10.90.1.0/24');
    await user.click(screen.getByRole('button', { name: 'Add policy' }));
    await user.click(screen.getByRole('checkbox', { name: 'All users' }));
    await user.type(screen.getByLabelText('Ports of policy 1'), '443, 8000-8100');
    await user.click(screen.getByRole('button', { name: 'Save policies' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/config-vpn'));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      subnets: ['10.90.1.0/24'],
      policies: [{ subnet: '10.90.1.0/24', ports: ['443', '8000-8100'], all_users: true, group_ids: [], person_ids: [] }],
    });
  });
});

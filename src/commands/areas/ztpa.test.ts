// The palette's ZTPA commands (issue 22): each gateway opens its details for those who administer gateways
// (else the inventory list searched for it); 'Show denied ZTPA connections' opens ZTPA Logs filtered to
// Deny; 'Set up a ZTPA gateway' only for roles that may change the setup; nothing without enable_vpn.
import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import type { AccessContext } from '../../api/contract/access';
import type { GatewayRow } from '../../api/contract/ztpa';
import { ztpaCommands } from './ztpa';

const t = i18n.getFixedT('en', 'commands') as Parameters<typeof ztpaCommands>[2];
const on = { enable_dlp: true, enable_vpn: true, enable_mdm: true, enable_execute_command: true, disable_session_logs: false };
const as = (role: AccessContext['role'], enable_vpn = true): AccessContext => ({ role, flags: { ...on, enable_vpn }, billing: true, onProviderAccount: false });

const GATEWAY: GatewayRow = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'us-east-gateway',
  region: 'us-east-1',
  status: 'ONLINE',
  last_seen: '2026-11-26T10:00:00.000Z',
  version: '1.4.2',
  public_endpoint: '203.0.113.10:51820',
  subnets: ['10.10.0.0/16'],
  connected_users: 3,
  bytes_in: 1,
  bytes_out: 2,
  connections: 4,
  destinations: 5,
};

describe('ZTPA palette commands', () => {
  it('for an admin: opens the gateway in Gateway Management, the denied connections and the setup', () => {
    const commands = ztpaCommands([GATEWAY], as('ADMIN'), t);
    expect(commands.map((c) => [c.title, c.kind === 'navigate' ? c.href : null])).toEqual([
      ['Open gateway us-east-gateway', `/vpn-server-list/${GATEWAY.id}`],
      ['Show denied ZTPA connections', '/ztpa-logs?action=Deny'],
      ['Set up a ZTPA gateway', '/configure-vpn'],
    ]);
    expect(commands[0]!.subtitle).toBe('Online · 203.0.113.10:51820 · 1 subnet');
  });

  it('offers nothing without enable_vpn', () => {
    expect(ztpaCommands([GATEWAY], as('ADMIN', false), t)).toEqual([]);
  });

  it('never offers the setup to a role that may not change policies', () => {
    for (const role of ['GROUP_ADMIN', 'AUDITOR'] as const) {
      expect(ztpaCommands([GATEWAY], as(role), t).some((c) => c.id === 'ztpa:set-up'), role).toBe(false);
    }
  });
});

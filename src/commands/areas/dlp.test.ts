// The palette's DLP commands (issue 21): 'Show blocked pastes into Gen AI apps' opens Data Activity
// filtered to Block and Gen AI destinations; each endpoint with sensitive data opens its findings; nothing
// without enable_dlp.
import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import type { AccessContext } from '../../api/contract/access';
import type { DlpEndpointRow } from '../../api/contract/dlp';
import { dlpCommands } from './dlp';

const t = i18n.getFixedT('en', 'commands') as Parameters<typeof dlpCommands>[2];
const on = { enable_dlp: true, enable_vpn: true, enable_mdm: true, enable_execute_command: true, disable_session_logs: false };
const as = (role: AccessContext['role'], enable_dlp = true): AccessContext => ({ role, flags: { ...on, enable_dlp }, billing: true, onProviderAccount: false });

const ROW: DlpEndpointRow = {
  endpoint: { id: '00000000-0000-4000-8000-0000000000d1', hostname: 'MBP-042', platform_family: 'MacOS' },
  person: { id: '00000000-0000-4000-8000-0000000000e1', name: 'Omar Lewis', email: 'omar.lewis@acme.test' },
  files: 3,
  matches: 40,
  data_types: ['Credit Card Number', 'Email Address'],
  last_seen: '2026-11-26T10:00:00.000Z',
};

describe('DLP palette commands', () => {
  it('opens the blocked Gen AI pastes and each endpoint’s discovered data', () => {
    const commands = dlpCommands([ROW], as('ADMIN'), t);
    expect(commands.map((c) => [c.title, c.kind === 'navigate' ? c.href : null])).toEqual([
      ['Show blocked pastes into Gen AI apps', '/copy-paste-activity?action=Block&genai=true'],
      ['Open discovered data on MBP-042', `/dlp-endpoint-details/${ROW.endpoint.id}`],
    ]);
    expect(commands[1]!.subtitle).toBe('3 files with sensitive data · Credit Card Number, Email Address');
    expect(commands[1]!.keywords).toContain('omar.lewis@acme.test');
  });

  it('offers nothing to a company without data loss prevention', () => {
    expect(dlpCommands([ROW], as('ADMIN', false), t)).toEqual([]);
  });
});

// The palette's MDM device steps: /mdm-history and its tabs list the MDM-managed endpoints of Endpoint
// Management (GET /devices/v2?managed=MDM) and open the chosen device's tab; none without MDM or Admin.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeviceRow } from '../../api/contract/fleet';
import { json, mockApi } from '../../app/session/testing';
import { openStep, paletteContext, stepRoutes, targets } from './area-testing';
import { mdmDevicesArea } from './mdm-devices';

const MAC: DeviceRow = {
  id: '00000000-0000-4000-8000-0000000000d1', hostname: 'MBP-GRACE', serial: 'C02XK1', platform: 'DARWIN_ARM_64', platform_family: 'MacOS', os_name: 'macOS', os_version: '15.1',
  agent_version: '1.1.7', status: 'ACTIVE', compliance_state: 'COMPLIANT', mdm_managed: true, disk_encrypted: true, infra: false, last_seen: '2026-11-26T10:00:00.000Z',
  enrolled_at: '2026-01-10T10:00:00.000Z', owner: { id: 'p1', name: 'Grace Hopper', email: 'grace@acme.test', scope: 'IN_SCOPE' },
};

afterEach(() => vi.unstubAllGlobals());

describe('palette: MDM devices', () => {
  it('offers MDM History and its tabs to administrators of an MDM company only', () => {
    expect(stepRoutes(mdmDevicesArea, paletteContext('ADMIN'))).toEqual(['mdm-history', 'control-policy-history', 'device-details', 'command-history']);
    expect(stepRoutes(mdmDevicesArea, paletteContext('ADMIN', { flags: { enable_mdm: false } }))).toEqual([]);
    expect(stepRoutes(mdmDevicesArea, paletteContext('AUDITOR'))).toEqual([]);
  });

  it('lists the MDM-managed endpoints and opens the chosen one’s tab', async () => {
    const calls = mockApi(({ url }) => (url.pathname === '/api/devices/v2' ? json(200, [MAC]) : undefined));
    const ctx = paletteContext('ADMIN');
    const history = await openStep(mdmDevicesArea, 'command-history', ctx, 1);
    expect(targets(history)).toEqual([['MBP-GRACE', `/mdm-history/${MAC.id}/MBP-GRACE/command-history`]]);
    expect(history[0]!.subtitle).toBe('C02XK1 · grace@acme.test · macOS 15.1');
    expect(calls[0]!.url.searchParams.get('managed')).toBe('MDM');
    expect(targets(await openStep(mdmDevicesArea, 'mdm-history', ctx, 1))).toEqual([['MBP-GRACE', `/mdm-history/${MAC.id}/MBP-GRACE`]]);
    expect(targets(await openStep(mdmDevicesArea, 'device-details', ctx, 1))[0]![1]).toBe(`/mdm-history/${MAC.id}/MBP-GRACE/device-details`);
  });
});

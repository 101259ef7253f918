// The palette's Destination Details step: lists the ZTPA destinations of /inventory-vpn (GET /vpn-destinations),
// one per host, and opens /vpn-details/{host}; nothing without enable_vpn.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DestinationRow } from '../../api/contract/ztpa';
import { json, mockApi } from '../../app/session/testing';
import { openStep, paletteContext, stepRoutes, targets } from './area-testing';
import { ztpaDestinationsArea } from './ztpa-destinations';

const row = (host: string, gateway: string, connections: number, name: string | null = null): DestinationRow => ({
  host, id: null, name, address: null, port: null, protocol: null, gateway_id: `gw-${gateway}`, gateway, people: 2, connections, denied: 0, bytes_in: 1, bytes_out: 2, last_access: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('palette: ZTPA destinations', () => {
  it('is offered with enable_vpn to who opens the inventory', () => {
    expect(stepRoutes(ztpaDestinationsArea, paletteContext('AUDITOR'))).toEqual(['vpn-details']);
    expect(stepRoutes(ztpaDestinationsArea, paletteContext('ADMIN', { flags: { enable_vpn: false } }))).toEqual([]);
  });

  it('lists each host once, with its gateways, and opens its details', async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/vpn-destinations' ? json(200, [row('git.internal', 'Frankfurt', 40, 'Git'), row('10.0.0.5', 'Frankfurt', 3), row('git.internal', 'Virginia', 2, 'Git')]) : undefined,
    );
    const destinations = await openStep(ztpaDestinationsArea, 'vpn-details', paletteContext('ADMIN'), 2);
    expect(targets(destinations)).toEqual([
      ['git.internal', '/vpn-details/git.internal'],
      ['10.0.0.5', '/vpn-details/10.0.0.5'],
    ]);
    expect(destinations[0]!.subtitle).toBe('Git · via Frankfurt, Virginia · 42 connections');
  });
});

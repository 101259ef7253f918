import { describe, expect, it } from 'vitest';
import { canAccess, canMutate, isSuperAdminType, landingPath, type AccessContext, type Gate } from './access';
import type { Role } from './common';

const allOn = { enable_dlp: true, enable_vpn: true, enable_mdm: true, enable_execute_command: true, disable_session_logs: false };
const globexFlags = { enable_dlp: false, enable_vpn: false, enable_mdm: false, enable_execute_command: false, disable_session_logs: true };
const ctx = (role: Role, over: Partial<AccessContext> = {}): AccessContext => ({ role, flags: allOn, billing: true, onProviderAccount: false, ...over });

describe('canAccess', () => {
  it('lets a signed-out visitor open public routes only', () => {
    expect(canAccess({ area: 'public' }, null)).toBe(true);
    expect(canAccess({ area: 'open' }, null)).toBe(false);
    expect(canAccess({ area: 'dashboard' }, null)).toBe(false);
  });

  it('closes the customer area to the super-admin type and opens the operator area only to it', () => {
    for (const role of ['SuperAdmin', 'PALISADE_ADMIN'] as const) {
      expect(canAccess({ area: 'dashboard' }, ctx(role))).toBe(false);
      expect(canAccess({ area: 'operator' }, ctx(role))).toBe(true);
    }
    for (const role of ['ADMIN', 'GROUP_ADMIN', 'AUDITOR'] as const) expect(canAccess({ area: 'operator' }, ctx(role))).toBe(false);
  });

  it('gives the provider admin Policies only once switched into a customer', () => {
    expect(canAccess({ area: 'policies' }, ctx('PALISADE_ADMIN', { onProviderAccount: true }))).toBe(false);
    expect(canAccess({ area: 'policies' }, ctx('PALISADE_ADMIN', { onProviderAccount: false }))).toBe(true);
  });

  it('keeps superAdminOnly routes from the provider admin', () => {
    const gate: Gate = { area: 'operator', superAdminOnly: true };
    expect(canAccess(gate, ctx('SuperAdmin'))).toBe(true);
    expect(canAccess(gate, ctx('PALISADE_ADMIN'))).toBe(false);
  });

  it('applies flags, the session-logs block and billing', () => {
    const dlp: Gate = { area: 'inventory', flags: ['enable_dlp'] };
    const activity: Gate = { area: 'reports', blockedBy: ['disable_session_logs'] };
    const billing: Gate = { area: 'billing', billing: true };
    expect(canAccess(dlp, ctx('ADMIN'))).toBe(true);
    expect(canAccess(dlp, ctx('ADMIN', { flags: globexFlags }))).toBe(false);
    expect(canAccess(activity, ctx('ADMIN'))).toBe(true);
    expect(canAccess(activity, ctx('ADMIN', { flags: globexFlags }))).toBe(false);
    expect(canAccess(billing, ctx('ADMIN', { billing: false }))).toBe(false);
  });

  it('limits the group admin and the auditor', () => {
    expect(canAccess({ area: 'policies' }, ctx('GROUP_ADMIN'))).toBe(false);
    expect(canAccess({ area: 'askciso' }, ctx('GROUP_ADMIN'))).toBe(true);
    expect(canAccess({ area: 'askciso' }, ctx('AUDITOR'))).toBe(false);
    expect(canAccess({ area: 'inventory', restricted: true }, ctx('AUDITOR'))).toBe(false);
    expect(canAccess({ area: 'inventory', restricted: true }, ctx('GROUP_ADMIN'))).toBe(true);
  });
});

describe('roles', () => {
  it('lands each role where spec part 1 §4 says', () => {
    expect(landingPath('ADMIN', false)).toBe('/dashboard');
    expect(landingPath('GROUP_ADMIN', false)).toBe('/alerts-saas-apps');
    expect(landingPath('PALISADE_ADMIN', true)).toBe('/palisade-accounts');
    expect(landingPath('PALISADE_ADMIN', false)).toBe('/saas-config');
    expect(landingPath('SuperAdmin', true)).toBe('/palisade-accounts');
  });

  it('refuses mutations to the auditor only', () => {
    expect(canMutate('AUDITOR')).toBe(false);
    expect(canMutate('GROUP_ADMIN')).toBe(true);
    expect(isSuperAdminType('ADMIN')).toBe(false);
  });
});

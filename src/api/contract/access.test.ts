import { describe, expect, it } from 'vitest';
import * as access from './access';
import { canAccess, canMutate, isSuperAdminType, landingPath, type AccessContext, type Capability, type Gate } from './access';
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

// The capability matrix, written out from DESIGN.md's role table and spec part 1 §6 / part 2 §2.7, not
// computed with the code under test. A cell is one boolean for every flag set, or one per flag set.
const WHO = {
  SuperAdmin: { role: 'SuperAdmin', onProviderAccount: true },
  providerAdmin: { role: 'PALISADE_ADMIN', onProviderAccount: true },
  switchedProviderAdmin: { role: 'PALISADE_ADMIN', onProviderAccount: false },
  ADMIN: { role: 'ADMIN', onProviderAccount: false },
  GROUP_ADMIN: { role: 'GROUP_ADMIN', onProviderAccount: false },
  AUDITOR: { role: 'AUDITOR', onProviderAccount: false },
} as const satisfies Record<string, { role: Role; onProviderAccount: boolean }>;
type Who = keyof typeof WHO;

const FLAG_SETS = {
  allOn: { flags: allOn, billing: true },
  // Globex-like: DLP, VPN, MDM and commands off, session logs disabled
  globex: { flags: globexFlags, billing: true },
  noBilling: { flags: allOn, billing: false },
} as const;
type FlagSet = keyof typeof FLAG_SETS;

type Cell = boolean | Readonly<Record<FlagSet, boolean>>;
const sessions: Cell = { allOn: true, globex: false, noBilling: true };
const commands: Cell = { allOn: true, globex: false, noBilling: true };
const dlp: Cell = { allOn: true, globex: false, noBilling: true };
const vpn: Cell = { allOn: true, globex: false, noBilling: true };
const mdm: Cell = { allOn: true, globex: false, noBilling: true };
const billed: Cell = { allOn: true, globex: true, noBilling: false };

const EXPECTED: Record<string, Record<Who, Cell>> = {
  isSignedIn: { SuperAdmin: true, providerAdmin: true, switchedProviderAdmin: true, ADMIN: true, GROUP_ADMIN: true, AUDITOR: true },
  isProviderOperator: { SuperAdmin: true, providerAdmin: true, switchedProviderAdmin: true, ADMIN: false, GROUP_ADMIN: false, AUDITOR: false },
  canManageCatalog: { SuperAdmin: true, providerAdmin: true, switchedProviderAdmin: false, ADMIN: false, GROUP_ADMIN: false, AUDITOR: false },
  canManageReleases: { SuperAdmin: true, providerAdmin: false, switchedProviderAdmin: false, ADMIN: false, GROUP_ADMIN: false, AUDITOR: false },
  canCreateCompanies: { SuperAdmin: true, providerAdmin: true, switchedProviderAdmin: true, ADMIN: true, GROUP_ADMIN: false, AUDITOR: false },
  canSeeDashboard: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: true, GROUP_ADMIN: false, AUDITOR: false },
  canSeeDashboardWebsites: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: sessions, GROUP_ADMIN: false, AUDITOR: false },
  canSeeAlerts: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: true, GROUP_ADMIN: true, AUDITOR: true },
  canSeeReports: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: true, GROUP_ADMIN: true, AUDITOR: true },
  canSeeSessionReports: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: sessions, GROUP_ADMIN: sessions, AUDITOR: sessions },
  canSeeInventory: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: true, GROUP_ADMIN: true, AUDITOR: true },
  canSeeWebsiteUsage: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: sessions, GROUP_ADMIN: sessions, AUDITOR: sessions },
  canSeeSensitiveData: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: dlp, GROUP_ADMIN: dlp, AUDITOR: dlp },
  canSeePolicies: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: true, ADMIN: true, GROUP_ADMIN: false, AUDITOR: false },
  canPreviewDlp: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: dlp, ADMIN: dlp, GROUP_ADMIN: false, AUDITOR: false },
  canChangeDlpPolicies: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: dlp, ADMIN: dlp, GROUP_ADMIN: false, AUDITOR: false },
  canReadClassifications: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: true, ADMIN: true, GROUP_ADMIN: true, AUDITOR: true },
  canChangePolicies: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: true, ADMIN: true, GROUP_ADMIN: false, AUDITOR: false },
  canRunCommands: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: commands, GROUP_ADMIN: false, AUDITOR: false },
  canSeeCommands: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: commands, GROUP_ADMIN: commands, AUDITOR: commands },
  canSeeVpnInventory: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: vpn, GROUP_ADMIN: vpn, AUDITOR: vpn },
  canSeeVpnConfig: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: vpn, ADMIN: vpn, GROUP_ADMIN: false, AUDITOR: false },
  canChangeVpnConfig: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: vpn, ADMIN: vpn, GROUP_ADMIN: false, AUDITOR: false },
  canSeeCompliancePolicies: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: mdm, ADMIN: mdm, GROUP_ADMIN: false, AUDITOR: false },
  canChangeCompliancePolicies: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: mdm, ADMIN: mdm, GROUP_ADMIN: false, AUDITOR: false },
  canSeeVpnLogs: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: vpn, GROUP_ADMIN: false, AUDITOR: false },
  canAdministerVpn: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: vpn, GROUP_ADMIN: false, AUDITOR: false },
  canSeeMdmCommands: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: mdm, GROUP_ADMIN: false, AUDITOR: false },
  canSendMdmCommands: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: mdm, GROUP_ADMIN: false, AUDITOR: false },
  canRevealFileVaultKeys: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: mdm, GROUP_ADMIN: false, AUDITOR: false },
  canManageMdmEnrolment: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: mdm, GROUP_ADMIN: false, AUDITOR: false },
  canSeeGatewayCommands: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: vpn, GROUP_ADMIN: vpn, AUDITOR: vpn },
  canRunGatewayCommands: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: vpn, GROUP_ADMIN: false, AUDITOR: false },
  canDeleteAccount: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: true, GROUP_ADMIN: false, AUDITOR: false },
  canSeeCloud: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: true, GROUP_ADMIN: true, AUDITOR: false },
  canChangeCloud: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: true, GROUP_ADMIN: true, AUDITOR: false },
  canIssueEnrolmentSecret: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: true, GROUP_ADMIN: false, AUDITOR: false },
  canSeeGrcIntegrations: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: mdm, GROUP_ADMIN: false, AUDITOR: false },
  canChangeGrcIntegrations: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: mdm, GROUP_ADMIN: false, AUDITOR: false },
  canChangeAnything: { SuperAdmin: true, providerAdmin: true, switchedProviderAdmin: true, ADMIN: true, GROUP_ADMIN: true, AUDITOR: false },
  canUseAskCiso: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: true, GROUP_ADMIN: true, AUDITOR: false },
  canAdminister: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: true, GROUP_ADMIN: false, AUDITOR: false },
  canSeeLogs: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: true, GROUP_ADMIN: false, AUDITOR: false },
  canChangeSettings: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: true, GROUP_ADMIN: false, AUDITOR: false },
  canSeeBilling: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: billed, GROUP_ADMIN: false, AUDITOR: false },
  canSeeEndpointStatus: { SuperAdmin: false, providerAdmin: false, switchedProviderAdmin: false, ADMIN: true, GROUP_ADMIN: true, AUDITOR: true },
  isProviderAdmin: { SuperAdmin: false, providerAdmin: true, switchedProviderAdmin: true, ADMIN: false, GROUP_ADMIN: false, AUDITOR: false },
  hasSessionLogs: { SuperAdmin: sessions, providerAdmin: sessions, switchedProviderAdmin: sessions, ADMIN: sessions, GROUP_ADMIN: sessions, AUDITOR: sessions },
};

const exported = Object.entries(access).filter((entry): entry is [string, Capability] => typeof entry[1] === 'function' && 'capability' in entry[1]);

describe('named capabilities', () => {
  it('has a row of the expected matrix for every exported capability, named as exported', () => {
    expect(exported.map(([name]) => name).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const [name, cap] of exported) expect(cap.capability).toBe(name);
  });

  it('refuses a signed-out visitor everything', () => {
    for (const [name, cap] of exported) expect(cap(null), name).toBe(false);
  });

  for (const [name, row] of Object.entries(EXPECTED)) {
    it(`${name} follows the role table`, () => {
      const cap = exported.find(([n]) => n === name)?.[1];
      expect(cap, name).toBeDefined();
      for (const [who, cell] of Object.entries(row) as [Who, Cell][]) {
        for (const [set, over] of Object.entries(FLAG_SETS) as [FlagSet, (typeof FLAG_SETS)[FlagSet]][]) {
          const expected = typeof cell === 'boolean' ? cell : cell[set];
          expect(cap!(ctx(WHO[who].role, { ...over, onProviderAccount: WHO[who].onProviderAccount })), `${name} ${who} ${set}`).toBe(expected);
        }
      }
    });
  }
});

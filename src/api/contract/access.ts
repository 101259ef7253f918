// The one set of visibility predicates. Whether a route opens is canAccess() on its gate (app/can-open.ts);
// every other permission is a named capability below. Sources: spec part 1 §6, part 2 §2.7, DESIGN.md roles.
import type { FeatureFlag, Role } from './common';

/**
 * Where a route or call belongs. Roles are granted areas, not single routes.
 * - public: no session needed (sign-in pages, help centre, endpoint status, downloads).
 * - open: any signed-in user, no other guard (sub-account and account drill-down pages, /accounts).
 * - general: any signed-in role (account settings, about).
 * - operator: the provider-operator area, only for the super-admin type.
 * The rest are customer areas, closed to the super-admin type except where noted.
 */
export const AREAS = [
  'public', 'open', 'general', 'dashboard', 'alerts', 'reports', 'inventory', 'policies', 'integrations',
  'logs', 'askciso', 'admin', 'settings', 'billing', 'operator',
] as const;
export type Area = (typeof AREAS)[number];

export interface Gate {
  area: Area;
  /** every flag listed must be on for the account */
  flags?: readonly FeatureFlag[];
  /** blocked when any flag listed is on (disable_session_logs) */
  blockedBy?: readonly FeatureFlag[];
  /** needs the billing permission (spec part 1 §4: all four billing fields present) */
  billing?: boolean;
  /** hidden from the restricted role (AUDITOR): Cloud, SaaS Apps reports, AskCISO */
  restricted?: boolean;
  /** only the SuperAdmin role itself, not the provider admin (/admin-accounts, copilot versions) */
  superAdminOnly?: boolean;
}

export interface AccessContext {
  role: Role;
  flags: Readonly<Record<FeatureFlag, boolean>>;
  billing: boolean;
  /** true while the session is on the provider's own account (not switched into a customer) */
  onProviderAccount: boolean;
}

/** spec part 2 §2.7 / part 1 §6: true when the role claim is SuperAdmin; DESIGN.md counts the provider admin too. */
export function isSuperAdminType(role: Role): boolean {
  return role === 'SuperAdmin' || role === 'PALISADE_ADMIN';
}

const CUSTOMER_ADMIN_AREAS: readonly Area[] = [
  'general', 'dashboard', 'alerts', 'reports', 'inventory', 'policies', 'integrations', 'logs', 'askciso', 'admin', 'settings', 'billing',
];

function areasFor(role: Role, ctx: AccessContext): readonly Area[] {
  switch (role) {
    case 'ADMIN':
      return CUSTOMER_ADMIN_AREAS;
    case 'GROUP_ADMIN':
      return ['general', 'alerts', 'reports', 'inventory', 'askciso'];
    case 'AUDITOR':
      return ['general', 'alerts', 'reports', 'inventory'];
    case 'PALISADE_ADMIN':
      // DESIGN.md: may open the Policies routes of the company it switched into.
      return ctx.onProviderAccount ? ['general', 'operator'] : ['general', 'operator', 'policies'];
    case 'SuperAdmin':
      return ['general', 'operator'];
  }
}

export function canAccess(gate: Gate, ctx: AccessContext | null): boolean {
  if (gate.area === 'public') return true;
  if (!ctx) return false;
  if (gate.area === 'open') return true;
  if (!areasFor(ctx.role, ctx).includes(gate.area)) return false;
  if (gate.superAdminOnly && ctx.role !== 'SuperAdmin') return false;
  if (gate.restricted && ctx.role === 'AUDITOR') return false;
  if (gate.billing && !ctx.billing) return false;
  if (gate.flags?.some((f) => !ctx.flags[f])) return false;
  if (gate.blockedBy?.some((f) => ctx.flags[f])) return false;
  return true;
}

/** Mutations are refused to the read-only role (DESIGN.md: AUDITOR mutations answer 403). */
export function canMutate(role: Role): boolean {
  return role !== 'AUDITOR';
}

// ---------- named capabilities ----------
// DESIGN.md "Capabilities": every permission the console or the server checks has a name here. Guards,
// menu, header, palette, screen controls and the endpoint definitions of the contract call these; nothing
// else derives a permission from a role string or writes a Gate inline.

/** A named predicate over the session's role and its company's flags; `null` is a signed-out visitor. */
export type Capability = ((ctx: AccessContext | null) => boolean) & { readonly capability: string };

export function capability(name: string, test: (ctx: AccessContext) => boolean): Capability {
  const check = (ctx: AccessContext | null) => ctx !== null && test(ctx);
  return Object.assign(check, { capability: name });
}

const area = (gate: Gate) => (ctx: AccessContext) => canAccess(gate, ctx);

export const isSignedIn = capability('isSignedIn', () => true);
/** the super-admin type: SuperAdmin or the provider admin (spec part 2 §2.7) */
export const isProviderOperator = capability('isProviderOperator', area({ area: 'operator' }));
/** the provider's own catalog and settings: an operator on the provider account itself, not switched into a customer */
export const canManageCatalog = capability('canManageCatalog', (ctx) => canAccess({ area: 'operator' }, ctx) && ctx.onProviderAccount);
/** agent versions and their builds (/copilot-versions): the SuperAdmin role itself, not the provider admin */
export const canManageReleases = capability('canManageReleases', (ctx) => canAccess({ area: 'operator', superAdminOnly: true }, ctx));
/** who may create companies (POST /managed-accounts): the operators and a customer admin (sub-accounts) */
export const canCreateCompanies = capability('canCreateCompanies', (ctx) => ctx.role === 'SuperAdmin' || ctx.role === 'PALISADE_ADMIN' || ctx.role === 'ADMIN');
export const canSeeDashboard = capability('canSeeDashboard', area({ area: 'dashboard' }));
/** the dashboard's website-usage figures: refused under disable_session_logs */
export const canSeeDashboardWebsites = capability('canSeeDashboardWebsites', area({ area: 'dashboard', blockedBy: ['disable_session_logs'] }));
export const canSeeAlerts = capability('canSeeAlerts', area({ area: 'alerts' }));
export const canSeeReports = capability('canSeeReports', area({ area: 'reports' }));
/** the reports of usage (user behaviour, websites, activity): refused under disable_session_logs (spec part 2 §2.7) */
export const canSeeSessionReports = capability('canSeeSessionReports', area({ area: 'reports', blockedBy: ['disable_session_logs'] }));
export const canSeeInventory = capability('canSeeInventory', area({ area: 'inventory' }));
/** website usage (visits, sessions): refused under disable_session_logs */
export const canSeeWebsiteUsage = capability('canSeeWebsiteUsage', area({ area: 'inventory', blockedBy: ['disable_session_logs'] }));
export const canSeeSensitiveData = capability('canSeeSensitiveData', area({ area: 'inventory', flags: ['enable_dlp'] }));
export const canSeePolicies = capability('canSeePolicies', area({ area: 'policies' }));
export const canPreviewDlp = capability('canPreviewDlp', area({ area: 'policies', flags: ['enable_dlp'] })); // DLP policy preview and data types (issue 21)
/** what the inventories and the policy screens both read (apps' classifications, categories) */
export const canReadClassifications = capability('canReadClassifications', (ctx) => canAccess({ area: 'inventory' }, ctx) || canAccess({ area: 'policies' }, ctx));
/** sanction, block, classify apps and websites; edit geo-fences and bypasses */
export const canChangePolicies = capability('canChangePolicies', (ctx) => canAccess({ area: 'policies' }, ctx) && canMutate(ctx.role));
/** remote commands to endpoints and gateways (enable_execute_command): the company admin only; group admins and auditors may not send */
export const canRunCommands = capability('canRunCommands', (ctx) => canAccess({ area: 'inventory', flags: ['enable_execute_command'] }, ctx) && ctx.role === 'ADMIN');
/** reading remote commands, their output and the library (enable_execute_command); a group admin sees its groups' endpoints only */
export const canSeeCommands = capability('canSeeCommands', area({ area: 'inventory', flags: ['enable_execute_command'] }));
/** ZTPA inventory (gateways, destinations; enable_vpn): who sees the inventory; a group admin its groups' people's traffic only */
export const canSeeVpnInventory = capability('canSeeVpnInventory', area({ area: 'inventory', flags: ['enable_vpn'] }));
/** Policies › ZTPA: reading the gateways' setup (IP range, subnets, policies; enable_vpn) */
export const canSeeVpnConfig = capability('canSeeVpnConfig', area({ area: 'policies', flags: ['enable_vpn'] }));
/** the three-step gateway setup, editing and deleting gateways, their destinations and policies (enable_vpn) */
export const canChangeVpnConfig = capability('canChangeVpnConfig', (ctx) => canAccess({ area: 'policies', flags: ['enable_vpn'] }, ctx) && canMutate(ctx.role));
/** ZTPA Logs (enable_vpn) */
/** Policies › Compliance (frameworks, controls): enable_mdm gates compliance-framework routes (spec part 2 §2.7) */
export const canSeeCompliancePolicies = capability('canSeeCompliancePolicies', area({ area: 'policies', flags: ['enable_mdm'] }));
export const canChangeCompliancePolicies = capability('canChangeCompliancePolicies', (ctx) => canAccess({ area: 'policies', flags: ['enable_mdm'] }, ctx) && canMutate(ctx.role));
export const canSeeVpnLogs = capability('canSeeVpnLogs', area({ area: 'logs', flags: ['enable_vpn'] }));
/** Admin › ZTPA: gateway management, their logs, activity and errors (enable_vpn) */
export const canAdministerVpn = capability('canAdministerVpn', area({ area: 'admin', flags: ['enable_vpn'] }));
/** any change at all: every role but the read-only auditor */
export const canChangeAnything = capability('canChangeAnything', (ctx) => canMutate(ctx.role));
export const canUseAskCiso = capability('canUseAskCiso', area({ area: 'askciso', restricted: true }));
export const canAdminister = capability('canAdminister', area({ area: 'admin' }));
/** the Logs screens (notification logs; spec part 1 §2 Logs menu) */
export const canSeeLogs = capability('canSeeLogs', area({ area: 'logs' }));
export const canChangeSettings = capability('canChangeSettings', area({ area: 'settings' }));
export const canSeeBilling = capability('canSeeBilling', area({ area: 'billing', billing: true }));
/** the header's Endpoint Status shortcut: customers only (spec part 1 §2) */
export const canSeeEndpointStatus = capability('canSeeEndpointStatus', (ctx) => !isSuperAdminType(ctx.role));
/** spec part 1 §6: the provider admin never sees downloads, management, MDM, ZTPA, reports and billing groups */
export const isProviderAdmin = capability('isProviderAdmin', (ctx) => ctx.role === 'PALISADE_ADMIN');
/** spec part 1 §6: the company records website sessions (disable_session_logs off), whatever the role */
export const hasSessionLogs = capability('hasSessionLogs', (ctx) => !ctx.flags.disable_session_logs);

/**
 * spec part 1 §4: where each role lands after sign-in and after a company switch. The provider
 * admin lands on its companies screen while on the provider account, on saas-config once switched.
 */
export function landingPath(role: Role, onProviderAccount: boolean): string {
  switch (role) {
    case 'SuperAdmin':
      return '/palisade-accounts';
    case 'PALISADE_ADMIN':
      return onProviderAccount ? '/palisade-accounts' : '/saas-config';
    case 'GROUP_ADMIN':
    case 'AUDITOR':
      return '/alerts-saas-apps';
    case 'ADMIN':
      return '/dashboard';
  }
}
/** MDM commands (issue 20): the command history of an enrolled Mac (admin area, enable_mdm) */
export const canSeeMdmCommands = capability('canSeeMdmCommands', area({ area: 'admin', flags: ['enable_mdm'] }));
/** MDM commands: lock, restart, wipe, sync, settings; never the read-only role */
export const canSendMdmCommands = capability('canSendMdmCommands', (ctx) => canAccess({ area: 'admin', flags: ['enable_mdm'] }, ctx) && canMutate(ctx.role));
/** FileVault recovery key reveal: the company's own full admin only (not group admins, auditors or the provider) */
export const canRevealFileVaultKeys = capability('canRevealFileVaultKeys', (ctx) => ctx.role === 'ADMIN' && canAccess({ area: 'admin', flags: ['enable_mdm'] }, ctx));
/** Gateway commands (issue 22): ZTPA and remote commands both on; sending them as canRunCommands. */
export const canSeeGatewayCommands = capability('canSeeGatewayCommands', area({ area: 'inventory', flags: ['enable_vpn', 'enable_execute_command'] }));
export const canRunGatewayCommands = capability('canRunGatewayCommands', (ctx) => canSeeGatewayCommands(ctx) && ctx.role === 'ADMIN');
/** MDM enrolment (issue 20): PINs, push certificate, ADE and content tokens; the company's admin with enable_mdm */
export const canManageMdmEnrolment = capability('canManageMdmEnrolment', (ctx) => canAccess({ area: 'admin', flags: ['enable_mdm'] }, ctx) && canMutate(ctx.role));
/** DLP policies and what they watch (issue 21): creating, changing and deleting them; enable_dlp */
export const canChangeDlpPolicies = capability('canChangeDlpPolicies', (ctx) => canAccess({ area: 'policies', flags: ['enable_dlp'] }, ctx) && canMutate(ctx.role));
/** Deleting the company and all its data (issue 25): its admins only */
export const canDeleteAccount = capability('canDeleteAccount', (ctx) => ctx.role === 'ADMIN');
/** Cloud agents and services (issue 22): inventory, hidden from the restricted role; changes need a mutating role. */
export const canSeeCloud = capability('canSeeCloud', area({ area: 'inventory', restricted: true }));
export const canChangeCloud = capability('canChangeCloud', (ctx) => canSeeCloud(ctx) && canMutate(ctx.role));
export const canIssueEnrolmentSecret = capability('canIssueEnrolmentSecret', (ctx) => ctx.role === 'ADMIN');
/** GRC integrations (issue 27: Vanta, Scrut): evidence per control exists where compliance controls are configured (enable_mdm) */
export const canSeeGrcIntegrations = capability('canSeeGrcIntegrations', area({ area: 'integrations', flags: ['enable_mdm'] }));
export const canChangeGrcIntegrations = capability('canChangeGrcIntegrations', (ctx) => canSeeGrcIntegrations(ctx) && canMutate(ctx.role));

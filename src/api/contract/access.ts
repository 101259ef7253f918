// The one set of visibility predicates: route guards, the menu, the palette and the
// server's gates all call canAccess(). Sources: spec part 1 §6, part 2 §2.7, DESIGN.md roles.
import type { Role } from './common';
import type { FeatureFlag } from './accounts';

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

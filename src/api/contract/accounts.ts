import { z } from 'zod';
import { canCreateCompanies, isProviderOperator } from './access';
import { pageQuery } from './common';
import { countOf, endpoint } from './endpoint';
import { emailField } from '../../lib/validation';

import { FEATURE_FLAGS, type FeatureFlag } from './common';
export { FEATURE_FLAGS, type FeatureFlag };

/** spec part 1 §3: account details (GET /api/accounts), for the signed-in account. */
export const accountDetails = z.object({
  id: z.string(),
  client_id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  disable_username_password: z.boolean(),
  group_by_category: z.boolean(),
  show_legacy_agent_online_offline_graph: z.boolean(),
  billing_period: z.string().nullable(),
  billing_type: z.string().nullable(),
  unit_amount: z.number().nullable(),
  billing_start_date: z.string().nullable(),
  enable_mdm: z.boolean(),
  enable_vpn: z.boolean(),
  enable_dlp: z.boolean(),
  enable_execute_command: z.boolean(),
  disable_session_logs: z.boolean(),
  user_onboarding_required: z.boolean(),
  is_provider: z.boolean(),
  created_at: z.string(),
});
export type AccountDetails = z.infer<typeof accountDetails>;

/** spec part 1 §4: billing is enabled only when all four billing fields are present. */
export function isBillingEnabled(a: Pick<AccountDetails, 'billing_period' | 'billing_type' | 'unit_amount' | 'billing_start_date'>): boolean {
  return a.billing_period != null && a.billing_type != null && a.unit_amount != null && a.billing_start_date != null;
}

export const accountStatus = z.object({
  user_onboarding_required: z.boolean(),
  setup_started: z.boolean(),
});
export type AccountStatus = z.infer<typeof accountStatus>;

export const ACCOUNT_STATUSES = ['ACTIVE', 'PENDING'] as const;
export const accountStatusSchema = z.enum(ACCOUNT_STATUSES);

/** A company row in the switcher and on /accounts. */
export const companyRow = z.object({
  id: z.string(),
  client_id: z.string(),
  name: z.string(),
  status: accountStatusSchema,
  parent_name: z.string().nullable(),
  endpoint_count: z.number().int(),
  people_count: z.number().int(),
  created_at: z.string(),
});
export type CompanyRow = z.infer<typeof companyRow>;

export const companyListQuery = pageQuery.extend({
  q: z.string().trim().max(200).optional(),
  status: accountStatusSchema.optional(),
});
export type CompanyListQuery = z.infer<typeof companyListQuery>;

/** spec part 1 §3: account counters Pending, All and Active Accounts. */
export const accountStats = z.object({
  pending: z.number().int(),
  all: z.number().int(),
  active: z.number().int(),
});
export type AccountStats = z.infer<typeof accountStats>;

export const managedAccountBody = z.object({
  name: z.string().trim().min(2, 'Enter the company name.').max(200),
  enable_dlp: z.boolean().default(false),
  enable_vpn: z.boolean().default(false),
  enable_mdm: z.boolean().default(false),
  enable_execute_command: z.boolean().default(false),
  disable_session_logs: z.boolean().default(false),
  /** the company's first admin (issue 24): an ADMIN member without a password until invited by e-mail */
  admin_email: emailField.optional(),
});
export type ManagedAccountBody = z.infer<typeof managedAccountBody>;

/** The feature each flag stands for, as the refusal below names it. */
export const FEATURE_NAMES: Readonly<Record<FeatureFlag, string>> = {
  enable_dlp: 'DLP',
  enable_vpn: 'ZTPA (VPN)',
  enable_mdm: 'device management (MDM)',
  enable_execute_command: 'remote commands',
  disable_session_logs: 'session logs',
};

/**
 * docs/ROLES.md "Creating companies" (issue 15): a company created by a customer admin never has a feature
 * its creator's company lacks. An `enable_` flag may be on only where the creator's is on; the one flag
 * that takes a feature away, `disable_session_logs`, works the other way: on for the creator means on for
 * the new company. Answers the flags the request asks beyond the creator, empty when it may be created.
 */
export function flagsBeyondCreator(creator: Readonly<Record<FeatureFlag, boolean>>, requested: Readonly<Record<FeatureFlag, boolean>>): FeatureFlag[] {
  return FEATURE_FLAGS.filter((flag) => (flag === 'disable_session_logs' ? creator[flag] && !requested[flag] : requested[flag] && !creator[flag]));
}

/** GET /api/accessible-accounts: the companies the caller may switch to (the switcher, /accounts, the palette). */
const listAccessibleAccounts = endpoint({
  method: 'GET',
  path: '/accessible-accounts',
  access: 'session',
  tag: 'accounts',
  description: 'The companies the caller may switch to, a page at a time.',
  query: companyListQuery,
  response: z.array(companyRow),
});

/** GET /api/all-accounts: every company the provider's operators run. */
const listAllAccounts = endpoint({
  method: 'GET',
  path: '/all-accounts',
  access: isProviderOperator,
  tag: 'accounts',
  description: "Every company the provider's operator manages, a page at a time.",
  query: companyListQuery,
  response: z.array(companyRow),
});

export const accountsApi = {
  getAccount: endpoint({
    method: 'GET',
    path: '/accounts',
    access: 'session',
    tag: 'accounts',
    description: "The session's company: its details, feature flags and billing (spec part 1 §3).",
    response: accountDetails,
  }),
  getAccountStatus: endpoint({
    method: 'GET',
    path: '/account-status',
    access: 'session',
    tag: 'accounts',
    description: "Whether the session's company still needs onboarding and has started its setup guide.",
    response: accountStatus,
  }),
  listAccessibleAccounts,
  countAccessibleAccounts: countOf(listAccessibleAccounts),
  listAllAccounts,
  countAllAccounts: countOf(listAllAccounts),
  getAccountStats: endpoint({
    method: 'GET',
    path: '/stats',
    access: 'session',
    tag: 'accounts',
    description: 'The Pending, All and Active Accounts counters over the companies the caller may reach (spec part 1 §3).',
    response: accountStats,
  }),
  createManagedAccount: endpoint({
    method: 'POST',
    path: '/managed-accounts',
    access: canCreateCompanies,
    tag: 'accounts',
    description: "Creates a company: a customer the provider's admin then manages, or a sub-account of an admin's own company. Answers 201 with its row.",
    body: managedAccountBody,
    response: companyRow,
    status: 201,
    errors: [409],
  }),
};

import { z } from 'zod';
import { pageQuery } from './common';

export const FEATURE_FLAGS = ['enable_dlp', 'enable_vpn', 'enable_mdm', 'enable_execute_command', 'disable_session_logs'] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

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
});
export type ManagedAccountBody = z.infer<typeof managedAccountBody>;

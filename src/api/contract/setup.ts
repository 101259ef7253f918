// The setup guide's calls (spec part 2 §4 and §7 "Setup", part 1 §4 "Setup steps").
import { z } from 'zod';
import { canChangeSettings } from './access';
import { accountStatus, type FeatureFlag } from './accounts';
import { ACCESS_TYPES, UNSANCTIONED_ACTIONS } from './catalog';
import { pageQuery } from './common';
import { countOf, endpoint } from './endpoint';

/**
 * spec part 1 §4: Step_1 onward. Each step is one page of /recommended-config; Step_5 and Step_6
 * need enable_mdm, Step_7 needs enable_vpn (the same flags gate those pages' routes).
 */
export const SETUP_STEPS = [
  { step: 'Step_1', page: 'users-groups' },
  { step: 'Step_2', page: 'blocked-categories' },
  { step: 'Step_3', page: 'sanctioned-apps' },
  { step: 'Step_4', page: 'unsanctioned-apps' },
  { step: 'Step_5', page: 'compliance-framework', flag: 'enable_mdm' },
  { step: 'Step_6', page: 'configure-mdm', flag: 'enable_mdm' },
  { step: 'Step_7', page: 'configure-ztpa', flag: 'enable_vpn' },
  { step: 'Step_8', page: 'email-reports' },
] as const satisfies readonly { step: string; page: string; flag?: FeatureFlag }[];

export type SetupStepId = (typeof SETUP_STEPS)[number]['step'];
export type SetupPage = (typeof SETUP_STEPS)[number]['page'];
export const SETUP_STEP_IDS = SETUP_STEPS.map((s) => s.step) as [SetupStepId, ...SetupStepId[]];
export const setupStepSchema = z.enum(SETUP_STEP_IDS);

/** The steps an account with these flags can see and complete. */
export function availableSteps(flags: Readonly<Partial<Record<FeatureFlag, boolean>>>): SetupStepId[] {
  return SETUP_STEPS.filter((s) => !('flag' in s) || flags[s.flag]).map((s) => s.step);
}

/** spec part 2 §3 "Setup step: step, visited". */
export const setupStepState = z.object({
  step: setupStepSchema,
  visited: z.boolean(),
  visited_at: z.string().nullable(),
});
export type SetupStepState = z.infer<typeof setupStepState>;

/** GET /api/account-setup-status: every step of the account, and this user's dismissal and hide preference. */
export const setupStatus = z.object({
  steps: z.array(setupStepState),
  dismissed: z.boolean(),
  hidden: z.boolean(),
});
export type SetupStatus = z.infer<typeof setupStatus>;

/** POST /api/account-setup-steps: the admin completed this step. */
export const setupVisitBody = z.object({ step: setupStepSchema }).strict();
export type SetupVisitBody = z.infer<typeof setupVisitBody>;

/** POST /api/account-setup-preferences: dismiss the guide for now, or hide it for good (or show it again). */
export const setupPreferencesBody = z
  .object({ dismissed: z.boolean().optional(), hidden: z.boolean().optional() })
  .strict()
  .refine((b) => b.dismissed !== undefined || b.hidden !== undefined, { message: 'Say what to change: dismissed or hidden.' });
export type SetupPreferencesBody = z.infer<typeof setupPreferencesBody>;

/** POST /api/account-setup-start: marks setup started (spec part 2 §4, when onboarding is not required). */
export const setupStartBody = z.object({}).strict();

export const SAAS_RECOMMENDATIONS = ['Sanctioned', 'Unsanctioned'] as const;

/**
 * The recommendation rule of the setup guide (docs/DECISIONS.md): an app your people use is recommended
 * for unsanctioning when it sits in one of these categories (data leaves through them, or they get
 * round the company's controls), for sanctioning otherwise.
 */
export const RISKY_SAAS_CATEGORIES = ['Gen AI', 'File Sharing', 'Crypto', 'Remote Access', 'VPN', 'Social Media'] as const;

/** Website categories the guide recommends blocking: threats, and sites that exist to get round web filtering. */
export const RISKY_WEBSITE_CATEGORIES = ['Phishing', 'Malware', 'Proxy Avoidance', 'Peer-to-Peer', 'Adult', 'Gambling', 'Weapons', 'Parked Domains'] as const;

/** GET /api/account-setup-saas-apps: the catalog apps your people used, most used first, with the recommendation and your current choice. */
export const setupSaasApp = z.object({
  id: z.string(),
  name: z.string(),
  categories: z.array(z.string()),
  recommendation: z.enum(SAAS_RECOMMENDATIONS),
  access_type: z.enum(ACCESS_TYPES),
  action_type: z.enum(UNSANCTIONED_ACTIONS).nullable(),
  users: z.number().int(),
  weighted_duration: z.number(),
});
export type SetupSaasApp = z.infer<typeof setupSaasApp>;
export const setupSaasAppsQuery = pageQuery.extend({
  recommendation: z.enum(SAAS_RECOMMENDATIONS).optional(),
  category: z.string().trim().min(1).max(200).optional(),
});
export type SetupSaasAppsQuery = z.infer<typeof setupSaasAppsQuery>;

/** GET /api/account-setup-saas-apps-categories: categories of the apps in use, with how many apps each. */
export const setupSaasCategory = z.object({ name: z.string(), app_count: z.number().int() });
export type SetupSaasCategory = z.infer<typeof setupSaasCategory>;

/** GET /api/account-setup-blocked-saas-categories: website categories, whether the guide recommends blocking them and whether you do. */
export const setupBlockedCategory = z.object({ name: z.string(), description: z.string().nullable(), recommended: z.boolean(), blocked: z.boolean() });
export type SetupBlockedCategory = z.infer<typeof setupBlockedCategory>;

// ---------- the calls ----------
// The setup guide is a Settings page (spec part 1 §2): the account admins' area.

const listSetupSaasApps = endpoint({
  method: 'GET', path: '/account-setup-saas-apps', access: canChangeSettings, tag: 'setup',
  description: 'The catalog apps your people used in the last 90 days, most used first, with the recommendation and your current choice.',
  query: setupSaasAppsQuery, response: z.array(setupSaasApp),
});

export const setupApi = {
  getSetupStatus: endpoint({
    method: 'GET', path: '/account-setup-status', access: canChangeSettings, tag: 'setup',
    description: "Every step of the company, and the signed-in user's dismissal and hide preference.",
    response: setupStatus,
  }),
  visitSetupStep: endpoint({
    method: 'POST', path: '/account-setup-steps', access: canChangeSettings, tag: 'setup',
    description: 'Marks a setup step visited (completed) for the company.',
    body: setupVisitBody, response: setupStatus,
  }),
  saveSetupPreferences: endpoint({
    method: 'POST', path: '/account-setup-preferences', access: canChangeSettings, tag: 'setup',
    description: "Stores the signed-in user's dismissal of the setup guide and its hide-setup-guide preference for this company.",
    body: setupPreferencesBody, response: setupStatus,
  }),
  startSetup: endpoint({
    method: 'POST', path: '/account-setup-start', access: canChangeSettings, tag: 'setup',
    description: 'Marks setup started when onboarding is not required.',
    body: setupStartBody.optional(), response: accountStatus,
  }),
  listSetupSaasApps,
  countSetupSaasApps: countOf(listSetupSaasApps),
  listSetupSaasCategories: endpoint({
    method: 'GET', path: '/account-setup-saas-apps-categories', access: canChangeSettings, tag: 'setup',
    description: 'Categories of the apps in use, with how many apps each.',
    response: z.array(setupSaasCategory),
  }),
  listSetupBlockedCategories: endpoint({
    method: 'GET', path: '/account-setup-blocked-saas-categories', access: canChangeSettings, tag: 'setup',
    description: 'Website categories, whether the guide recommends blocking them and whether you do.',
    response: z.array(setupBlockedCategory),
  }),
};

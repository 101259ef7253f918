// MDM app policies and browsers (issue 20; spec part 2 §2.6 /add-app-policy, /edit-app-policy/{id},
// /browsers (application-selection, selected-application/{appName})). An app policy installs, removes or
// blocks the launch of one managed app or of the apps of an application group on the devices of its targets;
// a browser the company disallows is blocked from launching on every managed device. Both reach the agents
// as the `mdm_apps` section of the policy document; reach and compliance are computed from the fleet.
import { z } from 'zod';
import { canChangeCompliancePolicies, canSeeCompliancePolicies } from './access';
import { PLATFORM_FAMILY_VALUES } from './catalog';
import { pageQuery } from './common';
import { countOf, endpoint } from './endpoint';

export const APP_POLICY_ACTIONS = ['INSTALL', 'REMOVE', 'BLOCK_LAUNCH'] as const;
export type AppPolicyAction = (typeof APP_POLICY_ACTIONS)[number];
export const APP_POLICY_SCHEDULES = ['IMMEDIATE', 'WINDOW'] as const;
export const WEEK_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export const MAX_DEFERRALS = 10;
const MAX_TARGETS = 500;

/**
 * The browsers a company may allow or disallow, with the application names the agents report for each
 * (installed_apps.name, compared case-insensitively) on macOS, Windows and Linux.
 */
export const MDM_BROWSERS = [
  { name: 'Chrome', label: 'Google Chrome', apps: ['Google Chrome', 'google-chrome-stable', 'google-chrome'] },
  { name: 'Edge', label: 'Microsoft Edge', apps: ['Microsoft Edge', 'microsoft-edge-stable'] },
  { name: 'Firefox', label: 'Mozilla Firefox', apps: ['Firefox', 'Mozilla Firefox', 'firefox', 'firefox-esr'] },
  { name: 'Safari', label: 'Safari', apps: ['Safari'] },
  { name: 'Brave', label: 'Brave', apps: ['Brave Browser', 'brave-browser'] },
  { name: 'Arc', label: 'Arc', apps: ['Arc'] },
  { name: 'Opera', label: 'Opera', apps: ['Opera', 'Opera Browser', 'opera-stable'] },
  { name: 'Vivaldi', label: 'Vivaldi', apps: ['Vivaldi', 'vivaldi-stable'] },
  { name: 'Chromium', label: 'Chromium', apps: ['Chromium', 'chromium', 'chromium-browser'] },
] as const;
export type MdmBrowserName = (typeof MDM_BROWSERS)[number]['name'];

const NOT_FOUND = [404] as const;
const tag = 'mdm-policies';

// ---- browsers ------------------------------------------------------------------------------------

/** a browser's name as MDM_BROWSERS has it; another name is a 404 */
export const browserParams = z.object({ appName: z.string().trim().min(1).max(60) });

export const browserRow = z.object({
  name: z.string(),
  label: z.string(),
  /** the application names matched in the installed-apps inventory */
  apps: z.array(z.string()),
  allowed: z.boolean(),
  /** active endpoints (that the caller may see) with the browser installed now */
  devices: z.number(),
  versions: z.array(z.object({ version: z.string(), devices: z.number() })),
  updated_by: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type BrowserRow = z.infer<typeof browserRow>;

export const browserDeviceQuery = pageQuery;
export const browserDevice = z.object({
  id: z.string(),
  hostname: z.string(),
  platform_family: z.enum(PLATFORM_FAMILY_VALUES),
  owner_name: z.string().nullable(),
  owner_email: z.string().nullable(),
  app_name: z.string(),
  version: z.string(),
  last_seen: z.string(),
});
export type BrowserDevice = z.infer<typeof browserDevice>;

export const browserDecisionBody = z.object({ allowed: z.boolean() });

// ---- app policies --------------------------------------------------------------------------------

export const appPolicyFiltersQuery = z.object({
  action: z.enum(APP_POLICY_ACTIONS).optional(),
  /** the app's or group's name, contains, case-insensitive */
  q: z.string().trim().max(200).optional(),
});
export type AppPolicyFilters = z.infer<typeof appPolicyFiltersQuery>;
export const appPolicyListQuery = pageQuery.extend(appPolicyFiltersQuery.shape);
export type AppPolicyListQuery = z.input<typeof appPolicyListQuery>;

export const appPolicyReach = z.object({
  /** active endpoints of the targets that the caller may see */
  devices: z.number(),
  /** of those, the ones that acknowledged a policy version holding this state of the policy */
  applied: z.number(),
  /** of those, the ones whose installed applications match the action (installed, or absent) */
  compliant: z.number(),
});
export type AppPolicyReach = z.infer<typeof appPolicyReach>;

export const appPolicySchedule = z.object({
  kind: z.enum(APP_POLICY_SCHEDULES),
  days: z.array(z.enum(WEEK_DAYS)),
  start_hour: z.number().nullable(),
  end_hour: z.number().nullable(),
});

export const appPolicyRow = z.object({
  id: z.string(),
  subject: z.object({ kind: z.enum(['app', 'group']), id: z.string(), name: z.string(), bundle_id: z.string().nullable(), apps: z.array(z.string()) }),
  action: z.enum(APP_POLICY_ACTIONS),
  people: z.number(),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  schedule: appPolicySchedule,
  deferrals: z.number(),
  priority: z.number(),
  reach: appPolicyReach,
  updated_at: z.string(),
});
export type AppPolicyRow = z.infer<typeof appPolicyRow>;

export const appPolicyDetail = appPolicyRow.extend({
  assigned_people: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type AppPolicyDetail = z.infer<typeof appPolicyDetail>;

export const appPolicyParams = z.object({ id: z.guid() });

export const appPolicyDeviceQuery = pageQuery;
export const appPolicyDevice = z.object({
  id: z.string(),
  hostname: z.string(),
  platform_family: z.enum(PLATFORM_FAMILY_VALUES),
  owner_name: z.string().nullable(),
  owner_email: z.string().nullable(),
  /** the policy's applications installed on the endpoint now */
  installed: z.array(z.string()),
  compliant: z.boolean(),
  applied: z.boolean(),
  last_seen: z.string(),
});
export type AppPolicyDevice = z.infer<typeof appPolicyDevice>;

export const appPolicyChoices = z.object({
  apps: z.array(z.object({ id: z.string(), name: z.string(), bundle_id: z.string() })),
  groups: z.array(z.object({ id: z.string(), name: z.string(), kind: z.string(), apps: z.array(z.string()) })),
});
export type AppPolicyChoices = z.infer<typeof appPolicyChoices>;

const hour = z.number().int('An hour is a whole number from 0 to 23.').min(0, 'An hour is from 0 to 23.').max(23, 'An hour is from 0 to 23.');

export const appPolicyBody = z
  .object({
    managed_app_id: z.guid('Not a managed app id.').nullable().default(null),
    app_group_id: z.guid('Not an application group id.').nullable().default(null),
    action: z.enum(APP_POLICY_ACTIONS, 'Choose install, remove or block launch.'),
    person_emails: z.array(z.string().trim().toLowerCase().pipe(z.email('Not an email address.'))).max(MAX_TARGETS).default([]),
    group_ids: z.array(z.guid('Not a group id.')).max(MAX_TARGETS).default([]),
    schedule: z.enum(APP_POLICY_SCHEDULES, 'Choose immediately or a maintenance window.').default('IMMEDIATE'),
    window_days: z.array(z.enum(WEEK_DAYS, 'Not a day of the week.')).max(7).default([]),
    window_start: hour.nullable().default(null),
    window_end: hour.nullable().default(null),
    deferrals: z.number().int('Deferrals are a whole number.').min(0, 'Deferrals are from 0 to 10.').max(MAX_DEFERRALS, `Deferrals are from 0 to ${MAX_DEFERRALS}.`).default(0),
    priority: z.number().int('The priority is a whole number.').min(1, 'The priority is from 1 to 100.').max(100, 'The priority is from 1 to 100.').default(10),
  })
  .superRefine((b, ctx) => {
    if ((b.managed_app_id === null) === (b.app_group_id === null)) {
      ctx.addIssue({ code: 'custom', path: ['managed_app_id'], message: 'Choose one managed app or one application group.' });
    }
    if (b.person_emails.length === 0 && b.group_ids.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['person_emails'], message: 'Target at least one person or group.' });
    }
    if (b.schedule === 'WINDOW') {
      if (b.window_days.length === 0) ctx.addIssue({ code: 'custom', path: ['window_days'], message: 'Choose at least one day for the maintenance window.' });
      if (new Set(b.window_days).size !== b.window_days.length) ctx.addIssue({ code: 'custom', path: ['window_days'], message: 'A day is listed twice.' });
      if (b.window_start === null) ctx.addIssue({ code: 'custom', path: ['window_start'], message: 'Enter the hour the window starts.' });
      if (b.window_end === null) ctx.addIssue({ code: 'custom', path: ['window_end'], message: 'Enter the hour the window ends.' });
      if (b.window_start !== null && b.window_end !== null && b.window_start === b.window_end) {
        ctx.addIssue({ code: 'custom', path: ['window_end'], message: 'The window must end at another hour than it starts.' });
      }
    } else if (b.window_days.length > 0 || b.window_start !== null || b.window_end !== null) {
      ctx.addIssue({ code: 'custom', path: ['schedule'], message: 'Window days and hours apply only to a maintenance window.' });
    }
  });
export type AppPolicyBody = z.input<typeof appPolicyBody>;

// ---- the policy document's section ---------------------------------------------------------------

/**
 * `mdm_apps` of GET /agent/v1/policy: every rule of the account; an agent applies a rule when `everyone` is
 * true or its device's owner is among person_ids or a member of one of group_ids.
 */
export const mdmAppsDocument = z.object({
  rules: z.array(
    z.object({
      id: z.string(),
      source: z.enum(['app_policy', 'app_group', 'browser']),
      name: z.string(),
      action: z.enum(['install', 'remove', 'block_launch']),
      apps: z.array(z.string()),
      bundle_id: z.string().nullable(),
      everyone: z.boolean(),
      person_ids: z.array(z.string()),
      group_ids: z.array(z.string()),
      schedule: z.object({ kind: z.enum(['immediate', 'window']), days: z.array(z.string()), start_hour: z.number().nullable(), end_hour: z.number().nullable() }),
      deferrals: z.number(),
      priority: z.number(),
    }),
  ),
});
export type MdmAppsDocument = z.infer<typeof mdmAppsDocument>;

// ---- endpoints -----------------------------------------------------------------------------------

const listAppPolicies = endpoint({
  method: 'GET', path: '/mdm/app-policies', access: canSeeCompliancePolicies, tag,
  description: 'App policies (a managed app or an application group, an action, targets, schedule) with their live reach; filters action and q; paged by priority.',
  query: appPolicyListQuery, response: z.array(appPolicyRow),
});
const listAppPolicyDevices = endpoint({
  method: 'GET', path: '/mdm/app-policies/:id/devices', access: canSeeCompliancePolicies, tag,
  description: 'The endpoints an app policy applies to, with the policy’s applications each has installed, whether it complies and whether it applied the policy.',
  params: appPolicyParams, query: appPolicyDeviceQuery, response: z.array(appPolicyDevice), errors: NOT_FOUND,
});
const listBrowserDevices = endpoint({
  method: 'GET', path: '/mdm/browsers/:appName/devices', access: canSeeCompliancePolicies, tag,
  description: 'The active endpoints with the browser installed now, with its version.',
  params: browserParams, query: browserDeviceQuery, response: z.array(browserDevice), errors: NOT_FOUND,
});

export const mdmPoliciesApi = {
  listAppPolicies,
  countAppPolicies: countOf(listAppPolicies),
  getAppPolicyChoices: endpoint({
    method: 'GET', path: '/mdm/app-policy-choices', access: canSeeCompliancePolicies, tag,
    description: 'The managed apps and application groups an app policy may name.',
    response: appPolicyChoices,
  }),
  getAppPolicy: endpoint({
    method: 'GET', path: '/mdm/app-policies/:id', access: canSeeCompliancePolicies, tag,
    description: 'One app policy with its targets and reach.',
    params: appPolicyParams, response: appPolicyDetail, errors: NOT_FOUND,
  }),
  listAppPolicyDevices,
  countAppPolicyDevices: countOf(listAppPolicyDevices),
  createAppPolicy: endpoint({
    method: 'POST', path: '/mdm/app-policies', access: canChangeCompliancePolicies, tag, status: 201,
    description: 'Adds an app policy; agents receive it with the next policy version.',
    body: appPolicyBody, response: appPolicyDetail,
  }),
  updateAppPolicy: endpoint({
    method: 'PUT', path: '/mdm/app-policies/:id', access: canChangeCompliancePolicies, tag,
    description: 'Replaces an app policy; targets the caller may not see are kept.',
    params: appPolicyParams, body: appPolicyBody, response: appPolicyDetail, errors: NOT_FOUND,
  }),
  deleteAppPolicy: endpoint({
    method: 'DELETE', path: '/mdm/app-policies/:id', access: canChangeCompliancePolicies, tag,
    description: 'Removes an app policy.',
    params: appPolicyParams, response: z.object({ id: z.string() }), errors: NOT_FOUND,
  }),
  listBrowsers: endpoint({
    method: 'GET', path: '/mdm/browsers', access: canSeeCompliancePolicies, tag,
    description: 'The browsers a company may allow on managed devices, with the devices that have each installed, the versions seen and the decision.',
    response: z.array(browserRow),
  }),
  getBrowser: endpoint({
    method: 'GET', path: '/mdm/browsers/:appName', access: canSeeCompliancePolicies, tag,
    description: 'One browser with its devices, versions and decision.',
    params: browserParams, response: browserRow, errors: NOT_FOUND,
  }),
  listBrowserDevices,
  countBrowserDevices: countOf(listBrowserDevices),
  setBrowserDecision: endpoint({
    method: 'PUT', path: '/mdm/browsers/:appName', access: canChangeCompliancePolicies, tag,
    description: 'Allows or disallows a browser on managed devices; a disallowed browser is blocked from launching (policy document mdm_apps).',
    params: browserParams, body: browserDecisionBody, response: browserRow, errors: NOT_FOUND,
  }),
};

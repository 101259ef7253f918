// Inventory › FLEET, Applications and Browser Policy (spec part 2 §2.6, issue 18): the software installed
// across the fleet (from the agents' installed_app events) and the browser extensions, with the extensions
// an admin allows or blocks. A block travels in the agents' policy document (blocked_extensions).
//
// /applications-detail/{id}/{apt}: the spec names the two parameters only. Here `id` is the application's
// name as the agents report it (URL-encoded; installed software has no other identity across endpoints) and
// `apt` is the application's platform type: a platform family (Windows, MacOS, Linux, Unknown) or `all`.
import { z } from 'zod';
import { canChangePolicies, canSeeInventory } from './access';
import { BROWSERS, PLATFORM_FAMILIES, PLATFORM_FAMILY_VALUES } from './catalog';
import { pageQuery, queryList, sortOrderSchema } from './common';
import { countOf, endpoint } from './endpoint';

const text = z.string().trim().max(200);

/** the `apt` of /applications-detail/{id}/{apt}: one platform family, or every platform */
export const APP_PLATFORM_TYPES = [...PLATFORM_FAMILY_VALUES, 'all'] as const;
export type AppPlatformType = (typeof APP_PLATFORM_TYPES)[number];

export const APPLICATION_SORTS = ['name', 'endpoints', 'versions'] as const;

export const applicationFiltersQuery = z.object({
  /** the application's or the publisher's name, contains, case-insensitive */
  q: text.optional(),
  /** platform families of the endpoints it is installed on */
  o: queryList(z.enum(PLATFORM_FAMILIES)),
  sb: z.enum(APPLICATION_SORTS).optional(),
  so: sortOrderSchema.optional(),
});
export type ApplicationFilters = z.infer<typeof applicationFiltersQuery>;
export const applicationListQuery = pageQuery.extend(applicationFiltersQuery.shape);
export type ApplicationListQuery = z.infer<typeof applicationListQuery>;

export const applicationRow = z.object({
  name: z.string(),
  /** the publisher most endpoints report; null when none reports one */
  publisher: z.string().nullable(),
  versions: z.number(),
  endpoints: z.number(),
  /** endpoints whose installed version the agent marks vulnerable */
  vulnerable_endpoints: z.number(),
  platforms: z.array(z.enum(PLATFORM_FAMILY_VALUES)),
});
export type ApplicationRow = z.infer<typeof applicationRow>;

export const applicationParams = z.object({ id: z.string().trim().min(1).max(300), apt: z.enum(APP_PLATFORM_TYPES) });

export const applicationVersion = z.object({ version: z.string(), endpoints: z.number(), vulnerable: z.boolean() });
export const applicationDetail = applicationRow.extend({ apt: z.enum(APP_PLATFORM_TYPES), version_list: z.array(applicationVersion) });
export type ApplicationDetail = z.infer<typeof applicationDetail>;

export const applicationEndpointsQuery = pageQuery.extend({ version: text.optional() });
export const applicationEndpointRow = z.object({
  id: z.string(),
  hostname: z.string(),
  platform_family: z.enum(PLATFORM_FAMILY_VALUES),
  os_name: z.string(),
  os_version: z.string(),
  owner_name: z.string().nullable(),
  owner_email: z.string().nullable(),
  version: z.string(),
  vulnerable: z.boolean(),
  last_seen: z.string(),
});
export type ApplicationEndpointRow = z.infer<typeof applicationEndpointRow>;

// ---- Browser Policy ----

export const EXTENSION_ACTIONS = ['ALLOW', 'BLOCK'] as const;
export type ExtensionAction = (typeof EXTENSION_ACTIONS)[number];
/** the list's decision filter: allowed, blocked, or not decided yet */
export const EXTENSION_DECISIONS = [...EXTENSION_ACTIONS, 'NONE'] as const;

export const browserRow = z.object({
  browser: z.enum(BROWSERS),
  /** endpoints with at least one extension installed in it now */
  endpoints: z.number(),
  /** distinct extensions installed in it now */
  extensions: z.number(),
});
export type BrowserRow = z.infer<typeof browserRow>;

export const extensionFiltersQuery = z.object({
  q: text.optional(),
  b: queryList(z.enum(BROWSERS)),
  action: z.enum(EXTENSION_DECISIONS).optional(),
  risky: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
});
export type ExtensionFilters = z.infer<typeof extensionFiltersQuery>;
export const extensionListQuery = pageQuery.extend(extensionFiltersQuery.shape);

export const extensionPolicyRow = z.object({
  extension_id: z.string(),
  name: z.string(),
  browsers: z.array(z.enum(BROWSERS)),
  versions: z.array(z.string()),
  permissions: z.array(z.string()),
  risky: z.boolean(),
  /** endpoints where it is installed now */
  endpoints: z.number(),
  /** endpoints that reported it removed (after a block, the agent removes it) */
  removed_endpoints: z.number(),
  action: z.enum(EXTENSION_ACTIONS).nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type ExtensionPolicyRow = z.infer<typeof extensionPolicyRow>;

/** Chrome Web Store style ids and the other stores' ids: letters, digits, dots, dashes, @ and braces */
const extensionId = z.string().trim().min(1).max(200).regex(/^[A-Za-z0-9._@{}-]+$/, 'Not an extension id');
export const extensionPolicyBody = z.object({ extension_id: extensionId, action: z.enum(EXTENSION_ACTIONS) });
export type ExtensionPolicyBody = z.infer<typeof extensionPolicyBody>;
export const extensionParams = z.object({ extensionId });
export const extensionPolicyChange = z.object({ extension_id: z.string(), action: z.enum(EXTENSION_ACTIONS).nullable(), policy_version: z.number() });

const NOT_FOUND = [404] as const;

const listApplications = endpoint({
  method: 'GET', path: '/applications', access: canSeeInventory, tag: 'applications',
  description: 'Applications installed across the fleet now, one row per name: publisher, versions, endpoints and platforms.',
  query: applicationListQuery, response: z.array(applicationRow),
});
const getApplicationsReport = endpoint({
  method: 'GET', path: '/applications-report', access: canSeeInventory, tag: 'applications',
  description: 'The filtered application list as a CSV download; the file name is in content-disposition.',
  query: applicationFiltersQuery, produces: ['text/csv'],
});
const listApplicationEndpoints = endpoint({
  method: 'GET', path: '/applications/:id/:apt/endpoints', access: canSeeInventory, tag: 'applications',
  description: 'The endpoints that have the application now (optionally one version), with the version each has.',
  params: applicationParams, query: applicationEndpointsQuery, response: z.array(applicationEndpointRow), errors: NOT_FOUND,
});
const listBrowserExtensions = endpoint({
  method: 'GET', path: '/browser-extensions', access: canSeeInventory, tag: 'applications',
  description: 'Browser extensions seen across the fleet with the account’s allow or block decision.',
  query: extensionListQuery, response: z.array(extensionPolicyRow),
});

export const applicationsApi = {
  listApplications,
  countApplications: countOf(listApplications),
  getApplicationsReport,
  countApplicationsReport: countOf(getApplicationsReport),
  getApplication: endpoint({
    method: 'GET', path: '/applications/:id/:apt', access: canSeeInventory, tag: 'applications',
    description: 'One application (id: its name; apt: a platform family or all): its versions and their endpoint counts.',
    params: applicationParams, response: applicationDetail, errors: NOT_FOUND,
  }),
  listApplicationEndpoints,
  countApplicationEndpoints: countOf(listApplicationEndpoints),
  listBrowsers: endpoint({
    method: 'GET', path: '/browsers-installed', access: canSeeInventory, tag: 'applications',
    description: 'The browsers the fleet’s extensions are installed in, with endpoint and extension counts.',
    response: z.array(browserRow),
  }),
  listBrowserExtensions,
  countBrowserExtensions: countOf(listBrowserExtensions),
  setExtensionPolicy: endpoint({
    method: 'POST', path: '/browser-extension-policies', access: canChangePolicies, tag: 'applications',
    description: 'Allows or blocks an extension the fleet has reported; a block reaches the agents with the next policy version.',
    body: extensionPolicyBody, response: extensionPolicyChange, errors: NOT_FOUND,
  }),
  deleteExtensionPolicy: endpoint({
    method: 'DELETE', path: '/browser-extension-policies/:extensionId', access: canChangePolicies, tag: 'applications',
    description: 'Removes the allow or block decision on an extension.',
    params: extensionParams, response: extensionPolicyChange, errors: NOT_FOUND,
  }),
};

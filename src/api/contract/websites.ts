// The website inventory calls (issue 5; spec part 2 §3 "Website inventory row", §7 "Website inventory").
// Figures come from the daily rollups, whose day is a UTC date: a range [s, e] in zone z covers the
// UTC dates from the date of s in z to the date of e in z (docs/DECISIONS.md "Rollup days are UTC dates").
import { z } from 'zod';
import { canReadClassifications, canSeeInventory, canSeeWebsiteUsage } from './access';
import { ACCESS_TYPES, ALERT_ACTIONS, ALERT_REASONS, BROWSERS, UNSANCTIONED_ACTIONS } from './catalog';
import { pageQuery, sortOrderSchema } from './common';
import { countOf, endpoint } from './endpoint';
import { domainInput } from './web-policies';

const MAX_EPOCH_MS = 8_640_000_000_000;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** spec part 2 §7: s (start), e (end) in epoch ms, z (IANA zone). Omitted: the last 7 days (today and six before). */
export const rangeQuery = z
  .object({
    s: z.coerce.number().int().min(0).max(MAX_EPOCH_MS).optional(),
    e: z.coerce.number().int().min(0).max(MAX_EPOCH_MS).optional(),
    z: z.string().trim().min(1).max(64).refine(isTimeZone, { message: 'Unknown time zone' }).default('UTC'),
  });
const rangeChecks = <T extends { s?: number; e?: number }>(q: T) => q.s === undefined || q.e === undefined || q.s <= q.e;
const rangeMessage = { message: 'The start must not be after the end', path: ['s'] };
export type RangeQuery = z.infer<typeof rangeQuery>;

export const accessTypeSchema = z.enum(ACCESS_TYPES);
export const unsanctionedActionSchema = z.enum(UNSANCTIONED_ACTIONS);

export const WEBSITE_SORTS = ['weighted_duration', 'name', 'users'] as const;

/** GET and HEAD /api/nonsaas-inv; format=csv answers the whole filtered list as 'Inventory Website.csv'. */
export const websiteInventoryQuery = pageQuery
  .extend(rangeQuery.shape)
  .extend({
    /** domain or application name, case-insensitive */
    q: z.string().trim().max(200).optional(),
    category: z.string().trim().max(200).optional(),
    /** access type: Unsanctioned (the domain or one of its categories is blocked) or Unclassified */
    tag: accessTypeSchema.optional(),
    /** a person's e-mail: only the websites that person used */
    u: z.string().trim().max(254).optional(),
    sb: z.enum(WEBSITE_SORTS).optional(),
    so: sortOrderSchema.optional(),
    format: z.enum(['json', 'csv']).optional(),
  })
  .refine(rangeChecks, rangeMessage);
export type WebsiteInventoryQuery = z.infer<typeof websiteInventoryQuery>;

export const WEBSITE_CSV_FILE = 'Inventory Website.csv';

/** spec part 2 §3: domain, application_name, categories, weighted_duration, access_type (durations in seconds). */
export const websiteInventoryRow = z.object({
  domain: z.string(),
  application_name: z.string().nullable(),
  categories: z.array(z.string()),
  access_type: accessTypeSchema,
  /** the security action when Unsanctioned; null otherwise */
  action_type: unsanctionedActionSchema.nullable(),
  weighted_duration: z.number(),
  users: z.number(),
  endpoints: z.number(),
  /** the last UTC date with usage in the range (yyyy-MM-dd) */
  last_seen: z.string().nullable(),
});
export type WebsiteInventoryRow = z.infer<typeof websiteInventoryRow>;

/** One day of a graph tab: the UTC date and its totals. */
export const usageDay = z.object({
  date: z.string(),
  weighted_duration: z.number(),
  duration: z.number(),
  sessions: z.number(),
  users: z.number(),
  endpoints: z.number(),
});
export type UsageDay = z.infer<typeof usageDay>;

export const detailQuery = rangeQuery.refine(rangeChecks, rangeMessage);
export type DetailQuery = z.infer<typeof detailQuery>;

/** GET /api/nonsaas-inv/{name}: the website's summary over the range and its per-day series. */
export const websiteDetail = websiteInventoryRow.extend({
  duration: z.number(),
  sessions: z.number(),
  series: z.array(usageDay),
});
export type WebsiteDetail = z.infer<typeof websiteDetail>;

/** GET and HEAD /api/nonsaas-inv/{name}/users and /devices. */
export const websitePeopleQuery = pageQuery
  .extend(rangeQuery.shape)
  .extend({
    /** name or e-mail (users), host name or owner (devices), case-insensitive */
    q: z.string().trim().max(200).optional(),
    sb: z.enum(['weighted_duration', 'name', 'last_seen']).optional(),
    so: sortOrderSchema.optional(),
  })
  .refine(rangeChecks, rangeMessage);
export type WebsitePeopleQuery = z.infer<typeof websitePeopleQuery>;

export const websiteUserRow = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  department: z.string().nullable(),
  weighted_duration: z.number(),
  duration: z.number(),
  sessions: z.number(),
  endpoints: z.number(),
  last_seen: z.string().nullable(),
});
export type WebsiteUserRow = z.infer<typeof websiteUserRow>;

export const websiteDeviceRow = z.object({
  id: z.string(),
  hostname: z.string(),
  platform: z.string(),
  platform_family: z.string(),
  owner_email: z.string().nullable(),
  owner_name: z.string().nullable(),
  weighted_duration: z.number(),
  duration: z.number(),
  sessions: z.number(),
  users: z.number(),
  last_seen: z.string().nullable(),
});
export type WebsiteDeviceRow = z.infer<typeof websiteDeviceRow>;

export const browserUsage = z.object({ browser: z.enum(BROWSERS), weighted_duration: z.number(), duration: z.number(), sessions: z.number() });
export const websiteAlertDay = z.object({
  date: z.string(),
  domain: z.string(),
  action: z.enum(ALERT_ACTIONS),
  reason: z.enum(ALERT_REASONS),
  browser: z.enum(BROWSERS),
  count: z.number(),
});
export type WebsiteAlertDay = z.infer<typeof websiteAlertDay>;

const reportTotals = { weighted_duration: z.number(), duration: z.number(), sessions: z.number(), series: z.array(usageDay), browsers: z.array(browserUsage) };

/** GET /api/nonsaas-inv/{name}/users/{email} (/websites-users-report). */
export const websiteUserReport = z.object({
  website: websiteInventoryRow.pick({ domain: true, application_name: true, categories: true, access_type: true, action_type: true }),
  person: z.object({ id: z.string(), email: z.string(), name: z.string(), department: z.string().nullable() }),
  ...reportTotals,
  alerts: z.array(websiteAlertDay),
});
export type WebsiteUserReport = z.infer<typeof websiteUserReport>;

/** GET /api/nonsaas-inv/{name}/devices/{id} (/websites-endpoints-report). */
export const websiteEndpointReport = z.object({
  website: websiteUserReport.shape.website,
  endpoint: z.object({ id: z.string(), hostname: z.string(), platform: z.string(), platform_family: z.string(), owner_email: z.string().nullable() }),
  ...reportTotals,
  alerts: z.array(websiteAlertDay),
});
export type WebsiteEndpointReport = z.infer<typeof websiteEndpointReport>;

/** GET and HEAD /api/nonsaas-categories (/website-categories). */
export const categoryListQuery = pageQuery
  .extend(rangeQuery.shape)
  .extend({
    q: z.string().trim().max(200).optional(),
    sb: z.enum(['weighted_duration', 'name', 'users', 'websites']).optional(),
    so: sortOrderSchema.optional(),
  })
  .refine(rangeChecks, rangeMessage);
export type CategoryListQuery = z.infer<typeof categoryListQuery>;

export const websiteCategoryRow = z.object({
  name: z.string(),
  /** websites of the category used in the range */
  websites: z.number(),
  users: z.number(),
  weighted_duration: z.number(),
  blocked: z.boolean(),
  /** 'Block' when blocked (blocked categories always block: the schema keeps no action), null otherwise */
  action: unsanctionedActionSchema.nullable(),
});
export type WebsiteCategoryRow = z.infer<typeof websiteCategoryRow>;

/** GET and HEAD /api/nonsaas-categories/{name}/users (/categories-users/{name}). */
export const categoryUserRow = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  websites: z.number(),
  weighted_duration: z.number(),
  duration: z.number(),
  last_seen: z.string().nullable(),
});
export type CategoryUserRow = z.infer<typeof categoryUserRow>;

/** GET /api/nonsaas-categories/{name}/users/{email} (/category-users-report). */
export const categoryUserReport = z.object({
  category: z.string(),
  person: websiteUserReport.shape.person,
  ...reportTotals,
  websites: z.array(z.object({ domain: z.string(), application_name: z.string().nullable(), weighted_duration: z.number(), sessions: z.number() })),
});
export type CategoryUserReport = z.infer<typeof categoryUserReport>;

/** POST /api/feedback-websites/{id}: id is the domain; categories are known website category names. */
export const websiteFeedbackBody = z
  .object({
    categories: z.array(z.string().trim().min(1).max(200)).min(1).max(50),
    comment: z.string().trim().max(1000).optional(),
  })
  .strict();
export type WebsiteFeedbackBody = z.infer<typeof websiteFeedbackBody>;

export const websiteFeedbackRow = z.object({
  id: z.string(),
  domain: z.string(),
  categories: z.array(z.string()),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type WebsiteFeedbackRow = z.infer<typeof websiteFeedbackRow>;

/** The website category catalog, for pickers (GET /api/website-categories). */
export const websiteCategoryName = z.object({ name: z.string(), description: z.string().nullable() });

// ---------- the calls ----------

const domainParam = z.string().trim().min(1).max(253);
const emailParam = z.string().trim().min(1).max(254);
const categoryParam = z.string().trim().min(1).max(200);

/** /nonsaas-inv/{name}: name is the website's domain */
const websiteParams = z.object({ name: domainParam });
const websitePersonParams = z.object({ name: domainParam, email: emailParam });
const websiteEndpointParams = z.object({ name: domainParam, id: z.uuid() });
/** /nonsaas-categories/{name}: name is a website category */
const categoryParams = z.object({ name: categoryParam });
const categoryPersonParams = z.object({ name: categoryParam, email: emailParam });
/** POST /feedback-websites/{id}: id is a URL or domain; the server stores its normalised host */
const feedbackParams = z.object({ id: domainInput });

// spec part 2 §2.7: disable_session_logs blocks /inventory-websites; its calls and drill-downs answer 403
// for such a company. The category views are plain inventory.
const website = { access: canSeeWebsiteUsage, tag: 'websites', errors: [404] } as const;
const category = { access: canSeeInventory, tag: 'websites', errors: [404] } as const;

const listInventory = endpoint({
  ...website,
  method: 'GET',
  path: '/nonsaas-inv',
  description: "Websites seen over the range; format=csv answers the whole filtered list as 'Inventory Website.csv'.",
  query: websiteInventoryQuery,
  response: z.array(websiteInventoryRow),
  produces: ['application/json', 'text/csv'],
});
const listWebsiteUsers = endpoint({ ...website, method: 'GET', path: '/nonsaas-inv/:name/users', params: websiteParams, query: websitePeopleQuery, response: z.array(websiteUserRow) });
const listWebsiteDevices = endpoint({ ...website, method: 'GET', path: '/nonsaas-inv/:name/devices', params: websiteParams, query: websitePeopleQuery, response: z.array(websiteDeviceRow) });
const listCategories = endpoint({ ...category, method: 'GET', path: '/nonsaas-categories', query: categoryListQuery, response: z.array(websiteCategoryRow) });
const listCategoryUsers = endpoint({
  ...category,
  method: 'GET',
  path: '/nonsaas-categories/:name/users',
  params: categoryParams,
  query: websitePeopleQuery,
  response: z.array(categoryUserRow),
});

export const websitesApi = {
  listInventory,
  countInventory: countOf(listInventory),
  getWebsite: endpoint({ ...website, method: 'GET', path: '/nonsaas-inv/:name', params: websiteParams, query: detailQuery, response: websiteDetail }),
  listWebsiteUsers,
  countWebsiteUsers: countOf(listWebsiteUsers),
  listWebsiteDevices,
  countWebsiteDevices: countOf(listWebsiteDevices),
  getWebsiteUserReport: endpoint({ ...website, method: 'GET', path: '/nonsaas-inv/:name/users/:email', params: websitePersonParams, query: detailQuery, response: websiteUserReport }),
  getWebsiteEndpointReport: endpoint({
    ...website,
    method: 'GET',
    path: '/nonsaas-inv/:name/devices/:id',
    params: websiteEndpointParams,
    query: detailQuery,
    response: websiteEndpointReport,
  }),
  listCategories,
  countCategories: countOf(listCategories),
  listCategoryUsers,
  countCategoryUsers: countOf(listCategoryUsers),
  getCategoryUserReport: endpoint({
    ...category,
    method: 'GET',
    path: '/nonsaas-categories/:name/users/:email',
    params: categoryPersonParams,
    query: detailQuery,
    response: categoryUserReport,
  }),
  /** The catalog feeds the inventory's feedback form and the Add Blocked Category screen (Policies). */
  listCategoryCatalog: endpoint({
    method: 'GET',
    path: '/website-categories',
    access: canReadClassifications,
    tag: 'websites',
    description: 'The website category catalog (names and descriptions).',
    response: z.array(websiteCategoryName),
  }),
  sendFeedback: endpoint({
    ...website,
    method: 'POST',
    path: '/feedback-websites/:id',
    description: 'Suggests categories for a website (id is its domain).',
    params: feedbackParams,
    body: websiteFeedbackBody,
    response: websiteFeedbackRow,
  }),
};

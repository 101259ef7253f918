// SaaS and Gen AI calls (spec part 1 §7 "SaaS", part 2 §7 "Gen AI"): the catalog, how an account
// classifies apps, its custom apps and categories, and the inventory read from the daily rollups.
import { z } from 'zod';
import { isUrlOrDomain } from '../../lib/validation';
import { canChangePolicies, canManageCatalog, canReadClassifications, canSeeInventory } from './access';
import { ACCESS_TYPES, BROWSERS, UNSANCTIONED_ACTIONS } from './catalog';
import { pageQuery, sortOrderSchema } from './common';
import { countOf, endpoint } from './endpoint';

export const accessTypeSchema = z.enum(ACCESS_TYPES);
export const actionTypeSchema = z.enum(UNSANCTIONED_ACTIONS);
export type AccessType = z.infer<typeof accessTypeSchema>;
export type ActionType = z.infer<typeof actionTypeSchema>;

/** spec part 1 §8: 403 or 409 on saving an app shows this message; the server answers 409 with it. */
export const APP_EXISTS_MESSAGE = 'This app already exist';
/** spec part 1 §5: an unsanctioned app requires a security action. */
export const ACTION_REQUIRED_MESSAGE = 'An unsanctioned app requires a security action (Block, Block Alert or Report).';
export const ACTION_NOT_ALLOWED_MESSAGE = 'Only an unsanctioned app carries a security action.';
export const URL_MESSAGE = 'Enter a valid URL or domain.';
export const IMAGE_MAX_BYTES = 256 * 1024;
export const BULK_MAX_ITEMS = 500;

const text = (max: number) => z.string().trim().min(1).max(max);
const appName = text(200);
const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** An app's name in a path (catalog or custom; names never clash, POST answers 409 instead). */
export const appNameParams = z.object({ name: appName });

/** Query params s, e (epoch ms) and z (IANA zone) of every time-ranged call (spec part 2 §7). */
export const rangeQuery = z.object({
  s: z.coerce.number().int().min(0).max(8.64e15),
  e: z.coerce.number().int().min(0).max(8.64e15),
  z: z.string().trim().min(1).max(64).refine(isTimeZone, 'Unknown time zone.').default('UTC'),
});

/** An IANA zone name (offsets like '+05:30' are refused: PostgreSQL reads them with the POSIX sign). */
function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// ---------- catalog (GET /saas, POST /saas, POST /saas/{name}) ----------

export const catalogQuery = pageQuery.extend({
  q: z.string().trim().max(200).optional(),
  category: z.string().trim().max(200).optional(),
  genai: booleanQuery.optional(),
});
export type CatalogQuery = z.infer<typeof catalogQuery>;

/** icon is a simple-icons slug served at /api/app-icons/{icon}.svg; null = question-mark icon. */
export const catalogApp = z.object({
  id: z.string(),
  name: z.string(),
  categories: z.array(z.string()),
  domains: z.array(z.string()),
  icon: z.string().nullable(),
  is_gen_ai: z.boolean(),
  access_type: accessTypeSchema,
  action_type: actionTypeSchema.nullable(),
});
export type CatalogApp = z.infer<typeof catalogApp>;

const domain = text(253).refine(isUrlOrDomain, URL_MESSAGE);
export const catalogAppBody = z.object({
  name: appName,
  domains: z.array(domain).min(1).max(50),
  categories: z.array(text(100)).min(1).max(20),
  is_gen_ai: z.boolean().default(false),
});
export type CatalogAppBody = z.infer<typeof catalogAppBody>;

// ---------- classification (saas-account, saas-applications) ----------

/**
 * is_sanctioned true = Sanctioned, false = Unsanctioned (requires action_type), null = Unclassified
 * (everywhere but POST /saas-account, which adds a classification). Refinements carry the spec's messages so the 400's issues say why.
 */
function actionRule(v: { is_sanctioned: boolean | null; action_type?: ActionType | null }, ctx: z.RefinementCtx): void {
  if (v.is_sanctioned === false && !v.action_type) ctx.addIssue({ code: 'custom', path: ['action_type'], message: ACTION_REQUIRED_MESSAGE });
  if (v.is_sanctioned !== false && v.action_type) ctx.addIssue({ code: 'custom', path: ['action_type'], message: ACTION_NOT_ALLOWED_MESSAGE });
}

export const classifyBody = z.object({ name: appName, is_sanctioned: z.boolean(), action_type: actionTypeSchema.nullish() }).superRefine(actionRule);
export type ClassifyBody = z.infer<typeof classifyBody>;

export const reclassifyBody = z.object({ is_sanctioned: z.boolean().nullable(), action_type: actionTypeSchema.nullish() }).superRefine(actionRule);
export type ReclassifyBody = z.infer<typeof reclassifyBody>;

/** Bulk edit items are checked by the server one by one so the 400 lists each bad item (index, name, reason). */
export const bulkItem = z.object({ name: appName, is_sanctioned: z.boolean().nullable(), action_type: actionTypeSchema.nullish() });
export type BulkItem = z.infer<typeof bulkItem>;
export const bulkBody = z.object({ applications: z.array(bulkItem).min(1).max(BULK_MAX_ITEMS) });
export type BulkBody = z.infer<typeof bulkBody>;
export const bulkResult = z.object({ updated: z.number().int() });

export const accountAppsQuery = pageQuery.extend({
  tag: z.enum(['Sanctioned', 'Unsanctioned']).optional(),
  q: z.string().trim().max(200).optional(),
  category: z.string().trim().max(200).optional(),
  genai: booleanQuery.optional(),
});
export type AccountAppsQuery = z.infer<typeof accountAppsQuery>;

/** icon: a simple-icons slug for catalog apps; for custom apps with an uploaded image, null and has_image true (GET /saas-image/{name}). */
export const accountApp = z.object({
  name: z.string(),
  categories: z.array(z.string()),
  icon: z.string().nullable(),
  has_image: z.boolean(),
  is_custom: z.boolean(),
  is_gen_ai: z.boolean(),
  access_type: accessTypeSchema,
  action_type: actionTypeSchema.nullable(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type AccountApp = z.infer<typeof accountApp>;

// ---------- custom apps (cust-saas, saas-image) ----------

const IMAGE_DATA_URL = /^data:(image\/png|image\/jpeg|image\/svg\+xml);base64,([A-Za-z0-9+/]+={0,2})$/;
/** A data URL of a png, jpeg or svg image of at most 256 KB (decoded). */
export const imageDataUrl = z
  .string()
  .max(Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64)
  .refine((v) => IMAGE_DATA_URL.test(v), 'The image must be a PNG, JPEG or SVG data URL.')
  .refine((v) => Math.floor(((v.split(',')[1] ?? '').replace(/=+$/, '').length * 3) / 4) <= IMAGE_MAX_BYTES, 'The image must be at most 256 KB.');

export function parseImageDataUrl(v: string): { contentType: string; base64: string } | null {
  const m = IMAGE_DATA_URL.exec(v);
  return m ? { contentType: m[1], base64: m[2] } : null;
}

/**
 * spec part 1 §5: a custom SaaS app requires name, URL and category; an unsanctioned one a security action.
 * POST /cust-saas/{name} replaces the app with this body (is_sanctioned omitted = Unclassified; image omitted = kept, null = removed).
 */
export const customAppBody = z
  .object({
    name: appName,
    url: text(2083).refine(isUrlOrDomain, URL_MESSAGE),
    category: text(100),
    exceptions: z.array(text(253).refine(isUrlOrDomain, URL_MESSAGE)).max(100).default([]),
    is_public: z.boolean().default(false),
    is_gen_ai: z.boolean().default(false),
    is_sanctioned: z.boolean().nullable().default(null),
    action_type: actionTypeSchema.nullish(),
    image: imageDataUrl.nullish(),
  })
  .superRefine(actionRule);
export type CustomAppBody = z.infer<typeof customAppBody>;

export const customAppsQuery = pageQuery.extend({ q: z.string().trim().max(200).optional() });
export type CustomAppsQuery = z.infer<typeof customAppsQuery>;

export const customApp = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  category: z.string(),
  exceptions: z.array(z.string()),
  is_public: z.boolean(),
  is_gen_ai: z.boolean(),
  has_image: z.boolean(),
  access_type: accessTypeSchema,
  action_type: actionTypeSchema.nullable(),
  created_at: z.string(),
});
export type CustomApp = z.infer<typeof customApp>;

// ---------- categories (GET /saas-categories, POST /enums/category, /enums/category/{id}) ----------

/** The union of catalog categories and the account's own; id is set only for the account's (renamable). */
export const appCategory = z.object({ id: z.string().nullable(), name: z.string(), is_custom: z.boolean() });
export type AppCategory = z.infer<typeof appCategory>;
export const categoryBody = z.object({ name: text(100) });
export const categoryIdParams = z.object({ id: z.string().uuid() });

/** Company-wide SaaS category decisions (/add-unsanctioned-category, /update-unsanctioned-category/{name}). */
export const unsanctionedCategory = z.object({ name: z.string(), action: actionTypeSchema, app_count: z.number().int(), created_at: z.string() });
export type UnsanctionedCategory = z.infer<typeof unsanctionedCategory>;
export const unsanctionedCategoryBody = z.object({ name: text(100), action: actionTypeSchema });
export const unsanctionedCategoryUpdate = z.object({ action: actionTypeSchema });
export const categoryNameParams = z.object({ name: text(100) });

// ---------- inventory (saas-inv and its drill-downs) ----------

export const INVENTORY_SORTS = ['name', 'weighted_duration', 'users', 'endpoints'] as const;

/** u: a person's e-mail (only the apps that person used); genai=true: the Gen AI inventory. */
export const inventoryQuery = pageQuery.extend(rangeQuery.shape).extend({
  q: z.string().trim().max(200).optional(),
  tag: accessTypeSchema.optional(),
  category: z.string().trim().max(200).optional(),
  u: z.string().trim().max(254).optional(),
  genai: booleanQuery.optional(),
  sb: z.enum(INVENTORY_SORTS).default('weighted_duration'),
  so: sortOrderSchema.default('desc'),
  format: z.enum(['json', 'csv']).optional(),
});
export type InventoryQueryParsed = z.output<typeof inventoryQuery>;
/** Range params as the browser sends them (rangeToQuery(): s, e epoch ms, z its IANA zone). */
export type RangeParams = { s: number; e: number; z: string };
/** What the browser sends to GET /saas-inv: the range, the rest optional (server defaults). */
export type InventoryQuery = RangeParams & Partial<Omit<InventoryQueryParsed, 's' | 'e' | 'z'>>;

export const inventoryRow = z.object({
  name: z.string(),
  icon: z.string().nullable(),
  categories: z.array(z.string()),
  access_type: accessTypeSchema,
  action_type: actionTypeSchema.nullable(),
  is_gen_ai: z.boolean(),
  is_custom: z.boolean(),
  weighted_duration: z.number(),
  duration: z.number(),
  users: z.number().int(),
  endpoints: z.number().int(),
  last_seen: z.string().nullable(),
});
export type InventoryRow = z.infer<typeof inventoryRow>;

export const dayPoint = z.object({ date: z.string(), weighted_duration: z.number(), duration: z.number(), users: z.number().int() });
export type DayPoint = z.infer<typeof dayPoint>;

export const inventoryDetail = inventoryRow.extend({ series: z.array(dayPoint) });
export type InventoryDetail = z.infer<typeof inventoryDetail>;

export const drillQuery = pageQuery.extend(rangeQuery.shape).extend({
  q: z.string().trim().max(200).optional(),
  format: z.enum(['json', 'csv']).optional(),
});
export type DrillQuery = RangeParams & Partial<Omit<z.output<typeof drillQuery>, 's' | 'e' | 'z'>>;

export const appUserRow = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  weighted_duration: z.number(),
  duration: z.number(),
  sessions: z.number().int(),
  endpoints: z.number().int(),
  last_seen: z.string().nullable(),
});
export type AppUserRow = z.infer<typeof appUserRow>;

export const appDeviceRow = z.object({
  id: z.string(),
  hostname: z.string(),
  platform: z.string(),
  owner: z.string().nullable(),
  weighted_duration: z.number(),
  duration: z.number(),
  sessions: z.number().int(),
  last_seen: z.string().nullable(),
});
export type AppDeviceRow = z.infer<typeof appDeviceRow>;

/** One person's or one endpoint's use of one app: per-day series, browsers and that app's alerts. */
export const usageReport = z.object({
  app: z.object({ name: z.string(), icon: z.string().nullable(), access_type: accessTypeSchema, action_type: actionTypeSchema.nullable() }),
  subject: z.object({ id: z.string(), label: z.string() }),
  weighted_duration: z.number(),
  duration: z.number(),
  sessions: z.number().int(),
  series: z.array(dayPoint),
  browsers: z.array(z.object({ browser: z.enum(BROWSERS), weighted_duration: z.number(), sessions: z.number().int() })),
  alerts: z.array(z.object({ date: z.string(), action: z.string(), reason: z.string(), browser: z.string(), count: z.number().int() })),
});
export type UsageReport = z.infer<typeof usageReport>;

export const userReportParams = z.object({ name: appName, email: text(254) });
export const deviceReportParams = z.object({ name: appName, id: z.string().uuid() });

/** GET /saas-inv-users (/gen-ai-user): people using Gen AI apps. */
/** a: one Gen AI app's name (the /gen-ai-user?a= link). */
export const genAiUsersQuery = pageQuery.extend(rangeQuery.shape).extend({ q: z.string().trim().max(200).optional(), a: z.string().trim().min(1).max(200).optional() });
export const genAiUserRow = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  apps: z.array(z.string()),
  weighted_duration: z.number(),
  last_seen: z.string().nullable(),
});
export type GenAiUserRow = z.infer<typeof genAiUserRow>;

/** GET /report-saas-trends: per app per day over the range. {id} in its drill-downs is the app's name. */
export const trendsQuery = pageQuery.extend(rangeQuery.shape).extend({ genai: booleanQuery.optional(), q: z.string().trim().max(200).optional() });
export type TrendsQueryParsed = z.output<typeof trendsQuery>;
export const trendRow = z.object({ name: z.string(), icon: z.string().nullable(), is_gen_ai: z.boolean(), series: z.array(dayPoint), weighted_duration: z.number() });
export type TrendRow = z.infer<typeof trendRow>;
export const trendParams = z.object({ id: appName });
export const trendUserParams = trendParams.extend({ userId: userReportParams.shape.email });
export const trendDeviceParams = trendParams.extend({ deviceId: deviceReportParams.shape.id });

/** The answer of every change that returns nothing else. */
export const okResult = z.object({ ok: z.literal(true) });

// ---------- the calls ----------
// Reads are open to whoever sees the inventories or the SaaS policy screens (a switched-in provider admin
// has only Policies); changes need canChangePolicies; the global catalog is the provider's own.

const listCatalog = endpoint({
  method: 'GET', path: '/saas', access: canReadClassifications, tag: 'saas',
  description: "The global catalog with this company's effective access for each app.",
  query: catalogQuery, response: z.array(catalogApp),
});
const listAccountApps = endpoint({
  method: 'GET', path: '/saas-account', access: canReadClassifications, tag: 'saas',
  description: 'The apps this company classified itself, most recently changed first.',
  query: accountAppsQuery, response: z.array(accountApp),
});
const listCustomApps = endpoint({
  method: 'GET', path: '/cust-saas', access: canReadClassifications, tag: 'saas',
  description: "The company's own (custom) apps.",
  query: customAppsQuery, response: z.array(customApp),
});

const CSV_NOTE = 'format=csv answers the whole filtered list as a CSV download.';
const listInventory = endpoint({
  method: 'GET', path: '/saas-inv', access: canSeeInventory, tag: 'saas-inventory',
  description: `The apps used over the range with their figures. ${CSV_NOTE}`,
  query: inventoryQuery, response: z.array(inventoryRow), produces: ['application/json', 'text/csv'],
});
const listAppUsers = endpoint({
  method: 'GET', path: '/saas-inv/:name/users', access: canSeeInventory, tag: 'saas-inventory',
  description: `The people who used one app over the range. ${CSV_NOTE}`,
  params: appNameParams, query: drillQuery, response: z.array(appUserRow), produces: ['application/json', 'text/csv'], errors: [404],
});
const listAppDevices = endpoint({
  method: 'GET', path: '/saas-inv/:name/devices', access: canSeeInventory, tag: 'saas-inventory',
  description: 'The endpoints one app was used on over the range.',
  params: appNameParams, query: drillQuery, response: z.array(appDeviceRow), errors: [404],
});
const listGenAiUsers = endpoint({
  method: 'GET', path: '/saas-inv-users', access: canSeeInventory, tag: 'saas-inventory',
  description: 'The people using Gen AI apps over the range (/gen-ai-user).',
  query: genAiUsersQuery, response: z.array(genAiUserRow),
});
const listTrends = endpoint({
  method: 'GET', path: '/report-saas-trends', access: canSeeInventory, tag: 'saas-inventory',
  description: 'A page of the most used apps over the range, each with its per-day series.',
  query: trendsQuery, response: z.array(trendRow), errors: [404],
});

/** spec part 1 §7 "SaaS", part 2 §7 "Gen AI": every SaaS call. */
export const saasApi = {
  // ---- the catalog ----
  listCatalog,
  countCatalog: countOf(listCatalog),
  addCatalogApp: endpoint({
    method: 'POST', path: '/saas', access: canManageCatalog, tag: 'saas',
    description: "Adds an app to the provider's global catalog.",
    body: catalogAppBody, response: okResult, errors: [409],
  }),
  updateCatalogApp: endpoint({
    method: 'POST', path: '/saas/:name', access: canManageCatalog, tag: 'saas',
    description: "Replaces an app of the provider's global catalog.",
    params: appNameParams, body: catalogAppBody, response: okResult, errors: [404, 409],
  }),

  // ---- the company's classifications ----
  listAccountApps,
  countAccountApps: countOf(listAccountApps),
  classifyApp: endpoint({
    method: 'POST', path: '/saas-account', access: canChangePolicies, tag: 'saas',
    description: "Classifies an app that has no classification yet (409 'This app already exist' otherwise).",
    body: classifyBody, response: okResult, errors: [404, 409],
  }),
  reclassifyApp: endpoint({
    method: 'POST', path: '/saas-account/:name', access: canChangePolicies, tag: 'saas',
    description: 'Sets one app Sanctioned, Unsanctioned with its action, or (is_sanctioned null) Unclassified.',
    params: appNameParams, body: reclassifyBody, response: okResult, errors: [404],
  }),
  unclassifyApp: endpoint({
    method: 'DELETE', path: '/saas-account/:name', access: canChangePolicies, tag: 'saas',
    description: 'Puts one app back to Unclassified.',
    params: appNameParams, response: okResult, errors: [404],
  }),
  classifyApps: endpoint({
    method: 'POST', path: '/saas-applications', access: canChangePolicies, tag: 'saas',
    description: 'Bulk edit: all items or none; a 400 lists each bad item.',
    body: bulkBody, response: bulkResult,
  }),

  // ---- custom apps and their images ----
  listCustomApps,
  countCustomApps: countOf(listCustomApps),
  addCustomApp: endpoint({
    method: 'POST', path: '/cust-saas', access: canChangePolicies, tag: 'saas',
    description: "Adds a custom app (409 'This app already exist' when any app has the name).",
    body: customAppBody, response: okResult, errors: [409],
  }),
  updateCustomApp: endpoint({
    method: 'POST', path: '/cust-saas/:name', access: canChangePolicies, tag: 'saas',
    description: 'Replaces a custom app; an omitted image is kept, a null one removed.',
    params: appNameParams, body: customAppBody, response: okResult, errors: [404, 409],
  }),
  deleteCustomApp: endpoint({
    method: 'DELETE', path: '/cust-saas/:name', access: canChangePolicies, tag: 'saas',
    description: 'Deletes a custom app with its classification and image.',
    params: appNameParams, response: okResult, errors: [404],
  }),
  getAppImage: endpoint({
    method: 'GET', path: '/saas-image/:name', access: canReadClassifications, tag: 'saas',
    description: "An app's uploaded image, served with its own type and sandboxed.",
    params: appNameParams, produces: ['image/png', 'image/jpeg', 'image/svg+xml'], errors: [404],
  }),
  deleteAppImage: endpoint({
    method: 'DELETE', path: '/saas-image/:name', access: canChangePolicies, tag: 'saas',
    params: appNameParams, response: okResult, errors: [404],
  }),

  // ---- categories ----
  listCategories: endpoint({
    method: 'GET', path: '/saas-categories', access: canReadClassifications, tag: 'saas',
    description: "The catalog's categories and the company's own.",
    response: z.array(appCategory),
  }),
  addCategory: endpoint({
    method: 'POST', path: '/enums/category', access: canChangePolicies, tag: 'saas',
    description: "Adds a category of the company's own, for its custom apps.",
    body: categoryBody, response: appCategory, errors: [409],
  }),
  renameCategory: endpoint({
    method: 'POST', path: '/enums/category/:id', access: canChangePolicies, tag: 'saas',
    description: "Renames one of the company's own categories, carrying its apps and its unsanctioned decision along.",
    params: categoryIdParams, body: categoryBody, response: appCategory, errors: [404, 409],
  }),
  listUnsanctionedCategories: endpoint({
    method: 'GET', path: '/unsanctioned-categories', access: canReadClassifications, tag: 'saas',
    description: 'The categories whose apps are Unsanctioned unless classified otherwise, with their app counts.',
    response: z.array(unsanctionedCategory),
  }),
  addUnsanctionedCategory: endpoint({
    method: 'POST', path: '/unsanctioned-categories', access: canChangePolicies, tag: 'saas',
    body: unsanctionedCategoryBody, response: okResult, errors: [404, 409],
  }),
  updateUnsanctionedCategory: endpoint({
    method: 'POST', path: '/unsanctioned-categories/:name', access: canChangePolicies, tag: 'saas',
    params: categoryNameParams, body: unsanctionedCategoryUpdate, response: okResult, errors: [404],
  }),
  deleteUnsanctionedCategory: endpoint({
    method: 'DELETE', path: '/unsanctioned-categories/:name', access: canChangePolicies, tag: 'saas',
    params: categoryNameParams, response: okResult, errors: [404],
  }),

  // ---- the inventory and its drill-downs ----
  listInventory,
  countInventory: countOf(listInventory),
  getInventoryApp: endpoint({
    method: 'GET', path: '/saas-inv/:name', access: canSeeInventory, tag: 'saas-inventory',
    description: "One app's totals over the range and its per-day series.",
    params: appNameParams, query: rangeQuery, response: inventoryDetail, errors: [404],
  }),
  listAppUsers,
  countAppUsers: countOf(listAppUsers),
  getAppUserReport: endpoint({
    method: 'GET', path: '/saas-inv/:name/users/:email', access: canSeeInventory, tag: 'saas-inventory',
    description: "One person's use of one app (404 for a person the role may not see).",
    params: userReportParams, query: rangeQuery, response: usageReport, errors: [404],
  }),
  listAppDevices,
  countAppDevices: countOf(listAppDevices),
  getAppDeviceReport: endpoint({
    method: 'GET', path: '/saas-inv/:name/devices/:id', access: canSeeInventory, tag: 'saas-inventory',
    description: "One endpoint's use of one app (a group admin sees only its people's use).",
    params: deviceReportParams, query: rangeQuery, response: usageReport, errors: [404],
  }),
  listGenAiUsers,
  countGenAiUsers: countOf(listGenAiUsers),
  listTrends,
  countTrends: countOf(listTrends),
  getTrendApp: endpoint({
    method: 'GET', path: '/report-saas-trends/:id', access: canSeeInventory, tag: 'saas-inventory',
    description: "GET /saas-inv/{name} under the trends report's path; {id} is the app's name.",
    params: trendParams, query: rangeQuery, response: inventoryDetail, errors: [404],
  }),
  getTrendUserReport: endpoint({
    method: 'GET', path: '/report-saas-trends/:id/users/:userId', access: canSeeInventory, tag: 'saas-inventory',
    params: trendUserParams, query: rangeQuery, response: usageReport, errors: [404],
  }),
  getTrendDeviceReport: endpoint({
    method: 'GET', path: '/report-saas-trends/:id/devices/:deviceId', access: canSeeInventory, tag: 'saas-inventory',
    params: trendDeviceParams, query: rangeQuery, response: usageReport, errors: [404],
  }),
};

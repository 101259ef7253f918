// The web policies (issue 5): blocked website categories, blocked websites, geo-fences and bypassed
// domains (/config-websites, /geo-fencing, /excluded-domains). Every change bumps the policy version.
import { z } from 'zod';
import { isCountryCode } from '../../lib/countries';
import { isUrlOrDomain, URL_MAX_LENGTH } from '../../lib/validation';
import { canChangePolicies, canSeePolicies } from './access';
import { UNSANCTIONED_ACTIONS } from './catalog';
import { pageQuery, sortOrderSchema } from './common';
import { countOf, endpoint } from './endpoint';

const text = (max: number) => z.string().trim().min(1).max(max);
const search = z.string().trim().max(200).optional();

export const DOMAIN_MESSAGE = 'Enter a valid URL or domain';
export const COUNTRY_MESSAGE = 'Unknown country code';

// Not imported from ./websites, which imports domainInput from here (an import cycle breaks at load).
const unsanctionedActionSchema = z.enum(UNSANCTIONED_ACTIONS);

/** spec part 1 §5 "URL or domain"; the server stores the normalised host (see normaliseHost). */
export const domainInput = z.string().trim().min(1).max(URL_MAX_LENGTH).refine(isUrlOrDomain, DOMAIN_MESSAGE);

/**
 * The host a URL-or-domain names, lower-cased, without scheme, port, path or 'www.'; a wildcard
 * prefix is kept ('*.example.com' blocks the subdomains).
 */
export function normaliseHost(value: string): string {
  let v = value.trim().toLowerCase().replace(/^https?:\/\//, '');
  v = v.split(/[/?#]/, 1)[0].replace(/:\d+$/, '');
  return v.startsWith('www.') ? v.slice(4) : v;
}

// ---------- blocked categories ----------

/**
 * Blocked website categories always Block: blocked_categories keeps no action column (fixed schema), so
 * the only action accepted is 'Block'.
 */
export const CATEGORY_ACTIONS = ['Block'] as const;
export const categoryActionSchema = z.enum(CATEGORY_ACTIONS);

/** GET /api/blocked-category */
export const blockedCategoryRow = z.object({
  category: z.string(),
  action: categoryActionSchema,
  /** catalog websites of the category */
  websites: z.number(),
  created_at: z.string(),
  /** the member's e-mail; null for seeded or removed members */
  created_by: z.string().nullable(),
});
export type BlockedCategoryRow = z.infer<typeof blockedCategoryRow>;

/** POST /api/blocked-category: a known website category; 409 when already blocked. */
export const blockedCategoryBody = z.object({ category: text(200), action: categoryActionSchema.default('Block') }).strict();
export type BlockedCategoryBody = z.input<typeof blockedCategoryBody>;

/** POST /api/blocked-category/{name} */
export const blockedCategoryUpdateBody = z.object({ action: categoryActionSchema }).strict();
export type BlockedCategoryUpdateBody = z.infer<typeof blockedCategoryUpdateBody>;

// ---------- blocked websites ----------

/** GET and HEAD /api/blocked-websites */
export const blockedWebsitesQuery = pageQuery.extend({
  q: search,
  action: unsanctionedActionSchema.optional(),
  sb: z.enum(['domain', 'created_at', 'action']).optional(),
  so: sortOrderSchema.optional(),
});
export type BlockedWebsitesQuery = z.infer<typeof blockedWebsitesQuery>;

export const blockedWebsiteRow = z.object({
  domain: z.string(),
  application_name: z.string().nullable(),
  categories: z.array(z.string()),
  action: unsanctionedActionSchema,
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type BlockedWebsiteRow = z.infer<typeof blockedWebsiteRow>;

/** POST /api/blocked-websites: 409 when one of the domains is already blocked (nothing stored). */
export const blockedWebsitesBody = z.object({ domains: z.array(domainInput).min(1).max(500), action: unsanctionedActionSchema }).strict();
export type BlockedWebsitesBody = z.infer<typeof blockedWebsitesBody>;

/** POST /api/blocked-websites/{domain} */
export const blockedWebsiteUpdateBody = z.object({ action: unsanctionedActionSchema }).strict();
export type BlockedWebsiteUpdateBody = z.infer<typeof blockedWebsiteUpdateBody>;

// ---------- geo-fencing ----------

export const countryCode = z.string().trim().toUpperCase().refine(isCountryCode, COUNTRY_MESSAGE);

/** GET and HEAD /api/geo-fencing */
export const geoFenceQuery = pageQuery.extend({ q: search, action: unsanctionedActionSchema.optional() });
export type GeoFenceQuery = z.infer<typeof geoFenceQuery>;

export const geoFenceRow = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO 3166-1 alpha-2 codes; names from src/lib/countries.ts */
  countries: z.array(z.string()),
  action: unsanctionedActionSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type GeoFenceRow = z.infer<typeof geoFenceRow>;

/** POST /api/geo-fencing and POST /api/geo-fencing/{id}; 409 on a duplicate name. */
export const geoFenceBody = z
  .object({ name: text(100), countries: z.array(countryCode).min(1).max(300), action: unsanctionedActionSchema })
  .strict();
export type GeoFenceBody = z.infer<typeof geoFenceBody>;

// ---------- bypassed domains ----------

export const BYPASS_KINDS = ['app', 'other'] as const;
export const bypassKindSchema = z.enum(BYPASS_KINDS);

/** GET and HEAD /api/excluded-domains?kind=app|other */
export const bypassQuery = pageQuery.extend({ kind: bypassKindSchema.optional(), q: search });
export type BypassQuery = z.infer<typeof bypassQuery>;

export const bypassRow = z.object({
  id: z.string(),
  kind: bypassKindSchema,
  name: z.string(),
  /** for kind 'app', the app's domains at the time it was bypassed */
  domains: z.array(z.string()),
  description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BypassRow = z.infer<typeof bypassRow>;

/**
 * POST /api/excluded-domains and POST /api/excluded-domains/{id}: an app (a catalog or custom app name;
 * its domains are bypassed) or other domains. 409 when the name is already used for that kind.
 */
export const bypassBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('app'), name: text(200), description: z.string().trim().max(1000).optional() }).strict(),
  z
    .object({ kind: z.literal('other'), name: text(200), domains: z.array(domainInput).min(1).max(500), description: z.string().trim().max(1000).optional() })
    .strict(),
]);
export type BypassBody = z.infer<typeof bypassBody>;

/** What every mutation of this area answers besides the row: the account's new policy version. */
export const policyChange = z.object({ policy_version: z.number() });
export type PolicyChange = z.infer<typeof policyChange>;

// ---------- the calls ----------

/** /blocked-category/{name} and {id}: both are the category's name */
const blockedCategoryParams = z.object({ name: text(200) });
const blockedCategoryIdParams = z.object({ id: text(200) });
const blockedWebsiteParams = z.object({ domain: domainInput });
/** /geo-fencing/{id}: the fence's id or its name (the /update-geofencing/{name} screen links with the name) */
const geoFenceParams = z.object({ id: text(100) });
const bypassParams = z.object({ id: z.uuid() });

// Reads and changes are both Policies screens (/config-websites, /geo-fencing, /excluded-domains). GET
// /blocked-category is also a setup read (spec part 2 §7 "Setup"), which the Settings area only holds
// for the admins who hold Policies too.
const read = { access: canSeePolicies, tag: 'web-policies', errors: [404, 409] } as const;
const change = { access: canChangePolicies, tag: 'web-policies', errors: [404, 409] } as const;

const listBlockedWebsites = endpoint({ ...read, method: 'GET', path: '/blocked-websites', query: blockedWebsitesQuery, response: z.array(blockedWebsiteRow) });
const listGeoFences = endpoint({ ...read, method: 'GET', path: '/geo-fencing', query: geoFenceQuery, response: z.array(geoFenceRow) });
const listBypasses = endpoint({ ...read, method: 'GET', path: '/excluded-domains', query: bypassQuery, response: z.array(bypassRow) });

export const webPoliciesApi = {
  listBlockedCategories: endpoint({ access: canSeePolicies, tag: 'web-policies', method: 'GET', path: '/blocked-category', response: z.array(blockedCategoryRow) }),
  blockCategory: endpoint({ ...change, method: 'POST', path: '/blocked-category', body: blockedCategoryBody, response: blockedCategoryRow }),
  updateBlockedCategory: endpoint({
    ...change,
    method: 'POST',
    path: '/blocked-category/:name',
    params: blockedCategoryParams,
    body: blockedCategoryUpdateBody,
    response: blockedCategoryRow,
  }),
  deleteBlockedCategory: endpoint({
    ...change,
    method: 'DELETE',
    path: '/blocked-category/:id',
    description: 'id is the category name.',
    params: blockedCategoryIdParams,
    response: policyChange,
  }),

  listBlockedWebsites,
  countBlockedWebsites: countOf(listBlockedWebsites),
  blockWebsites: endpoint({
    ...change,
    method: 'POST',
    path: '/blocked-websites',
    description: 'Blocks websites (normalised hosts); 409 when one is already blocked, and then nothing is stored.',
    body: blockedWebsitesBody,
    response: z.array(blockedWebsiteRow),
  }),
  updateBlockedWebsite: endpoint({
    ...change,
    method: 'POST',
    path: '/blocked-websites/:domain',
    params: blockedWebsiteParams,
    body: blockedWebsiteUpdateBody,
    response: blockedWebsiteRow,
  }),
  deleteBlockedWebsite: endpoint({ ...change, method: 'DELETE', path: '/blocked-websites/:domain', params: blockedWebsiteParams, response: policyChange }),

  listGeoFences,
  countGeoFences: countOf(listGeoFences),
  getGeoFence: endpoint({ ...read, method: 'GET', path: '/geo-fencing/:id', description: 'id is the fence id or its name.', params: geoFenceParams, response: geoFenceRow }),
  createGeoFence: endpoint({ ...change, method: 'POST', path: '/geo-fencing', body: geoFenceBody, response: geoFenceRow }),
  updateGeoFence: endpoint({ ...change, method: 'POST', path: '/geo-fencing/:id', params: geoFenceParams, body: geoFenceBody, response: geoFenceRow }),
  deleteGeoFence: endpoint({ ...change, method: 'DELETE', path: '/geo-fencing/:id', params: geoFenceParams, response: policyChange }),

  listBypasses,
  countBypasses: countOf(listBypasses),
  getBypass: endpoint({ ...read, method: 'GET', path: '/excluded-domains/:id', params: bypassParams, response: bypassRow }),
  createBypass: endpoint({ ...change, method: 'POST', path: '/excluded-domains', body: bypassBody, response: bypassRow }),
  updateBypass: endpoint({ ...change, method: 'POST', path: '/excluded-domains/:id', params: bypassParams, body: bypassBody, response: bypassRow }),
  deleteBypass: endpoint({ ...change, method: 'DELETE', path: '/excluded-domains/:id', params: bypassParams, response: policyChange }),
};

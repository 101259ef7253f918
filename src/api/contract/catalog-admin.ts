// The provider's global catalog (issue 24 "Global catalog"; spec part 2 §2.6 product-operator routes
// /admin-saas-apps, /admin-native-apps, /admin-website-categories, /admin-websites, the sudo pages,
// /edit-catalog-app and /catalog-app-image, guarded by §2.7). The catalog is provider data shared by every
// company: each company's inventory, classification screens and the agents' lookups read these tables
// directly, so a change here reaches every company at once. Reading needs isProviderOperator; every change
// needs canManageCatalog (an operator on the provider's own account, not switched into a customer).
import { z } from 'zod';
import { isUrlOrDomain } from '../../lib/validation';
import { canManageCatalog, isProviderOperator } from './access';
import { APP_ICON_SLUG, PLATFORM_FAMILIES, SEVERITIES } from './catalog';
import { pageQuery, sortOrderSchema } from './common';
import { countOf, endpoint } from './endpoint';

const tag = 'catalog-admin';

/** Largest logo the operator may upload (bytes). */
export const CATALOG_IMAGE_MAX_BYTES = 512 * 1024;
/** The logo types accepted, recognised by their first bytes, never by the file name or the declared type. */
export const CATALOG_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type CatalogImageType = (typeof CATALOG_IMAGE_TYPES)[number];
/** Why an SVG is refused: it may carry scripts and external references, and we keep no sanitiser. */
export const SVG_REFUSED_MESSAGE = 'SVG images are not accepted (they can carry scripts); upload a PNG, JPEG or WebP logo instead.';
export const IMAGE_TYPE_MESSAGE = 'The file is not a PNG, JPEG or WebP image (its content was checked, not its name).';

/**
 * A catalog app whose logo was uploaded carries `image:<image id>` as its icon; the console shows it from
 * GET /api/catalog-images/{id}. Anything else is a brand-icon slug (APP_ICON_SLUG) or null.
 */
export const CATALOG_IMAGE_ICON = /^image:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export const imageIcon = (imageId: string) => `image:${imageId}`;
export function imageIdOfIcon(icon: string | null | undefined): string | null {
  return (icon && CATALOG_IMAGE_ICON.exec(icon)?.[1]) || null;
}

/** Search fires from 3 characters (DESIGN.md UI conventions); shorter text is ignored by the console. */
const search = z.string().trim().max(200).optional();
const text = (max: number, what: string) =>
  z.string().trim().min(1, `Enter ${what}.`).max(max, `${what[0]!.toUpperCase()}${what.slice(1)} must be at most ${max} characters.`);
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).nullish().transform((v) => (v ? v : null));
const domain = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter a domain.')
  .max(253, 'A domain has at most 253 characters.')
  .refine((v) => isUrlOrDomain(v) && !/[/\s:?#]/.test(v), 'Enter a domain such as example.com (no scheme or path).');
const categoryName = text(100, 'a category name');
const uniqueList = <T extends z.ZodType<string>>(item: T, min: number, max: number, what: string) =>
  z
    .array(item)
    .min(min, `Add at least ${min} ${what}.`)
    .max(max, `At most ${max} ${what}.`)
    .refine((l) => new Set(l.map((v) => v.toLowerCase())).size === l.length, `The ${what} repeat a value.`);
const count = z.number().int().min(0);

// ---------- SaaS apps (/admin-saas-apps, /sudo-add-saas, /edit-catalog-app) ----------

export const SAAS_SORTS = ['name', 'created_at', 'categories'] as const;
export const catalogSaasQuery = pageQuery.extend({
  q: search,
  category: z.string().trim().max(100).optional(),
  sb: z.enum(SAAS_SORTS).default('name'),
  so: sortOrderSchema.default('asc'),
});
export type CatalogSaasQuery = z.infer<typeof catalogSaasQuery>;

export const catalogSaasApp = z.object({
  id: z.string(),
  name: z.string(),
  domains: z.array(z.string()),
  categories: z.array(z.string()),
  is_gen_ai: z.boolean(),
  /** a brand-icon slug, image:<id> for an uploaded logo, or null (question mark) */
  icon: z.string().nullable(),
  description: z.string().nullable(),
  created_at: z.string(),
  /** companies that have classified the app (sanctioned or unsanctioned) */
  companies_classified: count,
});
export type CatalogSaasApp = z.infer<typeof catalogSaasApp>;

export const catalogImage = z.object({
  id: z.string(),
  content_type: z.enum(CATALOG_IMAGE_TYPES),
  byte_size: count,
  created_at: z.string(),
  created_by: z.string().nullable(),
  /** true when the app's icon is this image */
  in_use: z.boolean(),
});
export type CatalogImage = z.infer<typeof catalogImage>;

export const catalogSaasDetail = catalogSaasApp.extend({ images: z.array(catalogImage) });
export type CatalogSaasDetail = z.infer<typeof catalogSaasDetail>;

export const catalogSaasBody = z.strictObject({
  name: text(200, 'the app name'),
  domains: uniqueList(domain, 1, 50, 'domains'),
  categories: uniqueList(categoryName, 1, 20, 'categories'),
  is_gen_ai: z.boolean().default(false),
  description: optionalText(1000),
  /** a brand-icon slug; left out keeps the current icon (an uploaded logo stays), null shows the question mark */
  icon: z
    .string()
    .trim()
    .refine((v) => APP_ICON_SLUG.test(v), 'Not a brand-icon name (lower-case letters, digits and hyphens).')
    .nullable()
    .optional(),
});
export type CatalogSaasBody = z.infer<typeof catalogSaasBody>;

export const catalogAppParams = z.object({ name: text(200, 'the app name') });
export const catalogImageParams = z.object({ name: text(200, 'the app name'), imageId: z.uuid('Not an image id.') });
export const imageIdParams = z.object({ id: z.uuid('Not an image id.') });

// ---------- website categories (/admin-website-categories, /sudo-add-new-category, /sudo-update-category) ----------

export const CATEGORY_SORTS = ['name', 'websites'] as const;
export const websiteCategoryQuery = pageQuery.extend({
  q: search,
  sb: z.enum(CATEGORY_SORTS).default('name'),
  so: sortOrderSchema.default('asc'),
});
export type WebsiteCategoryQuery = z.infer<typeof websiteCategoryQuery>;

export const websiteCategoryRow = z.object({
  name: z.string(),
  description: z.string().nullable(),
  /** catalog websites in the category */
  websites: count,
  /** catalog SaaS apps listing the category */
  apps: count,
  /** companies that block the category */
  companies_blocking: count,
});
export type WebsiteCategoryRow = z.infer<typeof websiteCategoryRow>;

export const websiteCategoryBody = z.strictObject({ name: categoryName, description: optionalText(500) });
export type WebsiteCategoryBody = z.infer<typeof websiteCategoryBody>;
export const categoryParams = z.object({ name: categoryName });

// ---------- websites (/admin-websites, /sudo-add-websites) ----------

export const WEBSITE_SORTS = ['domain', 'name'] as const;
export const catalogWebsiteQuery = pageQuery.extend({
  q: search,
  category: z.string().trim().max(100).optional(),
  sb: z.enum(WEBSITE_SORTS).default('domain'),
  so: sortOrderSchema.default('asc'),
});
export type CatalogWebsiteQuery = z.infer<typeof catalogWebsiteQuery>;

export const catalogWebsite = z.object({ domain: z.string(), name: z.string().nullable(), categories: z.array(z.string()) });
export type CatalogWebsite = z.infer<typeof catalogWebsite>;

/** Every category must already exist in the website categories (400 names the unknown ones). */
export const catalogWebsiteBody = z.strictObject({
  domain,
  name: optionalText(200),
  categories: uniqueList(categoryName, 1, 10, 'categories'),
});
export type CatalogWebsiteBody = z.infer<typeof catalogWebsiteBody>;
export const websiteParams = z.object({ domain: z.string().trim().min(1).max(253) });

// ---------- native apps (/admin-native-apps, /native-app) ----------

export const NATIVE_RISKS = SEVERITIES;
export const NATIVE_SORTS = ['name', 'endpoints', 'risk', 'updated_at'] as const;
export const nativeAppQuery = pageQuery.extend({
  q: search,
  risk: z.enum(NATIVE_RISKS).optional(),
  platform: z.enum(PLATFORM_FAMILIES).optional(),
  sb: z.enum(NATIVE_SORTS).default('name'),
  so: sortOrderSchema.default('asc'),
});
export type NativeAppQuery = z.infer<typeof nativeAppQuery>;

export const nativeApp = z.object({
  id: z.string(),
  name: z.string(),
  publisher: z.string().nullable(),
  platforms: z.array(z.enum(PLATFORM_FAMILIES)),
  categories: z.array(z.string()),
  match_names: z.array(z.string()),
  risk: z.enum(NATIVE_RISKS),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
  /** endpoints, across every company, that report one of match_names installed now */
  endpoints: count,
  /** companies with at least one of those endpoints */
  companies: count,
});
export type NativeApp = z.infer<typeof nativeApp>;

export const nativeAppBody = z.strictObject({
  name: text(200, 'the app name'),
  publisher: optionalText(200),
  platforms: z.array(z.enum(PLATFORM_FAMILIES)).min(1, 'Choose at least one platform.').max(3).refine((l) => new Set(l).size === l.length, 'A platform is listed twice.'),
  categories: uniqueList(categoryName, 0, 10, 'categories').default([]),
  /** the installed-app names the agents report for it; the name itself when left empty */
  match_names: uniqueList(text(200, 'an installed-app name'), 0, 20, 'installed-app names').default([]),
  risk: z.enum(NATIVE_RISKS).default('Low'),
  notes: optionalText(2000),
});
export type NativeAppBody = z.infer<typeof nativeAppBody>;
export const nativeAppParams = z.object({ id: z.uuid('Not a native app id.') });

export const installedNameQuery = z.object({ q: search, limit: z.coerce.number().int().min(1).max(50).default(20) });
export const installedName = z.object({ name: z.string(), endpoints: count, companies: count, catalogued: z.boolean() });
export type InstalledName = z.infer<typeof installedName>;

// ---------- endpoints ----------

const listSaasApps = endpoint({
  method: 'GET', path: '/catalog-admin/saas-apps', access: isProviderOperator, tag,
  description: 'The global SaaS catalog, a page at a time (search by name or domain, filter by category, sort by name, created_at or categories).',
  query: catalogSaasQuery, response: z.array(catalogSaasApp),
});
const listWebsiteCategories = endpoint({
  method: 'GET', path: '/catalog-admin/website-categories', access: isProviderOperator, tag,
  description: 'The global website categories with how many catalog websites and apps use each and how many companies block it.',
  query: websiteCategoryQuery, response: z.array(websiteCategoryRow),
});
const listWebsites = endpoint({
  method: 'GET', path: '/catalog-admin/websites', access: isProviderOperator, tag,
  description: 'The global website classification (domain to name and categories), a page at a time.',
  query: catalogWebsiteQuery, response: z.array(catalogWebsite),
});
const listNativeApps = endpoint({
  method: 'GET', path: '/catalog-admin/native-apps', access: isProviderOperator, tag,
  description: 'The native-app catalog with the endpoints (across every company) that have each installed now.',
  query: nativeAppQuery, response: z.array(nativeApp),
});

export const catalogAdminApi = {
  // ---- SaaS apps ----
  listSaasApps,
  countSaasApps: countOf(listSaasApps),
  getSaasApp: endpoint({
    method: 'GET', path: '/catalog-admin/saas-apps/:name', access: isProviderOperator, tag,
    description: 'One catalog app with its uploaded logos.',
    params: catalogAppParams, response: catalogSaasDetail, errors: [404],
  }),
  addSaasApp: endpoint({
    method: 'POST', path: '/catalog-admin/saas-apps', access: canManageCatalog, tag, status: 201,
    description: 'Adds an app to the global catalog (409 when an app of that name, in any letter case, exists).',
    body: catalogSaasBody, response: catalogSaasApp, errors: [409],
  }),
  updateSaasApp: endpoint({
    method: 'PUT', path: '/catalog-admin/saas-apps/:name', access: canManageCatalog, tag,
    description: "Replaces a catalog app (renaming allowed); every company's inventory shows the change at once.",
    params: catalogAppParams, body: catalogSaasBody, response: catalogSaasApp, errors: [404, 409],
  }),
  deleteSaasApp: endpoint({
    method: 'DELETE', path: '/catalog-admin/saas-apps/:name', access: canManageCatalog, tag, status: 204,
    description: 'Removes a catalog app. Refused (409, with the count) while companies have classified it: they would lose their decision silently.',
    params: catalogAppParams, errors: [404, 409],
  }),
  uploadSaasAppImage: endpoint({
    method: 'POST', path: '/catalog-admin/saas-apps/:name/images', access: canManageCatalog, tag, status: 201,
    description:
      `Uploads a logo for a catalog app as multipart/form-data (field "file", at most ${CATALOG_IMAGE_MAX_BYTES / 1024} KB; PNG, JPEG or WebP, ` +
      'recognised by the first bytes of the file; SVG refused) and makes it the app\'s icon.',
    params: catalogAppParams, response: catalogImage, errors: [404, 413],
  }),
  deleteSaasAppImage: endpoint({
    method: 'DELETE', path: '/catalog-admin/saas-apps/:name/images/:imageId', access: canManageCatalog, tag, status: 204,
    description: 'Deletes an uploaded logo; when it was the icon, the icon goes back to what it was before the upload.',
    params: catalogImageParams, errors: [404],
  }),
  // Public: the console shows logos with <img>, which sends no bearer token; catalog logos hold no tenant data.
  getCatalogImage: endpoint({
    method: 'GET', path: '/catalog-images/:id', access: 'public', tag,
    description: 'An uploaded catalog logo, with its stored type, nosniff and a year of caching (an image id never changes content).',
    params: imageIdParams, produces: [...CATALOG_IMAGE_TYPES], errors: [404],
  }),

  // ---- website categories ----
  listWebsiteCategories,
  countWebsiteCategories: countOf(listWebsiteCategories),
  getWebsiteCategory: endpoint({
    method: 'GET', path: '/catalog-admin/website-categories/:name', access: isProviderOperator, tag,
    description: 'One website category with its usage counts.',
    params: categoryParams, response: websiteCategoryRow, errors: [404],
  }),
  addWebsiteCategory: endpoint({
    method: 'POST', path: '/catalog-admin/website-categories', access: canManageCatalog, tag, status: 201,
    description: 'Adds a website category (409 when it exists in any letter case).',
    body: websiteCategoryBody, response: websiteCategoryRow, errors: [409],
  }),
  updateWebsiteCategory: endpoint({
    method: 'PUT', path: '/catalog-admin/website-categories/:name', access: canManageCatalog, tag,
    description: "Renames or describes a category; a rename carries over to the catalog's websites and to every company's blocked categories.",
    params: categoryParams, body: websiteCategoryBody, response: websiteCategoryRow, errors: [404, 409],
  }),
  deleteWebsiteCategory: endpoint({
    method: 'DELETE', path: '/catalog-admin/website-categories/:name', access: canManageCatalog, tag, status: 204,
    description: 'Deletes an unused category. Refused (409, naming the counts) while websites or apps list it or companies block it.',
    params: categoryParams, errors: [404, 409],
  }),

  // ---- websites ----
  listWebsites,
  countWebsites: countOf(listWebsites),
  getWebsite: endpoint({
    method: 'GET', path: '/catalog-admin/websites/:domain', access: isProviderOperator, tag,
    description: 'One catalog website.',
    params: websiteParams, response: catalogWebsite, errors: [404],
  }),
  addWebsite: endpoint({
    method: 'POST', path: '/catalog-admin/websites', access: canManageCatalog, tag, status: 201,
    description: 'Classifies a domain (409 when the domain is in the catalog; 400 names unknown categories).',
    body: catalogWebsiteBody, response: catalogWebsite, errors: [409],
  }),
  updateWebsite: endpoint({
    method: 'PUT', path: '/catalog-admin/websites/:domain', access: canManageCatalog, tag,
    description: "Changes a website's name, categories or domain; every company's website inventory shows the change.",
    params: websiteParams, body: catalogWebsiteBody, response: catalogWebsite, errors: [404, 409],
  }),
  deleteWebsite: endpoint({
    method: 'DELETE', path: '/catalog-admin/websites/:domain', access: canManageCatalog, tag, status: 204,
    description: 'Removes a domain from the catalog; companies then see it unclassified.',
    params: websiteParams, errors: [404],
  }),

  // ---- native apps ----
  listNativeApps,
  countNativeApps: countOf(listNativeApps),
  getNativeApp: endpoint({
    method: 'GET', path: '/catalog-admin/native-apps/:id', access: isProviderOperator, tag,
    description: 'One native app with its install counts.',
    params: nativeAppParams, response: nativeApp, errors: [404],
  }),
  addNativeApp: endpoint({
    method: 'POST', path: '/catalog-admin/native-apps', access: canManageCatalog, tag, status: 201,
    description: 'Adds a native app (409 when one of that name exists in any letter case).',
    body: nativeAppBody, response: nativeApp, errors: [409],
  }),
  updateNativeApp: endpoint({
    method: 'PUT', path: '/catalog-admin/native-apps/:id', access: canManageCatalog, tag,
    description: 'Replaces a native app.',
    params: nativeAppParams, body: nativeAppBody, response: nativeApp, errors: [404, 409],
  }),
  deleteNativeApp: endpoint({
    method: 'DELETE', path: '/catalog-admin/native-apps/:id', access: canManageCatalog, tag, status: 204,
    description: 'Removes a native app from the catalog (endpoints keep reporting the software).',
    params: nativeAppParams, errors: [404],
  }),
  listInstalledNames: endpoint({
    method: 'GET', path: '/catalog-admin/installed-app-names', access: isProviderOperator, tag,
    description: 'The installed-app names the endpoints of every company report, most installed first, and whether a native app matches each.',
    query: installedNameQuery, response: z.array(installedName),
  }),
};

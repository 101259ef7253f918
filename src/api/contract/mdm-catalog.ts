// MDM managed applications and the App Catalog (issue 20; spec part 1 §1 Policies › FLEET "Applications",
// part 2 §2.6 /content-apps, /add-custom-apps, /update-custom-apps/{id}, /app-catalog). The apps a company
// manages on its Macs and iOS devices: taken from the provider's curated catalogue, or custom apps the admin
// adds with a package (an https URL with its SHA-256, or an uploaded .pkg whose SHA-256 the server computes).
// Device figures are computed from the installed applications the agents report and the INSTALL application
// groups that name the app.
import { z } from 'zod';
import { canChangeCompliancePolicies, canSeeCompliancePolicies } from './access';
import { pageQuery } from './common';
import { countOf, endpoint } from './endpoint';

export const MANAGED_APP_SOURCES = ['CATALOG', 'CUSTOM'] as const;
export type ManagedAppSource = (typeof MANAGED_APP_SOURCES)[number];
export const MANAGED_APP_PLATFORMS = ['MACOS', 'IOS'] as const;
export type ManagedAppPlatform = (typeof MANAGED_APP_PLATFORMS)[number];
export const INSTALL_TYPES = ['AUTO', 'SELF_SERVICE'] as const;
export type InstallType = (typeof INSTALL_TYPES)[number];

/** The largest .pkg the console takes as an upload (larger installers are hosted and given by URL). */
export const PACKAGE_MAX_BYTES = 20 * 1024 * 1024;

/** Reverse-DNS: at least two dot-separated labels of letters, digits and hyphens, starting with a letter. */
export const BUNDLE_ID_PATTERN = /^[A-Za-z][A-Za-z0-9-]*(\.[A-Za-z0-9][A-Za-z0-9-]*)+$/;
export const BUNDLE_ID_MESSAGE = 'Enter the bundle identifier in reverse-DNS form, for example com.example.app.';
export const HTTPS_MESSAGE = 'The package URL must start with https://.';
export const SHA256_MESSAGE = 'The SHA-256 is 64 hexadecimal characters.';
export const PKG_MESSAGE = 'The file is not a macOS installer package (.pkg): its first bytes are not a xar archive header.';

const NOT_FOUND = [404] as const;

// ---- managed applications ----

export const managedAppFiltersQuery = z.object({
  /** name or bundle id, contains, case-insensitive */
  q: z.string().trim().max(200).optional(),
  source: z.enum(MANAGED_APP_SOURCES).optional(),
});
export type ManagedAppFilters = z.infer<typeof managedAppFiltersQuery>;
export const managedAppListQuery = pageQuery.extend(managedAppFiltersQuery.shape);
export type ManagedAppListQuery = z.infer<typeof managedAppListQuery>;

export const managedAppRow = z.object({
  id: z.string(),
  source: z.enum(MANAGED_APP_SOURCES),
  catalog_app_id: z.string().nullable(),
  name: z.string(),
  bundle_id: z.string(),
  version: z.string().nullable(),
  platforms: z.array(z.enum(MANAGED_APP_PLATFORMS)),
  install_type: z.enum(INSTALL_TYPES),
  removable: z.boolean(),
  /** where the package comes from: an https URL, an uploaded .pkg, or none yet */
  package: z.object({
    kind: z.enum(['URL', 'UPLOAD', 'NONE']),
    url: z.string().nullable(),
    file_name: z.string().nullable(),
    size: z.number().nullable(),
    sha256: z.string().nullable(),
  }),
  /** licensed through an Apps and Books content token */
  licence: z.object({ token_id: z.string(), apple_id: z.string(), count: z.number().nullable() }).nullable(),
  /** devices the caller may see that report the app installed now (Macs for MACOS, the platforms it targets) */
  installed_devices: z.number(),
  /** devices the caller may see owned by people an INSTALL application group naming the app is assigned to */
  targeted_devices: z.number(),
  updated_at: z.string(),
});
export type ManagedAppRow = z.infer<typeof managedAppRow>;

export const managedAppParams = z.object({ id: z.guid() });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const customAppBody = z
  .object({
    name: z.string().trim().min(1, 'Enter the application name.').max(200, 'An application name has at most 200 characters.'),
    bundle_id: z.string().trim().max(255, 'A bundle identifier has at most 255 characters.').regex(BUNDLE_ID_PATTERN, BUNDLE_ID_MESSAGE),
    version: optionalText(50),
    platforms: z.array(z.enum(MANAGED_APP_PLATFORMS)).min(1, 'Choose at least one platform.').max(2),
    install_type: z.enum(INSTALL_TYPES),
    removable: z.boolean(),
    /** https URL of the package, with its SHA-256; leave both out when the .pkg is uploaded */
    package_url: z
      .string()
      .trim()
      .max(2000, 'A package URL has at most 2000 characters.')
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(z.url({ protocol: /^https$/, error: HTTPS_MESSAGE }).optional()),
    package_sha256: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v.toLowerCase() : undefined))
      .pipe(z.string().regex(/^[0-9a-f]{64}$/, SHA256_MESSAGE).optional()),
    content_token_id: z.guid('Not a content token id.').nullable().optional(),
    licence_count: z.number().int().min(0).max(1_000_000).nullable().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.package_url && !b.package_sha256) ctx.addIssue({ code: 'custom', path: ['package_sha256'], message: 'Enter the SHA-256 of the package at the URL.' });
    if (b.package_sha256 && !b.package_url) ctx.addIssue({ code: 'custom', path: ['package_url'], message: 'Enter the URL of the package the SHA-256 belongs to.' });
    if (new Set(b.platforms).size !== b.platforms.length) ctx.addIssue({ code: 'custom', path: ['platforms'], message: 'A platform is listed twice.' });
    if (b.licence_count != null && !b.content_token_id) ctx.addIssue({ code: 'custom', path: ['content_token_id'], message: 'Choose the content token the licences come from.' });
  });
export type CustomAppBody = z.input<typeof customAppBody>;

/** What may change on an app taken from the catalogue (its name and bundle id are the catalogue's). */
export const catalogAppSettingsBody = z.object({
  platforms: z.array(z.enum(MANAGED_APP_PLATFORMS)).min(1, 'Choose at least one platform.').max(2),
  install_type: z.enum(INSTALL_TYPES),
  removable: z.boolean(),
  content_token_id: z.guid('Not a content token id.').nullable().optional(),
  licence_count: z.number().int().min(0).max(1_000_000).nullable().optional(),
});

export const contentTokenChoice = z.object({ id: z.string(), apple_id: z.string(), region: z.string(), token_masked: z.string() });
export type ContentTokenChoice = z.infer<typeof contentTokenChoice>;

// ---- the App Catalog ----

export const catalogFiltersQuery = z.object({
  q: z.string().trim().max(200).optional(),
  category: z.string().trim().max(100).optional(),
});
export type CatalogFilters = z.infer<typeof catalogFiltersQuery>;
export const catalogListQuery = pageQuery.extend(catalogFiltersQuery.shape);
export type CatalogListQuery = z.infer<typeof catalogListQuery>;

export const catalogAppRow = z.object({
  id: z.string(),
  name: z.string(),
  vendor: z.string(),
  bundle_id: z.string(),
  category: z.string(),
  platforms: z.array(z.enum(MANAGED_APP_PLATFORMS)),
  description: z.string().nullable(),
  /** devices the caller may see that report the app installed now */
  installed_devices: z.number(),
  /** the company's managed app made from this entry, when it was added */
  managed_app_id: z.string().nullable(),
});
export type CatalogAppRow = z.infer<typeof catalogAppRow>;

const tag = 'mdm-catalog';

const listManagedApps = endpoint({
  method: 'GET', path: '/mdm/managed-apps', access: canSeeCompliancePolicies, tag,
  description: 'The company’s managed applications (catalogue and custom) with their package, licence and live device figures; filters q and source; paged.',
  query: managedAppListQuery, response: z.array(managedAppRow),
});
const listCatalogApps = endpoint({
  method: 'GET', path: '/mdm/app-catalog', access: canSeeCompliancePolicies, tag,
  description: 'The curated App Catalog of well-known Mac apps, with how many of the company’s devices have each installed; filters q and category; paged.',
  query: catalogListQuery, response: z.array(catalogAppRow),
});

export const mdmCatalogApi = {
  listManagedApps,
  countManagedApps: countOf(listManagedApps),
  getManagedAppsReport: endpoint({
    method: 'GET', path: '/mdm/managed-apps-report', access: canSeeCompliancePolicies, tag,
    description: 'The filtered managed applications as a CSV download with their device figures.',
    query: managedAppFiltersQuery, produces: ['text/csv'],
  }),
  getManagedApp: endpoint({
    method: 'GET', path: '/mdm/managed-apps/:id', access: canSeeCompliancePolicies, tag,
    description: 'One managed application.',
    params: managedAppParams, response: managedAppRow, errors: NOT_FOUND,
  }),
  createCustomApp: endpoint({
    method: 'POST', path: '/mdm/managed-apps', access: canChangeCompliancePolicies, tag, status: 201,
    description: 'Adds a custom app (reverse-DNS bundle id; an https package URL with its SHA-256, or none until a .pkg is uploaded). Audited.',
    body: customAppBody, response: managedAppRow, errors: [409],
  }),
  updateCustomApp: endpoint({
    method: 'PUT', path: '/mdm/managed-apps/:id', access: canChangeCompliancePolicies, tag,
    description: 'Replaces a custom app. Giving a package URL replaces an uploaded package. Audited.',
    params: managedAppParams, body: customAppBody, response: managedAppRow, errors: [404, 409],
  }),
  updateCatalogAppSettings: endpoint({
    method: 'PUT', path: '/mdm/managed-apps/:id/settings', access: canChangeCompliancePolicies, tag,
    description: 'Changes the platforms, install type, removable flag and licence of a managed app. Audited.',
    params: managedAppParams, body: catalogAppSettingsBody, response: managedAppRow, errors: NOT_FOUND,
  }),
  uploadPackage: endpoint({
    method: 'POST', path: '/mdm/managed-apps/:id/package', access: canChangeCompliancePolicies, tag,
    description:
      `Uploads the .pkg of a custom app as multipart/form-data (field "file", at most ${PACKAGE_MAX_BYTES / (1024 * 1024)} MB). ` +
      'The file must start with the xar header of an installer package; the server computes its SHA-256. Audited.',
    params: managedAppParams, response: managedAppRow, errors: [404, 409, 413],
  }),
  deleteManagedApp: endpoint({
    method: 'DELETE', path: '/mdm/managed-apps/:id', access: canChangeCompliancePolicies, tag,
    description: 'Removes a managed app. Refused (409, naming the groups) while an application group still lists it. Audited.',
    params: managedAppParams, response: z.object({ id: z.string() }), errors: [404, 409],
  }),
  listContentTokenChoices: endpoint({
    method: 'GET', path: '/mdm/managed-app-tokens', access: canSeeCompliancePolicies, tag,
    description: 'The content tokens an app can be licensed through (masked), for the app forms.',
    response: z.array(contentTokenChoice),
  }),
  listCatalogApps,
  countCatalogApps: countOf(listCatalogApps),
  listCatalogCategories: endpoint({
    method: 'GET', path: '/mdm/app-catalog-categories', access: canSeeCompliancePolicies, tag,
    description: 'The categories of the App Catalog, by name.',
    response: z.array(z.string()),
  }),
  addCatalogApp: endpoint({
    method: 'POST', path: '/mdm/app-catalog/:id/add', access: canChangeCompliancePolicies, tag, status: 201,
    description: 'Adds a catalogue app to the company’s managed applications (auto-install, removable). Refused (409) when it is already managed. Audited.',
    params: managedAppParams, response: managedAppRow, errors: [404, 409],
  }),
};

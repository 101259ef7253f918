// MDM managed applications (issue 20, Admin › MDM › Applications, /content-apps, /add-custom-apps, /app-catalog).
// mdm_catalog_apps is the provider's curated catalogue of well-known Mac apps (global, not tenant data).
// mdm_managed_apps are the apps one account manages on its Apple devices: taken from the catalogue (source
// CATALOG) or added by the admin (source CUSTOM, with a package URL or an uploaded .pkg and its SHA-256).
// Installed/targeted device counts are computed from installed_apps and mdm_app_groups, never stored.
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, createdAt, flag, id, tenantId } from './columns';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const MDM_APP_SOURCES = ['CATALOG', 'CUSTOM'] as const;
export type MdmAppSource = (typeof MDM_APP_SOURCES)[number];
export const MDM_APP_PLATFORMS = ['MACOS', 'IOS'] as const;
export type MdmAppPlatform = (typeof MDM_APP_PLATFORMS)[number];
export const MDM_INSTALL_TYPES = ['AUTO', 'SELF_SERVICE'] as const;
export type MdmInstallType = (typeof MDM_INSTALL_TYPES)[number];

/** The curated App Catalog: one row per well-known app, keyed by its real bundle identifier. */
export const mdmCatalogApps = pgTable(
  'mdm_catalog_apps',
  {
    id: id().primaryKey(),
    bundleId: text().notNull(),
    name: text().notNull(),
    vendor: text().notNull(),
    category: text().notNull(),
    platforms: text().array().$type<MdmAppPlatform[]>().notNull().default(['MACOS']),
    description: text(),
    homepage: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mdm_catalog_apps_bundle').on(sql`lower(${t.bundleId})`), index().on(t.category)],
);

/**
 * The apps an account manages. name is matched case-insensitively against installed_apps.name (what the
 * agents report) and against mdm_app_groups.apps. A CUSTOM app carries either package_url (https) with the
 * SHA-256 the admin gave, or an uploaded package (mdm_app_packages) whose SHA-256 the server computed.
 * content_token_id/licence_count: the app is licensed through an Apps and Books content token.
 */
export const mdmManagedApps = pgTable(
  'mdm_managed_apps',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    source: text().$type<MdmAppSource>().notNull(),
    catalogAppId: uuid(),
    name: text().notNull(),
    bundleId: text().notNull(),
    version: text(),
    platforms: text().array().$type<MdmAppPlatform[]>().notNull().default(['MACOS']),
    installType: text().$type<MdmInstallType>().notNull().default('AUTO'),
    removable: flag(true),
    packageUrl: text(),
    packageSha256: text(),
    packageName: text(),
    packageSize: integer(),
    contentTokenId: uuid(),
    licenceCount: integer(),
    createdBy: text(),
    createdAt: createdAt(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    uniqueIndex('mdm_managed_apps_bundle').on(t.accountId, sql`lower(${t.bundleId})`),
    index().on(t.accountId, t.updatedAt),
    check('mdm_managed_apps_source', sql`${t.source} in ('CATALOG', 'CUSTOM')`),
    check('mdm_managed_apps_install_type', sql`${t.installType} in ('AUTO', 'SELF_SERVICE')`),
  ],
);

/** An uploaded installer package (.pkg) of a CUSTOM managed app; one per app, replaced on re-upload. */
export const mdmAppPackages = pgTable(
  'mdm_app_packages',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    appId: uuid().notNull(),
    fileName: text().notNull(),
    sha256: text().notNull(),
    size: integer().notNull(),
    content: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.appId] })],
);

export type MdmCatalogAppRow = typeof mdmCatalogApps.$inferSelect;
export type MdmManagedAppRow = typeof mdmManagedApps.$inferSelect;

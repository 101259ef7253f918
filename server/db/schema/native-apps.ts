// The provider's global catalog additions (issue 24, "Global catalog"): native (installed) apps and the
// images uploaded for catalog SaaS apps. Both are provider data, the same for every company, so neither
// carries account_id.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { saasApps } from './catalog';
import { at, createdAt, id } from './columns';

/**
 * A desktop application the provider knows about. match_names are the installed-app names the agents
 * report (installed_apps.name), compared case-insensitively, so one catalog entry covers the spellings
 * of several platforms ("Zoom", "zoom.us", "Zoom Workplace").
 */
export const nativeApps = pgTable(
  'native_apps',
  {
    id: id().primaryKey(),
    name: text().notNull(),
    publisher: text(),
    platforms: text().array().notNull().default([]),
    categories: text().array().notNull().default([]),
    matchNames: text().array().notNull().default([]),
    /** Low, Medium, High or Critical (the contract's SEVERITIES) */
    risk: text().notNull().default('Low'),
    notes: text(),
    createdAt: createdAt(),
    updatedAt: at().notNull().defaultNow(),
    updatedBy: text(),
  },
  (t) => [
    uniqueIndex('native_apps_name_lower').on(sql`lower(${t.name})`),
    check('native_apps_risk', sql`${t.risk} in ('Low', 'Medium', 'High', 'Critical')`),
  ],
);

/**
 * Logos uploaded for catalog SaaS apps (PNG, JPEG or WebP, checked by their magic bytes). The app's icon
 * column points at the image in use; replaced_icon keeps what the icon was before, so deleting the image
 * in use restores it.
 */
export const catalogAppImages = pgTable(
  'catalog_app_images',
  {
    id: id().primaryKey(),
    appId: uuid().notNull().references(() => saasApps.id, { onDelete: 'cascade' }),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    sha256: text().notNull(),
    dataBase64: text().notNull(),
    replacedIcon: text(),
    createdAt: createdAt(),
    createdBy: text(),
  },
  (t) => [index().on(t.appId)],
);

export type NativeAppRow = typeof nativeApps.$inferSelect;
export type CatalogAppImageRow = typeof catalogAppImages.$inferSelect;

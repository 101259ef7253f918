import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, createdAt, id, tenantId } from './columns';
import { unsanctionedActionEnum } from './fleet-enums';

// Issue 5: what an account decides about apps, websites, countries and bypassed domains, plus the
// policy version the agents fetch and acknowledge. App access types live in account_app_settings
// (catalog.ts); blocked website categories in blocked_categories.

/** App categories an account adds or renames (POST /enums/category, /enums/category/{id}). */
export const appCategories = pgTable(
  'app_categories',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), uniqueIndex().on(t.accountId, t.name)],
);

/** Company-wide SaaS category decisions (/add-unsanctioned-category): every app of the category is unsanctioned. */
export const unsanctionedCategories = pgTable(
  'unsanctioned_categories',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    category: text().notNull(),
    action: unsanctionedActionEnum().notNull(),
    createdAt: createdAt(),
    createdBy: uuid(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.category] })],
);

/** Websites an account blocks one by one (/add-websites/{name?}), next to its blocked categories. */
export const blockedWebsites = pgTable(
  'blocked_websites',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    domain: text().notNull(),
    action: unsanctionedActionEnum().notNull(),
    createdAt: createdAt(),
    createdBy: uuid(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.domain] })],
);

/** Geo-fences (/geo-fencing): traffic to or from the listed countries (ISO 3166 alpha-2) gets the action. */
export const geoFences = pgTable(
  'geo_fences',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    name: text().notNull(),
    countries: text().array().notNull().default([]),
    action: unsanctionedActionEnum().notNull(),
    createdAt: createdAt(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), uniqueIndex().on(t.accountId, t.name)],
);

/**
 * Bypassed domains (/excluded-domains): traffic the agents leave alone. kind 'app' names a catalog or
 * custom app (its domains are bypassed); kind 'other' lists domains directly.
 */
export const bypassedDomains = pgTable(
  'bypassed_domains',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    kind: text({ enum: ['app', 'other'] }).notNull(),
    name: text().notNull(),
    domains: text().array().notNull().default([]),
    description: text(),
    createdAt: createdAt(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), uniqueIndex().on(t.accountId, t.kind, t.name)],
);

/** An uploaded icon for an app (GET and DELETE /saas-image/{name}); the bytes as base64. */
export const saasImages = pgTable(
  'saas_images',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    appName: text().notNull(),
    contentType: text().notNull(),
    dataBase64: text().notNull(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.appName] })],
);

/** Admins' feedback on a website's classification (POST /feedback-websites/{id}). */
export const websiteFeedback = pgTable(
  'website_feedback',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    domain: text().notNull(),
    suggestedCategories: text().array().notNull().default([]),
    comment: text(),
    createdBy: uuid(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.domain)],
);

/**
 * The account's policy version (issue 5 enforcement): every policy mutation bumps it in the same
 * transaction; agents fetch the document and acknowledge the version they applied (endpoints.policy_version).
 */
export const policyVersions = pgTable('policy_versions', {
  accountId: tenantId()
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  version: integer().notNull().default(0),
  updatedAt: at().notNull().defaultNow(),
});

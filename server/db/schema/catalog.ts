import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, createdAt, flag, id, tenantId } from './columns';
import { accessTypeEnum, unsanctionedActionEnum } from './fleet-enums';

/**
 * The global SaaS catalog (issue 3): not tenant data, every account sees the same apps.
 * icon is a simple-icons slug; null means the question-mark icon (spec part 2 §3).
 */
export const saasApps = pgTable(
  'saas_apps',
  {
    id: id().primaryKey(),
    name: text().notNull().unique(),
    domains: text().array().notNull().default([]),
    categories: text().array().notNull().default([]),
    genAi: flag(),
    icon: text(),
    description: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.genAi)],
);

/** Apps an account adds itself (spec part 2 §3: name, URL, category, exceptions, Is Public flag). */
export const customApps = pgTable(
  'custom_apps',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    name: text().notNull(),
    url: text().notNull(),
    domains: text().array().notNull().default([]),
    category: text().notNull(),
    exceptions: text().array().notNull().default([]),
    isPublic: flag(),
    genAi: flag(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), uniqueIndex().on(t.accountId, t.name)],
);

/**
 * How an account classifies an app (spec part 2 §4): app_id is a saas_apps id or one of the account's
 * custom_apps ids. No row means Unclassified. Unsanctioned carries its action (Block, Block Alert, Report).
 */
export const accountAppSettings = pgTable(
  'account_app_settings',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    appId: uuid().notNull(),
    accessType: accessTypeEnum().notNull().default('Unclassified'),
    unsanctionedAction: unsanctionedActionEnum(),
    updatedAt: at().notNull().defaultNow(),
    updatedBy: uuid(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.appId] }),
    index().on(t.accountId, t.accessType),
    // spec part 2 §5: an unsanctioned app requires a security action; the others carry none.
    check('account_app_settings_action', sql`(${t.accessType} = 'Unsanctioned') = (${t.unsanctionedAction} is not null)`),
  ],
);

/** Global website categories (e.g. Gambling, News). */
export const websiteCategories = pgTable('website_categories', {
  name: text().primaryKey(),
  description: text(),
});

/** Global domain classification: domain → application name and categories (website inventory row, spec part 2 §3). */
export const websites = pgTable(
  'websites',
  {
    domain: text().primaryKey(),
    name: text(),
    categories: text().array().notNull().default([]),
  },
);

/** Website categories an account blocks (GET /blocked-category, DELETE /blocked-category/{id}). */
export const blockedCategories = pgTable(
  'blocked_categories',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    category: text().notNull(),
    createdAt: createdAt(),
    createdBy: uuid(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.category] })],
);

export type SaasAppRow = typeof saasApps.$inferSelect;
export type NewSaasApp = typeof saasApps.$inferInsert;

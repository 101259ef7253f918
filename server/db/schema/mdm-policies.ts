// MDM app policies and browsers (issue 20, /add-app-policy, /edit-app-policy/{id}, /browsers).
// An app policy tells the managed devices of its targets (people and groups) to install, remove or block
// the launch of one managed app (mdm_managed_apps) or of every app of an application group (mdm_app_groups),
// on a schedule, with a number of deferrals the user may take. A browser decision allows or disallows one
// browser on managed devices; a disallowed browser becomes a block-launch rule of the policy document.
// Reach and compliance are computed from endpoints and installed_apps, never stored.
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, createdAt, id, tenantId } from './columns';
import { mdmAppGroups } from './mdm-apps';
import { mdmManagedApps } from './mdm-catalog';

export const mdmAppPolicies = pgTable(
  'mdm_app_policies',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    /** exactly one of the two: a managed app, or an application group */
    managedAppId: uuid(),
    appGroupId: uuid(),
    /** INSTALL | REMOVE | BLOCK_LAUNCH */
    action: text().notNull(),
    personIds: uuid().array().notNull().default([]),
    groupIds: uuid().array().notNull().default([]),
    /** IMMEDIATE | WINDOW (a maintenance window: days of the week and hours, device local time) */
    schedule: text().notNull().default('IMMEDIATE'),
    windowDays: text().array().notNull().default([]),
    windowStart: integer(),
    windowEnd: integer(),
    deferrals: integer().notNull().default(0),
    priority: integer().notNull().default(10),
    /** the account's policy version that first carried this state of the policy */
    policyVersion: integer().notNull().default(0),
    createdBy: text(),
    createdAt: createdAt(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({ columns: [t.accountId, t.managedAppId], foreignColumns: [mdmManagedApps.accountId, mdmManagedApps.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.accountId, t.appGroupId], foreignColumns: [mdmAppGroups.accountId, mdmAppGroups.id] }).onDelete('cascade'),
    index().on(t.accountId, t.priority),
    check('mdm_app_policies_target', sql`(${t.managedAppId} is null) <> (${t.appGroupId} is null)`),
    check('mdm_app_policies_action', sql`${t.action} in ('INSTALL', 'REMOVE', 'BLOCK_LAUNCH')`),
    check('mdm_app_policies_schedule', sql`${t.schedule} in ('IMMEDIATE', 'WINDOW')`),
    check('mdm_app_policies_deferrals', sql`${t.deferrals} between 0 and 10`),
  ],
);

/** One row per browser the account decided on; a browser without a row is allowed. */
export const mdmBrowserDecisions = pgTable(
  'mdm_browser_decisions',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    browser: text().notNull(),
    allowed: boolean().notNull(),
    policyVersion: integer().notNull().default(0),
    updatedBy: text(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.browser] })],
);

export type MdmAppPolicyRow = typeof mdmAppPolicies.$inferSelect;
export type MdmBrowserDecisionRow = typeof mdmBrowserDecisions.$inferSelect;

// MDM application groups (issue 20, Policies › FLEET › Application Groups): named sets of applications an
// account wants installed on (kind INSTALL) or removed from (kind BLOCK) the devices of the people and
// groups it assigns them to. Applications are named as the agents report them (installed_apps.name),
// compared case-insensitively; the reach of a group is computed from installed_apps, never stored.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, createdAt, id, tenantId } from './columns';

export const mdmAppGroups = pgTable(
  'mdm_app_groups',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    /** INSTALL: the apps must be present; BLOCK: the apps must be absent */
    kind: text().notNull(),
    name: text().notNull(),
    description: text(),
    apps: text().array().notNull().default([]),
    /** people assigned directly (people.id); a person deleted later simply stops matching */
    personIds: uuid().array().notNull().default([]),
    /** groups assigned (groups.id): every person of the group */
    groupIds: uuid().array().notNull().default([]),
    createdAt: createdAt(),
    createdBy: text(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    uniqueIndex('mdm_app_groups_name').on(t.accountId, t.kind, sql`lower(${t.name})`),
    index().on(t.accountId, t.kind),
    check('mdm_app_groups_kind', sql`${t.kind} in ('INSTALL', 'BLOCK')`),
  ],
);

export type MdmAppGroupRow = typeof mdmAppGroups.$inferSelect;

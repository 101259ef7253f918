import { foreignKey, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, createdAt, id, tenantId } from './columns';
import { copilotStatusEnum, personScopeEnum, personStatusEnum, riskLevelEnum } from './enums';

/** The monitored people of an organisation (GET /api/users). */
export const people = pgTable(
  'people',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    department: text(),
    riskLevel: riskLevelEnum().notNull().default('Low'),
    copilotStatus: copilotStatusEnum().notNull().default('not_installed'),
    status: personStatusEnum().notNull().default('ACTIVE'),
    scope: personScopeEnum().notNull().default('IN_SCOPE'),
    lastSeen: at(),
    createdAt: createdAt(),
    /** issue 27: the directory a person was imported from (azure, microsoft, google, okta); null when added here */
    source: text(),
    /** issue 27: the person's id in that directory */
    externalId: text(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    uniqueIndex().on(t.accountId, t.email),
    index().on(t.accountId, t.name),
    index().on(t.accountId, t.status),
  ],
);

export const groups = pgTable(
  'groups',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    name: text().notNull(),
    createdAt: createdAt(),
    /** issue 27: the directory a group was imported from, and its id there; null when made here */
    source: text(),
    externalId: text(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), uniqueIndex().on(t.accountId, t.name)],
);

export const personGroups = pgTable(
  'person_groups',
  {
    accountId: tenantId(),
    personId: uuid().notNull(),
    groupId: uuid().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.personId, t.groupId] }),
    index().on(t.accountId, t.groupId),
    foreignKey({ columns: [t.accountId, t.personId], foreignColumns: [people.accountId, people.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.accountId, t.groupId], foreignColumns: [groups.accountId, groups.id] }).onDelete('cascade'),
  ],
);

export type PersonRow = typeof people.$inferSelect;
export type NewPerson = typeof people.$inferInsert;

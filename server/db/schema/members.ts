import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, createdAt, id, tenantId } from './columns';
import { loginTypeEnum, roleEnum } from './enums';
import { groups } from './people';

/** Console users. Their home account is account_id; the e-mail is stored lower-cased and unique. */
export const members = pgTable(
  'members',
  {
    id: id().primaryKey(),
    accountId: uuid().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    email: text().notNull().unique(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    role: roleEnum().notNull(),
    passwordHash: text(),
    loginType: loginTypeEnum().notNull().default('BASIC'),
    passwordChangedAt: at().notNull().defaultNow(),
    roleChangedAt: at().notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.accountId), check('members_email_lower', sql`${t.email} = lower(${t.email})`)],
);

/** The customer accounts a provider admin (PALISADE_ADMIN) manages. */
export const accountManagers = pgTable(
  'account_managers',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    memberId: uuid().notNull().references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.memberId] }), index().on(t.memberId)],
);

/** The groups a GROUP_ADMIN is limited to (DESIGN.md roles: data limited to the people of its groups). */
export const memberGroups = pgTable(
  'member_groups',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    memberId: uuid().notNull().references(() => members.id, { onDelete: 'cascade' }),
    groupId: uuid().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.memberId, t.groupId] }),
    foreignKey({ columns: [t.accountId, t.groupId], foreignColumns: [groups.accountId, groups.id] }).onDelete('cascade'),
  ],
);

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

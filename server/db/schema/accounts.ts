import { date, index, numeric, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, flag, id } from './columns';
import { accountStatusEnum } from './enums';

/** A company (tenant). Sub-accounts point at their parent; the provider's own account has is_provider. */
export const accounts = pgTable(
  'accounts',
  {
    id: id().primaryKey(),
    clientId: text().notNull().unique(),
    name: text().notNull(),
    status: accountStatusEnum().notNull().default('PENDING'),
    parentId: uuid().references((): AnyPgColumn => accounts.id, { onDelete: 'cascade' }),
    isProvider: flag(),
    logo: text(),
    disableUsernamePassword: flag(),
    groupByCategory: flag(),
    showLegacyAgentOnlineOfflineGraph: flag(),
    billingPeriod: text(),
    billingType: text(),
    unitAmount: numeric({ precision: 12, scale: 2, mode: 'number' }),
    billingStartDate: date({ mode: 'string' }),
    enableMdm: flag(),
    enableVpn: flag(),
    enableDlp: flag(),
    enableExecuteCommand: flag(),
    disableSessionLogs: flag(),
    userOnboardingRequired: flag(true),
    setupStarted: flag(),
    enrolmentSecretHash: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.parentId), index().on(t.name)],
);

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;

import { index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, id, tenantId } from './columns';
import { roleEnum } from './enums';

/** DESIGN.md: every mutation writes who, role, account, action, target and trace id (Admin Action Logs). */
export const auditLog = pgTable(
  'audit_log',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    at: at().notNull().defaultNow(),
    memberId: uuid(),
    email: text().notNull(),
    role: roleEnum(),
    action: text().notNull(),
    target: text().notNull(),
    traceId: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.at)],
);

export type AuditRow = typeof auditLog.$inferSelect;

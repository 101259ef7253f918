import { index, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, tenantId } from './columns';

// Issue 18 Browser Policy: the browser extensions an account allows or blocks across its fleet. A blocked
// extension travels in the agents' policy document (blocked_extensions); an allowed one is an explicit
// admin decision that leaves it installed (and silences nothing else). No row: the extension is not decided.

export const EXTENSION_ACTIONS = ['ALLOW', 'BLOCK'] as const;
export const extensionActionEnum = pgEnum('extension_action', EXTENSION_ACTIONS);

export const browserExtensionPolicies = pgTable(
  'browser_extension_policies',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    /** the store id the agents report (the same id on every Chromium browser) */
    extensionId: text().notNull(),
    /** the extension's name when the decision was taken, for the document and the audit trail */
    name: text().notNull(),
    action: extensionActionEnum().notNull(),
    /** the member who decided, and its e-mail as it was then */
    decidedBy: uuid(),
    decidedByEmail: text().notNull(),
    decidedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.extensionId] }), index().on(t.accountId, t.action)],
);

export type BrowserExtensionPolicyRow = typeof browserExtensionPolicies.$inferSelect;

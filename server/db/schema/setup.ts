import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, createdAt, tenantId } from './columns';
import { members } from './members';

/** Setup-guide steps (Step_1 …) an account has completed; one row per step, the first visit wins. */
export const setupVisits = pgTable(
  'setup_visits',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    step: text().notNull(),
    memberId: uuid().references(() => members.id, { onDelete: 'set null' }),
    visitedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.step] })],
);

/**
 * Per console user and account: the setup guide was dismissed, or the user asked never to see it
 * (the hide-setup-guide preference). Either stops the redirect to /setup-guide.
 */
export const setupPreferences = pgTable(
  'setup_preferences',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    dismissedAt: at(),
    hiddenAt: at(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.memberId] }), index().on(t.memberId)],
);

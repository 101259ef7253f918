// Typo-squat corrections (spec part 2 §7 POST /global-safe-applications): a look-alike host an admin
// marked as safe. The agents' policy document carries the list so later visits raise no Typo Squatting alert.
import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, tenantId } from './columns';

export const globalSafeApplications = pgTable(
  'global_safe_applications',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    /** the host, lower case, without a leading www. */
    domain: text().notNull(),
    /** the URL the admin marked, as given */
    url: text().notNull(),
    createdBy: uuid(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.domain] })],
);

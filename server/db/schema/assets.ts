// Manually entered endpoints (spec part 2 §7 POST /assets, /upload-assets; issue 18): hardware the agent
// does not run on (a laptop in a drawer, a printer, a phone), kept so the fleet inventory is complete.
// Hostname and serial are unique per company, ignoring case; the owner is a person of the company.
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';
import { createdAt, id, tenantId } from './columns';

export const assets = pgTable(
  'assets',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    hostname: text().notNull(),
    /** null when the hardware has no readable serial number */
    serial: text(),
    /** one of ASSET_KINDS (src/api/contract/fleet.ts), checked by the contract */
    kind: text().notNull(),
    /** operating system as the admin typed it (macOS 14, Android 15 ...) */
    os: text(),
    model: text(),
    notes: text(),
    /** the person it is assigned to (people.id of the same company); a deleted person leaves it unassigned */
    ownerPersonId: uuid(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    uniqueIndex('assets_account_hostname_lower').on(t.accountId, sql`lower(${t.hostname})`),
    uniqueIndex('assets_account_serial_lower').on(t.accountId, sql`lower(${t.serial})`),
    index('assets_account_owner').on(t.accountId, t.ownerPersonId),
  ],
);

export type AssetRow = typeof assets.$inferSelect;

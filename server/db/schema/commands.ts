import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, id, tenantId } from './columns';
import { commandStatusEnum } from './fleet-enums';

/**
 * A remote command (spec part 2 §4): Queued until the device reports Success or Failure; a command
 * still Queued after the configured time-out becomes Abort. delivered_at is the first poll that handed it out.
 */
export const remoteCommands = pgTable(
  'remote_commands',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    endpointId: uuid().notNull(),
    command: text().notNull(),
    status: commandStatusEnum().notNull().default('Queued'),
    output: text(),
    exitCode: integer(),
    requestedBy: uuid(),
    requestedByEmail: text().notNull(),
    queuedAt: at().notNull().defaultNow(),
    deliveredAt: at(),
    finishedAt: at(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    index().on(t.accountId, t.endpointId, t.status),
    index().on(t.accountId, t.queuedAt),
    index().on(t.status, t.queuedAt),
  ],
);

export type RemoteCommandRow = typeof remoteCommands.$inferSelect;

import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { COMMAND_KINDS, COMMAND_SHELLS, RUN_STATUSES, type CommandTarget, type ParamValues } from '../../../src/api/contract/commands';
import { accounts } from './accounts';
import { at, id, tenantId } from './columns';
import { commandStatusEnum, endpointStatusEnum, platformFamilyEnum } from './fleet-enums';

export const commandShellEnum = pgEnum('command_shell', COMMAND_SHELLS);
export const commandKindEnum = pgEnum('command_kind', COMMAND_KINDS);
export const commandRunStatusEnum = pgEnum('command_run_status', RUN_STATUSES);

/**
 * A remote command (spec part 2 §4): Queued until the device reports Success or Failure; a command
 * still Queued after its time-out (its own timeout_minutes, else the server default) becomes Abort; an
 * admin may cancel a Queued one (Cancelled). delivered_at is the first poll that handed it out.
 * Library commands keep their id and parameters; scripts their shell. run_id: the run it belongs to.
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
    kind: commandKindEnum().notNull().default('script'),
    libraryCommandId: text(),
    params: jsonb().$type<ParamValues>(),
    shell: commandShellEnum(),
    timeoutMinutes: integer(),
    runId: uuid(),
    outputTruncated: boolean().notNull().default(false),
    cancelledByEmail: text(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    index().on(t.accountId, t.endpointId, t.status),
    index().on(t.accountId, t.queuedAt),
    index().on(t.status, t.queuedAt),
    index().on(t.accountId, t.runId).where(sql`${t.runId} is not null`),
  ],
);

export type RemoteCommandRow = typeof remoteCommands.$inferSelect;

/**
 * A command sent to a set of endpoints (issue 19: bulk runs freeze their targets). The preview stores
 * the resolved endpoint list in command_run_targets as a Draft; confirming queues one remote command
 * per stored target, exactly that list.
 */
export const commandRuns = pgTable(
  'command_runs',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    status: commandRunStatusEnum().notNull().default('Draft'),
    kind: commandKindEnum().notNull(),
    /** what the device runs and the list shows: the rendered library command or the script */
    command: text().notNull(),
    title: text().notNull(),
    libraryCommandId: text(),
    params: jsonb().$type<ParamValues>(),
    script: text(),
    shell: commandShellEnum(),
    timeoutMinutes: integer(),
    target: jsonb().$type<CommandTarget>().notNull(),
    /** matched endpoints that cannot run the command (platform or shell), with the reason */
    skipped: jsonb().$type<{ endpoint_id: string; hostname: string; platform_family: string; reason: string }[]>().notNull().default([]),
    createdBy: uuid(),
    createdByEmail: text().notNull(),
    createdAt: at().notNull().defaultNow(),
    confirmedAt: at(),
    cancelledAt: at(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.createdAt)],
);

export type CommandRunRow = typeof commandRuns.$inferSelect;

/** The frozen target list of a run: endpoint, hostname, family and status as they were at preview. */
export const commandRunTargets = pgTable(
  'command_run_targets',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    runId: uuid().notNull(),
    endpointId: uuid().notNull(),
    hostname: text().notNull(),
    platformFamily: platformFamilyEnum().notNull(),
    endpointStatus: endpointStatusEnum().notNull(),
    commandId: uuid(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.runId, t.endpointId] })],
);

/**
 * A signed link to the public Command Execution page (/execute-command/{id}/{token}): whoever holds it
 * follows one command's status without a console session. The token names its company (for
 * the distribution column) and a random part; only its SHA-256 is kept.
 */
export const commandShareLinks = pgTable(
  'command_share_links',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    commandId: uuid().notNull(),
    tokenHash: text().notNull(),
    createdByEmail: text().notNull(),
    createdAt: at().notNull().defaultNow(),
    expiresAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.commandId, t.tokenHash] })],
);

// Remote commands (spec part 2 §4): a console user queues one for an endpoint; the device polls,
// runs it and reports Success or Failure; one still Queued after the time-out becomes Abort.
import { and, count, eq, sql } from 'drizzle-orm';
import type { CommandResultBody } from '../../../src/api/contract/agent';
import { OUTPUT_MAX_BYTES, OUTPUT_TRUNCATED_MARKER, type CommandShell, type ParamValues } from '../../../src/api/contract/commands';
import type { Role } from '../../../src/api/contract/common';
import type { Db } from '../../db/client';
import { auditLog, endpoints, remoteCommands, type RemoteCommandRow } from '../../db/schema/index';
import { rowsOf } from '../../ingest/sql-arrays';
import { conflict, notFound } from '../../lib/http-error';
import type { Device } from './device-auth';

export interface CommandActor {
  accountId: string;
  memberId: string | null;
  email: string;
  role: Role | null;
}

/** Queues a command and writes its audit row in the same transaction (DESIGN.md: every mutation is audited). */
export async function queueCommand(
  db: Db,
  input: { actor: CommandActor; endpointId: string; command: string; traceId: string; now: Date },
): Promise<RemoteCommandRow> {
  const { actor } = input;
  return db.transaction(async (tx) => {
    const [endpoint] = await tx
      .select({ id: endpoints.id, hostname: endpoints.hostname })
      .from(endpoints)
      .where(and(eq(endpoints.accountId, actor.accountId), eq(endpoints.id, input.endpointId)))
      .limit(1);
    if (!endpoint) throw notFound('Endpoint not found.');
    const [row] = await tx
      .insert(remoteCommands)
      .values({
        accountId: actor.accountId,
        endpointId: endpoint.id,
        command: input.command,
        requestedBy: actor.memberId,
        requestedByEmail: actor.email,
        queuedAt: input.now,
      })
      .returning();
    await tx.insert(auditLog).values({
      accountId: actor.accountId,
      at: input.now,
      memberId: actor.memberId,
      email: actor.email,
      role: actor.role,
      action: 'command.queue',
      target: endpoint.hostname,
      traceId: input.traceId,
      details: { command_id: row.id, command: input.command },
    });
    return row;
  });
}

/** The device's waiting commands, oldest first; the first hand-out is recorded as delivered_at. */
export async function pollCommands(db: Db, device: Device, now: Date, limit = 20) {
  const rows = rowsOf<{ id: string; command: string; queued_at: string | Date; kind: 'library' | 'script'; library_command_id: string | null; params: ParamValues | null; shell: CommandShell | null }>(
    await db.execute(sql`
      update remote_commands set delivered_at = coalesce(delivered_at, ${now.toISOString()}::timestamptz)
      where account_id = ${device.accountId}::uuid and id in (
        select id from remote_commands
        where account_id = ${device.accountId}::uuid and endpoint_id = ${device.endpointId}::uuid and status = 'Queued'
        order by queued_at, id limit ${limit}
      )
      returning id, command, queued_at, kind, library_command_id, params, shell`),
  );
  return rows
    // the wire stays compact: library fields only for library commands, the shell only when one was chosen
    .map((r) => ({
      id: r.id,
      command: r.command,
      queued_at: new Date(r.queued_at).toISOString(),
      ...(r.kind === 'library'
        ? { kind: r.kind, library_command_id: r.library_command_id, params: typeof r.params === 'string' ? (JSON.parse(r.params) as ParamValues) : (r.params ?? {}) }
        : {}),
      ...(r.shell ? { kind: r.kind, shell: r.shell } : {}),
    }))
    .sort((a, b) => a.queued_at.localeCompare(b.queued_at) || a.id.localeCompare(b.id));
}

export async function pendingCommandCount(db: Db, device: Device): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(remoteCommands)
    .where(and(eq(remoteCommands.accountId, device.accountId), eq(remoteCommands.endpointId, device.endpointId), eq(remoteCommands.status, 'Queued')));
  return Number(row?.n ?? 0);
}

/** Output kept at most OUTPUT_MAX_BYTES (UTF-8), cut on a character boundary and marked. */
export function limitOutput(output: string): { output: string; truncated: boolean } {
  const bytes = Buffer.from(output, 'utf8');
  if (bytes.length <= OUTPUT_MAX_BYTES) return { output, truncated: false };
  const room = OUTPUT_MAX_BYTES - Buffer.byteLength(OUTPUT_TRUNCATED_MARKER, 'utf8');
  // TextDecoder drops a trailing partial character instead of inventing one
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, room)).replace(/\uFFFD$/, '');
  return { output: head + OUTPUT_TRUNCATED_MARKER, truncated: true };
}

/**
 * The device's result. A command of another device is not found. Idempotent: the same result sent
 * again (a retry after a lost answer) answers 200 and changes nothing; a different result for a
 * finished command, or any result for an aborted or cancelled one, is a conflict.
 */
export async function recordCommandResult(db: Db, device: Device, id: string, body: CommandResultBody, now: Date) {
  const mine = and(eq(remoteCommands.accountId, device.accountId), eq(remoteCommands.endpointId, device.endpointId), eq(remoteCommands.id, id));
  const { output, truncated } = limitOutput(body.output);
  const exitCode = body.exit_code ?? null;
  const [row] = await db
    .update(remoteCommands)
    .set({ status: body.status, output, outputTruncated: truncated, exitCode, finishedAt: now, deliveredAt: sql`coalesce(${remoteCommands.deliveredAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(mine, eq(remoteCommands.status, 'Queued')))
    .returning({ id: remoteCommands.id, status: remoteCommands.status });
  if (row) return row;
  const [existing] = await db.select({ id: remoteCommands.id, status: remoteCommands.status, output: remoteCommands.output, exitCode: remoteCommands.exitCode }).from(remoteCommands).where(mine).limit(1);
  if (!existing) throw notFound('Command not found.');
  if (existing.status === body.status && (existing.output ?? '') === output && existing.exitCode === exitCode) return { id: existing.id, status: existing.status };
  throw conflict(`The command has already finished (${existing.status}).`);
}

// Any constant works; it only has to be the same in every instance (DESIGN.md: background work under advisory locks).
const SWEEP_LOCK_KEY = 7_302_116;

/**
 * The time-out sweep: Queued commands older than their time-out (their own, else the server's) become Abort, ACTIVE endpoints silent
 * for longer than offlineAfterMs become OFFLINE_FOR_CONFIG_TIME. Under a transaction-scoped advisory
 * lock, so of several instances only one sweeps at a time; the others skip this round.
 */
export async function sweepTimeouts(db: Db, options: { now: Date; commandTimeoutMs: number; offlineAfterMs: number }) {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) as locked`));
    if (!lock?.locked) return { swept: false, aborted: 0, offline: 0 };
    const now = options.now.toISOString();
    // a command's own time-out (issue 19) wins over the server's; minutes are whole, the default may not be
    const minutes = sql`coalesce(${remoteCommands.timeoutMinutes}, ${Math.round(options.commandTimeoutMs / 60_000)}::int)`;
    const seconds = sql`coalesce(${remoteCommands.timeoutMinutes} * 60.0, ${options.commandTimeoutMs / 1000}::double precision)`;
    const aborted = await tx
      .update(remoteCommands)
      .set({
        status: 'Abort',
        finishedAt: options.now,
        output: sql`'No result within ' || ${minutes} || case when ${minutes} = 1 then ' minute' else ' minutes' end || '; the command timed out.'`,
      })
      .where(and(eq(remoteCommands.status, 'Queued'), sql`${remoteCommands.queuedAt} <= ${now}::timestamptz - make_interval(secs => ${seconds})`))
      .returning({ id: remoteCommands.id });
    const offline = await tx
      .update(endpoints)
      .set({ status: 'OFFLINE_FOR_CONFIG_TIME' })
      .where(and(eq(endpoints.status, 'ACTIVE'), sql`${endpoints.lastSeen} <= ${now}::timestamptz - make_interval(secs => ${options.offlineAfterMs / 1000})`))
      .returning({ id: endpoints.id });
    return { swept: true, aborted: aborted.length, offline: offline.length };
  });
}


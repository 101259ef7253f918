// Remote commands from the console (issue 19): resolving a target to endpoints within the scope,
// freezing it as a run, queueing one command per frozen target, cancelling, and the reads. Every
// mutation writes its audit row, with the target endpoints, inside its own transaction.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { COMMAND_STATUSES, PLATFORM_FAMILIES } from '../../../src/api/contract/catalog';
import {
  DRAFT_MAX_AGE_MINUTES, RUN_MAX_TARGETS, SHARE_LINK_DAYS, SHELL_PLATFORMS, type CommandRun, type PublicCommandStatus, type ShareLink, type CommandSpec, type CommandTarget, type commandListQuery, type RemoteCommand, type RunTarget,
} from '../../../src/api/contract/commands';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { commandRuns, commandRunTargets, commandShareLinks, endpoints, groups, people, personGroups, remoteCommands, type CommandRunRow, type RemoteCommandRow } from '../../db/schema/index';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { containsPattern, iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import type { Audit } from '../saas/audit';
import { describeLibraryCommand, libraryEntry, unknownCommand, validateParams, type Family } from './library';

type ListQuery = z.output<typeof commandListQuery>;
const INSERT_CHUNK = 1000;

/** The endpoints of the scope: the company's; for a group admin the ones its people own (fleet's rule). */
function endpointsInScope(scope: Scope): SQL {
  const own = eq(endpoints.accountId, scope.accountId);
  if (scope.groupIds === null) return own;
  return and(own, sql`${endpoints.ownerPersonId} in (select ${people.id} from ${people} where ${scope.people()})`) as SQL;
}

function ownedByGroup(scope: Scope, groupId: string): SQL {
  return sql`${endpoints.ownerPersonId} in (select ${personGroups.personId} from ${personGroups} where ${personGroups.accountId} = ${scope.accountId} and ${personGroups.groupId} = ${groupId})`;
}

interface Candidate {
  id: string;
  hostname: string;
  platformFamily: (typeof endpoints.$inferSelect)['platformFamily'];
  status: (typeof endpoints.$inferSelect)['status'];
}

const badTarget = (message: string) => new HttpError(400, 'VALIDATION', message, {}, [{ path: 'target', message }]);

/** The exact endpoints a target names now, hostname order; a single endpoint or group outside the scope is not found. */
async function resolveTarget(db: Db, scope: Scope, target: CommandTarget): Promise<Candidate[]> {
  const columns = { id: endpoints.id, hostname: endpoints.hostname, platformFamily: endpoints.platformFamily, status: endpoints.status };
  let where: SQL | undefined;
  if (target.type === 'endpoint') where = eq(endpoints.id, target.endpoint_id);
  else if (target.type === 'group' || (target.type === 'filter' && target.group_id)) {
    const groupId = target.type === 'group' ? target.group_id : target.group_id!;
    const [group] = await db.select({ id: groups.id }).from(groups).where(and(scope.groups(), eq(groups.id, groupId))).limit(1);
    if (!group) throw notFound('Group not found.');
    where = ownedByGroup(scope, groupId);
  }
  if (target.type === 'filter') {
    const q = target.q ? containsPattern(target.q) : undefined;
    const owners = q ? sql`${endpoints.ownerPersonId} in (select ${people.id} from ${people} where ${people.accountId} = ${scope.accountId} and (${ilike(people.name, q)} or ${ilike(people.email, q)}))` : undefined;
    where = and(
      where,
      target.platform?.length ? inArray(endpoints.platformFamily, target.platform) : undefined,
      target.status?.length ? inArray(endpoints.status, target.status) : undefined,
      q ? or(ilike(endpoints.hostname, q), ilike(endpoints.serial, q), owners) : undefined,
    );
  }
  const found = await db
    .select(columns)
    .from(endpoints)
    .where(and(endpointsInScope(scope), where))
    .orderBy(asc(endpoints.hostname), asc(endpoints.id))
    .limit(RUN_MAX_TARGETS + 1);
  if (target.type === 'endpoint' && !found.length) throw notFound('Endpoint not found.');
  if (found.length > RUN_MAX_TARGETS) throw badTarget(`The target matches more than ${RUN_MAX_TARGETS} endpoints; narrow it down.`);
  return found;
}

/** What a spec becomes: its title, the per-family command line and the stored fields; 400 for bad parameters. */
function prepare(spec: CommandSpec) {
  if (spec.kind === 'library') {
    const entry = libraryEntry(spec.library_command_id);
    if (!entry) throw unknownCommand(spec.library_command_id);
    const { params, resolved } = validateParams(entry, spec.params);
    return {
      title: describeLibraryCommand(entry, params),
      supports: (f: string) => (entry.platforms as string[]).includes(f),
      unsupported: `${entry.name} does not run on this platform.`,
      render: (f: Family) => entry.render(f, resolved),
      stored: { kind: 'library' as const, libraryCommandId: entry.id, params, script: null, shell: null, timeoutMinutes: spec.timeout_minutes ?? null },
    };
  }
  const shell = spec.shell;
  return {
    title: spec.script.split('\n')[0].slice(0, 120),
    supports: (f: string) => (SHELL_PLATFORMS[shell] as readonly string[]).includes(f),
    unsupported: `${shell} scripts do not run on this platform.`,
    render: () => spec.script,
    stored: { kind: 'script' as const, libraryCommandId: null, params: null, script: spec.script, shell, timeoutMinutes: spec.timeout_minutes ?? null },
  };
}

export interface Sender {
  memberId: string;
  email: string;
}

/**
 * Freezes the target as a run: the endpoints matched now that can run the command become the run's
 * targets; the others are listed as skipped. A single-endpoint target is confirmed at once (queued).
 */
export async function createRun(db: Db, scope: Scope, input: { target: CommandTarget; spec: CommandSpec }, now: Date, audit: Audit, defaultTimeout: number): Promise<CommandRun> {
  const prepared = prepare(input.spec);
  const runId = await db.transaction(async (tx) => {
    const matched = await resolveTarget(tx, scope, input.target);
    const eligible = matched.filter((e) => prepared.supports(e.platformFamily));
    const skipped = matched
      .filter((e) => !prepared.supports(e.platformFamily))
      .map((e) => ({ endpoint_id: e.id, hostname: e.hostname, platform_family: e.platformFamily, reason: prepared.unsupported }));
    if (!eligible.length) throw badTarget(matched.length ? prepared.unsupported.replace('this platform', 'any endpoint of the target') : 'The target matches no endpoint.');
    const [run] = await tx
      .insert(commandRuns)
      .values({
        accountId: scope.accountId, status: 'Draft', command: input.spec.kind === 'script' ? input.spec.script : prepared.title, title: prepared.title,
        ...prepared.stored, target: input.target, skipped, createdBy: scope.memberId, createdByEmail: scope.email, createdAt: now,
      })
      .returning({ id: commandRuns.id });
    for (let i = 0; i < eligible.length; i += INSERT_CHUNK) {
      await tx.insert(commandRunTargets).values(
        eligible.slice(i, i + INSERT_CHUNK).map((e) => ({ accountId: scope.accountId, runId: run.id, endpointId: e.id, hostname: e.hostname, platformFamily: e.platformFamily, endpointStatus: e.status })),
      );
    }
    // a single endpoint skips the preview: queued in the same transaction, with the one audit row of the confirm
    if (input.target.type === 'endpoint') await confirmIn(tx, scope, run.id, now, audit);
    else {
      await audit(tx, auditTarget(eligible.map((e) => e.hostname)), {
        run_id: run.id, stage: 'preview', target: input.target, command: prepared.title, kind: prepared.stored.kind,
        endpoint_ids: eligible.map((e) => e.id), hostnames: eligible.map((e) => e.hostname), skipped: skipped.map((s) => s.endpoint_id),
      });
    }
    return run.id;
  });
  return getRun(db, scope, runId, defaultTimeout);
}

/** The audit row's target: the endpoint's hostname, or how many endpoints (the ids are in its details). */
function auditTarget(hostnames: readonly string[]): string {
  return hostnames.length === 1 ? hostnames[0] : `${hostnames.length} endpoints`;
}

async function lockRun(tx: Db, scope: Scope, id: string): Promise<CommandRunRow> {
  const [run] = await tx
    .select()
    .from(commandRuns)
    .where(and(eq(commandRuns.accountId, scope.accountId), eq(commandRuns.id, id), runVisible(scope)))
    .for('update')
    .limit(1);
  if (!run) throw notFound('Run not found.');
  return run;
}

/** A group admin sees runs whose every target is one of its endpoints (it cannot send; it may read). */
function runVisible(scope: Scope): SQL | undefined {
  if (scope.groupIds === null) return undefined;
  return sql`not exists (select 1 from ${commandRunTargets} t where t.account_id = ${commandRuns.accountId} and t.run_id = ${commandRuns.id}
    and t.endpoint_id not in (select ${endpoints.id} from ${endpoints} where ${endpointsInScope(scope)}))`;
}

/** Queues one command per frozen target, exactly the preview's list (endpoints enrolled since are not added). */
export async function confirmRun(db: Db, scope: Scope, id: string, now: Date, audit: Audit, defaultTimeout: number): Promise<CommandRun> {
  await db.transaction(async (tx) => confirmIn(tx, scope, id, now, audit));
  return getRun(db, scope, id, defaultTimeout);
}

async function confirmIn(tx: Db, scope: Scope, id: string, now: Date, audit: Audit): Promise<void> {
  const run = await lockRun(tx, scope, id);
  if (run.status !== 'Draft') throw conflict(`The run is already ${run.status === 'Confirmed' ? 'confirmed' : 'cancelled'}.`);
  if (now.getTime() - run.createdAt.getTime() > DRAFT_MAX_AGE_MINUTES * 60_000) throw conflict(`The preview is older than ${DRAFT_MAX_AGE_MINUTES} minutes; preview the command again.`);
  const targets = await tx.select().from(commandRunTargets).where(and(eq(commandRunTargets.accountId, scope.accountId), eq(commandRunTargets.runId, id)));
  const spec: CommandSpec =
    run.kind === 'library'
      ? { kind: 'library', library_command_id: run.libraryCommandId!, params: run.params ?? {} }
      : { kind: 'script', script: run.script!, shell: run.shell!, timeout_minutes: run.timeoutMinutes ?? undefined };
  const prepared = prepare(spec);
  // in chunks: a statement takes at most 65535 parameters
  const queued: { id: string; endpointId: string }[] = [];
  for (let i = 0; i < targets.length; i += INSERT_CHUNK) {
    const rows = targets.slice(i, i + INSERT_CHUNK).map((t) => ({
      accountId: scope.accountId, endpointId: t.endpointId, command: prepared.render(t.platformFamily as Family), requestedBy: scope.memberId, requestedByEmail: scope.email,
      queuedAt: now, kind: run.kind, libraryCommandId: run.libraryCommandId, params: run.params, shell: run.shell, timeoutMinutes: run.timeoutMinutes, runId: id,
    }));
    queued.push(...(await tx.insert(remoteCommands).values(rows).returning({ id: remoteCommands.id, endpointId: remoteCommands.endpointId })));
  }
  await tx.execute(sql`
    update ${commandRunTargets} t set command_id = c.id from ${remoteCommands} c
    where t.account_id = ${scope.accountId} and t.run_id = ${id} and c.account_id = t.account_id and c.run_id = t.run_id and c.endpoint_id = t.endpoint_id`);
  await tx.update(commandRuns).set({ status: 'Confirmed', confirmedAt: now }).where(and(eq(commandRuns.accountId, scope.accountId), eq(commandRuns.id, id)));
  await audit(tx, auditTarget(targets.map((t) => t.hostname)), {
    run_id: id, stage: 'confirm', target: run.target, command: run.title, kind: run.kind,
    endpoint_ids: targets.map((t) => t.endpointId), hostnames: targets.map((t) => t.hostname), command_ids: queued.map((c) => c.id),
  });
}

/** A draft becomes Cancelled; a confirmed run's targets still Queued become Cancelled (the others keep their result). */
export async function cancelRun(db: Db, scope: Scope, id: string, now: Date, audit: Audit, defaultTimeout: number): Promise<CommandRun> {
  await db.transaction(async (tx) => {
    const run = await lockRun(tx, scope, id);
    if (run.status === 'Cancelled') throw conflict('The run is already cancelled.');
    if (run.status === 'Draft') {
      await tx.update(commandRuns).set({ status: 'Cancelled', cancelledAt: now }).where(and(eq(commandRuns.accountId, scope.accountId), eq(commandRuns.id, id)));
      const targets = await tx.select({ id: commandRunTargets.endpointId, hostname: commandRunTargets.hostname }).from(commandRunTargets).where(and(eq(commandRunTargets.accountId, scope.accountId), eq(commandRunTargets.runId, id)));
      await audit(tx, auditTarget(targets.map((t) => t.hostname)), { run_id: id, stage: 'cancel-draft', command: run.title, endpoint_ids: targets.map((t) => t.id), command_ids: [] });
      return;
    }
    const cancelled = await tx
      .update(remoteCommands)
      .set({ status: 'Cancelled', finishedAt: now, cancelledByEmail: scope.email })
      .where(and(eq(remoteCommands.accountId, scope.accountId), eq(remoteCommands.runId, id), eq(remoteCommands.status, 'Queued')))
      .returning({ id: remoteCommands.id, endpointId: remoteCommands.endpointId });
    await tx.update(commandRuns).set({ cancelledAt: now }).where(and(eq(commandRuns.accountId, scope.accountId), eq(commandRuns.id, id)));
    await audit(tx, `${cancelled.length} ${cancelled.length === 1 ? 'endpoint' : 'endpoints'}`, { run_id: id, stage: 'cancel', command: run.title, endpoint_ids: cancelled.map((c) => c.endpointId), command_ids: cancelled.map((c) => c.id) });
  });
  return getRun(db, scope, id, defaultTimeout);
}

export async function getRun(db: Db, scope: Scope, id: string, defaultTimeout: number): Promise<CommandRun> {
  const [run] = await db.select().from(commandRuns).where(and(eq(commandRuns.accountId, scope.accountId), eq(commandRuns.id, id), runVisible(scope))).limit(1);
  if (!run) throw notFound('Run not found.');
  const rows = await db
    .select({ t: commandRunTargets, status: remoteCommands.status })
    .from(commandRunTargets)
    .leftJoin(remoteCommands, and(eq(remoteCommands.accountId, commandRunTargets.accountId), eq(remoteCommands.id, commandRunTargets.commandId)))
    .where(and(eq(commandRunTargets.accountId, scope.accountId), eq(commandRunTargets.runId, id)))
    .orderBy(asc(commandRunTargets.hostname), asc(commandRunTargets.endpointId));
  const targets: RunTarget[] = rows.map(({ t, status }) => ({
    endpoint_id: t.endpointId, hostname: t.hostname, platform_family: t.platformFamily, endpoint_status: t.endpointStatus, command_id: t.commandId, command_status: status ?? null,
  }));
  const counts = Object.fromEntries(COMMAND_STATUSES.map((s) => [s, targets.filter((t) => t.command_status === s).length])) as CommandRun['counts'];
  return {
    id: run.id, status: run.status, kind: run.kind, title: run.title, library_command_id: run.libraryCommandId, params: run.params, script: run.script, shell: run.shell,
    timeout_minutes: run.timeoutMinutes ?? defaultTimeout, target: run.target, count: targets.length, targets, skipped: run.skipped as CommandRun['skipped'], counts,
    created_by: run.createdByEmail, created_at: run.createdAt.toISOString(), confirmed_at: iso(run.confirmedAt), cancelled_at: iso(run.cancelledAt),
  };
}

// ---------- single commands ----------

const commandColumns = { c: remoteCommands, hostname: endpoints.hostname, platformFamily: endpoints.platformFamily };
const endpointJoin = and(eq(endpoints.accountId, remoteCommands.accountId), eq(endpoints.id, remoteCommands.endpointId));

function toCommand(row: { c: RemoteCommandRow; hostname: string; platformFamily: Candidate['platformFamily'] }, defaultTimeout: number): RemoteCommand {
  const { c } = row;
  const entry = c.libraryCommandId ? libraryEntry(c.libraryCommandId) : undefined;
  const bytes = c.output ? Buffer.byteLength(c.output, 'utf8') : 0;
  return {
    id: c.id, endpoint_id: c.endpointId, hostname: row.hostname, platform_family: row.platformFamily, status: c.status, kind: c.kind,
    command: entry ? describeLibraryCommand(entry, c.params ?? {}) : c.command, library_command_id: c.libraryCommandId, params: c.params, shell: c.shell,
    timeout_minutes: c.timeoutMinutes ?? defaultTimeout, run_id: c.runId, requested_by: c.requestedByEmail, queued_at: c.queuedAt.toISOString(),
    delivered_at: iso(c.deliveredAt), finished_at: iso(c.finishedAt), exit_code: c.exitCode, has_output: bytes > 0, output_bytes: bytes,
    output_truncated: c.outputTruncated, cancelled_by: c.cancelledByEmail,
  };
}

function commandWhere(scope: Scope, f: Omit<ListQuery, 'page' | 'size' | 'sb' | 'so'>): SQL {
  const q = f.q ? containsPattern(f.q) : undefined;
  const author = f.author ? containsPattern(f.author) : undefined;
  const platforms = f.o && !PLATFORM_FAMILIES.every((p) => f.o!.includes(p)) ? f.o : undefined;
  return and(
    eq(remoteCommands.accountId, scope.accountId),
    endpointsInScope(scope),
    f.status?.length ? inArray(remoteCommands.status, f.status) : undefined,
    f.endpoint ? eq(remoteCommands.endpointId, f.endpoint) : undefined,
    platforms?.length ? inArray(endpoints.platformFamily, platforms) : undefined,
    author ? ilike(remoteCommands.requestedByEmail, author) : undefined,
    q ? or(ilike(remoteCommands.command, q), ilike(endpoints.hostname, q)) : undefined,
    f.run ? eq(remoteCommands.runId, f.run) : undefined,
    f.s !== undefined ? gte(remoteCommands.queuedAt, new Date(f.s)) : undefined,
    f.e !== undefined ? lt(remoteCommands.queuedAt, new Date(f.e)) : undefined,
  ) as SQL;
}

const SORTS = { queued_at: remoteCommands.queuedAt, finished_at: remoteCommands.finishedAt, hostname: endpoints.hostname, status: remoteCommands.status };

export async function listCommands(db: Db, scope: Scope, f: ListQuery, defaultTimeout: number): Promise<RemoteCommand[]> {
  const dir = f.so === 'asc' ? asc : desc;
  const rows = await db
    .select(commandColumns)
    .from(remoteCommands)
    .innerJoin(endpoints, endpointJoin)
    .where(commandWhere(scope, f))
    .orderBy(sql`${dir(SORTS[f.sb])} nulls last`, desc(remoteCommands.id))
    .limit(f.size)
    .offset((f.page - 1) * f.size);
  return rows.map((r) => toCommand(r, defaultTimeout));
}

export async function countCommands(db: Db, scope: Scope, f: ListQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(remoteCommands).innerJoin(endpoints, endpointJoin).where(commandWhere(scope, f));
  return Number(row?.n ?? 0);
}

async function oneCommand(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select(commandColumns)
    .from(remoteCommands)
    .innerJoin(endpoints, endpointJoin)
    .where(and(eq(remoteCommands.accountId, scope.accountId), eq(remoteCommands.id, id), endpointsInScope(scope)))
    .limit(1);
  if (!row) throw notFound('Command not found.');
  return row;
}

export async function getCommand(db: Db, scope: Scope, id: string, defaultTimeout: number): Promise<RemoteCommand> {
  return toCommand(await oneCommand(db, scope, id), defaultTimeout);
}

export async function commandOutput(db: Db, scope: Scope, id: string): Promise<string> {
  return (await oneCommand(db, scope, id)).c.output ?? '';
}

/** Cancels one command still Queued (409 once it has a result or was cancelled). */
export async function cancelCommand(db: Db, scope: Scope, id: string, now: Date, audit: Audit, defaultTimeout: number): Promise<RemoteCommand> {
  await db.transaction(async (tx) => {
    const row = await oneCommand(tx, scope, id);
    const [done] = await tx
      .update(remoteCommands)
      .set({ status: 'Cancelled', finishedAt: now, cancelledByEmail: scope.email })
      .where(and(eq(remoteCommands.accountId, scope.accountId), eq(remoteCommands.id, id), eq(remoteCommands.status, 'Queued')))
      .returning({ id: remoteCommands.id });
    if (!done) throw conflict(`The command is no longer queued (${row.c.status}).`);
    await audit(tx, row.hostname, { command_id: id, run_id: row.c.runId, endpoint_ids: [row.c.endpointId], hostnames: [row.hostname] });
  });
  return getCommand(db, scope, id, defaultTimeout);
}

// ---------- the public Command Execution page ----------

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new signed link to one command's public status page, valid SHARE_LINK_DAYS; only the token's hash is kept. */
export async function createShareLink(db: Db, scope: Scope, id: string, now: Date, audit: Audit): Promise<ShareLink> {
  // the company's id leads the token so the public lookup is keyed by account_id like every tenant read
  const token = `${scope.accountId.replace(/-/g, '')}${randomBytes(24).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + SHARE_LINK_DAYS * 86_400_000);
  await db.transaction(async (tx) => {
    const row = await oneCommand(tx, scope, id);
    await tx.insert(commandShareLinks).values({ accountId: scope.accountId, commandId: id, tokenHash: hashToken(token), createdByEmail: scope.email, createdAt: now, expiresAt });
    await audit(tx, row.hostname, { command_id: id, endpoint_ids: [row.c.endpointId], expires_at: expiresAt.toISOString() });
  });
  return { path: `/execute-command/${id}/${token}`, expires_at: expiresAt.toISOString() };
}

/** The status a link holder sees: no output, no sender; an unknown, wrong or expired token is not found. */
export async function publicStatus(db: Db, id: string, token: string, now: Date): Promise<PublicCommandStatus> {
  const hex = /^[0-9a-f]{32}/.exec(token)?.[0];
  if (!hex) throw notFound('This link is not valid or has expired.');
  const accountId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const [row] = await db
    .select(commandColumns)
    .from(commandShareLinks)
    .innerJoin(remoteCommands, and(eq(remoteCommands.accountId, commandShareLinks.accountId), eq(remoteCommands.id, commandShareLinks.commandId)))
    .innerJoin(endpoints, endpointJoin)
    .where(and(eq(commandShareLinks.accountId, accountId), eq(commandShareLinks.commandId, id), eq(commandShareLinks.tokenHash, hashToken(token)), gte(commandShareLinks.expiresAt, now)))
    .limit(1);
  if (!row) throw notFound('This link is not valid or has expired.');
  const c = toCommand(row, 0);
  return { id: c.id, hostname: c.hostname, title: c.command.split('\n')[0].slice(0, 120), status: c.status, queued_at: c.queued_at, finished_at: c.finished_at };
}

// The job queue's table work (docs/DECISIONS.md "Mail and background jobs"): enqueue, claim with
// FOR UPDATE SKIP LOCKED, finish, retry with exponential back-off, and the dead letters. The same
// statements run on PGlite (one connection, so SKIP LOCKED never skips) and on PostgreSQL, where
// several server processes claim from one table and each row goes to exactly one of them.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/index';
import { rowsOf } from '../ingest/sql-arrays';

export interface EnqueueOptions {
  /** not before this time (default: now) */
  runAt?: Date;
  /** tries before the job becomes dead (default 5) */
  maxAttempts?: number;
  /** at most one queued or running job per key: a second enqueue with the same key is dropped */
  singletonKey?: string;
}

export interface ClaimedJob {
  id: string;
  name: string;
  payload: Record<string, unknown>;
  /** this run's number, from 1 */
  attempt: number;
  maxAttempts: number;
}

export interface RetryPolicy {
  /** the wait after the first failure; doubled after each further one */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseDelayMs: 10_000, maxDelayMs: 60 * 60_000 };

/** The wait before try `attempt + 1` after try `attempt` failed: base, 2×base, 4×base, ... capped. */
export function backoffMs(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Adds a job; pass the caller's transaction so the job exists exactly when the change that needs it
 * commits. Answers the job's id, or null when a job with the same singleton key is already waiting.
 */
export async function enqueue(db: Db, name: string, payload: Record<string, unknown>, options: EnqueueOptions & { now: Date }): Promise<string | null> {
  const values = {
    name,
    payload,
    runAt: options.runAt ?? options.now,
    maxAttempts: options.maxAttempts ?? 5,
    singletonKey: options.singletonKey ?? null,
    createdAt: options.now,
  };
  const rows = await db
    .insert(jobs)
    .values(values)
    .onConflictDoNothing({ target: jobs.singletonKey, where: sql`status in ('queued', 'running')` })
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/**
 * Takes up to `limit` due jobs of the given names for `workerId` until `now + leaseMs`. A running job
 * whose lease ran out (its worker was killed) is due again. The inner SELECT locks the rows it picks
 * and skips rows another process is claiming, so no job is handed out twice.
 */
export async function claim(db: Db, options: { names: readonly string[]; workerId: string; now: Date; leaseMs: number; limit: number }): Promise<ClaimedJob[]> {
  if (options.names.length === 0) return [];
  const now = options.now.toISOString();
  const until = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const result = await db.execute(sql`
    update ${jobs} set status = 'running', attempts = ${jobs.attempts} + 1, locked_by = ${options.workerId}, locked_until = ${until}::timestamptz
    where ${jobs.id} in (
      select ${jobs.id} from ${jobs}
      where ${inArray(jobs.name, [...options.names])}
        and ((${jobs.status} = 'queued' and ${jobs.runAt} <= ${now}::timestamptz)
          or (${jobs.status} = 'running' and ${jobs.lockedUntil} < ${now}::timestamptz))
      order by ${jobs.runAt}, ${jobs.createdAt}
      limit ${options.limit}
      for update skip locked)
    returning ${jobs.id} as id, ${jobs.name} as name, ${jobs.payload} as payload, ${jobs.attempts} as attempt, ${jobs.maxAttempts} as max_attempts`);
  return rowsOf<{ id: string; name: string; payload: Record<string, unknown> | string; attempt: number; max_attempts: number }>(result).map((r) => ({
    id: r.id,
    name: r.name,
    payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as Record<string, unknown>) : r.payload,
    attempt: Number(r.attempt),
    maxAttempts: Number(r.max_attempts),
  }));
}

const held = (job: ClaimedJob, workerId: string) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'));

export async function complete(db: Db, job: ClaimedJob, workerId: string, now: Date): Promise<void> {
  await db.update(jobs).set({ status: 'done', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: null }).where(held(job, workerId));
}

/** A failed try: queued again after the back-off, or dead once its tries are used up. */
export async function fail(db: Db, job: ClaimedJob, workerId: string, error: string, now: Date, policy: RetryPolicy): Promise<'retry' | 'dead'> {
  const dead = job.attempt >= job.maxAttempts;
  await db
    .update(jobs)
    .set(
      dead
        ? { status: 'dead', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: error }
        : { status: 'queued', runAt: new Date(now.getTime() + backoffMs(job.attempt, policy)), lockedBy: null, lockedUntil: null, lastError: error },
    )
    .where(held(job, workerId));
  return dead ? 'dead' : 'retry';
}

/** Finished jobs older than `before` are forgotten (dead ones stay for whoever investigates). */
export async function pruneDone(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(jobs).where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, before))).returning({ id: jobs.id });
  return rows.length;
}

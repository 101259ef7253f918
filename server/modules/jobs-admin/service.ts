// Scheduled Jobs (issue 24): the recurring jobs of server/jobs seen from the operator's side. A schedule is
// a job_schedules row; its runs are the jobs rows of the same name (the worker queues each timed run
// with the singleton key 'schedule:<name>', so at most one waits or runs at a time). Not tenant data:
// every operator sees the platform's schedules; each change is audited in the operator's company.
import { and, count, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { RECENT_FAILURE_DAYS, type JobRun, type RunNowResult, type ScheduleRow } from '../../../src/api/contract/jobs-admin';
import type { Db } from '../../db/client';
import { jobs, jobSchedules, type JobRow } from '../../db/schema/index';
import { scheduleOf } from '../../jobs/cron';
import { enqueue } from '../../jobs/queue';
import { conflict, notFound } from '../../lib/http-error';
import { iso } from '../../lib/sql';

type ScheduleRecord = typeof jobSchedules.$inferSelect;

/** Writes the change's audit row inside its transaction. */
export type JobsAudit = (tx: Db, target: string, details: Record<string, unknown>) => Promise<void>;

export const singletonKeyOf = (name: string) => `schedule:${name}`;

const NO_SUCH_SCHEDULE = 'No such scheduled job.';

async function scheduleRecord(db: Db, name: string): Promise<ScheduleRecord> {
  const [found] = await db.select().from(jobSchedules).where(eq(jobSchedules.name, name)).limit(1);
  if (!found) throw notFound(NO_SUCH_SCHEDULE);
  return found;
}

async function describeSchedules(db: Db, records: ScheduleRecord[], now: Date): Promise<ScheduleRow[]> {
  if (records.length === 0) return [];
  const names = records.map((r) => r.name);
  const since = new Date(now.getTime() - RECENT_FAILURE_DAYS * 86_400_000);
  const finished = await db
    .selectDistinctOn([jobs.name], { name: jobs.name, status: jobs.status, finishedAt: jobs.finishedAt, lastError: jobs.lastError })
    .from(jobs)
    .where(and(inArray(jobs.name, names), inArray(jobs.status, ['done', 'dead'])))
    .orderBy(jobs.name, desc(jobs.finishedAt), desc(jobs.createdAt));
  const active = await db
    .select({ name: jobs.name, id: jobs.id, status: jobs.status })
    .from(jobs)
    .where(and(inArray(jobs.name, names), inArray(jobs.status, ['queued', 'running'])))
    .orderBy(desc(jobs.createdAt));
  const failures = await db
    .select({ name: jobs.name, n: count() })
    .from(jobs)
    .where(and(inArray(jobs.name, names), isNotNull(jobs.lastError), gte(jobs.createdAt, since)))
    .groupBy(jobs.name);
  const newest = await db
    .select({ name: jobs.name, at: sql<Date | string>`max(${jobs.createdAt})` })
    .from(jobs)
    .where(inArray(jobs.name, names))
    .groupBy(jobs.name);
  const dead = await db
    .select({ name: jobs.name, n: count() })
    .from(jobs)
    .where(and(inArray(jobs.name, names), eq(jobs.status, 'dead')))
    .groupBy(jobs.name);
  const lastOf = new Map(finished.map((r) => [r.name, r]));
  const activeOf = new Map<string, (typeof active)[number]>();
  for (const r of active) if (!activeOf.has(r.name)) activeOf.set(r.name, r);
  const failuresOf = new Map(failures.map((r) => [r.name, Number(r.n)]));
  const deadOf = new Map(dead.map((r) => [r.name, Number(r.n)]));
  const newestOf = new Map(newest.map((r) => [r.name, new Date(r.at)]));
  const latest = (a: Date | null, b: Date | undefined) => (a && b ? (a > b ? a : b) : (a ?? b ?? null));
  return records.map((r) => {
    const last = lastOf.get(r.name);
    const run = activeOf.get(r.name);
    return {
      name: r.name,
      spec: r.spec,
      paused: r.paused,
      paused_at: iso(r.pausedAt),
      paused_by: r.pausedBy,
      last_run_at: iso(latest(r.lastRunAt, newestOf.get(r.name))),
      next_run_at: iso(r.nextRunAt)!,
      last_result: last ? (last.status as 'done' | 'dead') : null,
      last_finished_at: iso(last?.finishedAt ?? null),
      last_error: last?.status === 'dead' ? last.lastError : null,
      active_run: run ? { id: run.id, status: run.status as 'queued' | 'running' } : null,
      recent_failures: failuresOf.get(r.name) ?? 0,
      dead: deadOf.get(r.name) ?? 0,
    };
  });
}

export async function listSchedules(db: Db, now: Date): Promise<ScheduleRow[]> {
  const records = await db.select().from(jobSchedules).orderBy(jobSchedules.name);
  return describeSchedules(db, records, now);
}

export async function getSchedule(db: Db, name: string, now: Date): Promise<ScheduleRow> {
  const [row] = await describeSchedules(db, [await scheduleRecord(db, name)], now);
  return row;
}

function runOf(r: JobRow): JobRun {
  const requestedBy = typeof r.payload.requested_by === 'string' ? r.payload.requested_by : null;
  return {
    id: r.id,
    status: r.status,
    trigger: requestedBy ? 'manual' : 'schedule',
    requested_by: requestedBy,
    attempts: r.attempts,
    max_attempts: r.maxAttempts,
    run_at: iso(r.runAt)!,
    created_at: iso(r.createdAt)!,
    finished_at: iso(r.finishedAt),
    last_error: r.lastError,
  };
}

export async function listRuns(db: Db, name: string, query: { page: number; size: number }): Promise<JobRun[]> {
  await scheduleRecord(db, name);
  const found = await db
    .select()
    .from(jobs)
    .where(eq(jobs.name, name))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return found.map(runOf);
}

export async function countRuns(db: Db, name: string): Promise<number> {
  await scheduleRecord(db, name);
  const [row] = await db.select({ n: count() }).from(jobs).where(eq(jobs.name, name));
  return Number(row?.n ?? 0);
}

async function activeRun(db: Db, name: string): Promise<JobRow | undefined> {
  const [found] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.singletonKey, singletonKeyOf(name)), inArray(jobs.status, ['queued', 'running'])))
    .limit(1);
  return found;
}

/**
 * Run now: the same singleton key as the timer's runs, so a run already waiting or under way is answered
 * instead of a second one (and nothing is audited, as nothing changed).
 */
export async function runNow(db: Db, name: string, by: string, now: Date, audit: JobsAudit): Promise<RunNowResult> {
  return db.transaction(async (tx) => {
    await scheduleRecord(tx, name);
    const id = await enqueue(tx, name, { requested_by: by }, { now, maxAttempts: 1, singletonKey: singletonKeyOf(name) });
    if (id) {
      await audit(tx, name, { job_id: id });
      return { job_id: id, queued: true };
    }
    const waiting = await activeRun(tx, name);
    if (!waiting) throw conflict('The run could not be queued; try again.');
    return { job_id: waiting.id, queued: false };
  });
}

export async function setPaused(db: Db, name: string, paused: boolean, by: string, now: Date, audit: JobsAudit): Promise<ScheduleRow> {
  await db.transaction(async (tx) => {
    const record = await scheduleRecord(tx, name);
    if (record.paused === paused) return;
    await tx
      .update(jobSchedules)
      .set(
        paused
          ? { paused: true, pausedAt: now, pausedBy: by }
          : // resumed: from the schedule's next time after now, not a backlog of the missed ones
            { paused: false, pausedAt: null, pausedBy: null, nextRunAt: scheduleOf(record.spec).next(now) },
      )
      .where(eq(jobSchedules.name, name));
    await audit(tx, name, { paused });
  });
  return getSchedule(db, name, now);
}

/** A dead run queued again for one more try; refused while another run of the schedule waits or runs. */
export async function retryRun(db: Db, name: string, id: string, now: Date, audit: JobsAudit): Promise<JobRun> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(and(eq(jobs.id, id), eq(jobs.name, name))).limit(1);
    if (!job) throw notFound('No such run of this job.');
    if (job.status !== 'dead') throw conflict('Only a dead run can be retried.');
    if (job.singletonKey && (await tx.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.singletonKey, job.singletonKey), inArray(jobs.status, ['queued', 'running']))).limit(1)).length > 0) {
      throw conflict('Another run of this job is already queued or running.');
    }
    const [updated] = await tx
      .update(jobs)
      .set({ status: 'queued', runAt: now, finishedAt: null, maxAttempts: sql`${jobs.attempts} + 1`, lockedBy: null, lockedUntil: null })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'dead')))
      .returning();
    await audit(tx, name, { job_id: id, attempt: updated.attempts + 1 });
    return runOf(updated);
  });
}

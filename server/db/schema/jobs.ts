// The background job queue (issue 16, docs/DECISIONS.md "Mail and background jobs"): one table of job
// runs claimed with FOR UPDATE SKIP LOCKED, and one row per recurring schedule. Not tenant data: a
// job's payload names the company it works for.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, flag } from './columns';

/** queued (waiting for run_at), running (claimed until locked_until), done, dead (retries used up: the dead letters) */
export const JOB_STATUSES = ['queued', 'running', 'done', 'dead'] as const;
export const jobStatusEnum = pgEnum('job_status', JOB_STATUSES);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid().defaultRandom().primaryKey(),
    name: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: jobStatusEnum().notNull().default('queued'),
    runAt: at().notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    /** the worker holding the run, and until when; a worker that died loses its claim after this */
    lockedBy: text(),
    lockedUntil: at(),
    lastError: text(),
    /** at most one queued or running job per key (a schedule's runs, a message's delivery) */
    singletonKey: text(),
    createdAt: createdAt(),
    finishedAt: at(),
  },
  (t) => [
    index().on(t.status, t.runAt),
    uniqueIndex('jobs_singleton_active').on(t.singletonKey).where(sql`status in ('queued', 'running')`),
  ],
);

export const jobSchedules = pgTable('job_schedules', {
  name: text().primaryKey(),
  /** a five-field cron expression (UTC) or 'every <ms>' */
  spec: text().notNull(),
  nextRunAt: at().notNull(),
  lastRunAt: at(),
  /** a paused schedule queues no runs (the worker skips it) until an operator resumes it */
  paused: flag(),
  pausedAt: at(),
  /** the operator's e-mail */
  pausedBy: text(),
});

export type JobRow = typeof jobs.$inferSelect;

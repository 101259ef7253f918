// The worker: named job handlers, recurring schedules and a poll loop, one per server process
// (docs/DECISIONS.md "Mail and background jobs"). A handler that throws costs one try of its job,
// never the process; the loop catches everything.
import { randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobSchedules } from '../db/schema/index';
import type { Schedule } from './cron';
import { claim, complete, DEFAULT_RETRY, enqueue, fail, type ClaimedJob, type EnqueueOptions, type RetryPolicy } from './queue';

export interface JobContext {
  db: Db;
  now: Date;
  job: ClaimedJob;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

export interface WorkerSettings {
  /** false: jobs are stored but this process runs none (tests run them with runDue()) */
  enabled: boolean;
  /** how long the loop sleeps when nothing was due */
  pollIntervalMs: number;
  /** how long a claimed job belongs to this process before another may take it over */
  leaseMs: number;
  /** jobs claimed at once */
  batchSize: number;
  retry: RetryPolicy;
}

export const DEFAULT_WORKER_SETTINGS: WorkerSettings = {
  enabled: true,
  pollIntervalMs: 1_000,
  leaseMs: 5 * 60_000,
  batchSize: 10,
  retry: DEFAULT_RETRY,
};

interface Log {
  error(object: unknown, message: string): void;
  warn(object: unknown, message: string): void;
}

interface Definition {
  handler: JobHandler;
  maxAttempts?: number;
}

export class JobWorker {
  readonly id = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly definitions = new Map<string, Definition>();
  private readonly schedules = new Map<string, Schedule>();
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<number> | undefined;
  private stopped = false;
  private schedulesSaved = false;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    readonly settings: WorkerSettings,
    private readonly log: Log,
  ) {}

  /** Names a kind of job and what runs it; maxAttempts is its default number of tries. */
  define(name: string, handler: JobHandler, options: { maxAttempts?: number } = {}): void {
    if (this.definitions.has(name)) throw new Error(`job '${name}' is defined twice`);
    this.definitions.set(name, { handler, maxAttempts: options.maxAttempts });
  }

  /** A recurring job: due by `schedule`, run by one process of all that share the database. */
  schedule(name: string, schedule: Schedule, handler: JobHandler): void {
    this.define(name, handler, { maxAttempts: 1 });
    this.schedules.set(name, schedule);
  }

  /** Queues a defined job; pass a transaction as `db` to make it part of the caller's change. */
  async enqueue(name: string, payload: Record<string, unknown>, options: EnqueueOptions = {}, db: Db = this.db): Promise<string | null> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`job '${name}' is not defined`);
    return enqueue(db, name, payload, { maxAttempts: definition.maxAttempts, ...options, now: this.now() });
  }

  start(): void {
    if (!this.settings.enabled || this.stopped || this.timer) return;
    this.arm(0);
  }

  /** Runs the loop soon instead of after the poll interval (a job was just queued). */
  wake(): void {
    if (!this.settings.enabled || this.stopped || this.pass) return;
    clearTimeout(this.timer);
    this.arm(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.pass?.catch(() => 0);
  }

  private arm(delay: number): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.pass = this.runDue()
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'job worker pass failed');
          return 0;
        })
        .finally(() => {
          this.pass = undefined;
          if (!this.stopped && !this.timer) this.arm(this.settings.pollIntervalMs);
        });
    }, delay);
    this.timer.unref();
  }

  /** One pass: queue the schedules that are due, then run due jobs until none is left. Answers how many ran. */
  async runDue(): Promise<number> {
    await this.queueSchedules();
    let ran = 0;
    for (;;) {
      if (this.stopped && ran > 0) break;
      const claimed = await claim(this.db, {
        names: [...this.definitions.keys()],
        workerId: this.id,
        now: this.now(),
        leaseMs: this.settings.leaseMs,
        limit: this.settings.batchSize,
      });
      if (claimed.length === 0) break;
      for (const job of claimed) await this.run(job);
      ran += claimed.length;
    }
    return ran;
  }

  private async run(job: ClaimedJob): Promise<void> {
    const definition = this.definitions.get(job.name)!;
    try {
      await definition.handler(job.payload, { db: this.db, now: this.now(), job });
      await complete(this.db, job, this.id, this.now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await fail(this.db, job, this.id, message.slice(0, 2000), this.now(), this.settings.retry);
      this.log.warn({ job: job.name, id: job.id, attempt: job.attempt, outcome, err: error }, 'job failed');
    }
  }

  /**
   * Each schedule row holds its next run; moving it forward and queueing the run happen in one
   * transaction, so of several processes exactly one queues each run (the others find the row moved).
   */
  private async queueSchedules(): Promise<void> {
    if (!this.schedulesSaved) {
      await this.saveSchedules();
      this.schedulesSaved = true;
    }
    for (const [name, schedule] of this.schedules) {
      const now = this.now();
      await this.db.transaction(async (tx) => {
        const due = await tx
          .update(jobSchedules)
          .set({ nextRunAt: schedule.next(now), lastRunAt: now })
          .where(and(eq(jobSchedules.name, name), eq(jobSchedules.paused, false), lte(jobSchedules.nextRunAt, now)))
          .returning({ name: jobSchedules.name });
        if (due.length > 0) await enqueue(tx, name, {}, { now, maxAttempts: 1, singletonKey: `schedule:${name}` });
      });
    }
  }

  /** Once per process: a new schedule gets its row; a changed one starts over from now, an unchanged one keeps its place. */
  private async saveSchedules(): Promise<void> {
    const now = this.now();
    for (const [name, schedule] of this.schedules) {
      await this.db
        .insert(jobSchedules)
        .values({ name, spec: schedule.spec, nextRunAt: schedule.next(now) })
        .onConflictDoUpdate({
          target: jobSchedules.name,
          set: { spec: schedule.spec, nextRunAt: sql`case when ${jobSchedules.spec} = excluded.spec then ${jobSchedules.nextRunAt} else excluded.next_run_at end` },
        });
    }
  }
}

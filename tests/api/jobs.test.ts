// Issue 16: the Postgres-backed job queue — named jobs, retries with exponential back-off, the dead
// letters, cron schedules, one runner per job across several workers on one database, and jobs that
// outlive a hard stop of the server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { jobs, jobSchedules } from '../../server/db/schema/index';
import { cron, every } from '../../server/jobs/cron';
import { enqueue } from '../../server/jobs/queue';
import { DEFAULT_WORKER_SETTINGS, JobWorker, type WorkerSettings } from '../../server/jobs/worker';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const quiet = { error: () => {}, warn: () => {} };
const T0 = new Date('2026-03-02T10:00:00.000Z');

beforeAll(async () => {
  // The app's own worker stays off: each test drives workers of its own on the same database.
  t = await createTestApp({ jobs: { enabled: false }, agent: { sweepIntervalMs: 0 } });
});
afterAll(async () => t?.close());

function worker(clock: { now: Date }, settings: Partial<WorkerSettings> = {}) {
  return new JobWorker(t.db, () => clock.now, { ...DEFAULT_WORKER_SETTINGS, enabled: false, ...settings }, quiet);
}
const unique = (prefix: string) => `${prefix}.${randomBytes(4).toString('hex')}`;
const jobsNamed = (name: string) => t.db.select().from(jobs).where(eq(jobs.name, name));

describe('named jobs', () => {
  it('runs a queued job once with its payload and marks it done', async () => {
    const clock = { now: T0 };
    const w = worker(clock);
    const name = unique('test.echo');
    const seen: unknown[] = [];
    w.define(name, async (payload) => {
      seen.push(payload);
    });
    await w.enqueue(name, { greeting: 'hello' });
    expect(await w.runDue()).toBe(1);
    expect(await w.runDue()).toBe(0);
    expect(seen).toEqual([{ greeting: 'hello' }]);
    const [row] = await jobsNamed(name);
    expect(row).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
  });

  it('does not run a job before its time', async () => {
    const clock = { now: T0 };
    const w = worker(clock);
    const name = unique('test.later');
    let runs = 0;
    w.define(name, async () => void runs++);
    await w.enqueue(name, {}, { runAt: new Date(T0.getTime() + 60_000) });
    expect(await w.runDue()).toBe(0);
    clock.now = new Date(T0.getTime() + 60_000);
    expect(await w.runDue()).toBe(1);
    expect(runs).toBe(1);
  });

  it('retries a failing job with exponential back-off, then keeps it as a dead letter with its last error', async () => {
    const clock = { now: T0 };
    const base = 1_000;
    const w = worker(clock, { retry: { baseDelayMs: base, maxDelayMs: 60_000 } });
    const name = unique('test.flaky');
    let tries = 0;
    w.define(name, async () => {
      tries++;
      throw new Error(`refused, try ${tries}`);
    }, { maxAttempts: 3 });
    await w.enqueue(name, {});

    await w.runDue();
    let [row] = await jobsNamed(name);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'refused, try 1' });
    expect(row.runAt.getTime() - T0.getTime()).toBe(base);

    clock.now = new Date(T0.getTime() + base - 1);
    expect(await w.runDue()).toBe(0);
    clock.now = new Date(T0.getTime() + base);
    await w.runDue();
    [row] = await jobsNamed(name);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(row.runAt.getTime() - clock.now.getTime()).toBe(2 * base);

    clock.now = row.runAt;
    await w.runDue();
    [row] = await jobsNamed(name);
    expect(row).toMatchObject({ status: 'dead', attempts: 3, lastError: 'refused, try 3' });
    clock.now = new Date(clock.now.getTime() + 86_400_000);
    expect(await w.runDue()).toBe(0);
    expect(tries).toBe(3);
  });

  it('survives a handler that throws anything, and goes on with the next job', async () => {
    const clock = { now: T0 };
    const w = worker(clock, { retry: { baseDelayMs: 1, maxDelayMs: 1 } });
    const bad = unique('test.bad');
    const good = unique('test.good');
    let goodRuns = 0;
    w.define(bad, () => Promise.reject('not even an Error'), { maxAttempts: 1 });
    w.define(good, async () => void goodRuns++);
    await w.enqueue(bad, {});
    await w.enqueue(good, {});
    expect(await w.runDue()).toBe(2);
    expect(goodRuns).toBe(1);
    expect((await jobsNamed(bad))[0]).toMatchObject({ status: 'dead', lastError: 'not even an Error' });
    const res = await t.as('admin@acme.test', { method: 'GET', url: '/api/account-email-templates' });
    expect(res.statusCode).toBe(200);
  });

  it('gives each job to exactly one of several workers sharing the database', async () => {
    const clock = { now: T0 };
    const name = unique('test.shared');
    const runsById = new Map<string, string[]>();
    const workers = [0, 1, 2].map(() => worker(clock, { batchSize: 3 }));
    for (const w of workers) {
      w.define(name, async (payload, { job }) => {
        const list = runsById.get(String(payload.n)) ?? [];
        list.push(w.id);
        runsById.set(String(payload.n), list);
        expect(job.attempt).toBe(1);
      });
    }
    for (let n = 0; n < 30; n++) await workers[0].enqueue(name, { n });
    const ran = await Promise.all(workers.map((w) => w.runDue()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(30);
    expect(runsById.size).toBe(30);
    for (const runners of runsById.values()) expect(runners).toHaveLength(1);
    const rows = await jobsNamed(name);
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });
});

describe('schedules', () => {
  it('reads cron expressions in UTC', () => {
    expect(cron('17 3 * * *').next(new Date('2026-03-02T03:17:00Z')).toISOString()).toBe('2026-03-03T03:17:00.000Z');
    expect(cron('*/15 * * * *').next(new Date('2026-03-02T10:07:30Z')).toISOString()).toBe('2026-03-02T10:15:00.000Z');
    expect(cron('0 9 * * 1-5').next(new Date('2026-03-06T09:00:00Z')).toISOString()).toBe('2026-03-09T09:00:00.000Z'); // Friday → Monday
    expect(cron('0 0 1 1 *').next(new Date('2026-03-02T00:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(() => cron('61 * * * *')).toThrow(/minute/);
    expect(() => cron('* * *')).toThrow(/five fields/);
  });

  it('queues each run of a schedule once, however many workers poll it', async () => {
    const clock = { now: T0 };
    const name = unique('test.every-minute');
    let runs = 0;
    const workers = [0, 1].map(() => worker(clock));
    for (const w of workers) w.schedule(name, cron('* * * * *'), async () => void runs++);
    await Promise.all(workers.map((w) => w.runDue()));
    expect(runs).toBe(0);
    const [schedule] = await t.db.select().from(jobSchedules).where(eq(jobSchedules.name, name));
    expect(schedule.nextRunAt.toISOString()).toBe('2026-03-02T10:01:00.000Z');

    for (const minute of [1, 2, 3]) {
      clock.now = new Date(T0.getTime() + minute * 60_000);
      await Promise.all(workers.map((w) => w.runDue()));
      await Promise.all(workers.map((w) => w.runDue()));
    }
    expect(runs).toBe(3);
    expect((await jobsNamed(name)).map((r) => r.status)).toEqual(['done', 'done', 'done']);
  });

  it('runs the agent time-out sweep as a recurring job of the app', async () => {
    const app = await buildApp({ db: t.db, dbKind: t.kind, jwtKey: t.jwtKey, jobs: { enabled: false }, agent: { sweepIntervalMs: 30_000 } });
    await app.ready();
    try {
      await app.jobs.runDue();
      const [row] = await t.db.select().from(jobSchedules).where(eq(jobSchedules.name, 'agent.sweep'));
      expect(row.spec).toBe(every(30_000).spec);
      await t.db.update(jobSchedules).set({ nextRunAt: new Date(Date.now() - 1000) }).where(eq(jobSchedules.name, 'agent.sweep'));
      expect(await app.jobs.runDue()).toBe(1);
      const sweeps = await jobsNamed('agent.sweep');
      expect(sweeps.at(-1)).toMatchObject({ status: 'done', lastError: null });
    } finally {
      await app.close();
    }
  });
});

describe('a hard stop of the server', () => {
  it.skipIf(Boolean(process.env.DATABASE_URL))('leaves queued jobs and jobs of a killed worker to the next start, which runs them', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'palisade-jobs-'));
    try {
      const jwtKey = new Uint8Array(randomBytes(32));
      // First life: a job is queued and the process stops before any worker ran it; a second job
      // was being run by a worker that was killed (its claim still stands until its lease ends).
      let database = await openDatabase({ dataDir: dir });
      const first = await buildApp({ db: database.db, dbKind: database.kind, jwtKey, jobs: { enabled: false } });
      await first.ready();
      await enqueue(database.db, 'test.survivor', { note: 'queued before the stop' }, { now: new Date() });
      await database.db.insert(jobs).values({
        name: 'test.survivor',
        payload: { note: 'running when the worker died' },
        status: 'running',
        attempts: 1,
        lockedBy: 'killed-worker',
        lockedUntil: new Date(Date.now() - 1000),
      });
      await database.close(); // no app.close(): the server gets no chance to tidy up

      // Second life on the same data directory, with its worker on.
      database = await openDatabase({ dataDir: dir });
      const second = await buildApp({ db: database.db, dbKind: database.kind, jwtKey, jobs: { pollIntervalMs: 20 } });
      const notes: string[] = [];
      second.jobs.define('test.survivor', async (payload) => void notes.push(String(payload.note)));
      await second.ready();
      for (let i = 0; i < 200 && notes.length < 2; i++) await new Promise((r) => setTimeout(r, 25));
      await second.close();
      expect(notes.sort()).toEqual(['queued before the stop', 'running when the worker died']);
      const rows = await database.db.select().from(jobs).where(eq(jobs.name, 'test.survivor'));
      expect(rows.map((r) => r.status)).toEqual(['done', 'done']);
      expect(rows.map((r) => r.attempts).sort()).toEqual([1, 2]);
      await database.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

it('keeps at most one waiting run per singleton key', async () => {
  const now = new Date();
  const key = unique('singleton');
  const a = await enqueue(t.db, 'test.single', {}, { now, singletonKey: key });
  const b = await enqueue(t.db, 'test.single', {}, { now, singletonKey: key });
  expect(a).not.toBeNull();
  expect(b).toBeNull();
  const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(eq(jobs.singletonKey, key));
  expect(n).toBe(1);
});

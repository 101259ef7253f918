// Issue 24, Scheduled Jobs: the platform's recurring jobs as the job tables hold them, run now (idempotent
// through the schedule's singleton key), pause and resume (a paused schedule queues nothing when due), the
// retry of a dead run, audited changes, and customer roles refused.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRun, RunNowResult, ScheduleRow } from '../../src/api/contract/jobs-admin';
import { auditLog, jobs, jobSchedules } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const OPS = 'ops@palisade.test';
const NAME = 'jobs.prune';

beforeAll(async () => {
  // The app's worker stays off: the test runs its passes with runDue() and makes a schedule due by
  // moving its stored next run into the past.
  t = await createTestApp({ jobs: { enabled: false }, agent: { sweepIntervalMs: 0 } });
  await t.app.jobs.runDue(); // saves the schedules' rows
});
afterAll(async () => t?.close());

const get = (url: string, email = OPS) => t.as(email, { method: 'GET', url });
const post = (url: string, email = OPS) => t.as(email, { method: 'POST', url });
const runsOf = (name: string) => t.db.select().from(jobs).where(eq(jobs.name, name));
async function audits(action: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.target, NAME)));
  return Number(row.n);
}
const makeDue = () => t.db.update(jobSchedules).set({ nextRunAt: new Date(Date.now() - 60_000) }).where(eq(jobSchedules.name, NAME));
async function scheduleInDb() {
  const [row] = await t.db.select().from(jobSchedules).where(eq(jobSchedules.name, NAME));
  return row;
}

describe('GET /api/scheduled-jobs', () => {
  it('lists every schedule row with its spec and next run as stored', async () => {
    const res = await get('/api/scheduled-jobs');
    expect(res.statusCode).toBe(200);
    const rows: ScheduleRow[] = res.json();
    const stored = await t.db.select().from(jobSchedules);
    expect(rows.map((r) => r.name).sort()).toEqual(stored.map((s) => s.name).sort());
    const prune = rows.find((r) => r.name === NAME)!;
    const db = await scheduleInDb();
    expect(prune).toMatchObject({ spec: '17 3 * * *', paused: false, next_run_at: db.nextRunAt.toISOString(), dead: 0, active_run: null });
  });

  it('refuses customer roles (403) and names an unknown schedule 404, a malformed one 400', async () => {
    for (const email of ['admin@acme.test', 'groupadmin@acme.test', 'auditor@acme.test']) {
      expect((await get('/api/scheduled-jobs', email)).statusCode).toBe(403);
      expect((await post(`/api/scheduled-jobs/${NAME}/run`, email)).statusCode).toBe(403);
      expect((await post(`/api/scheduled-jobs/${NAME}/pause`, email)).statusCode).toBe(403);
    }
    expect((await get('/api/scheduled-jobs/no.such.job')).statusCode).toBe(404);
    expect((await post('/api/scheduled-jobs/no.such.job/run')).statusCode).toBe(404);
    expect((await get(`/api/scheduled-jobs/${encodeURIComponent('bad name!')}`)).statusCode).toBe(400);
    expect((await get(`/api/scheduled-jobs/${NAME}/runs?size=0`)).statusCode).toBe(400);
    expect(await runsOf('no.such.job')).toHaveLength(0);
  });
});

describe('run now', () => {
  it('queues one run with the schedule singleton key; a second request answers the same run and queues nothing', async () => {
    const before = await runsOf(NAME);
    const first = await post(`/api/scheduled-jobs/${NAME}/run`);
    expect(first.statusCode).toBe(200);
    const queued: RunNowResult = first.json();
    expect(queued.queued).toBe(true);
    const second: RunNowResult = (await post(`/api/scheduled-jobs/${NAME}/run`)).json();
    expect(second).toEqual({ job_id: queued.job_id, queued: false });
    const after = await runsOf(NAME);
    expect(after).toHaveLength(before.length + 1);
    const row = after.find((r) => r.id === queued.job_id)!;
    expect(row).toMatchObject({ status: 'queued', singletonKey: `schedule:${NAME}`, payload: { requested_by: OPS } });
    expect(await audits('job.run-now')).toBe(1);

    const listed: ScheduleRow = (await get(`/api/scheduled-jobs/${NAME}`)).json();
    expect(listed.active_run).toEqual({ id: queued.job_id, status: 'queued' });
    expect(listed.last_run_at).toBe(row.createdAt.toISOString());

    await t.app.jobs.runDue();
    const [done] = await t.db.select().from(jobs).where(eq(jobs.id, queued.job_id));
    expect(done.status).toBe('done');
    const history: JobRun[] = (await get(`/api/scheduled-jobs/${NAME}/runs`)).json();
    expect(history[0]).toMatchObject({ id: queued.job_id, status: 'done', trigger: 'manual', requested_by: OPS });
    const head = await t.as(OPS, { method: 'HEAD', url: `/api/scheduled-jobs/${NAME}/runs` });
    expect(head.headers['x-size']).toBe(String((await runsOf(NAME)).length));
    const row2: ScheduleRow = (await get(`/api/scheduled-jobs/${NAME}`)).json();
    expect(row2).toMatchObject({ last_result: 'done', active_run: null });
  });
});

describe('pause and resume', () => {
  it('stops the worker from queueing a paused schedule when it is due, and resumes from the next time after now', async () => {
    const paused = await post(`/api/scheduled-jobs/${NAME}/pause`);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ paused: true, paused_by: OPS });
    const db = await scheduleInDb();
    expect(db).toMatchObject({ paused: true, pausedBy: OPS });
    expect(await audits('job.pause')).toBe(1);
    // pausing twice changes nothing and writes no second audit row
    await post(`/api/scheduled-jobs/${NAME}/pause`);
    expect(await audits('job.pause')).toBe(1);

    const before = (await runsOf(NAME)).length;
    await makeDue();
    const due = (await scheduleInDb()).nextRunAt;
    await t.app.jobs.runDue();
    expect(await runsOf(NAME)).toHaveLength(before);
    expect((await scheduleInDb()).nextRunAt.getTime()).toBe(due.getTime());

    const resumedAt = Date.now();
    const resumed: ScheduleRow = (await post(`/api/scheduled-jobs/${NAME}/resume`)).json();
    expect(resumed.paused).toBe(false);
    const next = (await scheduleInDb()).nextRunAt;
    expect(next.getTime()).toBeGreaterThan(resumedAt);
    expect(resumed.next_run_at).toBe(next.toISOString());
    expect(await audits('job.resume')).toBe(1);
    await t.app.jobs.runDue();
    expect(await runsOf(NAME)).toHaveLength(before); // not due yet: no backlog of the missed run

    await makeDue();
    await t.app.jobs.runDue();
    const runs = await runsOf(NAME);
    expect(runs).toHaveLength(before + 1);
    expect(runs.filter((r) => r.status === 'done')).toHaveLength(runs.length);
  });
});

describe('dead runs', () => {
  it('counts dead letters and recent failures as stored, retries a dead run once, and refuses the others', async () => {
    const at = new Date(Date.now() + 1_000); // after the runs above, so it is the newest finished one
    const [dead] = await t.db
      .insert(jobs)
      .values({ name: NAME, status: 'dead', attempts: 1, maxAttempts: 1, lastError: 'disk full', singletonKey: `schedule:${NAME}`, createdAt: at, finishedAt: at, runAt: at })
      .returning();
    const row: ScheduleRow = (await get(`/api/scheduled-jobs/${NAME}`)).json();
    const [deadCount] = await t.db.select({ n: count() }).from(jobs).where(and(eq(jobs.name, NAME), eq(jobs.status, 'dead')));
    expect(row.dead).toBe(Number(deadCount.n));
    expect(row.recent_failures).toBeGreaterThanOrEqual(1);
    expect(row).toMatchObject({ last_result: 'dead', last_error: 'disk full' });

    const done = (await runsOf(NAME)).find((r) => r.status === 'done')!;
    expect((await post(`/api/scheduled-jobs/${NAME}/runs/${done.id}/retry`)).statusCode).toBe(409);
    expect((await post(`/api/scheduled-jobs/${NAME}/runs/00000000-0000-4000-8000-000000000000/retry`)).statusCode).toBe(404);
    expect((await post(`/api/scheduled-jobs/agent.sweep/runs/${dead.id}/retry`)).statusCode).toBe(404);

    const retried = await post(`/api/scheduled-jobs/${NAME}/runs/${dead.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id: dead.id, status: 'queued' });
    const [stored] = await t.db.select().from(jobs).where(eq(jobs.id, dead.id));
    expect(stored).toMatchObject({ status: 'queued', maxAttempts: 2, finishedAt: null });
    expect(await audits('job.retry')).toBe(1);
    expect((await post(`/api/scheduled-jobs/${NAME}/runs/${dead.id}/retry`)).statusCode).toBe(409);

    await t.app.jobs.runDue();
    const [after] = await t.db.select().from(jobs).where(eq(jobs.id, dead.id));
    expect(after).toMatchObject({ status: 'done', attempts: 2 });
  });
});

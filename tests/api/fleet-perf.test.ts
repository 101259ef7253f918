// Issue 18, the endpoint's Performance tab: agents send `perf_sample` events (stored once, summed per
// hour in the same transaction, a bad batch stores nothing), and GET /api/device-perf-metrics/{id} and
// /device-perf-metric-detail/{id} answer what the database holds, for the endpoint's tenant and scope only.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentEventOf } from '../../src/api/contract/agent';
import type { PerfDetail, PerfPoint } from '../../src/api/contract/fleet';
import { endpointPerfHourly, endpointPerfSamples, people } from '../../server/db/schema/index';
import { prunePerf } from '../../server/modules/fleet/perf';
import { createAgentTestApp, enrol, sendTelemetry, type AgentTestApp, type Enrolled } from './agent-fixtures';

let t: AgentTestApp;
let device: Enrolled;
const HOUR = 3_600_000;
/** the start of the hour two hours ago: samples of that hour and the next */
const base = Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR;

beforeAll(async () => {
  t = await createAgentTestApp();
  device = await enrol(t, { hostname: 'PERF-TEST-1', owner_email: 'perf.owner@acme.test' });
});
afterAll(() => t?.close());

function sample(at: number, cpu: number, memory: number, disk: number): AgentEventOf<'perf_sample'> {
  return { kind: 'perf_sample', id: randomUUID(), at: new Date(at).toISOString(), cpu_pct: cpu, memory_pct: memory, disk_pct: disk };
}

const get = (url: string, email = 'admin@acme.test', query: Record<string, string> = {}) => t.as(email, { method: 'GET', url, query });
const hourlyRows = () =>
  t.db.select().from(endpointPerfHourly).where(and(eq(endpointPerfHourly.accountId, t.acmeId), eq(endpointPerfHourly.endpointId, device.endpointId)));

describe('perf_sample events in POST /agent/v1/telemetry', () => {
  const batch = [sample(base + 5 * 60_000, 10, 40, 50), sample(base + 35 * 60_000, 30, 60, 50.5), sample(base + HOUR + 60_000, 80, 70, 51)];

  it('stores each sample once and sums them per hour; a re-sent batch adds nothing', async () => {
    const first = await sendTelemetry(t, device, batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ accepted: 3, duplicates: 0 });
    const again = await sendTelemetry(t, device, batch);
    expect(again.json()).toEqual({ accepted: 0, duplicates: 3 });

    const raw = await t.db.select().from(endpointPerfSamples).where(eq(endpointPerfSamples.endpointId, device.endpointId));
    expect(raw.map((r) => r.id).sort()).toEqual(batch.map((e) => e.id).sort());
    const hours = (await hourlyRows()).sort((a, b) => a.hour.getTime() - b.hour.getTime());
    expect(hours.map((h) => [h.hour.getTime(), h.samples, h.cpuSum, h.memorySum])).toEqual([
      [base, 2, 40, 100],
      [base + HOUR, 1, 80, 70],
    ]);
  });

  it("does not count a sample as the person's activity (the owner's last seen stays as it was)", async () => {
    const [owner] = await t.db.select().from(people).where(and(eq(people.accountId, t.acmeId), eq(people.email, 'perf.owner@acme.test')));
    const before = owner!.lastSeen;
    // a recent sample, never in the hour of the 80% one (a minute ago is that hour in an hour's first minute)
    await sendTelemetry(t, device, [sample(Math.max(Date.now() - 60_000, base + 2 * HOUR), 5, 5, 5)]);
    const [after] = await t.db.select().from(people).where(and(eq(people.accountId, t.acmeId), eq(people.email, 'perf.owner@acme.test')));
    expect(after!.lastSeen?.getTime()).toBe(before?.getTime());
  });

  it('refuses a batch with a bad sample whole, naming its fields, and stores none of it', async () => {
    const good = sample(base, 1, 1, 1);
    const res = await sendTelemetry(t, device, [good, { ...sample(base, 1, 1, 1), cpu_pct: 101, memory_pct: -1, disk_pct: 'full' }]);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('INVALID_EVENTS');
    expect(body.rejected).toHaveLength(1);
    expect(body.rejected[0].index).toBe(1);
    expect(body.rejected[0].issues.map((i: { path: string }) => i.path).sort()).toEqual(['cpu_pct', 'disk_pct', 'memory_pct']);
    expect(await t.db.select().from(endpointPerfSamples).where(eq(endpointPerfSamples.id, good.id))).toHaveLength(0);
  });
});

describe('GET /api/device-perf-metrics/{id} and /device-perf-metric-detail/{id}', () => {
  it('answers the hourly averages of the range, oldest first, as the rollup holds them', async () => {
    const res = await get(`/api/device-perf-metrics/${device.endpointId}`, 'admin@acme.test', { range: '24h' });
    expect(res.statusCode, res.body).toBe(200);
    const points: PerfPoint[] = res.json();
    const hours = (await hourlyRows()).sort((a, b) => a.hour.getTime() - b.hour.getTime());
    expect(points.map((p) => new Date(p.at).getTime())).toEqual(hours.map((h) => h.hour.getTime()));
    expect(points[0]).toMatchObject({ cpu: 20, memory: 50, disk: 50.3, samples: 2 });
    const head = await t.as('admin@acme.test', { method: 'HEAD', url: `/api/device-perf-metrics/${device.endpointId}`, query: { range: '24h' } });
    expect(Number(head.headers['x-size'])).toBe(hours.length);
  });

  it('answers one point per day for 30 and 90 days', async () => {
    const points: PerfPoint[] = (await get(`/api/device-perf-metrics/${device.endpointId}`, 'admin@acme.test', { range: '90d' })).json();
    const rows = await hourlyRows();
    const days = new Set(rows.map((h) => h.hour.toISOString().slice(0, 10)));
    expect(points.map((p) => p.at.slice(0, 10))).toEqual([...days].sort());
    expect(points.reduce((a, p) => a + p.samples, 0)).toBe(rows.reduce((a, h) => a + h.samples, 0));
  });

  it('gives the newest sample and the last 24 hours in the detail', async () => {
    const detail: PerfDetail = (await get(`/api/device-perf-metric-detail/${device.endpointId}`)).json();
    const [newest] = (await t.db.select().from(endpointPerfSamples).where(eq(endpointPerfSamples.endpointId, device.endpointId))).sort((a, b) => b.at.getTime() - a.at.getTime());
    expect(detail.latest).toEqual({ at: newest!.at.toISOString(), cpu: newest!.cpuPct, memory: newest!.memoryPct, disk: newest!.diskPct });
    expect(detail.day?.peak.cpu).toBe(80);
  });

  it('answers an endpoint without samples with an empty series and no latest sample', async () => {
    const quiet = await enrol(t, { hostname: 'PERF-QUIET', owner_email: 'perf.owner@acme.test' });
    expect((await get(`/api/device-perf-metrics/${quiet.endpointId}`)).json()).toEqual([]);
    expect((await get(`/api/device-perf-metric-detail/${quiet.endpointId}`)).json()).toEqual({ latest: null, day: null });
  });

  it('refuses an unknown range and a malformed id with 400', async () => {
    const bad = await get(`/api/device-perf-metrics/${device.endpointId}`, 'admin@acme.test', { range: '1y' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().issues)).toContain('range');
    expect((await get('/api/device-perf-metrics/not-a-uuid')).statusCode).toBe(400);
  });

  it("answers 404 to another company's admin and to a group admin whose people do not own the endpoint", async () => {
    expect((await get(`/api/device-perf-metrics/${device.endpointId}`, 'admin@globex.test')).statusCode).toBe(404);
    expect((await get(`/api/device-perf-metric-detail/${device.endpointId}`, 'admin@globex.test')).statusCode).toBe(404);
    expect((await get(`/api/device-perf-metrics/${device.endpointId}`, 'groupadmin@acme.test')).statusCode).toBe(404);
    expect((await get(`/api/device-perf-metrics/${device.endpointId}`, 'auditor@acme.test')).statusCode).toBe(200);
  });
});

describe('retention', () => {
  it('drops raw samples after a week and hourly sums after 90 days', async () => {
    const old = await enrol(t, { hostname: 'PERF-OLD', owner_email: 'perf.owner@acme.test' });
    const now = Date.now();
    const weekOld = sample(now - 8 * 24 * HOUR, 10, 10, 10);
    const ancient = sample(now - 91 * 24 * HOUR, 20, 20, 20);
    expect((await sendTelemetry(t, old, [weekOld, ancient])).statusCode).toBe(200);
    await prunePerf(t.db, new Date(now));
    expect(await t.db.select().from(endpointPerfSamples).where(eq(endpointPerfSamples.endpointId, old.endpointId))).toHaveLength(0);
    const hours = await t.db.select().from(endpointPerfHourly).where(eq(endpointPerfHourly.endpointId, old.endpointId));
    expect(hours.map((h) => h.cpuSum)).toEqual([10]);
    // the other endpoint's recent samples are kept
    expect((await t.db.select().from(endpointPerfSamples).where(eq(endpointPerfSamples.endpointId, device.endpointId))).length).toBeGreaterThan(0);
  });
});

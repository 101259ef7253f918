// Issue 3, agent API: a batch stores exactly its events and their rollups, once; a bad batch stores nothing.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../src/api/contract/agent';
import * as schema from '../../server/db/schema/index';
import { ingestBulk } from '../../server/ingest/index';
import { rowsOf } from '../../server/ingest/sql-arrays';
import { createAgentTestApp, enrol, GLOBEX_SECRET, mixedBatch, personIdOf, sendTelemetry, telemetryCounts, type AgentTestApp, type Enrolled } from './agent-fixtures';

let t: AgentTestApp;
beforeAll(async () => {
  t = await createAgentTestApp();
});
afterAll(() => t?.close());

const day = (at: string) => new Date(at).toISOString().slice(0, 10);
const of = <K extends AgentEvent['kind']>(events: AgentEvent[], kind: K) => events.filter((e): e is Extract<AgentEvent, { kind: K }> => e.kind === kind);

/** Rollup sums computed here from what was sent, independently of the server's aggregation. */
function expectedAppUsage(events: AgentEvent[], appIds: Map<string, string>, person: (e: AgentEvent) => string, endpointId: string) {
  const byKey = new Map<string, { sessions: number; durationS: number; weightedDurationS: number }>();
  for (const e of of(events, 'usage')) {
    const appName = e.app ?? (e.domain?.includes('agenttest') ? 'Agent Test AI' : undefined);
    if (!appName) continue;
    const key = [day(e.at), appIds.get(appName), person(e), endpointId, e.browser].join('|');
    const sum = byKey.get(key) ?? { sessions: 0, durationS: 0, weightedDurationS: 0 };
    sum.sessions += 1;
    sum.durationS += e.duration_s;
    sum.weightedDurationS += e.weighted_duration_s;
    byKey.set(key, sum);
  }
  return byKey;
}

async function storedAppUsage(endpointId: string) {
  const rows = await t.db.select().from(schema.appUsageDaily).where(eq(schema.appUsageDaily.endpointId, endpointId));
  return new Map(rows.map((r) => [[r.day, r.appId, r.personId, r.endpointId, r.browser].join('|'), { sessions: r.sessions, durationS: r.durationS, weightedDurationS: r.weightedDurationS }]));
}

describe('POST /agent/v1/telemetry', () => {
  let device: Enrolled;
  let events: AgentEvent[];
  let ownerId: string;
  let secondId: string;

  beforeAll(async () => {
    device = await enrol(t, { owner_email: 'telemetry.owner@acme.test' });
    events = mixedBatch(new Date(), 60);
  });

  it('stores exactly the events of the batch and their rollups', async () => {
    const before = await telemetryCounts(t);
    const res = await sendTelemetry(t, device, events);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: events.length, duplicates: 0 });

    ownerId = (await personIdOf(t, t.acmeId, 'telemetry.owner@acme.test'))!;
    secondId = (await personIdOf(t, t.acmeId, 'second.person@acme.test'))!;
    expect(secondId).toBeDefined();
    const person = (e: AgentEvent) => (e.user ? secondId : ownerId);

    const usage = await t.db.select().from(schema.usageSessions).where(eq(schema.usageSessions.endpointId, device.endpointId));
    const sent = of(events, 'usage');
    expect(usage.map((u) => u.id).sort()).toEqual(sent.map((e) => e.id).sort());
    for (const e of sent) {
      const row = usage.find((u) => u.id === e.id)!;
      expect(row.at.toISOString()).toBe(new Date(e.at).toISOString());
      expect(row.personId).toBe(person(e));
      expect(row.durationS).toBe(e.duration_s);
      if (e.app) expect(row.appId).toBe(t.appIds.get(e.app));
      else if (e.domain === 'www.news.example') expect([row.appId, row.domain]).toEqual([null, 'news.example']);
      else expect(row.appId).toBe(t.appIds.get('Agent Test AI'));
    }
    expect(await storedAppUsage(device.endpointId)).toEqual(expectedAppUsage(events, t.appIds, person, device.endpointId));

    const alerts = await t.db.select().from(schema.websiteAlertDaily).where(eq(schema.websiteAlertDaily.endpointId, device.endpointId));
    expect(alerts.reduce((n, r) => n + r.count, 0)).toBe(of(events, 'website_alert').length);
    expect(new Set(alerts.map((r) => `${r.action}/${r.reason}/${r.domain}`))).toEqual(new Set(of(events, 'website_alert').map((e) => `${e.action}/${e.reason}/${e.domain}`)));
    const ztpa = await t.db.select().from(schema.ztpaActivityDaily).where(eq(schema.ztpaActivityDaily.endpointId, device.endpointId));
    expect(ztpa.reduce((n, r) => n + r.bytesIn, 0)).toBe(of(events, 'ztpa_activity').reduce((n, e) => n + e.bytes_in, 0));

    const after = await telemetryCounts(t);
    expect(after.usage - before.usage).toBe(sent.length);
    expect(after.saasAlerts - before.saasAlerts).toBe(of(events, 'saas_alert').length);
    expect(after.websiteAlerts - before.websiteAlerts).toBe(of(events, 'website_alert').length);
    expect(after.copyPaste - before.copyPaste).toBe(of(events, 'copy_paste').length);
    expect(after.sourceCode - before.sourceCode).toBe(of(events, 'source_code').length);
    expect(after.installed - before.installed).toBe(of(events, 'installed_app').length);
    expect(after.compliance - before.compliance).toBe(of(events, 'compliance').length);
    // Control CIS-9 failed, so the endpoint is non-compliant.
    const [endpoint] = await t.db.select().from(schema.endpoints).where(eq(schema.endpoints.id, device.endpointId));
    expect(endpoint.complianceState).toBe('NON_COMPLIANT');
  });

  it('adds nothing when the same batch is sent again', async () => {
    const before = await telemetryCounts(t);
    const rollup = await storedAppUsage(device.endpointId);
    const res = await sendTelemetry(t, device, events);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: 0, duplicates: events.length });
    expect(await telemetryCounts(t)).toEqual(before);
    expect(await storedAppUsage(device.endpointId)).toEqual(rollup);
  });

  it('stores only the new events of a batch that partly repeats an earlier one', async () => {
    const fresh = mixedBatch(new Date(), 20);
    const res = await sendTelemetry(t, device, [...events.slice(0, 15), ...fresh, fresh[0]]);
    expect(res.json()).toEqual({ accepted: 20, duplicates: 16 });
    const person = (e: AgentEvent) => (e.user ? secondId : ownerId);
    expect(await storedAppUsage(device.endpointId)).toEqual(expectedAppUsage([...events, ...fresh], t.appIds, person, device.endpointId));
  });

  it('refuses a batch with bad events with each of them listed, and stores nothing of it', async () => {
    const good = mixedBatch(new Date(), 10);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const batch: unknown[] = [
      ...good.slice(0, 3),
      { ...good[3], id: 'not-a-uuid' },
      { ...good[4], kind: 'usage' },
      { id: randomUUID(), at: new Date().toISOString(), kind: 'usage', app: 'No Such App', browser: 'Chrome', duration_s: 5, weighted_duration_s: 1 },
      { ...good[5], at: future },
      { id: randomUUID(), at: new Date().toISOString(), kind: 'ztpa_activity', gateway: 'nowhere', destination: 'x', action: 'Allow', bytes_in: 1, bytes_out: 1, duration_s: 1 },
      ...good.slice(6),
      42,
    ];
    const before = await telemetryCounts(t);
    const res = await sendTelemetry(t, device, batch);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('INVALID_EVENTS');
    expect(body.rejected.map((r: { index: number }) => r.index)).toEqual([3, 4, 5, 6, 7, 12]);
    expect(body.rejected[0]).toMatchObject({ id: 'not-a-uuid', issues: [{ path: 'id' }] });
    expect(body.rejected[2].issues).toEqual([{ path: 'app', message: "Unknown app 'No Such App'." }]);
    expect(body.rejected[3].issues[0].path).toBe('at');
    expect(body.rejected[4].issues[0].path).toBe('gateway');
    expect(body.rejected[5].id).toBeNull();
    expect(body.issues.every((i: { path: string }) => /^events\.\d+/.test(i.path))).toBe(true);
    expect(await telemetryCounts(t)).toEqual(before);
    // The good events of the refused batch are new to the server: sent alone, all are accepted.
    expect((await sendTelemetry(t, device, good)).json()).toEqual({ accepted: good.length, duplicates: 0 });
  });

  it('answers 400 for an envelope that is not a batch', async () => {
    for (const payload of [{}, { events: [] }, { events: 'x' }, { events: Array.from({ length: 1001 }, () => ({})) }]) {
      const res = await t.app.inject({ method: 'POST', url: '/agent/v1/telemetry', headers: device.headers, payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it('keeps the newest state when state events arrive out of order', async () => {
    const id = () => randomUUID();
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const newer: AgentEvent = { id: id(), at: at(1), kind: 'installed_app', name: 'Ordering Tool', version: '3.0.0' };
    const older: AgentEvent = { id: id(), at: at(60), kind: 'installed_app', name: 'Ordering Tool', version: '2.0.0' };
    await sendTelemetry(t, device, [newer]);
    await sendTelemetry(t, device, [older]);
    const [row] = await t.db
      .select()
      .from(schema.installedApps)
      .where(and(eq(schema.installedApps.endpointId, device.endpointId), eq(schema.installedApps.name, 'Ordering Tool')));
    expect(row.version).toBe('3.0.0');
    expect(row.firstSeen.toISOString()).toBe(older.at);
    expect(row.lastSeen.toISOString()).toBe(newer.at);
  });

  it("stores a device's events in its own account only", async () => {
    const globexDevice = await enrol(t, { secret: GLOBEX_SECRET, owner_email: 'someone@globex.test' });
    const batch = mixedBatch(new Date(), 10).filter((e) => e.kind !== 'ztpa_activity');
    const res = await sendTelemetry(t, globexDevice, batch);
    expect(res.json()).toEqual({ accepted: batch.length, duplicates: 0 });
    const rows = await t.db.execute(sql`select account_id, count(*)::int as n from usage_sessions where endpoint_id = ${globexDevice.endpointId}::uuid group by account_id`);
    expect(rowsOf(rows)).toEqual([{ account_id: t.globexId, n: of(batch, 'usage').length }]);
    // The person named in the events was created in Globex, not in Acme.
    expect(await personIdOf(t, t.globexId, 'second.person@acme.test')).toBeDefined();
    // The same event ids in another account are other events: idempotency is per account.
    const again = await sendTelemetry(t, device, batch);
    expect(again.json()).toEqual({ accepted: batch.length, duplicates: 0 });
  });
});

describe('limits', () => {
  it('answers 413 for a body over the telemetry limit (4 MiB by default) and stores nothing', async () => {
    const device = await enrol(t);
    const before = await telemetryCounts(t);
    const batch = mixedBatch(new Date(), 20);
    const padded = [...batch, { ...batch[0], id: randomUUID(), url: `https://x.example/${'a'.repeat(4 * 1024 * 1024)}` }];
    const res = await sendTelemetry(t, device, padded);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await telemetryCounts(t)).toEqual(before);
    expect((await sendTelemetry(t, device, batch)).json()).toEqual({ accepted: batch.length, duplicates: 0 });
  });

  it('answers 429 with Retry-After past the per-device limit, until the window has passed', async () => {
    let clock = new Date('2026-11-20T10:00:00Z');
    const limited = await createAgentTestApp({ now: () => clock, agent: { rateLimit: { requests: 3, windowMs: 60_000 } } });
    try {
      const device = await enrol(limited);
      const other = await enrol(limited);
      const batch = mixedBatch(clock, 5);
      expect((await sendTelemetry(limited, device, batch)).statusCode).toBe(200);
      for (let i = 0; i < 2; i++) expect((await limited.app.inject({ method: 'POST', url: '/agent/v1/heartbeat', headers: device.headers, payload: {} })).statusCode).toBe(200);
      clock = new Date(clock.getTime() + 20_000);
      const before = await telemetryCounts(limited);
      const refused = await sendTelemetry(limited, device, mixedBatch(clock, 5));
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('40');
      expect(await telemetryCounts(limited)).toEqual(before);
      // Another device has its own window.
      expect((await sendTelemetry(limited, other, mixedBatch(clock, 5))).statusCode).toBe(200);
      clock = new Date(clock.getTime() + 40_000);
      expect((await sendTelemetry(limited, device, mixedBatch(clock, 5))).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('ingestBulk (the seed path)', () => {
  it('stores many devices at once through the same checks, and nothing when one event is bad', async () => {
    const a = await enrol(t, { owner_email: 'bulk.a@acme.test' });
    const b = await enrol(t, { owner_email: 'bulk.b@acme.test' });
    const items = [...mixedBatch(new Date(), 30).map((event) => ({ endpointId: a.endpointId, event })), ...mixedBatch(new Date(), 30).map((event) => ({ endpointId: b.endpointId, event }))];
    const before = await telemetryCounts(t);
    const bad = [...items, { endpointId: b.endpointId, event: { ...items[0].event, id: randomUUID(), kind: 'usage', app: 'Nope', browser: 'Chrome', duration_s: 1, weighted_duration_s: 1 } }];
    await expect(ingestBulk(t.db, { accountId: t.acmeId, items: bad, chunkSize: 7 })).rejects.toMatchObject({ name: 'IngestRejectedError', rejected: [{ index: 60 }] });
    expect(await telemetryCounts(t)).toEqual(before);
    expect(await ingestBulk(t.db, { accountId: t.acmeId, items, chunkSize: 7 })).toEqual({ accepted: 60, duplicates: 0 });
    expect(await ingestBulk(t.db, { accountId: t.acmeId, items, chunkSize: 7 })).toEqual({ accepted: 0, duplicates: 60 });
    const after = await telemetryCounts(t);
    expect(after.usage - before.usage).toBe(items.filter((i) => i.event.kind === 'usage').length);
  });
});

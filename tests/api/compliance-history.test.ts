// Issue 23: the compliance history is written by the ingest, one row per change of a check's result (first seen,
// passed flipped), and answered by /api/device-compliance-history/{id}; compared with what the database holds.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceHistoryRow } from '../../src/api/contract/compliance';
import { complianceHistory, endpoints } from '../../server/db/schema/index';
import { createAgentTestApp, enrol, GLOBEX_SECRET, sendTelemetry, type AgentTestApp, type Enrolled } from './agent-fixtures';

let t: AgentTestApp;
beforeAll(async () => {
  t = await createAgentTestApp();
}, 180_000);
afterAll(() => t?.close());

const ADMIN = 'admin@acme.test';
const CHECK = 'Firewall enabled';
const MINUTE = 60_000;

function check(at: Date, passed: boolean, control = CHECK) {
  return { id: randomUUID(), at: at.toISOString(), kind: 'compliance', framework: 'CIS', control, passed, details: passed ? 'firewall on' : 'firewall off' };
}

async function send(device: Enrolled, events: unknown[]) {
  const res = await sendTelemetry(t, device, events);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

async function stored(endpointId: string) {
  return t.db.select().from(complianceHistory).where(and(eq(complianceHistory.accountId, t.acmeId), eq(complianceHistory.endpointId, endpointId)));
}

async function stateOf(endpointId: string) {
  const [row] = await t.db.select().from(endpoints).where(eq(endpoints.id, endpointId));
  return row!.complianceState;
}

const history = (id: string) => t.as(ADMIN, { method: 'GET', url: `/api/device-compliance-history/${id}?size=100` });

describe('compliance history', () => {
  it('records a failure and the later pass, not the repeats, and the endpoint turns compliant', async () => {
    const device = await enrol(t);
    const start = new Date(Date.now() - 60 * MINUTE);
    await send(device, [check(start, false), check(new Date(start.getTime() + MINUTE), false)]);
    expect(await stateOf(device.endpointId)).toBe('NON_COMPLIANT');
    // later batches: still failing, then passing, then passing again
    await send(device, [check(new Date(start.getTime() + 2 * MINUTE), false)]);
    await send(device, [check(new Date(start.getTime() + 3 * MINUTE), true), check(new Date(start.getTime() + 4 * MINUTE), true)]);
    expect(await stateOf(device.endpointId)).toBe('COMPLIANT');

    const rows = await stored(device.endpointId);
    expect(rows.map((r) => [r.passed, r.at.getTime()]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      [false, start.getTime()],
      [true, start.getTime() + 3 * MINUTE],
    ]);

    const res = await history(device.endpointId);
    expect(res.statusCode, res.body).toBe(200);
    const answered: ComplianceHistoryRow[] = res.json();
    expect(answered.map((r) => [r.control, r.passed, r.details, new Date(r.checked_at).getTime()])).toEqual([
      [CHECK, true, 'firewall on', start.getTime() + 3 * MINUTE],
      [CHECK, false, 'firewall off', start.getTime()],
    ]);
    const total = await t.as(ADMIN, { method: 'HEAD', url: `/api/device-compliance-history/${device.endpointId}` });
    expect(Number(total.headers['x-size'])).toBe(rows.length);
  });

  it('adds nothing for a re-sent batch', async () => {
    const device = await enrol(t);
    const batch = [check(new Date(Date.now() - 10 * MINUTE), false), check(new Date(Date.now() - 9 * MINUTE), true, 'Agent running')];
    await send(device, batch);
    const before = await stored(device.endpointId);
    expect(before).toHaveLength(2);
    const again = await send(device, batch);
    expect(again.json()).toMatchObject({ accepted: 0 });
    expect(await stored(device.endpointId)).toHaveLength(2);
  });

  it('compares a late batch with the result that preceded it', async () => {
    const device = await enrol(t);
    const start = new Date(Date.now() - 30 * MINUTE);
    await send(device, [check(start, false), check(new Date(start.getTime() + 10 * MINUTE), true)]);
    // arrives late: between the two, and repeats the failure that preceded it
    await send(device, [check(new Date(start.getTime() + 5 * MINUTE), false)]);
    expect((await stored(device.endpointId)).map((r) => r.passed).sort()).toEqual([false, true]);
  });

  it('is 404 for another company’s endpoint', async () => {
    const theirs = await enrol(t, { secret: GLOBEX_SECRET, owner_email: 'someone@globex.test' });
    await send(theirs, [check(new Date(Date.now() - MINUTE), false)]);
    expect(await t.db.select().from(complianceHistory).where(eq(complianceHistory.endpointId, theirs.endpointId))).toHaveLength(1);
    const res = await history(theirs.endpointId);
    expect(res.statusCode).toBe(404);
    expect((await t.as(ADMIN, { method: 'HEAD', url: `/api/device-compliance-history/${theirs.endpointId}` })).statusCode).toBe(404);
  });
});

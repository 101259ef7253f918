// Issue 26, Copilot Error Logs: agents report errors as `agent_error` telemetry events (stored once, a bad
// batch stores nothing), and GET /api/error-logs shows them, compared with what agent_errors holds.
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentEvent, type AgentEventOf } from '../../src/api/contract/agent';
import type { ErrorLogRow } from '../../src/api/contract/logs';
import { agentErrors } from '../../server/db/schema/index';
import { AGENT_ERROR_TEMPLATES, agentErrorEvent } from '../../server/seed/agent-errors';
import { Random } from '../../server/seed/random';
import { createAgentTestApp, enrol, sendTelemetry, type AgentTestApp, type Enrolled } from './agent-fixtures';

let t: AgentTestApp;
let device: Enrolled;
let hostname: string;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createAgentTestApp();
  hostname = `ERR-TEST-${randomUUID().slice(0, 6).toUpperCase()}`;
  device = await enrol(t, { hostname, owner_email: 'error.owner@acme.test', agent_version: '1.1.5' });
});
afterAll(() => t?.close());

function agentError(overrides: Partial<AgentEventOf<'agent_error'>> = {}): AgentEventOf<'agent_error'> {
  return {
    kind: 'agent_error',
    id: randomUUID(),
    at: new Date(Date.now() - 5 * MINUTE).toISOString(),
    code: 'POLICY_FETCH_FAILED',
    message: 'Policy download failed (HTTP 503); the agent keeps enforcing the last applied version.',
    component: 'Policy Sync',
    severity: 'Error',
    agent_version: '1.1.5',
    ...overrides,
  };
}

const storedFor = (endpointId: string) => t.db.select().from(agentErrors).where(and(eq(agentErrors.accountId, t.acmeId), eq(agentErrors.endpointId, endpointId)));
const errorLogs = (email: string, query: Record<string, string | string[]> = {}) => t.as(email, { method: 'GET', url: '/api/error-logs', query });
const total = async (query: Record<string, string | string[]> = {}, email = 'admin@acme.test') => {
  const res = await t.as(email, { method: 'HEAD', url: '/api/error-logs', query });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.headers['x-size']);
};

describe('agent_error events in POST /agent/v1/telemetry', () => {
  const batch = [
    agentError(),
    agentError({ code: 'EXT_DISABLED', component: 'Browser Extension', severity: 'Critical', message: 'The Palisade extension was turned off in Safari.', at: new Date(Date.now() - 2 * MINUTE).toISOString() }),
    agentError({ code: 'DLP_ACCESS_DENIED', component: 'DLP Scanner', severity: 'Warning', message: 'Cannot read /Users/Shared/x: access denied.' }),
  ];

  it('stores each error once; a re-sent batch adds nothing', async () => {
    const first = await sendTelemetry(t, device, batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ accepted: 3, duplicates: 0 });
    const again = await sendTelemetry(t, device, batch);
    expect(again.json()).toEqual({ accepted: 0, duplicates: 3 });
    const rows = await storedFor(device.endpointId);
    expect(rows.map((r) => r.id).sort()).toEqual(batch.map((e) => e.id).sort());
    expect(rows.find((r) => r.code === 'EXT_DISABLED')).toMatchObject({ component: 'Browser Extension', severity: 'Critical', agentVersion: '1.1.5' });
  });

  it('refuses a batch with a bad error whole, naming the bad event, and stores none of it', async () => {
    const good = agentError();
    const res = await sendTelemetry(t, device, [good, { ...agentError(), severity: 'Fatal', code: 'has spaces' }]);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('INVALID_EVENTS');
    expect(body.rejected).toHaveLength(1);
    expect(body.rejected[0].index).toBe(1);
    expect(body.rejected[0].issues.map((i: { path: string }) => i.path).sort()).toEqual(['code', 'severity']);
    expect((await t.db.select().from(agentErrors).where(eq(agentErrors.id, good.id))).length).toBe(0);
  });
});

describe('GET /api/error-logs', () => {
  it("shows the endpoint's errors, newest first, with its host name and owner", async () => {
    const res = await errorLogs('admin@acme.test', { endpoint: device.endpointId });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as ErrorLogRow[];
    const stored = await storedFor(device.endpointId);
    expect(rows).toHaveLength(stored.length);
    expect(rows[0]).toMatchObject({ code: 'EXT_DISABLED', severity: 'Critical', endpoint: { id: device.endpointId, hostname }, person: { email: 'error.owner@acme.test' } });
    const times = rows.map((r) => r.time);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('holds the seeded history of the demo fleet, and counts as the database does for each filter', async () => {
    const [all] = await t.db.select({ n: count() }).from(agentErrors).where(eq(agentErrors.accountId, t.acmeId));
    expect(Number(all.n)).toBeGreaterThan(3);
    expect(await total()).toBe(Number(all.n));
    const [critical] = await t.db
      .select({ n: count() })
      .from(agentErrors)
      .where(and(eq(agentErrors.accountId, t.acmeId), inArray(agentErrors.severity, ['Critical', 'Error'])));
    expect(await total({ severity: ['Critical', 'Error'] })).toBe(Number(critical.n));
    const [dlp] = await t.db.select({ n: count() }).from(agentErrors).where(and(eq(agentErrors.accountId, t.acmeId), eq(agentErrors.component, 'DLP Scanner')));
    expect(await total({ component: 'DLP Scanner' })).toBe(Number(dlp.n));
    expect(await total({ q: hostname.toLowerCase() })).toBe(3);
    expect(await total({ q: hostname, s: String(Date.now() - 3 * MINUTE), e: String(Date.now()) })).toBe(1);
    const facets = (await t.as('admin@acme.test', { method: 'GET', url: '/api/error-logs-facets' })).json();
    expect(facets.components).toEqual(expect.arrayContaining(['Browser Extension', 'DLP Scanner', 'Policy Sync']));
  });

  it("never shows another company's errors", async () => {
    const [globex] = await t.db.select({ n: count() }).from(agentErrors).where(eq(agentErrors.accountId, t.globexId));
    expect(await total({}, 'admin@globex.test')).toBe(Number(globex.n));
    expect(await total({ endpoint: device.endpointId }, 'admin@globex.test')).toBe(0);
  });

  it('exports the filtered rows as CSV', async () => {
    const res = await errorLogs('admin@acme.test', { endpoint: device.endpointId, format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('CopilotErrorLogs.csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"Time","Endpoint","User","Email","Severity","Component","Code","Message","Agent Version"');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('EXT_DISABLED');
  });

  it('answers 400 with reasons for bad filters, and 403 to roles without Logs', async () => {
    const bad: Record<string, string>[] = [{ severity: 'Fatal' }, { endpoint: 'nope' }, { e: 'tomorrow' }, { size: '0' }];
    for (const query of bad) {
      const res = await errorLogs('admin@acme.test', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().issues?.length).toBeGreaterThan(0);
    }
    for (const email of ['groupadmin@acme.test', 'auditor@acme.test']) expect((await errorLogs(email)).statusCode).toBe(403);
  });
});

describe('the errors the demo seed and the simulator send', () => {
  it('are valid agent events of every kind of error the list holds', () => {
    const random = new Random('agent-errors-test');
    const codes = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const event = agentErrorEvent(random, { platform: i % 2 ? 'WINDOWS_AMD_64' : 'DARWIN_ARM_64', agentVersion: '1.1.7' }, new Date());
      const parsed = agentEvent.safeParse(event);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      codes.add(event.code);
    }
    expect([...codes].sort()).toEqual(AGENT_ERROR_TEMPLATES.map((t) => t.code).sort());
  });
});

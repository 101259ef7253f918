// DESIGN.md: bad input never gives a 500, and a refused body stores nothing.
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managedAccountBody } from '../../src/api/contract/accounts';
import { signinBody, signupBody, switchAccountBody } from '../../src/api/contract/auth';
import { setupPreferencesBody, setupVisitBody } from '../../src/api/contract/setup';
import { setupPreferences, setupVisits } from '../../server/db/schema/setup';
import { randomUUID } from 'node:crypto';
import { agentEvent, commandResultBody, enrolBody, heartbeatBody, type AgentEvent } from '../../src/api/contract/agent';
import {
  accountManagers,
  accounts,
  auditLog,
  endpoints,
  ingestedEvents,
  loginAttempts,
  members,
  people,
  remoteCommands,
  usageSessions,
  websiteAlerts,
} from '../../server/db/schema/index';
import { setEnrolmentSecret } from '../../server/ingest/index';
import { createTestApp, type TestApp } from './helpers';
import { junk } from './junk';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const HUGE = 'A'.repeat(1024 * 1024 + 10);

/** Bodies built from a valid one: fields replaced by junk or dropped, plus whole bodies of the wrong shape. */
function badJson(valid: Record<string, unknown>, schema: z.ZodType) {
  const keys = Object.keys(valid);
  const mutated = fc
    .record(Object.fromEntries(keys.map((k) => [k, fc.oneof(fc.constant(valid[k]), junk, fc.constant(undefined))])))
    .map((body) => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)));
  const whole = fc.oneof(fc.constant(null), fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }), fc.string(), fc.integer(), fc.boolean(), fc.object({ maxDepth: 4 }));
  return fc.oneof({ weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: whole }).filter((body) => !schema.safeParse(body).success);
}

type Request = { payload: string; contentType: string; expect: readonly number[] };

function badRequests(valid: Record<string, unknown>, schema: z.ZodType): fc.Arbitrary<Request> {
  return fc.oneof(
    { weight: 6, arbitrary: badJson(valid, schema).map((body) => ({ payload: JSON.stringify(body) ?? 'null', contentType: 'application/json', expect: [400] })) },
    // Text that is not JSON at all, sent as JSON.
    {
      weight: 2,
      arbitrary: fc
        .string({ minLength: 1, maxLength: 200 })
        .filter((s) => {
          try {
            return !schema.safeParse(JSON.parse(s)).success;
          } catch {
            return true;
          }
        })
        .map((s) => ({ payload: s, contentType: 'application/json', expect: [400] })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'image/png')
        .map((contentType) => ({ payload: JSON.stringify(valid), contentType, expect: [415] })),
    },
    { weight: 1, arbitrary: fc.constant({ payload: JSON.stringify({ ...valid, [Object.keys(valid)[0]]: HUGE }), contentType: 'application/json', expect: [413] }) },
  );
}

const rowCounts = async () => {
  const n = async (table: Parameters<ReturnType<typeof t.db.select>['from']>[0]) => Number((await t.db.select({ n: count() }).from(table))[0].n);
  return { accounts: await n(accounts), members: await n(members), managers: await n(accountManagers), audit: await n(auditLog), attempts: await n(loginAttempts), setupVisits: await n(setupVisits), setupPreferences: await n(setupPreferences) };
};

const MUTATIONS: { url: string; as?: string; valid: Record<string, unknown>; schema: z.ZodType }[] = [
  { url: '/api/auth/signin', valid: { email: 'admin@acme.test', password: 'Palisade-demo-1' }, schema: signinBody },
  { url: '/api/signup', valid: { email: 'new@fuzz.test', firstName: 'Fuzz', lastName: 'Tester', company: 'Fuzz Inc', password: 'Str0ng-pass!' }, schema: signupBody },
  { url: '/api/auth/update', as: 'ops@palisade.test', valid: { client_id: 'x' }, schema: switchAccountBody },
  { url: '/api/managed-accounts', as: 'ops@palisade.test', valid: { name: 'Fuzz Company' }, schema: managedAccountBody },
  { url: '/api/account-setup-steps', as: 'admin@acme.test', valid: { step: 'Step_1' }, schema: setupVisitBody },
  { url: '/api/account-setup-preferences', as: 'admin@acme.test', valid: { dismissed: true, hidden: false }, schema: setupPreferencesBody },
];

describe.each(MUTATIONS)('malformed bodies for POST $url', ({ url, as, valid, schema }) => {
  it('always answer 400, 413 or 415 with the error shape, and store nothing', async () => {
    const before = await rowCounts();
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(badRequests(valid, schema), async (req) => {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: req.payload,
          headers: { 'content-type': req.contentType, ...(as ? { authorization: `Bearer ${t.tokens[as]}` } : {}) },
        });
        seen.add(res.statusCode);
        expect(req.expect).toContain(res.statusCode);
        const body = res.json();
        expect(typeof body.exception).toBe('string');
        expect(typeof body.code).toBe('string');
        if (body.code === 'VALIDATION') expect(body.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 80, seed: 20261121 },
    );
    expect(seen.has(400)).toBe(true);
    expect(await rowCounts()).toEqual(before);
  });
});

describe.each(['/api/users', '/api/accessible-accounts', '/api/all-accounts', '/api/account-setup-saas-apps'])('malformed query strings for GET %s', (path) => {
  const keys = fc.constantFrom('page', 'size', 'q', 'status', 'sb', 'so', 'recommendation', 'category', 'x', '__proto__', 'constructor');
  const values = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.integer().map(String),
    fc.constantFrom('-1', '0', '1e309', 'NaN', '%00', '%E0%A4%A', '%27%20or%201%3D1', 'ACTIVE', 'desc', 'x'.repeat(300)),
  );
  const query = fc.array(fc.tuple(keys, values), { maxLength: 6 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v.startsWith('%') ? v : encodeURIComponent(v)}`).join('&'));

  it('never answer 500', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const res = await t.app.inject({ method: 'GET', url: `${path}?${q}`, headers: { authorization: `Bearer ${t.tokens['root@palisade.test']}` } });
        expect([200, 400, 403]).toContain(res.statusCode);
        const admin = await t.app.inject({ method: 'GET', url: `${path}?${q}`, headers: { authorization: `Bearer ${t.tokens['admin@acme.test']}` } });
        expect([200, 400, 403]).toContain(admin.statusCode);
      }),
      { numRuns: 60, seed: 20261121 },
    );
  });
});

describe('malformed headers', () => {
  it('answer 401 for any authorization that is not our token, 403 for a foreign X-Account-Id, never 500', async () => {
    const text = fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('Bearer ', 'Bearer a.b.c', 'Bearer ....', `Bearer ${'x'.repeat(5000)}`, 'bearer eyJhbGciOiJub25lIn0.e30.'));
    await fc.assert(
      fc.asyncProperty(text, fc.string({ maxLength: 64 }), fc.string({ maxLength: 80 }), async (authorization, accountId, traceparent) => {
        const safe = (v: string) => v.replace(/[^\x20-\x7e]/g, '');
        const anonymous = await t.app.inject({ method: 'GET', url: '/api/enums', headers: { authorization: safe(authorization), traceparent: safe(traceparent) } });
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.headers['x-trace-id']).toMatch(/^[0-9a-f]{32}$/);
        const foreign = await t.app.inject({ method: 'GET', url: '/api/enums', headers: { authorization: `Bearer ${t.tokens['admin@acme.test']}`, 'x-account-id': safe(accountId) } });
        expect(foreign.statusCode).toBe(safe(accountId) === t.accounts['Acme Corp'].id ? 200 : 403);
      }),
      { numRuns: 60, seed: 20261121 },
    );
  });
});

// Issue 3: the agent API under /agent/v1 refuses bad bodies the same way, and a refused batch stores nothing.
describe('malformed agent bodies', () => {
  let device: string;
  const agentCounts = async () => {
    const n = async (table: Parameters<ReturnType<typeof t.db.select>['from']>[0]) => Number((await t.db.select({ n: count() }).from(table))[0].n);
    return {
      endpoints: await n(endpoints),
      people: await n(people),
      usage: await n(usageSessions),
      alerts: await n(websiteAlerts),
      ingested: await n(ingestedEvents),
      commands: await n(remoteCommands),
      audit: await n(auditLog),
    };
  };

  beforeAll(async () => {
    await setEnrolmentSecret(t.db, t.accounts['Acme Corp'].id, 'fuzz-enrolment-secret-0001');
    const res = await t.app.inject({
      method: 'POST',
      url: '/agent/v1/enrol',
      payload: { secret: 'fuzz-enrolment-secret-0001', hostname: 'FUZZ-1', serial: 'FUZZ-SERIAL-1', platform: 'LINUX_AMD_64', os_name: 'Linux', os_version: '6.8', agent_version: '1.1.7', owner_email: 'fuzz.owner@acme.test' },
    });
    device = res.json().device_token;
  });

  const validEvent = (i: number): AgentEvent => {
    const base = { id: randomUUID(), at: new Date().toISOString() };
    switch (i % 4) {
      case 0:
        return { ...base, kind: 'usage', domain: 'fuzz.example', browser: 'Chrome', duration_s: 60, weighted_duration_s: 30 };
      case 1:
        return { ...base, kind: 'website_alert', domain: 'fuzz.example', browser: 'Edge', action: 'Block', reason: 'Typo Squatting' };
      case 2:
        return { ...base, kind: 'compliance', framework: 'CIS', control: 'CIS-1', passed: true };
      default:
        return { ...base, kind: 'copy_paste', source: 'Word', destination: 'Mail', data_type: 'SSN', match_count: 1, action: 'Report' };
    }
  };

  it.each([
    { url: '/agent/v1/enrol', auth: false, valid: { secret: 'x', hostname: 'h', serial: 's', platform: 'UNKNOWN', os_name: 'o', os_version: '1', agent_version: '1.0.1', owner_email: 'a@acme.test' }, schema: enrolBody },
    { url: '/agent/v1/heartbeat', auth: true, valid: { agent_version: '1.1.7', hostname: 'FUZZ-1' }, schema: heartbeatBody },
    { url: `/agent/v1/commands/${randomUUID()}/result`, auth: true, valid: { status: 'Success', output: 'ok', exit_code: 0 }, schema: commandResultBody },
  ])('POST $url answers 400, 413 or 415 and stores nothing', async ({ url, auth, valid, schema }) => {
    const before = await agentCounts();
    await fc.assert(
      fc.asyncProperty(badRequests(valid, schema), async (req) => {
        const res = await t.app.inject({ method: 'POST', url, payload: req.payload, headers: { 'content-type': req.contentType, ...(auth ? { authorization: `Bearer ${device}` } : {}) } });
        expect(req.expect).toContain(res.statusCode);
        expect(typeof res.json().exception).toBe('string');
      }),
      { numRuns: 60, seed: 20261121 },
    );
    expect(await agentCounts()).toEqual(before);
  });

  it('POST /agent/v1/telemetry lists every bad event of a batch, never answers 500, and stores nothing of it', async () => {
    const before = await agentCounts();
    const badEvent = fc
      .tuple(fc.nat(3), fc.constantFrom('id', 'at', 'kind', 'browser', 'domain', 'duration_s', 'action', 'reason', 'passed', 'match_count', 'user'), junk, fc.boolean())
      .map(([i, key, value, drop]) => {
        const event: Record<string, unknown> = { ...validEvent(i) };
        if (drop) delete event[key];
        else event[key] = value;
        return event;
      })
      .filter((e) => !agentEvent.safeParse(e).success);
    const batch = fc
      .tuple(fc.array(fc.nat(3), { maxLength: 4 }), fc.array(badEvent, { minLength: 1, maxLength: 3 }), fc.nat())
      .map(([good, bad, seed]) => {
        const events: unknown[] = good.map(validEvent);
        const badAt: number[] = [];
        bad.forEach((e, k) => {
          const at = (seed + k * 7) % (events.length + 1);
          events.splice(at, 0, e);
        });
        events.forEach((e, i) => !agentEvent.safeParse(e).success && badAt.push(i));
        return { events, badAt };
      });
    await fc.assert(
      fc.asyncProperty(batch, async ({ events, badAt }) => {
        const res = await t.app.inject({ method: 'POST', url: '/agent/v1/telemetry', payload: { events }, headers: { authorization: `Bearer ${device}` } });
        expect(res.statusCode).toBe(400);
        const body = res.json();
        if (body.code === 'INVALID_EVENTS') expect(body.rejected.map((r: { index: number }) => r.index)).toEqual(badAt);
        else expect(body.code).toBe('VALIDATION');
      }),
      { numRuns: 80, seed: 20261121 },
    );
    const huge = await t.app.inject({
      method: 'POST',
      url: '/agent/v1/telemetry',
      payload: { events: [{ ...validEvent(0), url: 'x'.repeat(5 * 1024 * 1024) }] },
      headers: { authorization: `Bearer ${device}` },
    });
    expect(huge.statusCode).toBe(413);
    expect(await agentCounts()).toEqual(before);
  });
});

// DESIGN.md: bad input never gives a 500, and a refused body stores nothing.
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managedAccountBody } from '../../src/api/contract/accounts';
import { signinBody, signupBody, switchAccountBody } from '../../src/api/contract/auth';
import { setupPreferencesBody, setupVisitBody } from '../../src/api/contract/setup';
import { setupPreferences, setupVisits } from '../../server/db/schema/setup';
import { accountManagers, accounts, auditLog, loginAttempts, members } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const HUGE = 'A'.repeat(1024 * 1024 + 10);

const junk = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.string({ maxLength: 20 }),
  fc.string({ minLength: 300, maxLength: 3000 }),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.object({ maxDepth: 3 }),
  fc.constant({ $gt: '' }),
  fc.constant("' or 1=1 --"),
  fc.constant('nul\u0000inside'),
  fc.constant({ nested: ['deep', { key: 'nul\u0000' }] }),
);

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

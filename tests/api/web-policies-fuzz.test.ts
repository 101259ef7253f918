// DESIGN.md: bad input never gives a 500, and a refused body stores nothing (issue 5 web routes).
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedCategoryBody, blockedCategoryUpdateBody, blockedWebsitesBody, blockedWebsiteUpdateBody, bypassBody, geoFenceBody } from '../../src/api/contract/web-policies';
import { websiteFeedbackBody } from '../../src/api/contract/websites';
import { auditLog, blockedCategories, blockedWebsites, bypassedDomains, geoFences, policyVersions, websiteFeedback } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';
import { junk } from './junk';

let t: TestApp;
let fenceId: string;
let bypassId: string;
beforeAll(async () => {
  t = await createTestApp();
  const as = (url: string, payload: object) => t.as('admin@acme.test', { method: 'POST', url, payload });
  fenceId = (await as('/api/geo-fencing', { name: 'Fuzz fence', countries: ['US'], action: 'Block' })).json().id;
  bypassId = (await as('/api/excluded-domains', { kind: 'other', name: 'Fuzz bypass', domains: ['fuzz.example'] })).json().id;
  await as('/api/blocked-websites', { domains: ['fuzz.example'], action: 'Report' });
});
afterAll(() => t?.close());

const fieldJunk = fc.oneof(junk, fc.array(fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.constant(null), fc.constant('ZZ'), fc.constant('not a domain')), { maxLength: 5 }));

/** Bodies built from a valid one: fields replaced by junk or dropped, extra keys, and wrong shapes. */
function badBodies(valid: Record<string, unknown>, schema: z.ZodType) {
  const keys = Object.keys(valid);
  const mutated = fc
    .record({ ...Object.fromEntries(keys.map((k) => [k, fc.oneof(fc.constant(valid[k]), fieldJunk, fc.constant(undefined))])), extra: fc.oneof(fc.constant(undefined), fieldJunk) })
    .map((body) => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)));
  const whole = fc.oneof(fc.constant(null), fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }), fc.string(), fc.integer(), fc.object({ maxDepth: 3 }));
  return fc.oneof({ weight: 5, arbitrary: mutated }, { weight: 1, arbitrary: whole }).filter((body) => !schema.safeParse(body).success);
}

const stored = async () => {
  const n = async (table: Parameters<ReturnType<typeof t.db.select>['from']>[0]) => Number((await t.db.select({ n: count() }).from(table))[0].n);
  const versions = await t.db.select().from(policyVersions);
  return {
    audit: await n(auditLog),
    categories: await n(blockedCategories),
    websites: await n(blockedWebsites),
    fences: await n(geoFences),
    bypassed: await n(bypassedDomains),
    feedback: await n(websiteFeedback),
    versions: versions.map((v) => `${v.accountId}:${v.version}`).sort(),
  };
};

const MUTATIONS = [
  { url: () => '/api/blocked-category', valid: { category: 'News', action: 'Block' }, schema: blockedCategoryBody },
  { url: () => '/api/blocked-category/Gambling', valid: { action: 'Block' }, schema: blockedCategoryUpdateBody },
  { url: () => '/api/blocked-websites', valid: { domains: ['a.example'], action: 'Block' }, schema: blockedWebsitesBody },
  { url: () => '/api/blocked-websites/fuzz.example', valid: { action: 'Block' }, schema: blockedWebsiteUpdateBody },
  { url: () => '/api/geo-fencing', valid: { name: 'New fence', countries: ['FR'], action: 'Report' }, schema: geoFenceBody },
  { url: () => `/api/geo-fencing/${fenceId}`, valid: { name: 'Fuzz fence', countries: ['FR'], action: 'Report' }, schema: geoFenceBody },
  { url: () => '/api/excluded-domains', valid: { kind: 'other', name: 'New bypass', domains: ['b.example'], description: 'x' }, schema: bypassBody },
  { url: () => `/api/excluded-domains/${bypassId}`, valid: { kind: 'app', name: 'Slack' }, schema: bypassBody },
  { url: () => '/api/feedback-websites/example.org', valid: { categories: ['News'], comment: 'x' }, schema: websiteFeedbackBody },
];

describe.each(MUTATIONS)('malformed bodies for POST $valid', ({ url, valid, schema }) => {
  it('always answer 400 with issues and store nothing', async () => {
    const before = await stored();
    await fc.assert(
      fc.asyncProperty(badBodies(valid, schema), async (body) => {
        const res = await t.app.inject({
          method: 'POST',
          url: url(),
          payload: JSON.stringify(body) ?? 'null',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${t.tokens['admin@acme.test']}` },
        });
        expect(res.statusCode, `${url()} ${JSON.stringify(body)?.slice(0, 200)} → ${res.body.slice(0, 200)}`).toBe(400);
        const answer = res.json();
        expect(typeof answer.exception).toBe('string');
        if (answer.code === 'VALIDATION') expect(answer.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 40, seed: 20261121 },
    );
    expect(await stored()).toEqual(before);
  });
});

const READS = [
  '/api/nonsaas-inv',
  '/api/nonsaas-inv/example.com',
  '/api/nonsaas-inv/example.com/users',
  '/api/nonsaas-categories',
  '/api/nonsaas-categories/News/users',
  '/api/blocked-websites',
  '/api/geo-fencing',
  '/api/excluded-domains',
];

describe.each(READS)('malformed query strings and paths for GET %s', (path) => {
  const keys = fc.constantFrom('page', 'size', 'q', 's', 'e', 'z', 'sb', 'so', 'tag', 'u', 'category', 'kind', 'action', 'format', '__proto__');
  const values = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.integer().map(String),
    fc.constantFrom('-1', '0', '1e309', 'NaN', '%00', '%E0%A4%A', '%27%20or%201%3D1', 'Europe/Paris', 'csv', 'Unsanctioned', 'x'.repeat(300), '99999999999999999'),
  );
  const query = fc.array(fc.tuple(keys, values), { maxLength: 6 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v.startsWith('%') ? v : encodeURIComponent(v)}`).join('&'));

  it('never answer 500', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (qs) => {
        for (const method of ['GET', 'HEAD'] as const) {
          const res = await t.as('admin@acme.test', { method, url: `${path}?${qs}` });
          expect(res.statusCode, `${method} ${path}?${qs}`).toBeLessThan(500);
        }
      }),
      { numRuns: 25, seed: 20261121 },
    );
  });
});

it('odd path parameters never answer 500', async () => {
  for (const p of ['%00', "'%20or%201=1", 'a'.repeat(300), '..%2F..', '%E0%A4%A', '*.', 'x@y', '00000000-0000-0000-0000-000000000000']) {
    for (const url of [`/api/nonsaas-inv/${p}`, `/api/nonsaas-inv/example.com/devices/${p}`, `/api/nonsaas-inv/example.com/users/${p}`, `/api/geo-fencing/${p}`, `/api/excluded-domains/${p}`, `/api/nonsaas-categories/${p}/users`]) {
      expect((await t.as('admin@acme.test', { method: 'GET', url })).statusCode, url).toBeLessThan(500);
    }
    for (const url of [`/api/blocked-category/${p}`, `/api/blocked-websites/${p}`, `/api/geo-fencing/${p}`, `/api/excluded-domains/${p}`]) {
      expect((await t.as('admin@acme.test', { method: 'DELETE', url })).statusCode, url).toBeLessThan(500);
    }
  }
});

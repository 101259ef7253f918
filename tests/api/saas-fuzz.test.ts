// DESIGN.md: malformed bodies on every SaaS mutation answer 400 (never 500) and store nothing.
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulkBody, catalogAppBody, categoryBody, classifyBody, customAppBody, reclassifyBody, unsanctionedCategoryBody, unsanctionedCategoryUpdate,
} from '../../src/api/contract/saas';
import { auditLog } from '../../server/db/schema/index';
import { accountAppSettings, customApps, saasApps } from '../../server/db/schema/catalog';
import { appCategories, policyVersions, saasImages, unsanctionedCategories } from '../../server/db/schema/policies';
import { createTestApp, type TestApp } from './helpers';
import { junk } from './junk';

let t: TestApp;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.as('admin@acme.test', { method: 'POST', url: '/api/enums/category', payload: { name: 'Fuzzed Category' } });
  categoryId = res.json().id;
});
afterAll(() => t?.close());

const fieldJunk = fc.oneof(junk, fc.constant('data:image/png;base64,!!!'), fc.constant('Block Alert '), fc.constant([{ name: 'Slack', is_sanctioned: false }]));

/** Valid bodies with fields swapped for junk or dropped, and bodies of the wrong shape; only those the schema refuses. */
function badBodies(valid: Record<string, unknown>, schema: z.ZodType) {
  const mutated = fc
    .record(Object.fromEntries(Object.keys(valid).map((k) => [k, fc.oneof(fc.constant(valid[k]), fieldJunk, fc.constant(undefined))])))
    .map((body) => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)));
  const whole = fc.oneof(fc.constant(null), fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }), fc.string(), fc.integer(), fc.object({ maxDepth: 3 }));
  return fc.oneof({ weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: whole }).filter((body) => !schema.safeParse(body).success);
}

const stored = async () => {
  const n = async (table: Parameters<ReturnType<typeof t.db.select>['from']>[0]) => Number((await t.db.select({ n: count() }).from(table))[0].n);
  const versions = await t.db.select().from(policyVersions);
  return {
    settings: await n(accountAppSettings), custom: await n(customApps), catalog: await n(saasApps), categories: await n(appCategories),
    unsanctioned: await n(unsanctionedCategories), images: await n(saasImages), audit: await n(auditLog), versions: versions.map((v) => `${v.accountId}:${v.version}`).sort(),
  };
};

const custom = { name: 'Fuzz App', url: 'fuzz.example', category: 'Productivity', exceptions: [], is_public: false, is_sanctioned: null };
const MUTATIONS: { method?: 'POST' | 'DELETE'; url: string; as?: string; valid: Record<string, unknown>; schema: z.ZodType }[] = [
  { url: '/api/saas-account', valid: { name: 'Slack', is_sanctioned: false, action_type: 'Block' }, schema: classifyBody },
  { url: '/api/saas-account/Slack', valid: { is_sanctioned: false, action_type: 'Block' }, schema: reclassifyBody },
  { url: '/api/saas-applications', valid: { applications: [{ name: 'Slack', is_sanctioned: true }] }, schema: bulkBody },
  { url: '/api/cust-saas', valid: custom, schema: customAppBody },
  { url: '/api/cust-saas/Fuzz%20App', valid: custom, schema: customAppBody },
  { url: '/api/enums/category', valid: { name: 'Fuzz' }, schema: categoryBody },
  { url: '/api/enums/category/:id', valid: { name: 'Fuzz' }, schema: categoryBody },
  { url: '/api/unsanctioned-categories', valid: { name: 'VPN', action: 'Block' }, schema: unsanctionedCategoryBody },
  { url: '/api/unsanctioned-categories/VPN', valid: { action: 'Report' }, schema: unsanctionedCategoryUpdate },
  { url: '/api/saas', as: 'root@palisade.test', valid: { name: 'Fuzz', domains: ['fuzz.example'], categories: ['VPN'], is_gen_ai: false }, schema: catalogAppBody },
  { url: '/api/saas/Slack', as: 'root@palisade.test', valid: { name: 'Slack', domains: ['slack.com'], categories: ['Chat'], is_gen_ai: false }, schema: catalogAppBody },
];

describe.each(MUTATIONS)('malformed bodies for POST $url', ({ url, as, valid, schema }) => {
  it('answer 400 with issues and store nothing', async () => {
    const path = url.replace(':id', categoryId);
    const before = await stored();
    await fc.assert(
      fc.asyncProperty(badBodies(valid, schema), async (body) => {
        const res = await t.as(as ?? 'admin@acme.test', { method: 'POST', url: path, payload: JSON.stringify(body) ?? 'null', headers: { 'content-type': 'application/json' } });
        expect(res.statusCode).toBe(400);
        const answer = res.json();
        expect(typeof answer.exception).toBe('string');
        if (answer.code === 'VALIDATION') expect(answer.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 40, seed: 20261121 },
    );
    expect(await stored()).toEqual(before);
  });
});

describe('malformed paths and query strings', () => {
  it('never answer 500', async () => {
    const before = await stored();
    const urls = [
      '/api/saas-inv?s=abc&e=1', '/api/saas-inv?s=1&e=2&z=Not/AZone', '/api/saas-inv?s=1&e=2&sb=hack', '/api/saas-inv?s=1&e=2&genai=maybe',
      '/api/saas-inv?s=1&e=2&page=0', '/api/saas-inv/%00?s=1&e=2', '/api/saas-inv/x/devices/not-a-uuid?s=1&e=2', '/api/saas?size=100000',
      '/api/saas-account?tag=Unclassified', `/api/saas-image/${'x'.repeat(300)}`,
    ];
    for (const url of urls) {
      const res = await t.as('admin@acme.test', { method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    // Schema-valid but a NUL inside text: PostgreSQL cannot store it, so it must be refused before the query.
    const nul = await t.as('admin@acme.test', { method: 'POST', url: '/api/enums/category', payload: { name: 'a\u0000b' } });
    expect(nul.statusCode).toBe(400);
    for (const url of ['/api/enums/category/not-a-uuid', '/api/saas-account/%20']) {
      const res = await t.as('admin@acme.test', { method: 'POST', url, payload: { name: 'x', is_sanctioned: true } });
      expect(res.statusCode, url).toBe(400);
    }
    expect(await stored()).toEqual(before);
  });
});

// Issue 23, Browser Extension Compliance: /api/compliance-ext-endpoints with its HEAD total, the CSV, one endpoint's
// extension events (/api/device-ext-compliance-history/{id}), compared with what the database holds. An endpoint is
// non-compliant when an extension still installed on it is enabled and risky, or blocked by the Browser Policy.
import { parse } from 'csv-parse/sync';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtensionComplianceRow, ExtensionHistoryRow } from '../../src/api/contract/compliance';
import { browserExtensionPolicies, browserExtensions, endpoints, memberGroups, personGroups } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const ADMIN = 'admin@acme.test';
const GROUP_ADMIN = 'groupadmin@acme.test';
const acme = () => t.accounts['Acme Corp']!.id;
const globex = () => t.accounts['Globex']!.id;
let blockedId = '';

beforeAll(async () => {
  t = await createTestApp();
  // block one extension that is not risky, so both reasons occur
  const [benign] = await t.db.select().from(browserExtensions)
    .where(and(eq(browserExtensions.accountId, acme()), eq(browserExtensions.risky, false))).limit(1);
  blockedId = benign!.extensionId;
  const res = await t.as(ADMIN, { method: 'POST', url: '/api/browser-extension-policies', payload: { extension_id: blockedId, action: 'BLOCK' } });
  expect(res.statusCode, res.body).toBeLessThan(300);
}, 180_000);
afterAll(() => t?.close());

const get = (url: string, email = ADMIN) => t.as(email, { method: 'GET', url });
async function head(url: string, email = ADMIN): Promise<number> {
  const res = await t.as(email, { method: 'HEAD', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return Number(res.headers['x-size']);
}

type Endpoint = typeof endpoints.$inferSelect;
async function acmeEndpoints(): Promise<Endpoint[]> {
  return t.db.select().from(endpoints).where(and(eq(endpoints.accountId, acme()), eq(endpoints.infra, false)));
}
async function groupAdminEndpoints(): Promise<Endpoint[]> {
  const gm = t.members[GROUP_ADMIN]!;
  const groups = (await t.db.select().from(memberGroups).where(eq(memberGroups.memberId, gm.id))).map((g) => g.groupId);
  const owners = new Set((await t.db.select().from(personGroups).where(and(eq(personGroups.accountId, acme()), inArray(personGroups.groupId, groups)))).map((p) => p.personId));
  return (await acmeEndpoints()).filter((e) => e.ownerPersonId !== null && owners.has(e.ownerPersonId));
}

/** From the database: per endpoint, its installed extensions, the offending ones and the browsers. */
async function held() {
  const blocked = new Set(
    (await t.db.select().from(browserExtensionPolicies).where(and(eq(browserExtensionPolicies.accountId, acme()), eq(browserExtensionPolicies.action, 'BLOCK')))).map((p) => p.extensionId),
  );
  const rows = await t.db.select().from(browserExtensions).where(eq(browserExtensions.accountId, acme()));
  const byEndpoint = new Map<string, { installed: number; offending: string[]; browsers: Set<string> }>();
  for (const x of rows) {
    if (x.removedAt !== null) continue;
    const entry = byEndpoint.get(x.endpointId) ?? { installed: 0, offending: [], browsers: new Set<string>() };
    entry.installed += 1;
    entry.browsers.add(x.browser);
    if ((x.enabled && x.risky) || blocked.has(x.extensionId)) entry.offending.push(`${x.extensionId}|${x.browser}`);
    byEndpoint.set(x.endpointId, entry);
  }
  return { byEndpoint, blocked };
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

describe('the extension compliance list', () => {
  it('totals and lists what the database holds, for each status and a browser', async () => {
    const { byEndpoint } = await held();
    const all = await acmeEndpoints();
    const offends = (e: Endpoint) => (byEndpoint.get(e.id)?.offending.length ?? 0) > 0;
    const cases = [
      { query: '', keep: () => true },
      { query: 'state=NON_COMPLIANT', keep: offends },
      { query: 'state=COMPLIANT', keep: (e: Endpoint) => !offends(e) },
      { query: 'state=NON_COMPLIANT&b=Chrome', keep: (e: Endpoint) => offends(e) && Boolean(byEndpoint.get(e.id)?.browsers.has('Chrome')) },
    ];
    for (const { query, keep } of cases) {
      const expected = all.filter(keep);
      expect(await head(`/api/compliance-ext-endpoints?${query}`), query).toBe(expected.length);
      const rows: ExtensionComplianceRow[] = (await get(`/api/compliance-ext-endpoints?${query}&size=500`)).json();
      expect(ids(rows), query).toEqual(ids(expected));
    }
    expect(all.filter(offends).length, 'the test data has non-compliant endpoints').toBeGreaterThan(0);
    expect(all.filter((e) => !offends(e)).length, 'and compliant ones').toBeGreaterThan(0);
  });

  it('names each endpoint’s offending extensions, with the blocked one among them', async () => {
    const { byEndpoint, blocked } = await held();
    const rows: ExtensionComplianceRow[] = (await get('/api/compliance-ext-endpoints?state=NON_COMPLIANT&size=500')).json();
    for (const r of rows) {
      const expected = byEndpoint.get(r.id)!;
      expect(r.compliant).toBe(false);
      expect(r.extensions, r.hostname).toBe(expected.installed);
      expect(r.offending.map((x) => `${x.extension_id}|${x.browser}`).sort(), r.hostname).toEqual([...expected.offending].sort());
      for (const x of r.offending) expect(x.blocked).toBe(blocked.has(x.extension_id));
    }
    expect(rows.some((r) => r.offending.some((x) => x.extension_id === blockedId && x.blocked && !x.risky))).toBe(true);
  });

  it('counts only the group admin’s people’s endpoints', async () => {
    const { byEndpoint } = await held();
    const mine = await groupAdminEndpoints();
    const expected = mine.filter((e) => (byEndpoint.get(e.id)?.offending.length ?? 0) > 0);
    expect(await head('/api/compliance-ext-endpoints?state=NON_COMPLIANT', GROUP_ADMIN)).toBe(expected.length);
    expect(ids((await get('/api/compliance-ext-endpoints?state=NON_COMPLIANT&size=500', GROUP_ADMIN)).json())).toEqual(ids(expected));
    expect(await head('/api/compliance-ext-endpoints', GROUP_ADMIN)).toBe(mine.length);
  });

  it('downloads the same endpoints as the list, as CSV', async () => {
    const rows: ExtensionComplianceRow[] = (await get('/api/compliance-ext-endpoints?state=NON_COMPLIANT&size=500')).json();
    const res = await get('/api/compliance-ext-report?state=NON_COMPLIANT');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const records = parse(res.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(records.map((r) => r.Hostname)).toEqual(rows.map((r) => r.hostname));
    expect(records.every((r) => r['Extension compliance'] === 'Non Compliant')).toBe(true);
    expect(records.map((r) => r['Offending extensions'])).toEqual(rows.map((r) => r.offending.map((x) => `${x.name} (${x.browser})`).join('; ')));
  });

  it('answers 400 with reasons for a bad query', async () => {
    for (const query of ['state=MAYBE', 'b=Netscape', 'sb=owner', 'size=0']) {
      const res = await get(`/api/compliance-ext-endpoints?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().issues?.length ?? res.json().errors?.length ?? 1, query).toBeGreaterThan(0);
    }
    expect((await get('/api/compliance-ext-report?state=MAYBE')).statusCode).toBe(400);
  });
});

describe('one endpoint’s extension events', () => {
  it('lists installs and removals as stored, newest first', async () => {
    const [x] = await t.db.select().from(browserExtensions).where(eq(browserExtensions.accountId, acme())).limit(1);
    const stored = await t.db.select().from(browserExtensions).where(and(eq(browserExtensions.accountId, acme()), eq(browserExtensions.endpointId, x!.endpointId)));
    const expected = [
      ...stored.map((s) => `INSTALLED|${s.extensionId}|${s.browser}|${s.firstSeen.getTime()}`),
      ...stored.filter((s) => s.removedAt).map((s) => `REMOVED|${s.extensionId}|${s.browser}|${s.removedAt!.getTime()}`),
    ].sort();
    expect(await head(`/api/device-ext-compliance-history/${x!.endpointId}`)).toBe(expected.length);
    const rows: ExtensionHistoryRow[] = (await get(`/api/device-ext-compliance-history/${x!.endpointId}?size=500`)).json();
    expect(rows.map((r) => `${r.event}|${r.extension_id}|${r.browser}|${new Date(r.at).getTime()}`).sort()).toEqual(expected);
    const times = rows.map((r) => new Date(r.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('is 404 for another company’s endpoint and for one outside the group admin’s people', async () => {
    const [theirs] = await t.db.select().from(endpoints).where(eq(endpoints.accountId, globex())).limit(1);
    const res = await get(`/api/device-ext-compliance-history/${theirs!.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.body.includes(theirs!.hostname)).toBe(false);
    expect((await t.as(ADMIN, { method: 'HEAD', url: `/api/device-ext-compliance-history/${theirs!.id}` })).statusCode).toBe(404);
    const mine = new Set((await groupAdminEndpoints()).map((e) => e.id));
    const outside = (await acmeEndpoints()).find((e) => !mine.has(e.id))!;
    expect((await get(`/api/device-ext-compliance-history/${outside.id}`, GROUP_ADMIN)).statusCode).toBe(404);
  });
});

// Issue 5: the web policies' rules — validation, duplicates, audit rows and the policy version bump.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, blockedCategories, blockedWebsites, bypassedDomains, geoFences, policyVersions, saasApps, websiteCategories, websiteFeedback } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let acme: string;
const ADMIN = 'admin@acme.test';

beforeAll(async () => {
  t = await createTestApp();
  acme = t.accounts['Acme Corp'].id;
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, email = ADMIN) => t.as(email, { method: 'POST', url, payload: payload as object });
const del = (url: string, email = ADMIN) => t.as(email, { method: 'DELETE', url });

async function version(): Promise<number> {
  const [row] = await t.db.select().from(policyVersions).where(eq(policyVersions.accountId, acme));
  return row?.version ?? 0;
}

async function audits(action: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.action, action)));
  return Number(row.n);
}

/** Runs a change and checks it wrote one audit row of the action and bumped the version once. */
async function audited(action: string, run: () => Promise<{ statusCode: number; body: string }>) {
  const [v, a] = [await version(), await audits(action)];
  const res = await run();
  expect(res.statusCode, res.body).toBe(200);
  expect(await version()).toBe(v + 1);
  expect(await audits(action)).toBe(a + 1);
  return JSON.parse(res.body);
}

async function unchanged(run: () => Promise<{ statusCode: number; body: string }>, status: number) {
  const v = await version();
  const [a] = await t.db.select({ n: count() }).from(auditLog);
  const res = await run();
  expect(res.statusCode, res.body).toBe(status);
  expect(await version()).toBe(v);
  expect((await t.db.select({ n: count() }).from(auditLog))[0].n).toBe(a.n);
  return JSON.parse(res.body);
}

describe('blocked categories', () => {
  it('blocks a known category once, updates and unblocks it, auditing each change', async () => {
    const blocked = new Set((await t.db.select().from(blockedCategories).where(eq(blockedCategories.accountId, acme))).map((b) => b.category));
    const [free] = (await t.db.select().from(websiteCategories)).filter((c) => !blocked.has(c.name));
    const row = await audited('blocked-category.add', () => post('/api/blocked-category', { category: free.name.toUpperCase() }));
    expect(row).toMatchObject({ category: free.name, action: 'Block', created_by: ADMIN });
    const [websites] = await t.db.execute(sql`select count(*)::int as n from websites where ${free.name} = any(categories)`).then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(row.websites).toBe(websites.n);

    const dup = await unchanged(() => post('/api/blocked-category', { category: free.name }), 409);
    expect(dup.code).toBe('CONFLICT');
    const unknown = await unchanged(() => post('/api/blocked-category', { category: 'Not A Category' }), 400);
    expect(unknown.issues).toEqual([{ path: 'category', message: 'Unknown website category: Not A Category' }]);
    await unchanged(() => post('/api/blocked-category', { category: free.name, action: 'Report' }), 400);

    await audited('blocked-category.update', () => post(`/api/blocked-category/${encodeURIComponent(free.name)}`, { action: 'Block' }));
    const list = (await t.as(ADMIN, { method: 'GET', url: '/api/blocked-category' })).json();
    expect(list.map((c: { category: string }) => c.category).sort()).toEqual([...blocked, free.name].sort());

    const gone = await audited('blocked-category.delete', () => del(`/api/blocked-category/${encodeURIComponent(free.name)}`));
    expect(gone.policy_version).toBe(await version());
    await unchanged(() => del(`/api/blocked-category/${encodeURIComponent(free.name)}`), 404);
  });
});

describe('blocked websites', () => {
  it('stores normalised hosts, refuses bad domains and duplicates without storing anything', async () => {
    const rows = await audited('blocked-website.add', () => post('/api/blocked-websites', { domains: ['https://www.Alpha.example/path?q=1', 'beta.example:8080', '*.gamma.example'], action: 'Report' }));
    expect(rows.map((r: { domain: string }) => r.domain)).toEqual(['*.gamma.example', 'alpha.example', 'beta.example']);

    const before = await t.db.select({ n: count() }).from(blockedWebsites);
    const bad = await unchanged(() => post('/api/blocked-websites', { domains: ['ok.example', 'not a domain', 'also bad!'], action: 'Block' }), 400);
    expect(bad.issues.map((i: { path: string }) => i.path)).toEqual(['domains.1', 'domains.2']);
    const dup = await unchanged(() => post('/api/blocked-websites', { domains: ['new.example', 'ALPHA.example'], action: 'Block' }), 409);
    expect(dup.exception).toContain('alpha.example');
    await unchanged(() => post('/api/blocked-websites', { domains: ['x.example'] }), 400);
    expect(await t.db.select({ n: count() }).from(blockedWebsites)).toEqual(before);

    const updated = await audited('blocked-website.update', () => post('/api/blocked-websites/www.alpha.example', { action: 'Block' }));
    expect(updated.action).toBe('Block');
    const head = await t.as(ADMIN, { method: 'HEAD', url: '/api/blocked-websites?q=example' });
    expect(Number(head.headers['x-size'])).toBe(3);
    const filtered = (await t.as(ADMIN, { method: 'GET', url: '/api/blocked-websites?action=Report' })).json();
    expect(filtered.map((r: { domain: string }) => r.domain).sort()).toEqual(['*.gamma.example', 'beta.example']);
    await audited('blocked-website.delete', () => del('/api/blocked-websites/beta.example'));
    await unchanged(() => del('/api/blocked-websites/beta.example'), 404);
  });
});

describe('geo-fencing', () => {
  it('validates countries, refuses duplicate names, reads by id or name', async () => {
    const fence = await audited('geo-fence.add', () => post('/api/geo-fencing', { name: 'Sanctioned countries', countries: ['kp', 'IR', 'IR'], action: 'Block' }));
    expect(fence.countries).toEqual(['IR', 'KP']);
    const bad = await unchanged(() => post('/api/geo-fencing', { name: 'Bad', countries: ['US', 'XX', 'UK'], action: 'Block' }), 400);
    expect(bad.issues.map((i: { path: string }) => i.path)).toEqual(['countries.1', 'countries.2']);
    await unchanged(() => post('/api/geo-fencing', { name: 'sanctioned COUNTRIES', countries: ['US'], action: 'Report' }), 409);
    await unchanged(() => post('/api/geo-fencing', { name: 'Empty', countries: [], action: 'Report' }), 400);

    expect((await t.as(ADMIN, { method: 'GET', url: `/api/geo-fencing/${fence.id}` })).json().name).toBe('Sanctioned countries');
    expect((await t.as(ADMIN, { method: 'GET', url: '/api/geo-fencing/Sanctioned%20countries' })).json().id).toBe(fence.id);
    const other = await audited('geo-fence.add', () => post('/api/geo-fencing', { name: 'Other', countries: ['RU'], action: 'Report' }));
    await unchanged(() => post(`/api/geo-fencing/${other.id}`, { name: 'Sanctioned countries', countries: ['RU'], action: 'Report' }), 409);
    const renamed = await audited('geo-fence.update', () => post(`/api/geo-fencing/${other.id}`, { name: 'Other renamed', countries: ['RU', 'BY'], action: 'Block Alert' }));
    expect(renamed).toMatchObject({ id: other.id, name: 'Other renamed', countries: ['BY', 'RU'], action: 'Block Alert' });
    expect(Number((await t.as(ADMIN, { method: 'HEAD', url: '/api/geo-fencing' })).headers['x-size'])).toBe(2);
    await audited('geo-fence.delete', () => del(`/api/geo-fencing/${other.id}`));
    await unchanged(() => del(`/api/geo-fencing/${other.id}`), 404);
    expect(await t.db.select({ n: count() }).from(geoFences).where(eq(geoFences.accountId, acme))).toEqual([{ n: 1 }]);
  });
});

describe('bypassed domains', () => {
  it('bypasses an app’s domains or other domains, refusing unknown apps and duplicates', async () => {
    const [app] = await t.db.select().from(saasApps).where(sql`cardinality(${saasApps.domains}) > 0`).limit(1);
    const entry = await audited('bypassed-domain.add', () => post('/api/excluded-domains', { kind: 'app', name: app.name.toLowerCase() }));
    expect(entry).toMatchObject({ kind: 'app', name: app.name, domains: app.domains });
    await unchanged(() => post('/api/excluded-domains', { kind: 'app', name: app.name }), 409);
    const unknown = await unchanged(() => post('/api/excluded-domains', { kind: 'app', name: 'No Such App' }), 400);
    expect(unknown.issues[0].path).toBe('name');

    const other = await audited('bypassed-domain.add', () =>
      post('/api/excluded-domains', { kind: 'other', name: 'Update servers', domains: ['https://updates.example.com/x', 'cdn.example.net'], description: 'OS updates' }),
    );
    expect(other.domains).toEqual(['updates.example.com', 'cdn.example.net']);
    const bad = await unchanged(() => post('/api/excluded-domains', { kind: 'other', name: 'Bad', domains: ['fine.example', 'no way'] }), 400);
    expect(bad.issues.map((i: { path: string }) => i.path)).toEqual(['domains.1']);
    await unchanged(() => post('/api/excluded-domains', { kind: 'other', name: 'Bad' }), 400);

    const list = (await t.as(ADMIN, { method: 'GET', url: '/api/excluded-domains?kind=other' })).json();
    expect(list.map((r: { id: string }) => r.id)).toEqual([other.id]);
    expect(Number((await t.as(ADMIN, { method: 'HEAD', url: '/api/excluded-domains?kind=app' })).headers['x-size'])).toBe(1);
    const updated = await audited('bypassed-domain.update', () => post(`/api/excluded-domains/${other.id}`, { kind: 'other', name: 'Update servers', domains: ['updates.example.com'] }));
    expect(updated.domains).toEqual(['updates.example.com']);
    expect((await t.as(ADMIN, { method: 'GET', url: `/api/excluded-domains/${other.id}` })).json().domains).toEqual(['updates.example.com']);
    await audited('bypassed-domain.delete', () => del(`/api/excluded-domains/${entry.id}`));
    expect(await t.db.select({ n: count() }).from(bypassedDomains).where(eq(bypassedDomains.accountId, acme))).toEqual([{ n: 1 }]);
  });
});

describe('website feedback', () => {
  it('stores known categories with the comment and audits it; unknown categories give 400', async () => {
    const [cat] = await t.db.select().from(websiteCategories).limit(1);
    const res = await post('/api/feedback-websites/www.example.org', { categories: [cat.name.toLowerCase()], comment: 'Looks like news' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ domain: 'example.org', categories: [cat.name], comment: 'Looks like news' });
    expect(await audits('website.feedback')).toBe(1);
    const bad = await post('/api/feedback-websites/example.org', { categories: [cat.name, 'Nope'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'categories.1', message: 'Unknown website category: Nope' }]);
    expect((await post('/api/feedback-websites/example.org', { categories: [cat.name], comment: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect(await t.db.select({ n: count() }).from(websiteFeedback)).toEqual([{ n: 1 }]);
  });
});

describe('who may change web policies', () => {
  it('refuses the auditor and the group admin, and changes nothing', async () => {
    const before = await version();
    for (const email of ['auditor@acme.test', 'groupadmin@acme.test']) {
      expect((await post('/api/blocked-category', { category: 'News' }, email)).statusCode, email).toBe(403);
      expect((await post('/api/blocked-websites', { domains: ['x.example'], action: 'Block' }, email)).statusCode, email).toBe(403);
      expect((await post('/api/geo-fencing', { name: 'A', countries: ['US'], action: 'Block' }, email)).statusCode, email).toBe(403);
      expect((await post('/api/excluded-domains', { kind: 'other', name: 'A', domains: ['a.example'] }, email)).statusCode, email).toBe(403);
      expect((await del('/api/blocked-category/Gambling', email)).statusCode, email).toBe(403);
    }
    expect((await post('/api/feedback-websites/example.org', { categories: ['News'] }, 'auditor@acme.test')).statusCode).toBe(403);
    expect(await version()).toBe(before);
  });
});

// DESIGN.md tenancy, issue 5 web routes: every session sees and changes only its current company's rows.
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess, type Gate } from '../../src/api/contract/access';
import { accounts, blockedCategories, blockedWebsites, bypassedDomains, geoFences, memberGroups, personGroups, websiteUsageDaily } from '../../server/db/schema/index';
import { accessContextOf } from '../../server/plugins/scope';
import { createTestApp, type TestApp } from './helpers';

interface Session {
  label: string;
  email: string;
  token: string;
  accountId: string;
}

let t: TestApp;
const sessions: Session[] = [];
const ids: Record<string, { fence: string; bypass: string }> = {};
const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  for (const [email, token] of Object.entries(t.tokens)) sessions.push({ label: email, email, token, accountId: t.members[email].accountId });
  for (const [email, company] of [['ops@palisade.test', 'Acme Corp'], ['root@palisade.test', 'Globex']] as const) {
    const target = t.accounts[company];
    const res = await t.as(email, { method: 'POST', url: '/api/auth/update', payload: { client_id: target.clientId } });
    sessions.push({ label: `${email} in ${company}`, email, token: res.json().token, accountId: target.id });
  }
  // Each company gets its own policies, so a leak would show.
  for (const [email, company] of [['admin@acme.test', 'acme'], ['admin@globex.test', 'globex']] as const) {
    const as = (url: string, payload: object) => t.as(email, { method: 'POST', url, payload });
    const fence = (await as('/api/geo-fencing', { name: `${company} fence`, countries: ['US'], action: 'Block' })).json();
    const bypass = (await as('/api/excluded-domains', { kind: 'other', name: `${company} bypass`, domains: [`${company}.example`] })).json();
    await as('/api/blocked-websites', { domains: [`blocked.${company}.example`], action: 'Report' });
    ids[company] = { fence: fence.id, bypass: bypass.id };
  }
});
afterAll(() => t?.close());

const inject = (s: Session, method: 'GET' | 'HEAD' | 'POST' | 'DELETE', url: string, extra: { headers?: Record<string, string>; payload?: object } = {}) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${s.token}`, ...extra.headers }, payload: extra.payload });

const WEBSITES: Gate = { area: 'inventory', blockedBy: ['disable_session_logs'] };
const INVENTORY: Gate = { area: 'inventory' };
const POLICIES: Gate = { area: 'policies' };

async function allowed(s: Session, gate: Gate): Promise<boolean> {
  const [account] = await t.db.select().from(accounts).where(eq(accounts.id, s.accountId));
  return canAccess(gate, accessContextOf(account, t.members[s.email].role));
}

/** Website domains used in the last 7 days by the people the session may see. */
async function domainsVisibleTo(s: Session): Promise<string[]> {
  const member = t.members[s.email];
  let personFilter;
  if (member.role === 'GROUP_ADMIN') {
    const groups = (await t.db.select().from(memberGroups).where(eq(memberGroups.memberId, member.id))).map((g) => g.groupId);
    const personIds = groups.length
      ? (await t.db.select({ id: personGroups.personId }).from(personGroups).where(and(eq(personGroups.accountId, s.accountId), inArray(personGroups.groupId, groups)))).map((p) => p.id)
      : [];
    personFilter = personIds.length ? inArray(websiteUsageDaily.personId, personIds) : sql`false`;
  }
  const rows = await t.db
    .selectDistinct({ domain: websiteUsageDaily.domain })
    .from(websiteUsageDaily)
    .where(and(eq(websiteUsageDaily.accountId, s.accountId), gte(websiteUsageDaily.day, weekAgo), personFilter));
  return rows.map((r) => r.domain).sort();
}

const READS: { path: string; gate: Gate }[] = [
  { path: '/api/nonsaas-inv?size=500', gate: WEBSITES },
  { path: '/api/nonsaas-categories?size=500', gate: INVENTORY },
  { path: '/api/blocked-category', gate: POLICIES },
  { path: '/api/blocked-websites?size=500', gate: POLICIES },
  { path: '/api/geo-fencing?size=500', gate: POLICIES },
  { path: '/api/excluded-domains?size=500', gate: POLICIES },
];

describe('web routes tenancy', () => {
  it('answers each session per its gates with only its current company’s rows', async () => {
    for (const s of sessions) {
      for (const { path, gate } of READS) {
        const res = await inject(s, 'GET', path);
        const ok = await allowed(s, gate);
        expect(res.statusCode, `${s.label} GET ${path}`).toBe(ok ? 200 : 403);
        const count = await inject(s, 'HEAD', path);
        if (path !== '/api/blocked-category') expect(count.statusCode, `${s.label} HEAD ${path}`).toBe(ok ? 200 : 403);
        if (!ok) continue;
        const body = res.json();
        const own = <T extends { accountId: string }>(rows: T[]) => rows.filter((r) => r.accountId === s.accountId);
        switch (path.split('?')[0]) {
          case '/api/nonsaas-inv':
            expect(body.map((r: { domain: string }) => r.domain).sort(), s.label).toEqual(await domainsVisibleTo(s));
            break;
          case '/api/blocked-category':
            expect(body.map((r: { category: string }) => r.category).sort(), s.label).toEqual(own(await t.db.select().from(blockedCategories)).map((r) => r.category).sort());
            break;
          case '/api/blocked-websites':
            expect(body.map((r: { domain: string }) => r.domain).sort(), s.label).toEqual(own(await t.db.select().from(blockedWebsites)).map((r) => r.domain).sort());
            break;
          case '/api/geo-fencing':
            expect(body.map((r: { id: string }) => r.id).sort(), s.label).toEqual(own(await t.db.select().from(geoFences)).map((r) => r.id).sort());
            break;
          case '/api/excluded-domains':
            expect(body.map((r: { id: string }) => r.id).sort(), s.label).toEqual(own(await t.db.select().from(bypassedDomains)).map((r) => r.id).sort());
            break;
          default:
            expect(Number(count.headers['x-size']), s.label).toBe(body.length);
        }
        if (path !== '/api/blocked-category') expect(Number(count.headers['x-size']), `${s.label} HEAD ${path}`).toBe(body.length);
      }
    }
  });

  it('serves the website category catalog to the Inventory and the Policies areas', async () => {
    const catalog = (await t.db.execute(sql`select name from website_categories order by lower(name)`)) as unknown as { rows: { name: string }[] };
    for (const s of sessions) {
      const res = await inject(s, 'GET', '/api/website-categories');
      const ok = (await allowed(s, INVENTORY)) || (await allowed(s, POLICIES));
      expect(res.statusCode, s.label).toBe(ok ? 200 : 403);
      if (ok) expect(res.json().map((c: { name: string }) => c.name), s.label).toEqual(catalog.rows.map((r) => r.name));
    }
  });

  it('answers 403 when X-Account-Id names another company', async () => {
    const globex = t.accounts['Globex'].id;
    const acmeAdmin = sessions.find((s) => s.email === 'admin@acme.test')!;
    for (const { path } of READS) expect((await inject(acmeAdmin, 'GET', path, { headers: { 'x-account-id': globex } })).statusCode, path).toBe(403);
    expect((await inject(acmeAdmin, 'POST', '/api/geo-fencing', { headers: { 'x-account-id': globex }, payload: { name: 'x', countries: ['US'], action: 'Block' } })).statusCode).toBe(403);
  });

  it('never reads or changes another company’s entries by id', async () => {
    const globexAdmin = sessions.find((s) => s.email === 'admin@globex.test')!;
    const acme = ids.acme;
    expect((await inject(globexAdmin, 'GET', `/api/geo-fencing/${acme.fence}`)).statusCode).toBe(404);
    expect((await inject(globexAdmin, 'GET', '/api/geo-fencing/acme%20fence')).statusCode).toBe(404);
    expect((await inject(globexAdmin, 'POST', `/api/geo-fencing/${acme.fence}`, { payload: { name: 'stolen', countries: ['FR'], action: 'Report' } })).statusCode).toBe(404);
    expect((await inject(globexAdmin, 'DELETE', `/api/geo-fencing/${acme.fence}`)).statusCode).toBe(404);
    expect((await inject(globexAdmin, 'GET', `/api/excluded-domains/${acme.bypass}`)).statusCode).toBe(404);
    expect((await inject(globexAdmin, 'POST', `/api/excluded-domains/${acme.bypass}`, { payload: { kind: 'other', name: 'stolen', domains: ['x.example'] } })).statusCode).toBe(404);
    expect((await inject(globexAdmin, 'DELETE', `/api/excluded-domains/${acme.bypass}`)).statusCode).toBe(404);
    expect((await inject(globexAdmin, 'DELETE', '/api/blocked-websites/blocked.acme.example')).statusCode).toBe(404);
    expect((await inject(globexAdmin, 'POST', '/api/blocked-websites/blocked.acme.example', { payload: { action: 'Block' } })).statusCode).toBe(404);
    const [fence] = await t.db.select().from(geoFences).where(eq(geoFences.id, acme.fence));
    expect(fence).toMatchObject({ name: 'acme fence', countries: ['US'], action: 'Block' });
    expect(await t.db.select().from(bypassedDomains).where(eq(bypassedDomains.id, acme.bypass))).toHaveLength(1);
    expect(await t.db.select().from(blockedWebsites).where(eq(blockedWebsites.domain, 'blocked.acme.example'))).toMatchObject([{ action: 'Report' }]);
    // The same name in two companies is no duplicate.
    expect((await inject(globexAdmin, 'POST', '/api/geo-fencing', { payload: { name: 'acme fence', countries: ['US'], action: 'Block' } })).statusCode).toBe(200);
  });
});

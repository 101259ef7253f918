// Issue 5: the website inventory's figures equal independent SQL over the seeded rollups.
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberGroups, people, personGroups, websiteAlertDaily, websites, websiteUsageDaily } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let acme: string;
const DAY = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const weekAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * DAY).toISOString().slice(0, 10);
// The last 7 days in UTC: the dates weekAgo..today.
const range = { s: Date.parse(`${weekAgo}T00:00:00Z`), e: Date.parse(`${today}T23:59:59.999Z`), z: 'UTC' };
const rangeQs = `s=${range.s}&e=${range.e}&z=UTC`;

beforeAll(async () => {
  t = await createTestApp();
  acme = t.accounts['Acme Corp'].id;
});
afterAll(() => t?.close());

const get = (email: string, url: string) => t.as(email, { method: 'GET', url });
const head = (email: string, url: string) => t.as(email, { method: 'HEAD', url });

interface Expected {
  weighted: number;
  users: number;
  endpoints: number;
  lastSeen: string;
}

async function expectedByDomain(accountId: string, personIds?: string[], from = weekAgo, to = today): Promise<Map<string, Expected>> {
  const rows = await t.db
    .select({
      domain: websiteUsageDaily.domain,
      weighted: sql<string>`sum(${websiteUsageDaily.weightedDurationS})`,
      users: sql<string>`count(distinct ${websiteUsageDaily.personId})`,
      endpoints: sql<string>`count(distinct ${websiteUsageDaily.endpointId})`,
      lastSeen: sql<string>`max(${websiteUsageDaily.day})`,
    })
    .from(websiteUsageDaily)
    .where(
      and(
        eq(websiteUsageDaily.accountId, accountId),
        gte(websiteUsageDaily.day, from),
        lte(websiteUsageDaily.day, to),
        personIds ? inArray(websiteUsageDaily.personId, personIds.length ? personIds : ['00000000-0000-0000-0000-000000000000']) : undefined,
      ),
    )
    .groupBy(websiteUsageDaily.domain);
  return new Map(rows.map((r) => [r.domain, { weighted: Number(r.weighted), users: Number(r.users), endpoints: Number(r.endpoints), lastSeen: String(r.lastSeen).slice(0, 10) }]));
}

async function allPages(email: string, path: string, query: string): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; page < 100; page++) {
    const res = await get(email, `${path}?${query}&page=${page}&size=7`);
    expect(res.statusCode, res.body).toBe(200);
    const batch = res.json() as Record<string, unknown>[];
    rows.push(...batch);
    if (batch.length < 7) break;
  }
  return rows;
}

async function groupAdminPeople(): Promise<string[]> {
  const member = t.members['groupadmin@acme.test'];
  const groupIds = (await t.db.select().from(memberGroups).where(eq(memberGroups.memberId, member.id))).map((g) => g.groupId);
  if (groupIds.length === 0) return [];
  const rows = await t.db.selectDistinct({ id: personGroups.personId }).from(personGroups).where(and(eq(personGroups.accountId, acme), inArray(personGroups.groupId, groupIds)));
  return rows.map((r) => r.id);
}

describe('GET and HEAD /api/nonsaas-inv', () => {
  it('lists every website of the range with the rollups’ figures, across pages, and HEAD counts them', async () => {
    const expected = await expectedByDomain(acme);
    expect(expected.size).toBeGreaterThan(7);
    const rows = await allPages('admin@acme.test', '/api/nonsaas-inv', rangeQs);
    expect(rows.length).toBe(expected.size);
    expect(new Set(rows.map((r) => r.domain)).size).toBe(rows.length);
    for (const r of rows) {
      const e = expected.get(r.domain as string)!;
      expect(e, String(r.domain)).toBeDefined();
      expect([r.weighted_duration, r.users, r.endpoints, r.last_seen]).toEqual([e.weighted, e.users, e.endpoints, e.lastSeen]);
    }
    // default order: weighted_duration descending
    const durations = rows.map((r) => r.weighted_duration as number);
    expect(durations).toEqual([...durations].sort((a, b) => b - a));
    const count = await head('admin@acme.test', `/api/nonsaas-inv?${rangeQs}&page=3&size=2`);
    expect(count.statusCode).toBe(200);
    expect(Number(count.headers['x-size'])).toBe(expected.size);
  });

  it('maps the range to dates in the zone z', async () => {
    // 03:00 UTC on weekAgo+1 is still the previous day in New York: the range starts on weekAgo.
    const s = Date.parse(`${weekAgo}T00:00:00Z`) + DAY + 3 * 3_600_000;
    const e = Date.parse(`${today}T03:00:00Z`);
    const expected = await expectedByDomain(acme, undefined, weekAgo, new Date(Date.parse(`${today}T00:00:00Z`) - DAY).toISOString().slice(0, 10));
    const res = await head('admin@acme.test', `/api/nonsaas-inv?s=${s}&e=${e}&z=America%2FNew_York`);
    expect(Number(res.headers['x-size'])).toBe(expected.size);
  });

  it('filters by search text, category, access type and person, case-insensitively', async () => {
    const [site] = await t.db
      .select({ domain: websites.domain, name: websites.name, categories: websites.categories })
      .from(websites)
      .where(sql`${websites.domain} in (select domain from website_usage_daily where account_id = ${acme} and day >= ${weekAgo})`)
      .limit(1);
    const byName = (await get('admin@acme.test', `/api/nonsaas-inv?${rangeQs}&size=500&q=${encodeURIComponent(site.name!.toUpperCase())}`)).json();
    expect(byName.map((r: { domain: string }) => r.domain)).toContain(site.domain);
    const category = site.categories[0];
    const byCategory = (await get('admin@acme.test', `/api/nonsaas-inv?${rangeQs}&size=500&category=${encodeURIComponent(category.toLowerCase())}`)).json();
    const expectedInCategory = await t.db.execute(sql`select count(distinct u.domain)::int as n from website_usage_daily u join websites w on w.domain = u.domain
      where u.account_id = ${acme} and u.day between ${weekAgo} and ${today} and ${category} = any(w.categories)`);
    expect(byCategory.length).toBe((expectedInCategory as unknown as { rows: { n: number }[] }).rows[0].n);
    for (const r of byCategory) expect(r.categories).toContain(category);

    // block the website: its tag turns Unsanctioned with the action
    const blocked = await t.as('admin@acme.test', { method: 'POST', url: '/api/blocked-websites', payload: { domains: [site.domain], action: 'Block Alert' } });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const unsanctioned = (await get('admin@acme.test', `/api/nonsaas-inv?${rangeQs}&size=500&tag=Unsanctioned`)).json();
    const mine = unsanctioned.find((r: { domain: string }) => r.domain === site.domain);
    expect(mine).toMatchObject({ access_type: 'Unsanctioned', action_type: 'Block Alert' });
    // the unfiltered list (its access columns are computed for the page only) says the same, and only there
    const everything = (await get('admin@acme.test', `/api/nonsaas-inv?${rangeQs}&size=500`)).json();
    const tagged = everything.filter((r: { access_type: string }) => r.access_type === 'Unsanctioned').map((r: { domain: string }) => r.domain);
    expect(tagged.sort()).toEqual(unsanctioned.map((r: { domain: string }) => r.domain).sort());
    expect(everything.find((r: { domain: string }) => r.domain === site.domain)).toMatchObject({ access_type: 'Unsanctioned', action_type: 'Block Alert' });
    const unclassified = (await get('admin@acme.test', `/api/nonsaas-inv?${rangeQs}&size=500&tag=Unclassified`)).json();
    expect(unclassified.some((r: { domain: string }) => r.domain === site.domain)).toBe(false);
    expect((await get('admin@acme.test', `/api/nonsaas-inv?${rangeQs}&tag=Sanctioned`)).json()).toEqual([]);

    const [person] = await t.db.execute(sql`select p.email from website_usage_daily u join people p on p.account_id = u.account_id and p.id = u.person_id
      where u.account_id = ${acme} and u.day between ${weekAgo} and ${today} limit 1`).then((r) => (r as unknown as { rows: { email: string }[] }).rows);
    const used = await t.db.execute(sql`select count(distinct u.domain)::int as n from website_usage_daily u join people p on p.account_id = u.account_id and p.id = u.person_id
      where u.account_id = ${acme} and u.day between ${weekAgo} and ${today} and p.email = ${person.email}`);
    const byPerson = await head('admin@acme.test', `/api/nonsaas-inv?${rangeQs}&u=${encodeURIComponent(person.email.toUpperCase())}`);
    expect(Number(byPerson.headers['x-size'])).toBe((used as unknown as { rows: { n: number }[] }).rows[0].n);
  });

  it('counts only the group admin’s people', async () => {
    const ids = await groupAdminPeople();
    const expected = await expectedByDomain(acme, ids);
    const rows = await allPages('groupadmin@acme.test', '/api/nonsaas-inv', rangeQs);
    expect(rows.length).toBe(expected.size);
    for (const r of rows) expect([r.weighted_duration, r.users]).toEqual([expected.get(r.domain as string)!.weighted, expected.get(r.domain as string)!.users]);
  });

  it('answers 403 to a company with session logs disabled (Globex), and to the provider roles', async () => {
    for (const path of ['/api/nonsaas-inv', '/api/nonsaas-inv/example.com', '/api/nonsaas-inv/example.com/users', '/api/nonsaas-inv/example.com/devices']) {
      expect((await get('admin@globex.test', path)).statusCode, path).toBe(403);
      expect((await get('root@palisade.test', path)).statusCode, path).toBe(403);
    }
    expect((await head('admin@globex.test', '/api/nonsaas-inv')).statusCode).toBe(403);
    expect((await t.as('admin@globex.test', { method: 'POST', url: '/api/feedback-websites/example.com', payload: { categories: ['News'] } })).statusCode).toBe(403);
  });

  it('refuses bad query parameters with 400', async () => {
    for (const qs of [`s=${range.e}&e=${range.s}`, 'z=Mars%2FOlympus', 'sb=nope', 'tag=Blocked', 'page=0', 's=abc', 'size=100000']) {
      const res = await get('admin@acme.test', `/api/nonsaas-inv?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().issues.length).toBeGreaterThan(0);
    }
  });

  it("exports the whole filtered list as 'Inventory Website.csv' with formulas neutralised", async () => {
    const [u] = await t.db.select().from(websiteUsageDaily).where(and(eq(websiteUsageDaily.accountId, acme), gte(websiteUsageDaily.day, weekAgo))).limit(1);
    await t.db.insert(websites).values({ domain: 'formula.test', name: '=HYPERLINK("http://evil")', categories: ['@SUM(A1)'] });
    await t.db.insert(websiteUsageDaily).values({ ...u, domain: 'formula.test', weightedDurationS: 1, durationS: 1, sessions: 1 });
    const res = await get('admin@acme.test', `/api/nonsaas-inv?${rangeQs}&format=csv&page=2&size=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('Inventory Website.csv');
    const lines = res.body.trim().split(/\r\n/);
    const expected = await expectedByDomain(acme);
    expect(lines.length).toBe(expected.size + 1);
    const line = lines.find((l) => l.startsWith('"formula.test",'))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line).toContain("'@SUM(A1)");
  });
});

describe('a website’s drill-downs', () => {
  it('answers the summary, users, endpoints and reports with the rollups’ figures', async () => {
    const expected = await expectedByDomain(acme);
    const [domain] = [...expected.entries()].sort((a, b) => b[1].users - a[1].users)[0];
    const detail = (await get('admin@acme.test', `/api/nonsaas-inv/${domain}?${rangeQs}`)).json();
    expect(detail.weighted_duration).toBe(expected.get(domain)!.weighted);
    expect(detail.series.reduce((n: number, d: { weighted_duration: number }) => n + d.weighted_duration, 0)).toBe(detail.weighted_duration);

    const perPerson = await t.db
      .select({ personId: websiteUsageDaily.personId, email: people.email, weighted: sql<string>`sum(${websiteUsageDaily.weightedDurationS})` })
      .from(websiteUsageDaily)
      .innerJoin(people, and(eq(people.accountId, websiteUsageDaily.accountId), eq(people.id, websiteUsageDaily.personId)))
      .where(and(eq(websiteUsageDaily.accountId, acme), eq(websiteUsageDaily.domain, domain), gte(websiteUsageDaily.day, weekAgo), lte(websiteUsageDaily.day, today)))
      .groupBy(websiteUsageDaily.personId, people.email);
    const users = await allPages('admin@acme.test', `/api/nonsaas-inv/${domain}/users`, rangeQs);
    expect(users.map((u) => [u.email, u.weighted_duration]).sort()).toEqual(perPerson.map((p) => [p.email, Number(p.weighted)]).sort());
    expect(Number((await head('admin@acme.test', `/api/nonsaas-inv/${domain}/users?${rangeQs}`)).headers['x-size'])).toBe(perPerson.length);

    const devices = await allPages('admin@acme.test', `/api/nonsaas-inv/${domain}/devices`, rangeQs);
    expect(devices.length).toBe(expected.get(domain)!.endpoints);
    expect(Number((await head('admin@acme.test', `/api/nonsaas-inv/${domain}/devices?${rangeQs}`)).headers['x-size'])).toBe(devices.length);

    const who = perPerson[0];
    const report = (await get('admin@acme.test', `/api/nonsaas-inv/${domain}/users/${encodeURIComponent(who.email)}?${rangeQs}`)).json();
    expect(report.weighted_duration).toBe(Number(who.weighted));
    expect(report.person.email).toBe(who.email);
    const alerts = await t.db
      .select({ n: sql<string>`coalesce(sum(${websiteAlertDaily.count}), 0)` })
      .from(websiteAlertDaily)
      .where(and(eq(websiteAlertDaily.accountId, acme), eq(websiteAlertDaily.domain, domain), eq(websiteAlertDaily.personId, who.personId), gte(websiteAlertDaily.day, weekAgo)));
    expect(report.alerts.reduce((n: number, a: { count: number }) => n + a.count, 0)).toBe(Number(alerts[0].n));

    const device = devices[0];
    const endpointReport = (await get('admin@acme.test', `/api/nonsaas-inv/${domain}/devices/${device.id}?${rangeQs}`)).json();
    expect(endpointReport.weighted_duration).toBe(device.weighted_duration);
    expect(endpointReport.browsers.reduce((n: number, b: { weighted_duration: number }) => n + b.weighted_duration, 0)).toBe(device.weighted_duration);

    expect((await get('admin@acme.test', '/api/nonsaas-inv/never-seen.example')).statusCode).toBe(404);
    expect((await get('admin@acme.test', `/api/nonsaas-inv/${domain}/users/nobody@acme.test`)).statusCode).toBe(404);
    expect((await get('admin@acme.test', `/api/nonsaas-inv/${domain}/devices/not-a-uuid`)).statusCode).toBe(400);
  });
});

describe('website categories', () => {
  it('sums usage per category and drills down to its users', async () => {
    const res = await t.db.execute(sql`select c as name, count(distinct u.domain)::int as websites, count(distinct u.person_id)::int as users,
        sum(u.weighted_duration_s)::float8 as wd
      from website_usage_daily u join websites w on w.domain = u.domain cross join lateral unnest(w.categories) c
      where u.account_id = ${acme} and u.day between ${weekAgo} and ${today} group by c`);
    const expected = (res as unknown as { rows: { name: string; websites: number; users: number; wd: number }[] }).rows;
    const rows = await allPages('admin@acme.test', '/api/nonsaas-categories', rangeQs);
    expect(rows.map((r) => [r.name, r.websites, r.users, r.weighted_duration]).sort()).toEqual(expected.map((e) => [e.name, e.websites, e.users, e.wd]).sort());
    expect(Number((await head('admin@acme.test', `/api/nonsaas-categories?${rangeQs}`)).headers['x-size'])).toBe(expected.length);

    const top = expected.sort((a, b) => b.users - a.users)[0];
    const users = await allPages('admin@acme.test', `/api/nonsaas-categories/${encodeURIComponent(top.name)}/users`, rangeQs);
    expect(users.length).toBe(top.users);
    expect(users.reduce((n, u) => n + (u.weighted_duration as number), 0)).toBe(top.wd);
    const report = (await get('admin@acme.test', `/api/nonsaas-categories/${encodeURIComponent(top.name)}/users/${encodeURIComponent(users[0].email as string)}?${rangeQs}`)).json();
    expect(report.weighted_duration).toBe(users[0].weighted_duration);
    expect(report.websites.reduce((n: number, w: { weighted_duration: number }) => n + w.weighted_duration, 0)).toBe(users[0].weighted_duration);
    expect((await get('admin@acme.test', '/api/nonsaas-categories/No Such Category/users')).statusCode).toBe(404);
  });
});

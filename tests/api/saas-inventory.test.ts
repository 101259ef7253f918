// SaaS inventory figures (spec part 2 §3, §7) against independent SQL over the seeded rollups.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const DAY = 86_400_000;
let range: { s: number; e: number; z: string };
let from: string;
let to: string;

beforeAll(async () => {
  t = await createTestApp();
  const now = Date.now();
  range = { s: now - 6 * DAY, e: now, z: 'UTC' };
  from = new Date(range.s).toISOString().slice(0, 10);
  to = new Date(range.e).toISOString().slice(0, 10);
});
afterAll(() => t?.close());

const acme = () => t.accounts['Acme Corp'].id;
const qs = (extra: Record<string, string | number | boolean> = {}) =>
  new URLSearchParams(Object.entries({ ...range, ...extra }).map(([k, v]) => [k, String(v)])).toString();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every page of a list, for comparing with HEAD's x-size. */
async function allPages(email: string, path: string, extra: Record<string, string | number | boolean> = {}) {
  const out: { name: string }[] = [];
  for (let page = 1; page < 100; page++) {
    const res = await t.as(email, { method: 'GET', url: `${path}?${qs({ ...extra, page, size: 50 })}` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { name: string }[];
    out.push(...body);
    if (body.length < 50) break;
  }
  return out;
}

describe('GET /api/saas-inv', () => {
  it('sums weighted duration, users and endpoints per app as the rollups hold them', async () => {
    const res = await t.as('admin@acme.test', { method: 'GET', url: `/api/saas-inv?${qs({ size: 20 })}` });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { name: string; weighted_duration: number; users: number; endpoints: number }[];
    expect(list.length).toBeGreaterThan(0);
    const expected = await rows<{ name: string; w: number; users: number; endpoints: number }>(sql`
      select a.name, sum(u.weighted_duration_s)::float8 as w, count(distinct u.person_id)::int as users, count(distinct u.endpoint_id)::int as endpoints
      from app_usage_daily u join saas_apps a on a.id = u.app_id
      where u.account_id = ${acme()}::uuid and u.day between ${from}::date and ${to}::date
      group by a.name order by w desc, lower(a.name) limit 20`);
    expect(list.map((r) => [r.name, r.weighted_duration, r.users, r.endpoints])).toEqual(expected.map((r) => [r.name, Number(r.w), r.users, r.endpoints]));
  });

  it('HEAD x-size equals the rows of every page, with filters', async () => {
    for (const extra of [{}, { genai: true }, { tag: 'Unsanctioned' }, { q: 'goo' }] as Record<string, string | boolean>[]) {
      const head = await t.as('admin@acme.test', { method: 'HEAD', url: `/api/saas-inv?${qs(extra)}` });
      expect(head.statusCode).toBe(200);
      const all = await allPages('admin@acme.test', '/api/saas-inv', extra);
      expect(Number(head.headers['x-size'])).toBe(all.length);
    }
  });

  it('a group admin counts only the people of its groups', async () => {
    const list = await allPages('groupadmin@acme.test', '/api/saas-inv');
    const member = t.members['groupadmin@acme.test'];
    const expected = await rows<{ name: string; users: number }>(sql`
      select a.name, count(distinct u.person_id)::int as users from app_usage_daily u join saas_apps a on a.id = u.app_id
      where u.account_id = ${acme()}::uuid and u.day between ${from}::date and ${to}::date
        and u.person_id in (select pg.person_id from person_groups pg join member_groups mg on mg.group_id = pg.group_id and mg.account_id = pg.account_id
                            where mg.member_id = ${member.id}::uuid and pg.account_id = ${acme()}::uuid)
      group by a.name`);
    const byName = new Map(expected.map((r) => [r.name, r.users]));
    expect(expected.length).toBeGreaterThan(0);
    expect(list.length).toBe(expected.length);
    for (const r of list as unknown as { name: string; users: number }[]) expect(r.users).toBe(byName.get(r.name));
  });

  it("u= counts one person's people and endpoints per app on every page, sorted by duration or by people", async () => {
    const [who] = await rows<{ email: string }>(sql`
      select p.email from app_usage_daily u join people p on p.id = u.person_id
      where u.account_id = ${acme()}::uuid and u.day between ${from}::date and ${to}::date
      group by p.email order by count(distinct u.app_id) desc, p.email limit 1`);
    const expected = await rows<{ name: string; endpoints: number }>(sql`
      select a.name, count(distinct u.endpoint_id)::int as endpoints from app_usage_daily u join saas_apps a on a.id = u.app_id
        join people p on p.id = u.person_id
      where u.account_id = ${acme()}::uuid and u.day between ${from}::date and ${to}::date and p.email = ${who.email}
      group by a.name`);
    expect(expected.length).toBeGreaterThan(1);
    for (const sb of ['weighted_duration', 'users']) {
      const list = (await allPages('admin@acme.test', '/api/saas-inv', { u: who.email.toUpperCase(), sb })) as unknown as { name: string; users: number; endpoints: number }[];
      expect(list.map((r) => [r.name, r.users, r.endpoints]).sort()).toEqual(expected.map((r) => [r.name, 1, r.endpoints]).sort());
    }
  });

  it('format=csv downloads the whole filtered list', async () => {
    const res = await t.as('admin@acme.test', { method: 'GET', url: `/api/saas-inv?${qs({ genai: true, format: 'csv' })}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="Gen AI Apps.csv"');
    const head = await t.as('admin@acme.test', { method: 'HEAD', url: `/api/saas-inv?${qs({ genai: true })}` });
    expect(res.body.trim().split('\r\n').length).toBe(Number(head.headers['x-size']) + 1);
  });
});

describe('drill-downs', () => {
  it('an app summary, its users and devices match the rollups', async () => {
    const [top] = (await t.as('admin@acme.test', { method: 'GET', url: `/api/saas-inv?${qs({ size: 1 })}` })).json() as { name: string; weighted_duration: number; users: number }[];
    const name = encodeURIComponent(top.name);
    const detail = (await t.as('admin@acme.test', { method: 'GET', url: `/api/saas-inv/${name}?${qs()}` })).json();
    expect(detail.weighted_duration).toBe(top.weighted_duration);
    expect(detail.series.length).toBe(7);
    expect(detail.series.reduce((n: number, d: { weighted_duration: number }) => n + d.weighted_duration, 0)).toBe(top.weighted_duration);

    const users = await allPages('admin@acme.test', `/api/saas-inv/${name}/users`);
    expect(users.length).toBe(top.users);
    const head = await t.as('admin@acme.test', { method: 'HEAD', url: `/api/saas-inv/${name}/users?${qs()}` });
    expect(Number(head.headers['x-size'])).toBe(top.users);
    const devices = await t.as('admin@acme.test', { method: 'HEAD', url: `/api/saas-inv/${name}/devices?${qs()}` });
    expect(Number(devices.headers['x-size'])).toBe(detail.endpoints);

    const first = users[0] as unknown as { email: string; weighted_duration: number };
    const report = await t.as('admin@acme.test', { method: 'GET', url: `/api/saas-inv/${name}/users/${encodeURIComponent(first.email)}?${qs()}` });
    expect(report.statusCode).toBe(200);
    expect(report.json().weighted_duration).toBe(first.weighted_duration);

    const csv = await t.as('admin@acme.test', { method: 'GET', url: `/api/saas-inv/${name}/users?${qs({ format: 'csv' })}` });
    expect(csv.headers['content-disposition']).toContain('SaaS App Users.csv');
  });

  it("Gen AI users of one app (a=) are the people whose usage of that app the rollups hold", async () => {
    const [top] = await rows<{ name: string }>(sql`select s.name from app_usage_daily u join saas_apps s on s.id = u.app_id and s.gen_ai
      where u.account_id = ${acme()}::uuid and u.day between ${from}::date and ${to}::date group by s.name order by count(distinct u.person_id) desc limit 1`);
    const [expected] = await rows<{ n: number }>(sql`select count(distinct u.person_id)::int as n from app_usage_daily u join saas_apps s on s.id = u.app_id
      where u.account_id = ${acme()}::uuid and s.name = ${top.name} and u.day between ${from}::date and ${to}::date`);
    const head = await t.as('admin@acme.test', { method: 'HEAD', url: `/api/saas-inv-users?${qs({ a: top.name })}` });
    expect(Number(head.headers['x-size'])).toBe(expected.n);
    const list = await t.as('admin@acme.test', { method: 'GET', url: `/api/saas-inv-users?${qs({ a: top.name.toUpperCase(), size: 100 })}` });
    expect(list.json()).toHaveLength(expected.n);
  });

  it('Gen AI users and trends answer, and unknown apps are 404', async () => {
    const users = await t.as('admin@acme.test', { method: 'GET', url: `/api/saas-inv-users?${qs()}` });
    expect(users.statusCode).toBe(200);
    const trends = await t.as('admin@acme.test', { method: 'GET', url: `/api/report-saas-trends?${qs({ genai: true })}` });
    expect(trends.statusCode).toBe(200);
    expect((await t.as('admin@acme.test', { method: 'GET', url: `/api/saas-inv/No%20Such%20App?${qs()}` })).statusCode).toBe(404);
    expect((await t.as('admin@acme.test', { method: 'GET', url: `/api/saas-inv?${qs({ z: '+05:30' })}` })).statusCode).toBe(400);
    expect((await t.as('admin@acme.test', { method: 'GET', url: `/api/saas-inv?s=10&e=5` })).statusCode).toBe(400);
  });
});

describe('counts and the OpenAPI document', () => {
  it('HEAD x-size equals the GET rows across pages for every SaaS list', async () => {
    const lists: [string, Record<string, string | number | boolean>][] = [
      ['/api/saas', { genai: true }], ['/api/saas', { q: 'micro' }], ['/api/saas-account', {}], ['/api/saas-account', { tag: 'Unsanctioned' }],
      ['/api/cust-saas', {}], ['/api/saas-inv-users', {}], ['/api/report-saas-trends', { genai: true }],
    ];
    for (const [path, extra] of lists) {
      const head = await t.as('admin@acme.test', { method: 'HEAD', url: `${path}?${qs(extra)}` });
      expect(head.statusCode, path).toBe(200);
      const all = await allPages('admin@acme.test', path, extra);
      expect(Number(head.headers['x-size']), `${path} ${JSON.stringify(extra)}`).toBe(all.length);
    }
  });

  it('documents the SaaS routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of ['/api/saas-inv', '/api/saas-account/{name}', '/api/saas-applications', '/api/cust-saas', '/api/saas-inv/{name}/users/{email}']) expect(paths).toContain(p);
  });
});

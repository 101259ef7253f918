// DESIGN.md tenancy for the SaaS routes: no session of another company reads or changes Globex's SaaS rows
// (custom app, its setting, image, usage, categories), whatever its role or the company it switched to;
// group admins see only their people; the auditor's mutations answer 403.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAppSettings, customApps } from '../../server/db/schema/catalog';
import { appCategories, saasImages, unsanctionedCategories } from '../../server/db/schema/policies';
import { createTestApp, type TestApp } from './helpers';

interface Session {
  label: string;
  email: string;
  token: string;
  accountId: string;
}

let t: TestApp;
const sessions: Session[] = [];
let globex: string;
let secret: { appId: string; categoryId: string; personId: string; email: string; endpointId: string };
const APP = 'Globex Secret Tool';
const CATEGORY = 'Globex Secret Category';
const now = Date.now();
const range = `s=${now - 7 * 86_400_000}&e=${now}&z=UTC`;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const [email, token] of Object.entries(t.tokens)) sessions.push({ label: email, email, token, accountId: t.members[email].accountId });
  for (const [email, company] of [['ops@palisade.test', 'Acme Corp'], ['root@palisade.test', 'Globex']] as const) {
    const target = t.accounts[company];
    const res = await t.as(email, { method: 'POST', url: '/api/auth/update', payload: { client_id: target.clientId } });
    sessions.push({ label: `${email} in ${company}`, email, token: res.json().token, accountId: target.id });
  }
  globex = t.accounts['Globex'].id;
  const admin = sessions.find((s) => s.email === 'admin@globex.test')!;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${admin.token}` } });
  const category = await post('/api/enums/category', { name: CATEGORY });
  const png = `data:image/png;base64,${Buffer.from('globex').toString('base64')}`;
  expect((await post('/api/cust-saas', { name: APP, url: 'secret.globex.example', category: CATEGORY, is_sanctioned: false, action_type: 'Block', image: png })).statusCode).toBe(200);
  expect((await post('/api/unsanctioned-categories', { name: CATEGORY, action: 'Report' })).statusCode).toBe(200);
  const [app] = await t.db.select().from(customApps).where(and(eq(customApps.accountId, globex), eq(customApps.name, APP)));
  const [who] = await rows<{ person_id: string; endpoint_id: string; email: string }>(sql`
    select u.person_id, u.endpoint_id, p.email from app_usage_daily u join people p on p.account_id = u.account_id and p.id = u.person_id
    where u.account_id = ${globex}::uuid limit 1`);
  await t.db.execute(sql`insert into app_usage_daily (account_id, day, app_id, person_id, endpoint_id, browser, sessions, duration_s, weighted_duration_s)
    values (${globex}::uuid, ${new Date(now).toISOString().slice(0, 10)}::date, ${app.id}::uuid, ${who.person_id}::uuid, ${who.endpoint_id}::uuid, 'Chrome', 3, 600, 500)`);
  secret = { appId: app.id, categoryId: category.json().id, personId: who.person_id, email: who.email, endpointId: who.endpoint_id };
});
afterAll(() => t?.close());

function inject(s: Session, method: 'GET' | 'HEAD' | 'POST' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${s.token}` } });
}

const app = encodeURIComponent(APP);
const READS = () => [
  '/api/saas?q=Globex&size=500', '/api/saas-account?size=500', '/api/cust-saas?size=500', '/api/saas-categories', '/api/unsanctioned-categories',
  `/api/saas-inv?${range}&size=500`, `/api/saas-inv/${app}?${range}`, `/api/saas-inv/${app}/users?${range}`, `/api/saas-inv/${app}/devices?${range}`,
  `/api/saas-inv/${app}/users/${encodeURIComponent(secret.email)}?${range}`, `/api/saas-inv/${app}/devices/${secret.endpointId}?${range}`,
  `/api/saas-inv-users?${range}&size=500`, `/api/report-saas-trends?${range}&size=500`, `/api/report-saas-trends/${app}?${range}`, `/api/saas-image/${app}`,
];

describe('reads', () => {
  it("never show Globex's SaaS rows to another company's sessions, and show them to Globex's", async () => {
    const markers = () => [APP, CATEGORY, secret.email, secret.personId, secret.endpointId, secret.appId];
    for (const s of sessions) {
      for (const url of READS()) {
        const res = await inject(s, 'GET', url);
        expect(res.statusCode, `${s.label} ${url}`).toBeLessThan(500);
        if (s.accountId === globex) continue;
        for (const m of markers()) expect(res.body.includes(m), `${s.label} ${url} shows ${m}`).toBe(false);
      }
    }
    const admin = sessions.find((s) => s.email === 'admin@globex.test')!;
    expect((await inject(admin, 'GET', `/api/saas-inv/${app}?${range}`)).json()).toMatchObject({ weighted_duration: 500, users: 1, access_type: 'Unsanctioned' });
    expect((await inject(admin, 'GET', `/api/saas-image/${app}`)).statusCode).toBe(200);
  });

  it("a group admin's drill-down people are its own groups' people", async () => {
    const ga = sessions.find((s) => s.email === 'groupadmin@acme.test')!;
    const acme = t.accounts['Acme Corp'].id;
    const visible = new Set(
      (
        await rows<{ email: string }>(sql`select p.email from people p where p.account_id = ${acme}::uuid and p.id in (
          select pg.person_id from person_groups pg join member_groups mg on mg.account_id = pg.account_id and mg.group_id = pg.group_id
          where mg.member_id = ${t.members['groupadmin@acme.test'].id}::uuid)`)
      ).map((r) => r.email),
    );
    const [top] = (await inject(ga, 'GET', `/api/saas-inv?${range}&size=1`)).json() as { name: string }[];
    const users = (await inject(ga, 'GET', `/api/saas-inv/${encodeURIComponent(top.name)}/users?${range}&size=500`)).json() as { email: string }[];
    expect(users.length).toBeGreaterThan(0);
    for (const u of users) expect(visible.has(u.email), u.email).toBe(true);
    const genAi = (await inject(ga, 'GET', `/api/saas-inv-users?${range}&size=500`)).json() as { email: string }[];
    for (const u of genAi) expect(visible.has(u.email), u.email).toBe(true);
  });
});

describe('mutations', () => {
  const MUTATIONS = () => [
    { method: 'POST' as const, url: `/api/saas-account/${app}`, payload: { is_sanctioned: true } },
    { method: 'DELETE' as const, url: `/api/saas-account/${app}` },
    { method: 'POST' as const, url: '/api/saas-account', payload: { name: APP, is_sanctioned: true } },
    { method: 'POST' as const, url: '/api/saas-applications', payload: { applications: [{ name: APP, is_sanctioned: true }] } },
    { method: 'POST' as const, url: `/api/cust-saas/${app}`, payload: { name: APP, url: 'x.example', category: 'VPN', is_sanctioned: true } },
    { method: 'DELETE' as const, url: `/api/cust-saas/${app}` },
    { method: 'DELETE' as const, url: `/api/saas-image/${app}` },
    { method: 'POST' as const, url: `/api/enums/category/${secret.categoryId}`, payload: { name: 'Renamed' } },
    { method: 'POST' as const, url: `/api/unsanctioned-categories/${encodeURIComponent(CATEGORY)}`, payload: { action: 'Block' } },
    { method: 'DELETE' as const, url: `/api/unsanctioned-categories/${encodeURIComponent(CATEGORY)}` },
  ];

  const snapshot = async () => ({
    app: await t.db.select().from(customApps).where(eq(customApps.accountId, globex)),
    setting: await t.db.select().from(accountAppSettings).where(and(eq(accountAppSettings.accountId, globex), eq(accountAppSettings.appId, secret.appId))),
    image: await t.db.select().from(saasImages).where(eq(saasImages.accountId, globex)),
    categories: await t.db.select().from(appCategories).where(eq(appCategories.accountId, globex)),
    unsanctioned: await t.db.select().from(unsanctionedCategories).where(eq(unsanctionedCategories.accountId, globex)),
  });

  it("no other company's session changes Globex's rows", async () => {
    const before = await snapshot();
    for (const s of sessions.filter((x) => x.accountId !== globex)) {
      for (const m of MUTATIONS()) {
        const res = await inject(s, m.method, m.url, m.payload);
        expect([400, 403, 404], `${s.label} ${m.method} ${m.url}`).toContain(res.statusCode);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("the auditor's mutations answer 403", async () => {
    const auditor = sessions.find((s) => s.email === 'auditor@acme.test')!;
    for (const m of [...MUTATIONS(), { method: 'POST' as const, url: '/api/saas-account/Slack', payload: { is_sanctioned: true } }]) {
      expect((await inject(auditor, m.method, m.url, m.payload)).statusCode, m.url).toBe(403);
    }
  });
});

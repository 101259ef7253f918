// Classification rules (spec part 1 §4, §5, §8): unsanctioned needs an action, duplicates answer
// 'This app already exist', bulk edit is atomic, every change is audited and bumps the policy version.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema/index';
import { accountAppSettings, customApps } from '../../server/db/schema/catalog';
import { policyVersions, saasImages, unsanctionedCategories } from '../../server/db/schema/policies';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let acme: string;
let free: string[];

beforeAll(async () => {
  t = await createTestApp();
  acme = t.accounts['Acme Corp'].id;
  // catalog apps Acme has not classified and no unsanctioned category covers
  const rows = ((await t.db.execute(sql`
    select s.name from saas_apps s where not exists (select 1 from account_app_settings x where x.account_id = ${acme}::uuid and x.app_id = s.id)
      and not exists (select 1 from unsanctioned_categories u where u.account_id = ${acme}::uuid and u.category = any(s.categories))
    order by s.name limit 6`)) as unknown as { rows: { name: string }[] }).rows;
  free = rows.map((r) => r.name);
});
afterAll(() => t?.close());

const post = (url: string, payload: object, email = 'admin@acme.test') => t.as(email, { method: 'POST', url, payload });
async function version(): Promise<number> {
  const [row] = await t.db.select().from(policyVersions).where(eq(policyVersions.accountId, acme));
  return row?.version ?? 0;
}
async function audits(action: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.action, action)));
  return row.n;
}
async function settingsCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(accountAppSettings).where(eq(accountAppSettings.accountId, acme));
  return row.n;
}
async function accessOf(name: string) {
  const res = await t.as('admin@acme.test', { method: 'GET', url: `/api/saas?q=${encodeURIComponent(name)}&size=50` });
  return (res.json() as { name: string; access_type: string; action_type: string | null }[]).find((a) => a.name === name);
}

describe('classifying an app', () => {
  it('refuses Unsanctioned without an action, and Sanctioned with one', async () => {
    const before = await settingsCount();
    const res = await post('/api/saas-account', { name: free[0], is_sanctioned: false });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('requires a security action');
    expect((await post('/api/saas-account', { name: free[0], is_sanctioned: true, action_type: 'Block' })).statusCode).toBe(400);
    expect(await settingsCount()).toBe(before);
  });

  it('stores it with an audit row and a policy version bump; a second add answers 409', async () => {
    const v = await version();
    const a = await audits('saas.app.classify');
    const res = await post('/api/saas-account', { name: free[0], is_sanctioned: false, action_type: 'Block Alert' });
    expect(res.statusCode).toBe(200);
    expect(await version()).toBe(v + 1);
    expect(await audits('saas.app.classify')).toBe(a + 1);
    expect(await accessOf(free[0])).toMatchObject({ access_type: 'Unsanctioned', action_type: 'Block Alert' });
    const again = await post('/api/saas-account', { name: free[0], is_sanctioned: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().exception).toBe('This app already exist');
    expect((await post('/api/saas-account', { name: 'No Such App 123', is_sanctioned: true })).statusCode).toBe(404);
  });

  it('POST /saas-account/{name} changes it, null and DELETE return it to Unclassified', async () => {
    const name = encodeURIComponent(free[0]);
    expect((await post(`/api/saas-account/${name}`, { is_sanctioned: true })).statusCode).toBe(200);
    expect(await accessOf(free[0])).toMatchObject({ access_type: 'Sanctioned', action_type: null });
    expect((await post(`/api/saas-account/${name}`, { is_sanctioned: null })).statusCode).toBe(200);
    expect(await accessOf(free[0])).toMatchObject({ access_type: 'Unclassified' });
    await post(`/api/saas-account/${name}`, { is_sanctioned: false, action_type: 'Report' });
    const v = await version();
    expect((await t.as('admin@acme.test', { method: 'DELETE', url: `/api/saas-account/${name}` })).statusCode).toBe(200);
    expect(await accessOf(free[0])).toMatchObject({ access_type: 'Unclassified', action_type: null });
    expect(await version()).toBe(v + 1);
  });

  it('the auditor and the group admin cannot classify', async () => {
    for (const email of ['auditor@acme.test', 'groupadmin@acme.test']) {
      expect((await post('/api/saas-account', { name: free[1], is_sanctioned: true }, email)).statusCode).toBe(403);
    }
  });
});

describe('bulk edit', () => {
  it('one bad item stores nothing and the 400 lists it', async () => {
    const before = await settingsCount();
    const v = await version();
    const res = await post('/api/saas-applications', {
      applications: [
        { name: free[1], is_sanctioned: true },
        { name: free[2], is_sanctioned: false },
        { name: 'No Such App 123', is_sanctioned: true },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(['applications.1', 'applications.2']);
    expect(await settingsCount()).toBe(before);
    expect(await version()).toBe(v);
  });

  it('three good items are stored together', async () => {
    const res = await post('/api/saas-applications', {
      applications: [
        { name: free[1], is_sanctioned: true },
        { name: free[2], is_sanctioned: false, action_type: 'Block' },
        { name: free[3], is_sanctioned: false, action_type: 'Report' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 3 });
    expect(await accessOf(free[2])).toMatchObject({ access_type: 'Unsanctioned', action_type: 'Block' });
    expect(await audits('saas.app.bulk-classify')).toBe(1);
  });
});

describe('custom apps', () => {
  const body = { name: 'Intranet Wiki', url: 'https://wiki.acme.example/home', category: 'Productivity', exceptions: [], is_public: false, is_sanctioned: true };

  it('validates name, URL and category, and the action rule', async () => {
    for (const bad of [{ ...body, name: '' }, { ...body, url: 'not a url' }, { ...body, category: '' }, { ...body, is_sanctioned: false }]) {
      expect((await post('/api/cust-saas', bad)).statusCode).toBe(400);
    }
  });

  it('stores it, answers 409 for a clashing name, updates and deletes it with its setting and image', async () => {
    const png = `data:image/png;base64,${Buffer.from('fake png bytes').toString('base64')}`;
    expect((await post('/api/cust-saas', { ...body, image: png })).statusCode).toBe(200);
    const clash = await post('/api/cust-saas', { ...body, name: 'intranet wiki' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().exception).toBe('This app already exist');
    expect((await post('/api/cust-saas', { ...body, name: free[4] })).statusCode).toBe(409);
    const image = await t.as('admin@acme.test', { method: 'GET', url: '/api/saas-image/Intranet%20Wiki' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.toString()).toBe('fake png bytes');
    expect(await accessOf('Intranet Wiki')).toBeUndefined(); // custom apps are not in the catalog
    const list = (await t.as('admin@acme.test', { method: 'GET', url: '/api/saas-account?q=intranet' })).json();
    expect(list).toMatchObject([{ name: 'Intranet Wiki', is_custom: true, access_type: 'Sanctioned', updated_by: 'admin@acme.test', has_image: true }]);

    expect((await post('/api/cust-saas/Intranet%20Wiki', { ...body, name: 'Acme Wiki', is_sanctioned: false, action_type: 'Block' })).statusCode).toBe(200);
    const [stored] = await t.db.select().from(customApps).where(eq(customApps.accountId, acme));
    expect(stored).toMatchObject({ name: 'Acme Wiki', domains: ['wiki.acme.example'] });
    expect((await t.as('admin@acme.test', { method: 'DELETE', url: '/api/cust-saas/Acme%20Wiki' })).statusCode).toBe(200);
    expect(await t.db.select().from(customApps).where(eq(customApps.accountId, acme))).toEqual([]);
    expect(await t.db.select().from(saasImages).where(eq(saasImages.accountId, acme))).toEqual([]);
    expect(await t.db.select().from(accountAppSettings).where(and(eq(accountAppSettings.accountId, acme), eq(accountAppSettings.appId, stored.id)))).toEqual([]);
  });

  it('neutralises formulas in the inventory CSV', async () => {
    const name = '=HYPERLINK("x")';
    expect((await post('/api/cust-saas', { ...body, name })).statusCode).toBe(200);
    const [app] = await t.db.select().from(customApps).where(and(eq(customApps.accountId, acme), eq(customApps.name, name)));
    const [someone] = ((await t.db.execute(sql`select person_id, endpoint_id from app_usage_daily where account_id = ${acme}::uuid limit 1`)) as unknown as {
      rows: { person_id: string; endpoint_id: string }[];
    }).rows;
    const day = new Date().toISOString().slice(0, 10);
    await t.db.execute(sql`insert into app_usage_daily (account_id, day, app_id, person_id, endpoint_id, browser, sessions, duration_s, weighted_duration_s)
      values (${acme}::uuid, ${day}::date, ${app.id}::uuid, ${someone.person_id}::uuid, ${someone.endpoint_id}::uuid, 'Chrome', 1, 60, 60)`);
    const now = Date.now();
    const res = await t.as('admin@acme.test', { method: 'GET', url: `/api/saas-inv?s=${now - 86_400_000}&e=${now}&z=UTC&q=HYPERLINK&format=csv` });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n')[1].startsWith(`"'=HYPERLINK(""x"")"`)).toBe(true);
  });
});

describe('categories', () => {
  it('adds and renames account categories, 409 on a duplicate, and lists them with the catalog ones', async () => {
    const added = await post('/api/enums/category', { name: 'Internal Tools' });
    expect(added.statusCode).toBe(200);
    expect((await post('/api/enums/category', { name: 'internal tools' })).statusCode).toBe(409);
    expect((await post('/api/enums/category', { name: 'VPN' })).statusCode).toBe(409);
    expect((await post(`/api/enums/category/${added.json().id}`, { name: 'Home-grown Tools' })).statusCode).toBe(200);
    const list = (await t.as('admin@acme.test', { method: 'GET', url: '/api/saas-categories' })).json() as { name: string; is_custom: boolean }[];
    expect(list).toContainEqual(expect.objectContaining({ name: 'Home-grown Tools', is_custom: true }));
    expect(list).toContainEqual(expect.objectContaining({ name: 'VPN', is_custom: false }));
  });

  it('unsanctioned categories make their apps Unsanctioned unless classified, with app counts', async () => {
    const list = (await t.as('admin@acme.test', { method: 'GET', url: '/api/unsanctioned-categories' })).json() as { name: string; app_count: number }[];
    const [vpn] = ((await t.db.execute(sql`select count(*)::int as n from saas_apps where 'VPN' = any(categories)`)) as unknown as { rows: { n: number }[] }).rows;
    expect(list.find((c) => c.name === 'VPN')?.app_count).toBe(vpn.n);
    const [target] = ((await t.db.execute(sql`select s.name, s.categories from saas_apps s where ${free[5]} = s.name`)) as unknown as {
      rows: { name: string; categories: string[] }[];
    }).rows;
    const v = await version();
    expect((await post('/api/unsanctioned-categories', { name: target.categories[0], action: 'Report' })).statusCode).toBe(200);
    expect(await accessOf(target.name)).toMatchObject({ access_type: 'Unsanctioned', action_type: 'Report' });
    expect((await post('/api/unsanctioned-categories', { name: target.categories[0], action: 'Block' })).statusCode).toBe(409);
    expect((await post(`/api/unsanctioned-categories/${encodeURIComponent(target.categories[0])}`, { action: 'Block' })).statusCode).toBe(200);
    expect(await accessOf(target.name)).toMatchObject({ access_type: 'Unsanctioned', action_type: 'Block' });
    expect((await t.as('admin@acme.test', { method: 'DELETE', url: `/api/unsanctioned-categories/${encodeURIComponent(target.categories[0])}` })).statusCode).toBe(200);
    expect(await version()).toBe(v + 3);
    const left = await t.db.select().from(unsanctionedCategories).where(and(eq(unsanctionedCategories.accountId, acme), eq(unsanctionedCategories.category, target.categories[0])));
    expect(left).toEqual([]);
  });
});

describe('the provider catalog', () => {
  it('only the provider roles on the provider account may add catalog apps', async () => {
    const body = { name: 'Palisade Test App', domains: ['test-app.example'], categories: ['Productivity'], is_gen_ai: false };
    expect((await post('/api/saas', body)).statusCode).toBe(403);
    expect((await post('/api/saas', body, 'root@palisade.test')).statusCode).toBe(200);
    expect((await post('/api/saas', body, 'root@palisade.test')).json().exception).toBe('This app already exist');
    expect((await post('/api/saas/Palisade%20Test%20App', { ...body, is_gen_ai: true }, 'ops@palisade.test')).statusCode).toBe(200);
    expect(await accessOf('Palisade Test App')).toMatchObject({ access_type: 'Unclassified' });
  });
});

// The provider's global catalog (issue 24): the operator's CRUD compared with the database, the customer
// admin refused everywhere, reasons on bad input, duplicates, logo uploads checked by their bytes, audit rows
// in the change's transaction, and the change seen by a company's own inventory.
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogAdminApi } from '../../src/api/contract/catalog-admin';
import { auditLog, blockedCategories, catalogAppImages, installedApps, nativeApps, saasApps, websiteCategories, websites } from '../../server/db/schema/index';
import { appLookup } from '../../server/ingest/app-index';
import { rowsOf } from '../../server/ingest/sql-arrays';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const OPS = 'ops@palisade.test';
const ROOT = 'root@palisade.test';
const CUSTOMER = 'admin@acme.test';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ops = (options: InjectOptions) => t.as(OPS, options);

async function auditRows(action: string, target: string) {
  return t.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.target, target)));
}

/** A multipart/form-data body with one file part, as a browser sends it. */
function multipart(content: Buffer, filename: string, type: string) {
  const boundary = '----catalog-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest valid PNG: a 1×1 transparent pixel. */
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('catalog SaaS apps', () => {
  it('adds, lists, updates and deletes an app as the database holds it, with before/after audit rows', async () => {
    const add = await ops({
      method: 'POST', url: '/api/catalog-admin/saas-apps',
      payload: { name: 'Quillmate Notes', domains: ['quillmate.example', 'WWW.Quillmate-cdn.example'], categories: ['Productivity'], description: 'Shared notes' },
    });
    expect(add.statusCode).toBe(201);
    const [row] = await t.db.select().from(saasApps).where(eq(saasApps.name, 'Quillmate Notes'));
    expect(row.domains).toEqual(['quillmate.example', 'quillmate-cdn.example']);
    expect(add.json()).toMatchObject({ id: row.id, name: row.name, domains: row.domains, categories: ['Productivity'], is_gen_ai: false, description: 'Shared notes' });
    expect((await auditRows('catalog.app.add', 'Quillmate Notes'))[0].accountId).toBe(t.accounts['Palisade'].id);

    const list = await ops({ method: 'GET', url: '/api/catalog-admin/saas-apps?q=quillmate' });
    expect(list.json().map((a: { name: string }) => a.name)).toEqual(['Quillmate Notes']);
    // search matches domains too
    expect((await ops({ method: 'GET', url: '/api/catalog-admin/saas-apps?q=quillmate-cdn' })).json()).toHaveLength(1);
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(saasApps);
    expect((await ops({ method: 'HEAD', url: '/api/catalog-admin/saas-apps' })).headers['x-size']).toBe(String(n));

    const update = await ops({
      method: 'PUT', url: `/api/catalog-admin/saas-apps/${encodeURIComponent('Quillmate Notes')}`,
      payload: { name: 'Quillmate', domains: ['quillmate.example'], categories: ['Productivity', 'Notes'], is_gen_ai: true },
    });
    expect(update.statusCode).toBe(200);
    const [after] = await t.db.select().from(saasApps).where(eq(saasApps.id, row.id));
    expect(after).toMatchObject({ name: 'Quillmate', categories: ['Productivity', 'Notes'], genAi: true, description: null });
    const [audit] = await auditRows('catalog.app.update', 'Quillmate');
    expect(audit.details).toMatchObject({ before: { name: 'Quillmate Notes', is_gen_ai: false }, after: { name: 'Quillmate', is_gen_ai: true } });

    const del = await ops({ method: 'DELETE', url: '/api/catalog-admin/saas-apps/Quillmate' });
    expect(del.statusCode).toBe(204);
    expect(await t.db.select().from(saasApps).where(eq(saasApps.id, row.id))).toEqual([]);
    expect(await auditRows('catalog.app.delete', 'Quillmate')).toHaveLength(1);
  });

  it('answers 409 with a clear message on a duplicate name in any letter case', async () => {
    const [existing] = await t.db.select().from(saasApps).limit(1);
    const res = await ops({ method: 'POST', url: '/api/catalog-admin/saas-apps', payload: { name: existing.name.toUpperCase(), domains: ['dup.example'], categories: ['X'] } });
    expect(res.statusCode).toBe(409);
    expect(res.json().exception).toBe(`A catalog app named ${existing.name.toUpperCase()} already exists; open it to edit it, or choose another name.`);
  });

  it('answers 400 with the reasons', async () => {
    const res = await ops({ method: 'POST', url: '/api/catalog-admin/saas-apps', payload: { name: ' ', domains: ['not a domain'], categories: [] } });
    expect(res.statusCode).toBe(400);
    const issues = res.json().issues as { path: string; message: string }[];
    expect(issues.map((i) => i.path).sort()).toEqual(['categories', 'domains.0', 'name']);
    expect(issues.find((i) => i.path === 'categories')!.message).toBe('Add at least 1 categories.');
  });

  it('refuses to delete an app companies have classified, naming the count', async () => {
    const [used] = rowsOf<{ name: string; n: number }>(
      await t.db.execute(sql`select s.name, count(distinct x.account_id)::int as n from saas_apps s join account_app_settings x on x.app_id = s.id
        where x.access_type <> 'Unclassified' group by s.name order by s.name limit 1`),
    );
    const res = await ops({ method: 'DELETE', url: `/api/catalog-admin/saas-apps/${encodeURIComponent(used.name)}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().exception).toContain(`classified by ${used.n} compan`);
    expect(await t.db.select().from(saasApps).where(eq(saasApps.name, used.name))).toHaveLength(1);
  });

  it("reaches every company's inventory: a new app with a domain, then its rename and recategorisation", async () => {
    const acme = t.accounts['Acme Corp'];
    await ops({ method: 'POST', url: '/api/catalog-admin/saas-apps', payload: { name: 'Tallyfold', domains: ['tallyfold.example'], categories: ['Finance'] } });
    const [row] = await t.db.select().from(saasApps).where(eq(saasApps.name, 'Tallyfold'));
    // the agents' lookup resolves the domain (and a subdomain) to the new app at once
    const lookup = await appLookup(t.db, acme.id, ['Tallyfold']);
    expect(lookup.byDomain('app.tallyfold.example')).toBe(row.id);
    // the company's own catalog screen lists it, Unclassified
    const seen = await t.as(CUSTOMER, { method: 'GET', url: '/api/saas?q=Tallyfold' });
    expect(seen.json()).toEqual([expect.objectContaining({ name: 'Tallyfold', categories: ['Finance'], access_type: 'Unclassified' })]);

    await ops({ method: 'PUT', url: '/api/catalog-admin/saas-apps/Tallyfold', payload: { name: 'Tallyfold Books', domains: ['tallyfold.example'], categories: ['Accounting'] } });
    const renamed = await t.as('admin@globex.test', { method: 'GET', url: '/api/saas?q=Tallyfold' });
    expect(renamed.json()).toEqual([expect.objectContaining({ id: row.id, name: 'Tallyfold Books', categories: ['Accounting'] })]);
  });
});

describe('catalog logos', () => {
  const upload = (name: string, content: Buffer, filename: string, type: string, who = OPS) =>
    t.as(who, { method: 'POST', url: `/api/catalog-admin/saas-apps/${encodeURIComponent(name)}/images`, ...multipart(content, filename, type) });

  it('stores a PNG by its bytes, makes it the icon, serves it with its type, nosniff and cache headers, and deletes it', async () => {
    await ops({ method: 'POST', url: '/api/catalog-admin/saas-apps', payload: { name: 'Logo Test', domains: ['logotest.example'], categories: ['Design'], icon: 'figma' } });
    // declared as octet-stream with no extension: the bytes decide
    const res = await upload('Logo Test', PNG_1x1, 'logo', 'application/octet-stream');
    expect(res.statusCode).toBe(201);
    const image = res.json();
    const [stored] = await t.db.select().from(catalogAppImages).where(eq(catalogAppImages.id, image.id));
    expect(stored).toMatchObject({ contentType: 'image/png', byteSize: PNG_1x1.length, replacedIcon: 'figma', createdBy: OPS });
    const [app] = await t.db.select().from(saasApps).where(eq(saasApps.name, 'Logo Test'));
    expect(app.icon).toBe(`image:${image.id}`);
    expect(await auditRows('catalog.app.image.add', 'Logo Test')).toHaveLength(1);

    const served = await t.app.inject({ method: 'GET', url: `/api/catalog-images/${image.id}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.equals(PNG_1x1)).toBe(true);
    const again = await t.app.inject({ method: 'GET', url: `/api/catalog-images/${image.id}`, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const detail = await ops({ method: 'GET', url: '/api/catalog-admin/saas-apps/Logo%20Test' });
    expect(detail.json().images).toEqual([expect.objectContaining({ id: image.id, in_use: true, content_type: 'image/png' })]);

    const del = await ops({ method: 'DELETE', url: `/api/catalog-admin/saas-apps/Logo%20Test/images/${image.id}` });
    expect(del.statusCode).toBe(204);
    const [restored] = await t.db.select().from(saasApps).where(eq(saasApps.name, 'Logo Test'));
    expect(restored.icon).toBe('figma');
    expect((await t.app.inject({ method: 'GET', url: `/api/catalog-images/${image.id}` })).statusCode).toBe(404);
  });

  it('refuses an SVG, a text file named .png, an oversized file and a non-multipart body, storing nothing', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(catalogAppImages);
    const svg = await upload('Logo Test', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.png', 'image/png');
    expect(svg.statusCode).toBe(400);
    expect(svg.json().exception).toBe('SVG images are not accepted (they can carry scripts); upload a PNG, JPEG or WebP logo instead.');

    const text = await upload('Logo Test', Buffer.from('just some text, honest'), 'logo.png', 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json().exception).toBe('The file is not a PNG, JPEG or WebP image (its content was checked, not its name).');

    const big = Buffer.concat([PNG_1x1, Buffer.alloc(600 * 1024)]);
    const large = await upload('Logo Test', big, 'big.png', 'image/png');
    expect(large.statusCode).toBe(413);
    expect(large.json().exception).toMatch(/larger than 512 KB/);

    const json = await ops({ method: 'POST', url: '/api/catalog-admin/saas-apps/Logo%20Test/images', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().exception).toMatch(/multipart\/form-data/);

    const missing = await upload('No Such App Here', PNG_1x1, 'a.png', 'image/png');
    expect(missing.statusCode).toBe(404);

    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(catalogAppImages)).toEqual(before);
  });
});

describe('website categories and websites', () => {
  it('adds a category and a website, refuses unknown categories, duplicates and deleting a used category', async () => {
    const cat = await ops({ method: 'POST', url: '/api/catalog-admin/website-categories', payload: { name: 'Kite Surfing', description: 'Wind sports' } });
    expect(cat.statusCode).toBe(201);
    expect(cat.json()).toEqual({ name: 'Kite Surfing', description: 'Wind sports', websites: 0, apps: 0, companies_blocking: 0 });
    expect(await t.db.select().from(websiteCategories).where(eq(websiteCategories.name, 'Kite Surfing'))).toHaveLength(1);

    const dupCat = await ops({ method: 'POST', url: '/api/catalog-admin/website-categories', payload: { name: 'kite surfing' } });
    expect(dupCat.statusCode).toBe(409);
    expect(dupCat.json().exception).toBe('A website category named kite surfing already exists.');

    const unknown = await ops({ method: 'POST', url: '/api/catalog-admin/websites', payload: { domain: 'kites.example', categories: ['Kite Surfing', 'Nope Category'] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([{ path: 'categories', message: 'No website category is named Nope Category; add it under Website Categories first.' }]);

    const site = await ops({ method: 'POST', url: '/api/catalog-admin/websites', payload: { domain: 'Kites.Example', name: 'Kites', categories: ['kite surfing'] } });
    expect(site.statusCode).toBe(201);
    const [stored] = await t.db.select().from(websites).where(eq(websites.domain, 'kites.example'));
    expect(stored).toEqual({ domain: 'kites.example', name: 'Kites', categories: ['Kite Surfing'] });
    expect((await ops({ method: 'POST', url: '/api/catalog-admin/websites', payload: { domain: 'kites.example', categories: ['Kite Surfing'] } })).statusCode).toBe(409);

    const refused = await ops({ method: 'DELETE', url: '/api/catalog-admin/website-categories/Kite%20Surfing' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().exception).toBe('Kite Surfing is still in use (1 website); move them to another category, or rename this one instead of deleting it.');

    const listed = await ops({ method: 'GET', url: '/api/catalog-admin/websites?category=Kite%20Surfing' });
    expect(listed.json()).toEqual([{ domain: 'kites.example', name: 'Kites', categories: ['Kite Surfing'] }]);

    expect((await ops({ method: 'DELETE', url: '/api/catalog-admin/websites/kites.example' })).statusCode).toBe(204);
    expect((await ops({ method: 'DELETE', url: '/api/catalog-admin/website-categories/Kite%20Surfing' })).statusCode).toBe(204);
    expect(await t.db.select().from(websiteCategories).where(eq(websiteCategories.name, 'Kite Surfing'))).toEqual([]);
    expect(await auditRows('catalog.website.delete', 'kites.example')).toHaveLength(1);
    expect(await auditRows('catalog.category.delete', 'Kite Surfing')).toHaveLength(1);
  });

  it("carries a category rename over to the catalog's websites and the companies that block it", async () => {
    const acme = t.accounts['Acme Corp'];
    const [blocked] = await t.db.select().from(blockedCategories).where(eq(blockedCategories.accountId, acme.id)).limit(1);
    expect(blocked).toBeDefined();
    const [{ n: sitesBefore }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(websites).where(sql`${blocked.category} = any(${websites.categories})`);
    const renamed = `${blocked.category} Renamed`;
    const res = await ops({ method: 'PUT', url: `/api/catalog-admin/website-categories/${encodeURIComponent(blocked.category)}`, payload: { name: renamed } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: renamed, websites: sitesBefore });
    // Acme's own blocked-category list shows the new name
    const seen = await t.as(CUSTOMER, { method: 'GET', url: '/api/blocked-category' });
    const names = seen.json().map((r: { category: string }) => r.category);
    expect(names).toContain(renamed);
    expect(names).not.toContain(blocked.category);
    const [audit] = await auditRows('catalog.category.update', renamed);
    expect(audit.details).toMatchObject({ before: { name: blocked.category }, after: { name: renamed } });
  });
});

describe('native apps', () => {
  it('counts the endpoints of every company that have a matching app installed', async () => {
    const [top] = await t.db
      .select({ name: installedApps.name, n: sql<number>`count(*)::int`, c: sql<number>`count(distinct ${installedApps.accountId})::int` })
      .from(installedApps)
      .where(sql`${installedApps.removedAt} is null`)
      .groupBy(installedApps.name)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    expect(top).toBeDefined();
    const add = await ops({
      method: 'POST', url: '/api/catalog-admin/native-apps',
      payload: { name: 'Catalogued App', publisher: 'Someone', platforms: ['Windows', 'MacOS'], categories: ['Tools'], match_names: [top.name.toUpperCase()], risk: 'High' },
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({ name: 'Catalogued App', risk: 'High', endpoints: Number(top.n), companies: Number(top.c), updated_by: OPS });
    const [row] = await t.db.select().from(nativeApps).where(eq(nativeApps.id, add.json().id));
    expect(row.matchNames).toEqual([top.name.toUpperCase()]);

    const names = await ops({ method: 'GET', url: `/api/catalog-admin/installed-app-names?q=${encodeURIComponent(top.name)}` });
    expect(names.json()).toContainEqual({ name: top.name, endpoints: Number(top.n), companies: Number(top.c), catalogued: true });

    expect((await ops({ method: 'POST', url: '/api/catalog-admin/native-apps', payload: { name: 'catalogued app', platforms: ['Linux'] } })).statusCode).toBe(409);
    const bad = await ops({ method: 'POST', url: '/api/catalog-admin/native-apps', payload: { name: 'X', platforms: [], risk: 'Severe' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path).sort()).toEqual(['platforms', 'risk']);

    const update = await ops({ method: 'PUT', url: `/api/catalog-admin/native-apps/${row.id}`, payload: { name: 'Catalogued App', platforms: ['Linux'], risk: 'Low' } });
    expect(update.json()).toMatchObject({ platforms: ['Linux'], risk: 'Low', match_names: ['Catalogued App'] });
    const [audit] = await auditRows('catalog.native.update', 'Catalogued App');
    expect(audit.details).toMatchObject({ before: { risk: 'High' }, after: { risk: 'Low' } });

    expect((await ops({ method: 'DELETE', url: `/api/catalog-admin/native-apps/${row.id}` })).statusCode).toBe(204);
    expect(await t.db.select().from(nativeApps).where(eq(nativeApps.id, row.id))).toEqual([]);
  });
});

describe('access', () => {
  const urlOf = (path: string) => `/api${path.replace(':name', 'Slack').replace(':imageId', '00000000-0000-4000-8000-000000000000').replace(':id', '00000000-0000-4000-8000-000000000000').replace(':domain', 'example.com')}`;

  it('refuses every gated call to a customer admin with 403, and changes nothing', async () => {
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    for (const e of Object.values(catalogAdminApi)) {
      if (e.access === 'public') continue;
      const res = await t.as(CUSTOMER, { method: e.method, url: urlOf(e.path), ...(e.method === 'GET' || e.method === 'HEAD' || e.method === 'DELETE' ? {} : { payload: {} }) });
      expect(res.statusCode, `${e.method} ${e.path}`).toBe(403);
    }
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after.n).toBe(before.n);
  });

  it('lets the SuperAdmin read and change the catalog too', async () => {
    const res = await t.as(ROOT, { method: 'POST', url: '/api/catalog-admin/website-categories', payload: { name: 'Root Added' } });
    expect(res.statusCode).toBe(201);
  });
});

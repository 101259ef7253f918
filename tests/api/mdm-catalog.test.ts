// Issue 20, MDM managed applications and the App Catalog: the installed/targeted device figures equal what the
// database holds for Acme; a custom app with a bad bundle id, an http URL or a bad hash is refused with reasons
// and stores nothing; an uploaded file that is not a .pkg is refused and a real xar header is accepted with
// the SHA-256 the server computes; deleting an app an application group lists is refused (409); catalogue
// apps can be added once; every change is audited; Globex (no MDM) gets 403.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogAppRow, ManagedAppRow } from '../../src/api/contract/mdm-catalog';
import { auditLog, mdmAppGroups, mdmAppPackages, mdmCatalogApps, mdmManagedApps } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

const ADMIN = 'admin@acme.test';
let t: TestApp;
let acme: string;

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const get = (url: string, email = ADMIN) => t.as(email, { method: 'GET', url });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, email = ADMIN) => t.as(email, { method, url, payload });
const storedApps = () => t.db.select().from(mdmManagedApps).where(eq(mdmManagedApps.accountId, acme));

/** Active Macs of Acme with an app of that name installed now, straight from the tables. */
async function installedMacs(name: string): Promise<number> {
  const [r] = await rows<{ n: number }>(sql`select count(distinct e.id)::int as n from endpoints e
    join installed_apps i on i.account_id = e.account_id and i.endpoint_id = e.id and i.removed_at is null and lower(i.name) = lower(${name})
    where e.account_id = ${acme}::uuid and e.status = 'ACTIVE' and not e.infra and e.platform_family = 'MacOS'`);
  return r!.n;
}

/** Active Macs of Acme owned by people an INSTALL group listing the app is assigned to (directly or by group). */
async function targetedMacs(name: string): Promise<number> {
  const [r] = await rows<{ n: number }>(sql`select count(distinct e.id)::int as n from endpoints e
    join mdm_app_groups g on g.account_id = e.account_id and g.kind = 'INSTALL' and lower(${name}) in (select lower(a) from unnest(g.apps) a)
    where e.account_id = ${acme}::uuid and e.status = 'ACTIVE' and not e.infra and e.platform_family = 'MacOS'
      and (e.owner_person_id = any(g.person_ids) or e.owner_person_id in (select pg.person_id from person_groups pg where pg.account_id = e.account_id and pg.group_id = any(g.group_ids)))`);
  return r!.n;
}

/** A multipart/form-data body with one file part. */
function multipart(content: Buffer, filename: string) {
  const boundary = '----mdmCatalogBoundary7d1f';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (id: string, content: Buffer, filename: string, email = ADMIN) =>
  t.as(email, { method: 'POST', url: `/api/mdm/managed-apps/${id}/package`, ...multipart(content, filename) });

const GOOD = {
  name: 'Acme Timesheets', bundle_id: 'com.acme.timesheets', version: '1.0.3', platforms: ['MACOS'], install_type: 'SELF_SERVICE', removable: true,
  package_url: 'https://downloads.acme.example/timesheets-1.0.3.pkg', package_sha256: 'a'.repeat(64),
};

beforeAll(async () => {
  t = await createTestApp();
  acme = t.accounts['Acme Corp'].id;
});
afterAll(() => t?.close());

describe('managed applications', () => {
  it('lists Acme’s apps of both kinds with device figures equal to the database', async () => {
    const res = await get('/api/mdm/managed-apps?size=100');
    expect(res.statusCode, res.body).toBe(200);
    const listed: ManagedAppRow[] = res.json();
    const stored = await storedApps();
    expect(listed.map((a) => a.id).sort()).toEqual(stored.map((a) => a.id).sort());
    expect(new Set(listed.map((a) => a.source))).toEqual(new Set(['CATALOG', 'CUSTOM']));
    let someInstalled = false;
    let someTargeted = false;
    for (const a of listed) {
      expect(a.installed_devices, a.name).toBe(await installedMacs(a.name));
      expect(a.targeted_devices, a.name).toBe(await targetedMacs(a.name));
      someInstalled ||= a.installed_devices > 0;
      someTargeted ||= a.targeted_devices > 0;
    }
    expect(someInstalled).toBe(true);
    expect(someTargeted).toBe(true);
    const count = await t.as(ADMIN, { method: 'HEAD', url: '/api/mdm/managed-apps?source=CUSTOM' });
    expect(count.headers['x-size']).toBe(String(stored.filter((a) => a.source === 'CUSTOM').length));
  });

  it('refuses a bad bundle id, an http URL and a bad hash with reasons, storing nothing', async () => {
    const before = (await storedApps()).length;
    const audits = (await t.db.select().from(auditLog)).length;
    const cases: [object, string][] = [
      [{ ...GOOD, bundle_id: 'not a bundle id' }, 'bundle_id'],
      [{ ...GOOD, bundle_id: 'timesheets' }, 'bundle_id'],
      [{ ...GOOD, package_url: 'http://downloads.acme.example/timesheets.pkg' }, 'package_url'],
      [{ ...GOOD, package_sha256: 'xyz' }, 'package_sha256'],
      [{ ...GOOD, package_sha256: 'a'.repeat(63) }, 'package_sha256'],
      [{ ...GOOD, package_sha256: undefined }, 'package_sha256'],
      [{ ...GOOD, platforms: [] }, 'platforms'],
    ];
    for (const [body, field] of cases) {
      const res = await send('POST', '/api/mdm/managed-apps', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const paths = (res.json().issues as { path: string }[]).map((i) => i.path);
      expect(paths.some((p) => p.startsWith(field)), `${field} in ${paths.join(',')}`).toBe(true);
    }
    expect(await storedApps()).toHaveLength(before);
    expect(await t.db.select().from(auditLog)).toHaveLength(audits);
  });

  it('adds, updates and audits a custom app; a duplicate bundle id is a conflict', async () => {
    const res = await send('POST', '/api/mdm/managed-apps', GOOD);
    expect(res.statusCode, res.body).toBe(201);
    const created: ManagedAppRow = res.json();
    expect(created).toMatchObject({ source: 'CUSTOM', bundle_id: GOOD.bundle_id, install_type: 'SELF_SERVICE', package: { kind: 'URL', url: GOOD.package_url, sha256: GOOD.package_sha256 } });
    const [row] = await t.db.select().from(mdmManagedApps).where(and(eq(mdmManagedApps.accountId, acme), eq(mdmManagedApps.id, created.id)));
    expect(row).toMatchObject({ name: GOOD.name, packageUrl: GOOD.package_url, packageSha256: GOOD.package_sha256, createdBy: ADMIN });
    expect((await send('POST', '/api/mdm/managed-apps', { ...GOOD, name: 'Other', bundle_id: 'COM.acme.Timesheets' })).statusCode).toBe(409);

    const upd = await send('PUT', `/api/mdm/managed-apps/${created.id}`, { ...GOOD, version: '1.1.0', install_type: 'AUTO' });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ version: '1.1.0', install_type: 'AUTO' });
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.target, GOOD.name))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['mdm.managed-app.create', 'mdm.managed-app.update']));
  });

  it('refuses an uploaded file that is not a .pkg and takes a xar package, computing its SHA-256', async () => {
    const [app] = await t.db.select().from(mdmManagedApps).where(and(eq(mdmManagedApps.accountId, acme), eq(mdmManagedApps.bundleId, 'com.acme.expenses')));
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64, 1)]);
    const refused = await upload(app!.id, zip, 'expenses.pkg');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().exception).toMatch(/not a macOS installer package/);
    expect(await t.db.select().from(mdmAppPackages).where(eq(mdmAppPackages.appId, app!.id))).toHaveLength(0);

    const pkg = Buffer.concat([Buffer.from('xar!'), Buffer.from([0, 28, 0, 1]), Buffer.alloc(200, 7)]);
    const ok = await upload(app!.id, pkg, 'AcmeExpenses-2.4.0.pkg');
    expect(ok.statusCode, ok.body).toBe(200);
    const digest = createHash('sha256').update(pkg).digest('hex');
    expect(ok.json().package).toEqual({ kind: 'UPLOAD', url: null, file_name: 'AcmeExpenses-2.4.0.pkg', size: pkg.length, sha256: digest });
    const [stored] = await t.db.select().from(mdmAppPackages).where(eq(mdmAppPackages.appId, app!.id));
    expect(stored).toMatchObject({ sha256: digest, size: pkg.length });
    expect(Buffer.from(stored!.content).equals(pkg)).toBe(true);
  });

  it('refuses to delete an app an application group lists, naming the group, and deletes it otherwise', async () => {
    const [group] = await t.db.select().from(mdmAppGroups).where(and(eq(mdmAppGroups.accountId, acme), eq(mdmAppGroups.kind, 'INSTALL')));
    const apps = await storedApps();
    const listed = apps.find((a) => group!.apps.some((x) => x.toLowerCase() === a.name.toLowerCase()));
    expect(listed, 'a seeded managed app is in an application group').toBeDefined();
    const refused = await send('DELETE', `/api/mdm/managed-apps/${listed!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().exception).toContain(group!.name);
    expect((await storedApps()).some((a) => a.id === listed!.id)).toBe(true);

    const free = apps.find((a) => a.bundleId === GOOD.bundle_id)!;
    expect((await send('DELETE', `/api/mdm/managed-apps/${free.id}`)).statusCode).toBe(200);
    expect((await storedApps()).some((a) => a.id === free.id)).toBe(false);
  });
});

describe('app catalog', () => {
  it('lists the catalogue with installed counts from the database and adds an app once', async () => {
    const all = await t.db.select().from(mdmCatalogApps);
    expect(all.length).toBeGreaterThanOrEqual(20);
    const res = await get('/api/mdm/app-catalog?category=Browsers&size=100');
    expect(res.statusCode, res.body).toBe(200);
    const browsers: CatalogAppRow[] = res.json();
    expect(browsers.map((b) => b.bundle_id).sort()).toEqual(all.filter((a) => a.category === 'Browsers').map((a) => a.bundleId).sort());
    for (const b of browsers) expect(b.installed_devices, b.name).toBe(await installedMacs(b.name));

    const firefox = browsers.find((b) => b.bundle_id === 'org.mozilla.firefox')!;
    expect(firefox.managed_app_id).toBeNull();
    const added = await send('POST', `/api/mdm/app-catalog/${firefox.id}/add`);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ source: 'CATALOG', name: 'Firefox', bundle_id: 'org.mozilla.firefox', installed_devices: await installedMacs('Firefox') });
    expect((await send('POST', `/api/mdm/app-catalog/${firefox.id}/add`)).statusCode).toBe(409);
    const again: CatalogAppRow[] = (await get('/api/mdm/app-catalog?q=firefox')).json();
    expect(again.find((b) => b.id === firefox.id)!.managed_app_id).toBe(added.json().id);
    // a catalogue app is not edited as a custom app
    expect((await send('PUT', `/api/mdm/managed-apps/${added.json().id}`, { ...GOOD, bundle_id: 'org.mozilla.firefox' })).statusCode).toBe(409);
  });
});

describe('access', () => {
  it('refuses Globex (no MDM), and the auditor’s changes', async () => {
    for (const url of ['/api/mdm/managed-apps', '/api/mdm/app-catalog', '/api/mdm/app-catalog-categories', '/api/mdm/managed-app-tokens']) {
      expect((await get(url, 'admin@globex.test')).statusCode, url).toBe(403);
    }
    expect((await send('POST', '/api/mdm/managed-apps', { ...GOOD, bundle_id: 'com.globex.app' }, 'admin@globex.test')).statusCode).toBe(403);
    expect((await send('POST', '/api/mdm/managed-apps', { ...GOOD, bundle_id: 'com.auditor.app' }, 'auditor@acme.test')).statusCode).toBe(403);
    expect(await t.db.select().from(mdmManagedApps).where(sql`${mdmManagedApps.bundleId} in ('com.globex.app', 'com.auditor.app')`)).toHaveLength(0);
  });

  it('downloads the CSV through the one helper', async () => {
    const res = await get('/api/mdm/managed-apps-report');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(1 + (await storedApps()).length);
  });
});

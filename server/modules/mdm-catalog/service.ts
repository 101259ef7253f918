// MDM managed applications and the App Catalog (issue 20): the apps a company manages, stored per account
// (server/db/schema/mdm-catalog.ts), with device figures computed on every read. An app is matched to what
// the agents report by name (installed_apps.name, case-insensitive, as the application groups do), on the
// platforms it targets that the fleet reports (Macs; iOS devices carry no agent, so they add nothing).
// installed: active endpoints in the caller's scope with the app installed now.
// targeted: active endpoints in scope owned by people an INSTALL application group naming the app applies to.
import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  CatalogAppRow, CatalogFilters, CatalogListQuery, ContentTokenChoice, customAppBody, catalogAppSettingsBody,
  ManagedAppFilters, ManagedAppListQuery, ManagedAppPlatform, ManagedAppRow,
} from '../../../src/api/contract/mdm-catalog';
import type { Db } from '../../db/client';
import { mdmAppPackages, mdmCatalogApps, mdmContentTokens, mdmManagedApps, type MdmManagedAppRow } from '../../db/schema/index';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { containsPattern, iso } from '../../lib/sql';
import { aliased, countedEndpoints } from '../../metrics/endpoints';
import type { Scope } from '../../plugins/scope';
import type { Audit } from '../saas/audit';
import { n, rows } from '../dashboard/scoped';
import { refuseWhileAppPoliciesUse } from '../mdm-policies/service';

type CustomBody = ReturnType<typeof customAppBody.parse>;
type SettingsBody = ReturnType<typeof catalogAppSettingsBody.parse>;

/** The fleet's platform family that each managed-app platform maps to (none for iOS: no agent runs there). */
const FAMILY_OF: Record<ManagedAppPlatform, string | null> = { MACOS: 'MacOS', IOS: null };

/** Endpoints (alias e) in scope, active, on a platform family the app (alias `app`) targets. */
function reachableEndpoints(scope: Scope, app: string): SQL {
  const platforms = sql.raw(`${app}.platforms`);
  const families = (Object.entries(FAMILY_OF) as [ManagedAppPlatform, string | null][]).filter(([, f]) => f);
  const onPlatform = sql.join(families.map(([p, f]) => sql`(e.platform_family::text = ${f} and ${p} = any(${platforms}))`), sql` or `);
  return sql`${countedEndpoints(scope, aliased('e'))} and e.status = 'ACTIVE' and (${onPlatform})`;
}

const installedHere = (app: string) =>
  sql`exists (select 1 from installed_apps i where i.account_id = e.account_id and i.endpoint_id = e.id and i.removed_at is null and lower(i.name) = lower(${sql.raw(`${app}.name`)}))`;

function installedCount(scope: Scope, app: string): SQL {
  return sql`(select count(*) from endpoints e where ${reachableEndpoints(scope, app)} and ${installedHere(app)})`;
}

/** People in scope assigned (directly or through a group) to an INSTALL application group that lists the app. */
function targetedCount(scope: Scope, app: string): SQL {
  const name = sql.raw(`${app}.name`);
  return sql`(select count(*) from endpoints e where ${reachableEndpoints(scope, app)} and e.owner_person_id in (
    select people.id from people where ${scope.people()} and exists (
      select 1 from mdm_app_groups g where g.account_id = people.account_id and g.kind = 'INSTALL'
        and exists (select 1 from unnest(g.apps) a where lower(a) = lower(${name}))
        and (people.id = any(g.person_ids) or exists (select 1 from person_groups pg
          where pg.account_id = people.account_id and pg.person_id = people.id and pg.group_id = any(g.group_ids))))))`;
}

const masked = (hint: string) => `••••${hint}`;

interface RawManaged {
  id: string; source: string; catalog_app_id: string | null; name: string; bundle_id: string; version: string | null;
  platforms: string[]; install_type: string; removable: boolean; package_url: string | null; package_sha256: string | null;
  package_name: string | null; package_size: number | null; content_token_id: string | null; licence_count: number | null;
  token_apple_id: string | null; installed: unknown; targeted: unknown; updated_at: string;
}

function toRow(r: RawManaged): ManagedAppRow {
  const kind = r.package_url ? 'URL' : r.package_name ? 'UPLOAD' : 'NONE';
  return {
    id: r.id,
    source: r.source as ManagedAppRow['source'],
    catalog_app_id: r.catalog_app_id,
    name: r.name,
    bundle_id: r.bundle_id,
    version: r.version,
    platforms: r.platforms as ManagedAppPlatform[],
    install_type: r.install_type as ManagedAppRow['install_type'],
    removable: Boolean(r.removable),
    package: {
      kind,
      url: r.package_url,
      file_name: r.package_name,
      size: r.package_size == null ? null : Number(r.package_size),
      sha256: r.package_sha256,
    },
    licence: r.content_token_id && r.token_apple_id ? { token_id: r.content_token_id, apple_id: r.token_apple_id, count: r.licence_count } : null,
    installed_devices: n(r.installed),
    targeted_devices: n(r.targeted),
    updated_at: iso(r.updated_at)!,
  };
}

function managedWhere(scope: Scope, f: ManagedAppFilters & { id?: string }): SQL {
  const parts = [sql`m.account_id = ${scope.accountId}::uuid`];
  if (f.id) parts.push(sql`m.id = ${f.id}::uuid`);
  if (f.source) parts.push(sql`m.source = ${f.source}`);
  if (f.q) parts.push(sql`(m.name ilike ${containsPattern(f.q)} or m.bundle_id ilike ${containsPattern(f.q)})`);
  return sql.join(parts, sql` and `);
}

function selectManaged(scope: Scope, where: SQL, tail: SQL = sql``): SQL {
  return sql`
    select m.id::text as id, m.source, m.catalog_app_id::text as catalog_app_id, m.name, m.bundle_id, m.version, m.platforms,
      m.install_type, m.removable, m.package_url, m.package_sha256, m.package_name, m.package_size,
      m.content_token_id::text as content_token_id, m.licence_count, t.apple_id as token_apple_id, m.updated_at,
      ${installedCount(scope, 'm')} as installed, ${targetedCount(scope, 'm')} as targeted
    from mdm_managed_apps m
    left join mdm_content_tokens t on t.account_id = m.account_id and t.id = m.content_token_id
    where ${where} ${tail}`;
}

export async function listManagedApps(db: Db, scope: Scope, q: ManagedAppListQuery): Promise<ManagedAppRow[]> {
  const found = await rows<RawManaged>(db, selectManaged(scope, managedWhere(scope, q), sql`order by lower(m.name), m.id limit ${q.size} offset ${(q.page - 1) * q.size}`));
  return found.map(toRow);
}

export async function countManagedApps(db: Db, scope: Scope, f: ManagedAppFilters): Promise<number> {
  const [r] = await rows<{ n: unknown }>(db, sql`select count(*) as n from mdm_managed_apps m where ${managedWhere(scope, f)}`);
  return n(r?.n);
}

export async function getManagedApp(db: Db, scope: Scope, id: string): Promise<ManagedAppRow> {
  const [r] = await rows<RawManaged>(db, selectManaged(scope, managedWhere(scope, { id })));
  if (!r) throw notFound('No such managed application.');
  return toRow(r);
}

export const REPORT_HEADER = ['Name', 'Bundle ID', 'Version', 'Source', 'Platforms', 'Install type', 'Removable', 'Package', 'SHA-256', 'Installed devices', 'Targeted devices', 'Updated'] as const;

const PLATFORM_LABEL: Record<ManagedAppPlatform, string> = { MACOS: 'macOS', IOS: 'iOS' };

export async function* reportRows(db: Db, scope: Scope, f: ManagedAppFilters) {
  const size = 200;
  for (let page = 1; ; page++) {
    const batch = await listManagedApps(db, scope, { ...f, page, size });
    for (const a of batch) {
      yield [
        a.name, a.bundle_id, a.version ?? '', a.source === 'CATALOG' ? 'Catalog' : 'Custom', a.platforms.map((p) => PLATFORM_LABEL[p]).join(', '),
        a.install_type === 'AUTO' ? 'Auto-install' : 'Self-service', a.removable ? 'Yes' : 'No', a.package.url ?? a.package.file_name ?? '',
        a.package.sha256 ?? '', a.installed_devices, a.targeted_devices, a.updated_at,
      ];
    }
    if (batch.length < size) return;
  }
}

export const reportFileName = (now: Date) => `Managed Applications ${now.toISOString().slice(0, 10)}.csv`;

async function stored(db: Db, scope: Scope, id: string): Promise<MdmManagedAppRow> {
  const [a] = await db.select().from(mdmManagedApps).where(and(eq(mdmManagedApps.accountId, scope.accountId), eq(mdmManagedApps.id, id)));
  if (!a) throw notFound('No such managed application.');
  return a;
}

function invalid(path: string, message: string): HttpError {
  return new HttpError(400, 'VALIDATION', message, {}, [{ path, message }]);
}

async function assertTokenKnown(db: Db, scope: Scope, tokenId: string | null | undefined): Promise<void> {
  if (!tokenId) return;
  const [t] = await db.select({ id: mdmContentTokens.id }).from(mdmContentTokens).where(and(eq(mdmContentTokens.accountId, scope.accountId), eq(mdmContentTokens.id, tokenId)));
  if (!t) throw invalid('content_token_id', 'No such content token; add it on Content Token first.');
}

async function assertBundleFree(db: Db, scope: Scope, bundleId: string, except?: string): Promise<void> {
  const [clash] = await db
    .select({ name: mdmManagedApps.name })
    .from(mdmManagedApps)
    .where(and(eq(mdmManagedApps.accountId, scope.accountId), sql`lower(${mdmManagedApps.bundleId}) = lower(${bundleId})`, except ? sql`${mdmManagedApps.id} <> ${except}` : undefined));
  if (clash) throw conflict(`${clash.name} already uses the bundle identifier ${bundleId}.`);
}

/** A bundle id taken between the check and the write (two saves at once) is the same 409 as the check's. */
async function uniqueBundle<T>(bundleId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw conflict(`Another managed app already uses the bundle identifier ${bundleId}.`);
    throw error;
  }
}

const summary = (a: MdmManagedAppRow) => ({
  source: a.source, name: a.name, bundle_id: a.bundleId, version: a.version, platforms: a.platforms, install_type: a.installType,
  removable: a.removable, package_url: a.packageUrl, package_sha256: a.packageSha256, content_token_id: a.contentTokenId, licence_count: a.licenceCount,
});

export async function createCustomApp(db: Db, scope: Scope, body: CustomBody, now: Date, audit: Audit): Promise<ManagedAppRow> {
  await assertTokenKnown(db, scope, body.content_token_id);
  await assertBundleFree(db, scope, body.bundle_id);
  const created = await uniqueBundle(body.bundle_id, () => db.transaction(async (tx) => {
    const [a] = await tx
      .insert(mdmManagedApps)
      .values({
        accountId: scope.accountId, source: 'CUSTOM', name: body.name, bundleId: body.bundle_id, version: body.version ?? null,
        platforms: body.platforms, installType: body.install_type, removable: body.removable,
        packageUrl: body.package_url ?? null, packageSha256: body.package_sha256 ?? null,
        contentTokenId: body.content_token_id ?? null, licenceCount: body.content_token_id ? (body.licence_count ?? null) : null,
        createdBy: scope.email, createdAt: now, updatedAt: now,
      })
      .returning();
    await audit(tx, a.name, summary(a));
    return a;
  }));
  return getManagedApp(db, scope, created.id);
}

export async function updateCustomApp(db: Db, scope: Scope, id: string, body: CustomBody, now: Date, audit: Audit): Promise<ManagedAppRow> {
  const before = await stored(db, scope, id);
  if (before.source !== 'CUSTOM') throw conflict(`${before.name} comes from the App Catalog; only its platforms, install type and licence can change.`);
  await assertTokenKnown(db, scope, body.content_token_id);
  await assertBundleFree(db, scope, body.bundle_id, id);
  await uniqueBundle(body.bundle_id, () => db.transaction(async (tx) => {
    // A URL replaces an uploaded package; without one, an uploaded package stays and a former URL goes.
    const byUrl = body.package_url ? { packageUrl: body.package_url, packageSha256: body.package_sha256!, packageName: null, packageSize: null } : { packageUrl: null, packageSha256: before.packageName ? before.packageSha256 : null };
    if (body.package_url) await tx.delete(mdmAppPackages).where(and(eq(mdmAppPackages.accountId, scope.accountId), eq(mdmAppPackages.appId, id)));
    const [after] = await tx
      .update(mdmManagedApps)
      .set({
        name: body.name, bundleId: body.bundle_id, version: body.version ?? null, platforms: body.platforms, installType: body.install_type,
        removable: body.removable, ...byUrl, contentTokenId: body.content_token_id ?? null,
        licenceCount: body.content_token_id ? (body.licence_count ?? null) : null, updatedAt: now,
      })
      .where(and(eq(mdmManagedApps.accountId, scope.accountId), eq(mdmManagedApps.id, id)))
      .returning();
    await audit(tx, after.name, { before: summary(before), after: summary(after) });
  }));
  return getManagedApp(db, scope, id);
}

export async function updateAppSettings(db: Db, scope: Scope, id: string, body: SettingsBody, now: Date, audit: Audit): Promise<ManagedAppRow> {
  const before = await stored(db, scope, id);
  await assertTokenKnown(db, scope, body.content_token_id);
  await db.transaction(async (tx) => {
    const [after] = await tx
      .update(mdmManagedApps)
      .set({
        platforms: body.platforms, installType: body.install_type, removable: body.removable, contentTokenId: body.content_token_id ?? null,
        licenceCount: body.content_token_id ? (body.licence_count ?? null) : null, updatedAt: now,
      })
      .where(and(eq(mdmManagedApps.accountId, scope.accountId), eq(mdmManagedApps.id, id)))
      .returning();
    await audit(tx, after.name, { before: summary(before), after: summary(after) });
  });
  return getManagedApp(db, scope, id);
}

/** The xar archive magic that starts every flat installer package ("xar!"). */
const XAR_MAGIC = Buffer.from('xar!', 'ascii');

export function isPkg(bytes: Buffer): boolean {
  return bytes.length > XAR_MAGIC.length && bytes.subarray(0, XAR_MAGIC.length).equals(XAR_MAGIC);
}

export async function attachPackage(
  db: Db, scope: Scope, id: string, file: { fileName: string; bytes: Buffer }, now: Date, audit: Audit,
): Promise<ManagedAppRow> {
  const before = await stored(db, scope, id);
  if (before.source !== 'CUSTOM') throw conflict(`${before.name} comes from the App Catalog and is installed from its vendor's package.`);
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  await db.transaction(async (tx) => {
    const values = { accountId: scope.accountId, appId: id, fileName: file.fileName, sha256, size: file.bytes.length, content: new Uint8Array(file.bytes), createdAt: now };
    await tx.insert(mdmAppPackages).values(values).onConflictDoUpdate({ target: [mdmAppPackages.accountId, mdmAppPackages.appId], set: { fileName: values.fileName, sha256, size: values.size, content: values.content, createdAt: now } });
    await tx
      .update(mdmManagedApps)
      .set({ packageUrl: null, packageSha256: sha256, packageName: file.fileName, packageSize: file.bytes.length, updatedAt: now })
      .where(and(eq(mdmManagedApps.accountId, scope.accountId), eq(mdmManagedApps.id, id)));
    await audit(tx, before.name, { file_name: file.fileName, size: file.bytes.length, sha256 });
  });
  return getManagedApp(db, scope, id);
}

export async function deleteManagedApp(db: Db, scope: Scope, id: string, audit: Audit): Promise<{ id: string }> {
  const a = await stored(db, scope, id);
  const groups = await rows<{ name: string }>(db, sql`select g.name from mdm_app_groups g where g.account_id = ${scope.accountId}::uuid
    and exists (select 1 from unnest(g.apps) x where lower(x) = lower(${a.name})) order by lower(g.name)`);
  if (groups.length) {
    const names = groups.map((g) => g.name).join(', ');
    throw conflict(`${a.name} is still listed by the application group${groups.length > 1 ? 's' : ''} ${names}; remove it there first.`);
  }
  await refuseWhileAppPoliciesUse(db, scope.accountId, { managedAppId: id }, a.name);
  await db.transaction(async (tx) => {
    await tx.delete(mdmAppPackages).where(and(eq(mdmAppPackages.accountId, scope.accountId), eq(mdmAppPackages.appId, id)));
    await tx.delete(mdmManagedApps).where(and(eq(mdmManagedApps.accountId, scope.accountId), eq(mdmManagedApps.id, id)));
    await audit(tx, a.name, summary(a));
  });
  return { id };
}

export async function listContentTokenChoices(db: Db, scope: Scope): Promise<ContentTokenChoice[]> {
  const found = await db
    .select({ id: mdmContentTokens.id, appleId: mdmContentTokens.appleId, region: mdmContentTokens.region, hint: mdmContentTokens.tokenHint })
    .from(mdmContentTokens)
    .where(and(eq(mdmContentTokens.accountId, scope.accountId), eq(mdmContentTokens.active, true)))
    .orderBy(mdmContentTokens.appleId);
  return found.map((t) => ({ id: t.id, apple_id: t.appleId, region: t.region, token_masked: masked(t.hint) }));
}

// ---- the App Catalog ----

function catalogWhere(f: CatalogFilters): SQL {
  const parts = [sql`true`];
  if (f.category) parts.push(sql`c.category = ${f.category}`);
  if (f.q) parts.push(sql`(c.name ilike ${containsPattern(f.q)} or c.vendor ilike ${containsPattern(f.q)} or c.bundle_id ilike ${containsPattern(f.q)})`);
  return sql.join(parts, sql` and `);
}

export async function listCatalogApps(db: Db, scope: Scope, q: CatalogListQuery): Promise<CatalogAppRow[]> {
  const found = await rows<Record<string, unknown>>(db, sql`
    select c.id::text as id, c.name, c.vendor, c.bundle_id, c.category, c.platforms, c.description,
      ${installedCount(scope, 'c')} as installed, m.id::text as managed_app_id
    from mdm_catalog_apps c
    left join mdm_managed_apps m on m.account_id = ${scope.accountId}::uuid and lower(m.bundle_id) = lower(c.bundle_id)
    where ${catalogWhere(q)} order by lower(c.name), c.id limit ${q.size} offset ${(q.page - 1) * q.size}`);
  return found.map((r) => ({
    id: String(r.id),
    name: String(r.name),
    vendor: String(r.vendor),
    bundle_id: String(r.bundle_id),
    category: String(r.category),
    platforms: r.platforms as ManagedAppPlatform[],
    description: r.description == null ? null : String(r.description),
    installed_devices: n(r.installed),
    managed_app_id: r.managed_app_id == null ? null : String(r.managed_app_id),
  }));
}

export async function countCatalogApps(db: Db, f: CatalogFilters): Promise<number> {
  const [r] = await rows<{ n: unknown }>(db, sql`select count(*) as n from mdm_catalog_apps c where ${catalogWhere(f)}`);
  return n(r?.n);
}

export async function listCatalogCategories(db: Db): Promise<string[]> {
  const found = await db.selectDistinct({ category: mdmCatalogApps.category }).from(mdmCatalogApps).orderBy(mdmCatalogApps.category);
  return found.map((r) => r.category);
}

export async function addCatalogApp(db: Db, scope: Scope, catalogId: string, now: Date, audit: Audit): Promise<ManagedAppRow> {
  const [c] = await db.select().from(mdmCatalogApps).where(eq(mdmCatalogApps.id, catalogId));
  if (!c) throw notFound('No such app in the App Catalog.');
  await assertBundleFree(db, scope, c.bundleId);
  const created = await uniqueBundle(c.bundleId, () => db.transaction(async (tx) => {
    const [a] = await tx
      .insert(mdmManagedApps)
      .values({
        accountId: scope.accountId, source: 'CATALOG', catalogAppId: c.id, name: c.name, bundleId: c.bundleId, platforms: c.platforms,
        installType: 'AUTO', removable: true, createdBy: scope.email, createdAt: now, updatedAt: now,
      })
      .returning();
    await audit(tx, a.name, summary(a));
    return a;
  }));
  return getManagedApp(db, scope, created.id);
}

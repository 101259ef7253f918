// The provider's global catalog (issue 24): SaaS apps, website categories, websites and native apps, and the
// logos uploaded for catalog apps. Provider data, not tenant data: no account_id, and every company reads
// these rows directly (server/modules/saas/apps.ts appsOf, the website inventory, the agents' lookups), so a
// change here is seen by every company at once. Every change writes its audit row in its own transaction.
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  imageIcon,
  imageIdOfIcon,
  type CatalogImage,
  type CatalogImageType,
  type CatalogSaasApp,
  type CatalogSaasBody,
  type CatalogSaasDetail,
  type CatalogSaasQuery,
  type CatalogWebsite,
  type CatalogWebsiteBody,
  type CatalogWebsiteQuery,
  type InstalledName,
  type NativeApp,
  type NativeAppBody,
  type NativeAppQuery,
  type WebsiteCategoryBody,
  type WebsiteCategoryQuery,
  type WebsiteCategoryRow,
} from '../../../src/api/contract/catalog-admin';
import type { Db } from '../../db/client';
import { saasApps, websiteCategories, websites } from '../../db/schema/catalog';
import { catalogAppImages, nativeApps } from '../../db/schema/native-apps';
import { forgetApps, normaliseDomain } from '../../ingest/app-index';
import { rowsOf } from '../../ingest/sql-arrays';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { containsPattern, iso } from '../../lib/sql';

/** Writes the change's audit row with `tx` (the route binds the action name and the session). */
export type Audit = (tx: Db, target: string, details: Record<string, unknown>) => Promise<void>;

const badRequest = (path: string, message: string) => new HttpError(400, 'BAD_REQUEST', message, {}, [{ path, message }]);
const order = (so: 'asc' | 'desc', column: SQL | typeof saasApps.name) => (so === 'desc' ? desc(column) : asc(column));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Bumps the policy version of every company the select lists (one account_id column), inside the change's
 * transaction, so agents fetch the catalog change with the next policy document (lib/policy-version.ts).
 */
async function bumpPolicies(tx: Db, accounts: SQL, now: Date): Promise<void> {
  await tx.execute(sql`insert into policy_versions (account_id, version, updated_at)
    select distinct a.account_id, 1, ${now.toISOString()}::timestamptz from (${accounts}) a
    on conflict (account_id) do update set version = policy_versions.version + 1, updated_at = excluded.updated_at`);
}

// ---------------------------------------------------------------- SaaS apps

const classifiedBy = sql<number>`(select count(distinct s.account_id)::int from account_app_settings s where s.app_id = saas_apps.id and s.access_type <> 'Unclassified')`;

function saasWhere(q: Pick<CatalogSaasQuery, 'q' | 'category'>): SQL | undefined {
  return and(
    q.q ? sql`(${saasApps.name} ilike ${containsPattern(q.q)} or exists (select 1 from unnest(${saasApps.domains}) d where d ilike ${containsPattern(q.q)}))` : undefined,
    q.category ? sql`exists (select 1 from unnest(${saasApps.categories}) c where lower(c) = lower(${q.category}))` : undefined,
  );
}

type SaasRow = typeof saasApps.$inferSelect & { classified: number };

function saasOut(r: SaasRow): CatalogSaasApp {
  return {
    id: r.id, name: r.name, domains: r.domains, categories: r.categories, is_gen_ai: r.genAi, icon: r.icon, description: r.description,
    created_at: iso(r.createdAt)!, companies_classified: Number(r.classified ?? 0),
  };
}

async function selectSaas(db: Db, where: SQL | undefined, q?: CatalogSaasQuery): Promise<SaasRow[]> {
  const base = db.select({ app: saasApps, classified: classifiedBy }).from(saasApps).where(where);
  const rows = q
    ? await base
        .orderBy(
          order(q.so, q.sb === 'created_at' ? sql`${saasApps.createdAt}` : q.sb === 'categories' ? sql`lower(array_to_string(${saasApps.categories}, ','))` : sql`lower(${saasApps.name})`),
          asc(saasApps.id),
        )
        .limit(q.size)
        .offset((q.page - 1) * q.size)
    : await base;
  return rows.map(({ app, classified }) => ({ ...app, classified }));
}

export async function listSaasApps(db: Db, q: CatalogSaasQuery): Promise<CatalogSaasApp[]> {
  return (await selectSaas(db, saasWhere(q), q)).map(saasOut);
}

export async function countSaasApps(db: Db, q: CatalogSaasQuery): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(saasApps).where(saasWhere(q));
  return Number(row?.n ?? 0);
}

async function saasByName(db: Db, name: string): Promise<SaasRow> {
  const [row] = await selectSaas(db, eq(saasApps.name, name));
  if (!row) throw notFound(`No catalog app is named ${name}.`);
  return row;
}

async function imagesOf(db: Db, app: { id: string; icon: string | null }): Promise<CatalogImage[]> {
  const rows = await db
    .select({ id: catalogAppImages.id, contentType: catalogAppImages.contentType, byteSize: catalogAppImages.byteSize, createdAt: catalogAppImages.createdAt, createdBy: catalogAppImages.createdBy })
    .from(catalogAppImages)
    .where(eq(catalogAppImages.appId, app.id))
    .orderBy(desc(catalogAppImages.createdAt), desc(catalogAppImages.id));
  const current = imageIdOfIcon(app.icon);
  return rows.map((r) => ({
    id: r.id, content_type: r.contentType as CatalogImageType, byte_size: r.byteSize, created_at: iso(r.createdAt)!, created_by: r.createdBy, in_use: r.id === current,
  }));
}

export async function getSaasApp(db: Db, name: string): Promise<CatalogSaasDetail> {
  const row = await saasByName(db, name);
  return { ...saasOut(row), images: await imagesOf(db, row) };
}

const duplicateApp = (name: string) => conflict(`A catalog app named ${name} already exists; open it to edit it, or choose another name.`);

async function appNameTaken(tx: Db, name: string, exceptId?: string): Promise<boolean> {
  const rows = await tx
    .select({ id: saasApps.id })
    .from(saasApps)
    .where(and(sql`lower(${saasApps.name}) = lower(${name})`, exceptId ? ne(saasApps.id, exceptId) : undefined));
  return rows.length > 0;
}

/** Companies whose classification of the app (or of one of its categories) the agents enforce. */
const accountsClassifying = (appId: string) => sql`select account_id from account_app_settings where app_id = ${appId}::uuid and access_type <> 'Unclassified'`;

export async function addSaasApp(db: Db, body: CatalogSaasBody, now: Date, audit: Audit): Promise<CatalogSaasApp> {
  const saved = await db.transaction(async (tx) => {
    if (await appNameTaken(tx, body.name)) throw duplicateApp(body.name);
    const [row] = await tx
      .insert(saasApps)
      .values({
        name: body.name, domains: body.domains.map(normaliseDomain), categories: body.categories, genAi: body.is_gen_ai,
        icon: body.icon ?? null, description: body.description, createdAt: now,
      })
      .returning();
    await audit(tx, body.name, { after: body });
    return row;
  });
  forgetApps(db);
  return saasOut({ ...saved, classified: 0 });
}

export async function updateSaasApp(db: Db, name: string, body: CatalogSaasBody, now: Date, audit: Audit): Promise<CatalogSaasApp> {
  await db.transaction(async (tx) => {
    const current = await saasByName(tx, name);
    if (await appNameTaken(tx, body.name, current.id)) throw duplicateApp(body.name);
    const values = {
      name: body.name, domains: body.domains.map(normaliseDomain), categories: body.categories, genAi: body.is_gen_ai, description: body.description,
      ...(body.icon !== undefined ? { icon: body.icon } : {}),
    };
    await tx.update(saasApps).set(values).where(eq(saasApps.id, current.id));
    await bumpPolicies(tx, accountsClassifying(current.id), now);
    const before = { name: current.name, domains: current.domains, categories: current.categories, is_gen_ai: current.genAi, description: current.description, icon: current.icon };
    await audit(tx, body.name, { before, after: { ...before, ...body, domains: values.domains } });
  });
  forgetApps(db);
  return saasOut(await saasByName(db, body.name));
}

export async function deleteSaasApp(db: Db, name: string, audit: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await saasByName(tx, name);
    if (current.classified > 0) {
      throw conflict(
        `${current.name} is classified by ${plural(current.classified, 'company', 'companies')}; deleting it would drop their sanctioning decisions. ` +
          'Ask them to unclassify it first, or edit the app instead.',
      );
    }
    await tx.delete(saasApps).where(eq(saasApps.id, current.id));
    const before = { name: current.name, domains: current.domains, categories: current.categories, is_gen_ai: current.genAi, description: current.description, icon: current.icon };
    await audit(tx, current.name, { before });
  });
  forgetApps(db);
}

// ---------------------------------------------------------------- catalog logos

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
  etag: string;
}

export async function addSaasAppImage(
  db: Db,
  name: string,
  image: { contentType: CatalogImageType; bytes: Buffer },
  actor: string,
  now: Date,
  audit: Audit,
): Promise<CatalogImage> {
  return db.transaction(async (tx) => {
    const app = await saasByName(tx, name);
    const sha256 = createHash('sha256').update(image.bytes).digest('hex');
    const [row] = await tx
      .insert(catalogAppImages)
      .values({
        appId: app.id, contentType: image.contentType, byteSize: image.bytes.length, sha256, dataBase64: image.bytes.toString('base64'),
        // the icon to go back to when this image is deleted: the brand icon, never another upload
        replacedIcon: imageIdOfIcon(app.icon) ? await iconBeforeUploads(tx, app) : app.icon,
        createdAt: now, createdBy: actor,
      })
      .returning();
    await tx.update(saasApps).set({ icon: imageIcon(row.id) }).where(eq(saasApps.id, app.id));
    await audit(tx, app.name, { before: { icon: app.icon }, after: { icon: imageIcon(row.id) }, image: { id: row.id, content_type: image.contentType, bytes: image.bytes.length, sha256 } });
    return { id: row.id, content_type: image.contentType, byte_size: row.byteSize, created_at: iso(row.createdAt)!, created_by: actor, in_use: true };
  });
}

async function iconBeforeUploads(tx: Db, app: { icon: string | null }): Promise<string | null> {
  const current = imageIdOfIcon(app.icon);
  if (!current) return app.icon;
  const [row] = await tx.select({ replacedIcon: catalogAppImages.replacedIcon }).from(catalogAppImages).where(eq(catalogAppImages.id, current));
  return row?.replacedIcon ?? null;
}

export async function deleteSaasAppImage(db: Db, name: string, imageId: string, audit: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    const app = await saasByName(tx, name);
    const [gone] = await tx
      .delete(catalogAppImages)
      .where(and(eq(catalogAppImages.id, imageId), eq(catalogAppImages.appId, app.id)))
      .returning({ id: catalogAppImages.id, replacedIcon: catalogAppImages.replacedIcon });
    if (!gone) throw notFound(`${app.name} has no image ${imageId}.`);
    const inUse = imageIdOfIcon(app.icon) === gone.id;
    if (inUse) await tx.update(saasApps).set({ icon: gone.replacedIcon }).where(eq(saasApps.id, app.id));
    await audit(tx, app.name, { image: gone.id, before: { icon: app.icon }, after: { icon: inUse ? gone.replacedIcon : app.icon } });
  });
}

export async function readCatalogImage(db: Db, id: string): Promise<StoredImage> {
  const [row] = await db.select().from(catalogAppImages).where(eq(catalogAppImages.id, id));
  if (!row) throw notFound('No such image.');
  return { contentType: row.contentType, bytes: Buffer.from(row.dataBase64, 'base64'), etag: `"${row.sha256}"` };
}

// ---------------------------------------------------------------- website categories

const websitesIn = sql<number>`(select count(*)::int from websites w where exists (select 1 from unnest(w.categories) c where lower(c) = lower(website_categories.name)))`;
const appsIn = sql<number>`(select count(*)::int from saas_apps s where exists (select 1 from unnest(s.categories) c where lower(c) = lower(website_categories.name)))`;
const blockingIn = sql<number>`(select count(distinct b.account_id)::int from blocked_categories b where lower(b.category) = lower(website_categories.name))`;

const categoryWhere = (q: Pick<WebsiteCategoryQuery, 'q'>) =>
  q.q ? sql`(${websiteCategories.name} ilike ${containsPattern(q.q)} or ${websiteCategories.description} ilike ${containsPattern(q.q)})` : undefined;

async function selectCategories(db: Db, where: SQL | undefined, q?: WebsiteCategoryQuery): Promise<WebsiteCategoryRow[]> {
  const base = db
    .select({ name: websiteCategories.name, description: websiteCategories.description, websites: websitesIn, apps: appsIn, companies_blocking: blockingIn })
    .from(websiteCategories)
    .where(where);
  const rows = q
    ? await base
        .orderBy(order(q.so, q.sb === 'websites' ? websitesIn : sql`lower(${websiteCategories.name})`), asc(websiteCategories.name))
        .limit(q.size)
        .offset((q.page - 1) * q.size)
    : await base;
  return rows.map((r) => ({ ...r, websites: Number(r.websites), apps: Number(r.apps), companies_blocking: Number(r.companies_blocking) }));
}

export async function listWebsiteCategories(db: Db, q: WebsiteCategoryQuery): Promise<WebsiteCategoryRow[]> {
  return selectCategories(db, categoryWhere(q), q);
}

export async function countWebsiteCategories(db: Db, q: WebsiteCategoryQuery): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(websiteCategories).where(categoryWhere(q));
  return Number(row?.n ?? 0);
}

export async function getWebsiteCategory(db: Db, name: string): Promise<WebsiteCategoryRow> {
  const [row] = await selectCategories(db, eq(websiteCategories.name, name));
  if (!row) throw notFound(`No website category is named ${name}.`);
  return row;
}

const duplicateCategory = (name: string) => conflict(`A website category named ${name} already exists.`);

async function categoryTaken(tx: Db, name: string, except?: string): Promise<boolean> {
  const rows = await tx
    .select({ name: websiteCategories.name })
    .from(websiteCategories)
    .where(and(sql`lower(${websiteCategories.name}) = lower(${name})`, except ? ne(websiteCategories.name, except) : undefined));
  return rows.length > 0;
}

export async function addWebsiteCategory(db: Db, body: WebsiteCategoryBody, audit: Audit): Promise<WebsiteCategoryRow> {
  await db.transaction(async (tx) => {
    if (await categoryTaken(tx, body.name)) throw duplicateCategory(body.name);
    await tx.insert(websiteCategories).values({ name: body.name, description: body.description });
    await audit(tx, body.name, { after: body });
  });
  return getWebsiteCategory(db, body.name);
}

/**
 * A rename is carried over explicitly: the catalog's websites and apps list the new name, and every company
 * that blocked the old name blocks the new one (its policy version is bumped), so no block is lost.
 */
export async function updateWebsiteCategory(db: Db, name: string, body: WebsiteCategoryBody, now: Date, audit: Audit): Promise<WebsiteCategoryRow> {
  await db.transaction(async (tx) => {
    const current = await getWebsiteCategory(tx, name);
    const renamed = current.name !== body.name;
    if (renamed && (await categoryTaken(tx, body.name, current.name))) throw duplicateCategory(body.name);
    if (renamed) {
      await tx.insert(websiteCategories).values({ name: body.name, description: body.description });
      await tx.execute(sql`update websites set categories = array_replace(categories, ${current.name}, ${body.name}) where ${current.name} = any(categories)`);
      await tx.execute(sql`update saas_apps set categories = array_replace(categories, ${current.name}, ${body.name}) where ${current.name} = any(categories)`);
      await bumpPolicies(tx, sql`select account_id from blocked_categories where category = ${current.name}`, now);
      // a company that already blocks the new name keeps that row; the others' rows are renamed
      await tx.execute(sql`delete from blocked_categories b where b.category = ${current.name}
        and exists (select 1 from blocked_categories o where o.account_id = b.account_id and o.category = ${body.name})`);
      await tx.execute(sql`update blocked_categories set category = ${body.name} where category = ${current.name}`);
      await tx.delete(websiteCategories).where(eq(websiteCategories.name, current.name));
    } else {
      await tx.update(websiteCategories).set({ description: body.description }).where(eq(websiteCategories.name, current.name));
    }
    forgetApps(db);
    await audit(tx, body.name, {
      before: { name: current.name, description: current.description },
      after: body,
      ...(renamed ? { carried_over: { websites: current.websites, apps: current.apps, companies_blocking: current.companies_blocking } } : {}),
    });
  });
  return getWebsiteCategory(db, body.name);
}

/** Refused while anything uses the category: deleting it would silently unblock it for companies. */
export async function deleteWebsiteCategory(db: Db, name: string, audit: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await getWebsiteCategory(tx, name);
    const uses = [
      current.websites > 0 ? plural(current.websites, 'website') : null,
      current.apps > 0 ? plural(current.apps, 'SaaS app') : null,
      current.companies_blocking > 0 ? `blocked by ${plural(current.companies_blocking, 'company', 'companies')}` : null,
    ].filter(Boolean);
    if (uses.length > 0) {
      throw conflict(`${current.name} is still in use (${uses.join(', ')}); move them to another category, or rename this one instead of deleting it.`);
    }
    await tx.delete(websiteCategories).where(eq(websiteCategories.name, current.name));
    await audit(tx, current.name, { before: { name: current.name, description: current.description } });
  });
}

// ---------------------------------------------------------------- websites

function websiteWhere(q: Pick<CatalogWebsiteQuery, 'q' | 'category'>): SQL | undefined {
  return and(
    q.q ? sql`(${websites.domain} ilike ${containsPattern(q.q)} or ${websites.name} ilike ${containsPattern(q.q)})` : undefined,
    q.category ? sql`exists (select 1 from unnest(${websites.categories}) c where lower(c) = lower(${q.category}))` : undefined,
  );
}

export async function listWebsites(db: Db, q: CatalogWebsiteQuery): Promise<CatalogWebsite[]> {
  return db
    .select({ domain: websites.domain, name: websites.name, categories: websites.categories })
    .from(websites)
    .where(websiteWhere(q))
    .orderBy(order(q.so, q.sb === 'name' ? sql`lower(coalesce(${websites.name}, ''))` : sql`${websites.domain}`), asc(websites.domain))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
}

export async function countWebsites(db: Db, q: CatalogWebsiteQuery): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(websites).where(websiteWhere(q));
  return Number(row?.n ?? 0);
}

export async function getWebsite(db: Db, domain: string): Promise<CatalogWebsite> {
  const [row] = await db.select().from(websites).where(eq(websites.domain, normaliseDomain(domain)));
  if (!row) throw notFound(`${domain} is not in the website catalog.`);
  return row;
}

/** The body's categories spelled as the catalog spells them; 400 naming any that do not exist. */
async function knownCategories(tx: Db, names: readonly string[]): Promise<string[]> {
  const rows = await tx.select({ name: websiteCategories.name }).from(websiteCategories);
  const byLower = new Map(rows.map((r) => [r.name.toLowerCase(), r.name]));
  const unknown = names.filter((n) => !byLower.has(n.toLowerCase()));
  if (unknown.length > 0) throw badRequest('categories', `No website category is named ${unknown.join(', ')}; add it under Website Categories first.`);
  return names.map((n) => byLower.get(n.toLowerCase())!);
}

const duplicateWebsite = (domain: string) => conflict(`${domain} is already in the website catalog; edit it instead.`);

export async function addWebsite(db: Db, body: CatalogWebsiteBody, audit: Audit): Promise<CatalogWebsite> {
  const domain = normaliseDomain(body.domain);
  return db.transaction(async (tx) => {
    const categories = await knownCategories(tx, body.categories);
    const [clash] = await tx.select({ domain: websites.domain }).from(websites).where(eq(websites.domain, domain));
    if (clash) throw duplicateWebsite(domain);
    const [row] = await tx.insert(websites).values({ domain, name: body.name, categories }).returning();
    await audit(tx, domain, { after: row });
    return row;
  });
}

export async function updateWebsite(db: Db, domain: string, body: CatalogWebsiteBody, audit: Audit): Promise<CatalogWebsite> {
  return db.transaction(async (tx) => {
    const current = await getWebsite(tx, domain);
    const next = normaliseDomain(body.domain);
    const categories = await knownCategories(tx, body.categories);
    if (next !== current.domain) {
      const [clash] = await tx.select({ domain: websites.domain }).from(websites).where(eq(websites.domain, next));
      if (clash) throw duplicateWebsite(next);
    }
    const [row] = await tx.update(websites).set({ domain: next, name: body.name, categories }).where(eq(websites.domain, current.domain)).returning();
    await audit(tx, next, { before: current, after: row });
    return row;
  });
}

export async function deleteWebsite(db: Db, domain: string, audit: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await getWebsite(tx, domain);
    await tx.delete(websites).where(eq(websites.domain, current.domain));
    await audit(tx, current.domain, { before: current });
  });
}

// ---------------------------------------------------------------- native apps

/** Endpoints (every company) reporting one of the app's match names installed now, and their companies. */
const installs = sql`(select count(*)::int as endpoints, count(distinct i.account_id)::int as companies from installed_apps i
  where i.removed_at is null and lower(i.name) in (select lower(m) from unnest(native_apps.match_names) m))`;
const endpointsOf = sql<number>`(select x.endpoints from ${installs} x)`;
const companiesOf = sql<number>`(select x.companies from ${installs} x)`;
const RISK_ORDER = sql`array_position(array['Low','Medium','High','Critical'], ${nativeApps.risk})`;

function nativeWhere(q: Pick<NativeAppQuery, 'q' | 'risk' | 'platform'>): SQL | undefined {
  return and(
    q.q
      ? sql`(${nativeApps.name} ilike ${containsPattern(q.q)} or ${nativeApps.publisher} ilike ${containsPattern(q.q)}
          or exists (select 1 from unnest(${nativeApps.matchNames}) m where m ilike ${containsPattern(q.q)}))`
      : undefined,
    q.risk ? eq(nativeApps.risk, q.risk) : undefined,
    q.platform ? sql`${q.platform} = any(${nativeApps.platforms})` : undefined,
  );
}

async function selectNative(db: Db, where: SQL | undefined, q?: NativeAppQuery): Promise<NativeApp[]> {
  const base = db.select({ app: nativeApps, endpoints: endpointsOf, companies: companiesOf }).from(nativeApps).where(where);
  const sortBy = q?.sb === 'endpoints' ? endpointsOf : q?.sb === 'risk' ? RISK_ORDER : q?.sb === 'updated_at' ? sql`${nativeApps.updatedAt}` : sql`lower(${nativeApps.name})`;
  const rows = q ? await base.orderBy(order(q.so, sortBy), asc(nativeApps.id)).limit(q.size).offset((q.page - 1) * q.size) : await base;
  return rows.map(({ app, endpoints, companies }) => ({
    id: app.id, name: app.name, publisher: app.publisher, platforms: app.platforms as NativeApp['platforms'], categories: app.categories,
    match_names: app.matchNames, risk: app.risk as NativeApp['risk'], notes: app.notes, created_at: iso(app.createdAt)!, updated_at: iso(app.updatedAt)!,
    updated_by: app.updatedBy, endpoints: Number(endpoints ?? 0), companies: Number(companies ?? 0),
  }));
}

export async function listNativeApps(db: Db, q: NativeAppQuery): Promise<NativeApp[]> {
  return selectNative(db, nativeWhere(q), q);
}

export async function countNativeApps(db: Db, q: NativeAppQuery): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(nativeApps).where(nativeWhere(q));
  return Number(row?.n ?? 0);
}

export async function getNativeApp(db: Db, id: string): Promise<NativeApp> {
  const [row] = await selectNative(db, eq(nativeApps.id, id));
  if (!row) throw notFound('No such native app.');
  return row;
}

const duplicateNative = (name: string) => conflict(`A native app named ${name} already exists; open it to edit it, or choose another name.`);

function nativeValues(body: NativeAppBody, actor: string, now: Date) {
  return {
    name: body.name, publisher: body.publisher, platforms: body.platforms, categories: body.categories,
    matchNames: body.match_names.length > 0 ? body.match_names : [body.name], risk: body.risk, notes: body.notes, updatedAt: now, updatedBy: actor,
  };
}

async function nativeNameTaken(tx: Db, name: string, exceptId?: string): Promise<boolean> {
  const rows = await tx.select({ id: nativeApps.id }).from(nativeApps).where(and(sql`lower(${nativeApps.name}) = lower(${name})`, exceptId ? ne(nativeApps.id, exceptId) : undefined));
  return rows.length > 0;
}

export async function addNativeApp(db: Db, body: NativeAppBody, actor: string, now: Date, audit: Audit): Promise<NativeApp> {
  const id = await db.transaction(async (tx) => {
    if (await nativeNameTaken(tx, body.name)) throw duplicateNative(body.name);
    const [row] = await tx.insert(nativeApps).values({ ...nativeValues(body, actor, now), createdAt: now }).returning({ id: nativeApps.id });
    await audit(tx, body.name, { after: body });
    return row.id;
  });
  return getNativeApp(db, id);
}

export async function updateNativeApp(db: Db, id: string, body: NativeAppBody, actor: string, now: Date, audit: Audit): Promise<NativeApp> {
  await db.transaction(async (tx) => {
    const current = await getNativeApp(tx, id);
    if (await nativeNameTaken(tx, body.name, id)) throw duplicateNative(body.name);
    await tx.update(nativeApps).set(nativeValues(body, actor, now)).where(eq(nativeApps.id, id));
    const { endpoints: _e, companies: _c, created_at: _a, updated_at: _u, updated_by: _b, id: _i, ...before } = current;
    await audit(tx, body.name, { before, after: body });
  });
  return getNativeApp(db, id);
}

export async function deleteNativeApp(db: Db, id: string, audit: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await getNativeApp(tx, id);
    await tx.delete(nativeApps).where(eq(nativeApps.id, id));
    const { endpoints: _e, companies: _c, ...before } = current;
    await audit(tx, current.name, { before });
  });
}

/** The names endpoints report installed, most installed first, and whether the native catalog matches each. */
export async function listInstalledNames(db: Db, q: { q?: string; limit: number }): Promise<InstalledName[]> {
  const rows = rowsOf<{ name: string; endpoints: number; companies: number; catalogued: boolean }>(
    await db.execute(sql`with g as (
        select lower(i.name) as key, min(i.name) as name, count(*)::int as endpoints, count(distinct i.account_id)::int as companies
        from installed_apps i
        where i.removed_at is null ${q.q ? sql`and i.name ilike ${containsPattern(q.q)}` : sql``}
        group by lower(i.name)
      )
      select g.name, g.endpoints, g.companies, exists (select 1 from native_apps n, unnest(n.match_names) m where lower(m) = g.key) as catalogued
      from g order by g.endpoints desc, g.key limit ${q.limit}`),
  );
  return rows.map((r) => ({ name: r.name, endpoints: Number(r.endpoints), companies: Number(r.companies), catalogued: Boolean(r.catalogued) }));
}

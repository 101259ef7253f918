// Geo-fences (/geo-fencing) and bypassed domains (/excluded-domains).
import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { normaliseHost, type BypassBody, type BypassQuery, type BypassRow, type GeoFenceBody, type GeoFenceQuery, type GeoFenceRow } from '../../../src/api/contract/web-policies';
import type { Db } from '../../db/client';
import { bypassedDomains, geoFences } from '../../db/schema/index';
import { rowsOf } from '../../ingest/sql-arrays';
import { conflict, notFound } from '../../lib/http-error';
import { containsPattern } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import { invalid, isoOf, policyChange, type ChangeContext } from './change';

// ---------- geo-fences ----------

type FenceRecord = typeof geoFences.$inferSelect;
const toFence = (r: FenceRecord): GeoFenceRow => ({
  id: r.id,
  name: r.name,
  countries: r.countries,
  action: r.action,
  created_at: isoOf(r.createdAt),
  updated_at: isoOf(r.updatedAt),
});

function fenceWhere(scope: Scope, query: GeoFenceQuery): SQL {
  return and(
    eq(geoFences.accountId, scope.accountId),
    query.q ? ilike(geoFences.name, containsPattern(query.q)) : undefined,
    query.action ? eq(geoFences.action, query.action) : undefined,
  ) as SQL;
}

export async function countGeoFences(db: Db, scope: Scope, query: GeoFenceQuery): Promise<number> {
  const [r] = await db.select({ n: count() }).from(geoFences).where(fenceWhere(scope, query));
  return Number(r?.n ?? 0);
}

export async function listGeoFences(db: Db, scope: Scope, query: GeoFenceQuery): Promise<GeoFenceRow[]> {
  const rows = await db
    .select()
    .from(geoFences)
    .where(fenceWhere(scope, query))
    .orderBy(sql`lower(${geoFences.name})`, asc(geoFences.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return rows.map(toFence);
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A fence by id, or by name (the /update-geofencing/:name screen links with the name). */
function fenceKey(scope: Scope, key: string): SQL {
  return and(eq(geoFences.accountId, scope.accountId), UUID_RE.test(key) ? eq(geoFences.id, key) : sql`lower(${geoFences.name}) = lower(${key})`) as SQL;
}

export async function getGeoFence(db: Db, scope: Scope, key: string): Promise<GeoFenceRow> {
  const [r] = await db.select().from(geoFences).where(fenceKey(scope, key));
  if (!r) throw notFound('Geo-fence not found');
  return toFence(r);
}

async function assertFenceNameFree(tx: Db, scope: Scope, name: string, exceptId?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: geoFences.id })
    .from(geoFences)
    .where(and(eq(geoFences.accountId, scope.accountId), sql`lower(${geoFences.name}) = lower(${name})`, exceptId ? ne(geoFences.id, exceptId) : undefined));
  if (clash) throw conflict('A geo-fence with this name already exists');
}

/** Creates (id undefined) or replaces a geo-fence; 409 on a name another fence uses. */
export async function saveGeoFence(ctx: ChangeContext, body: GeoFenceBody, key?: string): Promise<GeoFenceRow> {
  const id = key === undefined ? undefined : (await getGeoFence(ctx.db, ctx.scope, key)).id;
  const countries = [...new Set(body.countries)].sort();
  const { result } = await policyChange(ctx, async (tx) => {
    await assertFenceNameFree(tx, ctx.scope, body.name, id);
    const values = { name: body.name, countries, action: body.action, updatedAt: ctx.now };
    const [row] = id
      ? await tx.update(geoFences).set(values).where(and(eq(geoFences.accountId, ctx.scope.accountId), eq(geoFences.id, id))).returning()
      : await tx.insert(geoFences).values({ ...values, accountId: ctx.scope.accountId, createdAt: ctx.now }).returning();
    if (!row) throw notFound('Geo-fence not found');
    return { result: toFence(row), action: id ? 'geo-fence.update' : 'geo-fence.add', target: row.name, details: { id: row.id, countries, action: body.action } };
  });
  return result;
}

export async function deleteGeoFence(ctx: ChangeContext, key: string): Promise<number> {
  const { version } = await policyChange(ctx, async (tx) => {
    const [row] = await tx.delete(geoFences).where(fenceKey(ctx.scope, key)).returning();
    if (!row) throw notFound('Geo-fence not found');
    return { result: null, action: 'geo-fence.delete', target: row.name, details: { id: row.id } };
  });
  return version;
}

// ---------- bypassed domains ----------

type BypassRecord = typeof bypassedDomains.$inferSelect;
const toBypass = (r: BypassRecord): BypassRow => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  domains: r.domains,
  description: r.description,
  created_at: isoOf(r.createdAt),
  updated_at: isoOf(r.updatedAt),
});

function bypassWhere(scope: Scope, query: BypassQuery): SQL {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return and(
    eq(bypassedDomains.accountId, scope.accountId),
    query.kind ? eq(bypassedDomains.kind, query.kind) : undefined,
    pattern ? or(ilike(bypassedDomains.name, pattern), sql`array_to_string(${bypassedDomains.domains}, ' ') ilike ${pattern}`) : undefined,
  ) as SQL;
}

export async function countBypassed(db: Db, scope: Scope, query: BypassQuery): Promise<number> {
  const [r] = await db.select({ n: count() }).from(bypassedDomains).where(bypassWhere(scope, query));
  return Number(r?.n ?? 0);
}

export async function listBypassed(db: Db, scope: Scope, query: BypassQuery): Promise<BypassRow[]> {
  const rows = await db
    .select()
    .from(bypassedDomains)
    .where(bypassWhere(scope, query))
    .orderBy(sql`lower(${bypassedDomains.name})`, asc(bypassedDomains.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return rows.map(toBypass);
}

export async function getBypassed(db: Db, scope: Scope, id: string): Promise<BypassRow> {
  const [r] = await db.select().from(bypassedDomains).where(and(eq(bypassedDomains.accountId, scope.accountId), eq(bypassedDomains.id, id)));
  if (!r) throw notFound('Bypassed domain not found');
  return toBypass(r);
}

/** A catalog app or one of the company's custom apps, by name (case-insensitive); 400 when unknown. */
async function appByName(db: Db, scope: Scope, name: string): Promise<{ name: string; domains: string[] }> {
  const [app] = rowsOf<{ name: string; domains: string[] }>(
    await db.execute(sql`
      select name, domains from custom_apps where account_id = ${scope.accountId}::uuid and lower(name) = lower(${name})
      union all
      select name, domains from saas_apps where lower(name) = lower(${name})
      limit 1`),
  );
  if (!app) throw invalid([{ path: 'name', message: `Unknown app: ${name}` }]);
  return app;
}

/** Creates (id undefined) or replaces an entry; 409 when another entry of the kind has the name. */
export async function saveBypassed(ctx: ChangeContext, body: BypassBody, id?: string): Promise<BypassRow> {
  const target = body.kind === 'app' ? await appByName(ctx.db, ctx.scope, body.name) : { name: body.name, domains: body.domains.map(normaliseHost) };
  const domains = [...new Set(target.domains)];
  const { result } = await policyChange(ctx, async (tx) => {
    const [clash] = await tx
      .select({ id: bypassedDomains.id })
      .from(bypassedDomains)
      .where(
        and(
          eq(bypassedDomains.accountId, ctx.scope.accountId),
          eq(bypassedDomains.kind, body.kind),
          sql`lower(${bypassedDomains.name}) = lower(${target.name})`,
          id ? ne(bypassedDomains.id, id) : undefined,
        ),
      );
    if (clash) throw conflict(body.kind === 'app' ? 'This app is already bypassed' : 'Bypassed domains with this name already exist');
    const values = { kind: body.kind, name: target.name, domains, description: body.description || null, updatedAt: ctx.now };
    const [row] = id
      ? await tx.update(bypassedDomains).set(values).where(and(eq(bypassedDomains.accountId, ctx.scope.accountId), eq(bypassedDomains.id, id))).returning()
      : await tx.insert(bypassedDomains).values({ ...values, accountId: ctx.scope.accountId, createdAt: ctx.now }).returning();
    if (!row) throw notFound('Bypassed domain not found');
    return { result: toBypass(row), action: id ? 'bypassed-domain.update' : 'bypassed-domain.add', target: row.name, details: { id: row.id, kind: row.kind, domains } };
  });
  return result;
}

export async function deleteBypassed(ctx: ChangeContext, id: string): Promise<number> {
  const { version } = await policyChange(ctx, async (tx) => {
    const [row] = await tx.delete(bypassedDomains).where(and(eq(bypassedDomains.accountId, ctx.scope.accountId), eq(bypassedDomains.id, id))).returning();
    if (!row) throw notFound('Bypassed domain not found');
    return { result: null, action: 'bypassed-domain.delete', target: row.name, details: { id, kind: row.kind } };
  });
  return version;
}

// Blocked website categories and blocked websites (/config-websites, /add-blocked-category, /add-websites).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  normaliseHost,
  type BlockedCategoryRow,
  type BlockedWebsiteRow,
  type BlockedWebsitesBody,
  type BlockedWebsitesQuery,
} from '../../../src/api/contract/web-policies';
import type { Db } from '../../db/client';
import { blockedCategories, blockedWebsites } from '../../db/schema/index';
import { rowsOf } from '../../ingest/sql-arrays';
import { conflict, notFound } from '../../lib/http-error';
import { containsPattern } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import { invalid, isoOf, policyChange, type ChangeContext } from './change';

// ---------- categories ----------

export async function listBlockedCategories(db: Db, scope: Scope, category?: string): Promise<BlockedCategoryRow[]> {
  const rows = rowsOf<{ category: string; created_at: Date | string; created_by: string | null; websites: number }>(
    await db.execute(sql`
      select bc.category, bc.created_at, m.email as created_by,
        (select count(*)::int from websites w where bc.category = any(w.categories)) as websites
      from blocked_categories bc left join members m on m.id = bc.created_by
      where bc.account_id = ${scope.accountId}::uuid ${category === undefined ? sql`` : sql`and bc.category = ${category}`}
      order by bc.category`),
  );
  return rows.map((r) => ({ category: r.category, action: 'Block', websites: Number(r.websites), created_at: isoOf(r.created_at), created_by: r.created_by }));
}

/** The catalog's spelling of a website category; 400 when unknown. */
async function canonicalCategory(db: Db, name: string): Promise<string> {
  const [r] = rowsOf<{ name: string }>(await db.execute(sql`select name from website_categories where lower(name) = lower(${name})`));
  if (!r) throw invalid([{ path: 'category', message: `Unknown website category: ${name}` }]);
  return r.name;
}

async function blockedCategoryOrThrow(db: Db, scope: Scope, name: string): Promise<BlockedCategoryRow> {
  const [row] = rowsOf<{ category: string }>(
    await db.execute(sql`select category from blocked_categories where account_id = ${scope.accountId}::uuid and lower(category) = lower(${name})`),
  );
  if (!row) throw notFound('This category is not blocked');
  return (await listBlockedCategories(db, scope, row.category))[0];
}

export async function addBlockedCategory(ctx: ChangeContext, name: string): Promise<BlockedCategoryRow> {
  const category = await canonicalCategory(ctx.db, name);
  await policyChange(ctx, async (tx) => {
    const inserted = await tx
      .insert(blockedCategories)
      .values({ accountId: ctx.scope.accountId, category, createdAt: ctx.now, createdBy: ctx.scope.memberId })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw conflict('This category is already blocked');
    return { result: null, action: 'blocked-category.add', target: category, details: { category, action: 'Block' } };
  });
  return blockedCategoryOrThrow(ctx.db, ctx.scope, category);
}

/** Blocked categories always Block (no action column); the update is recorded and re-published. */
export async function updateBlockedCategory(ctx: ChangeContext, name: string, action: 'Block'): Promise<BlockedCategoryRow> {
  const row = await blockedCategoryOrThrow(ctx.db, ctx.scope, name);
  await policyChange(ctx, async () => ({ result: null, action: 'blocked-category.update', target: row.category, details: { category: row.category, action } }));
  return row;
}

export async function deleteBlockedCategory(ctx: ChangeContext, name: string): Promise<number> {
  const { version } = await policyChange(ctx, async (tx) => {
    const deleted = await tx
      .delete(blockedCategories)
      .where(and(eq(blockedCategories.accountId, ctx.scope.accountId), sql`lower(${blockedCategories.category}) = lower(${name})`))
      .returning();
    if (deleted.length === 0) throw notFound('This category is not blocked');
    return { result: null, action: 'blocked-category.delete', target: deleted[0].category, details: { category: deleted[0].category } };
  });
  return version;
}

// ---------- websites ----------

function websitesSql(scope: Scope, query: Partial<BlockedWebsitesQuery>, domains?: readonly string[]): SQL {
  const pattern = query.q ? containsPattern(query.q) : null;
  return sql`
    select bw.domain, w.name as application_name, coalesce(w.categories, '{}'::text[]) as categories, bw.action::text as action,
      bw.created_at, m.email as created_by
    from blocked_websites bw
    left join websites w on w.domain = (case when bw.domain like '*.%' then substr(bw.domain, 3) else bw.domain end)
    left join members m on m.id = bw.created_by
    where bw.account_id = ${scope.accountId}::uuid
      ${pattern ? sql`and (bw.domain ilike ${pattern} or w.name ilike ${pattern})` : sql``}
      ${query.action ? sql`and bw.action = ${query.action}` : sql``}
      ${domains ? sql`and bw.domain in (${sql.join(domains.map((d) => sql`${d}`), sql`, `)})` : sql``}`;
}

type WebsiteRaw = Omit<BlockedWebsiteRow, 'created_at'> & { created_at: Date | string };
const toWebsiteRow = (r: WebsiteRaw): BlockedWebsiteRow => ({ ...r, categories: r.categories ?? [], created_at: isoOf(r.created_at) });

export async function countBlockedWebsites(db: Db, scope: Scope, query: BlockedWebsitesQuery): Promise<number> {
  const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${websitesSql(scope, query)}) x`));
  return Number(r?.n ?? 0);
}

export async function listBlockedWebsites(db: Db, scope: Scope, query: BlockedWebsitesQuery): Promise<BlockedWebsiteRow[]> {
  const sb = query.sb ?? 'created_at';
  const so = sql.raw(query.so ?? (sb === 'created_at' ? 'desc' : 'asc'));
  const rows = rowsOf<WebsiteRaw>(
    await db.execute(sql`select * from (${websitesSql(scope, query)}) x order by ${sql.raw(sb)} ${so}, domain asc limit ${query.size} offset ${(query.page - 1) * query.size}`),
  );
  return rows.map(toWebsiteRow);
}

async function websiteRows(db: Db, scope: Scope, domains: readonly string[]): Promise<BlockedWebsiteRow[]> {
  return rowsOf<WebsiteRaw>(await db.execute(sql`select * from (${websitesSql(scope, {}, domains)}) x order by domain`)).map(toWebsiteRow);
}

/** Stores the normalised hosts; 409 naming those already blocked, and then nothing is stored. */
export async function addBlockedWebsites(ctx: ChangeContext, body: BlockedWebsitesBody): Promise<BlockedWebsiteRow[]> {
  const domains = [...new Set(body.domains.map(normaliseHost))];
  await policyChange(ctx, async (tx) => {
    const existing = await tx
      .select({ domain: blockedWebsites.domain })
      .from(blockedWebsites)
      .where(and(eq(blockedWebsites.accountId, ctx.scope.accountId), inArray(blockedWebsites.domain, domains)));
    if (existing.length > 0) throw conflict(`Already blocked: ${existing.map((e) => e.domain).sort().join(', ')}`);
    await tx.insert(blockedWebsites).values(domains.map((domain) => ({ accountId: ctx.scope.accountId, domain, action: body.action, createdAt: ctx.now, createdBy: ctx.scope.memberId })));
    return { result: null, action: 'blocked-website.add', target: domains.join(', '), details: { domains, action: body.action } };
  });
  return websiteRows(ctx.db, ctx.scope, domains);
}

export async function updateBlockedWebsite(ctx: ChangeContext, domainInput: string, action: BlockedWebsiteRow['action']): Promise<BlockedWebsiteRow> {
  const domain = normaliseHost(domainInput);
  await policyChange(ctx, async (tx) => {
    const updated = await tx
      .update(blockedWebsites)
      .set({ action })
      .where(and(eq(blockedWebsites.accountId, ctx.scope.accountId), eq(blockedWebsites.domain, domain)))
      .returning();
    if (updated.length === 0) throw notFound('This website is not blocked');
    return { result: null, action: 'blocked-website.update', target: domain, details: { domain, action } };
  });
  return (await websiteRows(ctx.db, ctx.scope, [domain]))[0];
}

export async function deleteBlockedWebsite(ctx: ChangeContext, domainInput: string): Promise<number> {
  const domain = normaliseHost(domainInput);
  const { version } = await policyChange(ctx, async (tx) => {
    const deleted = await tx.delete(blockedWebsites).where(and(eq(blockedWebsites.accountId, ctx.scope.accountId), eq(blockedWebsites.domain, domain))).returning();
    if (deleted.length === 0) throw notFound('This website is not blocked');
    return { result: null, action: 'blocked-website.delete', target: domain, details: { domain } };
  });
  return version;
}

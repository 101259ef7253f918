// The website inventory (/inventory-websites; spec part 2 §3 website inventory row) from website_usage_daily,
// and from website_daily for the whole company's sums.
import { sql, type SQL } from 'drizzle-orm';
import type { DetailQuery, WebsiteDetail, WebsiteInventoryQuery, WebsiteInventoryRow } from '../../../src/api/contract/websites';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { containsPattern, DISTINCT_USERS_AND_ENDPOINTS, distinctUsersAndEndpointsBy } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import { dayRange, type DayRange } from './range';
import { ACCESS_TYPE_SQL, accessColumns, accessOf, day, num, rowsOf, usageWhere, type AccessRaw } from './sql';

interface InventoryRaw extends AccessRaw {
  domain: string;
  application_name: string | null;
  categories: string[];
  weighted_duration: number;
  duration: number;
  sessions: number;
  users: number;
  endpoints: number;
  last_seen: unknown;
}

/**
 * Every website used in the range with its figures and access columns (before the list filters). Without
 * `distinct` the people and endpoints are left out: count(distinct) sorts every rollup row of the range per
 * website, most of a 90-day list's time (issue 14), so a page computes them for its own websites only.
 */
function classified(db: Db, scope: Scope, range: DayRange, { domain, distinct = true }: { domain?: string; distinct?: boolean } = {}): SQL {
  // the whole company's sums per website and day are in website_daily, a row per website and day (issue 14)
  const rollup = sql.raw(!distinct && scope.groupIds === null ? 'website_daily' : 'website_usage_daily');
  return sql`
    select x.*, ${accessColumns(scope.accountId, 'x')}
    from (
      select u.domain, w.name as application_name, coalesce(w.categories, '{}'::text[]) as categories,
        sum(u.weighted_duration_s)::float8 as weighted_duration, sum(u.duration_s)::float8 as duration,
        sum(u.sessions)::float8 as sessions, ${distinct ? sql`${DISTINCT_USERS_AND_ENDPOINTS},` : sql``} max(u.day)::text as last_seen
      from ${rollup} u
      left join websites w on w.domain = u.domain
      where ${usageWhere(db, scope, range)} ${domain === undefined ? sql`` : sql`and u.domain = ${domain}`}
      group by u.domain, w.name, w.categories
    ) x`;
}

function listFilters(query: WebsiteInventoryQuery, personDomains: string[] | null): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.q) {
    const pattern = containsPattern(query.q);
    parts.push(sql`(c.domain ilike ${pattern} or c.application_name ilike ${pattern})`);
  }
  if (query.category) parts.push(sql`exists (select 1 from unnest(c.categories) cat where lower(cat) = lower(${query.category}))`);
  if (query.tag) parts.push(sql`${ACCESS_TYPE_SQL} = ${query.tag}`);
  if (personDomains) parts.push(personDomains.length ? sql`c.domain in (${sql.join(personDomains.map((d) => sql`${d}`), sql`, `)})` : sql`false`);
  return sql.join(parts, sql` and `);
}

/** The websites the person named by u used in the range (looked up first: a correlated filter is slow on PGlite). */
async function domainsOfPerson(db: Db, scope: Scope, range: DayRange, email: string | undefined): Promise<string[] | null> {
  if (!email) return null;
  const rows = rowsOf<{ domain: string }>(
    await db.execute(sql`select distinct u.domain from website_usage_daily u
      join people p on p.account_id = u.account_id and p.id = u.person_id
      where ${usageWhere(db, scope, range)} and lower(p.email) = lower(${email})`),
  );
  return rows.map((r) => r.domain);
}

const SORTS: Record<NonNullable<WebsiteInventoryQuery['sb']>, SQL> = {
  weighted_duration: sql`c.weighted_duration`,
  name: sql`lower(coalesce(c.application_name, c.domain))`,
  users: sql`c.users`,
};

function ordering(query: WebsiteInventoryQuery): SQL {
  const sb = query.sb ?? 'weighted_duration';
  const so = query.so ?? (sb === 'name' ? 'asc' : 'desc');
  return sql`${SORTS[sb]} ${sql.raw(so)}, c.domain asc`;
}

function toRow(r: InventoryRaw): WebsiteInventoryRow {
  return {
    domain: r.domain,
    application_name: r.application_name,
    categories: r.categories ?? [],
    ...accessOf(r),
    weighted_duration: num(r.weighted_duration),
    users: num(r.users),
    endpoints: num(r.endpoints),
    last_seen: day(r.last_seen),
  };
}

export async function countWebsites(db: Db, scope: Scope, query: WebsiteInventoryQuery, now: Date): Promise<number> {
  const range = dayRange(query, now);
  const filters = listFilters(query, await domainsOfPerson(db, scope, range, query.u));
  const rows = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${classified(db, scope, range, { distinct: false })}) c where ${filters}`));
  return num(rows[0]?.n);
}

/** One page, or every row when all is set (the CSV export). */
export async function listWebsites(db: Db, scope: Scope, query: WebsiteInventoryQuery, now: Date, all = false): Promise<WebsiteInventoryRow[]> {
  const range = dayRange(query, now);
  const filters = listFilters(query, await domainsOfPerson(db, scope, range, query.u));
  // a group admin's people are a subquery on people, badly planned per website on tables without statistics
  // (see listInventory in server/modules/saas/inventory-service.ts): one pass
  if (all || query.sb === 'users' || scope.groupIds !== null) {
    const page = all ? sql`` : sql`limit ${query.size} offset ${(query.page - 1) * query.size}`;
    const rows = rowsOf<InventoryRaw>(await db.execute(sql`select * from (${classified(db, scope, range)}) c where ${filters} order by ${ordering(query)} ${page}`));
    return rows.map(toRow);
  }
  // the page first, then its websites' people and endpoints through the (account, domain, day) index
  const page = rowsOf<InventoryRaw>(
    await db.execute(sql`select c.* from (${classified(db, scope, range, { distinct: false })}) c
      where ${filters} order by ${ordering(query)} limit ${query.size} offset ${(query.page - 1) * query.size}`),
  );
  if (page.length === 0) return [];
  const domains = sql`array[${sql.join(page.map((p) => sql`${p.domain}`), sql`, `)}]::text[]`;
  const counts = rowsOf<{ key: string; users: number; endpoints: number }>(
    await db.execute(distinctUsersAndEndpointsBy('domain', 'website_usage_daily', sql`${usageWhere(db, scope, range)} and u.domain = any(${domains})`)),
  );
  const byDomain = new Map(counts.map((c) => [c.key, c]));
  return page.map((p) => toRow({ ...p, users: byDomain.get(p.domain)?.users ?? 0, endpoints: byDomain.get(p.domain)?.endpoints ?? 0 }));
}

export const WEBSITE_CSV_HEADER = ['Domain', 'Application Name', 'Categories', 'Access Type', 'Action', 'Weighted Duration (s)', 'Users', 'Endpoints', 'Last Seen'];

export function csvRow(r: WebsiteInventoryRow): (string | number | null)[] {
  return [r.domain, r.application_name, r.categories.join('; '), r.access_type, r.action_type, r.weighted_duration, r.users, r.endpoints, r.last_seen];
}

/** A website the company has used at some time, or a catalog website; 404 otherwise. */
export async function websiteHead(db: Db, scope: Scope, domain: string): Promise<{ domain: string; application_name: string | null; categories: string[] } & ReturnType<typeof accessOf>> {
  const rows = rowsOf<{ domain: string; application_name: string | null; categories: string[] } & AccessRaw>(
    await db.execute(sql`
      select x.*, ${accessColumns(scope.accountId, 'x')} from (
        select ${domain}::text as domain, w.name as application_name, coalesce(w.categories, '{}'::text[]) as categories
        from (select 1) one left join websites w on w.domain = ${domain}
        where w.domain is not null
          or exists (select 1 from website_usage_daily u where u.account_id = ${scope.accountId}::uuid and u.domain = ${domain})
      ) x`),
  );
  const r = rows[0];
  if (!r) throw notFound('Website not found');
  return { domain: r.domain, application_name: r.application_name, categories: r.categories ?? [], ...accessOf(r) };
}

/** Per-day totals of usage rows matching `where` (alias u). */
export async function seriesOf(db: Db, where: SQL): Promise<WebsiteDetail['series']> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select u.day::text as date, sum(u.weighted_duration_s)::float8 as weighted_duration, sum(u.duration_s)::float8 as duration,
        sum(u.sessions)::float8 as sessions, count(distinct u.person_id)::int as users, count(distinct u.endpoint_id)::int as endpoints
      from website_usage_daily u where ${where} group by u.day order by u.day`),
  );
  return rows.map((r) => ({
    date: day(r.date) ?? '',
    weighted_duration: num(r.weighted_duration),
    duration: num(r.duration),
    sessions: num(r.sessions),
    users: num(r.users),
    endpoints: num(r.endpoints),
  }));
}

export async function websiteDetail(db: Db, scope: Scope, domain: string, query: DetailQuery, now: Date): Promise<WebsiteDetail> {
  const head = await websiteHead(db, scope, domain);
  const range = dayRange(query, now);
  const [totals] = rowsOf<InventoryRaw>(await db.execute(classified(db, scope, range, { domain })));
  const series = await seriesOf(db, sql`${usageWhere(db, scope, range)} and u.domain = ${domain}`);
  return {
    ...head,
    weighted_duration: num(totals?.weighted_duration),
    duration: num(totals?.duration),
    sessions: num(totals?.sessions),
    users: num(totals?.users),
    endpoints: num(totals?.endpoints),
    last_seen: day(totals?.last_seen),
    series,
  };
}

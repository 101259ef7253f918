// Website categories with their usage (/website-categories, /categories-users/{name}, /category-users-report).
// A website in several categories counts in each of them.
import { sql, type SQL } from 'drizzle-orm';
import type { CategoryListQuery, CategoryUserReport, CategoryUserRow, DetailQuery, WebsitePeopleQuery, WebsiteCategoryRow } from '../../../src/api/contract/websites';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { containsPattern } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import { usageReport } from './people';
import { dayRange } from './range';
import { day, num, rowsOf, usageWhere, visiblePeople } from './sql';

function categoriesSql(db: Db, scope: Scope, query: CategoryListQuery, now: Date): SQL {
  const range = dayRange(query, now);
  const pattern = query.q ? containsPattern(query.q) : null;
  return sql`
    select cat as name, count(distinct u.domain)::int as websites, count(distinct u.person_id)::int as users,
      sum(u.weighted_duration_s)::float8 as weighted_duration,
      exists (select 1 from blocked_categories bc where bc.account_id = ${scope.accountId}::uuid and bc.category = cat) as blocked
    from website_usage_daily u join websites w on w.domain = u.domain cross join lateral unnest(w.categories) cat
    where ${usageWhere(db, scope, range)} ${pattern ? sql`and cat ilike ${pattern}` : sql``}
    group by cat`;
}

const CATEGORY_SORTS = { weighted_duration: 'weighted_duration', name: 'lower(name)', users: 'users', websites: 'websites' } as const;

export async function countCategories(db: Db, scope: Scope, query: CategoryListQuery, now: Date): Promise<number> {
  const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${categoriesSql(db, scope, query, now)}) x`));
  return num(r?.n);
}

export async function listCategories(db: Db, scope: Scope, query: CategoryListQuery, now: Date): Promise<WebsiteCategoryRow[]> {
  const sb = query.sb ?? 'weighted_duration';
  const so = query.so ?? (sb === 'name' ? 'asc' : 'desc');
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select * from (${categoriesSql(db, scope, query, now)}) x
      order by ${sql.raw(CATEGORY_SORTS[sb])} ${sql.raw(so)}, name asc limit ${query.size} offset ${(query.page - 1) * query.size}`),
  );
  return rows.map((r) => ({
    name: String(r.name),
    websites: num(r.websites),
    users: num(r.users),
    weighted_duration: num(r.weighted_duration),
    blocked: Boolean(r.blocked),
    action: r.blocked ? 'Block' : null,
  }));
}

export async function categoryCatalog(db: Db): Promise<{ name: string; description: string | null }[]> {
  return rowsOf<{ name: string; description: string | null }>(await db.execute(sql`select name, description from website_categories order by lower(name)`));
}

export async function knownCategory(db: Db, name: string): Promise<string> {
  const [r] = rowsOf<{ name: string }>(await db.execute(sql`select name from website_categories where lower(name) = lower(${name})`));
  if (!r) throw notFound('Category not found');
  return r.name;
}

function inCategory(category: string): SQL {
  return sql`u.domain in (select w.domain from websites w where ${category} = any(w.categories))`;
}

function categoryUsersSql(db: Db, scope: Scope, category: string, query: WebsitePeopleQuery, now: Date): SQL {
  const range = dayRange(query, now);
  const pattern = query.q ? containsPattern(query.q) : null;
  return sql`
    select p.id::text as id, p.email, p.name, count(distinct u.domain)::int as websites,
      sum(u.weighted_duration_s)::float8 as weighted_duration, sum(u.duration_s)::float8 as duration, max(u.day)::text as last_seen
    from website_usage_daily u join people p on p.account_id = u.account_id and p.id = u.person_id
    where ${usageWhere(db, scope, range)} and ${inCategory(category)}
      ${pattern ? sql`and (p.name ilike ${pattern} or p.email ilike ${pattern})` : sql``}
    group by p.id, p.email, p.name`;
}

export async function countCategoryUsers(db: Db, scope: Scope, name: string, query: WebsitePeopleQuery, now: Date): Promise<number> {
  const category = await knownCategory(db, name);
  const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${categoryUsersSql(db, scope, category, query, now)}) x`));
  return num(r?.n);
}

export async function listCategoryUsers(db: Db, scope: Scope, name: string, query: WebsitePeopleQuery, now: Date): Promise<CategoryUserRow[]> {
  const category = await knownCategory(db, name);
  const sb = query.sb ?? 'weighted_duration';
  const so = sql.raw(query.so ?? (sb === 'name' ? 'asc' : 'desc'));
  const column = sb === 'name' ? sql`lower(name)` : sb === 'last_seen' ? sql`last_seen` : sql`weighted_duration`;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select * from (${categoryUsersSql(db, scope, category, query, now)}) x
      order by ${column} ${so} nulls last, id asc limit ${query.size} offset ${(query.page - 1) * query.size}`),
  );
  return rows.map((r) => ({
    id: String(r.id),
    email: String(r.email),
    name: String(r.name),
    websites: num(r.websites),
    weighted_duration: num(r.weighted_duration),
    duration: num(r.duration),
    last_seen: day(r.last_seen),
  }));
}

export async function categoryUserReport(db: Db, scope: Scope, name: string, email: string, query: DetailQuery, now: Date): Promise<CategoryUserReport> {
  const category = await knownCategory(db, name);
  const [person] = rowsOf<CategoryUserReport['person']>(
    await db.execute(sql`select p.id::text as id, p.email, p.name, p.department from people p
      where p.account_id = ${scope.accountId}::uuid and lower(p.email) = lower(${email}) and ${visiblePeople(db, scope, sql`p.id`)}`),
  );
  if (!person) throw notFound('User not found');
  const range = dayRange(query, now);
  const where = sql`${usageWhere(db, scope, range)} and ${inCategory(category)} and u.person_id = ${person.id}::uuid`;
  const usage = await usageReport(db, where);
  const websites = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select u.domain, w.name as application_name, sum(u.weighted_duration_s)::float8 as weighted_duration, sum(u.sessions)::float8 as sessions
      from website_usage_daily u left join websites w on w.domain = u.domain where ${where}
      group by u.domain, w.name order by 3 desc, 1`),
  ).map((r) => ({ domain: String(r.domain), application_name: (r.application_name as string | null) ?? null, weighted_duration: num(r.weighted_duration), sessions: num(r.sessions) }));
  return { category, person, ...usage, websites };
}

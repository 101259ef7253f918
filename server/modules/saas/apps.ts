// The apps an account can see (the global catalog plus its own custom apps) with their effective access,
// as SQL the list, inventory and classification queries and the agents' policy document share. Names never
// clash between the two (POST /cust-saas answers 409), so an app is addressed by its name in every path
// (spec part 1 §3).
import { sql, type SQL } from 'drizzle-orm';
import type { AccessType, ActionType } from '../../../src/api/contract/saas';
import type { Db } from '../../db/client';
import { rowsOf } from '../../ingest/sql-arrays';
import { containsPattern } from '../../lib/sql';
import { effectiveAccess } from './access';

/** Columns of the apps relation: id, name, categories, domains, icon, gen_ai, is_custom, access_type, action_type. */
export function appsOf(accountId: string): SQL {
  const { accessType, actionType } = effectiveAccess(accountId, { id: sql`x.id`, categories: sql`x.categories` });
  return sql`(select x.*, ${accessType} as access_type, ${actionType} as action_type from (
    select s.id, s.name, s.categories, s.domains, s.icon, s.gen_ai, false as is_custom from saas_apps s
    union all
    select c.id, c.name, array[c.category]::text[], c.domains, null::text, c.gen_ai, true from custom_apps c where c.account_id = ${accountId}::uuid
  ) x)`;
}

export interface AppFilters {
  q?: string;
  category?: string;
  genai?: boolean;
  tag?: AccessType;
}

/** Filters on the apps relation aliased `a` (spec part 1 §5: case-insensitive matches). */
export function appFilters(f: AppFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.q) parts.push(sql`a.name ilike ${containsPattern(f.q)}`);
  if (f.category) parts.push(sql`exists (select 1 from unnest(a.categories) c where lower(c) = lower(${f.category}))`);
  if (f.genai !== undefined) parts.push(sql`a.gen_ai = ${f.genai}`);
  if (f.tag) parts.push(sql`a.access_type = ${f.tag}`);
  return sql.join(parts, sql` and `);
}

/** LIMIT and OFFSET of one page of a list (page from 1). */
export const pageOf = (q: { page: number; size: number }) => sql`limit ${q.size} offset ${(q.page - 1) * q.size}`;

export interface AppRecord {
  id: string;
  name: string;
  categories: string[];
  domains: string[];
  icon: string | null;
  gen_ai: boolean;
  is_custom: boolean;
  access_type: AccessType;
  action_type: ActionType | null;
}

/** Apps by exact name (catalog or the account's custom apps). */
export async function appsByName(db: Db, accountId: string, names: readonly string[]): Promise<Map<string, AppRecord>> {
  if (names.length === 0) return new Map();
  const list = sql.join(names.map((n) => sql`${n}`), sql`, `);
  const rows = rowsOf<AppRecord>(await db.execute(sql`select a.* from ${appsOf(accountId)} a where a.name in (${list})`));
  return new Map(rows.map((r) => [r.name, r]));
}

export async function appByName(db: Db, accountId: string, name: string): Promise<AppRecord | undefined> {
  return (await appsByName(db, accountId, [name])).get(name);
}

/** True when a catalog app or one of the account's custom apps has this name (case-insensitive), other than `except`. */
export async function nameTaken(db: Db, accountId: string, name: string, exceptCustomId?: string): Promise<boolean> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`select (
      (select count(*) from saas_apps where lower(name) = lower(${name})) +
      (select count(*) from custom_apps where account_id = ${accountId}::uuid and lower(name) = lower(${name})
        and (${exceptCustomId ?? null}::uuid is null or id <> ${exceptCustomId ?? null}::uuid))
    )::int as n`),
  );
  return Number(rows[0]?.n ?? 0) > 0;
}

export type EnforcedApp = Pick<AppRecord, 'name' | 'domains' | 'action_type'> & { access_type: Exclude<AccessType, 'Unclassified'> };

/**
 * The apps the agents enforce (issue 5): every app whose effective access is not Unclassified, by name.
 * The same relation the console's lists read, so what a screen shows is what an agent applies.
 */
export async function enforcedApps(db: Db, accountId: string): Promise<EnforcedApp[]> {
  return rowsOf<EnforcedApp>(
    await db.execute(sql`select a.name, a.domains, a.access_type, a.action_type from ${appsOf(accountId)} a where a.access_type <> 'Unclassified' order by a.name`),
  );
}

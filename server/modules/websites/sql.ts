// Shared SQL pieces of the website inventory: who the figures may count, and a website's access type.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { people } from '../../db/schema/index';
import { rowsOf } from '../../ingest/sql-arrays';
import type { Scope } from '../../plugins/scope';
import type { DayRange } from './range';

export { rowsOf };

/** Usage rows (alias u) of the company in the range, limited to the people the role may see (GROUP_ADMIN). */
export function usageWhere(db: Db, scope: Scope, range: DayRange, alias = 'u'): SQL {
  const a = sql.raw(alias);
  const base = sql`${a}.account_id = ${scope.accountId}::uuid and ${a}.day between ${range.from}::date and ${range.to}::date`;
  if (scope.groupIds === null) return base;
  const visible = db.select({ id: people.id }).from(people).where(scope.people());
  return sql`${base} and ${a}.person_id in (${visible})`;
}

/** Only the people the role may see, for rows of another alias (alerts). */
export function visiblePeople(db: Db, scope: Scope, column: SQL): SQL {
  if (scope.groupIds === null) return sql`true`;
  return sql`${column} in (${db.select({ id: people.id }).from(people).where(scope.people())})`;
}

/**
 * A website is Unsanctioned when its domain is blocked (exactly, or by a '*.' wildcard entry) or one of
 * its categories is; the website's own entry is the more specific one, so its action wins. Blocked
 * categories always Block (blocked_categories has no action column). Needs columns domain and categories
 * in the row alias given.
 */
export function accessColumns(accountId: string, alias: string): SQL {
  const a = sql.raw(alias);
  return sql`
    (select bw.action::text from blocked_websites bw
      where bw.account_id = ${accountId}::uuid
        and (bw.domain = ${a}.domain or (bw.domain like '*.%' and (${a}.domain = substr(bw.domain, 3) or ${a}.domain like '%.' || substr(bw.domain, 3))))
      order by (bw.domain = ${a}.domain) desc, bw.domain limit 1) as website_action,
    exists (select 1 from blocked_categories bc where bc.account_id = ${accountId}::uuid and bc.category = any(${a}.categories)) as category_blocked`;
}

export interface AccessRaw {
  website_action: string | null;
  category_blocked: boolean;
}

export function accessOf(r: AccessRaw): { access_type: 'Unsanctioned' | 'Unclassified'; action_type: 'Block' | 'Block Alert' | 'Report' | null } {
  if (r.website_action) return { access_type: 'Unsanctioned', action_type: r.website_action as 'Block' | 'Block Alert' | 'Report' };
  if (r.category_blocked) return { access_type: 'Unsanctioned', action_type: 'Block' };
  return { access_type: 'Unclassified', action_type: null };
}

/** The SQL form of accessOf over the columns accessColumns adds. */
export const ACCESS_TYPE_SQL = sql.raw(`case when website_action is not null or category_blocked then 'Unsanctioned' else 'Unclassified' end`);

export function num(v: unknown): number {
  return v == null ? 0 : Number(v);
}

export function day(v: unknown): string | null {
  if (v == null) return null;
  return v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);
}

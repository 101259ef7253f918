// Tenancy for the dashboard's raw SQL (DESIGN.md tenancy): every statement filters on the account, and a
// group admin's figures count only its people (scope.people()) and the endpoints those people own.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../ingest/sql-arrays';
import { aliased, countedEndpoints, endpointsOfScope } from '../../metrics/endpoints';
import type { Scope } from '../../plugins/scope';
import type { DayRange } from './range';
import { effectiveAccess as effectiveAccessOf } from '../saas/access';

export const acct = (scope: Scope): SQL => sql`${scope.accountId}::uuid`;

/** `col` (a person id) is one of the scope's people; plain true for roles that see the whole company. */
export function personIn(scope: Scope, col: SQL): SQL {
  if (scope.groupIds === null) return sql`true`;
  return sql`${col} in (select id from people where ${scope.people()})`;
}

/** The endpoints (alias `e`) of the scope, infrastructure hosts included (server/metrics/endpoints.ts). */
export function endpointScope(scope: Scope): SQL {
  return endpointsOfScope(scope, aliased('e'));
}

/** `col` (an endpoint id) is one of the endpoints the scope's endpoint figures count (infrastructure apart). */
export function endpointIn(scope: Scope, col: SQL): SQL {
  return sql`${col} in (select e.id from endpoints e where ${countedEndpoints(scope, aliased('e'))})`;
}

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

export async function one<T>(db: Db, query: SQL): Promise<T> {
  const [row] = await rows<T>(db, query);
  return row!;
}

/** counts come back as bigint strings from count(*) and sum(); the contract wants numbers */
export const n = (v: unknown): number => Number(v ?? 0);

/** Effective access type of an app (spec part 2 §4), the SaaS module's rule; `appId` and `categories` are SQL of the app row. */
export function effectiveAccess(scope: Scope, appId: SQL, categories: SQL): SQL {
  return effectiveAccessOf(scope.accountId, { id: appId, categories }).accessType;
}

/** Catalog apps and the account's own custom apps, as one relation (id, name, categories, gen_ai). */
export function appsOf(scope: Scope): SQL {
  return sql`(select s.id, s.name, s.categories, s.gen_ai from saas_apps s
    union all select c.id, c.name, array[c.category], c.gen_ai from custom_apps c where c.account_id = ${acct(scope)})`;
}

/**
 * app_usage_daily rows (alias `u`) of one app, the range and the scope's people: an equality on (account_id,
 * app_id) and a range on day, which the (account_id, app_id, day) index answers without reading other apps.
 * Used in a lateral subquery per app (issue 14: reading the whole range's rows of every app cost seconds at 90 days).
 */
export function appRowsInRange(scope: Scope, r: DayRange, appId: SQL): SQL {
  return sql`u.account_id = ${acct(scope)} and u.app_id = ${appId} and u.day between ${r.from}::date and ${r.to}::date and ${personIn(scope, sql`u.person_id`)}`;
}

/** `cross join lateral ... used`: keeps the apps (alias `a`) with a row in the range, by one index probe each (appRowsInRange). */
export function usedInRange(scope: Scope, r: DayRange): SQL {
  return sql`cross join lateral (select 1 from app_usage_daily u where ${appRowsInRange(scope, r, sql`a.id`)} limit 1) used`;
}

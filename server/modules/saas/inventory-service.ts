// The SaaS and Gen AI inventory (spec part 2 §3, §7) read from the per-day rollups (app_usage_daily,
// saas_alert_daily). Time range: rollup days are UTC dates, so a range [s, e] asked in zone z covers the
// days from the date of s in z to the date of e in z (inclusive); the picker's local days map onto whole
// UTC days. Group admins count only their people (scope.people()).
import { sql, type SQL } from 'drizzle-orm';
import type { InventoryQueryParsed, InventoryRow } from '../../../src/api/contract/saas';
import type { CsvValue } from '../../../src/lib/csv';
import type { Db } from '../../db/client';
import { people } from '../../db/schema/people';
import { rowsOf } from '../../ingest/sql-arrays';
import { HttpError } from '../../lib/http-error';
import { DISTINCT_USERS_AND_ENDPOINTS, distinctUsersAndEndpointsBy } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import { appFilters, appsOf } from './apps';

export interface Range {
  s: number;
  e: number;
  z: string;
}

/** The first and last rollup day of the range (see the header). */
export function rangeDays(r: Range): { from: SQL; to: SQL } {
  if (r.s > r.e) throw new HttpError(400, 'VALIDATION', 'The start of the range is after its end.', {}, [{ path: 's', message: 'The start of the range is after its end.' }]);
  return {
    from: sql`(to_timestamp(${r.s / 1000}::float8) at time zone ${r.z})::date`,
    to: sql`(to_timestamp(${r.e / 1000}::float8) at time zone ${r.z})::date`,
  };
}

/** Rollup rows (alias `u`) of the scope's company, the range and the people the role may see. */
export function usageWhere(scope: Scope, r: Range, alias = 'u'): SQL {
  const { from, to } = rangeDays(r);
  const u = sql.raw(alias);
  const visible = scope.groupIds === null ? sql`true` : sql`${u}.person_id in (select ${people.id} from ${people} where ${scope.people()})`;
  return sql`${u}.account_id = ${scope.accountId}::uuid and ${u}.day between ${from} and ${to} and ${visible}`;
}

const SORTS: Record<InventoryQueryParsed['sb'], SQL> = {
  name: sql`lower(a.name)`,
  weighted_duration: sql`g.w`,
  users: sql`g.users`,
  endpoints: sql`g.endpoints`,
};

interface InvSqlRow {
  name: string;
  icon: string | null;
  categories: string[];
  access_type: InventoryRow['access_type'];
  action_type: InventoryRow['action_type'];
  gen_ai: boolean;
  is_custom: boolean;
  w: number;
  d: number;
  users: number;
  endpoints: number;
  last_day: string | null;
}

function personFilter(scope: Scope, q: InventoryQueryParsed): SQL {
  return q.u
    ? sql`and u.person_id in (select ${people.id} from ${people} where ${people.accountId} = ${scope.accountId}::uuid and lower(${people.email}) = lower(${q.u}))`
    : sql``;
}

/** Rollup rows (alias u) of the list: the range, the role's people and the u filter. */
const listUsage = (scope: Scope, q: InventoryQueryParsed) => sql`${usageWhere(scope, q)} ${personFilter(scope, q)}`;

const SUMS = sql`sum(u.weighted_duration_s)::float8 as w, sum(u.duration_s)::float8 as d, max(u.day)::text as last_day`;

/** Whether the list's sums are the whole company's, which app_daily holds with one row per app and day (issue 14). */
const companyWide = (scope: Scope, q: InventoryQueryParsed) => scope.groupIds === null && !q.u;

function inventorySql(scope: Scope, q: InventoryQueryParsed, figures: SQL, select: SQL, tail: SQL, perPerson = false): SQL {
  const rollup = sql.raw(perPerson || !companyWide(scope, q) ? 'app_usage_daily' : 'app_daily');
  return sql`with g as (select u.app_id, ${figures} from ${rollup} u where ${listUsage(scope, q)} group by u.app_id)
    select ${select} from g join ${appsOf(scope.accountId)} a on a.id = g.app_id where ${appFilters(q)} ${tail}`;
}

export function toInventoryRow(r: InvSqlRow): InventoryRow {
  return {
    name: r.name, icon: r.icon, categories: r.categories, access_type: r.access_type, action_type: r.action_type, is_gen_ai: r.gen_ai,
    is_custom: r.is_custom, weighted_duration: Number(r.w), duration: Number(r.d), users: Number(r.users), endpoints: Number(r.endpoints),
    last_seen: r.last_day,
  };
}

/**
 * GET /saas-inv; `all` drops paging (the CSV export is the whole filtered list). A page of the whole company
 * (no u, not a group admin) sorted by anything but people or endpoints sums app_daily, then counts the distinct
 * people and endpoints of its own apps only, through the (account, app, day) index, instead of every app's.
 */
export async function listInventory(db: Db, scope: Scope, q: InventoryQueryParsed, all = false): Promise<InventoryRow[]> {
  const order = sql`order by ${SORTS[q.sb]} ${sql.raw(q.so === 'asc' ? 'asc' : 'desc')}, lower(a.name), a.id`;
  const app = sql`a.name, a.icon, a.categories, a.access_type, a.action_type, a.gen_ai, a.is_custom, g.w, g.d, g.last_day`;
  // a person (u) or a group admin's people: one pass. A subquery on people inside the lateral form was planned
  // badly on tables without statistics (3.8 s for AskCISO's 'which apps did Mary Lewis use in October')
  if (all || q.u || scope.groupIds !== null || q.sb === 'users' || q.sb === 'endpoints') {
    const limit = all ? sql`` : sql`limit ${q.size} offset ${(q.page - 1) * q.size}`;
    return rowsOf<InvSqlRow>(await db.execute(inventorySql(scope, q, sql`${SUMS}, ${DISTINCT_USERS_AND_ENDPOINTS}`, sql`${app}, g.users, g.endpoints`, sql`${order} ${limit}`, true))).map(toInventoryRow);
  }
  const page = rowsOf<Omit<InvSqlRow, 'users' | 'endpoints'> & { app_id: string }>(
    await db.execute(inventorySql(scope, q, SUMS, sql`${app}, g.app_id`, sql`${order} limit ${q.size} offset ${(q.page - 1) * q.size}`)),
  );
  if (page.length === 0) return [];
  const ids = sql`array[${sql.join(page.map((p) => sql`${p.app_id}`), sql`, `)}]::uuid[]`;
  const counts = rowsOf<{ key: string; users: number; endpoints: number }>(
    await db.execute(distinctUsersAndEndpointsBy('app_id', 'app_usage_daily', sql`${listUsage(scope, q)} and u.app_id = any(${ids})`)),
  );
  const byApp = new Map(counts.map((c) => [c.key, c]));
  return page.map((p) => toInventoryRow({ ...p, users: byApp.get(p.app_id)?.users ?? 0, endpoints: byApp.get(p.app_id)?.endpoints ?? 0 }));
}

export async function countInventory(db: Db, scope: Scope, q: InventoryQueryParsed): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(inventorySql(scope, q, sql`1 as one`, sql`count(*)::int as n`, sql``)));
  return Number(row?.n ?? 0);
}

/** A list export: the file name of spec part 2 §7 "Exports", its header row and its rows (server/lib/csv-reply.ts). */
export interface CsvFile {
  fileName: string;
  header: readonly string[];
  rows: CsvValue[][];
}

const INVENTORY_CSV_HEADER = ['Name', 'Access Type', 'Action', 'Categories', 'Gen AI', 'Weighted Duration (s)', 'Duration (s)', 'Users', 'Endpoints', 'Last Seen'];

/** GET /saas-inv?format=csv: the whole filtered list. */
export async function inventoryCsv(db: Db, scope: Scope, q: InventoryQueryParsed): Promise<CsvFile> {
  const rows = await listInventory(db, scope, q, true);
  return {
    fileName: q.genai ? 'Gen AI Apps.csv' : 'SaaS Apps.csv',
    header: INVENTORY_CSV_HEADER,
    rows: rows.map((r) => [
      r.name, r.access_type, r.action_type, r.categories.join('; '), r.is_gen_ai ? 'Yes' : 'No', r.weighted_duration, r.duration, r.users, r.endpoints, r.last_seen,
    ]),
  };
}

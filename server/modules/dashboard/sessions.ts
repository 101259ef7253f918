// Usage people lists and per-day series (spec part 2 §7: /session-stats-*), and the alert counts of
// HEAD /saas-alerts and /nonsaas-alerts, all from the rollups.
import { sql, type SQL } from 'drizzle-orm';
import type { SessionSeries, SessionUserRow } from '../../../src/api/contract/dashboard';
import type { Db } from '../../db/client';
import type { ActivePart } from '../../ingest/rollups';
import type { Scope } from '../../plugins/scope';
import type { DayRange } from './range';
import { acct, appRowsInRange, appsOf, effectiveAccess, n, one, personIn, rows, usedInRange } from './scoped';

type Row = Record<string, unknown>;
type Kind = 'saas' | 'website';

export interface UsersFilter {
  tag?: 'Sanctioned' | 'Unsanctioned' | 'Unclassified';
  genai?: boolean;
  domain?: string;
}
export interface Paging {
  page: number;
  size: number;
  sb?: 'weighted_duration' | 'name';
  so?: 'asc' | 'desc';
}

function inRange(scope: Scope, r: DayRange): SQL {
  return sql`account_id = ${acct(scope)} and day between ${r.from}::date and ${r.to}::date and ${personIn(scope, sql`person_id`)}`;
}

/**
 * The kind's part of activity_daily's counters (db/schema/rollups.ts: app_* is the app part, the rest is
 * websites): one row per person, endpoint and day instead of one per app or website as well.
 */
function activityPart(kind: Kind): { sessions: SQL; duration: SQL; weighted: SQL } {
  return kind === 'saas'
    ? { sessions: sql`app_sessions`, duration: sql`app_duration_s`, weighted: sql`app_weighted_duration_s` }
    : { sessions: sql`(sessions - app_sessions)`, duration: sql`(duration_s - app_duration_s)`, weighted: sql`(weighted_duration_s - app_weighted_duration_s)` };
}

/** Without an app filter (tag, genai, domain) a list or count needs no per-app rows: activity_daily serves it. */
const unfiltered = (kind: Kind, f: UsersFilter) => (kind === 'saas' ? !f.tag && f.genai === undefined : !f.domain);

/** Per person and app (or website) in the range, keeping only the apps the filter asks for; columns person_id, name, sessions, duration, weighted. */
function usage(scope: Scope, r: DayRange, kind: Kind, f: UsersFilter): SQL {
  if (kind === 'website') {
    return sql`select person_id, domain as name, sum(sessions) as sessions, sum(duration_s) as duration, sum(weighted_duration_s) as weighted
      from website_usage_daily where ${inRange(scope, r)} ${f.domain ? sql`and domain = ${f.domain}` : sql``}
      group by person_id, domain`;
  }
  return sql`select u.person_id, f.name, u.sessions, u.duration, u.weighted from (
      select person_id, app_id, sum(sessions) as sessions, sum(duration_s) as duration, sum(weighted_duration_s) as weighted
      from app_usage_daily where ${inRange(scope, r)} group by person_id, app_id) u
    join (${filteredApps(scope, r, f)}) f on f.id = u.app_id`;
}

/**
 * The apps used in the range that pass the filter (id, name): decided once per app, not per person and app.
 * Whether an app was used is one index probe per app (appRowsInRange, LIMIT 1), not a distinct over the range.
 */
function filteredApps(scope: Scope, r: DayRange, f: UsersFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (f.tag) conditions.push(sql`${effectiveAccess(scope, sql`a.id`, sql`a.categories`)} = ${f.tag}`);
  if (f.genai !== undefined) conditions.push(sql`a.gen_ai = ${f.genai}`);
  const used = usedInRange(scope, r);
  if (!f.tag) return sql`select a.id, a.name from ${appsOf(scope)} a ${used} where ${sql.join(conditions, sql` and `)}`;
  // with a tag, OFFSET 0 fences the used apps first: the access type's subqueries then run for those apps only,
  // not for the whole catalog (PGlite plans each as a scan of the settings table); 1 day: 28 to 16 ms
  return sql`select a.id, a.name from (select a.id, a.name, a.categories, a.gen_ai from ${appsOf(scope)} a ${used} offset 0) a
    where ${sql.join(conditions, sql` and `)}`;
}

export async function countUsers(db: Db, scope: Scope, r: DayRange, kind: Kind, f: UsersFilter): Promise<number> {
  if (unfiltered(kind, f)) {
    // the scope's people with a day of this part in the range (db/schema/rollups.ts activeDaily), by one
    // probe of the (account, person, part, day) index per person: at 90 days a distinct over the range's rows
    // read 19,000 of them. People who were deleted no longer count, as in the list (listUsers joins people).
    const s = await one<Row>(db, sql`select count(*) as total from people where ${scope.people()} and exists (
      select 1 from active_daily a where a.account_id = people.account_id and a.id = people.id
        and a.part = ${(kind === 'saas' ? 'app_person' : 'website_person') satisfies ActivePart} and a.day between ${r.from}::date and ${r.to}::date)`);
    return n(s.total);
  }
  // SaaS with a tag or genai filter: the rows of the passing apps only, read per app (OFFSET 0 keeps the
  // lateral subquery an index scan per app; PGlite's tables have no planner statistics to choose it otherwise).
  const from =
    kind === 'website'
      ? sql`website_usage_daily where ${inRange(scope, r)} ${f.domain ? sql`and domain = ${f.domain}` : sql``}`
      : sql`(${filteredApps(scope, r, f)}) f cross join lateral (select u.person_id from app_usage_daily u where ${appRowsInRange(scope, r, sql`f.id`)} offset 0) x`;
  const s = await one<Row>(db, sql`select count(distinct person_id) as total from ${from}`);
  return n(s.total);
}

export async function listUsers(db: Db, scope: Scope, r: DayRange, kind: Kind, f: UsersFilter, p: Paging): Promise<SessionUserRow[]> {
  const direction = p.so === 'asc' ? sql`asc` : sql`desc`;
  const order = p.sb === 'name' ? sql`name ${p.so === 'desc' ? sql`desc` : sql`asc`}` : sql`weighted ${direction}`;
  // The page is chosen on per-person totals; the app names are gathered for the page's people only.
  const found = await rows<Row>(db, unfiltered(kind, f) ? unfilteredPage(scope, r, kind, order, p) : sql`
    with x as materialized (${usage(scope, r, kind, f)}),
    page as (
      select p.id, p.name, p.email, sum(x.sessions) as sessions, sum(x.duration) as duration, sum(x.weighted) as weighted
      from x join people p on p.account_id = ${acct(scope)} and p.id = x.person_id
      group by p.id, p.name, p.email
      order by ${order}, id limit ${p.size} offset ${(p.page - 1) * p.size})
    select page.*, (select array_agg(distinct x.name order by x.name) from x where x.person_id = page.id) as apps
    from page order by ${order}, id`);
  return found.map((f) => ({
    id: String(f.id),
    name: String(f.name),
    email: String(f.email),
    apps: (f.apps as string[]) ?? [],
    sessions: n(f.sessions),
    duration: n(f.duration),
    weighted_duration: n(f.weighted),
  }));
}

/** listUsers' page without an app filter: totals from activity_daily, names from the page's people's rows. */
function unfilteredPage(scope: Scope, r: DayRange, kind: Kind, order: SQL, p: Paging): SQL {
  const part = activityPart(kind);
  const names =
    kind === 'saas'
      ? sql`select array_agg(distinct a.name order by a.name) from app_usage_daily u join ${appsOf(scope)} a on a.id = u.app_id
          where u.account_id = ${acct(scope)} and u.day between ${r.from}::date and ${r.to}::date and u.person_id = page.id`
      : sql`select array_agg(distinct w.domain order by w.domain) from website_usage_daily w
          where w.account_id = ${acct(scope)} and w.day between ${r.from}::date and ${r.to}::date and w.person_id = page.id`;
  return sql`
    with page as (
      select p.id, p.name, p.email, sum(${part.sessions}) as sessions, sum(${part.duration}) as duration, sum(${part.weighted}) as weighted
      from activity_daily x join people p on p.account_id = ${acct(scope)} and p.id = x.person_id
      where x.account_id = ${acct(scope)} and x.day between ${r.from}::date and ${r.to}::date and ${personIn(scope, sql`x.person_id`)} and ${part.sessions} > 0
      group by p.id, p.name, p.email
      order by ${order}, id limit ${p.size} offset ${(p.page - 1) * p.size})
    select page.*, (${names}) as apps from page order by ${order}, id`;
}

export async function series(db: Db, scope: Scope, r: DayRange, kind: Kind): Promise<SessionSeries> {
  const part = activityPart(kind);
  // a whole company reads its per-day totals (one row per day); a group admin sums its people's rows
  const found = await rows<Row>(db, scope.groupIds === null ? sql`
    select day::text as day, ${part.sessions} as sessions, ${kind === 'saas' ? sql`app_people` : sql`website_people`} as users, ${part.weighted} as weighted
    from activity_day_totals where account_id = ${acct(scope)} and day between ${r.from}::date and ${r.to}::date` : sql`
    select day::text as day, sum(${part.sessions}) as sessions, count(distinct person_id) filter (where ${part.sessions} > 0) as users,
      sum(${part.weighted}) as weighted
    from activity_daily where ${inRange(scope, r)} group by day`);
  const by = new Map(found.map((f) => [String(f.day), f]));
  const at = (d: string, k: string) => n(by.get(d)?.[k]);
  return {
    label: r.days,
    y: r.days.map((d) => at(d, 'sessions')),
    users: r.days.map((d) => at(d, 'users')),
    weighted_duration: r.days.map((d) => at(d, 'weighted')),
  };
}

export async function countAlerts(db: Db, scope: Scope, r: DayRange, kind: Kind, f: { t?: string; reason?: string }): Promise<number> {
  const table = kind === 'saas' ? sql`saas_alert_daily` : sql`website_alert_daily`;
  const s = await one<Row>(db, sql`
    select sum(count) as total from ${table} where ${inRange(scope, r)}
      ${f.t ? sql`and action = ${f.t}` : sql``} ${f.reason ? sql`and reason = ${f.reason}` : sql``}`);
  return n(s.total);
}

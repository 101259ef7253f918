// The dashboard's figures (spec part 2 §2.2–§2.4, §3, §9), read from the per-day rollups and the
// current-state tables. Field meanings are documented on the contract (src/api/contract/dashboard.ts).
import { sql, type SQL } from 'drizzle-orm';
import { ACCESS_TYPES } from '../../../src/api/contract/catalog';
import type {
  AlertStats, DeviceInactivityStats, DeviceStats, GenAiStats, PhishingStats, SaasAccessTypeStats, SensitiveDataStats, UserStats, VulStats,
} from '../../../src/api/contract/dashboard';
import type { Db } from '../../db/client';
import type { ActivePart } from '../../ingest/rollups';
import { dlpCount } from '../../metrics/dlp';
import { aliased, countedEndpoints, endpointIs, isInfrastructure, isPersonEndpoint, type EndpointFigureName } from '../../metrics/endpoints';
import { peopleAliased, peopleColumns, personIs } from '../../metrics/people';
import type { Scope } from '../../plugins/scope';
import { dayAfter, type DayRange } from './range';
import { acct, appRowsInRange, appsOf, effectiveAccess, endpointIn, endpointScope, n, one, personIn, rows, usedInRange } from './scoped';

type Row = Record<string, unknown>;

/** Rollup rows of the scope in the range: `from <table> where <this>`. */
function inRange(scope: Scope, r: DayRange): SQL {
  return sql`account_id = ${acct(scope)} and day between ${r.from}::date and ${r.to}::date and ${personIn(scope, sql`person_id`)}`;
}

export async function saasAccessTypeStats(db: Db, scope: Scope, r: DayRange): Promise<SaasAccessTypeStats> {
  // the used apps by one index probe each (appRowsInRange), not a distinct over the range's rows (90 days:
  // 90,000 rows on the demo tenant); materialized, so the access type is computed for the used apps only
  const found = await rows<{ access: string; apps: string }>(db, sql`
    with used as materialized (
      select a.id, a.categories from ${appsOf(scope)} a ${usedInRange(scope, r)})
    select ${effectiveAccess(scope, sql`a.id`, sql`a.categories`)} as access, count(*) as apps from used a group by 1`);
  const by = new Map(found.map((f) => [f.access, n(f.apps)]));
  return { label: [...ACCESS_TYPES], y: ACCESS_TYPES.map((t) => by.get(t) ?? 0) };
}

/**
 * §2.4 tooltip: the bars show one day, the day of a one-day range or the busiest day of a longer one.
 * `activity` yields (day, key) pairs; the busiest day has the most distinct keys, the latest on a tie.
 */
async function busiestDay(db: Db, r: DayRange, activity: SQL, extra: SQL = sql`0`): Promise<{ day: string; total: number; extra: number }> {
  const [best] = await rows<Row>(db, sql`
    select a.day::text as day, count(*) as total, ${extra} as extra from (${activity}) a
    group by a.day order by total desc, a.day desc limit 1`);
  return best ? { day: String(best.day), total: n(best.total), extra: n(best.extra) } : { day: r.to, total: 0, extra: 0 };
}

/**
 * busiestDay for a whole company, from its per-day totals (activity_day_totals: one row per day, where activity_daily
 * has one per person and endpoint); `count` is the totals' column of distinct keys.
 */
async function busiestCompanyDay(db: Db, scope: Scope, r: DayRange, count: SQL, before: SQL = sql``): Promise<{ day: string; total: number }> {
  const [best] = await rows<Row>(db, sql`${before}
    select day, total from (
      select t.day::text as day, ${count} as total from activity_day_totals t
      where t.account_id = ${acct(scope)} and t.day between ${r.from}::date and ${r.to}::date) d
    where total > 0 order by total desc, day desc limit 1`);
  return best ? { day: String(best.day), total: n(best.total) } : { day: r.to, total: 0 };
}

/** §2.4's active users on their busiest day, with how many of them are high-risk people. */
async function busiestUsersDay(db: Db, scope: Scope, r: DayRange): Promise<{ day: string; total: number; extra: number }> {
  if (scope.groupIds !== null) {
    const activity = sql`
      select x.day, x.person_id, p.risk_level from (select distinct day, person_id from activity_daily where ${inRange(scope, r)}) x
      join people p on p.account_id = ${acct(scope)} and p.id = x.person_id`;
    return busiestDay(db, r, activity, sql`count(*) filter (where ${personIs('highRisk', peopleAliased('a'))})`);
  }
  const best = await busiestCompanyDay(db, scope, r, sql`t.people`);
  if (best.total === 0) return { ...best, extra: 0 };
  const risky = await one<Row>(db, sql`
    select count(*) as n from active_daily a join people p on p.account_id = a.account_id and p.id = a.id
    where a.account_id = ${acct(scope)} and a.day = ${best.day}::date and a.part = ${'person' satisfies ActivePart} and ${personIs('highRisk', peopleAliased('p'))}`);
  return { ...best, extra: n(risky.n) };
}

export async function userStats(db: Db, scope: Scope, r: DayRange): Promise<UserStats> {
  const best = await busiestUsersDay(db, scope, r);
  const state = await one<Row>(db, sql`
    select count(*) as people,
      count(*) filter (where ${personIs('monitored', peopleColumns)}) as monitored,
      count(*) filter (where ${personIs('agentMissing', peopleColumns)}) as inactive_users,
      ${dlpCount('usersWithSensitiveData', scope, { from: best.day, to: best.day })} as user_sensitive_data
    from people where ${scope.people()}`);
  return {
    day: best.day,
    total_users: best.total,
    risky: best.extra,
    inactive_users: n(state.inactive_users),
    user_sensitive_data: n(state.user_sensitive_data),
    people: n(state.people),
    monitored: n(state.monitored),
    unmonitored: n(state.people) - n(state.monitored),
  };
}

/** §2.4's endpoints with usage on their busiest day, among the endpoints the scope's endpoint figures count. */
async function busiestEndpointsDay(db: Db, scope: Scope, r: DayRange): Promise<{ day: string; total: number }> {
  if (scope.groupIds !== null) {
    const range = sql`account_id = ${acct(scope)} and day between ${r.from}::date and ${r.to}::date and ${endpointIn(scope, sql`endpoint_id`)}`;
    return busiestDay(db, r, sql`select distinct day, endpoint_id from activity_daily where ${range}`);
  }
  // the totals count every endpoint with usage; those the figures leave out (infrastructure hosts, a few) are
  // taken off day by day
  const e = aliased('e');
  const uncounted = sql`with uncounted as materialized (
    select coalesce(array_agg(e.id), '{}') as ids from endpoints e where ${endpointScope(scope)} and not (${countedEndpoints(scope, e)}))`;
  return busiestCompanyDay(db, scope, r, sql`t.endpoints - (select count(*) from active_daily a, uncounted u
      where a.account_id = t.account_id and a.day = t.day and a.part = ${'endpoint' satisfies ActivePart} and a.id = any(u.ids))`, uncounted);
}

export async function deviceStats(db: Db, scope: Scope, r: DayRange): Promise<DeviceStats> {
  const best = await busiestEndpointsDay(db, scope, r);
  const e = aliased('e');
  const counted = isPersonEndpoint(e);
  const is = (figure: EndpointFigureName) => sql`${counted} and ${endpointIs(figure, e)}`;
  const on = (family: string) => sql`e.platform_family = ${family}`;
  const s = await one<Row>(db, sql`
    select
      count(*) filter (where ${counted}) as total,
      count(*) filter (where ${counted} and e.enrolled_at < ${dayAfter(best.day)}::timestamptz) as enrolled,
      count(*) filter (where ${is('compliant')}) as compliant,
      count(*) filter (where ${is('noncompliant')}) as noncompliant,
      count(*) filter (where ${isInfrastructure(e)}) as infra,
      count(*) filter (where ${counted} and ${on('Windows')}) as pf_windows,
      count(*) filter (where ${counted} and ${on('MacOS')}) as pf_macos,
      count(*) filter (where ${counted} and ${on('Linux')}) as pf_linux,
      count(*) filter (where ${is('compliant')} and ${on('Windows')}) as comp_windows,
      count(*) filter (where ${is('compliant')} and ${on('MacOS')}) as comp_macos,
      count(*) filter (where ${is('compliant')} and ${on('Linux')}) as comp_linux,
      count(*) filter (where ${is('mdm')}) as mdm,
      count(*) filter (where ${is('unencrypted')}) as missing_hd,
      exists (select 1 from endpoints i where i.account_id = ${acct(scope)} and i.infra) as has_infra,
      ${dlpCount('endpointsWithSensitiveData', scope, { from: best.day, to: best.day })} as sensitive
    from endpoints e where ${endpointScope(scope)}`);
  return {
    day: best.day,
    endpoint_count: best.total,
    inactive: Math.max(0, n(s.enrolled) - best.total),
    device_sensitive_data: n(s.sensitive),
    noncompliant_count: n(s.noncompliant),
    compliant: n(s.compliant),
    total_endpoints: n(s.total),
    infra_count: n(s.infra),
    has_infra: Boolean(s.has_infra),
    pf_count: { Windows: n(s.pf_windows), MacOS: n(s.pf_macos), Linux: n(s.pf_linux) },
    comp_pf_count: { Windows: n(s.comp_windows), MacOS: n(s.comp_macos), Linux: n(s.comp_linux) },
    mdm_enrolled_device_count: n(s.mdm),
    mac_count: n(s.pf_macos),
    missing_hd_encryption: n(s.missing_hd),
  };
}

export async function alertStats(db: Db, scope: Scope, r: DayRange, table: 'saas' | 'website'): Promise<AlertStats> {
  const from = table === 'saas' ? sql`saas_alert_daily` : sql`website_alert_daily`;
  const s = await one<Row>(db, sql`
    select sum(count) filter (where action = 'Alert') as alerts, sum(count) filter (where action = 'Report') as reports,
      sum(count) filter (where action = 'Block') as blocks
    from ${from} where ${inRange(scope, r)}`);
  return { alerts: n(s.alerts), reports: n(s.reports), blocks: n(s.blocks) };
}

/**
 * SaaS alerts only, as the call's name says (/saas-stats-alerts-type): each segment links to the SaaS
 * alerts list filtered by its reason, whose total must equal the segment. Look-alike websites count in
 * the website alert figures (docs/DECISIONS.md, issue 17).
 */
export async function phishingStats(db: Db, scope: Scope, r: DayRange): Promise<PhishingStats> {
  const s = await one<Row>(db, sql`
    select sum(count) filter (where reason = 'App Spoofing') as spoof, sum(count) filter (where reason = 'Session Hijacking') as hijack,
      sum(count) filter (where reason = 'Typo Squatting') as typo
    from saas_alert_daily where ${inRange(scope, r)} and reason in ('App Spoofing', 'Session Hijacking', 'Typo Squatting')`);
  return { spoof_count: n(s.spoof), session_hijack_count: n(s.hijack), typo_count: n(s.typo) };
}

/**
 * The Gen AI apps used in the range are found one app at a time through the (account_id, app_id, day) index
 * (a lateral probe, LIMIT 1), and their people by reading only those apps' rows through the same index
 * (OFFSET 0 keeps the lateral subquery a per-app index scan): the range's rows of every other app are never
 * read. The former shape (a distinct over every row of the range, then a semi join of every row to the apps)
 * cost over a second at 90 days on the demo tenant (issue 14). Both lateral forms keep that plan on PGlite,
 * whose tables have no planner statistics unless something runs ANALYZE.
 */
export async function genAiStats(db: Db, scope: Scope, r: DayRange): Promise<GenAiStats> {
  const usedBy = (app: SQL) => appRowsInRange(scope, r, app);
  const s = await one<Row>(db, sql`
    with g as materialized (
      select a.id, ${effectiveAccess(scope, sql`a.id`, sql`a.categories`)} as access
      from ${appsOf(scope)} a ${usedInRange(scope, r)}
      where a.gen_ai)
    select (select count(*) from g) as apps, (select count(*) from g where access = 'Unsanctioned') as unsanctioned,
      (select count(distinct x.person_id) from g cross join lateral (select u.person_id from app_usage_daily u where ${usedBy(sql`g.id`)} offset 0) x) as users`);
  return { user_count: n(s.users), app_count: n(s.apps), unsanctioned_count: n(s.unsanctioned) };
}

export async function inactivityStats(db: Db, scope: Scope): Promise<DeviceInactivityStats> {
  const e = aliased('e');
  const s = await one<Row>(db, sql`
    select count(*) filter (where ${endpointIs('online', e)}) as active, count(*) filter (where ${endpointIs('idle', e)}) as idle,
      count(*) filter (where ${endpointIs('longIdle', e)}) as long_idle
    from endpoints e where ${countedEndpoints(scope, e)}`);
  return { active: n(s.active), idle: n(s.idle), inactive_last_week: n(s.long_idle) };
}

export async function sensitiveDataStats(db: Db, scope: Scope, r: DayRange): Promise<SensitiveDataStats> {
  const period = { from: r.from, to: r.to };
  const s = await one<Row>(db, sql`
    select ${dlpCount('sensitiveFiles', scope, period)} as files, ${dlpCount('usersWithSensitiveData', scope, period)} as users,
      ${dlpCount('endpointsWithSensitiveData', scope, period)} as devices, ${dlpCount('sensitiveActivities', scope, period)} as activities`);
  return { total_users: n(s.users), sensitive_files: n(s.files), total_devices: n(s.devices), total_activities: n(s.activities) };
}

export async function vulStats(db: Db, scope: Scope): Promise<VulStats> {
  const e = aliased('e');
  const s = await one<Row>(db, sql`
    select (select count(*) from endpoints e where ${countedEndpoints(scope, e)} and ${endpointIs('riskyApps', e)}) as devices,
      (select count(*) from people where ${scope.people()} and ${personIs('riskyApps', peopleColumns)}) as users`);
  return { vul_app_user_count: n(s.users), vul_app_device_count: n(s.devices) };
}

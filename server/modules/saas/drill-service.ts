// One app's drill-downs (spec part 2 §7 "Gen AI" and the SaaS inventory screens): its summary and per-day
// series, its people and endpoints, one person's or one endpoint's report, and the Gen AI users list.
import { sql, type SQL } from 'drizzle-orm';
import type { AppDeviceRow, AppUserRow, DayPoint, GenAiUserRow, InventoryDetail, UsageReport } from '../../../src/api/contract/saas';
import type { Db } from '../../db/client';
import { people } from '../../db/schema/people';
import { rowsOf } from '../../ingest/sql-arrays';
import { notFound } from '../../lib/http-error';
import { containsPattern } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import { appByName, type AppRecord } from './apps';
import { rangeDays, usageWhere, type CsvFile, type Range } from './inventory-service';

interface Paged extends Range {
  page: number;
  size: number;
  q?: string;
  /** one app's name (GET /saas-inv-users?a=) */
  a?: string;
}

async function requireApp(db: Db, scope: Scope, name: string): Promise<AppRecord> {
  const app = await appByName(db, scope.accountId, name);
  if (!app) throw notFound('No such app.');
  return app;
}

/** Every day of the range, zero where nothing was used, so the graph tabs show gaps as zero. */
async function series(db: Db, r: Range, where: SQL): Promise<DayPoint[]> {
  const { from, to } = rangeDays(r);
  const rows = rowsOf<{ date: string; w: number; d: number; users: number }>(
    await db.execute(sql`
      select d.day::date::text as date, coalesce(sum(u.weighted_duration_s), 0)::float8 as w, coalesce(sum(u.duration_s), 0)::float8 as d,
        count(distinct u.person_id)::int as users
      from generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') d(day)
      left join app_usage_daily u on u.day = d.day::date and ${where}
      group by d.day order by d.day`),
  );
  return rows.map((x) => ({ date: x.date, weighted_duration: Number(x.w), duration: Number(x.d), users: Number(x.users) }));
}

/** GET /saas-inv/{name}: totals over the range and the per-day series. */
export async function inventoryDetail(db: Db, scope: Scope, name: string, r: Range): Promise<InventoryDetail> {
  const app = await requireApp(db, scope, name);
  const where = sql`${usageWhere(scope, r)} and u.app_id = ${app.id}::uuid`;
  const [t] = rowsOf<{ w: number; d: number; users: number; endpoints: number; last_day: string | null }>(
    await db.execute(sql`select coalesce(sum(u.weighted_duration_s), 0)::float8 as w, coalesce(sum(u.duration_s), 0)::float8 as d,
      count(distinct u.person_id)::int as users, count(distinct u.endpoint_id)::int as endpoints, max(u.day)::text as last_day
      from app_usage_daily u where ${where}`),
  );
  return {
    name: app.name, icon: app.icon, categories: app.categories, access_type: app.access_type, action_type: app.action_type, is_gen_ai: app.gen_ai,
    is_custom: app.is_custom, weighted_duration: Number(t.w), duration: Number(t.d), users: Number(t.users), endpoints: Number(t.endpoints),
    last_seen: t.last_day, series: await series(db, r, where),
  };
}

function paging(q: Paged, all: boolean): SQL {
  return all ? sql`` : sql`limit ${q.size} offset ${(q.page - 1) * q.size}`;
}

function usersSql(scope: Scope, appId: string, q: Paged, select: SQL, tail: SQL): SQL {
  const search = q.q ? sql`and (p.name ilike ${containsPattern(q.q)} or p.email ilike ${containsPattern(q.q)})` : sql``;
  return sql`select ${select} from app_usage_daily u join people p on p.account_id = u.account_id and p.id = u.person_id
    where ${usageWhere(scope, q)} and u.app_id = ${appId}::uuid ${search} ${tail}`;
}

export async function appUsers(db: Db, scope: Scope, name: string, q: Paged, all = false): Promise<AppUserRow[]> {
  const app = await requireApp(db, scope, name);
  const select = sql`p.id, p.email, p.name, sum(u.weighted_duration_s)::float8 as w, sum(u.duration_s)::float8 as d, sum(u.sessions)::int as sessions,
    count(distinct u.endpoint_id)::int as endpoints, max(u.day)::text as last_day`;
  const rows = rowsOf<{ id: string; email: string; name: string; w: number; d: number; sessions: number; endpoints: number; last_day: string }>(
    await db.execute(usersSql(scope, app.id, q, select, sql`group by p.id, p.email, p.name order by w desc, p.email ${paging(q, all)}`)),
  );
  return rows.map((r) => ({
    id: r.id, email: r.email, name: r.name, weighted_duration: Number(r.w), duration: Number(r.d), sessions: Number(r.sessions), endpoints: Number(r.endpoints),
    last_seen: r.last_day,
  }));
}

/** GET /saas-inv/{name}/users?format=csv: every person of the filtered list. */
export async function appUsersCsv(db: Db, scope: Scope, name: string, q: Paged): Promise<CsvFile> {
  const rows = await appUsers(db, scope, name, q, true);
  return {
    fileName: 'SaaS App Users.csv',
    header: ['Name', 'Email', 'Weighted Duration (s)', 'Duration (s)', 'Sessions', 'Endpoints', 'Last Seen'],
    rows: rows.map((r) => [r.name, r.email, r.weighted_duration, r.duration, r.sessions, r.endpoints, r.last_seen]),
  };
}

export async function countAppUsers(db: Db, scope: Scope, name: string, q: Paged): Promise<number> {
  const app = await requireApp(db, scope, name);
  const [row] = rowsOf<{ n: number }>(await db.execute(usersSql(scope, app.id, q, sql`count(distinct p.id)::int as n`, sql``)));
  return Number(row?.n ?? 0);
}

function devicesSql(scope: Scope, appId: string, q: Paged, select: SQL, tail: SQL): SQL {
  const search = q.q ? sql`and e.hostname ilike ${containsPattern(q.q)}` : sql``;
  return sql`select ${select} from app_usage_daily u join endpoints e on e.account_id = u.account_id and e.id = u.endpoint_id
    left join people o on o.account_id = e.account_id and o.id = e.owner_person_id
    where ${usageWhere(scope, q)} and u.app_id = ${appId}::uuid ${search} ${tail}`;
}

export async function appDevices(db: Db, scope: Scope, name: string, q: Paged): Promise<AppDeviceRow[]> {
  const app = await requireApp(db, scope, name);
  const select = sql`e.id, e.hostname, e.platform::text as platform, o.email as owner, sum(u.weighted_duration_s)::float8 as w,
    sum(u.duration_s)::float8 as d, sum(u.sessions)::int as sessions, max(u.day)::text as last_day`;
  const rows = rowsOf<{ id: string; hostname: string; platform: string; owner: string | null; w: number; d: number; sessions: number; last_day: string }>(
    await db.execute(devicesSql(scope, app.id, q, select, sql`group by e.id, e.hostname, e.platform, o.email order by w desc, e.hostname ${paging(q, false)}`)),
  );
  return rows.map((r) => ({
    id: r.id, hostname: r.hostname, platform: r.platform, owner: r.owner, weighted_duration: Number(r.w), duration: Number(r.d), sessions: Number(r.sessions),
    last_seen: r.last_day,
  }));
}

export async function countAppDevices(db: Db, scope: Scope, name: string, q: Paged): Promise<number> {
  const app = await requireApp(db, scope, name);
  const [row] = rowsOf<{ n: number }>(await db.execute(devicesSql(scope, app.id, q, sql`count(distinct e.id)::int as n`, sql``)));
  return Number(row?.n ?? 0);
}

async function report(db: Db, scope: Scope, app: AppRecord, r: Range, subject: { id: string; label: string }, who: SQL): Promise<UsageReport> {
  const where = sql`${usageWhere(scope, r)} and u.app_id = ${app.id}::uuid and ${who}`;
  const browsers = rowsOf<{ browser: UsageReport['browsers'][number]['browser']; w: number; sessions: number }>(
    await db.execute(sql`select u.browser::text as browser, sum(u.weighted_duration_s)::float8 as w, sum(u.sessions)::int as sessions
      from app_usage_daily u where ${where} group by u.browser order by w desc`),
  );
  const alerts = rowsOf<{ date: string; action: string; reason: string; browser: string; count: number }>(
    await db.execute(sql`select u.day::text as date, u.action::text as action, u.reason::text as reason, u.browser::text as browser, sum(u.count)::int as count
      from saas_alert_daily u where ${where} group by u.day, u.action, u.reason, u.browser order by u.day desc, u.action`),
  );
  const days = await series(db, r, where);
  return {
    app: { name: app.name, icon: app.icon, access_type: app.access_type, action_type: app.action_type },
    subject,
    weighted_duration: days.reduce((n, d) => n + d.weighted_duration, 0),
    duration: days.reduce((n, d) => n + d.duration, 0),
    sessions: browsers.reduce((n, b) => n + Number(b.sessions), 0),
    series: days,
    browsers: browsers.map((b) => ({ browser: b.browser, weighted_duration: Number(b.w), sessions: Number(b.sessions) })),
    alerts: alerts.map((a) => ({ ...a, count: Number(a.count) })),
  };
}

/** GET /saas-inv/{name}/users/{email}: 404 for a person the role may not see. */
export async function userReport(db: Db, scope: Scope, name: string, email: string, r: Range): Promise<UsageReport> {
  const app = await requireApp(db, scope, name);
  const [person] = await db.select({ id: people.id, email: people.email }).from(people).where(sql`${scope.people()} and lower(${people.email}) = lower(${email})`);
  if (!person) throw notFound('No such user.');
  return report(db, scope, app, r, { id: person.id, label: person.email }, sql`u.person_id = ${person.id}::uuid`);
}

/**
 * The endpoints the role may open: for a group admin, one owned by one of its people or used by them (the
 * website endpoint report's rule), so that its devices lists lead somewhere and no other hostname leaks (issue 15).
 */
function visibleEndpoint(scope: Scope): SQL {
  if (scope.groupIds === null) return sql`true`;
  const visible = sql`(select ${people.id} from ${people} where ${scope.people()})`;
  return sql`(e.owner_person_id in ${visible} or exists (select 1 from app_usage_daily v
    where v.account_id = e.account_id and v.endpoint_id = e.id and v.person_id in ${visible}))`;
}

/** GET /saas-inv/{name}/devices/{id}: 404 for an endpoint the role may not see; a group admin sees only its people's use of it. */
export async function deviceReport(db: Db, scope: Scope, name: string, id: string, r: Range): Promise<UsageReport> {
  const app = await requireApp(db, scope, name);
  const [device] = rowsOf<{ id: string; hostname: string }>(
    await db.execute(sql`select e.id, e.hostname from endpoints e where e.account_id = ${scope.accountId}::uuid and e.id = ${id}::uuid and ${visibleEndpoint(scope)}`),
  );
  if (!device) throw notFound('No such endpoint.');
  return report(db, scope, app, r, { id: device.id, label: device.hostname }, sql`u.endpoint_id = ${device.id}::uuid`);
}

function genAiUsersSql(scope: Scope, q: Paged, select: SQL, tail: SQL): SQL {
  const search = q.q ? sql`and (p.name ilike ${containsPattern(q.q)} or p.email ilike ${containsPattern(q.q)})` : sql``;
  const app = q.a ? sql`and lower(a.name) = lower(${q.a})` : sql``;
  // Only names and the Gen AI flag are needed here, not the access type: a plain union is much cheaper per rollup row.
  const genAi = sql`(select s.id, s.name from saas_apps s where s.gen_ai
    union all select c.id, c.name from custom_apps c where c.account_id = ${scope.accountId}::uuid and c.gen_ai)`;
  return sql`select ${select} from app_usage_daily u join ${genAi} a on a.id = u.app_id
    join people p on p.account_id = u.account_id and p.id = u.person_id where ${usageWhere(scope, q)} ${search} ${app} ${tail}`;
}

/** GET /saas-inv-users (/gen-ai-user): the people using Gen AI apps over the range. */
export async function genAiUsers(db: Db, scope: Scope, q: Paged): Promise<GenAiUserRow[]> {
  const select = sql`p.id, p.email, p.name, array_agg(distinct a.name order by a.name) as apps, sum(u.weighted_duration_s)::float8 as w, max(u.day)::text as last_day`;
  const rows = rowsOf<{ id: string; email: string; name: string; apps: string[]; w: number; last_day: string }>(
    await db.execute(genAiUsersSql(scope, q, select, sql`group by p.id, p.email, p.name order by w desc, p.email ${paging(q, false)}`)),
  );
  return rows.map((r) => ({ id: r.id, email: r.email, name: r.name, apps: r.apps, weighted_duration: Number(r.w), last_seen: r.last_day }));
}

export async function countGenAiUsers(db: Db, scope: Scope, q: Paged): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(genAiUsersSql(scope, q, sql`count(distinct p.id)::int as n`, sql``)));
  return Number(row?.n ?? 0);
}

/** Per-day series of several apps at once (GET /report-saas-trends). */
export async function seriesOf(db: Db, scope: Scope, appNames: readonly string[], r: Range): Promise<Map<string, DayPoint[]>> {
  const out = new Map<string, DayPoint[]>();
  for (const name of appNames) {
    const app = await requireApp(db, scope, name);
    out.set(name, await series(db, r, sql`${usageWhere(scope, r)} and u.app_id = ${app.id}::uuid`));
  }
  return out;
}

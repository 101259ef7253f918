// A website's users and endpoints (/websites-users/{name} tabs) and the per-user and per-endpoint
// reports (/websites-users-report, /websites-endpoints-report).
import { sql, type SQL } from 'drizzle-orm';
import type {
  DetailQuery,
  WebsiteAlertDay,
  WebsiteDeviceRow,
  WebsiteEndpointReport,
  WebsitePeopleQuery,
  WebsiteUserReport,
  WebsiteUserRow,
} from '../../../src/api/contract/websites';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { containsPattern } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import { dayRange } from './range';
import { seriesOf, websiteHead } from './inventory';
import { day, num, rowsOf, usageWhere, visiblePeople } from './sql';

function sortOf(query: WebsitePeopleQuery, name: string): SQL {
  const sb = query.sb ?? 'weighted_duration';
  const so = sql.raw(query.so ?? (sb === 'name' ? 'asc' : 'desc'));
  const column = sb === 'name' ? sql.raw(`lower(${name})`) : sb === 'last_seen' ? sql`last_seen` : sql`weighted_duration`;
  return sql`${column} ${so} nulls last, id asc`;
}

const page = (q: WebsitePeopleQuery, all: boolean) => (all ? sql`` : sql`limit ${q.size} offset ${(q.page - 1) * q.size}`);

function usersSql(db: Db, scope: Scope, domain: string, query: WebsitePeopleQuery, now: Date): SQL {
  const range = dayRange(query, now);
  const pattern = query.q ? containsPattern(query.q) : null;
  return sql`
    select p.id::text as id, p.email, p.name, p.department,
      sum(u.weighted_duration_s)::float8 as weighted_duration, sum(u.duration_s)::float8 as duration, sum(u.sessions)::float8 as sessions,
      count(distinct u.endpoint_id)::int as endpoints, max(u.day)::text as last_seen
    from website_usage_daily u join people p on p.account_id = u.account_id and p.id = u.person_id
    where ${usageWhere(db, scope, range)} and u.domain = ${domain}
      ${pattern ? sql`and (p.name ilike ${pattern} or p.email ilike ${pattern})` : sql``}
    group by p.id, p.email, p.name, p.department`;
}

export async function countWebsiteUsers(db: Db, scope: Scope, domain: string, query: WebsitePeopleQuery, now: Date): Promise<number> {
  const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${usersSql(db, scope, domain, query, now)}) x`));
  return num(r?.n);
}

export async function listWebsiteUsers(db: Db, scope: Scope, domain: string, query: WebsitePeopleQuery, now: Date): Promise<WebsiteUserRow[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select * from (${usersSql(db, scope, domain, query, now)}) x order by ${sortOf(query, 'name')} ${page(query, false)}`),
  );
  return rows.map((r) => ({
    id: String(r.id),
    email: String(r.email),
    name: String(r.name),
    department: (r.department as string | null) ?? null,
    weighted_duration: num(r.weighted_duration),
    duration: num(r.duration),
    sessions: num(r.sessions),
    endpoints: num(r.endpoints),
    last_seen: day(r.last_seen),
  }));
}

function devicesSql(db: Db, scope: Scope, domain: string, query: WebsitePeopleQuery, now: Date): SQL {
  const range = dayRange(query, now);
  const pattern = query.q ? containsPattern(query.q) : null;
  return sql`
    select d.id::text as id, d.hostname, d.platform::text as platform, d.platform_family::text as platform_family,
      o.email as owner_email, o.name as owner_name,
      sum(u.weighted_duration_s)::float8 as weighted_duration, sum(u.duration_s)::float8 as duration, sum(u.sessions)::float8 as sessions,
      count(distinct u.person_id)::int as users, max(u.day)::text as last_seen
    from website_usage_daily u
    join endpoints d on d.account_id = u.account_id and d.id = u.endpoint_id
    left join people o on o.account_id = d.account_id and o.id = d.owner_person_id
    where ${usageWhere(db, scope, range)} and u.domain = ${domain}
      ${pattern ? sql`and (d.hostname ilike ${pattern} or o.email ilike ${pattern} or o.name ilike ${pattern})` : sql``}
    group by d.id, d.hostname, d.platform, d.platform_family, o.email, o.name`;
}

export async function countWebsiteDevices(db: Db, scope: Scope, domain: string, query: WebsitePeopleQuery, now: Date): Promise<number> {
  const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${devicesSql(db, scope, domain, query, now)}) x`));
  return num(r?.n);
}

export async function listWebsiteDevices(db: Db, scope: Scope, domain: string, query: WebsitePeopleQuery, now: Date): Promise<WebsiteDeviceRow[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select * from (${devicesSql(db, scope, domain, query, now)}) x order by ${sortOf(query, 'hostname')} ${page(query, false)}`),
  );
  return rows.map((r) => ({
    id: String(r.id),
    hostname: String(r.hostname),
    platform: String(r.platform),
    platform_family: String(r.platform_family),
    owner_email: (r.owner_email as string | null) ?? null,
    owner_name: (r.owner_name as string | null) ?? null,
    weighted_duration: num(r.weighted_duration),
    duration: num(r.duration),
    sessions: num(r.sessions),
    users: num(r.users),
    last_seen: day(r.last_seen),
  }));
}

/** Totals, per-browser figures and per-day series of usage rows matching `where` (alias u). */
export async function usageReport(db: Db, where: SQL) {
  const browsers = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select u.browser::text as browser, sum(u.weighted_duration_s)::float8 as weighted_duration, sum(u.duration_s)::float8 as duration, sum(u.sessions)::float8 as sessions
      from website_usage_daily u where ${where} group by u.browser order by 2 desc, 1`),
  ).map((r) => ({ browser: r.browser as WebsiteUserReport['browsers'][number]['browser'], weighted_duration: num(r.weighted_duration), duration: num(r.duration), sessions: num(r.sessions) }));
  const series = await seriesOf(db, where);
  const sum = (k: 'weighted_duration' | 'duration' | 'sessions') => browsers.reduce((n, b) => n + b[k], 0);
  return { weighted_duration: sum('weighted_duration'), duration: sum('duration'), sessions: sum('sessions'), series, browsers };
}

async function alertsOf(db: Db, where: SQL): Promise<WebsiteAlertDay[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select a.day::text as date, a.domain, a.action::text as action, a.reason::text as reason, a.browser::text as browser, sum(a.count)::int as count
      from website_alert_daily a where ${where} group by 1, 2, 3, 4, 5 order by 1 desc, 3, 4, 5`),
  );
  return rows.map((r) => ({ date: day(r.date) ?? '', domain: String(r.domain), action: r.action, reason: r.reason, browser: r.browser, count: num(r.count) }) as WebsiteAlertDay);
}

export async function websiteUserReport(db: Db, scope: Scope, domain: string, email: string, query: DetailQuery, now: Date): Promise<WebsiteUserReport> {
  const website = await websiteHead(db, scope, domain);
  const [person] = rowsOf<{ id: string; email: string; name: string; department: string | null }>(
    await db.execute(sql`select p.id::text as id, p.email, p.name, p.department from people p
      where p.account_id = ${scope.accountId}::uuid and lower(p.email) = lower(${email}) and ${visiblePeople(db, scope, sql`p.id`)}`),
  );
  if (!person) throw notFound('User not found');
  const range = dayRange(query, now);
  const usage = await usageReport(db, sql`${usageWhere(db, scope, range)} and u.domain = ${domain} and u.person_id = ${person.id}::uuid`);
  const alerts = await alertsOf(db, sql`${usageWhere(db, scope, range, 'a')} and a.domain = ${domain} and a.person_id = ${person.id}::uuid`);
  return { website, person, ...usage, alerts };
}

export async function websiteEndpointReport(db: Db, scope: Scope, domain: string, endpointId: string, query: DetailQuery, now: Date): Promise<WebsiteEndpointReport> {
  const website = await websiteHead(db, scope, domain);
  const [endpoint] = rowsOf<{ id: string; hostname: string; platform: string; platform_family: string; owner_email: string | null; owner_id: string | null }>(
    await db.execute(sql`select d.id::text as id, d.hostname, d.platform::text as platform, d.platform_family::text as platform_family,
        o.email as owner_email, o.id::text as owner_id
      from endpoints d left join people o on o.account_id = d.account_id and o.id = d.owner_person_id
      where d.account_id = ${scope.accountId}::uuid and d.id = ${endpointId}::uuid`),
  );
  if (!endpoint) throw notFound('Endpoint not found');
  const range = dayRange(query, now);
  const where = sql`${usageWhere(db, scope, range)} and u.domain = ${domain} and u.endpoint_id = ${endpointId}::uuid`;
  if (scope.groupIds !== null) {
    // A group admin reaches an endpoint owned by one of its people or used by them.
    const [seen] = rowsOf<{ ok: boolean }>(
      await db.execute(sql`select (${endpoint.owner_id ? sql`${visiblePeople(db, scope, sql`${endpoint.owner_id}::uuid`)}` : sql`false`}
        or exists (select 1 from website_usage_daily u where u.account_id = ${scope.accountId}::uuid and u.endpoint_id = ${endpointId}::uuid
          and ${visiblePeople(db, scope, sql`u.person_id`)})) as ok`),
    );
    if (!seen?.ok) throw notFound('Endpoint not found');
  }
  const usage = await usageReport(db, where);
  const alerts = await alertsOf(db, sql`${usageWhere(db, scope, range, 'a')} and a.domain = ${domain} and a.endpoint_id = ${endpointId}::uuid`);
  const { owner_id: _owner, ...endpointRow } = endpoint;
  return { website, endpoint: endpointRow, ...usage, alerts };
}

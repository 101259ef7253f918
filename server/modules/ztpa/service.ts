// Zero-trust private access (issue 22): the figures of Inventory › ZTPA and the ZTPA Logs read ztpa_activity
// (what the endpoint agents and the gateways report) for the scope's people; gateway status comes from the
// last heartbeat. Setup and management are in setup.ts.
import { sql, type SQL } from 'drizzle-orm';
import {
  CONNECTED_WINDOW_MS, DEFAULT_RANGE_DAYS, GATEWAY_OFFLINE_AFTER_MS,
  type AdminGatewayRow, type DayPoint, type DestinationDetail, type DestinationRow, type DestinationUser, type DestinationUserGraph,
  type GatewayEventRow, type GatewayLogFile, type GatewayRow, type ZtpaLogRow,
} from '../../../src/api/contract/ztpa';
import type { z } from 'zod';
import type {
  adminGatewayQuery, destinationListQuery, detailQuery, gatewayActivityQuery, gatewayEventQuery, gatewayListQuery, ztpaLogFilterQuery, ztpaLogQuery,
} from '../../../src/api/contract/ztpa';
import type { Db } from '../../db/client';
import { containsPattern, iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import { acct, n, one, personIn, rows } from '../dashboard/scoped';
import { notFound } from '../../lib/http-error';

const DAY = 86_400_000;

export interface Range {
  from: Date;
  to: Date;
}

/** s and e (epoch ms) of the query, or the last DEFAULT_RANGE_DAYS days up to now. */
export function rangeOf(query: { s?: number; e?: number }, now: Date): Range {
  // without e, up to and including now (the bounds are half-open: at < to)
  const to = query.e !== undefined ? new Date(query.e) : new Date(now.getTime() + 1);
  const from = query.s !== undefined ? new Date(query.s) : new Date(to.getTime() - DEFAULT_RANGE_DAYS * DAY);
  return { from, to };
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const page = (q: { page: number; size: number }) => sql`limit ${q.size} offset ${(q.page - 1) * q.size}`;
/** ONLINE while the last heartbeat is recent enough (GATEWAY_OFFLINE_AFTER_MS). */
export function statusSql(lastSeen: SQL, now: Date): SQL {
  return sql`case when ${lastSeen} >= ${ts(new Date(now.getTime() - GATEWAY_OFFLINE_AFTER_MS))} then 'ONLINE' else 'OFFLINE' end`;
}
/** activity rows (alias a) of the scope's people */
const activityOf = (scope: Scope) => sql`a.account_id = ${acct(scope)} and ${personIn(scope, sql`a.person_id`)}`;

// ---------- gateways (Inventory) ----------

type GatewayQuery = z.output<typeof gatewayListQuery>;

function gatewaysRelation(scope: Scope, range: Range, now: Date): SQL {
  const whole = scope.groupIds === null;
  const status = statusSql(sql`g.last_seen`, now);
  return sql`(
    with t as (
      select a.gateway_id, count(*) filter (where a.action = 'Allow') as connections,
        coalesce(sum(a.bytes_in), 0) as bytes_in, coalesce(sum(a.bytes_out), 0) as bytes_out
      from ztpa_activity a where ${activityOf(scope)} and a.at >= ${ts(range.from)} and a.at < ${ts(range.to)} group by a.gateway_id),
    c as (
      select a.gateway_id, count(distinct a.person_id) as users from ztpa_activity a
      where ${activityOf(scope)} and a.action = 'Allow' and a.at >= ${ts(new Date(now.getTime() - CONNECTED_WINDOW_MS))} and a.at <= ${ts(now)}
      group by a.gateway_id),
    d as (select gateway_id, count(*) as destinations from ztpa_destinations where account_id = ${acct(scope)} group by gateway_id)
    select g.id, g.name, g.region, ${status} as status, g.last_seen, g.version,
      case when g.public_ip is null then null else g.public_ip || ':' || g.listen_port end as public_endpoint, g.subnets,
      case when ${whole} and ${status} = 'ONLINE' and g.reported_users is not null then g.reported_users else coalesce(c.users, 0) end as connected_users,
      coalesce(t.bytes_in, 0) as bytes_in, coalesce(t.bytes_out, 0) as bytes_out, coalesce(t.connections, 0) as connections,
      coalesce(d.destinations, 0) as destinations
    from ztpa_gateways g left join t on t.gateway_id = g.id left join c on c.gateway_id = g.id left join d on d.gateway_id = g.id
    where g.account_id = ${acct(scope)}) as x`;
}

function gatewayWhere(query: { q?: string; status?: string[] }): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.q) parts.push(sql`(x.name ilike ${containsPattern(query.q)} or coalesce(x.region, '') ilike ${containsPattern(query.q)} or coalesce(x.public_endpoint, '') ilike ${containsPattern(query.q)})`);
  if (query.status?.length) parts.push(sql`x.status in ${query.status}`);
  return sql.join(parts, sql` and `);
}

const GATEWAY_ORDER: Record<GatewayQuery['sb'], SQL> = {
  name: sql`x.name`, status: sql`x.status`, last_seen: sql`x.last_seen`, connected_users: sql`x.connected_users`,
  bytes_in: sql`x.bytes_in`, bytes_out: sql`x.bytes_out`, version: sql`x.version`,
};
const dir = (so: 'asc' | 'desc') => (so === 'asc' ? sql`asc nulls first` : sql`desc nulls last`);

interface GatewaySqlRow {
  id: string; name: string; region: string | null; status: 'ONLINE' | 'OFFLINE'; last_seen: string | Date | null; version: string | null;
  public_endpoint: string | null; subnets: string[]; connected_users: unknown; bytes_in: unknown; bytes_out: unknown; connections: unknown; destinations: unknown;
}

export async function listGateways(db: Db, scope: Scope, query: GatewayQuery, now: Date): Promise<GatewayRow[]> {
  const found = await rows<GatewaySqlRow>(
    db,
    sql`select * from ${gatewaysRelation(scope, rangeOf(query, now), now)} where ${gatewayWhere(query)}
      order by ${GATEWAY_ORDER[query.sb]} ${dir(query.so)}, x.name, x.id ${page(query)}`,
  );
  return found.map((r) => ({
    id: r.id, name: r.name, region: r.region, status: r.status, last_seen: iso(r.last_seen), version: r.version, public_endpoint: r.public_endpoint,
    subnets: r.subnets ?? [], connected_users: n(r.connected_users), bytes_in: n(r.bytes_in), bytes_out: n(r.bytes_out),
    connections: n(r.connections), destinations: n(r.destinations),
  }));
}

export async function countGateways(db: Db, scope: Scope, query: GatewayQuery, now: Date): Promise<number> {
  const r = await one<{ total: unknown }>(db, sql`select count(*) as total from ${gatewaysRelation(scope, rangeOf(query, now), now)} where ${gatewayWhere(query)}`);
  return n(r.total);
}

// ---------- destinations ----------

type DestinationQuery = z.output<typeof destinationListQuery>;

function destinationsRelation(scope: Scope, range: Range, extra: SQL = sql`true`): SQL {
  return sql`(
    with act as (
      select a.gateway_id, a.destination as host,
        count(*) filter (where a.action = 'Allow') as connections, count(*) filter (where a.action = 'Deny') as denied,
        count(distinct a.person_id) filter (where a.action = 'Allow') as people,
        coalesce(sum(a.bytes_in), 0) as bytes_in, coalesce(sum(a.bytes_out), 0) as bytes_out,
        max(a.at) filter (where a.action = 'Allow') as last_access
      from ztpa_activity a where ${activityOf(scope)} and a.at >= ${ts(range.from)} and a.at < ${ts(range.to)} group by 1, 2),
    conf as (
      select distinct on (gateway_id, host) id, gateway_id, host, name, address, port, protocol
      from ztpa_destinations where account_id = ${acct(scope)} order by gateway_id, host, created_at, id)
    select coalesce(act.gateway_id, conf.gateway_id) as gateway_id, g.name as gateway, coalesce(act.host, conf.host) as host,
      conf.id, conf.name, conf.address, conf.port, conf.protocol,
      coalesce(act.people, 0) as people, coalesce(act.connections, 0) as connections, coalesce(act.denied, 0) as denied,
      coalesce(act.bytes_in, 0) as bytes_in, coalesce(act.bytes_out, 0) as bytes_out, act.last_access
    from act full join conf on conf.gateway_id = act.gateway_id and conf.host = act.host
    join ztpa_gateways g on g.account_id = ${acct(scope)} and g.id = coalesce(act.gateway_id, conf.gateway_id)) as x where ${extra}`;
}

function destinationWhere(query: { q?: string; gateway?: string }): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.q) parts.push(sql`(x.host ilike ${containsPattern(query.q)} or coalesce(x.name, '') ilike ${containsPattern(query.q)})`);
  if (query.gateway) parts.push(sql`x.gateway_id = ${query.gateway}::uuid`);
  return sql.join(parts, sql` and `);
}

const DESTINATION_ORDER: Record<DestinationQuery['sb'], SQL> = {
  host: sql`x.host`, name: sql`x.name`, gateway: sql`x.gateway`, people: sql`x.people`, connections: sql`x.connections`,
  bytes: sql`(x.bytes_in + x.bytes_out)`, last_access: sql`x.last_access`,
};

interface DestinationSqlRow {
  gateway_id: string; gateway: string; host: string; id: string | null; name: string | null; address: string | null; port: number | null;
  protocol: string | null; people: unknown; connections: unknown; denied: unknown; bytes_in: unknown; bytes_out: unknown; last_access: string | Date | null;
}

const destinationOf = (r: DestinationSqlRow): DestinationRow => ({
  host: r.host, id: r.id, name: r.name, address: r.address, port: r.port === null ? null : Number(r.port), protocol: r.protocol,
  gateway_id: r.gateway_id, gateway: r.gateway, people: n(r.people), connections: n(r.connections), denied: n(r.denied),
  bytes_in: n(r.bytes_in), bytes_out: n(r.bytes_out), last_access: iso(r.last_access),
});

export async function listDestinations(db: Db, scope: Scope, query: DestinationQuery, now: Date): Promise<DestinationRow[]> {
  const found = await rows<DestinationSqlRow>(
    db,
    sql`select * from ${destinationsRelation(scope, rangeOf(query, now), destinationWhere(query))}
      order by ${DESTINATION_ORDER[query.sb]} ${dir(query.so)}, x.host, x.gateway_id ${page(query)}`,
  );
  return found.map(destinationOf);
}

export async function countDestinations(db: Db, scope: Scope, query: DestinationQuery, now: Date): Promise<number> {
  const r = await one<{ total: unknown }>(db, sql`select count(*) as total from ${destinationsRelation(scope, rangeOf(query, now), destinationWhere(query))}`);
  return n(r.total);
}

/** A point per UTC day of the range (zeros included) over the activity rows `where` selects (alias a). */
async function seriesOf(db: Db, where: SQL, range: Range): Promise<DayPoint[]> {
  const found = await rows<{ day: string; connections: unknown; denied: unknown; people: unknown; bytes_in: unknown; bytes_out: unknown }>(
    db,
    sql`with days as (
        select generate_series(date_trunc('day', ${ts(range.from)} at time zone 'UTC'), date_trunc('day', ${ts(range.to)} at time zone 'UTC'), interval '1 day')::date as day),
      t as (
        select (a.at at time zone 'UTC')::date as day, count(*) filter (where a.action = 'Allow') as connections,
          count(*) filter (where a.action = 'Deny') as denied, count(distinct a.person_id) filter (where a.action = 'Allow') as people,
          coalesce(sum(a.bytes_in), 0) as bytes_in, coalesce(sum(a.bytes_out), 0) as bytes_out
        from ztpa_activity a where ${where} and a.at >= ${ts(range.from)} and a.at < ${ts(range.to)} group by 1)
      select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(t.connections, 0) as connections, coalesce(t.denied, 0) as denied,
        coalesce(t.people, 0) as people, coalesce(t.bytes_in, 0) as bytes_in, coalesce(t.bytes_out, 0) as bytes_out
      from days left join t on t.day = days.day order by days.day`,
  );
  return found.map((r) => ({ day: r.day, connections: n(r.connections), denied: n(r.denied), people: n(r.people), bytes_in: n(r.bytes_in), bytes_out: n(r.bytes_out) }));
}

interface UserSqlRow {
  person_id: string; name: string; email: string; connections: unknown; denied: unknown; bytes_in: unknown; bytes_out: unknown; last_access: string | Date | null;
}
const userOf = (r: UserSqlRow): DestinationUser => ({
  person_id: r.person_id, name: r.name, email: r.email, connections: n(r.connections), denied: n(r.denied),
  bytes_in: n(r.bytes_in), bytes_out: n(r.bytes_out), last_access: iso(r.last_access),
});

function usersOf(where: SQL, range: Range): SQL {
  return sql`select p.id as person_id, p.name, p.email, count(a.id) filter (where a.action = 'Allow') as connections,
      count(a.id) filter (where a.action = 'Deny') as denied, coalesce(sum(a.bytes_in), 0) as bytes_in, coalesce(sum(a.bytes_out), 0) as bytes_out,
      max(a.at) filter (where a.action = 'Allow') as last_access
    from ztpa_activity a join people p on p.account_id = a.account_id and p.id = a.person_id
    where ${where} and a.at >= ${ts(range.from)} and a.at < ${ts(range.to)}
    group by p.id, p.name, p.email`;
}

export const TOP_USERS = 10;

export async function getDestination(db: Db, scope: Scope, host: string, query: z.output<typeof detailQuery>, now: Date): Promise<DestinationDetail> {
  const range = rangeOf(query, now);
  const [row] = await rows<DestinationSqlRow>(
    db,
    sql`select * from ${destinationsRelation(scope, range, sql`lower(x.host) = lower(${host})`)} order by x.connections desc, x.gateway_id limit 1`,
  );
  if (!row) throw notFound('No such destination.');
  const where = sql`${activityOf(scope)} and a.destination = ${row.host}`;
  const [series, top] = await Promise.all([
    seriesOf(db, where, range),
    rows<UserSqlRow>(db, sql`${usersOf(where, range)} order by connections desc, bytes_in desc, p.email limit ${TOP_USERS}`),
  ]);
  return { destination: destinationOf(row), series, top_users: top.map(userOf) };
}

export async function getDestinationUser(
  db: Db, scope: Scope, host: string, email: string, query: z.output<typeof detailQuery>, now: Date,
): Promise<DestinationUserGraph> {
  const range = rangeOf(query, now);
  const [person] = await rows<{ id: string; name: string; email: string }>(
    db,
    sql`select id, name, email from people where ${scope.people()} and lower(email) = lower(${email}) limit 1`,
  );
  if (!person) throw notFound('No such user.');
  const [known] = await rows<{ host: string }>(
    db,
    sql`(select destination as host from ztpa_activity where account_id = ${acct(scope)} and lower(destination) = lower(${host}) limit 1)
      union all (select host from ztpa_destinations where account_id = ${acct(scope)} and lower(host) = lower(${host}) limit 1) limit 1`,
  );
  if (!known) throw notFound('No such destination.');
  const where = sql`${activityOf(scope)} and a.destination = ${known.host} and a.person_id = ${person.id}::uuid`;
  const [series, users, recent] = await Promise.all([
    seriesOf(db, where, range),
    rows<UserSqlRow>(db, usersOf(where, range)),
    logRows(db, sql`${where} and a.at >= ${ts(range.from)} and a.at < ${ts(range.to)}`, sql`order by a.at desc, a.id limit 20`),
  ]);
  const user = users[0] ? userOf(users[0]) : userOf({ person_id: person.id, name: person.name, email: person.email, connections: 0, denied: 0, bytes_in: 0, bytes_out: 0, last_access: null });
  return { host: known.host, user, series, recent };
}

// ---------- ZTPA logs ----------

type LogFilters = z.output<typeof ztpaLogFilterQuery>;

interface LogSqlRow {
  id: string; at: string | Date; action: 'Allow' | 'Deny'; gateway_id: string; gateway: string | null; destination: string; port: number | null;
  person_id: string; user_name: string; email: string; endpoint_id: string; hostname: string | null; bytes_in: unknown; bytes_out: unknown; duration_s: number;
}

const logOf = (r: LogSqlRow): ZtpaLogRow => ({
  id: r.id, time: iso(r.at)!, action: r.action, gateway_id: r.gateway_id, gateway: r.gateway ?? '(deleted gateway)', destination: r.destination,
  port: r.port === null ? null : Number(r.port), person_id: r.person_id, user_name: r.user_name, email: r.email, endpoint_id: r.endpoint_id,
  hostname: r.hostname, bytes_in: n(r.bytes_in), bytes_out: n(r.bytes_out), duration_s: Number(r.duration_s),
});

async function logRows(db: Db, where: SQL, tail: SQL): Promise<ZtpaLogRow[]> {
  const found = await rows<LogSqlRow>(
    db,
    sql`select a.id, a.at, a.action, a.gateway_id, g.name as gateway, a.destination, a.port, a.person_id, p.name as user_name, p.email,
        a.endpoint_id, e.hostname, a.bytes_in, a.bytes_out, a.duration_s
      from ztpa_activity a
      join people p on p.account_id = a.account_id and p.id = a.person_id
      left join endpoints e on e.account_id = a.account_id and e.id = a.endpoint_id
      left join ztpa_gateways g on g.account_id = a.account_id and g.id = a.gateway_id
      where ${where} ${tail}`,
  );
  return found.map(logOf);
}

function logWhere(scope: Scope, q: Partial<LogFilters>, now: Date, ranged = true): SQL {
  const parts: SQL[] = [activityOf(scope)];
  if (ranged) {
    const range = rangeOf(q, now);
    parts.push(sql`a.at >= ${ts(range.from)} and a.at < ${ts(range.to)}`);
  }
  if (q.action?.length) parts.push(sql`a.action in ${q.action}`);
  if (q.gateway) parts.push(sql`a.gateway_id = ${q.gateway}::uuid`);
  if (q.q) parts.push(sql`a.destination ilike ${containsPattern(q.q)}`);
  if (q.u) parts.push(sql`a.person_id in (select id from people where account_id = ${acct(scope)} and (name ilike ${containsPattern(q.u)} or email ilike ${containsPattern(q.u)}))`);
  return sql.join(parts, sql` and `);
}

type LogQuery = z.output<typeof ztpaLogQuery>;

export async function listZtpaLogs(db: Db, scope: Scope, query: LogQuery, now: Date): Promise<ZtpaLogRow[]> {
  return logRows(db, logWhere(scope, query, now), sql`order by a.at ${query.so === 'asc' ? sql`asc` : sql`desc`}, a.id ${page(query)}`);
}

export async function countZtpaLogs(db: Db, scope: Scope, query: LogQuery, now: Date): Promise<number> {
  const r = await one<{ total: unknown }>(db, sql`select count(*) as total from ztpa_activity a where ${logWhere(scope, query, now)}`);
  return n(r.total);
}

const CSV_PAGE = 2000;

/** Every filtered row, in pages, for the CSV. */
export async function* streamZtpaLogs(db: Db, scope: Scope, query: LogQuery, now: Date): AsyncGenerator<ZtpaLogRow> {
  for (let offset = 0; ; offset += CSV_PAGE) {
    const batch = await logRows(db, logWhere(scope, query, now), sql`order by a.at ${query.so === 'asc' ? sql`asc` : sql`desc`}, a.id limit ${CSV_PAGE} offset ${offset}`);
    yield* batch;
    if (batch.length < CSV_PAGE) return;
  }
}

// ---------- Admin › ZTPA ----------

/** The gateway row of the scope's company, or 404 (another company's id is as unknown as a made-up one). */
export async function gatewayOf(db: Db, scope: Scope, id: string) {
  const [row] = await rows<{ id: string; name: string }>(db, sql`select id, name from ztpa_gateways where account_id = ${acct(scope)} and id = ${id}::uuid`);
  if (!row) throw notFound('No such gateway.');
  return row;
}

interface AdminSqlRow {
  id: string; name: string; region: string | null; status: 'ONLINE' | 'OFFLINE'; last_seen: string | Date | null; version: string | null;
  public_ip: string | null; listen_port: number; endpoint_ip_range: string | null; subnets: string[]; public_key: string | null;
  enrolled_at: string | Date | null; reported_users: number | null; reported_bytes_in: unknown; reported_bytes_out: unknown;
  errors_24h: unknown; created_at: string | Date;
}

export function adminRelation(scope: Scope, now: Date): SQL {
  return sql`(select g.id, g.name, g.region, ${statusSql(sql`g.last_seen`, now)} as status, g.last_seen, g.version, g.public_ip, g.listen_port,
      case when g.public_ip is null then null else g.public_ip || ':' || g.listen_port end as public_endpoint,
      g.endpoint_ip_range, g.subnets, g.public_key, g.enrolled_at, g.reported_users, g.reported_bytes_in, g.reported_bytes_out, g.created_at,
      (select count(*) from ztpa_gateway_events v where v.account_id = g.account_id and v.gateway_id = g.id and v.level = 'error'
        and v.at >= ${ts(new Date(now.getTime() - DAY))}) as errors_24h
    from ztpa_gateways g where g.account_id = ${acct(scope)}) as x`;
}

export const adminOf = (r: AdminSqlRow): AdminGatewayRow => ({
  id: r.id, name: r.name, region: r.region, status: r.status, last_seen: iso(r.last_seen), version: r.version,
  public_endpoint: r.public_ip ? `${r.public_ip}:${r.listen_port}` : null, listen_port: Number(r.listen_port), endpoint_ip_range: r.endpoint_ip_range,
  subnets: r.subnets ?? [], public_key: r.public_key, enrolment: r.enrolled_at ? 'Enrolled' : 'Pending', enrolled_at: iso(r.enrolled_at),
  reported_users: r.reported_users === null ? null : Number(r.reported_users),
  reported_bytes_in: r.reported_bytes_in === null ? null : n(r.reported_bytes_in), reported_bytes_out: r.reported_bytes_out === null ? null : n(r.reported_bytes_out),
  errors_24h: n(r.errors_24h), created_at: iso(r.created_at)!,
});

type AdminQuery = z.output<typeof adminGatewayQuery>;

export async function listServers(db: Db, scope: Scope, query: AdminQuery, now: Date): Promise<AdminGatewayRow[]> {
  const found = await rows<AdminSqlRow>(
    db,
    sql`select * from ${adminRelation(scope, now)} where ${gatewayWhere(query)} order by x.name ${query.so === 'asc' ? sql`asc` : sql`desc`}, x.id ${page(query)}`,
  );
  return found.map(adminOf);
}

export async function countServers(db: Db, scope: Scope, query: AdminQuery, now: Date): Promise<number> {
  const r = await one<{ total: unknown }>(db, sql`select count(*) as total from ${adminRelation(scope, now)} where ${gatewayWhere(query)}`);
  return n(r.total);
}

export async function adminRow(db: Db, scope: Scope, id: string, now: Date): Promise<AdminGatewayRow> {
  const [row] = await rows<AdminSqlRow>(db, sql`select * from ${adminRelation(scope, now)} where x.id = ${id}::uuid`);
  if (!row) throw notFound('No such gateway.');
  return adminOf(row);
}

export async function listServerLogs(db: Db, scope: Scope, id: string): Promise<GatewayLogFile[]> {
  await gatewayOf(db, scope, id);
  const found = await rows<{ day: string; lines: unknown; errors: unknown; bytes: unknown }>(
    db,
    sql`select to_char((at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(*) as lines, count(*) filter (where level = 'error') as errors,
        sum(octet_length(message) + 32) as bytes
      from ztpa_gateway_events where account_id = ${acct(scope)} and gateway_id = ${id}::uuid group by 1 order by 1 desc`,
  );
  return found.map((r) => ({ file: `gateway-${r.day}.log`, day: r.day, lines: n(r.lines), errors: n(r.errors), bytes: n(r.bytes) }));
}

/** One day's log file as text: one line per event, 'time LEVEL message'. */
export async function serverLogText(db: Db, scope: Scope, id: string, day: string): Promise<string> {
  await gatewayOf(db, scope, id);
  const found = await rows<{ at: string | Date; level: string; message: string }>(
    db,
    sql`select at, level, message from ztpa_gateway_events where account_id = ${acct(scope)} and gateway_id = ${id}::uuid
      and at >= ${`${day}T00:00:00Z`}::timestamptz and at < ${`${day}T00:00:00Z`}::timestamptz + interval '1 day' order by at, id`,
  );
  if (found.length === 0) throw notFound('No such log file.');
  return found.map((r) => `${iso(r.at)} ${r.level.toUpperCase().padEnd(7)} ${r.message.replace(/[\r\n]+/g, ' ')}`).join('\n') + '\n';
}

type ActivityQuery = z.output<typeof gatewayActivityQuery>;

export async function listServerActivity(db: Db, scope: Scope, id: string, query: ActivityQuery, now: Date): Promise<ZtpaLogRow[]> {
  await gatewayOf(db, scope, id);
  return listZtpaLogs(db, scope, { ...query, gateway: id }, now);
}

export async function countServerActivity(db: Db, scope: Scope, id: string, query: ActivityQuery, now: Date): Promise<number> {
  await gatewayOf(db, scope, id);
  return countZtpaLogs(db, scope, { ...query, gateway: id }, now);
}

type EventQuery = z.output<typeof gatewayEventQuery>;

function errorWhere(scope: Scope, id: string, query: EventQuery, now: Date): SQL {
  const range = rangeOf(query, now);
  return sql`account_id = ${acct(scope)} and gateway_id = ${id}::uuid and level = 'error' and at >= ${ts(range.from)} and at < ${ts(range.to)}`;
}

export async function listServerErrors(db: Db, scope: Scope, id: string, query: EventQuery, now: Date): Promise<GatewayEventRow[]> {
  await gatewayOf(db, scope, id);
  const found = await rows<{ id: string; at: string | Date; level: 'info' | 'warning' | 'error'; message: string }>(
    db,
    sql`select id, at, level, message from ztpa_gateway_events where ${errorWhere(scope, id, query, now)}
      order by at ${query.so === 'asc' ? sql`asc` : sql`desc`}, id ${page(query)}`,
  );
  return found.map((r) => ({ id: r.id, time: iso(r.at)!, level: r.level, message: r.message }));
}

export async function countServerErrors(db: Db, scope: Scope, id: string, query: EventQuery, now: Date): Promise<number> {
  await gatewayOf(db, scope, id);
  const r = await one<{ total: unknown }>(db, sql`select count(*) as total from ztpa_gateway_events where ${errorWhere(scope, id, query, now)}`);
  return n(r.total);
}

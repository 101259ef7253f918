// The per-day rollups (issue 3 "Rollups"): the newly stored events of a batch are summed in memory
// by their grouping key, then added with one INSERT ... ON CONFLICT DO UPDATE per table. Keys are
// sorted so that concurrent batches on PostgreSQL lock rollup rows in the same order (no deadlocks).
import { sql, type SQL } from 'drizzle-orm';
import { columnsOf, ident, insertRows, type Column, type Part, type Scalar } from './sql-arrays';
import type { Stored } from './stored';

export interface RollupSpec {
  table: string;
  keys: readonly Column[];
  sums: readonly Column[];
  /** the grouping key of an event as one text (also the lock order), or null when it does not count in this rollup */
  groupOf(row: Stored): string | null;
  /** the values of `keys` for the first event of a group */
  keyOf(row: Stored): Scalar[];
  /** adds the event's amounts to its group's sums (in the order of `sums`) */
  add(sums: number[], row: Stored): void;
  /**
   * company-wide rows that every batch of the company's devices adds to: written last in the transaction,
   * so that on PostgreSQL a concurrent batch waits for their row locks only until this one commits
   */
  shared?: true;
}

const day = (row: Stored) => row.iso.slice(0, 10);
const S = '\u0001';
const c = (name: string, type: string): Column => ({ name, type });
const PERSON_ENDPOINT = [c('person_id', 'uuid'), c('endpoint_id', 'uuid')];
const USAGE_SUMS = [c('sessions', 'int4'), c('duration_s', 'int8'), c('weighted_duration_s', 'int8')];

function addUsage(s: number[], r: Stored): void {
  if (r.event.kind !== 'usage') return;
  s[0] += 1;
  s[1] += r.event.duration_s;
  s[2] += r.event.weighted_duration_s;
}

const ACTIVITY_SUMS = [c('sessions', 'int4'), c('duration_s', 'int8'), c('weighted_duration_s', 'int8'), c('app_sessions', 'int4'), c('app_duration_s', 'int8'), c('app_weighted_duration_s', 'int8')];

/** activity_daily's sums: every usage session, and again in the app_* sums when it is an app's */
function addActivity(s: number[], r: Stored): void {
  if (r.event.kind !== 'usage') return;
  const { duration_s: d, weighted_duration_s: w } = r.event;
  s[0] += 1;
  s[1] += d;
  s[2] += w;
  if (r.appId) {
    s[3] += 1;
    s[4] += d;
    s[5] += w;
  }
}

export const ROLLUPS: readonly RollupSpec[] = [
  {
    table: 'app_usage_daily',
    keys: [c('day', 'date'), c('app_id', 'uuid'), ...PERSON_ENDPOINT, c('browser', 'browser')],
    sums: USAGE_SUMS,
    groupOf: (r) => (r.event.kind === 'usage' && r.appId ? day(r) + S + r.appId + S + r.personId + S + r.endpointId + S + r.event.browser : null),
    keyOf: (r) => [day(r), r.appId, r.personId, r.endpointId, r.event.kind === 'usage' ? r.event.browser : null],
    add: addUsage,
  },
  {
    table: 'website_usage_daily',
    keys: [c('day', 'date'), c('domain', 'text'), ...PERSON_ENDPOINT, c('browser', 'browser')],
    sums: USAGE_SUMS,
    groupOf: (r) => (r.event.kind === 'usage' && r.domain ? day(r) + S + r.domain + S + r.personId + S + r.endpointId + S + r.event.browser : null),
    keyOf: (r) => [day(r), r.domain, r.personId, r.endpointId, r.event.kind === 'usage' ? r.event.browser : null],
    add: addUsage,
  },
  {
    // the company-wide sums of the two tables above (db/schema/rollups.ts appDaily, websiteDaily)
    table: 'app_daily',
    shared: true,
    keys: [c('day', 'date'), c('app_id', 'uuid')],
    sums: USAGE_SUMS,
    groupOf: (r) => (r.event.kind === 'usage' && r.appId ? day(r) + S + r.appId : null),
    keyOf: (r) => [day(r), r.appId],
    add: addUsage,
  },
  {
    table: 'website_daily',
    shared: true,
    keys: [c('day', 'date'), c('domain', 'text')],
    sums: USAGE_SUMS,
    groupOf: (r) => (r.event.kind === 'usage' && r.domain ? day(r) + S + r.domain : null),
    keyOf: (r) => [day(r), r.domain],
    add: addUsage,
  },
  {
    // Every usage session, app or website; the app_* sums are its app part (db/schema/rollups.ts).
    table: 'activity_daily',
    keys: [c('day', 'date'), ...PERSON_ENDPOINT],
    sums: ACTIVITY_SUMS,
    groupOf: (r) => (r.event.kind === 'usage' ? day(r) + S + r.personId + S + r.endpointId : null),
    keyOf: (r) => [day(r), r.personId, r.endpointId],
    add: addActivity,
  },
  {
    table: 'saas_alert_daily',
    keys: [c('day', 'date'), c('app_id', 'uuid'), c('action', 'alert_action'), c('reason', 'alert_reason'), c('browser', 'browser'), ...PERSON_ENDPOINT],
    sums: [c('count', 'int4')],
    groupOf: (r) =>
      r.event.kind === 'saas_alert' ? day(r) + S + r.appId + S + r.event.action + S + r.event.reason + S + r.event.browser + S + r.personId + S + r.endpointId : null,
    keyOf: (r) => (r.event.kind === 'saas_alert' ? [day(r), r.appId, r.event.action, r.event.reason, r.event.browser, r.personId, r.endpointId] : []),
    add: (s) => {
      s[0] += 1;
    },
  },
  {
    table: 'website_alert_daily',
    keys: [c('day', 'date'), c('domain', 'text'), c('action', 'alert_action'), c('reason', 'alert_reason'), c('browser', 'browser'), ...PERSON_ENDPOINT],
    sums: [c('count', 'int4')],
    groupOf: (r) =>
      r.event.kind === 'website_alert' ? day(r) + S + r.domain + S + r.event.action + S + r.event.reason + S + r.event.browser + S + r.personId + S + r.endpointId : null,
    keyOf: (r) => (r.event.kind === 'website_alert' ? [day(r), r.domain, r.event.action, r.event.reason, r.event.browser, r.personId, r.endpointId] : []),
    add: (s) => {
      s[0] += 1;
    },
  },
  {
    table: 'copy_paste_daily',
    keys: [c('day', 'date'), c('data_type', 'text'), c('action', 'alert_action'), ...PERSON_ENDPOINT],
    sums: [c('count', 'int4'), c('matches', 'int8')],
    groupOf: (r) => (r.event.kind === 'copy_paste' ? day(r) + S + r.event.data_type + S + r.event.action + S + r.personId + S + r.endpointId : null),
    keyOf: (r) => (r.event.kind === 'copy_paste' ? [day(r), r.event.data_type, r.event.action, r.personId, r.endpointId] : []),
    add: (s, r) => {
      if (r.event.kind !== 'copy_paste') return;
      s[0] += 1;
      s[1] += r.event.match_count;
    },
  },
  {
    table: 'ztpa_activity_daily',
    keys: [c('day', 'date'), c('gateway_id', 'uuid'), c('destination', 'text'), c('action', 'ztpa_action'), ...PERSON_ENDPOINT],
    sums: [c('connections', 'int4'), c('bytes_in', 'int8'), c('bytes_out', 'int8')],
    groupOf: (r) =>
      r.event.kind === 'ztpa_activity' ? day(r) + S + r.gatewayId + S + r.event.destination + S + r.event.action + S + r.personId + S + r.endpointId : null,
    keyOf: (r) => (r.event.kind === 'ztpa_activity' ? [day(r), r.gatewayId, r.event.destination, r.event.action, r.personId, r.endpointId] : []),
    add: (s, r) => {
      if (r.event.kind !== 'ztpa_activity') return;
      s[0] += 1;
      s[1] += r.event.bytes_in;
      s[2] += r.event.bytes_out;
    },
  },
  {
    // performance samples downsampled to hourly sums (issue 18): the endpoint's Performance charts read these
    table: 'endpoint_perf_hourly',
    keys: [c('endpoint_id', 'uuid'), c('hour', 'timestamptz')],
    sums: [c('samples', 'int4'), c('cpu_sum', 'float8'), c('memory_sum', 'float8'), c('disk_sum', 'float8')],
    groupOf: (r) => (r.event.kind === 'perf_sample' ? r.endpointId + S + r.iso.slice(0, 13) : null),
    keyOf: (r) => [r.endpointId, `${r.iso.slice(0, 13)}:00:00Z`],
    add: (s, r) => {
      if (r.event.kind !== 'perf_sample') return;
      s[0] += 1;
      s[1] += r.event.cpu_pct;
      s[2] += r.event.memory_pct;
      s[3] += r.event.disk_pct;
    },
  },
];

interface Group {
  sortKey: string;
  key: Scalar[];
  sums: number[];
}

export function aggregate(spec: RollupSpec, rows: readonly Stored[]): Group[] {
  const groups = new Map<string, Group>();
  const width = spec.sums.length;
  for (const row of rows) {
    const sortKey = spec.groupOf(row);
    if (sortKey === null) continue;
    let group = groups.get(sortKey);
    if (!group) groups.set(sortKey, (group = { sortKey, key: spec.keyOf(row), sums: new Array<number>(width).fill(0) }));
    spec.add(group.sums, row);
  }
  return [...groups.values()].sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
}

function upsert(spec: RollupSpec, accountId: string, groups: readonly Group[]): SQL {
  const columns = [...spec.keys, ...spec.sums];
  const values = columnsOf(groups, columns, (g) => [...g.key, ...g.sums]);
  const conflict = ['account_id', ...spec.keys.map((k) => k.name)].map(ident).join(', ');
  const table = ident(spec.table);
  const adds = spec.sums.map((s) => `${ident(s.name)} = ${table}.${ident(s.name)} + excluded.${ident(s.name)}`).join(', ');
  return insertRows(spec.table, accountId, columns, values, sql.raw(`on conflict (${conflict}) do update set ${adds}`));
}

/** The rollup upserts of a batch's newly stored events: one part per touched table, the `shared` ones apart. */
export function rollupUpserts(accountId: string, rows: readonly Stored[]): { own: Part[]; shared: Part[] } {
  const own: Part[] = [];
  const shared: Part[] = [];
  for (const spec of ROLLUPS) {
    const groups = aggregate(spec, rows);
    if (groups.length > 0) (spec.shared ? shared : own).push({ name: `add_${spec.table}`, statement: upsert(spec, accountId, groups) });
  }
  return { own, shared };
}

/** The parts of active_daily (db/schema/rollups.ts), in the order of DAY_TOTALS' counts after the sums. */
const PARTS = ['person', 'app_person', 'website_person', 'endpoint'] as const;
export type ActivePart = (typeof PARTS)[number];
const COUNT_COLUMNS: Record<ActivePart, string> = { person: 'people', app_person: 'app_people', website_person: 'website_people', endpoint: 'endpoints' };
const ACTIVE_COLUMNS = [c('day', 'date'), c('part', 'text'), c('id', 'uuid')];
const NEW_ACTIVE = 'new_active';

/**
 * The batch's (day, part, person or endpoint) of usage, inserted with ON CONFLICT DO NOTHING RETURNING day and part:
 * what comes back are the people and endpoints new to a day and part, the increments of activity_day_totals' counts.
 * A session is an app's or a website's, never both (usage_sessions_target), so its part is told by appId.
 */
export function activeInsert(accountId: string, rows: readonly Stored[]): Part | null {
  const keys = new Set<string>();
  for (const r of rows) {
    if (r.event.kind !== 'usage') continue;
    const d = day(r);
    keys.add(d + S + 'person' + S + r.personId);
    keys.add(d + S + (r.appId ? 'app_person' : 'website_person') + S + r.personId);
    keys.add(d + S + 'endpoint' + S + r.endpointId);
  }
  if (keys.size === 0) return null;
  const values = columnsOf([...keys].sort(), ACTIVE_COLUMNS, (k) => k.split(S));
  return { name: NEW_ACTIVE, statement: insertRows('active_daily', accountId, ACTIVE_COLUMNS, values, sql`on conflict do nothing returning day, part`) };
}

/** The select over activeInsert's part, in the same statement: how many are new per day and part. */
export const NEW_ACTIVE_PER_DAY = sql.raw(`select day::text as day, part, count(*)::int as n from ${ident(NEW_ACTIVE)} group by 1, 2`);
export interface NewActive {
  day: string;
  part: ActivePart;
  n: number;
}

const DAY_TOTALS: RollupSpec = {
  table: 'activity_day_totals',
  shared: true,
  keys: [c('day', 'date')],
  sums: [...ACTIVITY_SUMS, ...PARTS.map((p) => c(COUNT_COLUMNS[p], 'int4'))],
  groupOf: (r) => (r.event.kind === 'usage' ? day(r) : null),
  keyOf: (r) => [day(r)],
  add: addActivity,
};

/**
 * The company's per-day totals (activity_day_totals): the batch's usage summed per day, plus the people and endpoints
 * new to each day and part. One row per company and day that every batch adds to, so it goes with the `shared`
 * rollups, last.
 */
export function dayTotalsUpsert(accountId: string, rows: readonly Stored[], fresh: readonly NewActive[]): Part | null {
  const groups = aggregate(DAY_TOTALS, rows);
  if (groups.length === 0) return null;
  const byDay = new Map(groups.map((g) => [g.sortKey, g]));
  for (const { day: d, part, n } of fresh) {
    const group = byDay.get(d);
    // a new (day, part, id) comes from this batch's usage of that day, so its day has a group
    if (!group) throw new Error(`new active rows on ${d} without usage on that day in the batch`);
    group.sums[ACTIVITY_SUMS.length + PARTS.indexOf(part)] += n;
  }
  return { name: `add_${DAY_TOTALS.table}`, statement: upsert(DAY_TOTALS, accountId, groups) };
}

/**
 * Deleting a person takes them off the per-day people counts (the dashboard counts people who still exist, as its
 * lists do): their active_daily rows go, and each of their days' totals loses one person per part.
 */
export function forgetActivePerson(accountId: string, personId: string): SQL {
  return sql`with gone as (
      delete from active_daily where account_id = ${accountId}::uuid and id = ${personId}::uuid
        and part in ('person', 'app_person', 'website_person') returning day, part),
    per_day as (
      select day, count(*) filter (where part = 'person') as people, count(*) filter (where part = 'app_person') as app_people,
        count(*) filter (where part = 'website_person') as website_people
      from gone group by day)
    update activity_day_totals t set people = t.people - d.people, app_people = t.app_people - d.app_people,
      website_people = t.website_people - d.website_people
    from per_day d where t.account_id = ${accountId}::uuid and t.day = d.day`;
}

// Events that update current state (issue 3: sensitive files, compliance per control, installed
// applications, browser extensions). Their ids go into ingested_events for idempotency; the state
// upserts are order-independent (the newest `at` wins, first/last seen take least/greatest), so
// batches that arrive out of order or twice leave the same state.
import { sql, type SQL } from 'drizzle-orm';
import type { AgentEventKind } from '../../src/api/contract/agent';
import { arrayLiteral, columnsOf, ident, insertRows, unnestOf, type Column, type Part, type Scalar } from './sql-arrays';
import type { Stored } from './stored';

export const STATE_KINDS: ReadonlySet<AgentEventKind> = new Set(['dlp_file', 'compliance', 'installed_app', 'extension']);

const c = (name: string, type: string, select?: Column['select']): Column => ({ name, type, select });
const iso = (d: Date) => d.toISOString();

/** The ids of state events go into ingested_events; RETURNING answers those not seen before. */
export function claimInsert(accountId: string, rows: readonly Stored[]): Part | null {
  if (rows.length === 0) return null;
  const columns = [c('id', 'uuid'), c('endpoint_id', 'uuid'), c('at', 'timestamptz')];
  const values = columnsOf(rows, columns, (r) => [r.event.id, r.endpointId, r.iso]);
  return { name: 'new_ingested_events', statement: insertRows('ingested_events', accountId, columns, values, sql`on conflict (account_id, id) do nothing returning id`) };
}

interface Latest {
  row: Stored;
  first: Date;
  last: Date;
}

/** One entry per state key: the newest event, with the batch's earliest and latest time. */
function newestByKey(rows: readonly Stored[], keyOf: (r: Stored) => string | null): Latest[] {
  const byKey = new Map<string, Latest>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { row, first: row.at, last: row.at });
    else {
      if (row.at < seen.first) seen.first = row.at;
      if (row.at >= seen.last) {
        seen.last = row.at;
        seen.row = row;
      }
    }
  }
  // Sorted keys: concurrent batches lock state rows in the same order.
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
}

/** ON CONFLICT clause: the listed columns follow the newer side; first/last seen merge. */
function newerWins(table: string, key: readonly string[], follow: readonly string[], last = 'last_seen', first: string | null = 'first_seen'): SQL {
  const t = ident(table);
  const sets = follow.map((n) => `${ident(n)} = case when excluded.${ident(last)} >= ${t}.${ident(last)} then excluded.${ident(n)} else ${t}.${ident(n)} end`);
  if (first) sets.push(`${ident(first)} = least(${t}.${ident(first)}, excluded.${ident(first)})`);
  sets.push(`${ident(last)} = greatest(${t}.${ident(last)}, excluded.${ident(last)})`);
  return sql.raw(`on conflict (${['account_id', ...key].map(ident).join(', ')}) do update set ${sets.join(', ')}`);
}

interface StateTable {
  table: string;
  keyOf(r: Stored): string | null;
  key: string[];
  columns: Column[];
  values(l: Latest): Scalar[];
  follow: string[];
  last?: string;
  first?: string | null;
}

const SEEN = [c('first_seen', 'timestamptz'), c('last_seen', 'timestamptz')];
const removedAt = (l: Latest, removed: boolean | undefined) => (removed ? iso(l.last) : null);

const STATE_TABLES: StateTable[] = [
  {
    table: 'sensitive_files',
    keyOf: (r) => (r.event.kind === 'dlp_file' ? `${r.endpointId}\u0001${r.event.path}\u0001${r.event.data_type}` : null),
    key: ['endpoint_id', 'path', 'data_type'],
    columns: [c('endpoint_id', 'uuid'), c('path', 'text'), c('data_type', 'text'), c('person_id', 'uuid'), c('match_count', 'int4'), c('removed_at', 'timestamptz'), ...SEEN],
    values: ({ row: r, ...l }) =>
      r.event.kind === 'dlp_file' ? [r.endpointId, r.event.path, r.event.data_type, r.personId, r.event.match_count, removedAt({ row: r, ...l }, r.event.removed), iso(l.first), iso(l.last)] : [],
    follow: ['person_id', 'match_count', 'removed_at'],
  },
  {
    table: 'installed_apps',
    keyOf: (r) => (r.event.kind === 'installed_app' ? `${r.endpointId}\u0001${r.event.name}` : null),
    key: ['endpoint_id', 'name'],
    columns: [c('endpoint_id', 'uuid'), c('name', 'text'), c('version', 'text'), c('publisher', 'text'), c('vulnerable', 'bool'), c('removed_at', 'timestamptz'), ...SEEN],
    values: ({ row: r, ...l }) =>
      r.event.kind === 'installed_app'
        ? [r.endpointId, r.event.name, r.event.version, r.event.publisher ?? null, r.event.vulnerable ?? false, removedAt({ row: r, ...l }, r.event.removed), iso(l.first), iso(l.last)]
        : [],
    follow: ['version', 'publisher', 'vulnerable', 'removed_at'],
  },
  {
    table: 'browser_extensions',
    keyOf: (r) => (r.event.kind === 'extension' ? `${r.endpointId}\u0001${r.event.browser}\u0001${r.event.extension_id}` : null),
    key: ['endpoint_id', 'browser', 'extension_id'],
    columns: [
      c('endpoint_id', 'uuid'),
      c('browser', 'browser'),
      c('extension_id', 'text'),
      c('name', 'text'),
      c('version', 'text'),
      // A text[] per row cannot travel in unnest; it travels as JSON text and is turned back here.
      c('permissions', 'text', (v) => `array(select json_array_elements_text(${v}::json))`),
      c('enabled', 'bool'),
      c('risky', 'bool'),
      c('removed_at', 'timestamptz'),
      ...SEEN,
    ],
    values: ({ row: r, ...l }) =>
      r.event.kind === 'extension'
        ? [
            r.endpointId,
            r.event.browser,
            r.event.extension_id,
            r.event.name,
            r.event.version,
            JSON.stringify(r.event.permissions ?? []),
            r.event.enabled ?? true,
            r.event.risky ?? false,
            removedAt({ row: r, ...l }, r.event.removed),
            iso(l.first),
            iso(l.last),
          ]
        : [],
    follow: ['name', 'version', 'permissions', 'enabled', 'risky', 'removed_at'],
  },
  {
    table: 'compliance_results',
    keyOf: (r) => (r.event.kind === 'compliance' ? `${r.endpointId}\u0001${r.event.control}` : null),
    key: ['endpoint_id', 'control'],
    columns: [c('endpoint_id', 'uuid'), c('control', 'text'), c('framework', 'text'), c('passed', 'bool'), c('details', 'text'), c('checked_at', 'timestamptz')],
    values: ({ row: r, last }) => (r.event.kind === 'compliance' ? [r.endpointId, r.event.control, r.event.framework, r.event.passed, r.event.details ?? null, iso(last)] : []),
    follow: ['framework', 'passed', 'details'],
    last: 'checked_at',
    first: null,
  },
];

/** The state upserts of a batch's newly claimed events: one part per touched table. */
export function stateUpserts(accountId: string, rows: readonly Stored[]): Part[] {
  const parts: Part[] = [];
  for (const spec of STATE_TABLES) {
    const latest = newestByKey(rows, spec.keyOf);
    if (latest.length === 0) continue;
    const tail = newerWins(spec.table, spec.key, spec.follow, spec.last, spec.first === undefined ? 'first_seen' : spec.first);
    parts.push({ name: `set_${spec.table}`, statement: insertRows(spec.table, accountId, spec.columns, columnsOf(latest, spec.columns, spec.values), tail) });
  }
  const history = complianceHistoryInsert(accountId, rows);
  if (history) parts.push(history);
  return parts;
}

const HISTORY_COLUMNS = [c('endpoint_id', 'uuid'), c('control', 'text'), c('passed', 'bool'), c('details', 'text'), c('at', 'timestamptz')];

/**
 * Issue 23: compliance_history gets a row per compliance event whose result differs from the one before it
 * (a check seen for the first time, or passed flipped). "Before it" is the latest earlier result: the previous
 * event of the same check in this batch, or the latest history row older than the event, whichever is newer, so
 * a batch that arrives late still compares with what preceded it. One statement for the whole batch; it goes
 * with the state upserts (same transaction), and only newly claimed events reach it, so a re-sent batch adds
 * nothing (the key would refuse it too).
 */
export function complianceHistoryInsert(accountId: string, rows: readonly Stored[]): Part | null {
  const events = rows.filter((r) => r.event.kind === 'compliance');
  if (events.length === 0) return null;
  const values = columnsOf(events, HISTORY_COLUMNS, (r) => (r.event.kind === 'compliance' ? [r.endpointId, r.event.control, r.event.passed, r.event.details ?? null, r.iso] : []));
  const statement = sql`insert into compliance_history (account_id, endpoint_id, control, passed, details, at)
    select ${accountId}::uuid, b.endpoint_id, b.control, b.passed, b.details, b.at
    from (
      select u.*, lag(u.passed) over w as prev_passed, lag(u.at) over w as prev_at
      from ${unnestOf(HISTORY_COLUMNS, values)}
      window w as (partition by u.endpoint_id, u.control order by u.at)
    ) b
    left join lateral (
      select h.passed, h.at from compliance_history h
      where h.account_id = ${accountId}::uuid and h.endpoint_id = b.endpoint_id and h.control = b.control and h.at < b.at
      order by h.at desc limit 1
    ) h on true
    where (case when h.at is null or (b.prev_at is not null and b.prev_at >= h.at) then b.prev_passed else h.passed end) is distinct from b.passed
    on conflict do nothing`;
  return { name: 'add_compliance_history', statement };
}

/**
 * The endpoint is compliant when the latest result of every check that counts passed. A statement of its own,
 * after the results are written: parts of one statement do not see each other's changes.
 */
export function complianceStateUpdate(accountId: string, rows: readonly Stored[]): SQL | null {
  const endpointIds = [...new Set(rows.filter((r) => r.event.kind === 'compliance').map((r) => r.endpointId))].sort();
  if (endpointIds.length === 0) return null;
  return complianceStateSql(accountId, endpointIds);
}

/**
 * Issue 23: which results count. Once an account has configured compliance (a compliance_controls row exists),
 * only the checks of its enabled controls of selected frameworks count, each for the endpoints in the control's
 * group scope (the owner is in one of its groups; no groups = every endpoint). An account that never configured
 * compliance keeps the agents' default: every reported check counts. `endpointIds` null = every endpoint of the
 * account that has results (endpoints without any stay UNKNOWN).
 */
export function complianceStateSql(accountId: string, endpointIds: readonly string[] | null): SQL {
  const which = endpointIds === null
    ? sql`exists (select 1 from compliance_results r0 where r0.account_id = e.account_id and r0.endpoint_id = e.id)`
    : sql`e.id = any(${arrayLiteral(endpointIds)}::uuid[])`;
  return sql`
    update endpoints e set compliance_state = case when exists (
      select 1 from compliance_results r where r.account_id = e.account_id and r.endpoint_id = e.id and not r.passed
      and (
        not exists (select 1 from compliance_controls c0 where c0.account_id = e.account_id)
        or exists (
          select 1 from compliance_controls c
          join compliance_framework_selections s on s.account_id = c.account_id and s.framework_id = c.framework_id
          where c.account_id = e.account_id and c.enabled and r.control = any(c.check_names)
            and (cardinality(c.group_ids) = 0 or exists (
              select 1 from person_groups pg where pg.account_id = e.account_id and pg.person_id = e.owner_person_id and pg.group_id = any(c.group_ids)))
        )
      )
    ) then 'NON_COMPLIANT'::compliance_state else 'COMPLIANT'::compliance_state end
    where e.account_id = ${accountId}::uuid and ${which}`;
}

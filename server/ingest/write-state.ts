// Events that update current state (issue 3: sensitive files, compliance per control, installed
// applications, browser extensions). Their ids go into ingested_events for idempotency; the state
// upserts are order-independent (the newest `at` wins, first/last seen take least/greatest), so
// batches that arrive out of order or twice leave the same state.
import { sql } from 'drizzle-orm';
import type { AgentEventKind } from '../../src/api/contract/agent';
import type { Db } from '../db/client';
import { browserExtensions } from '../db/schema/index';
import { arrayLiteral, columnsOf, ident, insertRows, rowsOf, type Column } from './sql-arrays';
import type { Stored } from './stored';

export const STATE_KINDS: ReadonlySet<AgentEventKind> = new Set(['dlp_file', 'compliance', 'installed_app', 'extension']);

const c = (name: string, type: string): Column => ({ name, type });

/** Records the ids; answers the events not seen before. */
export async function claimStateEvents(db: Db, accountId: string, rows: readonly Stored[]): Promise<Stored[]> {
  if (rows.length === 0) return [];
  const columns = [c('id', 'uuid'), c('endpoint_id', 'uuid'), c('at', 'timestamptz')];
  const inserted = rowsOf<{ id: string }>(
    await db.execute(
      insertRows('ingested_events', accountId, columns, columnsOf(rows, columns, (r) => [r.event.id, r.endpointId, r.at.toISOString()]), sql`on conflict (account_id, id) do nothing returning id`),
    ),
  );
  const fresh = new Set(inserted.map((r) => r.id));
  return rows.filter((r) => fresh.has(r.event.id));
}

interface Latest {
  row: Stored;
  first: Date;
  last: Date;
}

/** One entry per state key: the newest event, with the batch's earliest and latest time. */
function newestByKey(rows: readonly Stored[], keyOf: (r: Stored) => string): Latest[] {
  const byKey = new Map<string, Latest>();
  for (const row of rows) {
    const key = keyOf(row);
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
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
}

/** ON CONFLICT clause: first/last seen merge; the other columns follow the newer side. */
function mergeSeen(table: string, key: string[], newer: string[], seen = { first: 'first_seen', last: 'last_seen' }) {
  const t = ident(table);
  const follow = newer.map((n) => `${ident(n)} = case when excluded.${ident(seen.last)} >= ${t}.${ident(seen.last)} then excluded.${ident(n)} else ${t}.${ident(n)} end`);
  const sets = [
    ...follow,
    `${ident(seen.first)} = least(${t}.${ident(seen.first)}, excluded.${ident(seen.first)})`,
    `${ident(seen.last)} = greatest(${t}.${ident(seen.last)}, excluded.${ident(seen.last)})`,
  ];
  return sql.raw(`on conflict (${['account_id', ...key].map(ident).join(', ')}) do update set ${sets.join(', ')}`);
}

const iso = (d: Date) => d.toISOString();
const removedAt = (l: Latest, removed: boolean | undefined) => (removed ? iso(l.last) : null);

export async function applyState(db: Db, accountId: string, rows: readonly Stored[]): Promise<void> {
  const files = newestByKey(rows.filter((r) => r.event.kind === 'dlp_file'), (r) => (r.event.kind === 'dlp_file' ? `${r.endpointId}\u0001${r.event.path}\u0001${r.event.data_type}` : ''));
  if (files.length > 0) {
    const cols = [c('endpoint_id', 'uuid'), c('path', 'text'), c('data_type', 'text'), c('person_id', 'uuid'), c('match_count', 'int4'), c('removed_at', 'timestamptz'), c('first_seen', 'timestamptz'), c('last_seen', 'timestamptz')];
    const values = columnsOf(files, cols, (l) => (l.row.event.kind === 'dlp_file' ? [l.row.endpointId, l.row.event.path, l.row.event.data_type, l.row.personId, l.row.event.match_count, removedAt(l, l.row.event.removed), iso(l.first), iso(l.last)] : []));
    await db.execute(insertRows('sensitive_files', accountId, cols, values, mergeSeen('sensitive_files', ['endpoint_id', 'path', 'data_type'], ['person_id', 'match_count', 'removed_at'])));
  }

  const apps = newestByKey(rows.filter((r) => r.event.kind === 'installed_app'), (r) => (r.event.kind === 'installed_app' ? `${r.endpointId}\u0001${r.event.name}` : ''));
  if (apps.length > 0) {
    const cols = [c('endpoint_id', 'uuid'), c('name', 'text'), c('version', 'text'), c('publisher', 'text'), c('vulnerable', 'bool'), c('removed_at', 'timestamptz'), c('first_seen', 'timestamptz'), c('last_seen', 'timestamptz')];
    const values = columnsOf(apps, cols, (l) =>
      l.row.event.kind === 'installed_app' ? [l.row.endpointId, l.row.event.name, l.row.event.version, l.row.event.publisher ?? null, l.row.event.vulnerable ?? false, removedAt(l, l.row.event.removed), iso(l.first), iso(l.last)] : [],
    );
    await db.execute(insertRows('installed_apps', accountId, cols, values, mergeSeen('installed_apps', ['endpoint_id', 'name'], ['version', 'publisher', 'vulnerable', 'removed_at'])));
  }

  const extensions = newestByKey(rows.filter((r) => r.event.kind === 'extension'), (r) => (r.event.kind === 'extension' ? `${r.endpointId}\u0001${r.event.browser}\u0001${r.event.extension_id}` : ''));
  if (extensions.length > 0) {
    // permissions is a text[] column, which unnest cannot carry per row; this table is small, so a plain multi-row insert.
    const values = extensions.flatMap((l) =>
      l.row.event.kind === 'extension'
        ? [{
            accountId,
            endpointId: l.row.endpointId,
            browser: l.row.event.browser,
            extensionId: l.row.event.extension_id,
            name: l.row.event.name,
            version: l.row.event.version,
            permissions: l.row.event.permissions ?? [],
            enabled: l.row.event.enabled ?? true,
            risky: l.row.event.risky ?? false,
            firstSeen: l.first,
            lastSeen: l.last,
            removedAt: l.row.event.removed ? l.last : null,
          }]
        : [],
    );
    await db.insert(browserExtensions).values(values).onConflictDoUpdate({
      target: [browserExtensions.accountId, browserExtensions.endpointId, browserExtensions.browser, browserExtensions.extensionId],
      set: Object.fromEntries(
        ['name', 'version', 'permissions', 'enabled', 'risky', 'removed_at']
          .map((n) => [camel(n), sql.raw(`case when excluded.last_seen >= browser_extensions.last_seen then excluded.${n} else browser_extensions.${n} end`)] as const)
          .concat([
            ['firstSeen', sql.raw('least(browser_extensions.first_seen, excluded.first_seen)')],
            ['lastSeen', sql.raw('greatest(browser_extensions.last_seen, excluded.last_seen)')],
          ]),
      ),
    });
  }

  const controls = newestByKey(rows.filter((r) => r.event.kind === 'compliance'), (r) => (r.event.kind === 'compliance' ? `${r.endpointId}\u0001${r.event.control}` : ''));
  if (controls.length > 0) {
    const cols = [c('endpoint_id', 'uuid'), c('control', 'text'), c('framework', 'text'), c('passed', 'bool'), c('details', 'text'), c('checked_at', 'timestamptz')];
    const values = columnsOf(controls, cols, (l) =>
      l.row.event.kind === 'compliance' ? [l.row.endpointId, l.row.event.control, l.row.event.framework, l.row.event.passed, l.row.event.details ?? null, iso(l.last)] : [],
    );
    const t = ident('compliance_results');
    const follow = ['framework', 'passed', 'details', 'checked_at'].map((n) => `${ident(n)} = case when excluded.checked_at >= ${t}.checked_at then excluded.${ident(n)} else ${t}.${ident(n)} end`);
    await db.execute(insertRows('compliance_results', accountId, cols, values, sql.raw(`on conflict (account_id, endpoint_id, control) do update set ${follow.join(', ')}`)));
    // The endpoint is compliant when its latest result of every control passed.
    const endpointIds = [...new Set(controls.map((l) => l.row.endpointId))].sort();
    await db.execute(sql`
      update endpoints e set compliance_state = case when exists (
        select 1 from compliance_results r where r.account_id = e.account_id and r.endpoint_id = e.id and not r.passed
      ) then 'NON_COMPLIANT'::compliance_state else 'COMPLIANT'::compliance_state end
      where e.account_id = ${accountId}::uuid and e.id = any(${arrayLiteral(endpointIds)}::uuid[])`);
  }
}

function camel(snake: string): string {
  return snake.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());
}


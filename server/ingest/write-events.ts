// Events with a row of their own (issue 3): inserted with ON CONFLICT (account_id, id) DO NOTHING
// RETURNING id, so a re-sent event is skipped and only what was really stored goes on to the rollups.
// Each column reads its value straight from the stored event, so a batch's array literals are built
// in one pass per column without per-event value arrays (the CPU of the ingest path, issue 14).
import { sql } from 'drizzle-orm';
import type { AgentEvent, AgentEventKind } from '../../src/api/contract/agent';
import { insertRowObjects, type Part, type RowColumn, type Scalar } from './sql-arrays';
import type { Stored } from './stored';

interface EventTable {
  kind: AgentEventKind;
  table: string;
  columns: readonly RowColumn<Stored>[];
}

/** A stored event of one kind: its table's rows are all of that kind. */
type Of<K extends AgentEventKind> = Stored & { event: Extract<AgentEvent, { kind: K }> };

const opt = <T extends Scalar>(v: T | undefined): T | null => (v === undefined ? null : v);

/** The table of one kind: the id/at/endpoint/person head, then the kind's own columns. */
function table<K extends AgentEventKind>(kind: K, name: string, own: [string, string, (r: Of<K>) => Scalar][]): EventTable {
  const columns: RowColumn<Of<K>>[] = [
    { name: 'id', type: 'uuid', get: (r) => r.event.id },
    { name: 'at', type: 'timestamptz', get: (r) => r.iso },
    { name: 'endpoint_id', type: 'uuid', get: (r) => r.endpointId },
    { name: 'person_id', type: 'uuid', get: (r) => r.personId },
    ...own.map(([column, type, get]) => ({ name: column, type, get })),
  ];
  return { kind, table: name, columns: columns as RowColumn<Stored>[] };
}

export const EVENT_TABLES: readonly EventTable[] = [
  table('usage', 'usage_sessions', [
    ['app_id', 'uuid', (r) => r.appId],
    ['domain', 'text', (r) => r.domain],
    ['url', 'text', (r) => opt(r.event.url)],
    ['browser', 'browser', (r) => r.event.browser],
    ['duration_s', 'int4', (r) => r.event.duration_s],
    ['weighted_duration_s', 'int4', (r) => r.event.weighted_duration_s],
  ]),
  table('saas_alert', 'saas_alerts', [
    ['app_id', 'uuid', (r) => r.appId],
    ['url', 'text', (r) => opt(r.event.url)],
    ['browser', 'browser', (r) => r.event.browser],
    ['action', 'alert_action', (r) => r.event.action],
    ['reason', 'alert_reason', (r) => r.event.reason],
  ]),
  table('website_alert', 'website_alerts', [
    ['domain', 'text', (r) => r.domain],
    ['url', 'text', (r) => opt(r.event.url)],
    ['browser', 'browser', (r) => r.event.browser],
    ['action', 'alert_action', (r) => r.event.action],
    ['reason', 'alert_reason', (r) => r.event.reason],
    ['category', 'text', (r) => opt(r.event.category)],
  ]),
  table('copy_paste', 'copy_paste_events', [
    ['source', 'text', (r) => r.event.source],
    ['destination', 'text', (r) => r.event.destination],
    ['data_type', 'text', (r) => r.event.data_type],
    ['match_count', 'int4', (r) => r.event.match_count],
    ['action', 'alert_action', (r) => r.event.action],
  ]),
  table('source_code', 'source_code_findings', [
    ['repository', 'text', (r) => r.event.repository],
    ['path', 'text', (r) => r.event.path],
    ['line', 'int4', (r) => opt(r.event.line)],
    ['rule', 'text', (r) => r.event.rule],
    ['severity', 'severity', (r) => r.event.severity],
    ['destination', 'text', (r) => opt(r.event.destination)],
  ]),
  table('ztpa_activity', 'ztpa_activity', [
    ['gateway_id', 'uuid', (r) => r.gatewayId],
    ['destination', 'text', (r) => r.event.destination],
    ['port', 'int4', (r) => opt(r.event.port)],
    ['action', 'ztpa_action', (r) => r.event.action],
    ['bytes_in', 'int8', (r) => r.event.bytes_in],
    ['bytes_out', 'int8', (r) => r.event.bytes_out],
    ['duration_s', 'int4', (r) => r.event.duration_s],
  ]),
  table('agent_error', 'agent_errors', [
    ['code', 'text', (r) => r.event.code],
    ['message', 'text', (r) => r.event.message],
    ['component', 'text', (r) => r.event.component],
    ['severity', 'text', (r) => r.event.severity],
    ['agent_version', 'text', (r) => r.event.agent_version],
  ]),
  table('perf_sample', 'endpoint_perf_samples', [
    ['cpu_pct', 'float4', (r) => r.event.cpu_pct],
    ['memory_pct', 'float4', (r) => r.event.memory_pct],
    ['disk_pct', 'float4', (r) => r.event.disk_pct],
  ]),
];

export const ROW_KINDS: ReadonlySet<AgentEventKind> = new Set(EVENT_TABLES.map((t) => t.kind));

/** INSERT ... ON CONFLICT DO NOTHING RETURNING id per event table, for the batch's one insert statement. */
export function eventInserts(accountId: string, rows: readonly Stored[]): Part[] {
  const byKind = new Map<AgentEventKind, Stored[]>();
  for (const row of rows) {
    const list = byKind.get(row.event.kind);
    if (list) list.push(row);
    else byKind.set(row.event.kind, [row]);
  }
  const parts: Part[] = [];
  for (const spec of EVENT_TABLES) {
    const mine = byKind.get(spec.kind);
    if (!mine) continue;
    const statement = insertRowObjects(spec.table, accountId, spec.columns, mine, sql`on conflict (account_id, id) do nothing returning id`);
    parts.push({ name: `new_${spec.table}`, statement });
  }
  return parts;
}

// Events with a row of their own (issue 3): inserted with ON CONFLICT (account_id, id) DO NOTHING
// RETURNING id, so a re-sent event is skipped and only what was really stored goes on to the rollups.
import { sql, type SQL } from 'drizzle-orm';
import type { AgentEventKind } from '../../src/api/contract/agent';
import { columnsOf, insertRows, type Column, type Scalar } from './sql-arrays';
import type { Stored } from './stored';

interface EventTable {
  kind: AgentEventKind;
  table: string;
  columns: readonly Column[];
  values(row: Stored): Scalar[];
}

const c = (name: string, type: string): Column => ({ name, type });
const HEAD = [c('id', 'uuid'), c('at', 'timestamptz'), c('endpoint_id', 'uuid'), c('person_id', 'uuid')];
const head = (r: Stored): Scalar[] => [r.event.id, r.at.toISOString(), r.endpointId, r.personId];
const opt = <T>(v: T | undefined): T | null => (v === undefined ? null : v);

export const EVENT_TABLES: readonly EventTable[] = [
  {
    kind: 'usage',
    table: 'usage_sessions',
    columns: [...HEAD, c('app_id', 'uuid'), c('domain', 'text'), c('url', 'text'), c('browser', 'browser'), c('duration_s', 'int4'), c('weighted_duration_s', 'int4')],
    values: (r) => (r.event.kind === 'usage' ? [...head(r), r.appId, r.domain, opt(r.event.url), r.event.browser, r.event.duration_s, r.event.weighted_duration_s] : []),
  },
  {
    kind: 'saas_alert',
    table: 'saas_alerts',
    columns: [...HEAD, c('app_id', 'uuid'), c('url', 'text'), c('browser', 'browser'), c('action', 'alert_action'), c('reason', 'alert_reason')],
    values: (r) => (r.event.kind === 'saas_alert' ? [...head(r), r.appId, opt(r.event.url), r.event.browser, r.event.action, r.event.reason] : []),
  },
  {
    kind: 'website_alert',
    table: 'website_alerts',
    columns: [...HEAD, c('domain', 'text'), c('url', 'text'), c('browser', 'browser'), c('action', 'alert_action'), c('reason', 'alert_reason'), c('category', 'text')],
    values: (r) =>
      r.event.kind === 'website_alert' ? [...head(r), r.domain, opt(r.event.url), r.event.browser, r.event.action, r.event.reason, opt(r.event.category)] : [],
  },
  {
    kind: 'copy_paste',
    table: 'copy_paste_events',
    columns: [...HEAD, c('source', 'text'), c('destination', 'text'), c('data_type', 'text'), c('match_count', 'int4'), c('action', 'alert_action')],
    values: (r) => (r.event.kind === 'copy_paste' ? [...head(r), r.event.source, r.event.destination, r.event.data_type, r.event.match_count, r.event.action] : []),
  },
  {
    kind: 'source_code',
    table: 'source_code_findings',
    columns: [...HEAD, c('repository', 'text'), c('path', 'text'), c('line', 'int4'), c('rule', 'text'), c('severity', 'severity'), c('destination', 'text')],
    values: (r) =>
      r.event.kind === 'source_code'
        ? [...head(r), r.event.repository, r.event.path, opt(r.event.line), r.event.rule, r.event.severity, opt(r.event.destination)]
        : [],
  },
  {
    kind: 'ztpa_activity',
    table: 'ztpa_activity',
    columns: [
      ...HEAD,
      c('gateway_id', 'uuid'),
      c('destination', 'text'),
      c('port', 'int4'),
      c('action', 'ztpa_action'),
      c('bytes_in', 'int8'),
      c('bytes_out', 'int8'),
      c('duration_s', 'int4'),
    ],
    values: (r) =>
      r.event.kind === 'ztpa_activity'
        ? [...head(r), r.gatewayId, r.event.destination, opt(r.event.port), r.event.action, r.event.bytes_in, r.event.bytes_out, r.event.duration_s]
        : [],
  },
  {
    kind: 'agent_error',
    table: 'agent_errors',
    columns: [...HEAD, c('code', 'text'), c('message', 'text'), c('component', 'text'), c('severity', 'text'), c('agent_version', 'text')],
    values: (r) =>
      r.event.kind === 'agent_error' ? [...head(r), r.event.code, r.event.message, r.event.component, r.event.severity, r.event.agent_version] : [],
  },
  {
    kind: 'perf_sample',
    table: 'endpoint_perf_samples',
    columns: [...HEAD, c('cpu_pct', 'float4'), c('memory_pct', 'float4'), c('disk_pct', 'float4')],
    values: (r) => (r.event.kind === 'perf_sample' ? [...head(r), r.event.cpu_pct, r.event.memory_pct, r.event.disk_pct] : []),
  },
];

export const ROW_KINDS: ReadonlySet<AgentEventKind> = new Set(EVENT_TABLES.map((t) => t.kind));

/** INSERT ... ON CONFLICT DO NOTHING RETURNING id per event table, for the batch's one insert statement. */
export function eventInserts(accountId: string, rows: readonly Stored[]): { name: string; statement: SQL }[] {
  const parts: { name: string; statement: SQL }[] = [];
  for (const spec of EVENT_TABLES) {
    const mine = rows.filter((r) => r.event.kind === spec.kind);
    if (mine.length === 0) continue;
    const statement = insertRows(spec.table, accountId, spec.columns, columnsOf(mine, spec.columns, spec.values), sql`on conflict (account_id, id) do nothing returning id`);
    parts.push({ name: `new_${spec.table}`, statement });
  }
  return parts;
}

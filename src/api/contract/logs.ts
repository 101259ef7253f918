// Logs (issue 26): Admin Action Logs, the company's audit trail (every mutation's row: who, role, action,
// target, trace id, time and what it changed), with CSV and ArcSight CEF exports for a SIEM; and Copilot
// Error Logs, the errors the company's agents report (the `agent_error` telemetry event of agent.ts).
import { z } from 'zod';
import { AGENT_ERROR_SEVERITIES } from './catalog';
import { canSeeLogs } from './access';
import { pageQuery, queryList, roleSchema, sortOrderSchema } from './common';
import { countOf, endpoint } from './endpoint';

const epochMs = z.coerce.number().int().min(0).max(8.64e15);
const searchText = z.string().trim().max(200).optional();
/** an action name or its namespace: lower-case words joined by '.' */
const actionName = z.string().trim().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'Expected an action like saas.app.classify.').max(100);
const exportFormat = z.enum(['csv']).optional();

export const LOG_FILES = { admin: { csv: 'AdminActionLogs.csv', cef: 'AdminActionLogs.cef' }, errors: { csv: 'CopilotErrorLogs.csv' } } as const;

/**
 * The type of what an action changed: the action's namespace, i.e. its name without the last word
 * ('saas.app.classify' → 'saas.app'; 'account.create' → 'account'). Audit targets are written as bare
 * names ('Dropbox'), so the action says what kind of thing the target is.
 */
export function targetTypeOf(action: string): string {
  const words = action.split('.');
  return words.length <= 1 ? action : words.slice(0, -1).join('.');
}

// ---------- Admin Action Logs ----------

export const adminLogFilterQuery = z.object({
  /** who: part of the e-mail of the person who acted */
  u: searchText,
  /** the target's name or the trace id, in part */
  q: searchText,
  /** exact action names */
  action: queryList(actionName, 50),
  /** target types (action namespaces): a row matches when its action lies under one of them */
  tt: queryList(actionName, 50),
  /** from and to, epoch ms, inclusive */
  s: epochMs.optional(),
  e: epochMs.optional(),
  so: sortOrderSchema.default('desc'),
});
export type AdminLogFilters = z.input<typeof adminLogFilterQuery>;
export const adminLogQuery = pageQuery.extend(adminLogFilterQuery.shape).extend({ format: exportFormat });
export type AdminLogQuery = z.output<typeof adminLogQuery>;
export type AdminLogFilterQuery = z.output<typeof adminLogFilterQuery>;

export const adminLogRow = z.object({
  id: z.string(),
  time: z.string(),
  email: z.string(),
  /** null for a row written without a role (none today; kept for old rows) */
  role: roleSchema.nullable(),
  action: z.string(),
  target: z.string(),
  target_type: z.string(),
  trace_id: z.string(),
  /** the row recorded details (what was set, before and after) */
  has_details: z.boolean(),
});
export type AdminLogRow = z.infer<typeof adminLogRow>;

export const fieldChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type FieldChange = z.infer<typeof fieldChange>;

export const adminLogDetail = adminLogRow.extend({
  details: z.record(z.string(), z.unknown()).nullable(),
  /** field by field, when the change recorded what was there before; null when it did not */
  changes: z.array(fieldChange).nullable(),
});
export type AdminLogDetail = z.infer<typeof adminLogDetail>;

export const adminLogFacets = z.object({
  /** every action of the company's rows, sorted */
  actions: z.array(z.string()),
  /** every target type of the company's rows, sorted */
  target_types: z.array(z.string()),
});
export type AdminLogFacets = z.infer<typeof adminLogFacets>;

export const logIdParams = z.object({ id: z.uuid() });

// ---------- Copilot Error Logs ----------

export const errorLogFilterQuery = z.object({
  /** the endpoint's host name, in part */
  q: searchText,
  /** one endpoint (from its details page) */
  endpoint: z.uuid().optional(),
  severity: queryList(z.enum(AGENT_ERROR_SEVERITIES), 3),
  component: queryList(z.string().trim().min(1).max(100), 50),
  s: epochMs.optional(),
  e: epochMs.optional(),
  so: sortOrderSchema.default('desc'),
});
export type ErrorLogFilters = z.input<typeof errorLogFilterQuery>;
export type ErrorLogFilterQuery = z.output<typeof errorLogFilterQuery>;
export const errorLogQuery = pageQuery.extend(errorLogFilterQuery.shape).extend({ format: exportFormat });
export type ErrorLogQuery = z.output<typeof errorLogQuery>;

export const errorLogRow = z.object({
  id: z.string(),
  time: z.string(),
  endpoint: z.object({ id: z.string(), hostname: z.string() }),
  person: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  severity: z.enum(AGENT_ERROR_SEVERITIES),
  component: z.string(),
  code: z.string(),
  message: z.string(),
  agent_version: z.string(),
});
export type ErrorLogRow = z.infer<typeof errorLogRow>;

export const errorLogFacets = z.object({ components: z.array(z.string()) });

const tag = 'logs';
const CSV_NOTE = 'format=csv answers every filtered row as a CSV download (newest first).';

const listAdminLogs = endpoint({
  method: 'GET', path: '/admin-logs', access: canSeeLogs, tag,
  description: `The company's audit trail, newest first: who (e-mail, role), action, target, trace id and time. ${CSV_NOTE}`,
  query: adminLogQuery, response: z.array(adminLogRow), produces: ['application/json', 'text/csv'],
});
const listErrorLogs = endpoint({
  method: 'GET', path: '/error-logs', access: canSeeLogs, tag,
  description: `Errors the company's agents reported, newest first, with the endpoint and its owner. ${CSV_NOTE}`,
  query: errorLogQuery, response: z.array(errorLogRow), produces: ['application/json', 'text/csv'],
});

export const logsApi = {
  listAdminLogs,
  countAdminLogs: countOf(listAdminLogs),
  getAdminLog: endpoint({
    method: 'GET', path: '/admin-logs/:id', access: canSeeLogs, tag,
    description: 'One audit row with its recorded details and, where the change recorded them, its fields before and after.',
    params: logIdParams, response: adminLogDetail, errors: [404],
  }),
  adminLogFacets: endpoint({
    method: 'GET', path: '/admin-logs-facets', access: canSeeLogs, tag,
    description: "The actions and target types found in the company's audit trail, for the filters.",
    response: adminLogFacets,
  }),
  adminLogsCef: endpoint({
    method: 'GET', path: '/admin-logs-cef', access: canSeeLogs, tag,
    description: 'Every filtered audit row as ArcSight CEF, one event a line, newest first, streamed from the database. File AdminActionLogs.cef.',
    query: adminLogFilterQuery, produces: ['text/plain'],
  }),
  listErrorLogs,
  countErrorLogs: countOf(listErrorLogs),
  errorLogFacets: endpoint({
    method: 'GET', path: '/error-logs-facets', access: canSeeLogs, tag,
    description: "The agent components found in the company's error logs, for the filters.",
    response: errorLogFacets,
  }),
} as const;

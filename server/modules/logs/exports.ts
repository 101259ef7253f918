// The Logs exports (issue 26): CSV through the one CSV helper; the audit trail also as ArcSight CEF
// through the one CEF encoder (server/lib/cef.ts), for a SIEM. Both written as rows come from the database.
import type { FastifyReply } from 'fastify';
import { LOG_FILES, type AdminLogRow, type ErrorLogRow } from '../../../src/api/contract/logs';
import { sendCef, type CefEvent } from '../../lib/cef';
import { sendCsv, type CsvRow } from '../../lib/csv-reply';

export const ADMIN_CSV_HEADER = ['Time', 'Email', 'Role', 'Action', 'Target Type', 'Target', 'Trace Id'] as const;
export const ERROR_CSV_HEADER = ['Time', 'Endpoint', 'User', 'Email', 'Severity', 'Component', 'Code', 'Message', 'Agent Version'] as const;

async function* adminCsvRows(rows: AsyncIterable<AdminLogRow>): AsyncGenerator<CsvRow> {
  for await (const r of rows) yield [r.time, r.email, r.role ?? '', r.action, r.target_type, r.target, r.trace_id];
}

async function* errorCsvRows(rows: AsyncIterable<ErrorLogRow>): AsyncGenerator<CsvRow> {
  for await (const r of rows) yield [r.time, r.endpoint.hostname, r.person.name, r.person.email, r.severity, r.component, r.code, r.message, r.agent_version];
}

export const sendAdminLogsCsv = (reply: FastifyReply, rows: AsyncIterable<AdminLogRow>) => sendCsv(reply, LOG_FILES.admin.csv, ADMIN_CSV_HEADER, adminCsvRows(rows));
export const sendErrorLogsCsv = (reply: FastifyReply, rows: AsyncIterable<ErrorLogRow>) => sendCsv(reply, LOG_FILES.errors.csv, ERROR_CSV_HEADER, errorCsvRows(rows));

/** Changes that remove, reset or lock something weigh more for a SIEM than the rest (CEF severity 0 to 10). */
export function auditSeverity(action: string): number {
  return /(^|\.)(delete|remove|reset|suspended|flags|switch)(\.|$)/.test(action) ? 5 : 3;
}

/** One audit row as a CEF event: who (suser, suid is not kept: the e-mail and role are), what (act), on what (cs1-cs2), the trace id (cs3). */
export function auditCefEvent(accountName: string, r: AdminLogRow): CefEvent {
  return {
    signature: `audit:${r.action}`,
    name: `Admin action: ${r.action}`,
    severity: auditSeverity(r.action),
    extension: [
      ['rt', String(Date.parse(r.time))],
      ['externalId', r.id],
      ['cat', 'Admin Action Logs'],
      ['act', r.action],
      ['suser', r.email],
      ['spriv', r.role],
      ['cs1Label', 'Target'],
      ['cs1', r.target],
      ['cs2Label', 'Target Type'],
      ['cs2', r.target_type],
      ['cs3Label', 'Trace Id'],
      ['cs3', r.trace_id],
      ['cs4Label', 'Company'],
      ['cs4', accountName],
    ],
  };
}

export const sendAdminLogsCef = (reply: FastifyReply, accountName: string, rows: AsyncIterable<AdminLogRow>) =>
  sendCef(reply, LOG_FILES.admin.cef, rows, (r) => auditCefEvent(accountName, r));

// The alert exports (spec part 2 §8 "Exports"): CSV through the one CSV helper, and ArcSight CEF through
// the one CEF encoder (server/lib/cef.ts), one event a line, both written as the rows come from the database.
import type { FastifyReply } from 'fastify';
import type { AlertRow } from '../../../src/api/contract/alerts';
import { sendCef, type CefEvent } from '../../lib/cef';
import { sendCsv, type CsvRow } from '../../lib/csv-reply';
import type { AlertKind } from './service';

export const CSV_HEADER = ['Time', 'User', 'Email', 'Endpoint', 'App / Website', 'URL', 'Category', 'Action', 'Reason', 'Browser / App Type', 'Platform'] as const;

const targetOf = (row: AlertRow) => row.app?.name ?? row.domain ?? '';

async function* csvRows(rows: AsyncIterable<AlertRow>): AsyncGenerator<CsvRow> {
  for await (const r of rows) {
    yield [r.time, r.person.name, r.person.email, r.endpoint.hostname, targetOf(r), r.url, r.category, r.action, r.reason, r.browser, r.platform];
  }
}

export function sendAlertsCsv(reply: FastifyReply, fileName: string, rows: AsyncIterable<AlertRow>): FastifyReply {
  return sendCsv(reply, fileName, CSV_HEADER, csvRows(rows));
}

// ---------- CEF ----------
// The encoding is the shared one of server/lib/cef.ts; here only what an alert puts in its event.

/** Block stops the user, Alert warns, Report only logs (spec part 2 §4); CEF severity 0 to 10. */
const SEVERITY: Record<AlertRow['action'], number> = { Block: 7, Alert: 5, Report: 3 };

export function alertCefEvent(kind: AlertKind, r: AlertRow): CefEvent {
  return {
    signature: `${kind}-alert:${r.reason}`,
    name: `${kind === 'saas' ? 'SaaS app' : 'Website'} alert: ${r.reason} (${r.action})`,
    severity: SEVERITY[r.action],
    extension: [
      ['rt', String(Date.parse(r.time))],
      ['externalId', r.id],
      ['cat', kind === 'saas' ? 'SaaS Apps Alerts' : 'Website Alerts'],
      ['act', r.action],
      ['suser', r.person.email],
      ['suid', r.person.id],
      ['shost', r.endpoint.hostname],
      ['request', r.url],
      ['dhost', r.domain ?? hostOf(r.url)],
      ['requestClientApplication', r.browser],
      ['cs1Label', 'Reason'],
      ['cs1', r.reason],
      ['cs2Label', kind === 'saas' ? 'App' : 'Website'],
      ['cs2', targetOf(r)],
      ['cs3Label', 'Category'],
      ['cs3', r.category],
      ['cs4Label', 'Platform'],
      ['cs4', r.platform],
      ['cs5Label', 'User Name'],
      ['cs5', r.person.name],
    ],
  };
}

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

export function sendAlertsCef(reply: FastifyReply, kind: AlertKind, fileName: string, rows: AsyncIterable<AlertRow>): FastifyReply {
  return sendCef(reply, fileName, rows, (r) => alertCefEvent(kind, r));
}

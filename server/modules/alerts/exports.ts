// The alert exports (spec part 2 §8 "Exports"): CSV through the one CSV helper, and ArcSight CEF
// (Common Event Format 25: `CEF:0|Vendor|Product|Version|SignatureID|Name|Severity|Extension`), one event a
// line, both written as the rows come from the database.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { AlertRow } from '../../../src/api/contract/alerts';
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

export const CEF_VENDOR = 'Palisade';
export const CEF_PRODUCT = 'Palisade Console';
export const CEF_VERSION = '1.0';

/** Block stops the user, Alert warns, Report only logs (spec part 2 §4); CEF severity 0 to 10. */
const SEVERITY: Record<AlertRow['action'], number> = { Block: 7, Alert: 5, Report: 3 };

/** Header fields: backslash and pipe escaped; a line break would end the event, so it is written \r or \n. */
export function cefHeaderField(value: string): string {
  return value.replace(/[\\|]/g, (c) => `\\${c}`).replace(/\r/g, '\\r').replace(/\n/g, '\\n');
}

/** Extension values: backslash and equals escaped, line breaks written \r and \n (CEF: "multi-line fields"). */
export function cefExtensionValue(value: string): string {
  return value.replace(/[\\=]/g, (c) => `\\${c}`).replace(/\r/g, '\\r').replace(/\n/g, '\\n');
}

export function cefLine(kind: AlertKind, r: AlertRow): string {
  const signature = `${kind}-alert:${r.reason}`;
  const name = `${kind === 'saas' ? 'SaaS app' : 'Website'} alert: ${r.reason} (${r.action})`;
  const header = ['CEF:0', CEF_VENDOR, CEF_PRODUCT, CEF_VERSION, signature, name, String(SEVERITY[r.action])].map((v, i) => (i === 0 ? v : cefHeaderField(v)));
  const ext: [string, string | null][] = [
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
  ];
  const extension = ext.filter(([, v]) => v !== null && v !== '').map(([k, v]) => `${k}=${cefExtensionValue(v!)}`).join(' ');
  return `${header.join('|')}|${extension}`;
}

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/** RFC 6266: an ASCII name plus the UTF-8 one. */
const disposition = (fileName: string) => `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

async function* cefLines(kind: AlertKind, rows: AsyncIterable<AlertRow>): AsyncGenerator<string> {
  for await (const r of rows) yield `${cefLine(kind, r)}\n`;
}

export function sendAlertsCef(reply: FastifyReply, kind: AlertKind, fileName: string, rows: AsyncIterable<AlertRow>): FastifyReply {
  return reply
    .header('content-type', 'text/plain; charset=utf-8')
    .header('content-disposition', disposition(fileName))
    .header('cache-control', 'no-store')
    .send(Readable.from(cefLines(kind, rows)));
}

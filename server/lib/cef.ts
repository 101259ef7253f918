// ArcSight Common Event Format (CEF 25), the one encoder of every CEF export (alerts, Admin Action Logs):
// `CEF:0|Vendor|Product|Version|SignatureID|Name|Severity|Extension`, one event a line, written to the
// reply as the rows come from the database.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const CEF_VENDOR = 'Palisade';
export const CEF_PRODUCT = 'Palisade Console';
export const CEF_VERSION = '1.0';

/** Header fields: backslash and pipe escaped; a line break would end the event, so it is written \r or \n. */
export function cefHeaderField(value: string): string {
  return value.replace(/[\\|]/g, (c) => `\\${c}`).replace(/\r/g, '\\r').replace(/\n/g, '\\n');
}

/** Extension values: backslash and equals escaped, line breaks written \r and \n (CEF: "multi-line fields"). */
export function cefExtensionValue(value: string): string {
  return value.replace(/[\\=]/g, (c) => `\\${c}`).replace(/\r/g, '\\r').replace(/\n/g, '\\n');
}

export interface CefEvent {
  signature: string;
  name: string;
  /** 0 (lowest) to 10 */
  severity: number;
  /** key/value pairs in order; null and empty values are left out */
  extension: readonly (readonly [string, string | null])[];
}

/** One event as a CEF line (without its line break). */
export function cefLine(event: CefEvent): string {
  const header = ['CEF:0', CEF_VENDOR, CEF_PRODUCT, CEF_VERSION, event.signature, event.name, String(event.severity)].map((v, i) => (i === 0 ? v : cefHeaderField(v)));
  const extension = event.extension
    .filter(([, v]) => v !== null && v !== '')
    .map(([k, v]) => `${k}=${cefExtensionValue(v!)}`)
    .join(' ');
  return `${header.join('|')}|${extension}`;
}

/** RFC 6266: an ASCII name plus the UTF-8 one. */
const disposition = (fileName: string) => `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

async function* lines<T>(rows: AsyncIterable<T>, eventOf: (row: T) => CefEvent): AsyncGenerator<string> {
  for await (const row of rows) yield `${cefLine(eventOf(row))}\n`;
}

/** Streams every row as one CEF event a line, as a download named `fileName`. */
export function sendCef<T>(reply: FastifyReply, fileName: string, rows: AsyncIterable<T>, eventOf: (row: T) => CefEvent): FastifyReply {
  return reply
    .header('content-type', 'text/plain; charset=utf-8')
    .header('content-disposition', disposition(fileName))
    .header('cache-control', 'no-store')
    .send(Readable.from(lines(rows, eventOf)));
}

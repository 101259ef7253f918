// CSV downloads of list calls (spec part 1 §7, part 2 §7 "Exports"): the whole filtered list as a file.
// Cells go through src/lib/csv.ts, which neutralises spreadsheet formulas (= + - @ tab CR).
import type { FastifyReply } from 'fastify';
import { toCsv, type CsvValue } from '../../src/lib/csv';

/** RFC 6266: a plain ASCII fallback plus the UTF-8 name, so names like 'SaaS Apps.csv' survive every browser. */
function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function sendCsv(reply: FastifyReply, fileName: string, header: readonly string[], rows: readonly (readonly CsvValue[])[]): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', disposition(fileName))
    .header('cache-control', 'no-store')
    .send(toCsv(header, rows));
}

// CSV downloads of list calls (spec part 1 §7, part 2 §7 "Exports"): the whole filtered list as a file,
// streamed through csv-stringify in the one format of src/lib/csv.ts (BOM, quoted text, formulas
// neutralised: issue 15 finding 4). Every CSV the server answers goes through sendCsv.
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { csvStringifyOptions, type CsvValue } from '../../src/lib/csv';

export type CsvRow = readonly CsvValue[];

/** RFC 6266: a plain ASCII fallback plus the UTF-8 name, so names like 'SaaS Apps.csv' survive every browser. */
function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

async function* records(header: readonly string[], rows: Iterable<CsvRow> | AsyncIterable<CsvRow>) {
  yield header;
  yield* rows;
}

/** Rows may be an async iterable (a database cursor): they are written as they come, never held as one string. */
export function sendCsv(reply: FastifyReply, fileName: string, header: readonly string[], rows: Iterable<CsvRow> | AsyncIterable<CsvRow>): FastifyReply {
  const body = pipeline(Readable.from(records(header, rows)), stringify(csvStringifyOptions()), (error) => {
    if (error) reply.log.warn({ err: error }, 'CSV export stopped');
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', disposition(fileName))
    .header('cache-control', 'no-store')
    .send(body);
}

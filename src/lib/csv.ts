// The one CSV format of every list export (issue 15 finding 4): RFC 4180 with CRLF, every text cell
// quoted, a UTF-8 BOM so Excel reads non-ASCII names right, and spreadsheet formulas neutralised.
// The server streams it with csv-stringify (server/lib/csv-reply.ts, options below); the palette
// writes it in the browser with toCsv, which keeps csv-stringify (~10 KB gzip) out of the bundle.
// csv.test.ts proves both give the same bytes.
import type { Options } from 'csv-stringify';

export type CsvValue = string | number | boolean | null | undefined;

export const CSV_BOM = '\uFEFF';

// OWASP ASVS 5.0 §1.2.10: a cell starting with = + - @ tab CR or NUL is prefixed with a single quote;
// also the full-width = + - @ that Apple Numbers normalises. The same holds at every place a
// spreadsheet may start a cell inside ours (after , ; tab or a line break, as a `;` locale or
// "text to columns" splits `x;=1+1`), past leading spaces that an import may trim.
const FORMULA_AT_CELL_START = /(?<=(?:^|[,;\t\r\n]) *)(?=[=+\-@\t\r\0\uFF1D\uFF0B\uFF0D\uFF20])/g;

export function neutraliseFormulas(text: string): string {
  return text.replace(FORMULA_AT_CELL_START, "'");
}

/** A number stays a number (-5 is data, not a formula); a text is neutralised and quoted. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  return `"${neutraliseFormulas(value).replace(/"/g, '""')}"`;
}

/** The file's whole text, BOM first. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** csv-stringify's options for the same format; a fresh object each time, since csv-stringify fills in its `cast`. */
export function csvStringifyOptions() {
  return {
    bom: true,
    quoted_string: true,
    record_delimiter: 'windows',
    cast: { string: neutraliseFormulas, boolean: String },
  } satisfies Options;
}

// The browser side of a list export: hands CSV text (src/lib/csv.ts, or a server's text/csv answer) to
// the browser as a file download. Response.text() drops the server's BOM (WHATWG Encoding "UTF-8
// decode"), so it is put back here: without it Excel reads the UTF-8 names as ANSI.
import { CSV_BOM } from '../lib/csv';
import { saveFile } from './download-file';

export function downloadCsv(fileName: string, csv: string): void {
  const text = csv.startsWith(CSV_BOM) ? csv : CSV_BOM + csv;
  saveFile(fileName.endsWith('.csv') ? fileName : `${fileName}.csv`, new Blob([text], { type: 'text/csv;charset=utf-8' }));
}

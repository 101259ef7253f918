import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvStringifyOptions, neutraliseFormulas, toCsv, type CsvValue } from './csv';

const HOSTILE = ['x;=1+1', 'a,@SUM(1)', '\t=cmd', '=HYPERLINK("http://evil.example","x")', '-5+cmd', '+1', 'x; =1', 'a\n=2', '\0=3', '＝1+1'];

describe('CSV', () => {
  it('quotes every text cell, doubles quotes and keeps line breaks inside the cell', () => {
    expect(toCsv(['Name', 'Note'], [['Acme, Inc', 'say "hi"'], ['Globex', 'two\nlines']])).toBe(
      `${CSV_BOM}"Name","Note"\r\n"Acme, Inc","say ""hi"""\r\n"Globex","two\nlines"\r\n`,
    );
  });

  it('starts the file with a UTF-8 BOM, once', () => {
    const text = toCsv(['Name'], [['Zoë']]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.lastIndexOf(CSV_BOM)).toBe(0);
    expect([...new TextEncoder().encode(text).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('""');
  });

  it('neutralises after every , ; tab and line break inside a cell, where another locale starts a cell', () => {
    expect(csvCell('x;=1+1')).toBe(`"x;'=1+1"`);
    expect(csvCell('a,@SUM(1)')).toBe(`"a,'@SUM(1)"`);
    expect(csvCell('\t=cmd')).toBe(`"'\t'=cmd"`);
    expect(neutraliseFormulas('x; =1')).toBe("x; '=1");
    expect(neutraliseFormulas('a\r\n=2')).toBe("a\r\n'=2");
    expect(neutraliseFormulas('\0=3')).toBe("'\0=3");
    expect(neutraliseFormulas('＝1+1')).toBe("'＝1+1");
    expect(neutraliseFormulas('1+1=2, a-b; x@y')).toBe('1+1=2, a-b; x@y');
  });

  it('keeps numbers as numbers: -5 is data, the text -5+cmd is not', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(1.5)).toBe('1.5');
    expect(csvCell('-5+cmd')).toBe(`"'-5+cmd"`);
    expect(csvCell(true)).toBe('true');
  });

  it('reads back as the same values, each hostile one behind a single quote', () => {
    const rows: CsvValue[][] = HOSTILE.map((name, i) => [name, -i, 'plain']);
    const records = parse(toCsv(['Name', 'Score', 'Note'], rows), { bom: true, relax_column_count: false }) as string[][];
    expect(records[0]).toEqual(['Name', 'Score', 'Note']);
    expect(records.slice(1)).toEqual(rows.map(([name, score, note]) => [neutraliseFormulas(String(name)), String(score), note]));
    // split as a `;` locale, a tab import or "text to columns" would: no piece starts a formula
    const pieces = records.slice(1).flatMap(([cell]) => cell.split(/[,;\t\r\n]/).map((piece) => piece.trimStart()));
    expect(pieces.filter((piece) => /^[=+\-@\t\r\0＝＋－＠]/.test(piece))).toEqual([]);
  });

  it('is the very format csv-stringify writes with the server’s options', () => {
    const header = ['Name', 'Users', 'Gen AI', 'Last Seen'];
    const rows: CsvValue[][] = [...HOSTILE.map((name, i) => [name, i - 3, i % 2 === 0, null]), ['Zoë "Z"', 0, false, ''], ['', undefined, true, '2025-01-01']];
    expect(stringify([header, ...rows], csvStringifyOptions())).toBe(toCsv(header, rows));
  });
});

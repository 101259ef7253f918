import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(['Name', 'Note'], [['Acme, Inc', 'say "hi"'], ['Globex', 'two\nlines']])).toBe('Name,Note\r\n"Acme, Inc","say ""hi"""\r\nGlobex,"two\nlines"\r\n');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
});

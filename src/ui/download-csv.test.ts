import { afterEach, describe, expect, it, vi } from 'vitest';
import { toCsv } from '../lib/csv';
import { downloadCsv } from './download-csv';

async function downloaded(csv: string): Promise<{ bytes: number[]; name: string }> {
  let blob: Blob | undefined;
  let name = '';
  vi.stubGlobal('URL', { ...URL, createObjectURL: (b: Blob) => ((blob = b), 'blob:csv'), revokeObjectURL: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    name = this.download;
  });
  downloadCsv('accounts', csv);
  return { bytes: [...new Uint8Array(await blob!.arrayBuffer())], name };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('downloadCsv', () => {
  it('saves a server answer whose BOM Response.text() dropped with the BOM back', async () => {
    const file = await downloaded('"Name"\r\n"Zoë"\r\n');
    expect(file.name).toBe('accounts.csv');
    expect(file.bytes.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.bytes[3]).toBe('"'.charCodeAt(0));
  });

  it('keeps a single BOM on text that has one (toCsv)', async () => {
    const { bytes } = await downloaded(toCsv(['Name'], [['x;=1+1']]));
    expect(bytes.slice(0, 4)).toEqual([0xef, 0xbb, 0xbf, '"'.charCodeAt(0)]);
  });
});

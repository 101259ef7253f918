import { parse } from 'csv-parse/sync';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendCsv, type CsvRow } from './csv-reply';

describe('sendCsv', () => {
  it('streams rows from an async iterable as one BOM-led file, with the download headers', async () => {
    async function* rows(): AsyncGenerator<CsvRow> {
      for (let i = 0; i < 20_000; i++) yield [`app ${i}`, -i, i % 2 === 0];
      yield ['x;=1+1', 0, false];
    }
    const app = Fastify();
    app.get('/export', (_request, reply) => sendCsv(reply, 'Übersicht.csv', ['Name', 'Score', 'Flag'], rows()));
    const res = await app.inject({ method: 'GET', url: '/export' });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="_bersicht.csv"; filename*=UTF-8''%C3%9Cbersicht.csv`);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body.endsWith(`"x;'=1+1",0,false\r\n`)).toBe(true);
    const records = parse(res.rawPayload, { bom: true }) as string[][];
    expect(records).toHaveLength(20_002);
    expect(records[2]).toEqual(['app 1', '-1', 'false']);
  });
});

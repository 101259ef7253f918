// PGlite runs no autovacuum: a table a migration creates and fills would have no planner statistics until the
// six-hourly analyze, and the planner then picks bad plans (issue 14). The server analyses at start when any table
// has none; checked by starting the real server process on a PGlite data directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, tablesWithoutStatistics } from '../../server/db/client';
import { freePort, startServer } from '../../tools/bench/server-process';

describe.skipIf(Boolean(process.env.DATABASE_URL))('planner statistics at start (PGlite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'palisade-statistics-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const startAndStop = async () => {
    const server = await startServer({ port: await freePort(), dataDir }, 180_000);
    await server.stop();
  };

  it('leaves no table without statistics, after the first start and after a new table came in', { timeout: 300_000 }, async () => {
    await startAndStop();
    // as an upgrade's migration would: a new table, filled, never analysed
    const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    await database.db.execute(sql`create table upgrade_probe as select g as n from generate_series(1, 500) g`);
    expect(await tablesWithoutStatistics(database.db)).toEqual(['upgrade_probe']);
    await database.close();

    await startAndStop();
    const reopened = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    expect(await tablesWithoutStatistics(reopened.db)).toEqual([]);
    await reopened.close();
  });
});

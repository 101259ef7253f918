// PostgreSQL only: a connection the server ends while it sits idle in the pool (a restart, an
// administrator's terminate, a dropped test database) must neither crash the process nor fail the
// next query. Vitest reports an unheard pool 'error' event as an unhandled error, which fails the run.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/ingest/sql-arrays';
import { createTestApp, type TestApp } from './helpers';

describe.skipIf(!process.env.DATABASE_URL)('database connections', () => {
  let t: TestApp;
  // the demo seed takes a while on a busy machine: in the hook, with the hooks' longer allowance
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('survives the server ending its idle connections and answers the next request', { timeout: 120_000 }, async () => {
    {
      const before = await t.as('admin@acme.test', { method: 'GET', url: '/api/accessible-accounts' });
      expect(before.statusCode).toBe(200);
      const [{ name, pid }] = rowsOf<{ name: string; pid: number }>(await t.db.execute(sql`select current_database() as name, pg_backend_pid() as pid`));

      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      admin.on('error', () => {});
      await admin.connect();
      const ended = await admin.query('select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1', [name]);
      await admin.end();
      expect(ended.rows.length).toBeGreaterThan(0);
      expect(ended.rows.every((r: { ok: boolean }) => r.ok)).toBe(true);
      // give the FATAL notices time to reach the idle clients (longer on a busy machine)
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      const after = await t.as('admin@acme.test', { method: 'GET', url: '/api/accessible-accounts' });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual(before.json());
      const [{ pid: newPid }] = rowsOf<{ pid: number }>(await t.db.execute(sql`select pg_backend_pid() as pid`));
      expect(newPid).not.toBe(pid);
    }
  });
});

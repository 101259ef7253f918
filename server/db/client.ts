import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

/** One query type for both drivers (DESIGN.md: one query layer over PGlite and PostgreSQL). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

/** `from`: an in-memory database starts from this dump (PGlite's dumpDataDir), the test suite's migrated template. */
export type DatabaseOptions = { dataDir: string } | { databaseUrl: string } | { memory: true; from?: Blob };

export interface Database {
  db: Db;
  kind: DbKind;
  /** Runs fn while holding the startup lock, so concurrent instances migrate and seed once. */
  exclusive<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole database as one file, which `{ memory: true, from }` opens again. */
  dump?(): Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works; it only has to be the same in every instance.
const STARTUP_LOCK_KEY = 7_302_115;
const config = { schema, casing: 'snake_case' as const };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl);
  return 'dataDir' in options ? openPglite(options.dataDir) : openPglite(undefined, options.from);
}

async function openPglite(dataDir: string | undefined, from?: Blob): Promise<Database> {
  const client = from ? new PGlite({ loadDataDir: from }) : new PGlite(dataDir);
  const db = drizzlePglite({ client, ...config });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    // PGlite has one connection and one process (guarded by the data-directory lock).
    exclusive: (fn) => fn(db),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle connection the server ends (a restart, a dropped database, an administrator's
  // terminate) is reported on the pool; unheard, that event would crash the process. The pool
  // has already dropped the connection and opens a new one on the next query. pool.end()
  // returns before its connections have closed, so errors after close are expected and quiet.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.error(`database: an idle connection was lost (${error.message}); the pool will reconnect`);
  });
  // A connection lost while checked out but between queries (the exclusive lock's, say) reports on the
  // client, not the pool; the next query on it fails and is handled where it was made.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!closing) console.error(`database: a connection in use was lost (${error.message})`);
    });
  });
  const db = drizzlePg({ client: pool, ...config });
  // Advisory locks belong to a session, so lock and work on one dedicated connection.
  const exclusive = async <T>(fn: (locked: NodePgDatabase<typeof schema>) => Promise<T>): Promise<T> => {
    const connection = await pool.connect();
    try {
      const locked = drizzlePg({ client: connection, ...config });
      await locked.execute(sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`);
      try {
        return await fn(locked);
      } finally {
        await locked.execute(sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`);
      }
    } finally {
      connection.release();
    }
  };
  try {
    await exclusive((locked) => migratePg(locked, { migrationsFolder }));
  } catch (error) {
    closing = true;
    await pool.end();
    throw error;
  }
  const close = async () => {
    closing = true;
    await pool.end();
  };
  return { db, kind: 'postgres', exclusive, close };
}

/**
 * Tables of the schema the planner has no statistics for: never analysed (reltuples -1), such as the ones a migration
 * has just created and filled. PostgreSQL's autovacuum analyses them soon; PGlite runs none, so the server analyses
 * at start when this is not empty (server/main.ts).
 */
export async function tablesWithoutStatistics(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and c.reltuples < 0 order by 1`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
}

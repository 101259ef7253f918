// Starts the console: env, data-directory lock, database and migrations, demo seed, listen (DESIGN.md runtime).
import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './lib/data-dir-lock';
import { loadJwtKey } from './lib/jwt-key';
import { startProgressServer } from './startup-page';
import { planWorkers, readyAndWaitForPort, reportListening, runPrimary } from './cluster';

// The console's modules load after the progress page listens (issue 14 item 8): loading them takes seconds.
const loadApp = async () => ({
  ...(await import('./app')),
  ...(await import('./db/client')),
  ...(await import('./modules/agent/settings')),
  ...(await import('./seed/index')),
  ...(await import('./seed/accounts')),
});

function credentialsTable({ DEMO_MEMBERS, DEMO_ACCOUNTS, DEMO_PASSWORD }: Awaited<ReturnType<typeof loadApp>>): string {
  const rows = DEMO_MEMBERS.map((m) => [m.email, m.role, DEMO_ACCOUNTS.find((a) => a.key === m.account)!.values.name as string]);
  const header = ['email', 'role', 'company'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), '', `Password for every demo user: ${DEMO_PASSWORD}`].join('\n');
}

type Modules = Awaited<ReturnType<typeof loadApp>>;
type OpenedDatabase = Awaited<ReturnType<Modules['openDatabase']>>;

function environment() {
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  return {
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
  };
}

function startApp(modules: Modules, database: OpenedDatabase, jwtKey: Uint8Array) {
  return modules.buildApp({
    db: database.db,
    dbKind: database.kind,
    jwtKey,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    staticDir: resolve(process.env.STATIC_DIR ?? 'dist'),
    trustProxy: process.env.TRUST_PROXY === 'true',
    agent: modules.agentSettingsFromEnv(process.env),
  });
}

/** closes the app, then the database, on SIGINT or SIGTERM */
function stopOnSignals(app: { close(): Promise<unknown>; log: { info(o: object, m: string): void } }, database: OpenedDatabase, release: () => void) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    try {
      await app.close();
      await database.close();
    } finally {
      release();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** one of WORKERS server processes (PostgreSQL only): the primary has migrated and seeded */
async function worker() {
  const { port, host, dataDir, databaseUrl } = environment();
  const jwtKey = loadJwtKey(process.env, dataDir);
  const modules = await loadApp();
  const database = await modules.openDatabase({ databaseUrl: databaseUrl! });
  const app = await startApp(modules, database, jwtKey);
  stopOnSignals(app, database, () => {});
  await app.ready();
  await readyAndWaitForPort();
  await app.listen({ port, host });
  reportListening();
}

async function main() {
  const { port, host, dataDir, databaseUrl } = environment();
  const plan = planWorkers(process.env, databaseUrl);

  let lock: DataDirLock | undefined;
  if (!databaseUrl) {
    try {
      lock = acquireDataDirLock(dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }
  const release = () => lock?.release();
  process.on('exit', release);

  // the port answers at once: a progress page until the console is ready (issue 14 item 8)
  const progress = await startProgressServer(port, host);
  const jwtKey = loadJwtKey(process.env, dataDir);
  const modules = await loadApp();
  const { openDatabase, hasAccounts, seedDemo } = modules;
  progress.phase('Opening the database and applying migrations');
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: resolve(dataDir, 'pglite') });
  // SEED_DEMO=0 starts with an empty database (the crash test and benchmarks create what they need).
  const seedWanted = process.env.SEED_DEMO !== '0';
  const seeded = await database.exclusive(async (db) => {
    if (!seedWanted || (await hasAccounts(db))) return false;
    progress.phase('Writing the demo data');
    await seedDemo(db, {
      onProgress: (p) => progress.count(p.endpoints, p.of, `${p.company}, ${p.endpoints.toLocaleString('en-US')} of ${p.of.toLocaleString('en-US')} endpoints, ${p.events.toLocaleString('en-US')} events`),
    });
    // fresh tables have no planner statistics until analysed (PGlite never does it by itself)
    progress.phase('Gathering the planner\'s statistics');
    await db.execute(sql`analyze`);
    return true;
  });
  // an upgraded PGlite install: tables a migration has just created and filled would have no planner statistics until
  // the six-hourly analyze, and PGlite plans such tables badly (PostgreSQL's autovacuum analyses them by itself)
  if (!seeded && database.kind === 'pglite') {
    await database.exclusive(async (db) => {
      if ((await modules.tablesWithoutStatistics(db)).length === 0) return;
      progress.phase('Gathering the planner\'s statistics');
      await db.execute(sql`analyze`);
    });
  }
  if (plan.note) console.log(plan.note);
  const ready = () => {
    if (seeded) console.log('Seeded the demo tenant.');
    if (databaseUrl && !process.env.JWT_SECRET) {
      console.warn('JWT_SECRET is not set: this instance signs with its own key from DATA_DIR; instances behind one load balancer must share JWT_SECRET');
    }
    console.log(`Palisade console at http://localhost:${port}${plan.workers > 1 ? ` (${plan.workers} server processes)` : ''}`);
    console.log(`\n${credentialsTable(modules)}\n`);
  };

  if (plan.workers > 1) {
    await database.close();
    progress.phase(`Starting ${plan.workers} server processes`);
    await runPrimary({ workers: plan.workers, closeProgress: () => progress.close(), log: (line) => console.log(line), onListening: ready });
    return;
  }

  progress.phase('Starting the console');
  const app = await startApp(modules, database, jwtKey);
  stopOnSignals(app, database, release);
  await app.ready();
  await progress.close();
  await app.listen({ port, host });
  ready();
}

(cluster.isWorker ? worker() : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});

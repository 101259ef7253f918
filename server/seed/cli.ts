// npm run seed [-- --reset]: seeds the demo tenant into DATA_DIR (PGlite) or DATABASE_URL.
import { resolve } from 'node:path';
import { openDatabase } from '../db/client';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '../lib/data-dir-lock';
import { hasAccounts, resetDatabase, seedDemo } from './index';

async function main() {
  const reset = process.argv.includes('--reset');
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  let lock: DataDirLock | undefined;
  if (!databaseUrl) {
    try {
      lock = acquireDataDirLock(dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(`${error.message}\nThe seed cannot run while the server uses the data directory.`);
        process.exit(1);
      }
      throw error;
    }
  }
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: resolve(dataDir, 'pglite') });
  try {
    await database.exclusive(async (db) => {
      if (reset) await resetDatabase(db);
      else if (await hasAccounts(db)) {
        console.log('The database already holds accounts; run with --reset to replace them with the demo tenant.');
        return;
      }
      const summary = await seedDemo(db);
      const fleets = Object.entries(summary)
        .map(([company, f]) => `${company}: ${f.endpoints} endpoints, ${f.events} events, ${f.commands} commands`)
        .join('; ');
      console.log(`Demo tenant seeded into ${databaseUrl ? 'PostgreSQL' : dataDir} (${fleets}).`);
    });
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

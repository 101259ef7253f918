// The API project's global setup: migrates one database and fills the global catalog before the test files start,
// and every file's database begins as a copy of it (createTestApp). Migrating took about 10 s of each API file on
// PGlite and the catalog 1 to 2 s; loading the copy takes under 3. The companies' demo data is still seeded per
// file: its last-seen times and "today" are relative to the moment the file starts, as they were.
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedCatalog } from '../../server/seed/demo-fleet';

export type DbTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

async function onServer(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `palisade_template_${randomBytes(6).toString('hex')}`;
    await onServer(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await seedCatalog(database.db);
    // a template must have no connection open while a copy is made of it
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', name });
    return () => onServer(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase({ memory: true });
  await seedCatalog(database.db);
  const dump = await database.dump!();
  await database.close();
  const file = join(tmpdir(), `palisade-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('dbTemplate', { kind: 'pglite', file });
  return () => rm(file, { force: true });
}

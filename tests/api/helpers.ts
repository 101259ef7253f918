import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../../server/app';
import { openDatabase, type Database, type Db } from '../../server/db/client';
import { eq, inArray, or } from 'drizzle-orm';
import { accountManagers, accounts, members, type AccountRow, type MemberRow } from '../../server/db/schema/index';
import { hashPassword } from '../../server/lib/passwords';
import { createTokenSigner, type TokenSigner } from '../../server/lib/tokens';
import { DEMO_MEMBERS, DEMO_PASSWORD, seedDemo } from '../../server/seed/index';
import type { DbTemplate } from '../support/db-template';

export { DEMO_MEMBERS, DEMO_PASSWORD };
export type DemoEmail = (typeof DEMO_MEMBERS)[number]['email'];
export const DEMO_EMAILS = DEMO_MEMBERS.map((m) => m.email);

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  kind: Database['kind'];
  jwtKey: Uint8Array;
  signer: TokenSigner;
  /** a token per demo user, minted by the app's own signer */
  tokens: Record<string, string>;
  members: Record<string, MemberRow>;
  /** demo companies by name: 'Palisade', 'Acme Corp', 'Globex', 'Initech' */
  accounts: Record<string, AccountRow>;
  /** authorised inject as a demo user */
  as(email: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let demoHash: Promise<string> | undefined;

/**
 * A fresh database per test file (DESIGN.md testing): a copy of the migrated template the API project's global
 * setup made (tests/support/db-template.ts), on PostgreSQL when DATABASE_URL is set, else in PGlite's memory.
 */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void>; catalogSeeded: boolean }> {
  const template: DbTemplate | undefined = inject('dbTemplate');
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const from = template?.kind === 'pglite' ? new Blob([await readFile(template.file)]) : undefined;
    return { database: await openDatabase({ memory: true, from }), drop: async () => {}, catalogSeeded: from !== undefined };
  }
  const name = `palisade_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template?.kind === 'postgres' ? `create database ${name} template ${template.name}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    catalogSeeded: template?.kind === 'postgres',
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestApp(overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const { database, drop, catalogSeeded } = await openTestDatabase();
  demoHash ??= hashPassword(DEMO_PASSWORD);
  // A few dozen endpoints over 14 days: realistic, and quick enough for every test file to seed its own.
  await seedDemo(database.db, { passwordHash: await demoHash, fleet: 'small', catalogSeeded });
  const jwtKey = overrides.jwtKey ?? new Uint8Array(randomBytes(32));
  const now = overrides.now ?? (() => new Date());
  const app = await buildApp({ db: database.db, dbKind: database.kind, jwtKey, now, ...overrides });
  await app.ready();

  const signer = createTokenSigner(jwtKey, now);
  const memberRows = await database.db.select().from(members);
  const accountRows = await database.db.select().from(accounts);
  const byId = new Map(accountRows.map((a) => [a.id, a]));
  const tokens: Record<string, string> = {};
  for (const m of memberRows) {
    const account = byId.get(m.accountId)!;
    tokens[m.email] = await signer.sign({ sub: m.id, email: m.email, role: m.role, account_id: account.id, account_name: account.name });
  }
  return {
    app,
    db: database.db,
    kind: database.kind,
    jwtKey,
    signer,
    tokens,
    members: Object.fromEntries(memberRows.map((m) => [m.email, m])),
    accounts: Object.fromEntries(accountRows.map((a) => [a.name, a])),
    as(email, options) {
      return app.inject({ ...options, headers: { authorization: `Bearer ${tokens[email]}`, ...options.headers } });
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** A distinct client address per scenario, so the per-IP sign-in limit of one test does not leak into another. */
export function testIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export function signin(app: FastifyInstance, email: string, password: string, remoteAddress = testIp()) {
  return app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password }, remoteAddress });
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** What the database says a member may reach, written without the server's scoping helper. */
export async function reachableAccountIds(t: TestApp, email: string): Promise<string[]> {
  const m = t.members[email];
  let where;
  if (m.role === 'PALISADE_ADMIN') {
    const managed = (await t.db.select().from(accountManagers).where(eq(accountManagers.memberId, m.id))).map((r) => r.accountId);
    where = or(eq(accounts.id, m.accountId), inArray(accounts.id, managed));
  } else if (m.role !== 'SuperAdmin') {
    where = or(eq(accounts.id, m.accountId), eq(accounts.parentId, m.accountId));
  }
  return (await t.db.select({ id: accounts.id }).from(accounts).where(where)).map((a) => a.id).sort();
}

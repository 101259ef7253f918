// The demo tenant and an AskCISO client shared by the eval runner and the speed bench (issue 8,
// "Measured quality and speed"): the app in-process over an in-memory PGlite, signed in as admin@acme.test.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase, type Db } from '../../server/db/client';
import { members, accounts } from '../../server/db/schema/index';
import { createTokenSigner } from '../../server/lib/tokens';
import { hashPassword } from '../../server/lib/passwords';
import { DEMO_PASSWORD, seedDemo } from '../../server/seed/index';
import type { Answer } from '../../src/api/contract/askciso';

export const ADMIN = 'admin@acme.test';

export interface Tenant {
  app: FastifyInstance;
  db: Db;
  accountId: string;
  token: string;
  fleet: 'full' | 'small';
  seedMs: number;
  /** the clock the app runs on: a minute ahead, so tokens are signed after the seed set the passwords */
  now: Date;
  close(): Promise<void>;
}

export async function openTenant(fleet: 'full' | 'small' = (process.env.ASKCISO_FLEET as 'small') ?? 'full'): Promise<Tenant> {
  const database = await openDatabase({ memory: true });
  const started = performance.now();
  await seedDemo(database.db, { passwordHash: await hashPassword(DEMO_PASSWORD), fleet });
  const seedMs = performance.now() - started;
  const now = new Date(Date.now() + 60_000);
  const jwtKey = new Uint8Array(randomBytes(32));
  const app = await buildApp({ db: database.db, dbKind: database.kind, jwtKey, now: () => now });
  await app.ready();
  const signer = createTokenSigner(jwtKey, () => now);
  const memberRows = await database.db.select().from(members);
  const accountRows = await database.db.select().from(accounts);
  const m = memberRows.find((r) => r.email === ADMIN)!;
  const account = accountRows.find((a) => a.id === m.accountId)!;
  const token = await signer.sign({ sub: m.id, email: m.email, role: m.role, account_id: account.id, account_name: account.name });
  return {
    app,
    db: database.db,
    accountId: account.id,
    token,
    fleet,
    seedMs,
    now,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export function authHeaders(t: Tenant) {
  return { authorization: `Bearer ${t.token}` };
}

export async function newConversation(t: Tenant): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/chatbot/conversations', payload: {}, headers: authHeaders(t) });
  if (res.statusCode !== 200) throw new Error(`create conversation: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** The `answer` event of an SSE body, or null when the stream carried none. */
export function answerOf(body: string): Answer | null {
  for (const block of body.split('\n\n')) {
    const lines = block.split('\n');
    if (lines[0] !== 'event: answer') continue;
    const data = lines.find((l) => l.startsWith('data: '));
    if (data) return (JSON.parse(data.slice(6)) as { answer: Answer }).answer;
  }
  return null;
}

export async function ask(t: Tenant, conversation: string, question: string): Promise<{ status: number; answer: Answer | null; body: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/chatbot/conversations/${conversation}/messages`,
    payload: { question, z: 'UTC' },
    headers: authHeaders(t),
  });
  return { status: res.statusCode, answer: res.statusCode === 200 ? answerOf(res.body) : null, body: res.body };
}

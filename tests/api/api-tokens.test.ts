// Issue 27, API tokens: created by an admin (shown once, hashed at rest), a token acts as its creator's
// session on its company, read-only tokens refuse mutations, revoked and expired tokens answer 401, every use
// is audited with last_used_at, and a token of one company never reaches another's data.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiToken, CreatedApiToken } from '../../src/api/contract/settings-api';
import { apiTokens, auditLog, people } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

const ADMIN = 'admin@acme.test';
let t: TestApp;
let acme: string;
let globex: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = t.accounts['Acme Corp'].id;
  globex = t.accounts['Globex'].id;
});
afterAll(() => t?.close());

async function create(body: object, email = ADMIN): Promise<CreatedApiToken> {
  const res = await t.as(email, { method: 'POST', url: '/api/api-tokens', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const withToken = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

describe('creating and listing tokens', () => {
  it('shows the secret once and keeps only its hash', async () => {
    const created = await create({ name: 'CI export', scope: 'read', expires_in_days: 30 });
    expect(created.token.startsWith(`${created.prefix}_`)).toBe(true);
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row.accountId).toBe(acme);
    expect(row.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const listed: ApiToken[] = (await t.as(ADMIN, { method: 'GET', url: '/api/api-tokens' })).json();
    const mine = listed.find((l) => l.id === created.id)!;
    expect(mine).toMatchObject({ name: 'CI export', scope: 'read', status: 'active', created_by: ADMIN, last_used_at: null });
    expect(JSON.stringify(listed)).not.toContain(created.token);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.action, 'api-token.create'), eq(auditLog.target, 'CI export')));
    expect(audits).toHaveLength(1);
  });

  it('refuses bad bodies with reasons and stores nothing', async () => {
    const before = (await t.db.select().from(apiTokens)).length;
    for (const body of [{ name: '', scope: 'read', expires_in_days: 30 }, { name: 'x', scope: 'admin', expires_in_days: 30 }, { name: 'x', scope: 'read', expires_in_days: 0 }, { name: 'x', scope: 'read', expires_in_days: 366 }]) {
      const res = await t.as(ADMIN, { method: 'POST', url: '/api/api-tokens', payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().issues.length).toBeGreaterThan(0);
    }
    expect((await t.db.select().from(apiTokens)).length).toBe(before);
  });

  it('is the admin\u2019s: the auditor and the group admin may not list or create tokens', async () => {
    for (const email of ['auditor@acme.test', 'groupadmin@acme.test']) {
      expect((await t.as(email, { method: 'GET', url: '/api/api-tokens' })).statusCode).toBe(403);
    }
  });
});

describe('using a token', () => {
  it('a read-only token lists /api/users as its creator sees them and is refused on a mutation', async () => {
    const { token } = await create({ name: 'read users', scope: 'read', expires_in_days: 7 });
    const res = await withToken(token, 'GET', '/api/users?size=500');
    expect(res.statusCode, res.body).toBe(200);
    const asSession = await t.as(ADMIN, { method: 'GET', url: '/api/users?size=500' });
    expect(res.json()).toEqual(asSession.json());
    const before = (await t.db.select().from(people).where(eq(people.accountId, acme))).length;
    const refused = await withToken(token, 'POST', '/api/users', { email: 'token.made@acme.test', first_name: 'Token', last_name: 'Made' });
    expect(refused.statusCode).toBe(403);
    expect((await t.db.select().from(people).where(eq(people.accountId, acme))).length).toBe(before);
  });

  it('records every use: last_used_at and an audit row', async () => {
    const created = await create({ name: 'audited', scope: 'read', expires_in_days: 7 });
    expect((await withToken(created.token, 'GET', '/api/users')).statusCode).toBe(200);
    expect((await withToken(created.token, 'GET', '/api/api-tokens')).statusCode).toBe(200);
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row.lastUsedAt).not.toBeNull();
    const uses = await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.action, 'api-token.use'), eq(auditLog.target, 'audited')));
    expect(uses.map((u) => u.details?.route).sort()).toEqual(['/api/api-tokens', '/api/users']);
    expect(uses.every((u) => u.email === ADMIN)).toBe(true);
  });

  it('a revoked token answers 401', async () => {
    const created = await create({ name: 'to revoke', scope: 'write', expires_in_days: 7 });
    expect((await withToken(created.token, 'GET', '/api/users')).statusCode).toBe(200);
    const revoked = await t.as(ADMIN, { method: 'DELETE', url: `/api/api-tokens/${created.id}` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().status).toBe('revoked');
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row.revokedAt).not.toBeNull();
    expect((await withToken(created.token, 'GET', '/api/users')).statusCode).toBe(401);
  });

  it('an expired or unknown token answers 401', async () => {
    const created = await create({ name: 'expiring', scope: 'read', expires_in_days: 1 });
    await t.db.update(apiTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiTokens.id, created.id));
    expect((await withToken(created.token, 'GET', '/api/users')).statusCode).toBe(401);
    const forged = `${created.prefix}_${'A'.repeat(43)}`;
    expect((await withToken(forged, 'GET', '/api/users')).statusCode).toBe(401);
  });

  it('a read-write token may change data; it cannot mint tokens or switch company', async () => {
    const { token } = await create({ name: 'writer', scope: 'write', expires_in_days: 7 });
    expect((await withToken(token, 'POST', '/api/api-tokens', { name: 'child', scope: 'write', expires_in_days: 7 })).statusCode).toBe(403);
    expect((await withToken(token, 'POST', '/api/auth/update', { client_id: 'x' })).statusCode).toBe(403);
    const res = await withToken(token, 'PUT', '/api/agent-settings', { heartbeat_seconds: 120, offline_minutes: 60, command_timeout_minutes: 15, log_level: 'warn', update_channel: 'stable', uninstall_protection: true });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a token of Acme never sees Globex data', async () => {
    const { token } = await create({ name: 'acme only', scope: 'read', expires_in_days: 7 });
    const users = (await withToken(token, 'GET', '/api/users?size=500')).json() as { email: string }[];
    const globexPeople = await t.db.select({ email: people.email }).from(people).where(eq(people.accountId, globex));
    const globexEmails = new Set(globexPeople.map((p) => p.email));
    expect(users.length).toBeGreaterThan(0);
    expect(users.some((u) => globexEmails.has(u.email))).toBe(false);
    const switched = await t.app.inject({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer ${token}`, 'x-account-id': globex } });
    expect(switched.statusCode).toBe(403);
    const globexTokens = await t.as('admin@globex.test', { method: 'GET', url: '/api/api-tokens' });
    expect((globexTokens.json() as ApiToken[]).some((x) => x.name === 'acme only')).toBe(false);
  });
});

describe('the Swagger view', () => {
  it('serves Swagger UI at /api-docs over the same OpenAPI document, with the token calls in it', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api-docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect((await t.app.inject({ method: 'GET', url: '/api-docs/static/swagger-ui-bundle.js' })).statusCode).toBe(200);
    const spec = await t.app.inject({ method: 'GET', url: '/api-docs/json' });
    const real = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().paths).toEqual(real.json().paths);
    expect(Object.keys(spec.json().paths)).toContain('/api/api-tokens');
  });
});

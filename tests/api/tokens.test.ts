import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../server/db/schema/index';
import { createTokenSigner } from '../../server/lib/tokens';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (authorization?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/accounts', headers: { ...(authorization ? { authorization } : {}), ...headers } });

function claimsOf(email: string) {
  const m = t.members[email];
  const account = Object.values(t.accounts).find((a) => a.id === m.accountId)!;
  return { sub: m.id, email, role: m.role, account_id: account.id, account_name: account.name };
}

describe('bearer tokens', () => {
  it('accepts a valid token', async () => {
    expect((await get(`Bearer ${t.tokens['admin@globex.test']}`)).statusCode).toBe(200);
  });

  it.each([
    ['missing', undefined],
    ['not bearer', 'Basic YWRtaW46YWRtaW4='],
    ['garbage', 'Bearer not-a-token'],
  ])('refuses a %s authorization with 401', async (_label, authorization) => {
    const res = await get(authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it("refuses alg 'none'", async () => {
    const token = new UnsecuredJWT(claimsOf('admin@acme.test')).setIssuedAt().setExpirationTime('1h').encode();
    expect((await get(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const token = await createTokenSigner(new Uint8Array(32).fill(1), () => new Date()).sign(claimsOf('admin@acme.test'));
    expect((await get(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses HS512 even with the right key', async () => {
    const token = await new SignJWT(claimsOf('admin@acme.test')).setProtectedHeader({ alg: 'HS512' }).setSubject(t.members['admin@acme.test'].id).setIssuedAt().setExpirationTime('1h').sign(new Uint8Array([...t.jwtKey, ...t.jwtKey]));
    expect((await get(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const thirteenHoursAgo = new Date(Date.now() - 13 * 3600_000);
    const token = await t.signer.sign(claimsOf('admin@acme.test'), thirteenHoursAgo);
    const res = await get(`Bearer ${token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().exception).toBe('Your session has expired. Please sign in again.');
  });

  it('refuses a token issued before the password changed', async () => {
    const email = 'admin@globex.test';
    await t.db.update(members).set({ passwordChangedAt: new Date(Date.now() - 600_000), roleChangedAt: new Date(Date.now() - 600_000) }).where(eq(members.email, email));
    const token = await t.signer.sign(claimsOf(email), new Date(Date.now() - 60_000));
    expect((await get(`Bearer ${token}`)).statusCode).toBe(200);
    await t.db.update(members).set({ passwordChangedAt: new Date(Date.now() - 5_000) }).where(eq(members.email, email));
    expect((await get(`Bearer ${token}`)).statusCode).toBe(401);
    const fresh = await t.signer.sign(claimsOf(email));
    expect((await get(`Bearer ${fresh}`)).statusCode).toBe(200);
  });

  it('refuses a token whose role is no longer the member’s role', async () => {
    const email = 'auditor@acme.test';
    const token = t.tokens[email];
    expect((await get(`Bearer ${token}`)).statusCode).toBe(200);
    await t.db.update(members).set({ role: 'ADMIN' }).where(eq(members.email, email));
    try {
      expect((await get(`Bearer ${token}`)).statusCode).toBe(401);
    } finally {
      await t.db.update(members).set({ role: 'AUDITOR' }).where(eq(members.email, email));
    }
    expect((await get(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('refuses a token issued before the role changed, even when the role was changed back', async () => {
    const email = 'groupadmin@acme.test';
    await t.db.update(members).set({ passwordChangedAt: new Date(Date.now() - 600_000), roleChangedAt: new Date(Date.now() - 600_000) }).where(eq(members.email, email));
    const token = await t.signer.sign(claimsOf(email), new Date(Date.now() - 60_000));
    expect((await get(`Bearer ${token}`)).statusCode).toBe(200);
    await t.db.update(members).set({ roleChangedAt: new Date(Date.now() - 5_000) }).where(eq(members.email, email));
    expect((await get(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses a token of a deleted member', async () => {
    const token = await t.signer.sign({ ...claimsOf('admin@acme.test'), sub: '00000000-0000-4000-8000-000000000000' });
    expect((await get(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('answers 403 when X-Account-Id differs from the token’s company', async () => {
    const token = t.tokens['admin@acme.test'];
    expect((await get(`Bearer ${token}`, { 'x-account-id': t.accounts['Acme Corp'].id })).statusCode).toBe(200);
    const res = await get(`Bearer ${token}`, { 'x-account-id': t.accounts['Globex'].id });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });
});

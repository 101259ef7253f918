import { parseOptions } from '@node-rs/argon2';
import { and, count, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, members } from '../../server/db/schema/index';
import { DEFAULT_RATE_LIMIT } from '../../server/modules/auth/rate-limit';
import { createTestApp, DEMO_MEMBERS, DEMO_PASSWORD, signin, testIp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('POST /api/auth/signin', () => {
  it.each(DEMO_MEMBERS.map((m) => [m.email, m]))('signs in %s with its role and home company', async (email) => {
    const res = await signin(t.app, email, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [member] = await t.db.select().from(members).where(eq(members.email, email));
    const [home] = await t.db.select().from(accounts).where(eq(accounts.id, member.accountId));
    expect(body).toMatchObject({
      display_name: `${member.firstName} ${member.lastName}`,
      email,
      login_type: 'BASIC',
      account_id: home.id,
      account_name: home.name,
      role: member.role,
    });
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({ sub: member.id, email, role: member.role, account_id: home.id, account_name: home.name });
    expect(claims.exp! - claims.iat!).toBe(12 * 60 * 60);
    const me = await t.app.inject({ method: 'GET', url: '/api/accounts', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(home.id);
  });

  it('accepts the address in any case and with surrounding spaces', async () => {
    const res = await signin(t.app, '  Admin@ACME.test ', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('admin@acme.test');
  });

  it('answers a wrong password and an unknown address identically', async () => {
    const wrong = await signin(t.app, 'admin@globex.test', 'Wrong-password-1');
    const unknown = await signin(t.app, 'nobody@globex.test', 'Wrong-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ exception: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' });
  });

  it('stores argon2id hashes with m=19456, t=2, p=1', async () => {
    const rows = await t.db.select({ hash: members.passwordHash }).from(members);
    expect(rows.length).toBe(DEMO_MEMBERS.length);
    for (const { hash } of rows) {
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const parsed = parseOptions(hash!);
      expect(parsed).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    }
  });

  it('writes an audit row for a successful sign-in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'admin@globex.test', password: DEMO_PASSWORD },
      headers: { traceparent: '00-1234567890abcdef1234567890abcdef-1234567890abcdef-01' },
      remoteAddress: testIp(),
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.traceId, '1234567890abcdef1234567890abcdef'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accountId: t.accounts['Globex'].id, email: 'admin@globex.test', role: 'ADMIN', action: 'auth.signin' });
  });
});

describe('sign-in throttling (issue 15: no stranger can lock an account)', () => {
  it('throttles the address from the address that failed 5 times, whether or not it exists, and lets the right password in from elsewhere', async () => {
    for (const email of ['auditor@acme.test', 'ghost@acme.test']) {
      const a = testIp();
      for (let i = 0; i < 5; i++) expect((await signin(t.app, email, `Wrong-${i}-Aa1!`, a)).statusCode).toBe(401);
      const limited = await signin(t.app, email, DEMO_PASSWORD, a);
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.json()).toEqual({ exception: 'Too many sign-in attempts. Try again in 1 minute.', code: 'TOO_MANY_ATTEMPTS' });
      expect((await signin(t.app, email, DEMO_PASSWORD, testIp())).statusCode).toBe(email === 'ghost@acme.test' ? 401 : 200);
    }
  });

  it('does not let failures from one address lock the owner out: the right password from another address signs in', async () => {
    const attacker = testIp();
    for (let i = 0; i < 8; i++) await signin(t.app, 'admin@acme.test', `Wrong-${i}-Aa1!`, attacker);
    expect((await signin(t.app, 'admin@acme.test', DEMO_PASSWORD, attacker)).statusCode).toBe(429);
    const owner = await signin(t.app, 'admin@acme.test', DEMO_PASSWORD, testIp());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().email).toBe('admin@acme.test');
  });

  it('doubles the delay with each further failure of the same address and client address', async () => {
    let clock = Date.now();
    const local = await createTestApp({ now: () => new Date(clock) });
    try {
      const ip = testIp();
      for (let i = 0; i < 5; i++) expect((await signin(local.app, 'admin@acme.test', `Wrong-${i}-Aa1!`, ip)).statusCode).toBe(401);
      const waits: number[] = [];
      for (let round = 0; round < 4; round++) {
        const limited = await signin(local.app, 'admin@acme.test', 'Wrong-x-Aa1!', ip);
        expect(limited.statusCode).toBe(429);
        const wait = Number(limited.headers['retry-after']);
        waits.push(wait);
        expect(limited.json().exception).toBe(`Too many sign-in attempts. Try again in ${Math.ceil(wait / 60)} ${wait <= 60 ? 'minute' : 'minutes'}.`);
        clock += wait * 1000;
        expect((await signin(local.app, 'admin@acme.test', `Wrong-r${round}-Aa1!`, ip)).statusCode).toBe(401);
      }
      expect(waits).toEqual([60, 120, 240, 480]);
      // The right password, once the wait is over, signs in and clears this pair's failures.
      clock += 16 * 60_000;
      expect((await signin(local.app, 'admin@acme.test', DEMO_PASSWORD, ip)).statusCode).toBe(200);
      expect((await signin(local.app, 'admin@acme.test', 'Wrong-y-Aa1!', ip)).statusCode).toBe(401);
      const [{ n }] = await local.db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'auth.signin'), eq(auditLog.email, 'admin@acme.test')));
      expect(Number(n)).toBe(1);
    } finally {
      await local.close();
    }
  });

  it('limits one client address to 20 failures across addresses, then delays it', async () => {
    const ip = testIp();
    for (let i = 0; i < 20; i++) expect((await signin(t.app, `user${i}@initech.test`, 'Wrong-1-Aa!', ip)).statusCode).toBe(401);
    const limited = await signin(t.app, 'admin@globex.test', DEMO_PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await signin(t.app, 'admin@globex.test', DEMO_PASSWORD, testIp())).statusCode).toBe(200);
  });

  it('suspends an address after its hourly ceiling of failures from anywhere, says until when, and audits it', async () => {
    let clock = Date.parse('2030-01-02T10:00:30Z');
    const local = await createTestApp({ now: () => new Date(clock), rateLimit: { accountCeiling: 12 } });
    try {
      for (let i = 0; i < 12; i++) {
        expect((await signin(local.app, 'admin@acme.test', `Wrong-${i}-Aa1!`, testIp())).statusCode).toBe(401);
        clock += 1000;
      }
      for (const email of ['admin@acme.test', 'ADMIN@acme.test']) {
        const refused = await signin(local.app, email, DEMO_PASSWORD, testIp());
        expect(refused.statusCode).toBe(429);
        // The first failure (10:00:30) stops counting at 11:00:30; the time is rounded up to the minute.
        expect(refused.json()).toEqual({
          exception: 'Too many failed sign-ins for this account: sign-in is suspended until 2030-01-02 11:01 UTC.',
          code: 'SIGNIN_SUSPENDED',
        });
        expect(Number(refused.headers['retry-after'])).toBe(3600 - 12);
      }
      const audit = await local.db.select().from(auditLog).where(eq(auditLog.action, 'auth.signin.suspended'));
      expect(audit).toMatchObject([{ accountId: local.accounts['Acme Corp'].id, email: 'admin@acme.test', target: 'admin@acme.test', memberId: null, role: null }]);
      expect(audit[0].details).toMatchObject({ until: '2030-01-02T11:00:30.000Z', failures: 12 });
      // The same answer for an address without an account, and no audit row anywhere.
      for (let i = 0; i < 12; i++) await signin(local.app, 'ghost@acme.test', `Wrong-${i}-Aa1!`, testIp());
      expect((await signin(local.app, 'ghost@acme.test', DEMO_PASSWORD, testIp())).json().code).toBe('SIGNIN_SUSPENDED');
      expect(await local.db.select().from(auditLog).where(eq(auditLog.action, 'auth.signin.suspended'))).toHaveLength(1);
      clock = Date.parse('2030-01-02T11:00:31Z');
      expect((await signin(local.app, 'admin@acme.test', DEMO_PASSWORD, testIp())).statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('keeps the ceiling at 100 failures an hour (ASVS 4.0.3 §2.2.1)', () => {
    expect(DEFAULT_RATE_LIMIT).toMatchObject({ accountCeiling: 100, accountWindowMs: 60 * 60 * 1000 });
  });

  it('refuses password sign-in when the company turned it off, without revealing it before the password is right', async () => {
    await t.db.update(accounts).set({ disableUsernamePassword: true }).where(eq(accounts.id, t.accounts['Initech'].id));
    await t.db.insert(members).values({
      accountId: t.accounts['Initech'].id,
      email: 'admin@initech.test',
      firstName: 'Bill',
      lastName: 'Lumbergh',
      role: 'ADMIN',
      passwordHash: t.members['admin@acme.test'].passwordHash,
    });
    expect((await signin(t.app, 'admin@initech.test', 'Wrong-1-Aa!')).statusCode).toBe(401);
    const res = await signin(t.app, 'admin@initech.test', DEMO_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().exception).toBe('Password sign-in is turned off for your company. Sign in with single sign-on.');
  });
});

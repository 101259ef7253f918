import { count, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_MAIL_MESSAGE, PASSWORD_RULE_MESSAGE } from '../../src/lib/validation';
import { accounts, auditLog, members } from '../../server/db/schema/index';
import { DEFAULT_RATE_LIMIT } from '../../server/modules/auth/rate-limit';
import { createTestApp, testIp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const valid = { email: 'Jane.Doe@Umbrella.test', firstName: 'Jane', lastName: 'Doe', company: 'Umbrella', password: 'Str0ng-pass!' };
const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/signup', payload });
const counts = async () => ({
  accounts: Number((await t.db.select({ n: count() }).from(accounts))[0].n),
  members: Number((await t.db.select({ n: count() }).from(members))[0].n),
});

describe('POST /api/signup', () => {
  it('creates a pending company and its first ADMIN, and returns a session', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const [member] = await t.db.select().from(members).where(eq(members.email, 'jane.doe@umbrella.test'));
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, member.accountId));
    expect(member).toMatchObject({ firstName: 'Jane', lastName: 'Doe', role: 'ADMIN', loginType: 'BASIC' });
    expect(member.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(account).toMatchObject({
      name: 'Umbrella',
      status: 'PENDING',
      userOnboardingRequired: true,
      isProvider: false,
      parentId: null,
      enableDlp: false,
      enableVpn: false,
      enableMdm: false,
      enableExecuteCommand: false,
      disableSessionLogs: false,
      billingPeriod: null,
    });
    expect(account.clientId).toMatch(/^[0-9a-f]{24}$/);
    expect(body).toMatchObject({ display_name: 'Jane Doe', email: 'jane.doe@umbrella.test', login_type: 'BASIC', account_id: account.id, account_name: 'Umbrella', role: 'ADMIN' });
    expect(decodeJwt(body.token)).toMatchObject({ sub: member.id, role: 'ADMIN', account_id: account.id });
    const status = await t.app.inject({ method: 'GET', url: '/api/account-status', headers: { authorization: `Bearer ${body.token}` } });
    expect(status.json()).toEqual({ user_onboarding_required: true, setup_started: false });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.accountId, account.id));
    expect(audit).toMatchObject([{ action: 'account.signup', memberId: member.id, role: 'ADMIN', traceId: res.headers['x-trace-id'] }]);
  });

  it('refuses a personal free-mail address with the rule message', async () => {
    const before = await counts();
    const res = await post({ ...valid, email: 'jane@gmail.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ exception: FREE_MAIL_MESSAGE, code: 'VALIDATION', issues: [{ path: 'email', message: FREE_MAIL_MESSAGE }] });
    expect(await counts()).toEqual(before);
  });

  it.each(['short1!', 'alllowercase1!', 'ALLUPPERCASE1!', 'NoDigits!!', 'NoSpecial123'])('refuses the weak password %s', async (password) => {
    const before = await counts();
    const res = await post({ ...valid, email: 'weak@umbrella.test', password });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'password', message: PASSWORD_RULE_MESSAGE }]);
    expect(await counts()).toEqual(before);
  });

  it('lists every problem of the body', async () => {
    const res = await post({ email: 'nope', firstName: '', company: 'U', password: 'x' });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path).sort();
    expect(paths).toEqual(['company', 'email', 'firstName', 'lastName', 'password']);
  });

  it('answers an address already registered without saying so, creates nothing and tells its owner, in any case', async () => {
    const before = await counts();
    for (const email of ['admin@acme.test', 'JANE.DOE@umbrella.test']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/signup', payload: { ...valid, email, company: 'Takeover Ltd' }, remoteAddress: '10.9.8.7' });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({
        status: 'received',
        message: 'Your request was received. If you already have an account with this e-mail address, sign in instead.',
      });
      expect(res.body).not.toMatch(/exist|token/i);
    }
    expect(await counts()).toEqual(before);
    const acme = await t.db.select().from(auditLog).where(eq(auditLog.action, 'account.signup.existing-email'));
    expect(acme).toMatchObject([
      { accountId: t.accounts['Acme Corp'].id, email: 'admin@acme.test', target: 'admin@acme.test', memberId: null, details: { ip: '10.9.8.7' } },
      { email: 'jane.doe@umbrella.test', target: 'jane.doe@umbrella.test' },
    ]);
  });
});

describe('sign-up limits', () => {
  const attempt = (app: TestApp['app'], email: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/signup', payload: { ...valid, email, company: `Company ${email}` }, remoteAddress });

  it('answers 429 with Retry-After past the attempts of one client address, new or existing addresses alike', async () => {
    let clock = Date.now();
    const local = await createTestApp({ now: () => new Date(clock), rateLimit: { signupPerIp: 3, signupWindowMs: 60 * 60_000 } });
    try {
      const ip = testIp();
      expect((await attempt(local.app, 'a@one.test', ip)).statusCode).toBe(201);
      expect((await attempt(local.app, 'admin@acme.test', ip)).statusCode).toBe(202);
      clock += 60_000;
      expect((await attempt(local.app, 'b@two.test', ip)).statusCode).toBe(201);
      const limited = await attempt(local.app, 'c@three.test', ip);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBe(59 * 60);
      expect(limited.json()).toEqual({ exception: 'Too many sign-up attempts. Try again in 59 minutes.', code: 'TOO_MANY_ATTEMPTS' });
      expect(await local.db.select().from(members).where(eq(members.email, 'c@three.test'))).toEqual([]);
      expect((await attempt(local.app, 'c@three.test', testIp())).statusCode).toBe(201);
      clock += 59 * 60_000;
      expect((await attempt(local.app, 'd@four.test', ip)).statusCode).toBe(201);
    } finally {
      await local.close();
    }
  });

  it('answers 429 past the attempts for one e-mail domain, from any client address', async () => {
    const local = await createTestApp({ rateLimit: { signupPerDomain: 2 } });
    try {
      expect((await attempt(local.app, 'first@hooli.test', testIp())).statusCode).toBe(201);
      expect((await attempt(local.app, 'FIRST@hooli.test', testIp())).statusCode).toBe(202);
      const limited = await attempt(local.app, 'third@Hooli.test', testIp());
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(59 * 60);
      expect((await attempt(local.app, 'third@piedpiper.test', testIp())).statusCode).toBe(201);
    } finally {
      await local.close();
    }
  });

  it('keeps 10 attempts per client address and 5 per domain an hour by default', () => {
    expect(DEFAULT_RATE_LIMIT).toMatchObject({ signupPerIp: 10, signupPerDomain: 5, signupWindowMs: 60 * 60_000 });
  });
});

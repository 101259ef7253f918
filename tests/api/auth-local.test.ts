// Issue 25: password reset by e-mail (a real SMTP receiver), the second factor (TOTP codes made here with
// otplib, recovery codes, the company rule), and the login history against what the database holds.
import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, loginHistory, mailOutbox, mfaFactors, mfaRecoveryCodes, passwordResetTokens } from '../../server/db/schema/index';
import { bearer, createTestApp, DEMO_PASSWORD, signin, testIp, type TestApp } from './helpers';

const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let t: TestApp;
let clock = Date.now();
const PUBLIC_URL = 'https://console.palisade.test';
const NEW_PASSWORD = 'Fresh-Start-42!';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  // The test's clock runs ahead of the seed (sessions issued before a member's password change are refused).
  clock = Date.now() + 10 * 60_000;
  t = await createTestApp({
    now: () => new Date(clock),
    agent: { sweepIntervalMs: 0 },
    mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Palisade <alerts@palisade.test>', publicUrl: PUBLIC_URL },
    jobs: { pollIntervalMs: 25, retry: { baseDelayMs: 100, maxDelayMs: 400 } },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

async function until<T>(probe: () => T | undefined, what: string, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The message body with quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const post = (url: string, payload: unknown, remoteAddress = testIp()) => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
/** A current code, 30 seconds on from the last one (a code's time step is accepted once). */
async function nextCode(secret: string): Promise<string> {
  clock += 30_000;
  return generate({ secret, epoch: Math.floor(clock / 1000) });
}

describe('password reset', () => {
  const email = 'auditor@acme.test';

  it('answers the same for a known and an unknown address, and mails a link only to the known one', async () => {
    const known = await post('/api/send-password-reset-link', { email });
    const unknown = await post('/api/send-password-reset-link', { email: 'nobody@acme.test' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect((await t.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.recipient, 'nobody@acme.test')))[0].n).toBe(0);

    const mail = await until(() => received.find((m) => m.to.includes(email)), 'the reset e-mail');
    const body = decoded(mail.raw);
    const link = /https:\/\/console\.palisade\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(body);
    expect(link, body).not.toBeNull();
    const token = link![1];
    // the database keeps only a hash of the token
    const stored = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.memberId, t.members[email].id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    const oldSession = t.tokens[email];
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(oldSession) })).statusCode).toBe(200);

    const weak = await post('/api/reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().exception).toMatch(/at least 8 characters/);

    clock += 2_000;
    const reset = await post('/api/reset-password', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().status).toBe('reset');

    expect((await signin(t.app, email, DEMO_PASSWORD)).statusCode).toBe(401);
    const fresh = await signin(t.app, email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    // the session from before the reset is revoked
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(oldSession) })).statusCode).toBe(401);
    // the link works once
    const again = await post('/api/reset-password', { token, password: 'Another-One-77!' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('RESET_LINK_INVALID');
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'auth.password.reset'), eq(auditLog.email, email)));
    expect(audit).toHaveLength(1);
  });

  it('refuses an expired link', async () => {
    const email2 = 'groupadmin@acme.test';
    await post('/api/send-password-reset-link', { email: email2 });
    const mail = await until(() => received.find((m) => m.to.includes(email2)), 'the second reset e-mail');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(decoded(mail.raw))![1];
    clock += 31 * 60_000;
    const late = await post('/api/reset-password', { token, password: NEW_PASSWORD });
    expect(late.statusCode).toBe(400);
    expect((await signin(t.app, email2, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('limits requests per address', async () => {
    const ip = testIp();
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await post('/api/send-password-reset-link', { email: 'limit@acme.test' }, ip)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});

describe('second factor', () => {
  const email = 'admin@acme.test';
  let secret = '';
  let recovery: string[] = [];

  it('enrols with a QR code and the secret, confirms with a code, and keeps the secret sealed', async () => {
    const start = await t.as(email, { method: 'POST', url: '/api/auth/mfa/enrol' });
    expect(start.statusCode).toBe(200);
    const enrolment = start.json();
    secret = enrolment.secret;
    expect(enrolment.otpauth_url).toContain(`otpauth://totp/`);
    expect(enrolment.qr_data_url).toMatch(/^data:image\/png;base64,/);
    const [row] = await t.db.select().from(mfaFactors).where(eq(mfaFactors.memberId, t.members[email].id));
    expect(row.secretSealed).not.toContain(secret);
    expect(row.confirmedAt).toBeNull();

    const wrong = await t.as(email, { method: 'POST', url: '/api/auth/mfa/confirm', payload: { code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    const ok = await t.as(email, { method: 'POST', url: '/api/auth/mfa/confirm', payload: { code: await nextCode(secret) } });
    expect(ok.statusCode).toBe(200);
    recovery = ok.json().recovery_codes;
    expect(recovery).toHaveLength(10);
    const hashes = await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.memberId, t.members[email].id));
    expect(hashes).toHaveLength(10);
    expect(JSON.stringify(hashes)).not.toContain(recovery[0]);
    const status = await t.as(email, { method: 'GET', url: '/api/auth/mfa' });
    expect(status.json()).toMatchObject({ enrolled: true, recovery_codes_left: 10 });
  });

  it('does not sign in with the password alone; does with the code', async () => {
    const first = await signin(t.app, email, DEMO_PASSWORD);
    expect(first.statusCode).toBe(200);
    const step = first.json();
    expect(step).toMatchObject({ status: 'mfa_required', enrol: false });
    expect(step.token).toBeUndefined();

    const bad = await post('/api/auth/mfa/verify', { challenge: step.challenge, code: '123456' });
    expect(bad.statusCode).toBe(401);
    const good = await post('/api/auth/mfa/verify', { challenge: step.challenge, code: await nextCode(secret) });
    expect(good.statusCode).toBe(200);
    const session = good.json();
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(session.token) })).statusCode).toBe(200);
    // the challenge is spent
    expect((await post('/api/auth/mfa/verify', { challenge: step.challenge, code: await nextCode(secret) })).statusCode).toBe(401);
  });

  it('takes a recovery code once', async () => {
    const step1 = (await signin(t.app, email, DEMO_PASSWORD)).json();
    expect((await post('/api/auth/mfa/verify', { challenge: step1.challenge, code: recovery[0] })).statusCode).toBe(200);
    const step2 = (await signin(t.app, email, DEMO_PASSWORD)).json();
    expect((await post('/api/auth/mfa/verify', { challenge: step2.challenge, code: recovery[0] })).statusCode).toBe(401);
    expect((await post('/api/auth/mfa/verify', { challenge: step2.challenge, code: recovery[1] })).statusCode).toBe(200);
    expect((await t.as(email, { method: 'GET', url: '/api/auth/mfa' })).json().recovery_codes_left).toBe(8);
  });

  it('closes a challenge after five wrong codes, and stops a member after ten', async () => {
    const step = (await signin(t.app, email, DEMO_PASSWORD)).json();
    for (let i = 0; i < 5; i += 1) expect((await post('/api/auth/mfa/verify', { challenge: step.challenge, code: '11111' + i })).statusCode).toBe(401);
    const late = await post('/api/auth/mfa/verify', { challenge: step.challenge, code: await nextCode(secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json().exception).toMatch(/expired/);
    // a fresh window: ten wrong codes over two challenges, then the member must wait
    clock += 16 * 60_000;
    for (const round of [0, 1]) {
      const step2 = (await signin(t.app, email, DEMO_PASSWORD)).json();
      for (let i = 0; i < 5; i += 1) expect((await post('/api/auth/mfa/verify', { challenge: step2.challenge, code: `2222${round}${i}` })).statusCode).toBe(401);
    }
    const third = (await signin(t.app, email, DEMO_PASSWORD)).json();
    const limited = await post('/api/auth/mfa/verify', { challenge: third.challenge, code: await nextCode(secret) });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    clock += 16 * 60_000;
    const fourth = (await signin(t.app, email, DEMO_PASSWORD)).json();
    expect((await post('/api/auth/mfa/verify', { challenge: fourth.challenge, code: await nextCode(secret) })).statusCode).toBe(200);
  });

  it('makes a user set a factor up at sign-in when the company requires one', async () => {
    const rule = await t.as(email, { method: 'PUT', url: '/api/account-security', payload: { require_mfa: true } });
    expect(rule.statusCode).toBe(200);
    const who = 'groupadmin@acme.test';
    const step = (await signin(t.app, who, DEMO_PASSWORD)).json();
    expect(step).toMatchObject({ status: 'mfa_required', enrol: true });
    const enrolment = await post('/api/auth/mfa/challenge-enrol', { challenge: step.challenge });
    expect(enrolment.statusCode).toBe(200);
    const done = await post('/api/auth/mfa/verify', { challenge: step.challenge, code: await nextCode(enrolment.json().secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json().recovery_codes).toHaveLength(10);
    const [factor] = await t.db.select().from(mfaFactors).where(eq(mfaFactors.memberId, t.members[who].id));
    expect(factor.confirmedAt).not.toBeNull();
  });

  it("lets an admin reset another user's factor, audited; an auditor may not", async () => {
    const target = t.members['groupadmin@acme.test'];
    // the auditor's password was reset above: a session issued now
    const auditor = t.members['auditor@acme.test'];
    const token = await t.signer.sign({ sub: auditor.id, email: auditor.email, role: auditor.role, account_id: auditor.accountId, account_name: 'Acme Corp' });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/mfa/reset', payload: { member_id: target.id }, headers: bearer(token) })).statusCode).toBe(403);
    const res = await t.as(email, { method: 'POST', url: '/api/auth/mfa/reset', payload: { member_id: target.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reset: true });
    expect(await t.db.select().from(mfaFactors).where(eq(mfaFactors.memberId, target.id))).toHaveLength(0);
    const rows = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'auth.mfa.reset'), eq(auditLog.target, target.email)));
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe(email);
    // another company's user is not found
    const other = t.members['admin@globex.test'];
    expect((await t.as(email, { method: 'POST', url: '/api/auth/mfa/reset', payload: { member_id: other.id } })).statusCode).toBe(404);
  });
});

describe('login history', () => {
  it("lists the company's attempts as the database holds them, with count, filters and CSV", async () => {
    await signin(t.app, 'admin@globex.test', 'Wrong-password-1');
    const acme = t.accounts['Acme Corp'].id;
    const dbRows = await t.db.select().from(loginHistory).where(eq(loginHistory.accountId, acme));
    expect(dbRows.length).toBeGreaterThan(5);
    const res = await t.as('admin@acme.test', { method: 'GET', url: '/api/login-details?size=500&s=0' });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((r: { id: string }) => r.id).sort()).toEqual(dbRows.map((r) => r.id).sort());
    expect(rows.every((r: { email: string }) => r.email.endsWith('@acme.test'))).toBe(true);
    const newest = [...dbRows].sort((a, b) => b.at.getTime() - a.at.getTime())[0];
    expect(rows[0]).toMatchObject({ id: newest.id, method: newest.method, result: newest.result, ip: newest.ip });

    const head = await t.as('admin@acme.test', { method: 'HEAD', url: '/api/login-details?s=0' });
    expect(head.headers['x-size']).toBe(String(dbRows.length));

    const failures = dbRows.filter((r) => r.result === 'failure').length;
    const failed = await t.as('admin@acme.test', { method: 'GET', url: '/api/login-details?result=failure&size=500&s=0' });
    expect(failed.json()).toHaveLength(failures);

    const csv = await t.as('admin@acme.test', { method: 'GET', url: '/api/login-details?format=csv&s=0', headers: { accept: 'text/csv' } });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toContain('Time');
    expect(lines).toHaveLength(dbRows.length + 1);

    // another company's rows are not listed
    const globexRows = await t.as('admin@globex.test', { method: 'GET', url: '/api/login-details?size=500&s=0' });
    expect(globexRows.json().every((r: { email: string }) => r.email.endsWith('@globex.test'))).toBe(true);
    expect(globexRows.json().length).toBeGreaterThan(0);
  });

  it('refuses junk filters with 400', async () => {
    expect((await t.as('admin@acme.test', { method: 'GET', url: '/api/login-details?method=carrier-pigeon' })).statusCode).toBe(400);
  });
});

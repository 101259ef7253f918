// The setup guide's calls (spec part 2 §4, §7): visited steps, dismissal, hide preference, setup started.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema/accounts';
import { auditLog } from '../../server/db/schema/audit';
import { setupPreferences, setupVisits } from '../../server/db/schema/setup';
import { bearer, createTestApp, testIp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const auditRows = (accountId: string, action: string) =>
  t.db.select().from(auditLog).where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, action)));

// Runs first, before the tests below change Globex's steps and preferences.
describe('demo setup state (seeded)', () => {
  it('leaves Acme with nothing to do and Globex dismissed with its steps left', async () => {
    const acmeStatus = (await t.as('admin@acme.test', { method: 'GET', url: '/api/account-setup-status' })).json();
    expect(acmeStatus.steps.every((s: { visited: boolean }) => s.visited)).toBe(true);
    const globexStatus = (await t.as('admin@globex.test', { method: 'GET', url: '/api/account-setup-status' })).json();
    expect(globexStatus).toMatchObject({ dismissed: true, hidden: false });
    expect(globexStatus.steps.some((s: { visited: boolean }) => s.visited)).toBe(false);
    const [pref] = await t.db.select().from(setupPreferences).where(eq(setupPreferences.memberId, t.members['admin@globex.test'].id));
    expect(pref.dismissedAt).toBeInstanceOf(Date);
  });
});

describe('GET /api/account-setup-status', () => {
  it('lists every step with what the database holds, and the caller preferences', async () => {
    const globex = t.accounts['Globex'];
    await t.db.insert(setupVisits).values({ accountId: globex.id, step: 'Step_3', memberId: t.members['admin@globex.test'].id, visitedAt: new Date('2026-11-01T09:00:00Z') });
    const res = await t.as('admin@globex.test', { method: 'GET', url: '/api/account-setup-status' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.steps.map((s: { step: string }) => s.step)).toEqual(['Step_1', 'Step_2', 'Step_3', 'Step_4', 'Step_5', 'Step_6', 'Step_7', 'Step_8']);
    expect(body.steps.filter((s: { visited: boolean }) => s.visited)).toEqual([{ step: 'Step_3', visited: true, visited_at: '2026-11-01T09:00:00.000Z' }]);
    // The demo seed stored Globex's admin's dismissal.
    expect(body).toMatchObject({ dismissed: true, hidden: false });
    // Another company's visits are not this one's.
    const acme = await t.as('admin@acme.test', { method: 'GET', url: '/api/account-setup-status' });
    const acmeVisited = (await t.db.select().from(setupVisits).where(eq(setupVisits.accountId, t.accounts['Acme Corp'].id))).map((v) => v.step).sort();
    expect(acme.json().steps.filter((s: { visited: boolean }) => s.visited).map((s: { step: string }) => s.step)).toEqual(acmeVisited);
  });

  it.each(['groupadmin@acme.test', 'auditor@acme.test', 'ops@palisade.test', 'root@palisade.test'])('answers 403 to %s (not a Settings role)', async (email) => {
    const res = await t.as(email, { method: 'GET', url: '/api/account-setup-status' });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/account-setup-steps', () => {
  it('records the first visit with who and when, and audits it once', async () => {
    const globex = t.accounts['Globex'];
    const where = and(eq(setupVisits.accountId, globex.id), eq(setupVisits.step, 'Step_2'));
    await t.db.delete(setupVisits).where(where);
    const audited = (await auditRows(globex.id, 'setup.step.visit')).length;
    const res = await t.as('admin@globex.test', { method: 'POST', url: '/api/account-setup-steps', payload: { step: 'Step_2' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().steps.find((s: { step: string }) => s.step === 'Step_2').visited).toBe(true);
    const [row] = await t.db.select().from(setupVisits).where(where);
    expect(row.memberId).toBe(t.members['admin@globex.test'].id);
    expect(await auditRows(globex.id, 'setup.step.visit')).toHaveLength(audited + 1);

    const again = await t.as('admin@globex.test', { method: 'POST', url: '/api/account-setup-steps', payload: { step: 'Step_2' } });
    expect(again.statusCode).toBe(200);
    const [still] = await t.db.select().from(setupVisits).where(where);
    expect(still.visitedAt).toEqual(row.visitedAt);
    expect(await auditRows(globex.id, 'setup.step.visit')).toHaveLength(audited + 1);
  });

  it('refuses steps the company flags hide (Globex: no MDM, no VPN)', async () => {
    const globex = t.accounts['Globex'];
    for (const step of ['Step_5', 'Step_6', 'Step_7']) {
      const res = await t.as('admin@globex.test', { method: 'POST', url: '/api/account-setup-steps', payload: { step } });
      expect(res.statusCode, step).toBe(403);
    }
    const rows = await t.db.select().from(setupVisits).where(eq(setupVisits.accountId, globex.id));
    expect(rows.map((r) => r.step)).not.toEqual(expect.arrayContaining(['Step_5']));
  });

  it('refuses unknown steps and the read-only role, storing nothing', async () => {
    const before = await t.db.select().from(setupVisits);
    expect((await t.as('admin@acme.test', { method: 'POST', url: '/api/account-setup-steps', payload: { step: 'Step_99' } })).statusCode).toBe(400);
    expect((await t.as('admin@acme.test', { method: 'POST', url: '/api/account-setup-steps', payload: { step: 'Step_1', account_id: t.accounts['Globex'].id } })).statusCode).toBe(400);
    expect((await t.as('auditor@acme.test', { method: 'POST', url: '/api/account-setup-steps', payload: { step: 'Step_1' } })).statusCode).toBe(403);
    expect(await t.db.select().from(setupVisits)).toHaveLength(before.length);
  });
});

describe('POST /api/account-setup-preferences', () => {
  it('stores the dismissal and the hide preference for the caller and company only', async () => {
    const globex = t.accounts['Globex'];
    const member = t.members['admin@globex.test'];
    const where = and(eq(setupPreferences.accountId, globex.id), eq(setupPreferences.memberId, member.id));

    const dismissed = await t.as('admin@globex.test', { method: 'POST', url: '/api/account-setup-preferences', payload: { dismissed: true } });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({ dismissed: true, hidden: false });
    let [row] = await t.db.select().from(setupPreferences).where(where);
    expect(row.dismissedAt).toBeInstanceOf(Date);
    expect(row.hiddenAt).toBeNull();

    const hidden = await t.as('admin@globex.test', { method: 'POST', url: '/api/account-setup-preferences', payload: { hidden: true } });
    expect(hidden.json()).toMatchObject({ dismissed: true, hidden: true });
    [row] = await t.db.select().from(setupPreferences).where(where);
    expect(row.hiddenAt).toBeInstanceOf(Date);

    const shown = await t.as('admin@globex.test', { method: 'POST', url: '/api/account-setup-preferences', payload: { hidden: false, dismissed: false } });
    expect(shown.json()).toMatchObject({ dismissed: false, hidden: false });
    [row] = await t.db.select().from(setupPreferences).where(where);
    expect(row).toMatchObject({ dismissedAt: null, hiddenAt: null });
    expect(await auditRows(globex.id, 'setup.preferences')).toHaveLength(3);

    const acme = await t.as('admin@acme.test', { method: 'GET', url: '/api/account-setup-status' });
    expect(acme.json()).toMatchObject({ dismissed: false, hidden: false });
  });

  it('answers 400 to an empty change', async () => {
    const res = await t.as('admin@acme.test', { method: 'POST', url: '/api/account-setup-preferences', payload: {} });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/account-setup-start', () => {
  it('marks setup started only when onboarding is not required', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      remoteAddress: testIp(),
      payload: { email: 'owner@fresh-setup.test', firstName: 'Fresh', lastName: 'Owner', company: 'Fresh Setup Co', password: 'Str0ng-pass!' },
    });
    expect(signup.statusCode).toBe(201);
    const { token, account_id: accountId } = signup.json();

    const refused = await t.app.inject({ method: 'POST', url: '/api/account-setup-start', headers: bearer(token), payload: {} });
    expect(refused.json()).toEqual({ user_onboarding_required: true, setup_started: false });
    expect((await t.db.select().from(accounts).where(eq(accounts.id, accountId)))[0].setupStarted).toBe(false);

    await t.db.update(accounts).set({ userOnboardingRequired: false }).where(eq(accounts.id, accountId));
    const started = await t.app.inject({ method: 'POST', url: '/api/account-setup-start', headers: bearer(token), payload: {} });
    expect(started.json()).toEqual({ user_onboarding_required: false, setup_started: true });
    expect((await t.db.select().from(accounts).where(eq(accounts.id, accountId)))[0].setupStarted).toBe(true);
    expect(await auditRows(accountId, 'setup.start')).toHaveLength(1);

    // A fresh company has every step left.
    const status = await t.app.inject({ method: 'GET', url: '/api/account-setup-status', headers: bearer(token) });
    expect(status.json().steps.every((s: { visited: boolean }) => !s.visited)).toBe(true);
  });
});

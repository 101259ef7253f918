import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema/index';
import { bearer, createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const switchTo = (token: string, clientId: string, traceparent?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/update', payload: { client_id: clientId }, headers: { ...bearer(token), ...(traceparent ? { traceparent } : {}) } });

describe('POST /api/auth/update (switch company)', () => {
  it('moves the provider admin into a managed company and audits it there', async () => {
    const acme = t.accounts['Acme Corp'];
    const traceId = 'abcdefabcdefabcdefabcdefabcdef01';
    const res = await switchTo(t.tokens['ops@palisade.test'], acme.clientId, `00-${traceId}-0123456789abcdef-01`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ account_id: acme.id, account_name: 'Acme Corp', role: 'PALISADE_ADMIN', email: 'ops@palisade.test' });
    expect(decodeJwt(body.token)).toMatchObject({ account_id: acme.id, account_name: 'Acme Corp', role: 'PALISADE_ADMIN', sub: t.members['ops@palisade.test'].id });

    const details = await t.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(body.token) });
    expect(details.json()).toMatchObject({ id: acme.id, name: 'Acme Corp', enable_dlp: true });

    const rows = await t.db.select().from(auditLog).where(and(eq(auditLog.traceId, traceId), eq(auditLog.action, 'account.switch')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accountId: acme.id, memberId: t.members['ops@palisade.test'].id, role: 'PALISADE_ADMIN', target: 'Acme Corp' });
    expect(rows[0].details).toMatchObject({ from_account_id: t.accounts['Palisade'].id });

    // Still the provider admin: the companies it may reach are decided by its own company, not the current one.
    const list = await t.app.inject({ method: 'GET', url: '/api/accessible-accounts?size=50', headers: bearer(body.token) });
    expect(list.json().map((c: { name: string }) => c.name)).toEqual(['Acme Corp', 'Globex', 'Initech', 'Palisade']);
    const back = await switchTo(body.token, t.accounts['Palisade'].clientId);
    expect(back.json().account_id).toBe(t.accounts['Palisade'].id);
  });

  it('refuses a company the caller cannot reach, with no audit row', async () => {
    const traceId = 'fedcbafedcbafedcbafedcbafedcba02';
    const res = await switchTo(t.tokens['admin@acme.test'], t.accounts['Globex'].clientId, `00-${traceId}-0123456789abcdef-01`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ exception: 'You do not have access to this company.', code: 'FORBIDDEN' });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.traceId, traceId))).toHaveLength(0);
  });

  it.each([
    ['admin@globex.test', 'Acme Corp'],
    ['groupadmin@acme.test', 'Palisade'],
    ['auditor@acme.test', 'Initech'],
    ['ops@palisade.test', 'Unknown'],
  ])('refuses %s switching to %s', async (email, name) => {
    const clientId = t.accounts[name]?.clientId ?? 'no-such-client';
    expect((await switchTo(t.tokens[email], clientId)).statusCode).toBe(403);
  });

  it('lets the read-only role switch (it changes no data)', async () => {
    const res = await switchTo(t.tokens['auditor@acme.test'], t.accounts['Acme Corp'].clientId);
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('AUDITOR');
  });

  it('lets SuperAdmin switch to any company', async () => {
    for (const name of ['Acme Corp', 'Globex', 'Initech']) {
      const res = await switchTo(t.tokens['root@palisade.test'], t.accounts[name].clientId);
      expect(res.statusCode).toBe(200);
      expect(res.json().account_id).toBe(t.accounts[name].id);
    }
  });

  it('lets an account admin switch into its sub-account and back', async () => {
    const created = await t.as('admin@acme.test', { method: 'POST', url: '/api/managed-accounts', payload: { name: 'Acme Labs' } });
    expect(created.statusCode).toBe(201);
    const sub = await switchTo(t.tokens['admin@acme.test'], created.json().client_id);
    expect(sub.statusCode).toBe(200);
    expect(sub.json().account_id).toBe(created.json().id);
    const users = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(sub.json().token) });
    expect(users.json()).toEqual([]);
    const back = await switchTo(sub.json().token, t.accounts['Acme Corp'].clientId);
    expect(back.json().account_id).toBe(t.accounts['Acme Corp'].id);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, members } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

// DESIGN.md: every mutation writes an audit row. A change whose audit row cannot be written must not
// be stored either, so the two commit in one transaction.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function withAuditLogUnavailable<T>(fn: () => Promise<T>): Promise<T> {
  await t.db.execute(sql`alter table audit_log rename to audit_log_away`);
  try {
    return await fn();
  } finally {
    await t.db.execute(sql`alter table audit_log_away rename to audit_log`);
  }
}

describe('a mutation and its audit row commit together', () => {
  it('stores no company when its audit row cannot be written', async () => {
    const res = await withAuditLogUnavailable(() =>
      t.as('ops@palisade.test', { method: 'POST', url: '/api/managed-accounts', payload: { name: 'Vandelay Industries' } }),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: expect.any(String), exception: expect.any(String) });
    expect(await t.db.select().from(accounts).where(eq(accounts.name, 'Vandelay Industries'))).toEqual([]);

    const ok = await t.as('ops@palisade.test', { method: 'POST', url: '/api/managed-accounts', payload: { name: 'Vandelay Industries' } });
    expect(ok.statusCode).toBe(201);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.target, 'Vandelay Industries'))).toHaveLength(1);
  });

  it('stores no sign-up when its audit row cannot be written', async () => {
    const payload = { email: 'lena@kramerica.test', firstName: 'Lena', lastName: 'Kramer', company: 'Kramerica', password: 'Kramerica-2026!' };
    const res = await withAuditLogUnavailable(() => t.app.inject({ method: 'POST', url: '/api/signup', payload }));
    expect(res.statusCode).toBe(500);
    expect(await t.db.select().from(members).where(eq(members.email, payload.email))).toEqual([]);
    expect(await t.db.select().from(accounts).where(eq(accounts.name, 'Kramerica'))).toEqual([]);
  });
});

// Issue 25: deleting a company leaves no row of it in any table that has an account_id (read from the
// database's own catalogue, not from the code's list), and every other company's rows stay.
import { sql } from 'drizzle-orm';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../../server/db/schema/index';
import { createTestApp, DEMO_PASSWORD, signin, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

async function tablesWithAccountId(): Promise<string[]> {
  const res = await t.db.execute(sql`select table_name from information_schema.columns where column_name = 'account_id' and table_schema = 'public'`);
  const rows = (res as unknown as { rows: { table_name: string }[] }).rows;
  return rows.map((r) => r.table_name).sort();
}

async function rowsPerTable(accountId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of await tablesWithAccountId()) {
    const res = await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where account_id = ${accountId}`);
    out[table] = (res as unknown as { rows: { n: number }[] }).rows[0].n;
  }
  return out;
}

describe('POST /api/delete-account', () => {
  it('needs an admin and the exact company name', async () => {
    expect((await t.as('auditor@acme.test', { method: 'POST', url: '/api/delete-account', payload: { company_name: 'Acme Corp' } })).statusCode).toBe(403);
    const wrong = await t.as('admin@globex.test', { method: 'POST', url: '/api/delete-account', payload: { company_name: 'Globe' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().exception).toBe('The name you typed is not the company name.');
    expect((await t.as('admin@globex.test', { method: 'POST', url: '/api/delete-account', payload: {} })).statusCode).toBe(400);
  });

  it('deletes every row of the company in every tenant table and nothing of another', async () => {
    const globex = t.accounts['Globex'];
    const acme = t.accounts['Acme Corp'];
    // rows in tables without a foreign key to accounts too (sign-in history)
    await signin(t.app, 'admin@globex.test', DEMO_PASSWORD);
    const before = await rowsPerTable(globex.id);
    expect(Object.values(before).reduce((a, b) => a + b, 0)).toBeGreaterThan(20);
    const acmeBefore = await rowsPerTable(acme.id);

    const res = await t.as('admin@globex.test', { method: 'POST', url: '/api/delete-account', payload: { company_name: 'Globex' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deleted: true });

    const after = await rowsPerTable(globex.id);
    const left = Object.entries(after).filter(([, n]) => n > 0);
    expect(left).toEqual([]);
    expect(await t.db.select().from(accounts).where(eq(accounts.id, globex.id))).toHaveLength(0);
    expect(await rowsPerTable(acme.id)).toEqual(acmeBefore);

    // the session of the deleted company's admin is gone; its audit row lives with the provider
    expect((await t.as('admin@globex.test', { method: 'GET', url: '/api/accounts' })).statusCode).toBe(401);
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'account.delete'), eq(auditLog.target, 'Globex')));
    expect(audit).toHaveLength(1);
    expect(audit[0].accountId).not.toBe(globex.id);
  });
});

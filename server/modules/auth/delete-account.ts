// Issue 25: Settings › Delete Account. After the company's exact name is typed, the company and every row
// of its data go at once (no grace period), in one transaction: the tables are read from the schema (every
// table with an account_id column), so a table added later is covered without a change here, including
// event and rollup tables that have no foreign key to accounts.
import { and, eq, is, isNotNull, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema/index';
import { accounts, type AccountRow } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';

export const NAME_MISMATCH = 'The name you typed is not the company name.';

/** Every table of the schema with an account_id column (the accounts table itself excluded). */
export function tenantTables(): PgTable[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  // Column names are written in camelCase and cased to snake_case by the client (db/client.ts), unless named.
  return tables.filter((table) => table !== accounts && getTableConfig(table).columns.some((c) => c.name === 'account_id' || c.name === 'accountId'));
}

/** Where the deletion's audit row goes: the parent company, else the provider's own, else nowhere (null). */
async function auditHome(db: Db, account: AccountRow): Promise<string | null> {
  if (account.parentId) return account.parentId;
  const [provider] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.isProvider, true)).limit(1);
  return provider?.id ?? null;
}

export interface DeletionOutcome {
  tables: number;
  rows: number;
  auditAccountId: string | null;
}

export async function deleteAccount(
  db: Db,
  account: AccountRow,
  typedName: string,
  audit: (tx: Db, auditAccountId: string, outcome: { tables: number; rows: number }) => Promise<void>,
): Promise<DeletionOutcome> {
  if (typedName.trim() !== account.name.trim()) throw new HttpError(400, 'NAME_MISMATCH', NAME_MISMATCH, {}, [{ path: 'company_name', message: NAME_MISMATCH }]);
  if (account.isProvider) throw new HttpError(409, 'PROVIDER_ACCOUNT', 'The provider’s own company cannot be deleted here.');
  const [child] = await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.parentId, account.id), isNotNull(accounts.parentId))).limit(1);
  if (child) throw new HttpError(409, 'HAS_COMPANIES', 'This company manages other companies. Delete or move them first.');
  const home = await auditHome(db, account);
  return db.transaction(async (tx) => {
    let rows = 0;
    const tables = tenantTables();
    // Foreign keys between tenant tables are checked per statement: a table whose rows are still referenced
    // fails (rolled back to its savepoint) and is tried again in the next round, after its children went.
    let pending = tables;
    for (let round = 0; pending.length > 0 && round < tables.length; round += 1) {
      const failed: PgTable[] = [];
      for (const table of pending) {
        const name = getTableConfig(table).name;
        try {
          await tx.execute(sql`savepoint tenant_sweep`);
          const result = await tx.execute(sql`delete from ${sql.identifier(name)} where account_id = ${account.id}`);
          await tx.execute(sql`release savepoint tenant_sweep`);
          rows += Number((result as { affectedRows?: number; rowCount?: number }).affectedRows ?? (result as { rowCount?: number }).rowCount ?? 0);
        } catch {
          await tx.execute(sql`rollback to savepoint tenant_sweep`);
          failed.push(table);
        }
      }
      if (failed.length === pending.length) throw new Error(`delete-account: could not empty ${failed.map((t) => getTableConfig(t).name).join(', ')}`);
      pending = failed;
    }
    await tx.delete(accounts).where(eq(accounts.id, account.id));
    const outcome = { tables: tables.length, rows: rows + 1 };
    if (home) await audit(tx, home, outcome);
    return { ...outcome, auditAccountId: home };
  });
}

// Issue 25: Logs › Login History (/login-details). Every sign-in of the company's console users and every
// failure of a known address (server/modules/auth writes the rows), newest first, filtered, paged and as CSV.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { LoginHistoryFilterQuery, LoginHistoryQuery, LoginHistoryRow } from '../../../src/api/contract/auth';
import type { Db } from '../../db/client';
import { loginHistory } from '../../db/schema/index';
import { containsPattern } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';

const BATCH = 500;

function where(scope: Scope, q: LoginHistoryFilterQuery): SQL {
  const conditions: (SQL | undefined)[] = [eq(loginHistory.accountId, scope.accountId)];
  if (q.u) conditions.push(ilike(loginHistory.email, containsPattern(q.u)));
  if (q.method?.length) conditions.push(inArray(loginHistory.method, q.method));
  if (q.result?.length) conditions.push(inArray(loginHistory.result, q.result));
  if (q.s !== undefined) conditions.push(gte(loginHistory.at, new Date(q.s)));
  if (q.e !== undefined) conditions.push(lte(loginHistory.at, new Date(q.e)));
  return and(...conditions)!;
}

const columns = {
  id: loginHistory.id,
  at: loginHistory.at,
  email: loginHistory.email,
  method: loginHistory.method,
  result: loginHistory.result,
  detail: loginHistory.detail,
  ip: loginHistory.ip,
  userAgent: loginHistory.userAgent,
};

type Selected = { id: string; at: Date; email: string; method: string; result: string; detail: string | null; ip: string; userAgent: string };

const rowOf = (r: Selected): LoginHistoryRow => ({
  id: r.id,
  time: r.at.toISOString(),
  email: r.email,
  method: r.method as LoginHistoryRow['method'],
  result: r.result as LoginHistoryRow['result'],
  detail: r.detail,
  ip: r.ip,
  user_agent: r.userAgent,
});

export async function listLoginHistory(db: Db, scope: Scope, q: LoginHistoryQuery): Promise<LoginHistoryRow[]> {
  const order = q.so === 'asc' ? asc : desc;
  const rows = await db
    .select(columns)
    .from(loginHistory)
    .where(where(scope, q))
    .orderBy(order(loginHistory.at), order(loginHistory.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return rows.map(rowOf);
}

export async function countLoginHistory(db: Db, scope: Scope, q: LoginHistoryFilterQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(loginHistory).where(where(scope, q));
  return Number(row?.n ?? 0);
}

/** Every filtered row, a batch at a time (keyset on time and id), for the CSV. */
export async function* streamLoginHistory(db: Db, scope: Scope, q: LoginHistoryFilterQuery): AsyncGenerator<LoginHistoryRow> {
  const ascending = q.so === 'asc';
  const order = ascending ? asc : desc;
  const base = where(scope, q);
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? ascending
        ? sql`(${loginHistory.at}, ${loginHistory.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
        : sql`(${loginHistory.at}, ${loginHistory.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const rows: (Selected & { cursorAt: string })[] = await db
      .select({ ...columns, cursorAt: sql<string>`${loginHistory.at}::text` })
      .from(loginHistory)
      .where(and(base, after))
      .orderBy(order(loginHistory.at), order(loginHistory.id))
      .limit(BATCH);
    for (const r of rows) yield rowOf(r);
    if (rows.length < BATCH) return;
    const last: Selected & { cursorAt: string } = rows[rows.length - 1]!;
    cursor = { at: String(last.cursorAt), id: last.id };
  }
}

// People are named by e-mail in events and at enrolment; one not seen before is created in the
// account (issue 3: "the person is upserted by e-mail at enrolment / first sight").
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { arrayLiteral, insertRows, rowsOf } from './sql-arrays';

/** 'jane.doe@acme.test' → 'Jane Doe': a readable name until the directory sync provides the real one. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  const words = local.split(/[._+-]+/).filter(Boolean);
  if (words.length === 0) return email;
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

/** Ids of the given e-mails (lower case) in the account, creating the missing people. */
export async function personIds(db: Db, accountId: string, emails: Iterable<string>, names?: ReadonlyMap<string, string>): Promise<Map<string, string>> {
  // Sorted, so concurrent batches creating the same people take their locks in one order (no deadlock).
  const wanted = [...new Set(emails)].sort();
  const ids = new Map<string, string>();
  if (wanted.length === 0) return ids;
  const find = async (list: string[]) => {
    const rows = rowsOf<{ id: string; email: string }>(
      await db.execute(sql`select id, email from people where account_id = ${accountId}::uuid and email = any(${arrayLiteral(list)}::text[])`),
    );
    for (const r of rows) ids.set(r.email, r.id);
  };
  await find(wanted);
  const missing = wanted.filter((e) => !ids.has(e));
  if (missing.length > 0) {
    await db.execute(
      insertRows(
        'people',
        accountId,
        [
          { name: 'email', type: 'text' },
          { name: 'name', type: 'text' },
        ],
        [missing, missing.map((e) => names?.get(e) ?? nameFromEmail(e))],
        // A concurrent batch may create the same person; its row is as good as ours.
        sql`on conflict (account_id, email) do nothing`,
      ),
    );
    await find(missing);
  }
  return ids;
}

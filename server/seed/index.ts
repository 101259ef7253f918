import { and, count, eq, getTableName, inArray, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema/index';
import { accountManagers, accounts, groups, memberGroups, members, people, personGroups } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import { DEMO_ACCOUNTS } from './accounts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './members';
import { demoPeople } from './people';
import { Random } from './random';

export { DEMO_MEMBERS, DEMO_PASSWORD } from './members';

const BATCH = 500;

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export async function hasAccounts(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(accounts);
  return Number(row?.n ?? 0) > 0;
}

/** Seeds the demo tenant of DESIGN.md; deterministic ids and data from seeded generators. */
export async function seedDemo(db: Db, options: { now?: Date; passwordHash?: string } = {}): Promise<void> {
  const now = options.now ?? new Date();
  // One hash for every demo user: argon2id is slow on purpose.
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const random = new Random('accounts');
  const accountIds = new Map<string, string>();

  await db.transaction(async (tx) => {
    for (const demo of DEMO_ACCOUNTS) {
      const id = random.uuid();
      accountIds.set(demo.key, id);
      await tx.insert(accounts).values({ ...demo.values, id, clientId: random.hex(24), createdAt: new Date(now.getTime() - 400 * 86_400_000) });
    }
    for (const demo of DEMO_ACCOUNTS) {
      const { people: rows, groups: groupRows, memberships } = demoPeople(demo, accountIds.get(demo.key)!, now);
      await insertAll(groupRows, (b) => tx.insert(groups).values(b.map((g) => ({ ...g, createdAt: now }))));
      await insertAll(rows, (b) => tx.insert(people).values(b));
      await insertAll(memberships, (b) => tx.insert(personGroups).values(b));
    }
    for (const demo of DEMO_MEMBERS) {
      const accountId = accountIds.get(demo.account)!;
      const memberId = random.uuid();
      await tx.insert(members).values({
        id: memberId,
        accountId,
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        role: demo.role,
        passwordHash,
        loginType: 'BASIC',
        passwordChangedAt: now,
        roleChangedAt: now,
        createdAt: now,
      });
      for (const key of demo.manages ?? []) await tx.insert(accountManagers).values({ accountId: accountIds.get(key)!, memberId, createdAt: now });
      if (demo.groups?.length) {
        const ids = await tx
          .select({ id: groups.id })
          .from(groups)
          .where(and(eq(groups.accountId, accountId), inArray(groups.name, [...demo.groups])));
        await tx.insert(memberGroups).values(ids.map((g) => ({ accountId, memberId, groupId: g.id })));
      }
    }
  });
}

/** Empties every table (npm run seed -- --reset). */
export async function resetDatabase(db: Db): Promise<void> {
  const names = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`truncate table ${names.join(', ')} cascade`));
}

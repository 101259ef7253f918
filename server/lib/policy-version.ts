// Issue 5 enforcement: every change to what the agents enforce (app access types, category and website
// blocks, geo-fences, bypassed domains) bumps the account's policy version inside the change's own
// transaction, so an agent that fetches the document never sees a change without its new version.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { policyVersions } from '../db/schema/policies';

export async function bumpPolicyVersion(tx: Db, accountId: string, now: Date): Promise<number> {
  const [row] = await tx
    .insert(policyVersions)
    .values({ accountId, version: 1, updatedAt: now })
    .onConflictDoUpdate({ target: policyVersions.accountId, set: { version: sql`${policyVersions.version} + 1`, updatedAt: now } })
    .returning({ version: policyVersions.version });
  return row.version;
}

export async function currentPolicyVersion(db: Db, accountId: string): Promise<{ version: number; updatedAt: Date | null }> {
  const rows = await db.select().from(policyVersions).where(sql`${policyVersions.accountId} = ${accountId}`);
  return rows[0] ? { version: rows[0].version, updatedAt: rows[0].updatedAt } : { version: 0, updatedAt: null };
}

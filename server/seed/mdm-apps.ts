// The demo's MDM application groups (issue 20), Acme only (Globex has no device management): one group of
// applications to install and one to block, built from what Acme's agents report (the most widely installed
// applications and a rarer one) and assigned to Acme's first groups, so their reach shows real figures.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mdmAppGroups } from '../db/schema/index';
import { rowsOf } from '../ingest/sql-arrays';

export async function seedDemoMdmApps(tx: Db, input: { now: Date; accountId: string }): Promise<void> {
  const { now, accountId } = input;
  const apps = rowsOf<{ name: string }>(
    await tx.execute(sql`select name from installed_apps where account_id = ${accountId}::uuid and removed_at is null
      group by name order by count(*) desc, name limit 12`),
  ).map((r) => r.name);
  const groups = rowsOf<{ id: string }>(await tx.execute(sql`select id::text as id from groups where account_id = ${accountId}::uuid order by name limit 2`)).map((g) => g.id);
  if (apps.length < 4 || groups.length === 0) return;
  await tx.insert(mdmAppGroups).values([
    {
      accountId, kind: 'INSTALL', name: 'Standard toolkit', description: 'Applications every managed device needs',
      apps: apps.slice(0, 2), groupIds: groups, createdBy: 'admin@acme.test', createdAt: now, updatedAt: now,
    },
    {
      accountId, kind: 'BLOCK', name: 'Unapproved software', description: 'Applications not allowed on managed devices',
      apps: [apps[apps.length - 1]], groupIds: groups.slice(0, 1), createdBy: 'admin@acme.test', createdAt: now, updatedAt: now,
    },
  ]);
}

// The demo's MDM app policies and browser decisions (issue 20), Acme only (Globex has no device management):
// an install policy for a managed app most of Acme's Macs report, a removal policy for the apps of its
// blocked application group in a weekend maintenance window, and Opera disallowed. Built from what the other
// MDM seeds and the agents' inventory hold, so every figure on the screens is computed, not invented.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mdmAppPolicies, mdmBrowserDecisions } from '../db/schema/index';
import { rowsOf } from '../ingest/sql-arrays';
import { currentPolicyVersion } from '../lib/policy-version';

export async function seedDemoMdmPolicies(tx: Db, input: { now: Date; accountId: string }): Promise<void> {
  const { now, accountId } = input;
  const { version } = await currentPolicyVersion(tx, accountId);
  const groups = rowsOf<{ id: string }>(await tx.execute(sql`select id::text as id from groups where account_id = ${accountId}::uuid order by name limit 2`)).map((g) => g.id);
  if (groups.length === 0) return;
  const [app] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select a.id::text as id from mdm_managed_apps a
      where a.account_id = ${accountId}::uuid
      order by (select count(*) from installed_apps i where i.account_id = a.account_id and lower(i.name) = lower(a.name) and i.removed_at is null) desc, a.name
      limit 1`),
  );
  const [blocked] = rowsOf<{ id: string }>(await tx.execute(sql`select id::text as id from mdm_app_groups where account_id = ${accountId}::uuid and kind = 'BLOCK' order by name limit 1`));
  const base = { accountId, policyVersion: version, createdBy: 'admin@acme.test', createdAt: now, updatedAt: now };
  const policies = [
    ...(app ? [{ ...base, managedAppId: app.id, action: 'INSTALL', groupIds: groups, deferrals: 3, priority: 5 }] : []),
    ...(blocked
      ? [{ ...base, appGroupId: blocked.id, action: 'REMOVE', groupIds: groups.slice(0, 1), schedule: 'WINDOW', windowDays: ['SAT', 'SUN'], windowStart: 1, windowEnd: 5, priority: 20 }]
      : []),
  ];
  if (policies.length) await tx.insert(mdmAppPolicies).values(policies);
  await tx.insert(mdmBrowserDecisions).values({ accountId, browser: 'Opera', allowed: false, policyVersion: version, updatedBy: 'admin@acme.test', updatedAt: now });
}

import { sql } from 'drizzle-orm';
import type { PolicyStatus } from '../../../src/api/contract/policy-status';
import type { Db } from '../../db/client';
import { rowsOf } from '../../ingest/sql-arrays';
import { currentPolicyVersion } from '../../lib/policy-version';

/** AGENT_ONLINE_MINUTES: how recently an agent must have called to count as online (default 10). */
export function onlineWindowMinutes(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.AGENT_ONLINE_MINUTES;
  if (raw === undefined || raw === '') return 10;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error('AGENT_ONLINE_MINUTES must be a positive number');
  return n;
}

/**
 * Online = the agent enforces policies (it has acknowledged a document at least once) and was heard from
 * within the window. Agents that never fetch a policy, such as the demo fleet's seeded endpoints, can
 * never apply one, so they count as pending until they next come online, not as online ones lagging behind.
 */
export async function policyStatusOf(db: Db, accountId: string, now: Date, windowMinutes: number): Promise<PolicyStatus> {
  const { version, updatedAt } = await currentPolicyVersion(db, accountId);
  const since = new Date(now.getTime() - windowMinutes * 60_000).toISOString();
  const [row] = rowsOf<{ total: string; online: string; applied_online: string; applied_total: string; pending_offline: string }>(
    await db.execute(sql`
      with e as (
        select policy_version >= ${version} as applied,
          (policy_applied_at is not null and last_seen > ${since}::timestamptz) as online
        from endpoints where account_id = ${accountId}::uuid and status <> 'INACTIVE'
      )
      select count(*) as total,
        count(*) filter (where online) as online,
        count(*) filter (where online and applied) as applied_online,
        count(*) filter (where applied) as applied_total,
        count(*) filter (where not online and not applied) as pending_offline
      from e`),
  );
  return {
    version,
    updated_at: updatedAt ? new Date(updatedAt).toISOString() : null,
    endpoints_total: Number(row.total),
    online: Number(row.online),
    applied_online: Number(row.applied_online),
    applied_total: Number(row.applied_total),
    pending_offline: Number(row.pending_offline),
    online_window_minutes: windowMinutes,
  };
}

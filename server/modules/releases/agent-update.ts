// The update an agent is offered on its heartbeat (issue 24): the canary version while an active stage of a
// plan includes its company, nothing while that plan is paused, else the newest released version; and only
// when a build for the endpoint's platform exists and the endpoint runs another version (a roll-back or a
// withdrawal offers the older version back). A company on the 'off' update channel (agent settings, issue 27)
// is offered nothing, whatever its plan or the released version.
import { sql } from 'drizzle-orm';
import type { AgentUpdate } from '../../../src/api/contract/agent';
import type { Db } from '../../db/client';
import { rowsOf } from '../../ingest/sql-arrays';

/** Versions like 1.1.7 in numeric order, newest first. */
export const NEWEST_FIRST = sql.raw(`string_to_array(version, '.')::int[] desc`);

export async function offeredUpdate(db: Db, device: { accountId: string; endpointId: string }): Promise<AgentUpdate | undefined> {
  const [row] = rowsOf<{ version: string; download_path: string; sha256: string }>(
    await db.execute(sql`
      with ep as (select platform, agent_version from endpoints where account_id = ${device.accountId}::uuid and id = ${device.endpointId}::uuid),
      plan as (
        select p.version, p.status from canary_plan_companies c join canary_plans p on p.id = c.plan_id
        where c.account_id = ${device.accountId}::uuid and c.stage is not null and p.status in ('active', 'paused')
        order by p.started_at desc limit 1),
      target as (
        select case when exists (select 1 from plan) then (select version from plan where status = 'active')
          else (select version from agent_releases where status = 'released' order by ${NEWEST_FIRST} limit 1) end as version)
      select b.version, b.download_path, b.sha256 from target t
        join ep on ep.agent_version is distinct from t.version
        join agent_builds b on b.version = t.version and b.platform = ep.platform
      where not exists (select 1 from agent_settings s where s.account_id = ${device.accountId}::uuid and s.update_channel = 'off')`),
  );
  return row ? { version: row.version, url: row.download_path, sha256: row.sha256 } : undefined;
}

// The company's automatic-update channel (issue 27, agent settings on /copilot) as the releases read it:
// 'off' is offered no version at all and is left out of every canary plan's pool; 'canary' is offered what
// 'stable' is, and a plan's stages pick it before the others; a company without agent settings is 'stable'.
import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DEFAULT_AGENT_SETTINGS, UPDATE_CHANNELS } from '../../../src/api/contract/settings-api';
import type { UpdateChannel } from '../../../src/api/contract/releases';
import type { Db } from '../../db/client';
import { accountAgentSettings } from '../../db/schema/index';

/** The channel of the company whose id the column holds (a correlated subquery, the default without settings). */
export function channelOf(accountId: AnyColumn): SQL<UpdateChannel> {
  const subquery = sql`(select ${accountAgentSettings.updateChannel} from ${accountAgentSettings} where ${accountAgentSettings.accountId} = ${accountId})`;
  // nested: a single-table select writes the columns of its fields' own chunks without their table, which
  // would turn the correlation into agent_settings.account_id = agent_settings.account_id
  return sql<UpdateChannel>`coalesce(${subquery}, ${DEFAULT_AGENT_SETTINGS.update_channel})`;
}

/** The companies that take automatic updates: every channel but 'off'. */
export function takesUpdates(accountId: AnyColumn): SQL {
  return sql`${channelOf(accountId)} <> 'off'`;
}

/** The channel of each of these companies. */
export async function channelsOf(db: Db, accountIds: readonly string[]): Promise<Map<string, UpdateChannel>> {
  const out = new Map<string, UpdateChannel>(accountIds.map((id) => [id, DEFAULT_AGENT_SETTINGS.update_channel]));
  if (accountIds.length === 0) return out;
  const rows = await db
    .select({ accountId: accountAgentSettings.accountId, channel: accountAgentSettings.updateChannel })
    .from(accountAgentSettings)
    .where(inArray(accountAgentSettings.accountId, [...accountIds]));
  for (const r of rows) if ((UPDATE_CHANNELS as readonly string[]).includes(r.channel)) out.set(r.accountId, r.channel as UpdateChannel);
  return out;
}

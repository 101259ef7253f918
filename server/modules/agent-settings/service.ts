// Agent settings (/copilot) and the end-user notices (/copilot-messages) of an account (issue 27). Both reach
// the agents through the policy document: every change bumps the policy version in its own transaction, and
// the screens show how many active endpoints acknowledged the current version (live reach).
import { and, eq, sql } from 'drizzle-orm';
import type { PolicyDocument } from '../../../src/api/contract/agent';
import {
  DEFAULT_AGENT_SETTINGS,
  DEFAULT_COPILOT_MESSAGES,
  LOG_LEVELS,
  MESSAGE_KINDS,
  UPDATE_CHANNELS,
  type AgentSettingsResponse,
  type AgentSettingsValues,
  type CopilotMessage,
  type CopilotMessagesResponse,
  type CopilotMessageText,
  type MessageKind,
  type PolicyReach,
} from '../../../src/api/contract/settings-api';
import type { Db } from '../../db/client';
import { accountAgentSettings, copilotMessages, type AgentSettingsRow, type CopilotMessageRow } from '../../db/schema/index';
import { rowsOf } from '../../ingest/sql-arrays';
import { bumpPolicyVersion, currentPolicyVersion } from '../../lib/policy-version';
import { iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import { NEWEST_FIRST } from '../releases/agent-update';
import type { Audit } from '../saas/audit';

/** The table keeps the policy action's own name (Block, Block Alert); the API its URL-safe kind. */
const ACTION_OF: Record<MessageKind, string> = { block: 'Block', 'block-alert': 'Block Alert' };
const KIND_OF = (action: string): MessageKind | undefined => MESSAGE_KINDS.find((k) => ACTION_OF[k] === action);

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

function valuesOf(row: AgentSettingsRow): AgentSettingsValues {
  return {
    heartbeat_seconds: row.heartbeatSeconds,
    offline_minutes: row.offlineMinutes,
    command_timeout_minutes: row.commandTimeoutMinutes,
    log_level: oneOf(LOG_LEVELS, row.logLevel, DEFAULT_AGENT_SETTINGS.log_level),
    update_channel: oneOf(UPDATE_CHANNELS, row.updateChannel, DEFAULT_AGENT_SETTINGS.update_channel),
    uninstall_protection: row.uninstallProtection,
  };
}

/** Active endpoints of the account, and those that acknowledged the current policy version. */
export async function policyReach(db: Db, accountId: string): Promise<PolicyReach> {
  const { version } = await currentPolicyVersion(db, accountId);
  const [row] = rowsOf<{ acknowledged: number; endpoints: number }>(
    await db.execute(sql`
      select count(*) filter (where policy_version >= ${version})::int as acknowledged, count(*)::int as endpoints
      from endpoints where account_id = ${accountId}::uuid and status = 'ACTIVE'`),
  );
  return { policy_version: version, acknowledged: row?.acknowledged ?? 0, endpoints: row?.endpoints ?? 0 };
}

async function releasedVersion(db: Db): Promise<string | null> {
  const [row] = rowsOf<{ version: string }>(
    await db.execute(sql`select version from agent_releases where status = 'released' order by ${NEWEST_FIRST} limit 1`),
  );
  return row?.version ?? null;
}

async function settingsRow(db: Db, accountId: string): Promise<AgentSettingsRow | undefined> {
  const [row] = await db.select().from(accountAgentSettings).where(eq(accountAgentSettings.accountId, accountId)).limit(1);
  return row;
}

export async function getAgentSettings(db: Db, scope: Scope): Promise<AgentSettingsResponse> {
  const [row, reach, released] = await Promise.all([settingsRow(db, scope.accountId), policyReach(db, scope.accountId), releasedVersion(db)]);
  return {
    settings: row ? valuesOf(row) : DEFAULT_AGENT_SETTINGS,
    is_default: !row,
    updated_at: iso(row?.updatedAt),
    updated_by: row?.updatedBy ?? null,
    reach,
    released_version: released,
  };
}

export async function updateAgentSettings(db: Db, scope: Scope, body: AgentSettingsValues, now: Date, audit: Audit): Promise<AgentSettingsResponse> {
  await db.transaction(async (tx) => {
    const before = await settingsRow(tx, scope.accountId);
    const values = {
      heartbeatSeconds: body.heartbeat_seconds,
      offlineMinutes: body.offline_minutes,
      commandTimeoutMinutes: body.command_timeout_minutes,
      logLevel: body.log_level,
      updateChannel: body.update_channel,
      uninstallProtection: body.uninstall_protection,
      updatedAt: now,
      updatedBy: scope.email,
    };
    await tx
      .insert(accountAgentSettings)
      .values({ accountId: scope.accountId, ...values })
      .onConflictDoUpdate({ target: accountAgentSettings.accountId, set: values });
    const version = await bumpPolicyVersion(tx, scope.accountId, now);
    await audit(tx, 'Agent Settings', { before: before ? valuesOf(before) : null, after: body, policy_version: version });
  });
  return getAgentSettings(db, scope);
}

function toMessage(kind: MessageKind, row: CopilotMessageRow | undefined): CopilotMessage {
  const text = row ? { title: row.title, body: row.body } : DEFAULT_COPILOT_MESSAGES[kind];
  return { kind, ...text, is_default: !row, updated_at: iso(row?.updatedAt), updated_by: row?.updatedBy ?? null };
}

async function messageRows(db: Db, accountId: string): Promise<Map<MessageKind, CopilotMessageRow>> {
  const rows = await db.select().from(copilotMessages).where(eq(copilotMessages.accountId, accountId));
  const out = new Map<MessageKind, CopilotMessageRow>();
  for (const row of rows) {
    const kind = KIND_OF(row.action);
    if (kind) out.set(kind, row);
  }
  return out;
}

export async function getCopilotMessages(db: Db, scope: Scope): Promise<CopilotMessagesResponse> {
  const [rows, reach] = await Promise.all([messageRows(db, scope.accountId), policyReach(db, scope.accountId)]);
  return { messages: MESSAGE_KINDS.map((kind) => toMessage(kind, rows.get(kind))), reach };
}

export async function updateCopilotMessage(db: Db, scope: Scope, kind: MessageKind, body: CopilotMessageText, now: Date, audit: Audit): Promise<CopilotMessage> {
  return db.transaction(async (tx) => {
    const set = { title: body.title, body: body.body, updatedAt: now, updatedBy: scope.email };
    const [row] = await tx
      .insert(copilotMessages)
      .values({ accountId: scope.accountId, action: ACTION_OF[kind], ...set })
      .onConflictDoUpdate({ target: [copilotMessages.accountId, copilotMessages.action], set })
      .returning();
    const version = await bumpPolicyVersion(tx, scope.accountId, now);
    await audit(tx, ACTION_OF[kind], { kind, title: body.title, body: body.body, policy_version: version });
    return toMessage(kind, row);
  });
}

export async function resetCopilotMessage(db: Db, scope: Scope, kind: MessageKind, now: Date, audit: Audit): Promise<CopilotMessage> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(copilotMessages)
      .where(and(eq(copilotMessages.accountId, scope.accountId), eq(copilotMessages.action, ACTION_OF[kind])))
      .returning({ action: copilotMessages.action });
    if (removed.length > 0) {
      const version = await bumpPolicyVersion(tx, scope.accountId, now);
      await audit(tx, ACTION_OF[kind], { kind, reset: true, policy_version: version });
    }
    return toMessage(kind, undefined);
  });
}

/** The policy document's part (server/modules/agent/policy.ts): only what the account set; absent = agent defaults. */
export async function agentSettingsPolicy(db: Db, accountId: string): Promise<Pick<PolicyDocument, 'agent_settings' | 'copilot_messages'>> {
  const [row, messages] = await Promise.all([settingsRow(db, accountId), messageRows(db, accountId)]);
  return {
    ...(row ? { agent_settings: valuesOf(row) } : {}),
    ...(messages.size > 0 ? { copilot_messages: Object.fromEntries([...messages].map(([kind, m]) => [kind, { title: m.title, body: m.body }])) } : {}),
  };
}

// Settings (issue 27): API tokens for automation, the account's agent settings and the notices its agents
// show end users. Tenant tables: every key leads with account_id.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, createdAt, flag, id, tenantId } from './columns';
import { members } from './members';

/**
 * A personal API token: acts as its creator's session on the account it was made on. Only the SHA-256 of
 * the secret is kept; `prefix` (pls_xxxxxxxx) is what lists show and what finds the row.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    tokenHash: text().notNull(),
    prefix: text().notNull(),
    scope: text().notNull(),
    createdAt: createdAt(),
    expiresAt: at(),
    lastUsedAt: at(),
    revokedAt: at(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    uniqueIndex('api_tokens_hash').on(t.tokenHash),
    index().on(t.memberId),
    check('api_tokens_scope', sql`${t.scope} in ('read', 'write')`),
  ],
);
export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** The account's agent settings; no row = the defaults of the contract (src/api/contract/settings-api.ts). */
export const accountAgentSettings = pgTable(
  'agent_settings',
  {
    accountId: tenantId()
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    heartbeatSeconds: integer().notNull(),
    offlineMinutes: integer().notNull(),
    commandTimeoutMinutes: integer().notNull(),
    logLevel: text().notNull(),
    updateChannel: text().notNull(),
    uninstallProtection: flag(true),
    updatedAt: at().notNull().defaultNow(),
    updatedBy: text(),
  },
  (t) => [
    check('agent_settings_log_level', sql`${t.logLevel} in ('error', 'warn', 'info', 'debug')`),
    check('agent_settings_channel', sql`${t.updateChannel} in ('stable', 'canary', 'off')`),
  ],
);
export type AgentSettingsRow = typeof accountAgentSettings.$inferSelect;

/** The notice an agent shows an end user for one policy action (Block, Block Alert); no row = the default text. */
export const copilotMessages = pgTable(
  'copilot_messages',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    action: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    updatedAt: at().notNull().defaultNow(),
    updatedBy: text(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.action] }), check('copilot_messages_action', sql`${t.action} in ('Block', 'Block Alert')`)],
);
export type CopilotMessageRow = typeof copilotMessages.$inferSelect;

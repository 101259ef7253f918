import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

/**
 * Errors the endpoint agents report (issue 26, Copilot Error Logs): an `agent_error` telemetry event each.
 * The key is the agent's event id, so a re-sent batch is skipped by ON CONFLICT DO NOTHING, like the
 * other event tables (no foreign keys: the ingest service resolves endpoints and people itself).
 */
export const agentErrors = pgTable(
  'agent_errors',
  {
    accountId: tenantId(),
    id: uuid().notNull(),
    at: at().notNull(),
    endpointId: uuid().notNull(),
    personId: uuid().notNull(),
    code: text().notNull(),
    message: text().notNull(),
    component: text().notNull(),
    severity: text().notNull(),
    agentVersion: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.at), index().on(t.accountId, t.endpointId, t.at)],
);

export type AgentErrorRow = typeof agentErrors.$inferSelect;

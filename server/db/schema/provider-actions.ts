// Provider actions across companies (issue 24 "Beyond the peers"): one change an operator applied to a
// selection of managed companies, with the exact selection and each company's result. Both tables are
// tenant tables (Citus, DESIGN.md): a run belongs to the operator's own (provider) company, a result to
// the company it changed; they join on run_id in code, as a foreign key across two companies could not.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, tenantId } from './columns';

export const providerActionRuns = pgTable(
  'provider_action_runs',
  {
    /** the operator's home (provider) company */
    accountId: tenantId(),
    id: id().notNull(),
    /** the operator who ran it */
    memberId: uuid().notNull(),
    email: text().notNull(),
    /** 'app-access' or 'feature-flag' */
    action: text().notNull(),
    /** the action's parameters and the selected company ids, as the operator confirmed them */
    params: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.createdAt)],
);

/** One selected company's outcome: applied, unchanged (already so) or failed (with the reason). */
export const providerActionResults = pgTable(
  'provider_action_results',
  {
    /** the selected company */
    accountId: tenantId(),
    runId: uuid().notNull(),
    /** the company's name when the run happened */
    accountName: text().notNull(),
    status: text().notNull(),
    /** the setting before and after, as the preview showed them (e.g. 'Unclassified' → 'Unsanctioned (Block)') */
    fromValue: text(),
    toValue: text(),
    message: text(),
    endpoints: integer().notNull().default(0),
    people: integer().notNull().default(0),
    finishedAt: at(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.runId] }),
    index().on(t.runId),
    check('provider_action_results_status', sql`${t.status} in ('applied', 'unchanged', 'failed')`),
  ],
);

export type ProviderActionRunRow = typeof providerActionRuns.$inferSelect;
export type ProviderActionResultRow = typeof providerActionResults.$inferSelect;

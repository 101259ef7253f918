// Agent releases and canary plans (issue 24): global provider tables, not tenant data, so their keys do not
// lead with account_id. The statuses are the contract's (src/api/contract/releases.ts).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, createdAt, flag, id } from './columns';
import { platformEnum } from './fleet-enums';

/** A Copilot agent version (1.1.7): draft until released to every company, withdrawn when pulled back. */
export const agentReleases = pgTable(
  'agent_releases',
  {
    version: text().primaryKey(),
    status: text().notNull().default('draft'),
    /** release notes, markdown */
    notes: text().notNull().default(''),
    releasedAt: at(),
    createdBy: uuid(),
    createdByEmail: text().notNull(),
    createdAt: createdAt(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    check('agent_releases_status', sql`${t.status} in ('draft', 'released', 'withdrawn')`),
  ],
);

/** One installer of a version for one platform code (the endpoints' platform values). */
export const agentBuilds = pgTable(
  'agent_builds',
  {
    version: text()
      .notNull()
      .references(() => agentReleases.version, { onDelete: 'cascade' }),
    platform: platformEnum().notNull(),
    fileName: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    sha256: text().notNull(),
    downloadPath: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.version, t.platform] })],
);

/**
 * A staged rollout of a version: to a percentage of the operated companies or to a chosen list, in stages
 * that widen (5 → 25 → 100 %). current_stage is null until the plan starts.
 */
export const canaryPlans = pgTable(
  'canary_plans',
  {
    id: id().primaryKey(),
    name: text().notNull(),
    version: text()
      .notNull()
      .references(() => agentReleases.version, { onDelete: 'restrict' }),
    target: text().notNull(),
    stages: integer().array().notNull(),
    currentStage: integer(),
    status: text().notNull().default('draft'),
    createdBy: uuid(),
    createdByEmail: text().notNull(),
    createdAt: createdAt(),
    updatedAt: at().notNull().defaultNow(),
    startedAt: at(),
    finishedAt: at(),
  },
  (t) => [
    index().on(t.status),
    check('canary_plans_status', sql`${t.status} in ('draft', 'active', 'paused', 'completed', 'rolled_back')`),
    check('canary_plans_target', sql`${t.target} in ('percentage', 'companies')`),
  ],
);

/**
 * The companies of a plan: the chosen ones of a 'companies' plan (chosen, stage null until included), and
 * every company once a stage includes it (stage = the stage index it joined at). A company never leaves.
 */
export const canaryPlanCompanies = pgTable(
  'canary_plan_companies',
  {
    planId: uuid()
      .notNull()
      .references(() => canaryPlans.id, { onDelete: 'cascade' }),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    chosen: flag(),
    stage: integer(),
    joinedAt: at(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.accountId] }), index().on(t.accountId)],
);

export type AgentReleaseRow = typeof agentReleases.$inferSelect;
export type AgentBuildRow = typeof agentBuilds.$inferSelect;
export type CanaryPlanRow = typeof canaryPlans.$inferSelect;

import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, createdAt, flag, id, tenantId } from './columns';
import { browserEnum, complianceStateEnum, endpointStatusEnum, platformEnum, platformFamilyEnum } from './fleet-enums';

/**
 * An enrolled device (issue 3 data model). The device token is stored as its sha-256 only; the token
 * itself names the account, so the lookup stays on an account_id-led index (DESIGN.md tenancy).
 * The per-device rate-limit window lives on the row: one UPDATE authenticates and counts a request.
 */
export const endpoints = pgTable(
  'endpoints',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    hostname: text().notNull(),
    serial: text().notNull(),
    platform: platformEnum().notNull(),
    platformFamily: platformFamilyEnum().notNull(),
    osName: text().notNull(),
    osVersion: text().notNull(),
    agentVersion: text().notNull(),
    ownerPersonId: uuid(),
    status: endpointStatusEnum().notNull().default('ACTIVE'),
    mdmManaged: flag(),
    diskEncrypted: flag(),
    complianceState: complianceStateEnum().notNull().default('UNKNOWN'),
    infra: flag(),
    firstSeen: at().notNull().defaultNow(),
    lastSeen: at().notNull().defaultNow(),
    enrolledAt: at().notNull().defaultNow(),
    deviceTokenHash: text(),
    rateWindowStart: at(),
    rateCount: integer().notNull().default(0),
    /** the policy version the agent last acknowledged (issue 5 enforcement); 0 = none yet */
    policyVersion: integer().notNull().default(0),
    policyAppliedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    uniqueIndex().on(t.accountId, t.serial),
    uniqueIndex().on(t.accountId, t.deviceTokenHash),
    index().on(t.accountId, t.hostname),
    index().on(t.accountId, t.status, t.lastSeen),
    index().on(t.accountId, t.ownerPersonId),
  ],
);

/** Applications installed on an endpoint, current state per (endpoint, name). */
export const installedApps = pgTable(
  'installed_apps',
  {
    accountId: tenantId(),
    endpointId: uuid().notNull(),
    name: text().notNull(),
    version: text().notNull(),
    publisher: text(),
    vulnerable: flag(),
    firstSeen: at().notNull(),
    lastSeen: at().notNull(),
    removedAt: at(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.endpointId, t.name] }), index().on(t.accountId, t.name)],
);

/** Browser extensions per endpoint and browser, current state. */
export const browserExtensions = pgTable(
  'browser_extensions',
  {
    accountId: tenantId(),
    endpointId: uuid().notNull(),
    browser: browserEnum().notNull(),
    extensionId: text().notNull(),
    name: text().notNull(),
    version: text().notNull(),
    permissions: text().array().notNull().default([]),
    enabled: boolean().notNull().default(true),
    risky: flag(),
    firstSeen: at().notNull(),
    lastSeen: at().notNull(),
    removedAt: at(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.endpointId, t.browser, t.extensionId] }), index().on(t.accountId, t.extensionId)],
);

/** The latest result per endpoint and control; the endpoint's compliance_state is derived from these. */
export const complianceResults = pgTable(
  'compliance_results',
  {
    accountId: tenantId(),
    endpointId: uuid().notNull(),
    control: text().notNull(),
    framework: text().notNull(),
    passed: boolean().notNull(),
    details: text(),
    checkedAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.endpointId, t.control] }), index().on(t.accountId, t.framework, t.control)],
);

/**
 * Ids of events whose effect is an upsert of current state (installed apps, extensions, compliance,
 * sensitive files): they have no row of their own, so this is what makes a re-sent batch count as duplicates.
 * Events with a row of their own (usage, alerts, ...) are de-duplicated by that row's primary key.
 */
export const ingestedEvents = pgTable(
  'ingested_events',
  {
    accountId: tenantId(),
    id: uuid().notNull(),
    endpointId: uuid().notNull(),
    at: at().notNull(),
    receivedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] })],
);

export type EndpointRow = typeof endpoints.$inferSelect;
export type NewEndpoint = typeof endpoints.$inferInsert;

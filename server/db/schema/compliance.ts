import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, createdAt, id, tenantId } from './columns';

// Issue 23: what an account configures about compliance (the catalogue of frameworks, controls and checks is
// data shipped with the product, server/modules/compliance-config/data) and its endpoint firewall rules.

/** The frameworks an account selected (/framework-selection). */
export const complianceFrameworkSelections = pgTable(
  'compliance_framework_selections',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    frameworkId: text().notNull(),
    selectedAt: at().notNull().defaultNow(),
    selectedBy: uuid(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.frameworkId] })],
);

/**
 * An account's settings for one control of a framework: enabled, its parameters (by parameter key, e.g.
 * screenLockMinutes) and the groups it is scoped to (empty = every endpoint). `check_names` copies the
 * control's check names from the catalogue when the row is written, so SQL (ingest) can tell which
 * reported results count. An account with no row here has not configured compliance yet.
 */
export const complianceControls = pgTable(
  'compliance_controls',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    frameworkId: text().notNull(),
    controlId: text().notNull(),
    enabled: boolean().notNull().default(false),
    checkNames: text().array().notNull().default([]),
    params: jsonb().$type<Record<string, number>>().notNull().default({}),
    groupIds: uuid().array().notNull().default([]),
    updatedAt: at().notNull().defaultNow(),
    updatedBy: uuid(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.frameworkId, t.controlId] }), index().on(t.accountId, t.enabled)],
);

/** Endpoint firewall rules (/config-endpoints), pushed to agents in the policy document. */
export const firewallRules = pgTable(
  'firewall_rules',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    name: text().notNull(),
    description: text(),
    /** Inbound or Outbound */
    direction: text().notNull(),
    /** TCP, UDP, ICMP or Any */
    protocol: text().notNull(),
    /** ports and ranges as normalized text ('22,80,8000-8080'); empty = any */
    ports: text().notNull().default(''),
    /** remote IPv4 addresses or CIDR blocks; empty = any */
    remoteAddresses: text().array().notNull().default([]),
    /** Allow or Block */
    action: text().notNull(),
    /** Windows, MacOS, Linux */
    platforms: text().array().notNull(),
    enabled: boolean().notNull().default(true),
    /** lower first; rules are evaluated in this order */
    priority: integer().notNull().default(100),
    /** the policy version that last changed the rule: an endpoint that acknowledged it or a later one has the rule */
    policyVersion: integer().notNull().default(0),
    createdAt: createdAt(),
    createdBy: uuid(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), uniqueIndex().on(t.accountId, t.name)],
);

/**
 * Each endpoint's check results over time, append-only (GET /api/device-compliance-history/{id}). The ingest
 * writes a row only when a check's result changes (first seen, or passed flips), in the transaction that
 * updates compliance_results; the key makes a re-sent event add nothing.
 */
export const complianceHistory = pgTable(
  'compliance_history',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    endpointId: uuid().notNull(),
    /** the check's name, as compliance_results.control */
    control: text().notNull(),
    passed: boolean().notNull(),
    details: text(),
    at: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.endpointId, t.control, t.at] }), index().on(t.accountId, t.endpointId, t.at)],
);

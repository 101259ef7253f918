import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';
import { alertActionEnum, alertReasonEnum, browserEnum } from './fleet-enums';

// High-volume event tables (issue 3). The primary key (account_id, id) is the agent's event id, so a
// re-sent event is skipped by ON CONFLICT DO NOTHING. No foreign keys here: a check per inserted row
// would cost ingest throughput, and the ingest service resolves people, endpoints and apps itself.

/** One app or website session (issue 3: person, endpoint, app or domain, browser, start, duration, weighted_duration). */
export const usageSessions = pgTable(
  'usage_sessions',
  {
    accountId: tenantId(),
    id: uuid().notNull(),
    at: at().notNull(),
    endpointId: uuid().notNull(),
    personId: uuid().notNull(),
    /** a saas_apps or custom_apps id; null for a website */
    appId: uuid(),
    /** the website's domain; null for an app */
    domain: text(),
    url: text(),
    browser: browserEnum().notNull(),
    durationS: integer().notNull(),
    weightedDurationS: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    index().on(t.accountId, t.at),
    index().on(t.accountId, t.endpointId, t.at),
    check('usage_sessions_target', sql`(${t.appId} is null) <> (${t.domain} is null)`),
  ],
);

/** A SaaS-app alert (spec part 2 §3: action Alert/Report/Block and a detection reason). */
export const saasAlerts = pgTable(
  'saas_alerts',
  {
    accountId: tenantId(),
    id: uuid().notNull(),
    at: at().notNull(),
    endpointId: uuid().notNull(),
    personId: uuid().notNull(),
    appId: uuid().notNull(),
    url: text(),
    browser: browserEnum().notNull(),
    action: alertActionEnum().notNull(),
    reason: alertReasonEnum().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.at), index().on(t.accountId, t.appId, t.at)],
);

/** A website alert (blocked category, geofenced country, phishing reasons, ...). */
export const websiteAlerts = pgTable(
  'website_alerts',
  {
    accountId: tenantId(),
    id: uuid().notNull(),
    at: at().notNull(),
    endpointId: uuid().notNull(),
    personId: uuid().notNull(),
    domain: text().notNull(),
    url: text(),
    browser: browserEnum().notNull(),
    action: alertActionEnum().notNull(),
    reason: alertReasonEnum().notNull(),
    /** the category that matched, for Blocked Category */
    category: text(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.at), index().on(t.accountId, t.domain, t.at)],
);

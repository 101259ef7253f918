import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenantId } from './columns';
import { alertActionEnum, alertReasonEnum, browserEnum, ztpaActionEnum } from './fleet-enums';

// Per-day rollups maintained by the ingest service in the same transaction as the events (issue 3
// "Rollups"): the read path for dashboards and inventories, so a screen sums a few thousand rows
// instead of grouping millions. day is the UTC date of the event's `at`. The primary key is the full
// grouping key, led by (account_id, day) for range scans; the other indexes serve per-app, per-person
// and per-endpoint drill-downs. Counters only grow: ingest adds with ON CONFLICT ... DO UPDATE.

const day = () => date({ mode: 'string' }).notNull();
const total = () => bigint({ mode: 'number' }).notNull().default(0);

/** Who and where, the last part of every rollup key. */
const whoWhere = () => ({ personId: uuid().notNull(), endpointId: uuid().notNull() });

/** The counters of a usage rollup (issue 3: sessions with duration and weighted_duration). */
const usageCounters = () => ({
  sessions: integer().notNull().default(0),
  durationS: total(),
  weightedDurationS: total(),
});

/** Usage of any kind, then its app part (app_*); the website part is the difference. */
const activityCounters = () => ({
  ...usageCounters(),
  appSessions: integer().notNull().default(0),
  appDurationS: total(),
  appWeightedDurationS: total(),
});

export const appUsageDaily = pgTable(
  'app_usage_daily',
  {
    accountId: tenantId(),
    day: day(),
    appId: uuid().notNull(),
    ...whoWhere(),
    browser: browserEnum().notNull(),
    ...usageCounters(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.day, t.appId, t.personId, t.endpointId, t.browser] }),
    index().on(t.accountId, t.appId, t.day),
    index().on(t.accountId, t.personId, t.day),
    index().on(t.accountId, t.endpointId, t.day),
  ],
);

export const websiteUsageDaily = pgTable(
  'website_usage_daily',
  {
    accountId: tenantId(),
    day: day(),
    domain: text().notNull(),
    ...whoWhere(),
    browser: browserEnum().notNull(),
    ...usageCounters(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.day, t.domain, t.personId, t.endpointId, t.browser] }),
    index().on(t.accountId, t.domain, t.day),
    index().on(t.accountId, t.personId, t.day),
    index().on(t.accountId, t.endpointId, t.day),
  ],
);

/**
 * The company-wide sums per app and per website per day (issue 14 item 4): the inventories and the usage series
 * of a whole company (no person filter, not a group admin) read one row per app or website per day here instead
 * of one per person, endpoint and browser above. A group admin's or a person's figures still come from the
 * per-person tables. Summing either table over the same days gives the same totals (the crash test checks it).
 */
export const appDaily = pgTable(
  'app_daily',
  { accountId: tenantId(), day: day(), appId: uuid().notNull(), ...usageCounters() },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.appId] }), index().on(t.accountId, t.appId, t.day)],
);

export const websiteDaily = pgTable(
  'website_daily',
  { accountId: tenantId(), day: day(), domain: text().notNull(), ...usageCounters() },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.domain] }), index().on(t.accountId, t.domain, t.day)],
);

/**
 * Usage of any kind (app or website) per person and endpoint: the dashboard's per-day distinct people and
 * endpoints and its session series (issue 4 "Figures") read a fraction of the rows of the two tables above.
 * The app_* counters are the app part of the totals, so the website part is their difference (a session is
 * exactly one of the two: usage_sessions_target).
 */
export const activityDaily = pgTable(
  'activity_daily',
  {
    accountId: tenantId(),
    day: day(),
    ...whoWhere(),
    ...activityCounters(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.personId, t.endpointId] })],
);

/**
 * Who was active on a day, once per part: `person` (any usage), `app_person`, `website_person`, and `endpoint` (any
 * usage on it); `id` is the person's or the endpoint's (issue 14 item 4). Ingest inserts a batch's (day, part, id)
 * with ON CONFLICT DO NOTHING RETURNING, so the rows it gets back are the people and endpoints new to that day and
 * part, exactly once even when two of a person's devices send at the same moment (the second insert waits on the
 * first's key and then does nothing). Those counts go to activity_day_totals. Deleting a person deletes their rows
 * here and takes them off the totals (people-service deletePerson).
 */
export const activeDaily = pgTable(
  'active_daily',
  { accountId: tenantId(), day: day(), part: text().notNull(), id: uuid().notNull() },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.part, t.id] }), index().on(t.accountId, t.id, t.part, t.day)],
);

/**
 * One row per company and day: activity_daily's sums, and the number of people active that day in each part and of
 * endpoints used (the rows of active_daily). The dashboard's busiest days and its usage series for a whole company
 * read one row per day here instead of a row per person and endpoint; a group admin's still come from activity_daily.
 */
export const activityDayTotals = pgTable(
  'activity_day_totals',
  {
    accountId: tenantId(),
    day: day(),
    ...activityCounters(),
    people: integer().notNull().default(0),
    appPeople: integer().notNull().default(0),
    websitePeople: integer().notNull().default(0),
    endpoints: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

export const saasAlertDaily = pgTable(
  'saas_alert_daily',
  {
    accountId: tenantId(),
    day: day(),
    appId: uuid().notNull(),
    action: alertActionEnum().notNull(),
    reason: alertReasonEnum().notNull(),
    browser: browserEnum().notNull(),
    ...whoWhere(),
    count: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.day, t.appId, t.action, t.reason, t.browser, t.personId, t.endpointId] }),
    index().on(t.accountId, t.appId, t.day),
    index().on(t.accountId, t.personId, t.day),
    index().on(t.accountId, t.endpointId, t.day),
  ],
);

export const websiteAlertDaily = pgTable(
  'website_alert_daily',
  {
    accountId: tenantId(),
    day: day(),
    domain: text().notNull(),
    action: alertActionEnum().notNull(),
    reason: alertReasonEnum().notNull(),
    browser: browserEnum().notNull(),
    ...whoWhere(),
    count: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.day, t.domain, t.action, t.reason, t.browser, t.personId, t.endpointId] }),
    index().on(t.accountId, t.domain, t.day),
    index().on(t.accountId, t.personId, t.day),
    index().on(t.accountId, t.endpointId, t.day),
  ],
);

export const copyPasteDaily = pgTable(
  'copy_paste_daily',
  {
    accountId: tenantId(),
    day: day(),
    dataType: text().notNull(),
    action: alertActionEnum().notNull(),
    personId: uuid().notNull(),
    endpointId: uuid().notNull(),
    count: integer().notNull().default(0),
    matches: total(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.dataType, t.action, t.personId, t.endpointId] }), index().on(t.accountId, t.personId, t.day)],
);

export const ztpaActivityDaily = pgTable(
  'ztpa_activity_daily',
  {
    accountId: tenantId(),
    day: day(),
    gatewayId: uuid().notNull(),
    destination: text().notNull(),
    action: ztpaActionEnum().notNull(),
    personId: uuid().notNull(),
    endpointId: uuid().notNull(),
    connections: integer().notNull().default(0),
    bytesIn: total(),
    bytesOut: total(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.day, t.gatewayId, t.destination, t.action, t.personId, t.endpointId] }),
    index().on(t.accountId, t.gatewayId, t.day),
  ],
);

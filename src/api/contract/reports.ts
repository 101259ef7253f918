// The Reports calls (spec part 1 §7 "GET /session-stats; GET /alert-stats", part 2 §2.6 report routes,
// §2.7 disable_session_logs). Every figure is the dashboard's (src/api/contract/dashboard.ts): the server
// computes it with the dashboard's functions, so a report and the dashboard agree for the same range.
// The SaaS and website tables of the reports are the inventories' lists (saasApi, websitesApi).
import { z } from 'zod';
import { canSeeReports, canSeeSessionReports } from './access';
import { pageQuery, sortOrderSchema } from './common';
import { alertStats, phishingStats, ranged, rangeQuery, sessionSeries, sessionUserRow } from './dashboard';
import { countOf, endpoint } from './endpoint';

const count = z.number().int().min(0);

/**
 * GET /session-stats: sessions, people and weighted duration per day of the range (the dashboard's
 * /session-stats-saas-data and /session-stats-nonsaas-data together). websites is null when the company
 * has disable_session_logs set (website sessions are not shown then).
 */
export const sessionStats = z.object({ saas: sessionSeries, websites: sessionSeries.nullable() });
export type SessionStats = z.infer<typeof sessionStats>;

/**
 * GET /alert-stats: alert events of the range by action (the dashboard's /saas-stats-alerts and
 * /nonsaas-stats-alerts) and the phishing figures (/saas-stats-alerts-type). websites is null under
 * disable_session_logs, as the dashboard hides its Website Alerts then.
 */
export const alertReportStats = z.object({ saas: alertStats, websites: alertStats.nullable(), phishing: phishingStats });
export type AlertReportStats = z.infer<typeof alertReportStats>;

export const USAGE_KINDS = ['saas', 'websites'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

/** GET and HEAD /reports/users: people with SaaS (or website) usage in the range, the dashboard's people lists. */
export const usageUsersQuery = ranged({
  ...pageQuery.shape,
  kind: z.enum(USAGE_KINDS).default('saas'),
  sb: z.enum(['weighted_duration', 'name']).optional(),
  so: sortOrderSchema.optional(),
});
export type UsageUsersQuery = z.input<typeof usageUsersQuery>;
export const usageUserRow = sessionUserRow;
export type UsageUserRow = z.infer<typeof usageUserRow>;

/** One non-infra endpoint enrolled by `day` without usage on it (the Inactivity tab's rows). */
export const inactiveEndpointRow = z.object({
  id: z.string(),
  name: z.string(),
  platform: z.string(),
  status: z.string(),
  owner: z.string().nullable(),
  owner_email: z.string().nullable(),
  /** the last day with usage before `day` (UTC date), null when none in the stored history */
  last_active: z.string().nullable(),
});
export type InactiveEndpointRow = z.infer<typeof inactiveEndpointRow>;

/**
 * GET /reports/inactivity: the dashboard's inactive-device figure for the range (device-stats: `day` is the
 * busiest day of the range, `inactive` the endpoints enrolled by then without usage that day, `endpoint_count`
 * those with usage), the per-day active and inactive endpoints, and the inactive endpoints of `day`.
 */
export const inactivityReport = z.object({
  day: z.string(),
  inactive: count,
  endpoint_count: count,
  series: z.object({ label: z.array(z.string()), active: z.array(count), inactive: z.array(count) }),
  rows: z.array(inactiveEndpointRow),
});
export type InactivityReport = z.infer<typeof inactivityReport>;

const listUsageUsers = endpoint({
  method: 'GET',
  path: '/reports/users',
  access: canSeeSessionReports,
  tag: 'reports',
  description: 'People with SaaS or website usage in the range (User Behavior Analysis).',
  query: usageUsersQuery,
  response: z.array(usageUserRow),
});

export const reportsApi = {
  getSessionStats: endpoint({
    method: 'GET',
    path: '/session-stats',
    access: canSeeReports,
    tag: 'reports',
    description: 'SaaS and website sessions, people and weighted duration per day of the range.',
    query: rangeQuery,
    response: sessionStats,
  }),
  getAlertStats: endpoint({
    method: 'GET',
    path: '/alert-stats',
    access: canSeeReports,
    tag: 'reports',
    description: 'SaaS and website alert events of the range by action, and the phishing figures.',
    query: rangeQuery,
    response: alertReportStats,
  }),
  listUsageUsers,
  countUsageUsers: countOf(listUsageUsers),
  getInactivity: endpoint({
    method: 'GET',
    path: '/reports/inactivity',
    access: canSeeSessionReports,
    tag: 'reports',
    description: "The inactive endpoints of the range's busiest day, and the active and inactive endpoints per day.",
    query: rangeQuery,
    response: inactivityReport,
  }),
};

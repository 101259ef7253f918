// The Dashboard calls (spec part 2 §2.2–§2.4, §3, §5, §7 "Dashboard", §9).
//
// Every call takes the range { s, e, z }: s and e are epoch ms (the local start of the first day and the
// local end of the last day, as rangeToQuery builds them), z the browser's IANA zone. The rollups' day is
// the UTC date of an event, so the server maps [s, e] to the local dates they cover in z and reads the
// rollup rows of those dates: a range is whole days, with day boundaries at UTC midnight, not local midnight.
//
// Field names are the spec's (part 2 §3). Charts are parallel arrays { label, y } (§3 "Chart data").
// Percentages are the browser's job (§5); the calls return the raw counts they need.
import { z } from 'zod';
import { canSeeDashboard, canSeeDashboardWebsites } from './access';
import { ACCESS_TYPES, ALERT_ACTIONS, ALERT_REASONS } from './catalog';
import { pageQuery, sortOrderSchema } from './common';
import { countOf, endpoint } from './endpoint';

/** Longest range the calls accept (the picker's longest preset is 90 days; custom ranges up to a year). */
export const MAX_RANGE_DAYS = 366;

function isZone(z: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: z });
    return true;
  } catch {
    return false;
  }
}

const epochMs = z.coerce.number().int().min(0).max(8.64e15);

const rangeFields = {
  s: epochMs,
  e: epochMs,
  z: z.string().min(1).max(64).refine(isZone, { message: 'Unknown time zone.' }).default('UTC'),
};

const rangeOf = (q: unknown) => q as { s: number; e: number };

/** A dashboard query: s, e, z plus the call's own filters. e far in the future (beyond tomorrow) is refused by the server with 400. */
export function ranged<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ ...rangeFields, ...shape })
    .refine((q) => rangeOf(q).s <= rangeOf(q).e, { message: 'The start must not be after the end.', path: ['s'] })
    .refine((q) => rangeOf(q).e - rangeOf(q).s <= MAX_RANGE_DAYS * 86_400_000, { message: `The range must not exceed ${MAX_RANGE_DAYS} days.`, path: ['e'] });
}

export const rangeQuery = ranged({});
export type RangeQuery = z.infer<typeof rangeQuery>;
/** What the query factories take: one chart's range (rangeToQuery of src/lib/date-presets). */
export type RangeParams = { s: number; e: number; z: string };

/** Chart data (spec part 2 §3): parallel label and y arrays. */
export const chartData = z.object({ label: z.array(z.string()), y: z.array(z.number()) });
export type ChartData = z.infer<typeof chartData>;

const count = z.number().int().min(0);
const platformCounts = z.object({ Windows: count, MacOS: count, Linux: count });
export type PlatformCounts = z.infer<typeof platformCounts>;

/**
 * GET /saas-stats-access-type: SaaS apps used in the range, by effective access type.
 * label is ['Sanctioned', 'Unsanctioned', 'Unclassified'] in that order; y their app counts.
 * 'Unsanctioned SaaS Apps' of Security Insights is the Unsanctioned value (§9).
 */
export const saasAccessTypeStats = chartData.extend({ label: z.array(z.enum(ACCESS_TYPES)) });
export type SaasAccessTypeStats = z.infer<typeof saasAccessTypeStats>;

/**
 * GET /user-stats. Bar figures (spec part 2 §2.4 tooltip): the values of ONE day, `day` (a UTC date
 * 'YYYY-MM-DD'): with a one-day range that day; otherwise the day of the range with the most users
 * (total_users), the latest such day on a tie, the last day when nobody was active.
 * - total_users: people with any SaaS or website usage on `day`;
 * - risky: of those, the ones whose risk level is High (bar target: /user-management High Risk);
 * - inactive_users: people whose copilot status is not_installed or uninstalled (current state; bar target);
 * - user_sensitive_data: people owning sensitive files present on `day` (DLP);
 * - people: every person in scope; monitored: status ACTIVE or scope IN_SCOPE (§9); unmonitored: the rest.
 */
export const userStats = z.object({
  day: z.string(),
  total_users: count,
  risky: count,
  inactive_users: count,
  user_sensitive_data: count,
  people: count,
  monitored: count,
  unmonitored: count,
});
export type UserStats = z.infer<typeof userStats>;

/**
 * GET /device-stats. Infra devices are counted only in infra_count; every other figure is about
 * the non-infra endpoints in scope (a group admin: the endpoints its people own).
 * Bar figures of one `day`, chosen like /user-stats by the most active endpoints (endpoint_count):
 * - endpoint_count: endpoints with usage on `day`; inactive: endpoints enrolled by then without usage on `day`;
 * - device_sensitive_data: endpoints with sensitive files present on `day`.
 * Current state (not date-filtered, §2.4 'does not support date-based filtering'):
 * - noncompliant_count (compliance NON_COMPLIANT), compliant (COMPLIANT), total_endpoints,
 *   infra_count (has_infra: the account has any infra device, so the bar is shown),
 *   pf_count / comp_pf_count: all and compliant endpoints by family Windows, MacOS, Linux,
 *   mdm_enrolled_device_count: MDM-managed MacOS endpoints, mac_count: MacOS endpoints (§5 MDM percentage),
 *   missing_hd_encryption: endpoints without disk encryption.
 */
export const deviceStats = z.object({
  day: z.string(),
  endpoint_count: count,
  inactive: count,
  device_sensitive_data: count,
  noncompliant_count: count,
  compliant: count,
  total_endpoints: count,
  infra_count: count,
  has_infra: z.boolean(),
  pf_count: platformCounts,
  comp_pf_count: platformCounts,
  mdm_enrolled_device_count: count,
  mac_count: count,
  missing_hd_encryption: count,
});
export type DeviceStats = z.infer<typeof deviceStats>;

/**
 * GET /saas-stats-alerts and /nonsaas-stats-alerts: alert events in the range by action
 * (alerts = Alert, reports = Report, blocks = Block), from the SaaS or website alert rollups.
 */
export const alertStats = z.object({ alerts: count, reports: count, blocks: count });
export type AlertStats = z.infer<typeof alertStats>;

/**
 * GET /saas-stats-alerts-type: phishing attacks prevented in the range (SaaS and website alerts together):
 * spoof_count = App Spoofing, session_hijack_count = Session Hijacking, typo_count = Typo Squatting.
 */
export const phishingStats = z.object({ spoof_count: count, session_hijack_count: count, typo_count: count });
export type PhishingStats = z.infer<typeof phishingStats>;

/**
 * GET /genai-saas-stats: Gen AI apps (saas_apps.gen_ai) used in the range.
 * user_count: people who used one ('Users with Gen AI Usage'); app_count: Gen AI apps used;
 * unsanctioned_count: of those, the ones whose effective access type is Unsanctioned ('Unsanctioned Gen AI Apps').
 */
export const genAiStats = z.object({ user_count: count, app_count: count, unsanctioned_count: count });
export type GenAiStats = z.infer<typeof genAiStats>;

/**
 * GET /device-inactivity-stats (current state, range accepted for symmetry): non-infra endpoints by status.
 * active: ACTIVE, idle: INACTIVE, inactive_last_week: OFFLINE_FOR_CONFIG_TIME ('Long Idle', card target).
 * §5: long idle share = inactive_last_week / (idle + active).
 */
export const deviceInactivityStats = z.object({ active: count, idle: count, inactive_last_week: count });
export type DeviceInactivityStats = z.infer<typeof deviceInactivityStats>;

/**
 * GET /device-files-action: sensitive data stats. Files present at some time in the range
 * (first seen by its end, not removed before its start): sensitive_files, their people total_users and
 * endpoints total_devices; total_activities: sensitive copy-paste events in the range.
 */
export const sensitiveDataStats = z.object({ total_users: count, sensitive_files: count, total_devices: count, total_activities: count });
export type SensitiveDataStats = z.infer<typeof sensitiveDataStats>;

/**
 * GET /vul-stats: risky apps stats (current state): people owning, and endpoints carrying, an installed
 * app flagged vulnerable ('User with Risky Apps', 'Endpoints with Risky Apps').
 */
export const vulStats = z.object({ vul_app_user_count: count, vul_app_device_count: count });

/** The Security Insights figures that have a week before them to compare with (issue 28 item 3). */
export const INSIGHT_TREND_KEYS = [
  'unsanctionedSaasApps',
  'unsanctionedGenAiApps',
  'usersWithUnsanctionedApps',
  'usersWithGenAi',
  'usersWithSensitiveData',
  'endpointsWithSensitiveData',
  'sensitiveDataDiscovered',
  'sensitiveActivityDiscovered',
] as const;
export type InsightTrendKey = (typeof INSIGHT_TREND_KEYS)[number];
/**
 * GET /insight-trends: each figure over the range and over the same number of days just before it;
 * `previous` is null when the company's stored data does not reach back that far. Figures of current
 * state (unmonitored people, non-compliant endpoints, ...) keep no history and are not listed.
 */
export const insightTrends = z.array(z.object({ key: z.enum(INSIGHT_TREND_KEYS), current: count, previous: count.nullable() }));
export type InsightTrends = z.infer<typeof insightTrends>;
export type VulStats = z.infer<typeof vulStats>;

/**
 * GET and HEAD /session-stats-saas-users: people with SaaS usage in the range, filtered by the apps'
 * effective access type (tag) and/or Gen AI (genai=true). HEAD answers the total in x-size:
 * 'Users with Unsanctioned Apps' is tag=Unsanctioned, 'Users with Gen AI Usage' genai=true.
 * Rows sorted by weighted_duration (sb) descending by default.
 */
export const sessionUsersQuery = ranged({
  ...pageQuery.shape,
  tag: z.enum(ACCESS_TYPES).optional(),
  genai: z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true').optional(),
  sb: z.enum(['weighted_duration', 'name']).optional(),
  so: sortOrderSchema.optional(),
});
export type SessionUsersQuery = z.input<typeof sessionUsersQuery>;
/**
 * GET and HEAD /session-stats-nonsaas-users: people with website usage in the range (domain: one website).
 * Website usage calls (this one and /session-stats-nonsaas-data) answer 403 under disable_session_logs: do not call them then.
 */
export const websiteUsersQuery = ranged({
  ...pageQuery.shape,
  domain: z.string().trim().min(1).max(253).optional(),
  sb: z.enum(['weighted_duration', 'name']).optional(),
  so: sortOrderSchema.optional(),
});
export type WebsiteUsersQuery = z.input<typeof websiteUsersQuery>;

export const sessionUserRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** apps (or websites) used in the range that match the filter, by name */
  apps: z.array(z.string()),
  sessions: count,
  duration: count,
  weighted_duration: count,
});
export type SessionUserRow = z.infer<typeof sessionUserRow>;

/**
 * GET /session-stats-saas-data and /session-stats-nonsaas-data: one entry per date of the range
 * (label 'YYYY-MM-DD'); y = sessions that day, users = distinct people, weighted_duration = seconds.
 */
export const sessionSeries = chartData.extend({ users: z.array(count), weighted_duration: z.array(count) });
export type SessionSeries = z.infer<typeof sessionSeries>;

/** HEAD /saas-alerts and /nonsaas-alerts (counts only here): t = action, reason, plus the range. */
export const alertCountQuery = ranged({
  t: z.enum(ALERT_ACTIONS).optional(),
  reason: z.enum(ALERT_REASONS).optional(),
});
export type AlertCountQuery = z.input<typeof alertCountQuery>;

// ---------- the calls ----------

const stat = <const P extends string, const R extends z.ZodType>(path: P, response: R, description: string) =>
  endpoint({ method: 'GET', path, access: canSeeDashboard, tag: 'dashboard', description, query: rangeQuery, response });

const saasSessionUsers = endpoint({
  method: 'GET',
  path: '/session-stats-saas-users',
  access: canSeeDashboard,
  tag: 'dashboard',
  description: 'People with SaaS usage in the range.',
  query: sessionUsersQuery,
  response: z.array(sessionUserRow),
});
// spec part 2 §2.2, §2.7: website usage is refused under disable_session_logs.
const websiteSessionUsers = endpoint({
  method: 'GET',
  path: '/session-stats-nonsaas-users',
  access: canSeeDashboardWebsites,
  tag: 'dashboard',
  description: 'People with website usage in the range.',
  query: websiteUsersQuery,
  response: z.array(sessionUserRow),
});
// HEAD /saas-alerts and /nonsaas-alerts, the dashboard's alert links' counts, are the alerts area's (contract/alerts.ts).

export const dashboardApi = {
  getSaasAccessTypeStats: stat('/saas-stats-access-type', saasAccessTypeStats, 'SaaS apps used in the range, by effective access type.'),
  getUserStats: stat('/user-stats', userStats, 'People figures of the busiest day of the range, and current totals.'),
  getDeviceStats: stat('/device-stats', deviceStats, 'Endpoint figures of the busiest day of the range, and current totals.'),
  getSaasAlertStats: stat('/saas-stats-alerts', alertStats, 'SaaS alert events in the range by action.'),
  getWebsiteAlertStats: stat('/nonsaas-stats-alerts', alertStats, 'Website alert events in the range by action.'),
  getPhishingStats: stat('/saas-stats-alerts-type', phishingStats, 'Phishing attacks prevented in the range.'),
  getGenAiStats: stat('/genai-saas-stats', genAiStats, 'Gen AI apps used in the range and their users.'),
  getDeviceInactivityStats: stat('/device-inactivity-stats', deviceInactivityStats, 'Endpoints by status (current state).'),
  getSensitiveDataStats: stat('/device-files-action', sensitiveDataStats, 'Sensitive files present in the range, their people and endpoints.'),
  getVulStats: stat('/vul-stats', vulStats, 'People and endpoints with vulnerable apps (current state).'),
  getInsightTrends: stat('/insight-trends', insightTrends, 'Security Insights figures over the range and the equal span before it.'),
  getSaasSessionSeries: stat('/session-stats-saas-data', sessionSeries, 'SaaS sessions, users and weighted duration per day of the range.'),
  getWebsiteSessionSeries: endpoint({
    method: 'GET',
    path: '/session-stats-nonsaas-data',
    access: canSeeDashboardWebsites,
    tag: 'dashboard',
    description: 'Website sessions, users and weighted duration per day of the range.',
    query: rangeQuery,
    response: sessionSeries,
  }),
  listSaasSessionUsers: saasSessionUsers,
  countSaasSessionUsers: countOf(saasSessionUsers),
  listWebsiteSessionUsers: websiteSessionUsers,
  countWebsiteSessionUsers: countOf(websiteSessionUsers),
};

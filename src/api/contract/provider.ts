// Provider administration (issue 24; spec part 1 §2 provider section and §6, part 2 §2.6 and §2.7): the
// operator's view of the companies it manages. Every call needs isProviderOperator, and reaches only the
// operated companies (SuperAdmin: all; the provider admin: the ones it manages). The per-company figures
// are the company's own dashboard figures (server/modules/dashboard), so both screens agree.
import { z } from 'zod';
import { isProviderOperator } from './access';
import { accountStatusSchema, companyListQuery } from './accounts';
import { FEATURE_FLAGS, pageQuery, roleSchema, type FeatureFlag } from './common';
import { countOf, endpoint } from './endpoint';
import { userListQuery, personRow } from './users';
import { alertListQuery, alertRow } from './alerts';
import { deviceListQuery, deviceRow } from './fleet';
import { errorLogQuery, errorLogRow } from './logs';
import { notificationLogQuery, notificationRow, templateSummary } from './notifications';
import { policyStatus } from './policy-status';
import { accountAppsQuery, accountApp } from './saas';
import { blockedCategoryRow, blockedWebsiteRow, blockedWebsitesQuery, bypassQuery, bypassRow, geoFenceQuery, geoFenceRow } from './web-policies';

const count = z.number().int().min(0);

export const flagValues = z.object(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, z.boolean()])) as Record<FeatureFlag, z.ZodBoolean>);
export type FlagValues = z.infer<typeof flagValues>;

/** Endpoints of one agent version, non-infra, as the dashboard counts endpoints. */
export const agentVersionCount = z.object({ version: z.string(), count });
export type AgentVersionCount = z.infer<typeof agentVersionCount>;

/**
 * A company's health at a glance. endpoints_online / endpoints_total are the dashboard's
 * /device-inactivity-stats figures (active; active + idle + long idle = /device-stats total_endpoints);
 * alerts_week is the sum of alerts, reports and blocks of /saas-stats-alerts and /nonsaas-stats-alerts over
 * the last 7 days (UTC); setup counts the setup guide's visited steps among the ones the flags offer.
 */
export const managedCompanyRow = z.object({
  id: z.string(),
  client_id: z.string(),
  name: z.string(),
  status: accountStatusSchema,
  parent_name: z.string().nullable(),
  created_at: z.string(),
  endpoints_online: count,
  endpoints_total: count,
  agent_versions: z.array(agentVersionCount),
  alerts_week: count,
  setup_done: count,
  setup_total: count,
  billing_enabled: z.boolean(),
  flags: flagValues,
});
export type ManagedCompanyRow = z.infer<typeof managedCompanyRow>;

export const companyIdParams = z.object({ id: z.uuid() });

export const companyAdmin = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  /** true until the admin has a password or single sign-on (an invitation still to accept) */
  invited: z.boolean(),
  created_at: z.string(),
});
export type CompanyAdmin = z.infer<typeof companyAdmin>;

export const adminEvent = z.object({
  id: z.string(),
  at: z.string(),
  email: z.string(),
  role: roleSchema.nullable(),
  action: z.string(),
  target: z.string(),
});
export type AdminEvent = z.infer<typeof adminEvent>;

export const alertSummary = z.object({ alerts: count, reports: count, blocks: count });

export const companyOverview = managedCompanyRow.extend({
  billing_period: z.string().nullable(),
  billing_type: z.string().nullable(),
  endpoints_idle: count,
  endpoints_long_idle: count,
  people: count,
  admins: z.array(companyAdmin),
  saas_alerts_week: alertSummary,
  website_alerts_week: alertSummary,
  recent_events: z.array(adminEvent),
});
export type CompanyOverview = z.infer<typeof companyOverview>;

/** PATCH body: the flags to change; at least one. */
export const flagsBody = flagValues
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'Say which feature to change.' });
export type FlagsBody = z.infer<typeof flagsBody>;

export const adminEventQuery = pageQuery.extend({ q: z.string().trim().max(200).optional() });
export type AdminEventQuery = z.infer<typeof adminEventQuery>;

const listManagedCompanies = endpoint({
  method: 'GET',
  path: '/provider/companies',
  access: isProviderOperator,
  tag: 'provider',
  description: 'The companies the operator manages with their health at a glance, a page at a time (search by name, filter by status).',
  query: companyListQuery,
  response: z.array(managedCompanyRow),
});

const listCompanyEvents = endpoint({
  method: 'GET',
  path: '/provider/companies/:id/admin-events',
  access: isProviderOperator,
  tag: 'provider',
  description: "A managed company's admin action log, newest first.",
  params: companyIdParams,
  query: adminEventQuery,
  response: z.array(adminEvent),
  errors: [404],
});

const listCompanyUsers = endpoint({
  method: 'GET',
  path: '/provider/companies/:id/users',
  access: isProviderOperator,
  tag: 'provider',
  description: "A managed company's people (account users), a page at a time.",
  params: companyIdParams,
  query: userListQuery,
  response: z.array(personRow),
  errors: [404],
});

function companyAlerts(kind: 'saas' | 'website') {
  return endpoint({
    method: 'GET',
    path: kind === 'saas' ? '/provider/companies/:id/saas-alerts' : '/provider/companies/:id/website-alerts',
    access: isProviderOperator,
    tag: 'provider',
    description: `A managed company's ${kind === 'saas' ? 'SaaS app' : 'website'} alerts, with the filters of its own alert list (format is ignored).`,
    params: companyIdParams,
    query: alertListQuery,
    response: z.array(alertRow),
    errors: [404],
  });
}
const listCompanySaasAlerts = companyAlerts('saas');
const listCompanyWebsiteAlerts = companyAlerts('website');

// ---------- a company's configurations and logs (read-only, issue 24 account details) ----------
// Each call answers what the company's own call answers (named in the description), computed by the same
// service function over the company's own scope; the operator changes them after switching into the company.

const companyCall = { method: 'GET', access: isProviderOperator, tag: 'provider', params: companyIdParams, errors: [404] } as const;
const readOnly = (what: string, own: string) => `A managed company's ${what}, read-only: what its own GET /api${own} answers.`;

function companyRead<const P extends string, const Q extends z.ZodType, const R extends z.ZodType>(path: P, own: string, what: string, query: Q, response: R) {
  return endpoint({ ...companyCall, path: `/provider/companies/:id/${path}` as const, description: readOnly(what, own), query, response });
}

const listCompanyBypasses = companyRead('bypassed-domains', '/excluded-domains', 'bypassed domains', bypassQuery, z.array(bypassRow));
const listCompanySaasApps = companyRead('saas-apps', '/saas-account', 'classified SaaS apps', accountAppsQuery, z.array(accountApp));
const listCompanyBlockedWebsites = companyRead('blocked-websites', '/blocked-websites', 'blocked websites', blockedWebsitesQuery, z.array(blockedWebsiteRow));
const listCompanyGeoFences = companyRead('geo-fences', '/geo-fencing', 'geo-fences', geoFenceQuery, z.array(geoFenceRow));
const listCompanyEndpoints = companyRead('endpoints', '/devices', 'endpoints (infrastructure devices excluded)', deviceListQuery, z.array(deviceRow));
const listCompanyNotifications = companyRead('notification-logs', '/notification-logs', 'notification logs', notificationLogQuery, z.array(notificationRow));
/** the company's own error log query, without its CSV export */
export const companyErrorLogQuery = errorLogQuery.omit({ format: true });
const listCompanyErrorLogs = companyRead('error-logs', '/error-logs', 'agent error logs', companyErrorLogQuery, z.array(errorLogRow));

function companyGet<const P extends string, const R extends z.ZodType>(path: P, own: string, what: string, response: R) {
  return endpoint({ ...companyCall, path: `/provider/companies/:id/${path}` as const, description: readOnly(what, own), response });
}

export const providerConfigApi = {
  listCompanyBypasses,
  countCompanyBypasses: countOf(listCompanyBypasses),
  listCompanySaasApps,
  countCompanySaasApps: countOf(listCompanySaasApps),
  listCompanyBlockedWebsites,
  countCompanyBlockedWebsites: countOf(listCompanyBlockedWebsites),
  listCompanyBlockedCategories: companyGet('blocked-categories', '/blocked-category', 'blocked website categories', z.array(blockedCategoryRow)),
  listCompanyGeoFences,
  countCompanyGeoFences: countOf(listCompanyGeoFences),
  listCompanyEndpoints,
  countCompanyEndpoints: countOf(listCompanyEndpoints),
  listCompanyEmailTemplates: companyGet('email-templates', '/account-email-templates', 'e-mail templates', z.array(templateSummary)),
  getCompanyPolicyStatus: companyGet('policy-status', '/policy-status', 'policy version and how far it has reached', policyStatus),
  listCompanyNotifications,
  countCompanyNotifications: countOf(listCompanyNotifications),
  listCompanyErrorLogs,
  countCompanyErrorLogs: countOf(listCompanyErrorLogs),
};

export const providerApi = {
  listManagedCompanies,
  countManagedCompanies: countOf(listManagedCompanies),
  getManagedCompanyStats: endpoint({
    method: 'GET',
    path: '/provider/company-stats',
    access: isProviderOperator,
    tag: 'provider',
    description: 'The Pending, All and Active Accounts counters over the companies the operator manages.',
    response: z.object({ pending: count, all: count, active: count }),
  }),
  getCompanyOverview: endpoint({
    method: 'GET',
    path: '/provider/companies/:id',
    access: isProviderOperator,
    tag: 'provider',
    description: "One managed company: flags, billing, admins, endpoints, this week's alerts and its latest admin actions.",
    params: companyIdParams,
    response: companyOverview,
    errors: [404],
  }),
  updateCompanyFlags: endpoint({
    method: 'PATCH',
    path: '/provider/companies/:id/flags',
    access: isProviderOperator,
    tag: 'provider',
    description: "Turns a managed company's features on or off; the change is written to that company's admin action log.",
    params: companyIdParams,
    body: flagsBody,
    response: companyOverview,
    errors: [404],
  }),
  listCompanyEvents,
  countCompanyEvents: countOf(listCompanyEvents),
  listCompanyUsers,
  countCompanyUsers: countOf(listCompanyUsers),
  listCompanySaasAlerts,
  countCompanySaasAlerts: countOf(listCompanySaasAlerts),
  listCompanyWebsiteAlerts,
  countCompanyWebsiteAlerts: countOf(listCompanyWebsiteAlerts),
  ...providerConfigApi,
};

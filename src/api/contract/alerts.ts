// Alerts calls (spec part 1 §7, part 2 §3, §7 "Alerts", §8 "Exports"): the SaaS-app and website alert
// lists with their HEAD counts, per-action counts, CSV and ArcSight CEF exports of the same filtered
// rows, and the typo-squat correction (POST /global-safe-applications).
import { z } from 'zod';
import { isUrlOrDomain } from '../../lib/validation';
import { canChangePolicies, canSeeAlerts } from './access';
import { ALERT_ACTIONS, ALERT_REASONS, BROWSERS, PLATFORM_FAMILIES } from './catalog';
import { pageQuery, queryList, sortOrderSchema } from './common';
import { countOf, endpoint } from './endpoint';
import { ranged } from './dashboard';

/** A filter key that may repeat (?t=Block&t=Alert) reads as a list even when it appears once. */
const many = <T extends z.ZodType>(item: T) => queryList(item, 100);

export const ALERT_SORTS = ['time', 'person', 'endpoint', 'target', 'action', 'reason', 'browser', 'platform'] as const;
export type AlertSort = (typeof ALERT_SORTS)[number];

/**
 * The stored filter keys of spec part 1 §3 (o platforms, b browsers, t action type, u people's e-mails,
 * a apps: an app's name for SaaS alerts, a domain for website alerts), the reason, a search over person,
 * endpoint, app or website and URL, and the range s, e, z read as whole days like the dashboard's figures.
 */
const alertFilterShape = {
  q: z.string().trim().max(200).optional(),
  t: many(z.enum(ALERT_ACTIONS)),
  reason: many(z.enum(ALERT_REASONS)),
  b: many(z.enum(BROWSERS)),
  o: many(z.enum(PLATFORM_FAMILIES)),
  u: many(z.string().trim().min(1).max(254)),
  a: many(z.string().trim().min(1).max(253)),
};
// ranged(): the dashboard's range rules as well (s not after e, at most a year), so a list refuses
// exactly the ranges its dashboard figure refuses
export const alertFilterQuery = ranged(alertFilterShape);
export type AlertFilterQuery = z.output<typeof alertFilterQuery>;
/** What the browser sends: the range, the rest optional. */
export type AlertFilters = z.input<typeof alertFilterQuery>;

export const alertListQuery = ranged({
  ...pageQuery.shape,
  ...alertFilterShape,
  sb: z.enum(ALERT_SORTS).default('time'),
  so: sortOrderSchema.default('desc'),
  format: z.enum(['json', 'csv']).optional(),
});
export type AlertListQuery = z.output<typeof alertListQuery>;

/** One alert event. app is set for a SaaS alert, domain for a website alert. */
export const alertRow = z.object({
  id: z.string(),
  time: z.string(),
  person: z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() }),
  endpoint: z.object({ id: z.string(), hostname: z.string().nullable() }),
  app: z.object({ id: z.string(), name: z.string() }).nullable(),
  domain: z.string().nullable(),
  url: z.string().nullable(),
  category: z.string().nullable(),
  action: z.enum(ALERT_ACTIONS),
  reason: z.enum(ALERT_REASONS),
  browser: z.enum(BROWSERS),
  platform: z.string().nullable(),
});
export type AlertRow = z.infer<typeof alertRow>;

/** spec part 2 §3 "Alert action counts: type (Alert, Report, Block), count" — every type, zeros included. */
export const actionCount = z.object({ type: z.enum(ALERT_ACTIONS), count: z.number().int() });
export type ActionCount = z.infer<typeof actionCount>;

export const SAFE_URL_MESSAGE = 'Enter a valid URL or domain.';
/** The flagged look-alike (a URL or a bare domain); its host is what becomes safe. */
export const globalSafeBody = z.object({
  url: z.string().trim().min(1).max(2083).refine(isUrlOrDomain, SAFE_URL_MESSAGE),
});
export type GlobalSafeBody = z.infer<typeof globalSafeBody>;
export const globalSafeResult = z.object({ domain: z.string(), created: z.boolean() });

export const ALERT_FILES = {
  saas: { csv: 'AlertSaasApps.csv', cef: 'AlertSaasApps.cef' },
  website: { csv: 'AlertWebsite.csv', cef: 'AlertWebsite.cef' },
} as const;

const LIST_NOTE = 'format=csv answers every filtered row as a CSV download (newest first).';
const CEF_NOTE = 'Every filtered row as ArcSight CEF, one event a line, newest first, streamed from the database.';
const COUNTS_NOTE = 'The number of alerts of each action type for the same filters, the action type filter (t) left out.';

const listSaasAlerts = endpoint({
  method: 'GET', path: '/saas-alerts', access: canSeeAlerts, tag: 'alerts',
  description: `SaaS app alerts over the range, one page. ${LIST_NOTE}`,
  query: alertListQuery, response: z.array(alertRow), produces: ['application/json', 'text/csv'],
});
const listWebsiteAlerts = endpoint({
  method: 'GET', path: '/nonsaas-alerts', access: canSeeAlerts, tag: 'alerts',
  description: `Website alerts over the range, one page. ${LIST_NOTE}`,
  query: alertListQuery, response: z.array(alertRow), produces: ['application/json', 'text/csv'],
});

export const alertsApi = {
  listSaasAlerts,
  countSaasAlerts: countOf(listSaasAlerts),
  listWebsiteAlerts,
  countWebsiteAlerts: countOf(listWebsiteAlerts),
  saasActionCounts: endpoint({
    method: 'GET', path: '/saas-alerts-action-counts', access: canSeeAlerts, tag: 'alerts',
    description: COUNTS_NOTE, query: alertFilterQuery, response: z.array(actionCount),
  }),
  websiteActionCounts: endpoint({
    method: 'GET', path: '/nonsaas-alerts-action-counts', access: canSeeAlerts, tag: 'alerts',
    description: COUNTS_NOTE, query: alertFilterQuery, response: z.array(actionCount),
  }),
  saasAlertsCef: endpoint({
    method: 'GET', path: '/saas-alerts-cef', access: canSeeAlerts, tag: 'alerts',
    description: `${CEF_NOTE} File AlertSaasApps.cef.`, query: alertFilterQuery, produces: ['text/plain'],
  }),
  websiteAlertsCef: endpoint({
    method: 'GET', path: '/nonsaas-alerts-cef', access: canSeeAlerts, tag: 'alerts',
    description: `${CEF_NOTE} File AlertWebsite.cef.`, query: alertFilterQuery, produces: ['text/plain'],
  }),
  markSafe: endpoint({
    method: 'POST', path: '/global-safe-applications', access: canChangePolicies, tag: 'alerts',
    description: 'Marks a flagged look-alike URL or domain as safe: agents stop raising Typo Squatting alerts for its host.',
    body: globalSafeBody, response: globalSafeResult,
  }),
};

// Data Activity beyond copy-paste and the browser extension's sensitive data (issue 21; spec part 2 §2.6 DLP
// /sensitive-activity, /sensitive-data-ext; operator tab configurations/dlp-sensitive). One list holds every
// DLP event the agents reported: pastes between apps (copy_paste_events, channel Clipboard) and what left
// through USB, cloud storage, Gen AI prompts, e-mail or print, from the agent or its browser extension
// (dlp_activity_events), each with the data types matched, the policy that acted and its action.
// Periods are UTC days as on every DLP list (src/api/contract/dlp.ts).
import { z } from 'zod';
import { canSeeSensitiveData, isProviderOperator } from './access';
import { ALERT_ACTIONS } from './catalog';
import { pageQuery, queryList, sortOrderSchema } from './common';
import { dlpPeriodQuery } from './dlp';
import { DLP_CHANNELS } from './dlp-policies';
import { countOf, endpoint } from './endpoint';

export const ACTIVITY_CSV = 'SensitiveActivity.csv';
export const EXTENSION_CSV = 'BrowserExtensionSensitiveData.csv';
/** who saw the event: the endpoint agent, or its browser extension on a web page */
export const ACTIVITY_ORIGINS = ['agent', 'extension'] as const;
/** what the extension saw on a site */
export const EXTENSION_OPERATIONS = ['upload', 'paste', 'form_post'] as const;
/** the ways data leaves an endpoint, as policies name them */
export const ACTIVITY_CHANNELS = DLP_CHANNELS;

const text = (max: number) => z.string().trim().min(1).max(max);

function periodRule(v: { s?: number; e?: number; on?: string }, ctx: z.RefinementCtx): void {
  if ((v.s === undefined) !== (v.e === undefined)) ctx.addIssue({ code: 'custom', path: [v.s === undefined ? 's' : 'e'], message: 's and e go together.' });
  if (v.s !== undefined && v.e !== undefined && v.s > v.e) ctx.addIssue({ code: 'custom', path: ['e'], message: 'The range must end after it starts.' });
  if (v.on !== undefined && v.s !== undefined) ctx.addIssue({ code: 'custom', path: ['on'], message: 'Give a day or a range, not both.' });
}

const filterObject = z.object({
  ...dlpPeriodQuery.shape,
  /** one person, by e-mail (case-insensitive, exact) */
  u: text(254).optional(),
  /** data types matched (an event with any of them), exact */
  type: queryList(text(100), 20),
  action: queryList(z.enum(ALERT_ACTIONS), 3),
  channel: queryList(z.enum(ACTIVITY_CHANNELS), ACTIVITY_CHANNELS.length),
  /** destinations (app, device, site or printer), exact */
  destination: queryList(text(200), 20),
  origin: z.enum(ACTIVITY_ORIGINS).optional(),
  /** one site (extension events), exact host name */
  site: text(253).optional(),
  /** one endpoint */
  endpoint: z.uuid().optional(),
  /** the destination, source, policy, host name or person, in part */
  q: z.string().trim().max(200).optional(),
  so: sortOrderSchema.default('desc'),
});
export const activityFilterQuery = filterObject.superRefine(periodRule);
export type SensitiveActivityFilters = z.input<typeof activityFilterQuery>;
export type SensitiveActivityFilterQuery = z.output<typeof activityFilterQuery>;
export const activityListQuery = pageQuery.extend(filterObject.shape).extend({ format: z.enum(['csv']).optional() }).superRefine(periodRule);

const endpointRef = z.object({ id: z.string(), hostname: z.string() });
const personRef = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const sensitiveActivityRow = z.object({
  id: z.string(),
  time: z.string(),
  /** 'paste': a copy-paste event (its report is GET /sensitive-copy-paste-activity-report/{id}); 'transfer': anything else */
  kind: z.enum(['paste', 'transfer']),
  origin: z.enum(ACTIVITY_ORIGINS),
  channel: z.string(),
  operation: z.enum(EXTENSION_OPERATIONS).nullable(),
  endpoint: endpointRef,
  person: personRef.nullable(),
  source: z.string().nullable(),
  destination: z.string(),
  site: z.string().nullable(),
  data_types: z.array(z.string()),
  match_count: z.number().int(),
  /** the policy that acted, by its name then; null when the event predates policy names (copy-paste) */
  policy: z.string().nullable(),
  action: z.enum(ALERT_ACTIONS),
});
export type SensitiveActivityRow = z.infer<typeof sensitiveActivityRow>;

/** The filtered events by action (the action filter left out), by channel, and the destinations seen. */
export const activitySummary = z.object({
  actions: z.object({ Alert: z.number().int(), Report: z.number().int(), Block: z.number().int() }),
  channels: z.array(z.object({ channel: z.string(), events: z.number().int() })),
  destinations: z.array(z.string()),
});
export type ActivitySummary = z.infer<typeof activitySummary>;

// ---------- the browser extension ----------

const extensionFilterObject = z.object({
  ...dlpPeriodQuery.shape,
  u: text(254).optional(),
  type: queryList(text(100), 20),
  action: queryList(z.enum(ALERT_ACTIONS), 3),
  /** the site or data type, in part */
  q: z.string().trim().max(200).optional(),
});
export const extensionFilterQuery = extensionFilterObject.superRefine(periodRule);
export type ExtensionFilters = z.input<typeof extensionFilterQuery>;
export const extensionListQuery = pageQuery.extend(extensionFilterObject.shape).superRefine(periodRule);

const groupFigures = {
  events: z.number().int(),
  matches: z.number().int(),
  blocked: z.number().int(),
  people: z.number().int(),
  last_seen: z.string(),
};
export const extensionSiteRow = z.object({ site: z.string(), ...groupFigures, data_types: z.array(z.string()), operations: z.array(z.enum(EXTENSION_OPERATIONS)) });
export type ExtensionSiteRow = z.infer<typeof extensionSiteRow>;
export const extensionTypeRow = z.object({ data_type: z.string(), ...groupFigures, sites: z.number().int() });
export type ExtensionTypeRow = z.infer<typeof extensionTypeRow>;

// ---------- the operator's view of one company ----------

export const companyDlpSensitive = z.object({
  enabled: z.boolean(),
  policies: z.array(z.object({
    id: z.string(), name: z.string(), kind: z.string(), action: z.enum(ALERT_ACTIONS), channels: z.array(z.string()),
    data_types: z.array(z.string()), enabled: z.boolean(),
  })),
  /** the last 30 UTC days (today included) */
  days: z.number().int(),
  totals: z.object({
    sensitive_files: z.number().int(),
    endpoints_with_sensitive_data: z.number().int(),
    events: z.number().int(),
    blocked: z.number().int(),
    extension_events: z.number().int(),
  }),
});
export type CompanyDlpSensitive = z.infer<typeof companyDlpSensitive>;
export const COMPANY_DLP_DAYS = 30;

// ---------- the calls ----------

const access = canSeeSensitiveData;
const tag = 'dlp';

const listSensitiveActivity = endpoint({
  method: 'GET', path: '/sensitive-activity', access, tag,
  description: `Every DLP event the agents reported in the period (pastes, USB, cloud storage, Gen AI prompts, e-mail, print; agent or browser extension), newest first. format=csv answers every filtered row as ${ACTIVITY_CSV}.`,
  query: activityListQuery, response: z.array(sensitiveActivityRow), produces: ['application/json', 'text/csv'],
});
const listExtensionSites = endpoint({
  method: 'GET', path: '/sensitive-data-ext/sites', access, tag,
  description: 'Sensitive data the browser extension saw in the period, grouped by site, most events first.',
  query: extensionListQuery, response: z.array(extensionSiteRow),
});
const listExtensionTypes = endpoint({
  method: 'GET', path: '/sensitive-data-ext/data-types', access, tag,
  description: 'Sensitive data the browser extension saw in the period, grouped by data type, most events first.',
  query: extensionListQuery, response: z.array(extensionTypeRow),
});

export const dlpActivityApi = {
  listSensitiveActivity,
  countSensitiveActivity: countOf(listSensitiveActivity),
  sensitiveActivitySummary: endpoint({
    method: 'GET', path: '/sensitive-activity/summary', access, tag,
    description: 'The filtered events counted by action (the action filter is ignored) and by channel, and the destinations in the period.',
    query: activityFilterQuery, response: activitySummary,
  }),
  listExtensionSites,
  countExtensionSites: countOf(listExtensionSites),
  listExtensionTypes,
  countExtensionTypes: countOf(listExtensionTypes),
  getCompanyDlpSensitive: endpoint({
    method: 'GET', path: '/provider/companies/:id/dlp-sensitive', access: isProviderOperator, tag: 'provider',
    description: `A managed company's DLP policies and its sensitive-data totals of the last ${COMPANY_DLP_DAYS} days, read-only.`,
    params: z.object({ id: z.guid() }), response: companyDlpSensitive, errors: [404],
  }),
} as const;

// ---------- what agents send (POST /agent/v1/dlp-activity) ----------

export const DLP_ACTIVITY_AGENT_PATH = '/dlp-activity';
export const MAX_ACTIVITY_EVENTS = 500;

/** One event an agent or its browser extension saw: idempotent by id; the person is the endpoint's owner. */
export const dlpActivityEvent = z
  .object({
    id: z.uuid(),
    at: z.iso.datetime({ offset: true }),
    origin: z.enum(ACTIVITY_ORIGINS),
    channel: z.enum(ACTIVITY_CHANNELS),
    operation: z.enum(EXTENSION_OPERATIONS).optional(),
    source: text(300).optional(),
    destination: text(200),
    site: z.string().trim().toLowerCase().regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/, 'Expected a domain like example.com.').optional(),
    data_types: z.array(text(100)).min(1).max(20),
    match_count: z.number().int().min(1).max(1_000_000),
    /** the policy of the policy document that acted */
    policy_id: z.uuid().optional(),
    action: z.enum(ALERT_ACTIONS),
  })
  .superRefine((e, ctx) => {
    if (e.origin === 'extension' && (!e.site || !e.operation)) ctx.addIssue({ code: 'custom', path: ['site'], message: 'An extension event names its site and operation.' });
    if (e.origin === 'agent' && (e.site || e.operation)) ctx.addIssue({ code: 'custom', path: ['origin'], message: 'Only extension events name a site and operation.' });
    if (e.channel === 'Clipboard') ctx.addIssue({ code: 'custom', path: ['channel'], message: 'Pastes between apps are copy_paste telemetry events.' });
  });
export type DlpActivityEvent = z.infer<typeof dlpActivityEvent>;
export const dlpActivityBody = z.object({ events: z.array(dlpActivityEvent).min(1).max(MAX_ACTIVITY_EVENTS) });
export const dlpActivityResponse = z.object({ accepted: z.number().int(), duplicates: z.number().int() });
export type DlpActivityResponse = z.infer<typeof dlpActivityResponse>;

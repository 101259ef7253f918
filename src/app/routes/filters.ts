// The filters each screen accepts in its URL (DESIGN.md "deep links"): the route table points at these
// schemas, screens parse their search params with them, and linkTo() refuses a link its destination
// would not read. Keys follow spec part 1 §3 (o platforms, b browsers, t alert type, u users, a apps)
// and DESIGN.md API conventions (q, page, sb, so, s, e); `range` is the date-picker preset id of
// spec part 2 §9 (1, 2, 3, 4 = 90 days, -1 custom with s and e).
import { z } from 'zod';
import {
  ACCESS_TYPES,
  ALERT_ACTIONS,
  ALERT_REASONS,
  BROWSERS,
  COMMAND_STATUSES,
  ENDPOINT_STATUSES,
  GATEWAY_STATUSES,
  PLATFORM_FAMILIES,
  ZTPA_ACTIONS,
} from '../../api/contract/catalog';
import { COPILOT_STATUSES, PERSON_SCOPES, PERSON_STATUSES, RISK_LEVELS } from '../../api/contract/users';
import { EMAIL_TRIGGERS, MAIL_STATUSES } from '../../api/contract/notifications';
import { isoDaySchema } from '../../api/contract/common';
import { AGENT_ERROR_SEVERITIES } from '../../api/contract/catalog';
import { searchToObject } from '../../lib/url';

/** A key that may repeat in the URL (?o=Windows&o=Linux) reads as a list even when it appears once. */
function many<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]), z.array(item).optional());
}

const text = z.string().trim().min(1).max(200).optional();
const positiveInt = z.coerce.number().int().min(1).optional();
const epochMs = z.coerce.number().int().min(0).optional();

export const PRESET_IDS = [1, 2, 3, 4, -1] as const;

export const rangeFilters = {
  range: z.coerce
    .number()
    .int()
    .refine((v) => (PRESET_IDS as readonly number[]).includes(v), 'Unknown date-range preset')
    .optional(),
  s: epochMs,
  e: epochMs,
};

export const listFilters = {
  q: text,
  page: positiveInt,
  sb: z.string().trim().min(1).max(64).optional(),
  so: z.enum(['asc', 'desc']).optional(),
};

/** /saas and /gen-ai-apps (spec part 2 §2.4: they open with a tag, user, category or date-range preset). */
export const appInventoryFilters = z.strictObject({
  ...listFilters,
  ...rangeFilters,
  tag: z.enum(ACCESS_TYPES).optional(),
  category: text,
  u: text,
});

/** /inventory-websites (opens with a search query from a link) and the website categories. */
export const websiteInventoryFilters = appInventoryFilters;

/** The drill-downs of one app, website or category: its users, endpoints and graph over a range. */
export const drillDownFilters = z.strictObject({ ...listFilters, ...rangeFilters });

/** The provider's company lists (/palisade-accounts, /admin-accounts): search, page and the status counters. */
export const companyFilters = z.strictObject({ ...listFilters, status: z.enum(['ACTIVE', 'PENDING']).optional() });

/** /gen-ai-user: people using Gen AI apps, optionally one app's. */
export const genAiUserFilters = z.strictObject({ ...listFilters, ...rangeFilters, a: text });

/** /saas-config and /config-websites: which tab, and the list's search and page. */
export const policyListFilters = z.strictObject({
  ...listFilters,
  tab: z.enum(['sanctioned', 'unsanctioned', 'websites', 'categories']).optional(),
});

/** /alerts-saas-apps and /alerts-websites (spec part 1 §3 stored filter keys; part 2 §2.4 action type). */
export const alertFilters = z.strictObject({
  ...listFilters,
  ...rangeFilters,
  t: many(z.enum(ALERT_ACTIONS)),
  reason: many(z.enum(ALERT_REASONS)),
  b: many(z.enum(BROWSERS)),
  o: many(z.enum(PLATFORM_FAMILIES)),
  u: many(z.string().trim().min(1).max(254)),
  a: many(z.string().trim().min(1).max(200)),
});

/**
 * 'ALL' in a list's status or scope: every value, chosen by the user over the screen's default (spec part 1
 * §4: status ACTIVE, scope IN_SCOPE). The defaults apply only to a visit without filters: a link that
 * presets filters (the dashboard's) resets the others to every value.
 */
export const ANY_VALUE = 'ALL';

/** /users (Inventory, FLEET). */
export const peopleFilters = z.strictObject({
  ...listFilters,
  r: many(z.enum(RISK_LEVELS)),
  status: many(z.enum([...PERSON_STATUSES, ANY_VALUE])),
  u: text,
  /** people owning an endpoint with a vulnerable application (the dashboard's Users with Risky Apps) */
  risky_apps: z.enum(['true']).optional(),
  /** people active on that day (the dashboard's Users bar) */
  active_on: isoDaySchema.optional(),
});

/** /user-management: risk and copilot status (spec part 2 §2.3, §2.4 click targets). */
export const userManagementFilters = z.strictObject({
  ...listFilters,
  r: many(z.enum(RISK_LEVELS)),
  status: many(z.enum([...PERSON_STATUSES, ANY_VALUE])),
  copilot: many(z.enum(COPILOT_STATUSES)),
  u: text,
  /** people owning an endpoint with a vulnerable application (the dashboard's Users with Risky Apps) */
  risky_apps: z.enum(['true']).optional(),
  /** people active on that day (the dashboard's Users bars) */
  active_on: isoDaySchema.optional(),
});

/** /group-management: a name search and the page (issue 18). */
export const groupFilters = z.strictObject(listFilters);

/** The endpoint lists of Inventory and of Endpoint Management (spec part 2 §2.4, §3). */
const endpointListFilters = {
  ...listFilters,
  /** OFFLINE_FOR_CONFIG_TIME = long idle */
  status: many(z.enum([...ENDPOINT_STATUSES, ANY_VALUE])),
  scope: z.enum([...PERSON_SCOPES, ANY_VALUE]).optional(),
  o: many(z.enum(PLATFORM_FAMILIES)),
  compliant: z.enum(['true', 'false']).optional(),
  encrypted: z.enum(['true', 'false']).optional(),
  managed: z.enum(['MDM', 'NOT_MDM']).optional(),
  /** endpoints running a vulnerable application (the dashboard's Endpoints with Risky Apps) */
  risky_apps: z.enum(['true']).optional(),
  /** Copilot agent version (spec part 2 §3: 1.0.1 to 1.1.7) */
  version: z.string().trim().regex(/^\d+\.\d+\.\d+$/).optional(),
  owner: text,
  /** endpoints active on that day, or enrolled by then and silent on it (the dashboard's Endpoints bars) */
  active_on: isoDaySchema.optional(),
  inactive_on: isoDaySchema.optional(),
};

/** /devices: the people's endpoints, or (tab infra) the infrastructure devices the dashboard counts apart. */
export const deviceFilters = z.strictObject({ ...endpointListFilters, tab: z.enum(['infra']).optional() });
/** /applications (issue 18): the application's or publisher's name, and the platforms it is installed on. */
export const applicationFilters = z.strictObject({ ...listFilters, o: many(z.enum(PLATFORM_FAMILIES)) });
/** /applications-detail/{id}/{apt}: its endpoint list's page and one version. */
export const applicationDetailFilters = z.strictObject({ page: positiveInt, version: text });
/** /browser-policy: extensions by text, browser, decision (ALLOW, BLOCK, NONE) and risk. */
export const browserPolicyFilters = z.strictObject({ ...listFilters, b: many(z.enum(BROWSERS)), action: z.enum(['ALLOW', 'BLOCK', 'NONE']).optional(), risky: z.enum(['true', 'false']).optional() });

/** /add-email-template/{id}: which of the company's templates is open (issue 24). */
export const companyTemplateFilters = z.strictObject({ t: z.enum(EMAIL_TRIGGERS).optional() });

/** /commands: remote commands by state over a range (spec part 2 §4 remote command states). */
export const commandFilters = z.strictObject({
  ...listFilters,
  ...rangeFilters,
  status: many(z.enum(COMMAND_STATUSES)),
  /** issue 19: one endpoint's commands, platform families, the sender, one bulk run, the command whose detail is open */
  endpoint: z.guid().optional(), o: many(z.enum(PLATFORM_FAMILIES)), author: text, run: z.guid().optional(), cmd: z.guid().optional(),
});

/** /ztpa-server: gateways by status. */
export const gatewayFilters = z.strictObject({ ...listFilters, status: many(z.enum(GATEWAY_STATUSES)) });
/** /ztpa-logs: connections by action (Allow, Deny), gateway id, person (u), destination (q) and range (issue 22). */
export const ztpaLogFilters = z.strictObject({ ...listFilters, ...rangeFilters, action: many(z.enum(ZTPA_ACTIONS)), gateway: z.guid().optional(), u: text });

/** /endpoints/v2: platform families, compliant, MDM-managed (spec part 2 §2.4) and the other endpoint filters. */
export const endpointManagementFilters = z.strictObject(endpointListFilters);

export const COMPLIANCE_STATUSES = ['Compliant', 'Non Compliant'] as const;
export const ENCRYPTION_FILTERS = ['HD Encrypted', 'Non HD Encrypted'] as const;

/**
 * /compliance: its tabs, status, encryption, platform, framework and control filters (spec part 2 §2.3, §2.4; issue 23).
 * The range keys are read and ignored: compliance is current state (the Operational Overview says it takes no dates).
 */
export const COMPLIANCE_TABS = ['endpoints', 'controls', 'frameworks'] as const;
export const complianceFilters = z.strictObject({
  ...listFilters,
  ...rangeFilters,
  tab: z.enum(COMPLIANCE_TABS).optional(),
  status: z.enum(COMPLIANCE_STATUSES).optional(),
  encryption: z.enum(ENCRYPTION_FILTERS).optional(),
  o: many(z.enum(PLATFORM_FAMILIES)),
  /** a framework id of the shipped catalogue, and one of its control ids */
  framework: z.string().trim().min(1).max(100).optional(),
  control: z.string().trim().min(1).max(100).optional(),
});
/** /compliance-ext (issue 23): extension compliance status (the spec's labels), browsers, search, page and sort. */
export const complianceExtFilters = z.strictObject({ ...listFilters, ...rangeFilters, status: z.enum(COMPLIANCE_STATUSES).optional(), b: many(z.enum(BROWSERS)) });

/** /activity: the Inactivity tab over a range (spec part 2 §2.4 inactive device bar). */
export const activityFilters = z.strictObject({ ...rangeFilters, tab: z.enum(['activity', 'inactivity']).optional() });

/** The report screens (/session, /productivity-insight, /reports-saas-apps, /websites-reports): a range, the table's page and sort, SaaS or website usage. */
export const reportFilters = z.strictObject({ ...listFilters, ...rangeFilters, kind: z.enum(['saas', 'websites']).optional() });

/** DLP and data-activity lists over a range, optionally one person's. */
export const dataFilters = z.strictObject({ ...listFilters, ...rangeFilters, u: text });

/** /chatbot/conversation: a question to ask at once (the palette's 'Ask AskCISO: …'). */
export const chatFilters = z.strictObject({ q: z.string().trim().min(1).max(1000).optional() });

/** A screen's filters from its URL; what the schema refuses is dropped key by key, never the whole set. */
export function readFilters<T extends z.ZodObject>(schema: T, search: URLSearchParams): z.infer<T> {
  const raw = searchToObject(search);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const field = schema.shape[key] as z.ZodType | undefined;
    if (field?.safeParse(value).success) kept[key] = value;
  }
  return schema.parse(kept);
}

/** /notification-logs: messages by delivery status over a range (issue 16). */
export const notificationLogFilters = z.strictObject({ ...listFilters, ...rangeFilters, status: many(z.enum(MAIL_STATUSES)) });

/** /admin-logs: the audit trail by person (u), action, target type (tt) and range; id opens one row (issue 26). */
export const adminLogFilters = z.strictObject({ ...listFilters, ...rangeFilters, u: text, action: many(z.string().trim().min(1).max(100)), tt: many(z.string().trim().min(1).max(100)), id: z.uuid().optional() });

/** /error-logs: agents' errors by host name (q), endpoint, severity, component and range (issue 26). */
export const errorLogFilters = z.strictObject({ ...listFilters, ...rangeFilters, endpoint: z.uuid().optional(), severity: many(z.enum(AGENT_ERROR_SEVERITIES)), component: many(z.string().trim().min(1).max(100)) });

/** The provider's global catalog lists (/admin-saas-apps, /admin-websites, ...): search, page, sort and a category. */
export const catalogFilters = z.strictObject({ ...listFilters, category: text });

/** the email-report tabs (issue 26): search and page */
export const emailReportFilters = z.strictObject(listFilters);

/** DLP lists (issue 21): one UTC day (`on`, the dashboard's busiest-day bars) instead of the range, data types, an endpoint. */
const dlpListFilters = { ...listFilters, ...rangeFilters, u: text, on: isoDaySchema.optional(), type: many(z.string().trim().min(1).max(100)) };
/** /dlp-endpoints: the endpoints with sensitive data, or (tab=users) their people. */
export const discoveredDataFilters = z.strictObject({ ...dlpListFilters, tab: z.enum(['endpoints', 'users']).optional() });
/** /sensitive-data and the files of one endpoint: the files found with sensitive data. */
export const sensitiveFileFilters = z.strictObject({ ...dlpListFilters, endpoint: z.uuid().optional() });
/** /copy-paste-activity: sensitive data pasted between apps, by action (Alert, Report, Block) and destination. */
export const copyPasteFilters = z.strictObject({ ...dlpListFilters, action: many(z.enum(ALERT_ACTIONS)), endpoint: z.uuid().optional(), genai: z.enum(['true']).optional() });

/** /controls and /policies (issue 23): a framework of the shipped catalogue, enabled or not, a search. */
export const complianceControlFilters = z.strictObject({ ...listFilters, framework: text, enabled: z.enum(['true', 'false']).optional() });
/** /config-endpoints (issue 23): the firewall rules, searched and paged. */
export const firewallRuleFilters = z.strictObject(listFilters);

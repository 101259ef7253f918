// The compliance report calls (issue 23 "The compliance report"; spec part 2 §2.3-2.4 click targets, §7
// "Devices"): endpoints by compliance state with their failing checks, the checks (controls) and the
// frameworks with how many endpoints pass or fail them, one endpoint's check results, the company's
// figures and the list as CSV. Counting follows server/metrics/endpoints.ts (infrastructure hosts apart,
// a group admin sees its people's endpoints), so a total here equals the dashboard figure that links to it.
import { z } from 'zod';
import { canSeeReports } from './access';
import { BROWSERS, COMPLIANCE_STATES, PLATFORM_FAMILIES, PLATFORM_FAMILY_VALUES } from './catalog';
import { pageQuery, queryList, sortOrderSchema } from './common';
import { countOf, endpoint } from './endpoint';

const text = z.string().trim().min(1).max(200);
const catalogId = z.string().trim().min(1).max(100);
const flagQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
const NOT_FOUND = [404] as const;

export const COMPLIANCE_SORTS = ['hostname', 'owner', 'platform_family', 'failed', 'last_checked'] as const;

/**
 * The filters of the endpoint list. `state` is the endpoint's compliance state; `encrypted=false` the
 * endpoints without disk encryption; `framework` (and `control`, one of its controls) keeps the endpoints
 * failing at least one enabled check that framework or control maps to, and shows only those as failing.
 * Only the company's enabled checks count, as for the compliance state.
 */
export const complianceFiltersQuery = z.object({
  q: text.optional(),
  o: queryList(z.enum(PLATFORM_FAMILIES)),
  state: queryList(z.enum(COMPLIANCE_STATES)),
  encrypted: flagQuery.optional(),
  framework: catalogId.optional(),
  control: catalogId.optional(),
  sb: z.enum(COMPLIANCE_SORTS).optional(),
  so: sortOrderSchema.optional(),
});
export const complianceListQuery = pageQuery.extend(complianceFiltersQuery.shape);
export type ComplianceListQuery = z.infer<typeof complianceListQuery>;
export type ComplianceFilters = z.infer<typeof complianceFiltersQuery>;

export const failingCheck = z.object({ control: z.string(), details: z.string().nullable(), checked_at: z.string() });
export type FailingCheck = z.infer<typeof failingCheck>;

export const complianceEndpointRow = z.object({
  id: z.string(),
  hostname: z.string(),
  platform_family: z.enum(PLATFORM_FAMILY_VALUES),
  os_name: z.string(),
  os_version: z.string(),
  compliance_state: z.enum(COMPLIANCE_STATES),
  disk_encrypted: z.boolean(),
  mdm_managed: z.boolean(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** checks evaluated on the endpoint, and how many of them failed */
  checks: z.number(),
  failed: z.number(),
  /** the failing checks with the agent's evidence and when it was checked, newest first */
  failing: z.array(failingCheck),
  last_checked_at: z.string().nullable(),
});
export type ComplianceEndpointRow = z.infer<typeof complianceEndpointRow>;

/** Per check the agents evaluate (a control of the report): how many endpoints passed and failed it. */
export const complianceControlsQuery = z.object({ framework: catalogId.optional(), q: text.optional() });
export const complianceControlRow = z.object({
  control: z.string(),
  description: z.string().nullable(),
  /** ids of the frameworks with a control that maps to this check */
  frameworks: z.array(z.string()),
  /** the company counts its results (an enabled control maps to it) */
  enabled: z.boolean(),
  passed: z.number(),
  failed: z.number(),
  last_checked_at: z.string().nullable(),
});
export type ComplianceControlRow = z.infer<typeof complianceControlRow>;

/** Per framework of the shipped catalogue: its controls, and the checked endpoints passing every one of its checks. */
export const complianceFrameworkRow = z.object({
  id: z.string(),
  name: z.string(),
  version: z.string(),
  controls: z.number(),
  /** the framework's controls, for the report's control filter */
  control_list: z.array(z.object({ id: z.string(), title: z.string() })),
  enabled_controls: z.number(),
  /** the framework's checks that count now (enabled for the company) */
  checks: z.array(z.string()),
  /** endpoints with a result for at least one of those checks */
  checked: z.number(),
  /** of those, the ones that passed all of them */
  passing: z.number(),
  failing: z.number(),
});
export type ComplianceFrameworkRow = z.infer<typeof complianceFrameworkRow>;

export const complianceStatus = z.object({
  /** every endpoint of the scope (infrastructure hosts apart) */
  total: z.number(),
  compliant: z.number(),
  noncompliant: z.number(),
  /** never checked yet */
  unknown: z.number(),
  unencrypted: z.number(),
});
export type ComplianceStatus = z.infer<typeof complianceStatus>;

/** A change of one check's result on an endpoint: first seen, or passed flipped. */
export const complianceHistoryRow = z.object({
  control: z.string(),
  passed: z.boolean(),
  details: z.string().nullable(),
  checked_at: z.string(),
});
export type ComplianceHistoryRow = z.infer<typeof complianceHistoryRow>;

const idParams = z.object({ id: z.string().uuid() });

const listComplianceEndpoints = endpoint({
  method: 'GET', path: '/compliance-endpoints', access: canSeeReports, tag: 'compliance',
  description: 'Endpoints (infrastructure hosts apart) with their compliance state and failing checks, filtered, a page at a time.',
  query: complianceListQuery, response: z.array(complianceEndpointRow),
});
const getComplianceReport = endpoint({
  method: 'GET', path: '/compliance-endpoints-report', access: canSeeReports, tag: 'compliance',
  description: 'The filtered compliance endpoint list as a CSV download, one row per endpoint; the file name is in content-disposition.',
  query: complianceFiltersQuery, produces: ['text/csv'],
});
const listDeviceComplianceHistory = endpoint({
  method: 'GET', path: '/device-compliance-history/:id', access: canSeeReports, tag: 'compliance',
  description:
    "The endpoint's compliance timeline, newest first: each time a check's result changed (first reported, or passed/failed flipped), " +
    'with the check, the result, the evidence and the time; reports that repeat the previous result add no row.',
  params: idParams, query: pageQuery, response: z.array(complianceHistoryRow), errors: NOT_FOUND,
});

/** /noncompliant-devices-report: the compliance list's filters with the state fixed to NON_COMPLIANT, as JSON pages or CSV. */
export const noncompliantReportQuery = pageQuery.extend(complianceFiltersQuery.omit({ state: true }).shape).extend({ format: z.enum(['json', 'csv']).optional() });
const getNoncompliantReport = endpoint({
  method: 'GET', path: '/noncompliant-devices-report', access: canSeeReports, tag: 'compliance',
  description:
    "The non-compliant endpoints (the dashboard's Non-Compliant Endpoints figure) with their failing checks and evidence, filtered as /compliance-endpoints, " +
    'a page at a time; format=csv answers every filtered row as the compliance CSV download.',
  query: noncompliantReportQuery, response: z.array(complianceEndpointRow), produces: ['application/json', 'text/csv'],
});

// Browser Extension Compliance (/compliance-ext; issue 23, docs/DECISIONS.md): an endpoint is extension-compliant
// when none of its installed browser extensions is enabled and risky or blocked by the Browser Policy.

export const EXTENSION_COMPLIANCE_SORTS = ['hostname', 'offending'] as const;
export const extensionComplianceFiltersQuery = z.object({
  q: text.optional(),
  /** COMPLIANT: no offending extension; NON_COMPLIANT: at least one */
  state: z.enum(['COMPLIANT', 'NON_COMPLIANT']).optional(),
  /** endpoints with an extension (still installed) in one of these browsers */
  b: queryList(z.enum(BROWSERS)),
  sb: z.enum(EXTENSION_COMPLIANCE_SORTS).optional(),
  so: sortOrderSchema.optional(),
});
export const extensionComplianceListQuery = pageQuery.extend(extensionComplianceFiltersQuery.shape);
export type ExtensionComplianceFilters = z.infer<typeof extensionComplianceFiltersQuery>;
export type ExtensionComplianceListQuery = z.infer<typeof extensionComplianceListQuery>;

export const offendingExtensionRow = z.object({
  extension_id: z.string(),
  name: z.string(),
  browser: z.enum(BROWSERS),
  version: z.string(),
  enabled: z.boolean(),
  risky: z.boolean(),
  /** the account's Browser Policy blocks it */
  blocked: z.boolean(),
  /** first reported on this endpoint */
  since: z.string(),
});
export type OffendingExtensionRow = z.infer<typeof offendingExtensionRow>;

export const extensionComplianceRow = z.object({
  id: z.string(),
  hostname: z.string(),
  platform_family: z.enum(PLATFORM_FAMILY_VALUES),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  compliant: z.boolean(),
  /** extensions still installed on the endpoint */
  extensions: z.number(),
  offending: z.array(offendingExtensionRow),
});
export type ExtensionComplianceRow = z.infer<typeof extensionComplianceRow>;

/**
 * What the stored data allows: the ingest keeps each extension's current state (browser_extensions), so an
 * endpoint's extension history is its installs (first report) and removals, with each extension's current
 * enabled, risky and blocked state; earlier enable/disable changes are not kept.
 */
export const extensionHistoryRow = z.object({
  extension_id: z.string(),
  name: z.string(),
  browser: z.enum(BROWSERS),
  version: z.string(),
  event: z.enum(['INSTALLED', 'REMOVED']),
  at: z.string(),
  enabled: z.boolean(),
  risky: z.boolean(),
  blocked: z.boolean(),
});
export type ExtensionHistoryRow = z.infer<typeof extensionHistoryRow>;

const listExtensionCompliance = endpoint({
  method: 'GET', path: '/compliance-ext-endpoints', access: canSeeReports, tag: 'compliance',
  description:
    'Endpoints (infrastructure hosts apart) with their browser extension compliance and offending extensions (enabled and risky, or blocked by the Browser Policy), filtered, a page at a time.',
  query: extensionComplianceListQuery, response: z.array(extensionComplianceRow),
});
const getExtensionComplianceReport = endpoint({
  method: 'GET', path: '/compliance-ext-report', access: canSeeReports, tag: 'compliance',
  description: 'The filtered browser extension compliance list as a CSV download, one row per endpoint; the file name is in content-disposition.',
  query: extensionComplianceFiltersQuery, produces: ['text/csv'],
});
const listDeviceExtComplianceHistory = endpoint({
  method: 'GET', path: '/device-ext-compliance-history/:id', access: canSeeReports, tag: 'compliance',
  description:
    "The endpoint's browser extension events, newest first: each extension's install (first report) and removal, with its current enabled, " +
    'risky and blocked state (the ingest keeps current state per extension, so earlier enable/disable changes are not stored).',
  params: idParams, query: pageQuery, response: z.array(extensionHistoryRow), errors: NOT_FOUND,
});

export const complianceApi = {
  listComplianceEndpoints,
  countComplianceEndpoints: countOf(listComplianceEndpoints),
  getComplianceReport,
  countComplianceReport: countOf(getComplianceReport),
  listComplianceControls: endpoint({
    method: 'GET', path: '/compliance-controls', access: canSeeReports, tag: 'compliance',
    description: 'Every check of the catalogue (and any other the agents report) with the endpoints that passed and failed it; `framework` keeps the checks its controls map to.',
    query: complianceControlsQuery, response: z.array(complianceControlRow),
  }),
  listComplianceFrameworks: endpoint({
    method: 'GET', path: '/compliance-frameworks', access: canSeeReports, tag: 'compliance',
    description: 'The frameworks of the shipped catalogue with their control counts and the endpoints passing or failing their checks.',
    response: z.array(complianceFrameworkRow),
  }),
  getAccountComplianceStatus: endpoint({
    method: 'GET', path: '/account-compliance-status/:id', access: canSeeReports, tag: 'compliance',
    description: "The company's endpoint compliance figures (the dashboard's, through the metric layer); 404 unless the id is the signed-in company's.",
    params: idParams, response: complianceStatus, errors: NOT_FOUND,
  }),
  listDeviceComplianceHistory,
  countDeviceComplianceHistory: countOf(listDeviceComplianceHistory),
  getNoncompliantReport,
  countNoncompliantReport: countOf(getNoncompliantReport),
  listExtensionCompliance,
  countExtensionCompliance: countOf(listExtensionCompliance),
  getExtensionComplianceReport,
  countExtensionComplianceReport: countOf(getExtensionComplianceReport),
  listDeviceExtComplianceHistory,
  countDeviceExtComplianceHistory: countOf(listDeviceExtComplianceHistory),
};

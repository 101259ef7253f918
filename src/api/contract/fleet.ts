// The fleet calls (spec part 2 §7 "Devices", part 1 §7 "Users"): the endpoint lists of Inventory › FLEET
// and of Admin › MANAGEMENT, one endpoint's detail and its tabs, the device report CSV, infrastructure
// devices, and a person's devices and SaaS apps. Lists take page and size; HEAD answers the total in x-size.
import { z } from 'zod';
import { canAdminister, canSeeEndpointStatus, canSeeInventory, canSeeSensitiveData } from './access';
import { BROWSERS, COMPLIANCE_STATES, ENDPOINT_STATUSES, PLATFORM_CODES, PLATFORM_FAMILIES, PLATFORM_FAMILY_VALUES } from './catalog';
import { isoDaySchema, pageQuery, queryList, sortOrderSchema } from './common';
import { countOf, endpoint } from './endpoint';
import { importResult, PERSON_SCOPES, UPLOAD_MAX_BYTES, UPLOAD_MAX_ROWS } from './users';

const text = z.string().trim().max(200);
const flagQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const DEVICE_SORTS = ['hostname', 'last_seen', 'agent_version', 'platform_family', 'owner', 'status'] as const;
/** spec part 2 §3 "managed status MDM"; NOT_MDM is the rest (the non-MDM alert's endpoints) */
export const MANAGED_STATES = ['MDM', 'NOT_MDM'] as const;

/**
 * The filters of every endpoint list. An omitted filter does not restrict: the screens send the spec's
 * defaults (status ACTIVE, scope IN_SCOPE) themselves. `o` naming every platform family means all
 * platforms, endpoints whose platform is unknown included (the dashboard's "all four platforms" link).
 */
export const deviceFiltersQuery = z.object({
  q: text.optional(),
  o: queryList(z.enum(PLATFORM_FAMILIES)),
  status: queryList(z.enum(ENDPOINT_STATUSES)),
  /** the owner's scope (spec part 1 §4: scope status defaults to IN_SCOPE) */
  scope: z.enum(PERSON_SCOPES).optional(),
  compliant: flagQuery.optional(),
  encrypted: flagQuery.optional(),
  managed: z.enum(MANAGED_STATES).optional(),
  /** endpoints running a vulnerable application (the dashboard's Endpoints with Risky Apps, server/metrics) */
  risky_apps: flagQuery.optional(),
  /** Copilot agent version (spec part 2 §3: 1.0.1 to 1.1.7) */
  version: z.string().trim().regex(/^\d+\.\d+\.\d+$/).optional(),
  /** the owner's name or e-mail, contains, case-insensitive */
  owner: text.optional(),
  /** endpoints with activity on that day (the dashboard's Endpoints bar: its busiest day) */
  active_on: isoDaySchema.optional(),
  /** endpoints enrolled by the end of that day that showed no activity on it (the Inactive bar) */
  inactive_on: isoDaySchema.optional(),
  sb: z.enum(DEVICE_SORTS).optional(),
  so: sortOrderSchema.optional(),
});
export const deviceListQuery = pageQuery.extend(deviceFiltersQuery.shape);
export type DeviceListQuery = z.infer<typeof deviceListQuery>;
/** the filters as the server reads them (flags parsed to booleans) */
export type DeviceFilters = z.infer<typeof deviceFiltersQuery>;

const owner = z.object({ id: z.string(), name: z.string(), email: z.string(), scope: z.enum(PERSON_SCOPES) }).nullable();

export const deviceRow = z.object({
  id: z.string(),
  hostname: z.string(),
  serial: z.string(),
  platform: z.enum(PLATFORM_CODES),
  platform_family: z.enum(PLATFORM_FAMILY_VALUES),
  os_name: z.string(),
  os_version: z.string(),
  agent_version: z.string(),
  status: z.enum(ENDPOINT_STATUSES),
  compliance_state: z.enum(COMPLIANCE_STATES),
  mdm_managed: z.boolean(),
  disk_encrypted: z.boolean(),
  infra: z.boolean(),
  last_seen: z.string(),
  enrolled_at: z.string(),
  owner,
});
export type DeviceRow = z.infer<typeof deviceRow>;

export const deviceDetail = deviceRow.extend({
  first_seen: z.string(),
  owner_department: z.string().nullable(),
  groups: z.array(z.string()),
  policy_version: z.number(),
  policy_applied_at: z.string().nullable(),
});
export type DeviceDetail = z.infer<typeof deviceDetail>;

export const deviceParams = z.object({ id: z.string().uuid() });

export const complianceRow = z.object({ control: z.string(), framework: z.string(), passed: z.boolean(), details: z.string().nullable(), checked_at: z.string() });
export type ComplianceRow = z.infer<typeof complianceRow>;

export const installedAppRow = z.object({
  name: z.string(),
  version: z.string(),
  publisher: z.string().nullable(),
  vulnerable: z.boolean(),
  first_seen: z.string(),
  last_seen: z.string(),
});
export type InstalledAppRow = z.infer<typeof installedAppRow>;

export const browserExtensionRow = z.object({
  browser: z.enum(BROWSERS),
  extension_id: z.string(),
  name: z.string(),
  version: z.string(),
  permissions: z.array(z.string()),
  enabled: z.boolean(),
  risky: z.boolean(),
  first_seen: z.string(),
  last_seen: z.string(),
});
export type BrowserExtensionRow = z.infer<typeof browserExtensionRow>;

/** the days of SaaS usage a device's or a person's tab covers, ending today (UTC) */
export const usageQuery = z.object({ days: z.coerce.number().int().min(1).max(90).default(30) });

export const appUsageRow = z.object({
  app_id: z.string(),
  name: z.string(),
  days_used: z.number(),
  duration_s: z.number(),
  weighted_duration_s: z.number(),
  last_day: z.string(),
});
export type AppUsageRow = z.infer<typeof appUsageRow>;

export const ALERT_KINDS = ['saas', 'website'] as const;
export const deviceAlertRow = z.object({
  id: z.string(),
  kind: z.enum(ALERT_KINDS),
  at: z.string(),
  /** the app's name or the website's domain */
  target: z.string(),
  url: z.string().nullable(),
  browser: z.string(),
  action: z.string(),
  reason: z.string(),
});
export type DeviceAlertRow = z.infer<typeof deviceAlertRow>;

export const liteQuery = z.object({ q: text.optional(), size: z.coerce.number().int().min(1).max(500).default(50) });
export const deviceLite = z.object({ id: z.string(), hostname: z.string(), serial: z.string(), owner_email: z.string().nullable() });

export const personParams = z.object({ id: z.string().uuid() });

const NOT_FOUND = [404] as const;

// ---- Endpoint Status (the header button, /endpoint-status) ----
/** online = ACTIVE, offline = INACTIVE, long idle = OFFLINE_FOR_CONFIG_TIME (catalog ENDPOINT_STATUSES) */
export const statusCounts = z.object({ ACTIVE: z.number(), INACTIVE: z.number(), OFFLINE_FOR_CONFIG_TIME: z.number(), total: z.number() });
export type StatusCounts = z.infer<typeof statusCounts>;
export const endpointStatus = z.object({
  /** the people's endpoints of the admin's fleet (infrastructure devices apart), by status */
  totals: statusCounts,
  platforms: z.array(statusCounts.extend({ platform: z.enum(PLATFORM_FAMILY_VALUES) })),
  versions: z.array(statusCounts.extend({ version: z.string() })),
  /** when the figures were computed */
  at: z.string(),
});
export type EndpointStatus = z.infer<typeof endpointStatus>;

// ---- reassign an endpoint (spec part 2 §7 POST /devices/reassign/{id}) ----
/** the new owner: a person of the company by id or by e-mail (exactly one of them) */
export const reassignBody = z
  .object({ person_id: z.string().uuid().optional(), email: z.string().trim().toLowerCase().email().max(254).optional() })
  .strict()
  .refine((b) => (b.person_id === undefined) !== (b.email === undefined), { message: 'Give the new owner’s person_id or email, not both.', path: ['person_id'] });
export type ReassignBody = z.infer<typeof reassignBody>;

// ---- Performance tab (issue 18: perf_sample events, the endpoint_perf_hourly rollup) ----
/** the periods of the Performance tab; 24h and 7d are drawn by the hour, 30d and 90d by the day */
export const PERF_RANGES = ['24h', '7d', '30d', '90d'] as const;
export type PerfRange = (typeof PERF_RANGES)[number];
export const perfQuery = z.object({ range: z.enum(PERF_RANGES).default('7d') });
/** one point of the charts: average use in percent over the hour or day starting at `at` */
export const perfPoint = z.object({ at: z.string(), cpu: z.number(), memory: z.number(), disk: z.number(), samples: z.number() });
export type PerfPoint = z.infer<typeof perfPoint>;
const perfSample = z.object({ at: z.string(), cpu: z.number(), memory: z.number(), disk: z.number() });
export const perfDetail = z.object({
  /** the newest sample the agent sent, null before the first */
  latest: perfSample.nullable(),
  /** averages and peaks of the hourly averages over the last 24 hours (null without samples) */
  day: z.object({ avg: perfSample.omit({ at: true }), peak: perfSample.omit({ at: true }), samples: z.number() }).nullable(),
});
export type PerfDetail = z.infer<typeof perfDetail>;

// ---- Logs tab (issue 18: files the agent uploaded through POST /agent/v1/logs) ----
export const logFileRow = z.object({ id: z.string(), name: z.string(), size_bytes: z.number(), uploaded_at: z.string() });
export type LogFileRow = z.infer<typeof logFileRow>;
export const logFileParams = z.object({ id: z.string().uuid(), file: z.string().uuid() });

// ---- Sensitive Data tab (spec part 2 §7 GET /devices/{id}/sensitive-data-discovery-summary; issue 18) ----
/** how many folders and newest finds the summary lists */
export const SENSITIVE_SUMMARY_LIMITS = { locations: 10, newest: 10 } as const;
const sensitiveCount = z.object({ files: z.number(), matches: z.number() });
export const sensitiveSummary = z.object({
  /** files found and still on the endpoint, and the matches in them */
  total: sensitiveCount.extend({ data_types: z.number(), locations: z.number() }),
  /** files found once and removed since (cleaned up) */
  removed: z.number(),
  /** the newest scan that saw a file, null when nothing was ever found */
  last_seen: z.string().nullable(),
  by_data_type: z.array(sensitiveCount.extend({ data_type: z.string() })),
  /** the folders holding the most files (the file's directory) */
  by_location: z.array(sensitiveCount.extend({ location: z.string() })),
  newest: z.array(z.object({ path: z.string(), data_type: z.string(), match_count: z.number(), first_seen: z.string(), last_seen: z.string() })),
});
export type SensitiveSummary = z.infer<typeof sensitiveSummary>;

// ---- Uninstall keys (spec part 2 §7 POST /uninstall-key, /notify-uninstall-key) ----
/** how long a key is valid: a day unless the admin says otherwise, a week at most */
export const UNINSTALL_KEY_HOURS = { default: 24, max: 168 } as const;
export const uninstallKeyBody = z
  .object({
    endpoint_id: z.string().uuid(),
    expires_in_hours: z.number().int().min(1).max(UNINSTALL_KEY_HOURS.max).default(UNINSTALL_KEY_HOURS.default),
  })
  .strict();
export type UninstallKeyBody = z.infer<typeof uninstallKeyBody>;
/** the key itself: shown this once, only its hash is kept */
export const uninstallKeyResponse = z.object({ endpoint_id: z.string(), hostname: z.string(), key: z.string(), expires_at: z.string() });
export type UninstallKeyResponse = z.infer<typeof uninstallKeyResponse>;
export const notifyUninstallKeyResponse = z.object({ endpoint_id: z.string(), recipient: z.string(), expires_at: z.string() });
export type NotifyUninstallKeyResponse = z.infer<typeof notifyUninstallKeyResponse>;

// ---- Manually entered endpoints (spec part 2 §7 /assets, /asset-assign, /upload-assets; issue 18) ----
// Hardware the agent does not run on (a laptop in a drawer, a printer, a phone), kept by hand.
export const ASSET_KINDS = ['laptop', 'desktop', 'phone', 'tablet', 'printer', 'other'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];
export const ASSET_SORTS = ['hostname', 'kind', 'owner', 'updated_at'] as const;
/** The header row of an assets CSV names some of these (any order, case and spacing ignored); hostname is required. */
export const ASSET_CSV_COLUMNS = ['hostname', 'serial', 'kind', 'os', 'model', 'notes', 'owner_email'] as const;
export const ASSET_LIMITS = { hostname: 253, serial: 100, text: 200, notes: 2000 } as const;

const HOSTNAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const assetHostname = z
  .string()
  .trim()
  .min(1, 'Enter a hostname.')
  .max(ASSET_LIMITS.hostname, `At most ${ASSET_LIMITS.hostname} characters.`)
  .regex(HOSTNAME, 'Use letters, digits, dots, hyphens and underscores, starting with a letter or digit.');
/** an optional text: blank means none (null) */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullable()
    .transform((v) => (v ? v : null));
export const assetSerial = optionalText(ASSET_LIMITS.serial).refine((v) => v === null || !/\s/.test(v), 'A serial number has no spaces.');

const assetFields = {
  hostname: assetHostname,
  serial: assetSerial.optional(),
  kind: z.enum(ASSET_KINDS),
  os: optionalText(ASSET_LIMITS.text).optional(),
  model: optionalText(ASSET_LIMITS.text).optional(),
  notes: optionalText(ASSET_LIMITS.notes).optional(),
};
/** POST /assets: a new asset, optionally assigned at once to a person of the company */
export const assetBody = z.object({ ...assetFields, owner_person_id: z.string().uuid().nullable().optional() }).strict();
export type AssetBody = z.input<typeof assetBody>;
/** POST /assets/{id}: the fields to change (the owner changes through /asset-assign) */
export const assetUpdateBody = z
  .object({ ...assetFields, hostname: assetHostname.optional(), kind: z.enum(ASSET_KINDS).optional() })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Send at least one field to change.', path: ['hostname'] });
export type AssetUpdateBody = z.input<typeof assetUpdateBody>;
/** POST /asset-assign/{id}: the person by id or e-mail, or person_id null to leave the asset unassigned */
export const assetAssignBody = z
  .object({ person_id: z.string().uuid().nullable().optional(), email: z.string().trim().toLowerCase().email().max(254).optional() })
  .strict()
  .refine((b) => (b.person_id === undefined) !== (b.email === undefined), { message: 'Give the person’s person_id or email (person_id null unassigns), not both.', path: ['person_id'] });
export type AssetAssignBody = z.input<typeof assetAssignBody>;

export const assetListQuery = pageQuery.extend({
  /** hostname, serial, model or the owner's name or e-mail, contains, case-insensitive */
  q: text.optional(),
  kind: queryList(z.enum(ASSET_KINDS)),
  /** the assets of one person (the /endpoint-list/{id} screen) */
  person: z.string().uuid().optional(),
  unassigned: flagQuery.optional(),
  sb: z.enum(ASSET_SORTS).optional(),
  so: sortOrderSchema.optional(),
});
export type AssetListQuery = z.input<typeof assetListQuery>;

export const assetRow = z.object({
  id: z.string(),
  hostname: z.string(),
  serial: z.string().nullable(),
  kind: z.enum(ASSET_KINDS),
  os: z.string().nullable(),
  model: z.string().nullable(),
  notes: z.string().nullable(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AssetRow = z.infer<typeof assetRow>;
export const assetParams = z.object({ id: z.string().uuid() });
/** DELETE /assets: several at once (the list's selection), all or none */
export const assetDeleteBody = z.object({ ids: z.array(z.string().uuid()).min(1, 'Choose at least one asset.').max(500) }).strict();
export const assetDeleteResult = z.object({ deleted: z.number().int() });

function assetEndpoints() {
  const listAssets = endpoint({
    method: 'GET', path: '/assets', access: canAdminister, tag: 'fleet',
    description: 'Manually entered endpoints (hardware without the agent), filtered by text, kind or person, a page at a time.',
    query: assetListQuery, response: z.array(assetRow),
  });
  return {
    listAssets,
    countAssets: countOf(listAssets),
    addAsset: endpoint({
      method: 'POST', path: '/assets', access: canAdminister, tag: 'fleet', status: 201,
      description: 'Adds a manually entered endpoint; hostname and serial are unique in the company (409). Audited.',
      body: assetBody, response: assetRow, errors: [404, 409],
    }),
    getAsset: endpoint({
      method: 'GET', path: '/assets/:id', access: canAdminister, tag: 'fleet',
      description: 'One manually entered endpoint.',
      params: assetParams, response: assetRow, errors: NOT_FOUND,
    }),
    updateAsset: endpoint({
      method: 'POST', path: '/assets/:id', access: canAdminister, tag: 'fleet',
      description: 'Changes a manually entered endpoint’s hostname, serial, kind, OS, model or notes (409 on a duplicate). Audited.',
      params: assetParams, body: assetUpdateBody, response: assetRow, errors: [404, 409],
    }),
    deleteAsset: endpoint({
      method: 'DELETE', path: '/assets/:id', access: canAdminister, tag: 'fleet', status: 204,
      description: 'Deletes a manually entered endpoint. Audited.',
      params: assetParams, errors: NOT_FOUND,
    }),
    deleteAssets: endpoint({
      method: 'DELETE', path: '/assets', access: canAdminister, tag: 'fleet',
      description: 'Deletes several manually entered endpoints by id, all or none (404 when one is not the company’s). One audit row.',
      body: assetDeleteBody, response: assetDeleteResult, errors: NOT_FOUND,
    }),
    assignAsset: endpoint({
      method: 'POST', path: '/asset-assign/:id', access: canAdminister, tag: 'fleet',
      description: 'Assigns the asset to a person of the company (person_id or email), or unassigns it (person_id null). Audited with the owner before and after.',
      params: assetParams, body: assetAssignBody, response: assetRow, errors: [404, 409],
    }),
    uploadAssets: endpoint({
      method: 'POST', path: '/upload-assets', access: canAdminister, tag: 'fleet', status: 201,
      description:
        `Adds many assets from a CSV file sent as multipart/form-data (field "file", at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB and ${UPLOAD_MAX_ROWS} rows). ` +
        `The header row names the columns: ${ASSET_CSV_COLUMNS.join(', ')} (hostname required; kind one of ${ASSET_KINDS.join(', ')}, laptop when blank). ` +
        'When any row is bad, nothing is stored and the 400 lists every bad row by its line number. Audited once.',
      response: importResult, errors: [413],
    }),
  };
}

// ---- Inventory › FLEET (spec part 2 §2.6) ----
const listDevices = endpoint({
  method: 'GET', path: '/devices', access: canSeeInventory, tag: 'fleet',
  description: 'The endpoints of people (infrastructure devices excluded), filtered, a page at a time.',
  query: deviceListQuery, response: z.array(deviceRow),
});
const listInfraDevices = endpoint({
  method: 'GET', path: '/infra-devices', access: canSeeInventory, tag: 'fleet',
  description: 'Infrastructure devices (servers, runners): the dashboard counts them apart as infra_count.',
  query: deviceListQuery, response: z.array(deviceRow),
});
// ---- Admin › MANAGEMENT (spec part 2 §2.4 click targets) ----
const listDevicesV2 = endpoint({
  method: 'GET', path: '/devices/v2', access: canAdminister, tag: 'fleet',
  description: 'Endpoint Management: the endpoints of people with their management state, filtered.',
  query: deviceListQuery, response: z.array(deviceRow),
});
const getDevicesReport = endpoint({
  method: 'GET', path: '/devices-report', access: canAdminister, tag: 'fleet',
  description: 'The filtered Endpoint Management list as a CSV download; the file name is in content-disposition.',
  query: deviceFiltersQuery, produces: ['text/csv'],
});

export const fleetApi = {
  listDevices,
  countDevices: countOf(listDevices),
  listDevicesV2,
  countDevicesV2: countOf(listDevicesV2),
  listDevicesLite: endpoint({
    method: 'GET', path: '/devices-lite', access: canSeeInventory, tag: 'fleet',
    description: 'Hostname, serial and owner of endpoints matching q, for pickers and the palette.',
    query: liteQuery, response: z.array(deviceLite),
  }),
  listInfraDevices,
  countInfraDevices: countOf(listInfraDevices),
  getDevicesReport,
  countDevicesReport: countOf(getDevicesReport),
  getDevice: endpoint({
    method: 'GET', path: '/devices/:id', access: canSeeInventory, tag: 'fleet',
    description: 'One endpoint: hardware, OS, agent, MDM, encryption, owner and groups.',
    params: deviceParams, response: deviceDetail, errors: NOT_FOUND,
  }),
  getDeviceCompliance: endpoint({
    method: 'GET', path: '/device-compliance/:id', access: canSeeInventory, tag: 'fleet',
    description: "The endpoint's latest result per compliance control.",
    params: deviceParams, response: z.array(complianceRow), errors: NOT_FOUND,
  }),
  getDeviceApps: endpoint({
    method: 'GET', path: '/devices/:id/apps', access: canSeeInventory, tag: 'fleet',
    description: 'The applications installed on the endpoint now.',
    params: deviceParams, response: z.array(installedAppRow), errors: NOT_FOUND,
  }),
  getDeviceBrowserExtensions: endpoint({
    method: 'GET', path: '/device-browser-ext/:id', access: canSeeInventory, tag: 'fleet',
    description: 'The browser extensions installed on the endpoint now.',
    params: deviceParams, response: z.array(browserExtensionRow), errors: NOT_FOUND,
  }),
  getDeviceActivity: endpoint({
    method: 'GET', path: '/device-activity/:id', access: canSeeInventory, tag: 'fleet',
    description: 'SaaS apps used on the endpoint over the last `days` days, busiest first.',
    params: deviceParams, query: usageQuery, response: z.array(appUsageRow), errors: NOT_FOUND,
  }),
  ...historyEndpoints(),
  getDeviceSensitiveSummary: endpoint({
    method: 'GET', path: '/devices/:id/sensitive-data-discovery-summary', access: canSeeSensitiveData, tag: 'fleet',
    description: 'Sensitive files the endpoint’s scanner found and that are still there: totals, by data type, by folder, the newest finds. Needs data loss prevention (enable_dlp).',
    params: deviceParams, response: sensitiveSummary, errors: NOT_FOUND,
  }),
  getPersonDevices: endpoint({
    method: 'GET', path: '/users/:id/devices', access: canSeeInventory, tag: 'fleet',
    description: "The person's endpoints (infrastructure devices included, marked infra).",
    params: personParams, response: z.array(deviceRow), errors: NOT_FOUND,
  }),
  getEndpointStatus: endpoint({
    method: 'GET', path: '/endpoint-status', access: canSeeEndpointStatus, tag: 'fleet',
    description: 'Agent health across the fleet the admin sees: online, offline and long idle by platform and agent version.',
    response: endpointStatus,
  }),
  reassignDevice: endpoint({
    method: 'POST', path: '/devices/reassign/:id', access: canAdminister, tag: 'fleet',
    description: 'Gives the endpoint to another person of the company (by person_id or email); audited with the owner before and after.',
    params: deviceParams, body: reassignBody, response: deviceRow, errors: [404, 409],
  }),
  getDevicePerfMetricDetail: endpoint({
    method: 'GET', path: '/device-perf-metric-detail/:id', access: canSeeInventory, tag: 'fleet',
    description: "The endpoint's newest performance sample and its last 24 hours' averages and peaks.",
    params: deviceParams, response: perfDetail, errors: NOT_FOUND,
  }),
  ...perfEndpoints(),
  ...logEndpoints(),
  ...assetEndpoints(),
  getDeviceLog: endpoint({
    method: 'GET', path: '/devices/:id/logs/:file', access: canSeeInventory, tag: 'fleet',
    description: 'One uploaded log file as a text download; its name is in content-disposition.',
    params: logFileParams, produces: ['text/plain'], errors: NOT_FOUND,
  }),
  createUninstallKey: endpoint({
    method: 'POST', path: '/uninstall-key', access: canAdminister, tag: 'fleet', status: 201,
    description: 'A one-time key that lets the endpoint’s agent be uninstalled, answered once (only its hash is kept); earlier unused keys of the endpoint stop working. Audited.',
    body: uninstallKeyBody, response: uninstallKeyResponse, errors: NOT_FOUND,
  }),
  notifyUninstallKey: endpoint({
    method: 'POST', path: '/notify-uninstall-key', access: canAdminister, tag: 'fleet',
    description: 'Makes a new one-time uninstall key and e-mails it to the endpoint’s owner through the mail outbox; 409 when the endpoint has no owner. Audited.',
    body: uninstallKeyBody, response: notifyUninstallKeyResponse, errors: [404, 409],
  }),
  getPersonSaas: endpoint({
    method: 'GET', path: '/users/:id/saas', access: canSeeInventory, tag: 'fleet',
    description: 'SaaS apps the person used over the last `days` days, busiest first.',
    params: personParams, query: usageQuery, response: z.array(appUsageRow), errors: NOT_FOUND,
  }),
};

function historyEndpoints() {
  const listDeviceHistory = endpoint({
    method: 'GET', path: '/devices/:id/history', access: canSeeInventory, tag: 'fleet',
    description: "The endpoint's SaaS and website alerts, newest first.",
    params: deviceParams, query: pageQuery, response: z.array(deviceAlertRow), errors: NOT_FOUND,
  });
  return { listDeviceHistory, countDeviceHistory: countOf(listDeviceHistory) };
}

function perfEndpoints() {
  const listDevicePerfMetrics = endpoint({
    method: 'GET', path: '/device-perf-metrics/:id', access: canSeeInventory, tag: 'fleet',
    description: 'CPU, memory and disk use of the endpoint over the range, averaged by the hour (24h, 7d) or the day (30d, 90d), oldest first.',
    params: deviceParams, query: perfQuery, response: z.array(perfPoint), errors: NOT_FOUND,
  });
  return { listDevicePerfMetrics, countDevicePerfMetrics: countOf(listDevicePerfMetrics) };
}

function logEndpoints() {
  const listDeviceLogs = endpoint({
    method: 'GET', path: '/devices/:id/logs', access: canSeeInventory, tag: 'fleet',
    description: 'The log files the endpoint’s agent uploaded, newest first.',
    params: deviceParams, query: pageQuery, response: z.array(logFileRow), errors: NOT_FOUND,
  });
  return { listDeviceLogs, countDeviceLogs: countOf(listDeviceLogs) };
}


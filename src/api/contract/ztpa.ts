// Zero-trust private access (issue 22; spec part 2 §2.6 "VPN and cloud", "VPN server", §9 three-step setup;
// part 1 §7 GET /vpn-server/{id}/logs/{file}): the gateways and destinations of Inventory › ZTPA, the
// ZTPA Logs, the gateway management of Admin › ZTPA, and the setup of Policies › ZTPA: (1) endpoint IP
// range, (2) gateway plus key generation, (3) subnets and policies. The gateways' own protocol under
// /agent/v1/gateway is at the end of this file (not part of ztpaApi, which is the console's /api).
import { z } from 'zod';
import { cidrContains, cidrProblem, parseCidr, parseIPv4 } from '../../lib/cidr';
import { canAdministerVpn, canChangeVpnConfig, canSeeVpnConfig, canSeeVpnInventory, canSeeVpnLogs } from './access';
import { GATEWAY_STATUSES, ZTPA_ACTIONS } from './catalog';
import { pageQuery, queryList, sortOrderSchema } from './common';
import { countOf, endpoint } from './endpoint';

export const gatewayStatusSchema = z.enum(GATEWAY_STATUSES);
export type GatewayStatus = z.infer<typeof gatewayStatusSchema>;
export const ztpaActionSchema = z.enum(ZTPA_ACTIONS);
export type ZtpaAction = z.infer<typeof ztpaActionSchema>;

/** A gateway is ONLINE while its last heartbeat is at most this old (three missed 60-second heartbeats). */
export const GATEWAY_OFFLINE_AFTER_MS = 3 * 60_000;
/** "Connected users": distinct people with an allowed connection through the gateway in this window. */
export const CONNECTED_WINDOW_MS = 15 * 60_000;
/** Lists over a range without s and e read this many days back from now. */
export const DEFAULT_RANGE_DAYS = 30;
/** A one-time enrolment token is valid this long after step 2 (or after a new one is made). */
export const ENROLMENT_TOKEN_HOURS = 72;
/** The WireGuard port a gateway listens on unless set. */
export const DEFAULT_LISTEN_PORT = 51820;
export const ZTPA_LOGS_CSV = 'ZTPA Logs.csv';
/** 409 messages of step 1 (spec part 2 §9: overlapping ranges are refused). */
export const RANGE_OVERLAP_MESSAGE = 'This IP range overlaps another range of this company.';
export const GATEWAY_EXISTS_MESSAGE = 'A gateway with this name already exists.';

const text = (max: number) => z.string().trim().min(1).max(max);
const uuid = z.guid('Not an id.');
const epochMs = z.coerce.number().int().min(0).max(8.64e15);
const searchText = z.string().trim().max(200).optional();
const exportFormat = z.enum(['json', 'csv']).optional();

/** An IPv4 block written as a network address and prefix ('100.64.0.0/16'); the 400 says what is wrong. */
export const cidrField = z
  .string()
  .trim()
  .max(18)
  .superRefine((v, ctx) => {
    const problem = cidrProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export const ipv4Field = z.string().trim().max(15).refine((v) => parseIPv4(v) !== null, 'Expected an IPv4 address like 10.10.1.10.');
/** A host name or an IPv4 address a client reaches the gateway at. */
export const hostField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(253)
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/, 'Expected a host name like vpn.example.com or an IPv4 address.');
export const portField = z.number().int().min(1, 'A port is from 1 to 65535.').max(65_535, 'A port is from 1 to 65535.');
/** '443' or a range '8000-8100' (low ≤ high). */
export const portSpecField = z
  .string()
  .trim()
  .regex(/^\d{1,5}(-\d{1,5})?$/, "Expected a port like 443 or a range like 8000-8100.")
  .refine((v) => {
    const [lo, hi = lo] = v.split('-').map(Number);
    return lo >= 1 && hi <= 65_535 && lo <= hi;
  }, 'Ports are from 1 to 65535, the low one first.');

const rangeQuery = { s: epochMs.optional(), e: epochMs.optional() };

// ---------- Inventory › ZTPA › Gateways (/ztpa-server) ----------

export const GATEWAY_SORTS = ['name', 'status', 'last_seen', 'connected_users', 'bytes_in', 'bytes_out', 'version'] as const;
/** s, e: the range of the throughput figures (default the last DEFAULT_RANGE_DAYS days). */
export const gatewayListQuery = pageQuery.extend({
  q: searchText,
  status: queryList(gatewayStatusSchema, 2),
  ...rangeQuery,
  sb: z.enum(GATEWAY_SORTS).default('name'),
  so: sortOrderSchema.default('asc'),
});
export type GatewayListQuery = z.input<typeof gatewayListQuery>;

/** What both gateway lists show of a gateway. */
const gatewayBase = {
  id: z.string(),
  name: z.string(),
  region: z.string().nullable(),
  /** ONLINE while the last heartbeat is within GATEWAY_OFFLINE_AFTER_MS */
  status: gatewayStatusSchema,
  last_seen: z.string().nullable(),
  /** the gateway software's version from its last heartbeat (null before it enrolled) */
  version: z.string().nullable(),
  /** host:port clients reach the gateway at */
  public_endpoint: z.string().nullable(),
  subnets: z.array(z.string()),
};

export const gatewayRow = z.object({
  ...gatewayBase,
  /** distinct people with allowed traffic in the last CONNECTED_WINDOW_MS, or the gateway's own count while ONLINE (whole company only) */
  connected_users: z.number().int(),
  /** bytes through the gateway over the range: in = to the clients, out = from them */
  bytes_in: z.number(),
  bytes_out: z.number(),
  connections: z.number().int(),
  destinations: z.number().int(),
});
export type GatewayRow = z.infer<typeof gatewayRow>;

// ---------- Inventory › ZTPA › Destinations (/inventory-vpn, /vpn-details/{name}, /vpn-users-graph) ----------

export const DESTINATION_SORTS = ['host', 'name', 'gateway', 'people', 'connections', 'bytes', 'last_access'] as const;
export const destinationListQuery = pageQuery.extend({
  q: searchText,
  /** one gateway's destinations */
  gateway: uuid.optional(),
  ...rangeQuery,
  sb: z.enum(DESTINATION_SORTS).default('connections'),
  so: sortOrderSchema.default('desc'),
});
export type DestinationListQuery = z.input<typeof destinationListQuery>;

export const destinationRow = z.object({
  /** the destination's host: the key of /vpn-details/{name} */
  host: z.string(),
  /** the configured destination's id and name; null for a host reached that is not configured */
  id: z.string().nullable(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  port: z.number().int().nullable(),
  protocol: z.string().nullable(),
  gateway_id: z.string(),
  gateway: z.string(),
  /** distinct people with allowed connections over the range */
  people: z.number().int(),
  connections: z.number().int(),
  denied: z.number().int(),
  bytes_in: z.number(),
  bytes_out: z.number(),
  last_access: z.string().nullable(),
});
export type DestinationRow = z.infer<typeof destinationRow>;

export const destinationParams = z.object({ name: text(255) });
export const detailQuery = z.object({ ...rangeQuery });

export const dayPoint = z.object({
  /** YYYY-MM-DD (UTC) */
  day: z.string(),
  connections: z.number().int(),
  denied: z.number().int(),
  people: z.number().int(),
  bytes_in: z.number(),
  bytes_out: z.number(),
});
export type DayPoint = z.infer<typeof dayPoint>;

export const destinationUser = z.object({
  person_id: z.string(),
  name: z.string(),
  email: z.string(),
  connections: z.number().int(),
  denied: z.number().int(),
  bytes_in: z.number(),
  bytes_out: z.number(),
  last_access: z.string().nullable(),
});
export type DestinationUser = z.infer<typeof destinationUser>;

/** GET /vpn-details/{name}: the destination, a point per day of the range (zeros included) and its top users. */
export const destinationDetail = z.object({
  destination: destinationRow,
  series: z.array(dayPoint),
  top_users: z.array(destinationUser),
});
export type DestinationDetail = z.infer<typeof destinationDetail>;

/** subnet: the destination's host as in /vpn-details/{name}; userName: the person's e-mail. */
export const destinationUserParams = z.object({ subnet: text(255), userName: text(254) });

/** GET /vpn-users-graph/{subnet}/{userName}: one person's use of one destination, per day, and their latest connections. */
export const destinationUserGraph = z.object({
  host: z.string(),
  user: destinationUser,
  series: z.array(dayPoint),
  recent: z.array(z.lazy(() => ztpaLogRow)),
});
export type DestinationUserGraph = z.infer<typeof destinationUserGraph>;

// ---------- ZTPA Logs (/ztpa-logs) ----------

export const ztpaLogFilterQuery = z.object({
  action: queryList(ztpaActionSchema, 2),
  gateway: uuid.optional(),
  /** the person: part of the name or e-mail */
  u: searchText,
  /** the destination host, in part */
  q: searchText,
  ...rangeQuery,
  so: sortOrderSchema.default('desc'),
});
export const ztpaLogQuery = pageQuery.extend(ztpaLogFilterQuery.shape).extend({ format: exportFormat });
export type ZtpaLogQuery = z.input<typeof ztpaLogQuery>;

export const ztpaLogRow = z.object({
  id: z.string(),
  time: z.string(),
  action: ztpaActionSchema,
  gateway_id: z.string(),
  gateway: z.string(),
  destination: z.string(),
  port: z.number().int().nullable(),
  person_id: z.string(),
  user_name: z.string(),
  email: z.string(),
  endpoint_id: z.string(),
  hostname: z.string().nullable(),
  bytes_in: z.number(),
  bytes_out: z.number(),
  duration_s: z.number().int(),
});
export type ZtpaLogRow = z.infer<typeof ztpaLogRow>;
/** The CSV's columns, in order (format=csv). */
export const ZTPA_LOG_CSV_COLUMNS = ['Time', 'Action', 'Gateway', 'Destination', 'Port', 'User', 'Email', 'Endpoint', 'Bytes In', 'Bytes Out', 'Duration (s)'] as const;

// ---------- Admin › ZTPA › Gateways (/vpn-server, /vpn-server-list/{id}) ----------

export const gatewayParams = z.object({ id: uuid });

export const ENROLMENT_STATES = ['Pending', 'Enrolled'] as const;
export const adminGatewayRow = z.object({
  ...gatewayBase,
  listen_port: z.number().int(),
  endpoint_ip_range: z.string().nullable(),
  /** the WireGuard public key (base64 of the raw 32-byte X25519 key); the private key is never shown */
  public_key: z.string().nullable(),
  enrolment: z.enum(ENROLMENT_STATES),
  enrolled_at: z.string().nullable(),
  /** what the last heartbeat reported */
  reported_users: z.number().int().nullable(),
  reported_bytes_in: z.number().nullable(),
  reported_bytes_out: z.number().nullable(),
  errors_24h: z.number().int(),
  created_at: z.string(),
});
export type AdminGatewayRow = z.infer<typeof adminGatewayRow>;

export const adminGatewayQuery = pageQuery.extend({
  q: searchText,
  status: queryList(gatewayStatusSchema, 2),
  so: sortOrderSchema.default('asc'),
});

export const GATEWAY_LOG_LEVELS = ['info', 'warning', 'error'] as const;
export const gatewayLogLevelSchema = z.enum(GATEWAY_LOG_LEVELS);

/** A log file of a gateway: one per UTC day it reported events, named gateway-YYYY-MM-DD.log. */
export const gatewayLogFile = z.object({
  file: z.string(),
  day: z.string(),
  lines: z.number().int(),
  errors: z.number().int(),
  bytes: z.number().int(),
});
export type GatewayLogFile = z.infer<typeof gatewayLogFile>;
export const GATEWAY_LOG_FILE_RE = /^gateway-(\d{4}-\d{2}-\d{2})\.log$/;
export const gatewayLogFileParams = z.object({ id: uuid, file: z.string().regex(GATEWAY_LOG_FILE_RE, 'Expected a file like gateway-2026-01-31.log.') });

export const gatewayEventRow = z.object({
  id: z.string(),
  time: z.string(),
  level: gatewayLogLevelSchema,
  message: z.string(),
});
export type GatewayEventRow = z.infer<typeof gatewayEventRow>;
export const gatewayEventQuery = pageQuery.extend({ ...rangeQuery, so: sortOrderSchema.default('desc') });
export const gatewayActivityQuery = pageQuery.extend({ action: queryList(ztpaActionSchema, 2), u: searchText, q: searchText, ...rangeQuery, so: sortOrderSchema.default('desc') });

// ---------- Policies › ZTPA: the three-step setup (/config-vpn, /configure-vpn, /edit-config-vpn, /edit-proxy-destination) ----------

/** Step 1: an endpoint IP range; gateway_id when editing one (its own current range does not count as an overlap). */
export const ipRangeBody = z.object({ endpoint_ip_range: cidrField, gateway_id: uuid.optional() });
export const ipRangeCheck = z.object({
  endpoint_ip_range: z.string(),
  first: z.string(),
  last: z.string(),
  addresses: z.number().int(),
});
export type IpRangeCheck = z.infer<typeof ipRangeCheck>;

/** Step 2: the gateway; its key pair is generated by the server. */
export const gatewayBody = z.object({
  name: text(100),
  region: z.string().trim().max(100).nullish(),
  /** the host or IPv4 address clients reach the gateway at */
  public_host: hostField,
  listen_port: portField.default(DEFAULT_LISTEN_PORT),
  endpoint_ip_range: cidrField,
});
export type GatewayBody = z.input<typeof gatewayBody>;

export const policyRule = z
  .object({
    /** a block inside one of the gateway's subnets */
    subnet: cidrField,
    /** empty = every port */
    ports: z.array(portSpecField).max(50).default([]),
    /** everyone of the company may reach it (then groups and people are ignored) */
    all_users: z.boolean().default(false),
    group_ids: z.array(uuid).max(100).default([]),
    person_ids: z.array(uuid).max(500).default([]),
  })
  .superRefine((v, ctx) => {
    if (!v.all_users && v.group_ids.length === 0 && v.person_ids.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['group_ids'], message: 'Choose the groups or people who may reach this subnet, or all users.' });
    }
  });
export type PolicyRuleInput = z.input<typeof policyRule>;

/** Step 3: the subnets the gateway serves and who may reach which of them on which ports. */
export const policiesBody = z
  .object({
    subnets: z.array(cidrField).min(1, 'Add at least one subnet.').max(50),
    policies: z.array(policyRule).max(200),
  })
  .superRefine((v, ctx) => {
    const blocks = v.subnets.map((s) => parseCidr(s));
    v.policies.forEach((p, i) => {
      const block = parseCidr(p.subnet);
      if (!block) return;
      const inside = blocks.some((b) => b !== null && cidrContains(b, block));
      if (!inside) ctx.addIssue({ code: 'custom', path: ['policies', i, 'subnet'], message: `${p.subnet} is not inside any of the gateway's subnets.` });
    });
  });
export type PoliciesBody = z.input<typeof policiesBody>;

export const policyRuleView = z.object({
  id: z.string(),
  subnet: z.string(),
  ports: z.array(z.string()),
  all_users: z.boolean(),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  people: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
});
export type PolicyRuleView = z.infer<typeof policyRuleView>;

export const destinationView = z.object({
  id: z.string(),
  gateway_id: z.string(),
  name: z.string(),
  host: z.string(),
  address: z.string().nullable(),
  port: z.number().int().nullable(),
  protocol: z.enum(['tcp', 'udp']),
});
export type DestinationView = z.infer<typeof destinationView>;

export const gatewayConfig = adminGatewayRow.extend({
  public_host: z.string().nullable(),
  policies: z.array(policyRuleView),
  destinations: z.array(destinationView),
  /** the setup steps done: 1 range, 2 gateway and keys, 3 subnets and policies */
  steps_done: z.number().int().min(0).max(3),
});
export type GatewayConfig = z.infer<typeof gatewayConfig>;

/** Step 2's answer: the gateway and its one-time enrolment token (shown once; only its hash is stored). */
export const createdGateway = z.object({
  gateway: gatewayConfig,
  enrolment_token: z.string(),
  enrolment_expires_at: z.string(),
});
export type CreatedGateway = z.infer<typeof createdGateway>;
export const enrolmentToken = z.object({ enrolment_token: z.string(), enrolment_expires_at: z.string() });

/** /edit-proxy-destination: a private destination published through a gateway. */
export const destinationBody = z.object({
  gateway_id: uuid,
  name: text(200),
  host: hostField,
  /** the destination's IPv4 address, inside one of the gateway's subnets */
  address: ipv4Field,
  port: portField.nullish(),
  protocol: z.enum(['tcp', 'udp']).default('tcp'),
});
export type DestinationBody = z.input<typeof destinationBody>;
export const destinationIdParams = z.object({ id: uuid });

// ---------- the calls ----------

const tag = 'ztpa';
const CSV_NOTE = 'format=csv answers every filtered row as a CSV download (newest first).';

const listGateways = endpoint({
  method: 'GET', path: '/ztpa-gateways', access: canSeeVpnInventory, tag,
  description: 'The gateways with their status from the last heartbeat, version, public endpoint, subnets, connected users and throughput over the range.',
  query: gatewayListQuery, response: z.array(gatewayRow),
});
const listDestinations = endpoint({
  method: 'GET', path: '/vpn-destinations', access: canSeeVpnInventory, tag,
  description: 'The private destinations reached over the range (configured ones even when idle): gateway, people, connections, bytes, last access.',
  query: destinationListQuery, response: z.array(destinationRow),
});
const listZtpaLogs = endpoint({
  method: 'GET', path: '/ztpa-logs', access: canSeeVpnLogs, tag,
  description: `Connections through the gateways, allowed and denied, newest first. ${CSV_NOTE}`,
  query: ztpaLogQuery, response: z.array(ztpaLogRow), produces: ['application/json', 'text/csv'],
});
const listServers = endpoint({
  method: 'GET', path: '/vpn-server', access: canAdministerVpn, tag,
  description: 'Gateway management: every gateway with its key, enrolment and what its last heartbeat reported.',
  query: adminGatewayQuery, response: z.array(adminGatewayRow),
});
const listServerActivity = endpoint({
  method: 'GET', path: '/vpn-server/:id/activity', access: canAdministerVpn, tag,
  description: "The gateway's connections, newest first (activity tab).",
  params: gatewayParams, query: gatewayActivityQuery, response: z.array(ztpaLogRow), errors: [404],
});
const listServerErrors = endpoint({
  method: 'GET', path: '/vpn-server/:id/errors', access: canAdministerVpn, tag,
  description: 'The errors the gateway reported, newest first (errors tab).',
  params: gatewayParams, query: gatewayEventQuery, response: z.array(gatewayEventRow), errors: [404],
});

export const ztpaApi = {
  // ---- Inventory › ZTPA ----
  listGateways,
  countGateways: countOf(listGateways),
  listDestinations,
  countDestinations: countOf(listDestinations),
  getDestination: endpoint({
    method: 'GET', path: '/vpn-details/:name', access: canSeeVpnInventory, tag,
    description: 'One destination (by host): a point per day of the range for its graph and its top users.',
    params: destinationParams, query: detailQuery, response: destinationDetail, errors: [404],
  }),
  getDestinationUser: endpoint({
    method: 'GET', path: '/vpn-users-graph/:subnet/:userName', access: canSeeVpnInventory, tag,
    description: "One person's use of one destination (host, e-mail): a point per day and their latest connections.",
    params: destinationUserParams, query: detailQuery, response: destinationUserGraph, errors: [404],
  }),

  // ---- Logs ----
  listZtpaLogs,
  countZtpaLogs: countOf(listZtpaLogs),

  // ---- Admin › ZTPA ----
  listServers,
  countServers: countOf(listServers),
  getServer: endpoint({
    method: 'GET', path: '/vpn-server/:id', access: canAdministerVpn, tag,
    description: 'One gateway with its key, enrolment, subnets, policies and destinations.',
    params: gatewayParams, response: gatewayConfig, errors: [404],
  }),
  listServerLogs: endpoint({
    method: 'GET', path: '/vpn-server/:id/logs', access: canAdministerVpn, tag,
    description: "The gateway's log files, one per day it reported, newest first (logs tab).",
    params: gatewayParams, response: z.array(gatewayLogFile), errors: [404],
  }),
  downloadServerLog: endpoint({
    method: 'GET', path: '/vpn-server/:id/logs/:file', access: canAdministerVpn, tag,
    description: 'One log file of the gateway as text (spec part 1 §7).',
    params: gatewayLogFileParams, produces: ['text/plain'], errors: [404],
  }),
  listServerActivity,
  countServerActivity: countOf(listServerActivity),
  listServerErrors,
  countServerErrors: countOf(listServerErrors),

  // ---- Policies › ZTPA (setup) ----
  listConfigs: endpoint({
    method: 'GET', path: '/vpn-config', access: canSeeVpnConfig, tag,
    description: "The company's gateways as configured (Gateway Policies), by name.",
    response: z.array(gatewayConfig),
  }),
  getConfig: endpoint({
    method: 'GET', path: '/vpn-config/:id', access: canSeeVpnConfig, tag,
    description: "One gateway's configuration: range, endpoint, key, subnets, policies, destinations.",
    params: gatewayParams, response: gatewayConfig, errors: [404],
  }),
  checkIpRange: endpoint({
    method: 'POST', path: '/vpn-config/ip-range', access: canChangeVpnConfig, tag,
    description: "Step 1: checks an endpoint IP range; 409 with the reason when it overlaps another range or subnet of the company's gateways.",
    body: ipRangeBody, response: ipRangeCheck, errors: [404, 409],
  }),
  createGateway: endpoint({
    method: 'POST', path: '/vpn-config', access: canChangeVpnConfig, tag,
    description: 'Step 2: creates the gateway with its X25519 key pair and answers its one-time enrolment token (shown once).',
    body: gatewayBody, response: createdGateway, status: 201, errors: [409],
  }),
  setPolicies: endpoint({
    method: 'PUT', path: '/vpn-config/:id/policies', access: canChangeVpnConfig, tag,
    description: 'Step 3: the subnets the gateway serves and who (all users, groups, people) may reach which subnet on which ports; replaces the previous ones.',
    params: gatewayParams, body: policiesBody, response: gatewayConfig, errors: [404, 409],
  }),
  updateGateway: endpoint({
    method: 'POST', path: '/vpn-config/:id', access: canChangeVpnConfig, tag,
    description: "Edits the gateway's name, region, public endpoint, port and endpoint IP range (the keys stay).",
    params: gatewayParams, body: gatewayBody, response: gatewayConfig, errors: [404, 409],
  }),
  deleteGateway: endpoint({
    method: 'DELETE', path: '/vpn-config/:id', access: canChangeVpnConfig, tag,
    description: 'Deletes the gateway, its destinations and policies (its past activity stays in the logs).',
    params: gatewayParams, status: 204, errors: [404],
  }),
  newEnrolmentToken: endpoint({
    method: 'POST', path: '/vpn-config/:id/enrolment-token', access: canChangeVpnConfig, tag,
    description: "A new one-time enrolment token (the previous one and the gateway's current credential stop working at the next enrolment).",
    params: gatewayParams, response: enrolmentToken, errors: [404],
  }),
  downloadConfig: endpoint({
    method: 'GET', path: '/vpn-config/:id/config-file', access: canSeeVpnConfig, tag,
    description: "The gateway's WireGuard configuration file (the private key is left out: the gateway receives it at enrolment).",
    params: gatewayParams, produces: ['text/plain'], errors: [404],
  }),
  createDestination: endpoint({
    method: 'POST', path: '/proxy-destinations', access: canChangeVpnConfig, tag,
    description: 'Publishes a private destination through a gateway (its address inside one of the subnets).',
    body: destinationBody, response: destinationView, status: 201, errors: [404, 409],
  }),
  updateDestination: endpoint({
    method: 'POST', path: '/proxy-destinations/:id', access: canChangeVpnConfig, tag,
    description: 'Edits a destination.',
    params: destinationIdParams, body: destinationBody, response: destinationView, errors: [404, 409],
  }),
  deleteDestination: endpoint({
    method: 'DELETE', path: '/proxy-destinations/:id', access: canChangeVpnConfig, tag,
    description: 'Removes a destination (its past activity stays in the logs).',
    params: destinationIdParams, status: 204, errors: [404],
  }),
};

// ---------- the gateways' own protocol (/agent/v1/gateway/...) ----------

export const GATEWAY_AGENT_PATH = '/gateway';
export const GATEWAY_HEARTBEAT_SECONDS = 60;
const agentVersion = z.string().trim().regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, 'Expected a version like 1.4.2.');

/** POST /agent/v1/gateway/enrol: the one-time token of step 2; answers the gateway's credential and its WireGuard interface. */
export const gatewayEnrolBody = z.object({ enrolment_token: z.string().min(16).max(200), version: agentVersion, hostname: text(255).optional() });
export const gatewayEnrolResponse = z.object({
  gateway_id: z.string(),
  /** the bearer of every later gateway call */
  gateway_token: z.string(),
  heartbeat_interval_s: z.number(),
  /** the complete WireGuard file, private key included: only ever sent here */
  wireguard_config: z.string(),
});
export type GatewayEnrolResponse = z.infer<typeof gatewayEnrolResponse>;

/** POST /agent/v1/gateway/heartbeat: counters since the gateway started (monotonic). */
export const gatewayHeartbeatBody = z.object({
  version: agentVersion,
  connected_users: z.number().int().min(0).max(1_000_000),
  bytes_in: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  bytes_out: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  /** optional log lines since the last heartbeat (logs and errors tabs) */
  events: z.array(z.object({ at: z.iso.datetime({ offset: true }), level: gatewayLogLevelSchema, message: text(1000) })).max(100).default([]),
});
export type GatewayHeartbeatBody = z.input<typeof gatewayHeartbeatBody>;
export const gatewayHeartbeatResponse = z.object({ server_time: z.string(), status: gatewayStatusSchema, policy_version: z.string() });

/** GET /agent/v1/gateway/policy: what the gateway enforces; a person outside every rule of a subnet is denied. */
export const gatewayPolicyDocument = z.object({
  version: z.string(),
  gateway_id: z.string(),
  /** the gateway's current public key: a different one than it holds means a rotation (fetch GET /gateway/key) */
  public_key: z.string().nullable(),
  endpoint_ip_range: z.string().nullable(),
  subnets: z.array(z.string()),
  destinations: z.array(z.object({ host: z.string(), address: z.string().nullable(), port: z.number().int().nullable(), protocol: z.string() })),
  rules: z.array(z.object({ subnet: z.string(), ports: z.array(z.string()), all_users: z.boolean(), emails: z.array(z.string()) })),
});
export type GatewayPolicyDocument = z.infer<typeof gatewayPolicyDocument>;

/** POST /agent/v1/gateway/activity: connections the gateway allowed or denied (idempotent by id). */
export const gatewayActivityBody = z.object({
  connections: z
    .array(
      z.object({
        id: z.guid(),
        at: z.iso.datetime({ offset: true }),
        /** the person behind the peer (their e-mail in the company) */
        user: z.string().trim().toLowerCase().min(3).max(254),
        destination: text(255),
        port: portField.optional(),
        action: ztpaActionSchema,
        bytes_in: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
        bytes_out: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
        duration_s: z.number().int().min(0).max(7 * 86_400),
      }),
    )
    .min(1)
    .max(500),
});
export type GatewayActivityBody = z.input<typeof gatewayActivityBody>;
export const gatewayActivityResponse = z.object({ accepted: z.number().int(), duplicates: z.number().int(), unknown_users: z.array(z.string()) });

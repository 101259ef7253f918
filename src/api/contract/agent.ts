// The endpoint-agent protocol under /agent/v1 (issue 3). Devices authenticate with the token that
// enrolment returns (`Authorization: Bearer <device token>`), not with the console's JWT.
import { z } from 'zod';
import { emailField } from '../../lib/validation';
import { AGENT_ERROR_SEVERITIES, ALERT_ACTIONS, ALERT_REASONS, BROWSERS, PLATFORM_CODES, SEVERITIES, UNSANCTIONED_ACTIONS, ZTPA_ACTIONS } from './catalog';
import { agentSettingsDocument, copilotMessagesDocument } from './settings-api';
import { dlpPolicyDocument } from './dlp-policies';
import { mdmAppsDocument } from './mdm-policies';

export const AGENT_BASE = '/agent/v1';
/** The most events one telemetry call may carry; the in-process bulk path takes any number. */
export const MAX_BATCH_EVENTS = 1000;
/** How often an agent should call heartbeat; answered at enrolment. */
export const HEARTBEAT_INTERVAL_SECONDS = 60;

const text = (max: number) => z.string().trim().min(1).max(max);
const email = emailField.transform((v) => v.toLowerCase());
const version = z.string().trim().regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, 'Expected a version like 1.1.7.');
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;
/** A host name, lower-cased: the key of website usage, alerts and catalog domains. */
export const domainField = z.string().trim().toLowerCase().regex(DOMAIN, 'Expected a domain like example.com.');
const count = z.number().int().min(0).max(2_147_483_647);
const bytes = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const seconds = z.number().int().min(0).max(7 * 86_400);

// ---- enrolment and heartbeat -------------------------------------------------------------------

export const enrolBody = z.object({
  /** the account's enrolment secret, shown to its admins for the installer */
  secret: z.string().min(1).max(200),
  hostname: text(255),
  /** the hardware serial: enrolling the same serial again replaces the device's token */
  serial: text(128),
  platform: z.enum(PLATFORM_CODES),
  os_name: text(100),
  os_version: text(100),
  agent_version: version,
  /** the person the endpoint belongs to; created in the account on first sight */
  owner_email: email,
  owner_name: text(200).optional(),
  mdm_managed: z.boolean().optional(),
  disk_encrypted: z.boolean().optional(),
  infra: z.boolean().optional(),
});
export type EnrolBody = z.infer<typeof enrolBody>;

export const enrolResponse = z.object({
  device_token: z.string(),
  endpoint_id: z.string(),
  heartbeat_interval_s: z.number(),
  max_batch_events: z.number(),
});
export type EnrolResponse = z.infer<typeof enrolResponse>;

export const heartbeatBody = z.object({
  agent_version: version.optional(),
  os_version: text(100).optional(),
  hostname: text(255).optional(),
  mdm_managed: z.boolean().optional(),
  disk_encrypted: z.boolean().optional(),
});
export type HeartbeatBody = z.infer<typeof heartbeatBody>;

export const heartbeatResponse = z.object({
  server_time: z.string(),
  /** commands waiting for this device: poll them when > 0 */
  pending_commands: z.number(),
  /** the account's current policy version (issue 5): fetch GET /policy when it is above the applied one */
  policy_version: z.number().int().min(0).optional(),
  /** issue 24: the version this endpoint should run (newest released, or its company's canary), when it runs another */
  update: z.object({ version: z.string(), url: z.string(), sha256: z.string() }).optional(),
});
export type HeartbeatResponse = z.infer<typeof heartbeatResponse>;
export type AgentUpdate = NonNullable<HeartbeatResponse['update']>;

// ---- telemetry events ---------------------------------------------------------------------------

/** Every event: a unique id (the idempotency key), its time and, optionally, the person; the endpoint's owner otherwise. */
const base = {
  id: z.guid(),
  at: z.iso.datetime({ offset: true }),
  user: email.optional(),
};

const oneTarget = (e: { app?: string; domain?: string }) => e.app !== undefined || e.domain !== undefined;
const TARGET_MESSAGE = { message: 'Give the app (catalog or custom app name) or the domain.', path: ['app'] };

/** An app or website session; the app is named (catalog or custom) or found from the domain. */
export const usageEvent = z
  .object({
    ...base,
    kind: z.literal('usage'),
    app: text(200).optional(),
    domain: domainField.optional(),
    url: z.string().max(2048).optional(),
    browser: z.enum(BROWSERS),
    duration_s: seconds,
    /** attention-weighted time (focus and input), never more than the duration */
    weighted_duration_s: seconds,
  })
  .refine(oneTarget, TARGET_MESSAGE)
  .refine((e) => e.weighted_duration_s <= e.duration_s, { message: 'weighted_duration_s cannot exceed duration_s.', path: ['weighted_duration_s'] });

const alertFields = {
  url: z.string().max(2048).optional(),
  browser: z.enum(BROWSERS),
  action: z.enum(ALERT_ACTIONS),
  reason: z.enum(ALERT_REASONS),
};

export const saasAlertEvent = z
  .object({ ...base, kind: z.literal('saas_alert'), app: text(200).optional(), domain: domainField.optional(), ...alertFields })
  .refine(oneTarget, TARGET_MESSAGE);

export const websiteAlertEvent = z.object({ ...base, kind: z.literal('website_alert'), domain: domainField, category: text(100).optional(), ...alertFields });

/** A sensitive file found (or, with removed, no longer found) on the endpoint. */
export const dlpFileEvent = z.object({
  ...base,
  kind: z.literal('dlp_file'),
  path: text(1024),
  data_type: text(100),
  match_count: count,
  removed: z.boolean().optional(),
});

export const copyPasteEvent = z.object({
  ...base,
  kind: z.literal('copy_paste'),
  source: text(200),
  destination: text(200),
  data_type: text(100),
  match_count: count,
  action: z.enum(ALERT_ACTIONS),
});

export const sourceCodeEvent = z.object({
  ...base,
  kind: z.literal('source_code'),
  repository: text(300),
  path: text(1024),
  line: z.number().int().min(1).max(10_000_000).optional(),
  rule: text(200),
  severity: z.enum(SEVERITIES),
  destination: text(200).optional(),
});

export const complianceEvent = z.object({
  ...base,
  kind: z.literal('compliance'),
  framework: text(100),
  control: text(100),
  passed: z.boolean(),
  details: z.string().max(2000).optional(),
});

export const installedAppEvent = z.object({
  ...base,
  kind: z.literal('installed_app'),
  name: text(300),
  version: text(100),
  publisher: text(300).optional(),
  vulnerable: z.boolean().optional(),
  removed: z.boolean().optional(),
});

export const extensionEvent = z.object({
  ...base,
  kind: z.literal('extension'),
  browser: z.enum(BROWSERS),
  extension_id: text(200),
  name: text(300),
  version: text(100),
  permissions: z.array(text(200)).max(100).optional(),
  enabled: z.boolean().optional(),
  risky: z.boolean().optional(),
  removed: z.boolean().optional(),
});

/** A connection through one of the account's ZTPA gateways (named as configured). */
export const ztpaActivityEvent = z.object({
  ...base,
  kind: z.literal('ztpa_activity'),
  gateway: text(200),
  destination: text(255),
  port: z.number().int().min(1).max(65_535).optional(),
  action: z.enum(ZTPA_ACTIONS),
  bytes_in: bytes,
  bytes_out: bytes,
  duration_s: seconds,
});

export type { AgentErrorSeverity } from './catalog';

/**
 * An error the agent hit (issue 26): a machine code, the message, the part of the agent that failed and
 * the agent's version at the time. Sent in the telemetry batch like any event (idempotent by id).
 */
export const agentErrorEvent = z.object({
  ...base,
  kind: z.literal('agent_error'),
  code: z.string().trim().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'Expected a code of letters, digits, _ . : or - (at most 64).'),
  message: text(2000),
  component: text(100),
  severity: z.enum(AGENT_ERROR_SEVERITIES),
  agent_version: version,
});

/** A percentage of a resource in use on the endpoint, 0 to 100. */
const percent = z.number().min(0).max(100);

/**
 * A performance sample (issue 18, the endpoint's Performance tab): CPU, memory and system-disk use at
 * `at`. Agents send one every few minutes; the server keeps the samples a week and their hourly
 * averages (the endpoint_perf_hourly rollup) for 90 days.
 */
export const perfSampleEvent = z.object({
  ...base,
  kind: z.literal('perf_sample'),
  cpu_pct: percent,
  memory_pct: percent,
  disk_pct: percent,
});

export const agentEvent = z.discriminatedUnion('kind', [
  usageEvent,
  saasAlertEvent,
  websiteAlertEvent,
  dlpFileEvent,
  copyPasteEvent,
  sourceCodeEvent,
  complianceEvent,
  installedAppEvent,
  extensionEvent,
  ztpaActivityEvent,
  agentErrorEvent,
  perfSampleEvent,
]);
export type AgentEvent = z.infer<typeof agentEvent>;
export type AgentEventKind = AgentEvent['kind'];
export type AgentEventOf<K extends AgentEventKind> = Extract<AgentEvent, { kind: K }>;
export const EVENT_KINDS = agentEvent.options.map((o) => o.shape.kind.value) as AgentEventKind[];

/** POST /agent/v1/telemetry: the documented shape of a batch. */
export const telemetryBody = z.object({ events: z.array(agentEvent).min(1).max(MAX_BATCH_EVENTS) });
export type TelemetryBody = z.infer<typeof telemetryBody>;

/**
 * What the route itself validates: the envelope only, so that each event is checked on its own and a
 * bad batch answers with every bad event listed (index, id, issues) rather than one flat issue list.
 */
export const telemetryEnvelope = z.object({ events: z.array(z.unknown()).min(1).max(MAX_BATCH_EVENTS) });

export const telemetryResponse = z.object({
  /** events stored by this call */
  accepted: z.number(),
  /** events already stored by an earlier call (a re-sent batch) */
  duplicates: z.number(),
});
export type TelemetryResponse = z.infer<typeof telemetryResponse>;

const issue = z.object({ path: z.string(), message: z.string() });
export const rejectedEvent = z.object({ index: z.number(), id: z.string().nullable(), issues: z.array(issue) });
export type RejectedEvent = z.infer<typeof rejectedEvent>;

/** The 400 of a batch with bad events: nothing of it was stored. */
export const telemetryRejection = z.object({
  exception: z.string(),
  code: z.literal('INVALID_EVENTS'),
  issues: z.array(issue),
  rejected: z.array(rejectedEvent),
});
export type TelemetryRejection = z.infer<typeof telemetryRejection>;

// ---- remote commands ----------------------------------------------------------------------------

/**
 * command: what the device runs (a library command rendered for its platform, or the script). Library
 * commands also carry their id and validated parameters, scripts their shell (issue 19).
 */
export const polledCommand = z.object({
  id: z.string(),
  command: z.string(),
  queued_at: z.string(),
  kind: z.enum(['library', 'script']).optional(),
  library_command_id: z.string().nullable().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullable().optional(),
  shell: z.enum(['powershell', 'bash', 'zsh']).nullable().optional(),
});
export const commandPollResponse = z.object({ commands: z.array(polledCommand) });
export type CommandPollResponse = z.infer<typeof commandPollResponse>;

export const commandIdParams = z.object({ id: z.guid() });

/** spec part 2 §4: the device reports Success or Failure; Abort is the server's time-out. */
export const commandResultBody = z.object({
  status: z.enum(['Success', 'Failure']),
  output: z.string().max(256 * 1024).default(''),
  exit_code: z.number().int().min(-2_147_483_648).max(2_147_483_647).optional(),
});
export type CommandResultBody = z.infer<typeof commandResultBody>;

export const commandResultResponse = z.object({ id: z.string(), status: z.string() });

// ---- policy document (issue 5 enforcement) ------------------------------------------------------

/** spec part 2 §4: an unsanctioned app's security action; Sanctioned apps carry none. */
const policyAction = z.enum(UNSANCTIONED_ACTIONS);

export const policyApp = z.object({
  name: z.string(),
  domains: z.array(z.string()),
  access_type: z.enum(['Sanctioned', 'Unsanctioned']),
  action: policyAction.optional(),
});
export type PolicyApp = z.infer<typeof policyApp>;

/**
 * GET /agent/v1/policy: what the device enforces. Apps hold the effective access: the account's explicit
 * settings, plus every app of an unsanctioned category that is not explicitly classified. The ETag is the
 * version; If-None-Match with it answers 304.
 */
export const policyDocument = z.object({
  version: z.number().int().min(0),
  generated_at: z.string(),
  apps: z.array(policyApp),
  blocked_categories: z.array(z.string()),
  blocked_websites: z.array(z.object({ domain: z.string(), action: policyAction })),
  geo_fences: z.array(z.object({ name: z.string(), countries: z.array(z.string()), action: policyAction })),
  bypassed_domains: z.array(z.string()),
  /** look-alike hosts an admin marked safe (POST /global-safe-applications): no Typo Squatting alert for them */
  safe_domains: z.array(z.string()).default([]),
  /** browser extensions the account blocks (Browser Policy): the agent removes them and reports them removed */
  blocked_extensions: z.array(z.object({ extension_id: z.string(), name: z.string() })).default([]),
  /** issue 23: the compliance checks to evaluate and report, by name, with their parameters; absent = the agent's default set */
  compliance_checks: z.array(z.object({ name: z.string(), params: z.record(z.string(), z.number()) })).optional(),
  /** issue 27: the account's agent settings (/copilot) and end-user notices (/copilot-messages); absent = the agent's defaults */
  agent_settings: agentSettingsDocument.optional(),
  copilot_messages: copilotMessagesDocument.optional(),
  /** issue 23: the account's enabled endpoint firewall rules, lowest priority first (ports '' and no addresses = any) */
  firewall_rules: z
    .array(z.object({ id: z.string(), name: z.string(), direction: z.string(), protocol: z.string(), ports: z.string(), remote_addresses: z.array(z.string()), action: z.string(), platforms: z.array(z.string()), priority: z.number() }))
    .optional(),
  /** issue 21: the account's enabled DLP policies with what they watch resolved (src/api/contract/dlp-policies.ts) */
  dlp_policies: dlpPolicyDocument.default([]),
  /** issue 20: MDM app policies, application groups and disallowed browsers as rules with their targets (src/api/contract/mdm-policies.ts) */
  mdm_apps: mdmAppsDocument.optional(),
});
export type PolicyDocument = z.infer<typeof policyDocument>;

/** The policy document's ETag: the document changes only with its version (every policy change bumps it). */
export const policyEtag = (version: number) => `"policy-${version}"`;

/** POST /agent/v1/policy/ack: the version the device now enforces. */
export const policyAckBody = z.object({ version: z.number().int().min(0).max(2_147_483_647) });
export type PolicyAckBody = z.infer<typeof policyAckBody>;
export const policyAckResponse = z.object({ version: z.number(), applied_at: z.string() });
export type PolicyAckResponse = z.infer<typeof policyAckResponse>;

// ---- log uploads and uninstall keys (issue 18, the endpoint details' Logs tab and uninstall key) --------

/** The most bytes one log upload may carry (as sent: gzip or plain text); more answers 413. */
export const MAX_LOG_UPLOAD_BYTES = 1024 * 1024;
/** The most bytes of text a log may hold once decompressed (a gzip bomb answers 413). */
export const MAX_LOG_TEXT_BYTES = 8 * 1024 * 1024;
/** The media types POST /agent/v1/logs takes: the text itself, or the text gzip-compressed. */
export const LOG_UPLOAD_TYPES = ['text/plain', 'application/gzip'] as const;

/** POST /agent/v1/logs?name=...: the file's name as the agent has it (no path). */
export const logUploadQuery = z.object({
  name: z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'Expected a file name of letters, digits, . _ or - (at most 100), without a path.'),
});
export const logUploadResponse = z.object({ id: z.string(), name: z.string(), size_bytes: z.number(), uploaded_at: z.string() });
export type LogUploadResponse = z.infer<typeof logUploadResponse>;

/** POST /agent/v1/uninstall-key/verify: the key the person typed; a valid key is used up. */
export const uninstallVerifyBody = z.object({ key: z.string().trim().min(1).max(200) });
export const uninstallVerifyResponse = z.object({ valid: z.boolean() });
export type UninstallVerifyResponse = z.infer<typeof uninstallVerifyResponse>;

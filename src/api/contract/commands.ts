// Remote commands (issue 19; spec part 2 §4 "Remote command states", §7 "Devices"): the command
// library, sending a library command or a custom script to one endpoint, a filtered set, a group or
// all, bulk runs that freeze their targets at preview, cancelling, and reading commands and output.
import { z } from 'zod';
import { canRunCommands, canSeeCommands } from './access';
import { COMMAND_STATUSES, ENDPOINT_STATUSES, PLATFORM_FAMILIES, PLATFORM_FAMILY_VALUES } from './catalog';
import { pageQuery, queryList, sortOrderSchema } from './common';
import { countOf, endpoint } from './endpoint';

export const commandStatusSchema = z.enum(COMMAND_STATUSES);
export type CommandStatus = z.infer<typeof commandStatusSchema>;

/** The shells a custom script runs in: PowerShell on Windows, bash or zsh on macOS and Linux. */
export const COMMAND_SHELLS = ['powershell', 'bash', 'zsh'] as const;
export const commandShellSchema = z.enum(COMMAND_SHELLS);
export type CommandShell = z.infer<typeof commandShellSchema>;
/** Which platform families each shell runs on (a target of another family is skipped at preview). */
export const SHELL_PLATFORMS: Readonly<Record<CommandShell, readonly (typeof PLATFORM_FAMILIES)[number][]>> = {
  powershell: ['Windows'],
  bash: ['MacOS', 'Linux'],
  zsh: ['MacOS', 'Linux'],
};

export const COMMAND_KINDS = ['library', 'script'] as const;
export type CommandKind = (typeof COMMAND_KINDS)[number];

/** Per-command time-out bounds; omitted = the server's AGENT_COMMAND_TIMEOUT_MINUTES. */
export const TIMEOUT_MIN_MINUTES = 1;
export const TIMEOUT_MAX_MINUTES = 1440;
export const SCRIPT_MAX_CHARS = 20_000;
/** Stored output is cut to this many bytes (UTF-8) and ends with OUTPUT_TRUNCATED_MARKER. */
export const OUTPUT_MAX_BYTES = 64 * 1024;
export const OUTPUT_TRUNCATED_MARKER = '\n[output truncated at 64 KiB]';
/** The most endpoints one bulk run may freeze. */
export const RUN_MAX_TARGETS = 5000;
/** A draft older than this cannot be confirmed (409): its frozen list is stale, preview again. */
export const DRAFT_MAX_AGE_MINUTES = 60;

const timeoutMinutes = z.coerce.number().int().min(TIMEOUT_MIN_MINUTES).max(TIMEOUT_MAX_MINUTES);

// ---------- the library (GET /device-lib-commands) ----------

export const PARAM_TYPES = ['string', 'integer', 'boolean', 'enum'] as const;
export const libraryParam = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(PARAM_TYPES),
  required: z.boolean(),
  description: z.string(),
  /** what the field holds when omitted */
  default: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  /** integer bounds */
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** string: the most characters and a pattern (a JavaScript regular expression source) with its message */
  max_length: z.number().nullable(),
  pattern: z.string().nullable(),
  pattern_message: z.string().nullable(),
  /** enum: its values */
  options: z.array(z.string()).nullable(),
});
export type LibraryParam = z.infer<typeof libraryParam>;

export const libraryCommand = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  platforms: z.array(z.enum(PLATFORM_FAMILIES)),
  parameters: z.array(libraryParam),
  /** true for commands that interrupt the user (restart, lock screen): the console asks twice */
  disruptive: z.boolean(),
});
export type LibraryCommand = z.infer<typeof libraryCommand>;

export const libraryQuery = z.object({ platform: z.enum(PLATFORM_FAMILIES).optional() });

/**
 * One parameter's value checked against its declaration, as the server checks it (the console may use
 * the same check before sending): the value to send (undefined = omitted, the default applies) or why
 * it is refused. Integers may come as text ("5").
 */
export function checkParamValue(p: LibraryParam, raw: string | number | boolean | undefined): { value: string | number | boolean | undefined } | { error: string } {
  if (raw === undefined || raw === '') return p.required ? { error: `${p.label} is required.` } : { value: undefined };
  switch (p.type) {
    case 'boolean':
      return typeof raw === 'boolean' ? { value: raw } : { error: `${p.label} must be true or false.` };
    case 'integer': {
      const n = typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
      if (typeof n !== 'number' || !Number.isInteger(n)) return { error: `${p.label} must be a whole number.` };
      if ((p.min !== null && n < p.min) || (p.max !== null && n > p.max)) return { error: `${p.label} must be between ${p.min} and ${p.max}.` };
      return { value: n };
    }
    case 'enum':
      return typeof raw === 'string' && p.options?.includes(raw) ? { value: raw } : { error: `${p.label} must be one of ${p.options?.join(', ')}.` };
    case 'string': {
      if (typeof raw !== 'string') return { error: `${p.label} must be text.` };
      if (p.max_length !== null && raw.length > p.max_length) return { error: `${p.label} must be at most ${p.max_length} characters.` };
      if (p.pattern && !new RegExp(p.pattern).test(raw)) return { error: p.pattern_message ?? `${p.label} is not valid.` };
      return { value: raw };
    }
  }
}

/** Parameter values as sent; the server checks them against the library entry (400 with one issue per field). */
export const paramValues = z.record(z.string().max(64), z.union([z.string().max(1000), z.number(), z.boolean()])).default({});
export type ParamValues = z.infer<typeof paramValues>;

// ---------- targets ----------

const uuid = z.guid();
/**
 * Who a command runs on: one endpoint; a filtered set (platform families, endpoint statuses, a group,
 * a search over hostname, serial and owner); one group (its people's endpoints); or every endpoint the
 * sender may see. A group admin's targets are limited to its groups.
 */
export const commandTarget = z.discriminatedUnion('type', [
  z.object({ type: z.literal('endpoint'), endpoint_id: uuid }),
  z.object({
    type: z.literal('filter'),
    platform: z.array(z.enum(PLATFORM_FAMILIES)).max(3).optional(),
    status: z.array(z.enum(ENDPOINT_STATUSES)).max(3).optional(),
    group_id: uuid.optional(),
    q: z.string().trim().max(200).optional(),
  }),
  z.object({ type: z.literal('group'), group_id: uuid }),
  z.object({ type: z.literal('all') }),
]);
export type CommandTarget = z.infer<typeof commandTarget>;

// ---------- what runs ----------

export const libraryCommandSpec = z.object({
  kind: z.literal('library'),
  library_command_id: z.string().trim().min(1).max(64),
  params: paramValues,
  timeout_minutes: timeoutMinutes.optional(),
});
export const scriptCommandSpec = z.object({
  kind: z.literal('script'),
  script: z.string().trim().min(1).max(SCRIPT_MAX_CHARS),
  shell: commandShellSchema,
  timeout_minutes: timeoutMinutes.optional(),
});
export const commandSpec = z.discriminatedUnion('kind', [libraryCommandSpec, scriptCommandSpec]);
export type CommandSpec = z.infer<typeof commandSpec>;

/** POST /device-ops: resolve a target and freeze it as a draft run (nothing is queued yet). */
export const previewBody = z.object({ target: commandTarget, command: commandSpec });
export type PreviewBody = z.infer<typeof previewBody>;

/** POST /device-ops-lib-command: one endpoint queues at once; any other target answers a draft run to confirm. */
export const libraryCommandBody = z.object({
  target: commandTarget,
  library_command_id: libraryCommandSpec.shape.library_command_id,
  params: paramValues,
  timeout_minutes: timeoutMinutes.optional(),
});
export type LibraryCommandBody = z.infer<typeof libraryCommandBody>;

/** POST /device-ops-command: a custom script, same rules as the library send. */
export const scriptCommandBody = z.object({
  target: commandTarget,
  script: scriptCommandSpec.shape.script,
  shell: commandShellSchema,
  timeout_minutes: timeoutMinutes.optional(),
});
export type ScriptCommandBody = z.infer<typeof scriptCommandBody>;

/** POST /device-ops/all and /device-ops-command/all: the same without a target (every endpoint); always a draft. */
export const libraryAllBody = libraryCommandBody.omit({ target: true });
export const scriptAllBody = scriptCommandBody.omit({ target: true });

// ---------- runs ----------

/** Draft: previewed, targets frozen, nothing queued; Confirmed: one command per target queued; Cancelled: a draft dropped. */
export const RUN_STATUSES = ['Draft', 'Confirmed', 'Cancelled'] as const;
export const runStatusSchema = z.enum(RUN_STATUSES);
export type RunStatus = z.infer<typeof runStatusSchema>;

export const runTarget = z.object({
  endpoint_id: z.string(),
  hostname: z.string(),
  platform_family: z.enum(PLATFORM_FAMILY_VALUES),
  /** the endpoint's status when the run was previewed */
  endpoint_status: z.enum(ENDPOINT_STATUSES),
  /** set once the run is confirmed */
  command_id: z.string().nullable(),
  command_status: commandStatusSchema.nullable(),
});
export type RunTarget = z.infer<typeof runTarget>;

/** An endpoint the target matched that cannot run the command (platform or shell not supported). */
export const skippedTarget = z.object({ endpoint_id: z.string(), hostname: z.string(), platform_family: z.enum(PLATFORM_FAMILY_VALUES), reason: z.string() });

export const commandRun = z.object({
  id: z.string(),
  status: runStatusSchema,
  kind: z.enum(COMMAND_KINDS),
  /** what the console shows: the library command's name, or the script's first line */
  title: z.string(),
  library_command_id: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullable(),
  script: z.string().nullable(),
  shell: commandShellSchema.nullable(),
  timeout_minutes: z.number().int(),
  target: commandTarget,
  /** how many endpoints the run is frozen on (== targets.length) */
  count: z.number().int(),
  targets: z.array(runTarget),
  skipped: z.array(skippedTarget),
  /** confirmed runs: targets per command status (every status present, 0 when none) */
  counts: z.record(commandStatusSchema, z.number().int()),
  created_by: z.string(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type CommandRun = z.infer<typeof commandRun>;

export const runParams = z.object({ id: uuid });

// ---------- commands (GET/HEAD /device-commands, /device-commands/{id}, output) ----------

export const COMMAND_SORTS = ['queued_at', 'finished_at', 'hostname', 'status'] as const;

/** s, e: epoch ms bounds of queued_at; endpoint: one endpoint's commands; run: one bulk run's. */
export const commandListQuery = pageQuery.extend({
  status: queryList(commandStatusSchema, 5),
  endpoint: uuid.optional(),
  o: queryList(z.enum(PLATFORM_FAMILIES), 3),
  /** the sender's e-mail, contains, case-insensitive */
  author: z.string().trim().max(254).optional(),
  /** the command text or hostname, contains */
  q: z.string().trim().max(200).optional(),
  run: uuid.optional(),
  s: z.coerce.number().int().min(0).max(8.64e15).optional(),
  e: z.coerce.number().int().min(0).max(8.64e15).optional(),
  sb: z.enum(COMMAND_SORTS).default('queued_at'),
  so: sortOrderSchema.default('desc'),
});
export type CommandListQuery = z.input<typeof commandListQuery>;

export const remoteCommand = z.object({
  id: z.string(),
  endpoint_id: z.string(),
  hostname: z.string(),
  platform_family: z.enum(PLATFORM_FAMILY_VALUES),
  status: commandStatusSchema,
  kind: z.enum(COMMAND_KINDS),
  /** the library command's name with its parameters, or the script */
  command: z.string(),
  library_command_id: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullable(),
  shell: commandShellSchema.nullable(),
  /** the time-out in force (the command's own or the server default) */
  timeout_minutes: z.number().int(),
  run_id: z.string().nullable(),
  requested_by: z.string(),
  queued_at: z.string(),
  delivered_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  exit_code: z.number().int().nullable(),
  /** output exists for Success and Failure (and Abort's time-out note); read it from /device-commands-output/{id} */
  has_output: z.boolean(),
  output_bytes: z.number().int(),
  output_truncated: z.boolean(),
  cancelled_by: z.string().nullable(),
});
export type RemoteCommand = z.infer<typeof remoteCommand>;

export const commandParams = z.object({ id: uuid });

/** POST /device-commands/{id}/cancel answers the command, now Cancelled (409 when it is no longer Queued). */

// ---------- Command Execution (public status page) ----------

/** GET /execute-command/{id}/{token}: what an end user or technician sees without a console session. */
export const publicCommandStatus = z.object({
  id: z.string(),
  hostname: z.string(),
  title: z.string(),
  status: commandStatusSchema,
  queued_at: z.string(),
  finished_at: z.string().nullable(),
});
export type PublicCommandStatus = z.infer<typeof publicCommandStatus>;
export const publicCommandParams = z.object({ id: uuid, token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/) });
/** GET /device-commands/{id}/share-link: a signed link to the public page, valid for SHARE_LINK_DAYS. */
export const SHARE_LINK_DAYS = 7;
export const shareLink = z.object({ path: z.string(), expires_at: z.string() });
export type ShareLink = z.infer<typeof shareLink>;

// ---------- the calls ----------

const listCommands = endpoint({
  method: 'GET', path: '/device-commands', access: canSeeCommands, tag: 'commands',
  description: 'Every remote command of the company the role may see, newest first.',
  query: commandListQuery, response: z.array(remoteCommand),
});

const sendErrors = [404, 409] as const;

export const commandsApi = {
  listLibrary: endpoint({
    method: 'GET', path: '/device-lib-commands', access: canSeeCommands, tag: 'commands',
    description: 'The command library, optionally for one platform family, with each parameter and its validation.',
    query: libraryQuery, response: z.array(libraryCommand),
  }),

  // ---- sending ----
  previewRun: endpoint({
    method: 'POST', path: '/device-ops', access: canRunCommands, tag: 'commands',
    description: 'Resolves the target to its exact endpoint list and stores it as a draft run; nothing is queued until confirm.',
    body: previewBody, response: commandRun, status: 201, errors: [404],
  }),
  previewRunAll: endpoint({
    method: 'POST', path: '/device-ops/all', access: canRunCommands, tag: 'commands',
    description: 'A library command for every endpoint: a draft run to confirm.',
    body: libraryAllBody, response: commandRun, status: 201,
  }),
  confirmRun: endpoint({
    method: 'POST', path: '/device-ops/:id/confirm', access: canRunCommands, tag: 'commands',
    description: "Queues one command per frozen target, exactly the preview's list.",
    params: runParams, response: commandRun, errors: sendErrors,
  }),
  cancelRun: endpoint({
    method: 'POST', path: '/device-ops/:id/cancel', access: canRunCommands, tag: 'commands',
    description: "Drops a draft, or cancels a confirmed run's targets still Queued.",
    params: runParams, response: commandRun, errors: [404],
  }),
  getRun: endpoint({
    method: 'GET', path: '/device-ops/:id', access: canSeeCommands, tag: 'commands',
    description: 'One run with its frozen targets, their command statuses and the counts per status.',
    params: runParams, response: commandRun, errors: [404],
  }),
  sendLibraryCommand: endpoint({
    method: 'POST', path: '/device-ops-lib-command', access: canRunCommands, tag: 'commands',
    description: 'A library command: one endpoint is queued at once (a confirmed run); any other target answers a draft run.',
    body: libraryCommandBody, response: commandRun, status: 201, errors: [404],
  }),
  sendScript: endpoint({
    method: 'POST', path: '/device-ops-command', access: canRunCommands, tag: 'commands',
    description: 'A custom script: one endpoint is queued at once (a confirmed run); any other target answers a draft run.',
    body: scriptCommandBody, response: commandRun, status: 201, errors: [404],
  }),
  sendScriptAll: endpoint({
    method: 'POST', path: '/device-ops-command/all', access: canRunCommands, tag: 'commands',
    description: 'A custom script for every endpoint: a draft run to confirm.',
    body: scriptAllBody, response: commandRun, status: 201,
  }),
  cancelCommand: endpoint({
    method: 'POST', path: '/device-commands/:id/cancel', access: canRunCommands, tag: 'commands',
    description: 'Cancels one command still Queued.',
    params: commandParams, response: remoteCommand, errors: [404, 409],
  }),

  // ---- reading ----
  listCommands,
  countCommands: countOf(listCommands),
  getCommand: endpoint({
    method: 'GET', path: '/device-commands/:id', access: canSeeCommands, tag: 'commands',
    description: 'One command with its endpoint, for live polling.',
    params: commandParams, response: remoteCommand, errors: [404],
  }),
  getCommandOutput: endpoint({
    method: 'GET', path: '/device-commands-output/:id', access: canSeeCommands, tag: 'commands',
    description: "A command's output as text (empty while Queued).",
    params: commandParams, produces: ['text/plain'], errors: [404],
  }),
  countCommandOutput: endpoint({
    method: 'HEAD', path: '/device-commands-output/:id', access: canSeeCommands, tag: 'commands',
    description: "The output's size in bytes, in the x-size header.",
    params: commandParams, errors: [404],
  }),
  getShareLink: endpoint({
    method: 'POST', path: '/device-commands/:id/share-link', access: canRunCommands, tag: 'commands',
    description: "A signed link to the public Command Execution page that follows this command's status.",
    params: commandParams, response: shareLink, errors: [404],
  }),
  getPublicStatus: endpoint({
    method: 'GET', path: '/execute-command/:id/:token', access: 'public', tag: 'commands',
    description: "A command's status for the holder of its signed link (no console session, no output).",
    params: publicCommandParams, response: publicCommandStatus, errors: [404],
  }),
};

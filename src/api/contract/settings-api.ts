// Settings (issue 27; spec part 1 §2 Settings, part 2 §2.6 Other): API tokens (/api-setting), the account's
// agent settings (/copilot), the notices agents show end users (/copilot-messages) and About (/about).
import { z } from 'zod';
import { canChangeSettings } from './access';
import { endpoint } from './endpoint';

const NOT_FOUND = [404] as const;

// ---- API tokens ----------------------------------------------------------------------------------

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
/** The lifetimes the console offers; the server takes any whole number of days in the same bounds. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
/** `pls_` + 8 characters (the prefix shown in lists) + `_` + 43 characters of base64url secret. */
export const API_TOKEN_PATTERN = /^pls_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/;

export const apiTokenStatus = z.enum(['active', 'expired', 'revoked']);
export const apiToken = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  status: apiTokenStatus,
  created_by: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiToken>;

export const createApiTokenBody = z.object({
  name: z.string().trim().min(1, 'Enter a name for the token.').max(100, 'Use at most 100 characters.'),
  scope: z.enum(API_TOKEN_SCOPES, { error: 'Choose read-only or read-write.' }),
  expires_in_days: z.number().int().min(1, 'A token lives at least 1 day.').max(365, 'A token lives at most 365 days.'),
});
export type CreateApiTokenBody = z.infer<typeof createApiTokenBody>;

/** The creation's answer: the only time the secret is shown. */
export const createdApiToken = apiToken.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiToken>;

// ---- agent settings ------------------------------------------------------------------------------

export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export const UPDATE_CHANNELS = ['stable', 'canary', 'off'] as const;

/** Bounds of the agent settings; the screen shows them beside each field. */
export const AGENT_BOUNDS = {
  heartbeat_seconds: { min: 30, max: 3600 },
  offline_minutes: { min: 5, max: 43_200 },
  command_timeout_minutes: { min: 1, max: 1440 },
} as const;

const bounded = (key: keyof typeof AGENT_BOUNDS, label: string) =>
  z
    .number({ error: `Enter the ${label}.` })
    .int(`The ${label} is a whole number.`)
    .min(AGENT_BOUNDS[key].min, `The ${label} is at least ${AGENT_BOUNDS[key].min}.`)
    .max(AGENT_BOUNDS[key].max, `The ${label} is at most ${AGENT_BOUNDS[key].max}.`);

/** What the agents receive in the policy document (agent_settings) and what PUT /agent-settings takes. */
export const agentSettingsValues = z.object({
  heartbeat_seconds: bounded('heartbeat_seconds', 'heartbeat interval'),
  offline_minutes: bounded('offline_minutes', 'offline threshold'),
  command_timeout_minutes: bounded('command_timeout_minutes', 'command time-out'),
  log_level: z.enum(LOG_LEVELS, { error: 'Choose a log level.' }),
  update_channel: z.enum(UPDATE_CHANNELS, { error: 'Choose an update channel.' }),
  uninstall_protection: z.boolean({ error: 'Say whether uninstall protection is on.' }),
});
export type AgentSettingsValues = z.infer<typeof agentSettingsValues>;

/** An endpoint counts as offline only after missing at least three heartbeats. */
export const agentSettingsBody = agentSettingsValues.superRefine((v, ctx) => {
  if (v.offline_minutes * 60 < v.heartbeat_seconds * 3) {
    ctx.addIssue({ code: 'custom', path: ['offline_minutes'], message: 'The offline threshold must cover at least three heartbeat intervals.' });
  }
});

export const DEFAULT_AGENT_SETTINGS: AgentSettingsValues = {
  heartbeat_seconds: 60,
  offline_minutes: 10_080,
  command_timeout_minutes: 30,
  log_level: 'info',
  update_channel: 'stable',
  uninstall_protection: true,
};

/** How many of the account's endpoints acknowledged the policy version that carries the change. */
export const policyReach = z.object({ policy_version: z.number(), acknowledged: z.number(), endpoints: z.number() });
export type PolicyReach = z.infer<typeof policyReach>;

export const agentSettingsResponse = z.object({
  settings: agentSettingsValues,
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  reach: policyReach,
  /** the newest released agent version (the stable channel's offer), null when none is released */
  released_version: z.string().nullable(),
});
export type AgentSettingsResponse = z.infer<typeof agentSettingsResponse>;

// ---- copilot messages ----------------------------------------------------------------------------

/** The notices an agent shows end users, by policy action (Report shows none). */
export const MESSAGE_KINDS = ['block', 'block-alert'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/** Placeholders an agent fills in when it shows a notice. */
export const MESSAGE_PLACEHOLDERS = ['{target}', '{reason}', '{company}'] as const;

const placeholdersKnown = (text: string) => (text.match(/\{[^}]*\}/g) ?? []).every((p) => (MESSAGE_PLACEHOLDERS as readonly string[]).includes(p));
const PLACEHOLDER_ERROR = `Use only the placeholders ${MESSAGE_PLACEHOLDERS.join(', ')}.`;

export const copilotMessageText = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(100, 'Use at most 100 characters.').refine(placeholdersKnown, PLACEHOLDER_ERROR),
  body: z.string().trim().min(1, 'Enter the message.').max(1000, 'Use at most 1000 characters.').refine(placeholdersKnown, PLACEHOLDER_ERROR),
});
export type CopilotMessageText = z.infer<typeof copilotMessageText>;

export const DEFAULT_COPILOT_MESSAGES: Record<MessageKind, CopilotMessageText> = {
  block: {
    title: 'Access blocked',
    body: '{company} blocks {target} on this device: {reason}. Contact your IT team if you need it for your work.',
  },
  'block-alert': {
    title: 'Heads up',
    body: '{target} is not approved by {company} ({reason}). Your visit was recorded and your IT team was told.',
  },
};

export const copilotMessage = copilotMessageText.extend({
  kind: z.enum(MESSAGE_KINDS),
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type CopilotMessage = z.infer<typeof copilotMessage>;

export const copilotMessagesResponse = z.object({ messages: z.array(copilotMessage), reach: policyReach });
export type CopilotMessagesResponse = z.infer<typeof copilotMessagesResponse>;

/** The policy document's part for agents (src/api/contract/agent.ts): present once the account set them. */
export const agentSettingsDocument = agentSettingsValues.partial();
export const copilotMessagesDocument = z.partialRecord(z.enum(MESSAGE_KINDS), z.object({ title: z.string(), body: z.string() }));

// ---- about ---------------------------------------------------------------------------------------

export const aboutResponse = z.object({
  product: z.object({ name: z.string(), version: z.string() }),
  server: z.object({ runtime: z.string(), version: z.string(), platform: z.string() }),
  database: z.object({ engine: z.string(), version: z.string() }),
  agent_versions: z.array(z.object({ version: z.string(), endpoints: z.number() })),
  licences: z.array(z.object({ name: z.string(), version: z.string(), licence: z.string(), homepage: z.string().nullable() })),
});
export type AboutResponse = z.infer<typeof aboutResponse>;

const tokenParams = z.object({ id: z.guid() });
const messageParams = z.object({ kind: z.enum(MESSAGE_KINDS) });

export const apiTokensApi = {
  listApiTokens: endpoint({
    method: 'GET', path: '/api-tokens', access: canChangeSettings, tag: 'settings',
    description: 'The account\u2019s API tokens (never their secrets), newest first, with their creator, expiry and last use.',
    response: z.array(apiToken),
  }),
  createApiToken: endpoint({
    method: 'POST', path: '/api-tokens', access: canChangeSettings, tag: 'settings', status: 201,
    description: 'Creates an API token acting as the caller on this company, read-only or read-write, for 1 to 365 days. The secret is in this answer only; the server keeps its hash. Send it as `Authorization: Bearer pls_...`. A token cannot create tokens.',
    body: createApiTokenBody, response: createdApiToken,
  }),
  revokeApiToken: endpoint({
    method: 'DELETE', path: '/api-tokens/:id', access: canChangeSettings, tag: 'settings',
    description: 'Revokes a token: every later call with it answers 401. Revoking a revoked token changes nothing.',
    params: tokenParams, response: apiToken, errors: NOT_FOUND,
  }),
};

export const agentSettingsApi = {
  getAgentSettings: endpoint({
    method: 'GET', path: '/agent-settings', access: canChangeSettings, tag: 'settings',
    description: 'The account\u2019s agent settings (the defaults until changed) and how many endpoints acknowledged the current policy version.',
    response: agentSettingsResponse,
  }),
  updateAgentSettings: endpoint({
    method: 'PUT', path: '/agent-settings', access: canChangeSettings, tag: 'settings',
    description: 'Changes the agent settings; agents receive them in the policy document (agent_settings) with the next policy version.',
    body: agentSettingsBody, response: agentSettingsResponse,
  }),
  getCopilotMessages: endpoint({
    method: 'GET', path: '/copilot-messages', access: canChangeSettings, tag: 'settings',
    description: 'The notices agents show end users when a policy blocks (block) or warns (block-alert), the defaults until changed.',
    response: copilotMessagesResponse,
  }),
  updateCopilotMessage: endpoint({
    method: 'PUT', path: '/copilot-messages/:kind', access: canChangeSettings, tag: 'settings',
    description: 'Changes one notice; placeholders {target}, {reason} and {company} are filled in by the agent. Agents receive it with the next policy version.',
    params: messageParams, body: copilotMessageText, response: copilotMessage,
  }),
  resetCopilotMessage: endpoint({
    method: 'DELETE', path: '/copilot-messages/:kind', access: canChangeSettings, tag: 'settings',
    description: 'Goes back to the default text of one notice.',
    params: messageParams, response: copilotMessage,
  }),
};

export const aboutApi = {
  getAbout: endpoint({
    method: 'GET', path: '/about', access: 'session', tag: 'settings',
    description: 'Product, server and database versions, the agent versions of the company\u2019s endpoints and the licences of the open-source packages the product ships.',
    response: aboutResponse,
  }),
};

/** The area as API_AREAS lists it (contract/endpoints.ts). */
export const settingsApi = { ...apiTokensApi, ...agentSettingsApi, ...aboutApi };

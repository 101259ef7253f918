// Issue 27 (Integrations, IAM): directory import from Azure / Microsoft Entra ID (Microsoft Graph), Google
// Workspace (Admin SDK directory) and Okta, and the SCIM 2.0 tokens an identity provider pushes people and
// groups with (/scim/v2, outside /api). The connection's secret is stored encrypted and never answered;
// a pull runs on the job queue and is recorded as a sync run (counts and errors).
import { z } from 'zod';
import { canAdminister } from './access';
import { endpoint } from './endpoint';

export const DIRECTORY_KINDS = ['azure', 'microsoft', 'google', 'okta'] as const;
export const directoryKind = z.enum(DIRECTORY_KINDS);
export type DirectoryKind = z.infer<typeof directoryKind>;

export const directoryKindParams = z.object({ kind: directoryKind });

/**
 * How the pull signs in: 'key' with the typed secret (client secret, API token, Google service account key);
 * 'oauth' (Google only) with the refresh token a Workspace admin's consent gave, the client id and secret
 * being the company's own OAuth client.
 */
export const AUTH_MODES = ['key', 'oauth'] as const;
export const authMode = z.enum(AUTH_MODES);
export type AuthMode = z.infer<typeof authMode>;

export const directoryConnection = z.object({
  kind: directoryKind,
  tenant: z.string(),
  client_id: z.string(),
  /** the secret never leaves the server; only whether one is stored */
  has_secret: z.boolean(),
  auth_mode: authMode,
  /** 'oauth': whether an admin's consent left a refresh token, when and who */
  has_consent: z.boolean(),
  consented_at: z.string().nullable(),
  consented_by: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type DirectoryConnection = z.infer<typeof directoryConnection>;

export const SYNC_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export const syncRun = z.object({
  id: z.string(),
  kind: directoryKind,
  status: z.enum(SYNC_STATUSES),
  requested_by: z.string(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created: z.number().int(),
  updated: z.number().int(),
  deactivated: z.number().int(),
  groups: z.number().int(),
  errors: z.array(z.string()),
});
export type SyncRun = z.infer<typeof syncRun>;

export const directoryResponse = z.object({
  connection: directoryConnection.nullable(),
  /** Google: the redirect URI to register with the company's OAuth client (GET /api/google/oauth/callback); null for the others */
  redirect_uri: z.string().nullable(),
  /** the most recent pulls, newest first */
  runs: z.array(syncRun),
  /** people of the company imported from this directory (by pull or SCIM), and how many of them are active */
  people: z.object({ total: z.number().int(), active: z.number().int() }),
});
export type DirectoryResponse = z.infer<typeof directoryResponse>;

export const directoryBody = z.object({
  tenant: z.string().trim().min(1, 'Enter the tenant, domain or organisation URL.').max(300, 'Use at most 300 characters.'),
  client_id: z.string().trim().max(300, 'Use at most 300 characters.'),
  /** left out (or empty) keeps the stored secret, unless the client or the authorisation changed */
  secret: z.string().max(4000, 'Use at most 4000 characters.').optional(),
  /** left out: 'key'. 'oauth' is for Google only */
  auth_mode: authMode.optional(),
});
export type DirectoryBody = z.infer<typeof directoryBody>;

export const scimToken = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  source: directoryKind,
  created_by: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ScimToken = z.infer<typeof scimToken>;

export const scimTokensResponse = z.object({
  /** the SCIM base URL to give the identity provider */
  base_url: z.string(),
  tokens: z.array(scimToken),
});
export type ScimTokensResponse = z.infer<typeof scimTokensResponse>;

export const createScimTokenBody = z.object({
  name: z.string().trim().min(1, 'Enter a name for the token.').max(100, 'Use at most 100 characters.'),
});
export type CreateScimTokenBody = z.infer<typeof createScimTokenBody>;
/** The creation's answer: the only time the secret is shown. */
export const createdScimToken = scimToken.extend({ token: z.string() });
export type CreatedScimToken = z.infer<typeof createdScimToken>;

export const scimTokenParams = z.object({ kind: directoryKind, id: z.uuid('Not a token id.') });

export const SCIM_TOKEN_PATTERN = /^scim_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/;

export const googleOauthCheckResponse = z.object({ connected: z.boolean(), domain: z.string().nullable() });
export const googleOauthSetupResponse = z.object({ url: z.string() });
/** What Google appends to the redirect URI; every field optional, so a bad or partial callback is redirected with its reason */
export const googleOauthCallbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});
/** the reasons /google?consent=error&reason=… names */
export const GOOGLE_CONSENT_REASONS = ['denied', 'state', 'exchange', 'setup'] as const;
export type GoogleConsentReason = (typeof GOOGLE_CONSENT_REASONS)[number];

export const iamApi = {
  getDirectory: endpoint({
    method: 'GET',
    path: '/iam/:kind',
    access: canAdminister,
    tag: 'iam',
    description: "The company's connection to this directory (never its secret), its latest sync runs and how many people came from it.",
    params: directoryKindParams,
    response: directoryResponse,
  }),
  saveDirectory: endpoint({
    method: 'PUT',
    path: '/iam/:kind',
    access: canAdminister,
    tag: 'iam',
    description: 'Saves the connection (tenant, domain or organisation URL; client id; secret stored encrypted, kept when left out).',
    params: directoryKindParams,
    body: directoryBody,
    response: directoryResponse,
  }),
  deleteDirectory: endpoint({
    method: 'DELETE',
    path: '/iam/:kind',
    access: canAdminister,
    tag: 'iam',
    description: 'Removes the connection; people already imported stay.',
    params: directoryKindParams,
    status: 204,
    errors: [404],
  }),
  importNow: endpoint({
    method: 'POST',
    path: '/iam/:kind/import',
    access: canAdminister,
    tag: 'iam',
    description: 'Queues a pull of people and groups through the directory API; answers the queued sync run. 404 without a connection, 409 while a pull is queued or running.',
    params: directoryKindParams,
    response: syncRun,
    status: 201,
    errors: [404, 409],
  }),
  googleOauthCheck: endpoint({
    method: 'GET',
    path: '/google/oauth/check',
    access: canAdminister,
    tag: 'iam',
    description: "Whether the company's Google Workspace directory connection can pull (spec part 1 §7): with a service account key stored, or, in OAuth mode, with the client secret and an admin's consent (refresh token) stored.",
    response: googleOauthCheckResponse,
  }),
  googleOauthSetup: endpoint({
    method: 'GET',
    path: '/google/oauth/setup',
    access: canAdminister,
    tag: 'iam',
    description:
      "Starts the Workspace admin's consent (spec part 1 §7): answers Google's authorisation URL (offline access, the directory read-only scopes, PKCE S256, a state bound to this admin and company, single use, 10 minutes). 409 unless the Google connection uses an OAuth client with its secret stored.",
    response: googleOauthSetupResponse,
    errors: [409],
  }),
  googleOauthCallback: endpoint({
    method: 'GET',
    path: '/google/oauth/callback',
    access: 'public',
    tag: 'iam',
    description:
      "Google's redirect after the consent (spec part 1 §7). The state alone names the company and the admin. Exchanges the code, stores the refresh token encrypted and answers 302 to /google?consent=ok, or 302 to /google?consent=error&reason=denied|state|exchange|setup. Never a JSON body.",
    query: googleOauthCallbackQuery,
  }),
  googleDomainImport: endpoint({
    method: 'POST',
    path: '/google/domain/import',
    access: canAdminister,
    tag: 'iam',
    description: 'Queues a pull of the Google Workspace domain (spec part 1 §7), the same as POST /iam/google/import.',
    response: syncRun,
    status: 201,
    errors: [404, 409],
  }),
  listScimTokens: endpoint({
    method: 'GET',
    path: '/iam/:kind/scim-tokens',
    access: canAdminister,
    tag: 'iam',
    description: 'The SCIM tokens this directory source pushes with (never the secrets) and the SCIM base URL.',
    params: directoryKindParams,
    response: scimTokensResponse,
  }),
  createScimToken: endpoint({
    method: 'POST',
    path: '/iam/:kind/scim-tokens',
    access: canAdminister,
    tag: 'iam',
    description: 'Makes a SCIM bearer token for this source; the secret is in this answer only (stored as its SHA-256).',
    params: directoryKindParams,
    body: createScimTokenBody,
    response: createdScimToken,
    status: 201,
  }),
  revokeScimToken: endpoint({
    method: 'DELETE',
    path: '/iam/:kind/scim-tokens/:id',
    access: canAdminister,
    tag: 'iam',
    description: 'Revokes a SCIM token: the identity provider gets 401 from then on.',
    params: scimTokenParams,
    status: 204,
    errors: [404],
  }),
};

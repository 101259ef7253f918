// Issue 27 (IAM integrations): directory connections that pull people and groups from Microsoft Graph
// (Azure / Microsoft Entra ID), the Google Admin SDK and Okta, the sync runs of those pulls, and the
// SCIM 2.0 bearer tokens an identity provider pushes people and groups with (/scim/v2).
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { members } from './members';
import { at, createdAt, id, tenantId } from './columns';

export const directoryKindEnum = pgEnum('directory_kind', ['azure', 'microsoft', 'google', 'okta']);
export const directorySyncStatusEnum = pgEnum('directory_sync_status', ['queued', 'running', 'succeeded', 'failed']);
/** how the pull authenticates: 'key' the typed secret (client secret, API token, Google service account key); 'oauth' Google's consent flow */
export const directoryAuthModeEnum = pgEnum('directory_auth_mode', ['key', 'oauth']);

/** One company's connection to one directory: where it is, the client and its secret (sealed). */
export const directoryConnections = pgTable(
  'directory_connections',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    kind: directoryKindEnum().notNull(),
    /** Azure/Entra: the tenant id or domain; Google: the Workspace domain; Okta: the organisation URL */
    tenant: text().notNull(),
    /** Azure/Entra: the app's client id; Google: the admin e-mail the service account acts as ('key') or the OAuth client id ('oauth') */
    clientId: text().notNull(),
    authMode: directoryAuthModeEnum().notNull().default('key'),
    /** Azure/Entra: client secret; Google: the service account key ('key') or the OAuth client secret ('oauth'); Okta: API token. Sealed, bound to `iam:${accountId}:${kind}` */
    secretSealed: text(),
    /** Google 'oauth': the refresh token from /api/google/oauth/callback, sealed, bound to `iam:${accountId}:${kind}:refresh-token` */
    refreshTokenSealed: text(),
    /** Google 'oauth': when and by whom the consent that gave the refresh token was made */
    consentedAt: at(),
    consentedBy: text(),
    createdAt: createdAt(),
    updatedAt: at(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind] })],
);

/**
 * Google 'oauth': a consent started by GET /api/google/oauth/setup. The callback arrives without a session,
 * so the state alone names the company and the admin: kept as its SHA-256, single use, 10 minutes.
 */
export const directoryOauthStates = pgTable(
  'directory_oauth_states',
  {
    /** SHA-256 (base64url) of the state sent to the authorisation server */
    stateHash: text().primaryKey(),
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    kind: directoryKindEnum().notNull(),
    memberId: uuid().notNull().references(() => members.id, { onDelete: 'cascade' }),
    /** the OAuth client the consent was started for; a connection changed since then does not take the token */
    clientId: text().notNull(),
    /** the PKCE verifier, sealed */
    verifierSealed: text().notNull(),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
    usedAt: at(),
  },
  (t) => [index().on(t.accountId, t.expiresAt)],
);

/** One pull: when, by whom, what it changed and what went wrong. */
export const directorySyncRuns = pgTable(
  'directory_sync_runs',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    kind: directoryKindEnum().notNull(),
    status: directorySyncStatusEnum().notNull().default('queued'),
    requestedBy: text().notNull(),
    requestedById: uuid(),
    createdAt: createdAt(),
    startedAt: at(),
    finishedAt: at(),
    created: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    deactivated: integer().notNull().default(0),
    groups: integer().notNull().default(0),
    errors: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.kind, t.createdAt)],
);

/** A SCIM bearer token: only its SHA-256 is kept; shown once when made. */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    /** the directory source that pushes with it; people it creates carry this source */
    source: directoryKindEnum().notNull(),
    name: text().notNull(),
    prefix: text().notNull(),
    tokenHash: text().notNull(),
    createdBy: text().notNull(),
    createdById: uuid().notNull(),
    createdAt: createdAt(),
    lastUsedAt: at(),
    revokedAt: at(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), uniqueIndex().on(t.tokenHash)],
);

export type DirectoryConnectionRow = typeof directoryConnections.$inferSelect;
export type DirectorySyncRunRow = typeof directorySyncRuns.$inferSelect;
export type ScimTokenRow = typeof scimTokens.$inferSelect;
export type DirectoryOauthStateRow = typeof directoryOauthStates.$inferSelect;

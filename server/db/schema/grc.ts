// GRC integrations (issue 27): Vanta (OAuth 2.0) and Scrut (API key) receive the company's compliance
// evidence. Tenant tables: every key leads with account_id. Secrets (client secret, tokens, API key) are
// sealed with server/lib/secret-box.ts, bound to the account and the integration's kind.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, createdAt, id, tenantId } from './columns';

/** One row per company and kind ('vanta' or 'scrut'): where evidence goes and how to authenticate there. */
export const grcConnections = pgTable(
  'grc_connections',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    /** where the pages of evidence are posted */
    ingestUrl: text().notNull(),
    /** Vanta: the authorisation server's endpoints, client id and scope; null for Scrut */
    authorizeUrl: text(),
    tokenUrl: text(),
    clientId: text(),
    scope: text(),
    /** sealed: Vanta's client secret, access and refresh tokens; Scrut's API key */
    clientSecretSealed: text(),
    accessTokenSealed: text(),
    refreshTokenSealed: text(),
    tokenExpiresAt: at(),
    apiKeySealed: text(),
    /** when the integration became able to send (Vanta: tokens received; Scrut: key saved) */
    connectedAt: at(),
    connectedBy: uuid(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind] }), check('grc_connections_kind', sql`${t.kind} in ('vanta', 'scrut')`)],
);
export type GrcConnectionRow = typeof grcConnections.$inferSelect;

/** A pending OAuth authorisation: single use, expiring, bound to the member who started it. */
export const grcOauthStates = pgTable(
  'grc_oauth_states',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    /** SHA-256 (base64url) of the state sent to the authorisation server */
    stateHash: text().notNull(),
    memberId: uuid().notNull(),
    /** the PKCE verifier, sealed */
    verifierSealed: text().notNull(),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
    usedAt: at(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.stateHash] })],
);

/** One export run: what was sent, when, and how the receiver answered. */
export const grcRuns = pgTable(
  'grc_runs',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    kind: text().notNull(),
    /** 'manual' (Send now) or 'schedule' (the daily job) */
    trigger: text().notNull(),
    startedAt: at().notNull(),
    finishedAt: at(),
    /** 'running', 'succeeded' or 'failed' */
    status: text().notNull(),
    /** records the receiver accepted (pages answered 2xx) */
    recordsSent: integer().notNull().default(0),
    recordsTotal: integer().notNull().default(0),
    pagesSent: integer().notNull().default(0),
    /** the last HTTP status the receiver answered (null when it never answered) */
    httpStatus: integer(),
    error: text(),
    /** records accepted per framework */
    frameworks: jsonb().$type<Record<string, number>>().notNull().default({}),
    requestedBy: uuid(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.kind, t.startedAt)],
);
export type GrcRunRow = typeof grcRuns.$inferSelect;

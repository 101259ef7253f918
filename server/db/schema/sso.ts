// Issue 25 (part 2): single sign-on through OpenID Connect. Each company configures its own Google,
// Microsoft or Okta connection (issuer, client id, client secret sealed with server/lib/secret-box.ts);
// a sign-in in progress keeps its state, nonce and PKCE verifier here, server-side and single-use.
import { index, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, createdAt, flag, tenantId } from './columns';

export const ssoKindEnum = pgEnum('sso_kind', ['google', 'microsoft', 'okta']);

/** One company's OpenID Connect connection for one provider (also the connection issue 27 imports users through). */
export const ssoProviders = pgTable(
  'sso_providers',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    kind: ssoKindEnum().notNull(),
    issuer: text().notNull(),
    clientId: text().notNull(),
    /** sealed with the secret box, bound to `${accountId}:${kind}` */
    clientSecretSealed: text(),
    enabled: flag(true),
    createdAt: createdAt(),
    updatedAt: at(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind] }), index().on(t.kind, t.enabled)],
);

/**
 * A sign-in between the redirect to the provider and its return. Found by the SHA-256 of the state the
 * browser carries (never the state itself); the nonce and the PKCE verifier are sealed; used once.
 */
export const ssoAuthStates = pgTable(
  'sso_auth_states',
  {
    stateHash: text().primaryKey(),
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    kind: ssoKindEnum().notNull(),
    nonceSealed: text().notNull(),
    codeVerifierSealed: text().notNull(),
    redirectUri: text().notNull(),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.accountId), index().on(t.expiresAt)],
);

export type SsoProviderRow = typeof ssoProviders.$inferSelect;
export type SsoAuthStateRow = typeof ssoAuthStates.$inferSelect;

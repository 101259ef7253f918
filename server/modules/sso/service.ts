// Issue 25 (part 2): the companies' OpenID Connect connections and the sign-ins through them. A sign-in
// keeps its state (hashed), nonce and PKCE verifier (sealed) in sso_auth_states, used once within
// STATE_TTL; the member is found by the ID token's verified e-mail within the company that started it,
// and the sign-in ends in auth-local's completeSignIn (second factor, login history).
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { SigninResponse } from '../../../src/api/contract/auth';
import { SSO_NO_PERMISSION, type SsoConfigBody, type SsoConfigResponse, type SsoFinishBody, type SsoKind, type SsoStartBody } from '../../../src/api/contract/sso';
import type { Db } from '../../db/client';
import { accounts, members, ssoAuthStates, ssoProviders, type AccountRow, type MemberRow, type SsoProviderRow } from '../../db/schema/index';
import { forbidden, HttpError, notFound, unauthorized } from '../../lib/http-error';
import { secretBox } from '../../lib/secret-box';
import { completeSignIn, recordLogin, sha256, type AuthContext } from '../auth/service';
import { authorizationUrl, checkIssuer, exchangeCode, type Connection } from './oidc';

/** How long a started sign-in may take at the provider. */
export const STATE_TTL_SECONDS = 10 * 60;

export const PROVIDER_NAMES: Record<SsoKind, string> = { google: 'Google', microsoft: 'Microsoft', okta: 'Okta' };

export const notSetUp = (kind: SsoKind) => notFound(`Single sign-on with ${PROVIDER_NAMES[kind]} is not set up for your company. Ask your admin, or sign in with your e-mail and password.`);
export const SIGNIN_EXPIRED = 'This sign-in has expired or was already used. Please sign in again.';

/** spec part 1 §9: Okta (and Microsoft) return to /login/callback; Google to /google/callback. */
export function redirectUriFor(publicUrl: string, kind: SsoKind): string {
  return `${publicUrl}${kind === 'google' ? '/google/callback' : '/login/callback'}`;
}

const secretContext = (row: Pick<SsoProviderRow, 'accountId' | 'kind'>) => `sso:${row.accountId}:${row.kind}`;
const stateContext = (stateHash: string) => `sso-state:${stateHash}`;

function connectionOf(row: SsoProviderRow): Connection {
  return { issuer: row.issuer, clientId: row.clientId, clientSecret: row.clientSecretSealed ? secretBox().open(row.clientSecretSealed, secretContext(row)) : null };
}

// ---------- public: which providers exist ----------

export async function enabledKinds(db: Db): Promise<SsoKind[]> {
  const rows = await db.selectDistinct({ kind: ssoProviders.kind }).from(ssoProviders).where(eq(ssoProviders.enabled, true)).orderBy(asc(ssoProviders.kind));
  return rows.map((r) => r.kind);
}

// ---------- configuration (admins of the company) ----------

function configAnswer(row: SsoProviderRow | undefined, redirectUri: string): SsoConfigResponse {
  return {
    config: row
      ? { kind: row.kind, issuer: row.issuer, client_id: row.clientId, has_secret: row.clientSecretSealed !== null, enabled: row.enabled, updated_at: (row.updatedAt ?? row.createdAt).toISOString() }
      : null,
    redirect_uri: redirectUri,
  };
}

async function providerRow(db: Db, accountId: string, kind: SsoKind): Promise<SsoProviderRow | undefined> {
  const [row] = await db.select().from(ssoProviders).where(and(eq(ssoProviders.accountId, accountId), eq(ssoProviders.kind, kind))).limit(1);
  return row;
}

export async function getConfig(db: Db, accountId: string, kind: SsoKind, publicUrl: string): Promise<SsoConfigResponse> {
  return configAnswer(await providerRow(db, accountId, kind), redirectUriFor(publicUrl, kind));
}

export type ConfigAudit = (tx: Db, details: Record<string, unknown>) => Promise<void>;

const issuerKey = (issuer: string) => issuer.replace(/\/+$/, '');

export async function saveConfig(db: Db, accountId: string, kind: SsoKind, body: SsoConfigBody, at: Date, publicUrl: string, audit: ConfigAudit): Promise<SsoConfigResponse> {
  const issuer = issuerKey(body.issuer);
  try {
    await checkIssuer(issuer);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new HttpError(400, 'ISSUER_UNREACHABLE', `The issuer could not be checked: ${reason} (${issuer}/.well-known/openid-configuration)`, {}, [{ path: 'issuer', message: `OpenID discovery failed: ${reason}` }]);
  }
  const existing = await providerRow(db, accountId, kind);
  const secret = body.client_secret?.trim();
  // A new secret replaces the stored one; none given keeps it, unless the client changed.
  const sealed = secret ? secretBox().seal(secret, secretContext({ accountId, kind })) : existing && existing.clientId === body.client_id ? existing.clientSecretSealed : null;
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(ssoProviders)
      .values({ accountId, kind, issuer, clientId: body.client_id, clientSecretSealed: sealed, enabled: body.enabled, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: [ssoProviders.accountId, ssoProviders.kind], set: { issuer, clientId: body.client_id, clientSecretSealed: sealed, enabled: body.enabled, updatedAt: at } })
      .returning();
    await audit(tx, { kind, issuer, client_id: body.client_id, enabled: body.enabled, secret: secret ? 'replaced' : sealed ? 'kept' : 'none', created: !existing });
    return saved;
  });
  return configAnswer(row, redirectUriFor(publicUrl, kind));
}

export async function deleteConfig(db: Db, accountId: string, kind: SsoKind, audit: ConfigAudit): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx.delete(ssoProviders).where(and(eq(ssoProviders.accountId, accountId), eq(ssoProviders.kind, kind))).returning({ issuer: ssoProviders.issuer });
    if (gone.length === 0) throw notFound(`No ${PROVIDER_NAMES[kind]} connection is set up.`);
    await tx.delete(ssoAuthStates).where(and(eq(ssoAuthStates.accountId, accountId), eq(ssoAuthStates.kind, kind)));
    await audit(tx, { kind, issuer: gone[0].issuer });
  });
}

// ---------- sign-in ----------

/**
 * The connection a sign-in uses: the company of the member with that e-mail, else the one matching the
 * issuer an Okta tile named, else the only company that turned this provider on.
 */
async function connectionFor(db: Db, kind: SsoKind, body: SsoStartBody): Promise<SsoProviderRow> {
  const enabled = and(eq(ssoProviders.kind, kind), eq(ssoProviders.enabled, true));
  if (body.email) {
    const [row] = await db
      .select({ p: ssoProviders })
      .from(ssoProviders)
      .innerJoin(members, eq(members.accountId, ssoProviders.accountId))
      .where(and(enabled, eq(members.email, body.email.toLowerCase())))
      .limit(1);
    if (row) return row.p;
  }
  const candidates = await db.select().from(ssoProviders).where(enabled).limit(50);
  const byIssuer = body.issuer ? candidates.filter((c) => issuerKey(c.issuer) === issuerKey(body.issuer!)) : candidates;
  if (byIssuer.length === 1) return byIssuer[0];
  throw notSetUp(kind);
}

export async function startSignin(db: Db, kind: SsoKind, body: SsoStartBody, publicUrl: string, now: Date): Promise<{ url: string }> {
  const row = await connectionFor(db, kind, body);
  const redirectUri = redirectUriFor(publicUrl, kind);
  let started;
  try {
    started = await authorizationUrl(connectionOf(row), redirectUri, now, body.email);
  } catch (error) {
    throw new HttpError(502, 'PROVIDER_UNREACHABLE', `${PROVIDER_NAMES[kind]} could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  const stateHash = sha256(started.state);
  const box = secretBox();
  await db.delete(ssoAuthStates).where(lt(ssoAuthStates.expiresAt, now));
  await db.insert(ssoAuthStates).values({
    stateHash,
    accountId: row.accountId,
    kind,
    nonceSealed: box.seal(started.nonce, stateContext(stateHash)),
    codeVerifierSealed: box.seal(started.codeVerifier, stateContext(stateHash)),
    redirectUri,
    expiresAt: new Date(now.getTime() + STATE_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return { url: started.url };
}

export interface FinishContext {
  auth: AuthContext;
  ip: string;
  userAgent: string;
}

export interface Finished {
  answer: SigninResponse;
  member: MemberRow;
  account: AccountRow;
}

export async function finishSignin(ctx: FinishContext, kind: SsoKind, body: SsoFinishBody): Promise<Finished> {
  const db = ctx.auth.db;
  const now = ctx.auth.now();
  const stateHash = sha256(body.state);
  // Taken once: the row is marked used before the provider is asked, so a replayed state finds nothing.
  const [state] = await db
    .update(ssoAuthStates)
    .set({ usedAt: now })
    .where(and(eq(ssoAuthStates.stateHash, stateHash), eq(ssoAuthStates.kind, kind), isNull(ssoAuthStates.usedAt), gt(ssoAuthStates.expiresAt, now)))
    .returning();
  if (!state) throw new HttpError(400, 'SSO_STATE_INVALID', SIGNIN_EXPIRED);
  const row = await providerRow(db, state.accountId, kind);
  if (!row || !row.enabled) throw forbidden(SSO_NO_PERMISSION);
  const box = secretBox();
  let identity;
  try {
    identity = await exchangeCode(
      connectionOf(row),
      { redirectUri: state.redirectUri, code: body.code, state: body.state, iss: body.iss },
      { state: body.state, nonce: box.open(state.nonceSealed, stateContext(stateHash)), codeVerifier: box.open(state.codeVerifierSealed, stateContext(stateHash)) },
      now,
    );
  } catch {
    throw unauthorized(SSO_NO_PERMISSION);
  }
  if (!identity.email) throw forbidden(SSO_NO_PERMISSION);
  const [found] = await db
    .select({ member: members, account: accounts })
    .from(members)
    .innerJoin(accounts, eq(accounts.id, members.accountId))
    .where(and(eq(members.email, identity.email), eq(members.accountId, state.accountId)))
    .limit(1);
  if (!found) throw forbidden(SSO_NO_PERMISSION);
  if (!identity.emailVerified) {
    await recordLogin(db, now, { member: found.member, method: kind, result: 'failure', detail: 'e-mail not verified by the provider', ip: ctx.ip, userAgent: ctx.userAgent });
    throw forbidden(SSO_NO_PERMISSION);
  }
  const answer = await completeSignIn(ctx.auth, found.member, found.account, kind, ctx.ip, ctx.userAgent);
  return { answer, member: found.member, account: found.account };
}

// The OpenID Connect side of SSO (issue 25), over openid-client v6: discovery from the issuer, the
// authorisation URL with PKCE (S256), state and nonce, and the code exchange whose ID token is checked for
// issuer, audience, signature, expiry and nonce by openid-client. The server's clock (app.now) is the one
// the checks use, so tests can move time.
import * as client from 'openid-client';

export interface Connection {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
}

export const SCOPES = 'openid profile email';

/** Plain http only for a provider on this machine (tests, local development). */
function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const DISCOVERY_TTL_MS = 5 * 60 * 1000;
const discovered = new Map<string, { at: number; server: client.ServerMetadata }>();

async function serverMetadata(issuer: string, fresh: boolean): Promise<client.ServerMetadata> {
  const cached = discovered.get(issuer);
  if (!fresh && cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.server;
  const url = new URL(issuer);
  const config = await client.discovery(url, 'discovery', undefined, undefined, {
    execute: isLoopback(url) ? [client.allowInsecureRequests] : [],
    timeout: 10,
  });
  const server = config.serverMetadata();
  discovered.set(issuer, { at: Date.now(), server });
  return server;
}

/** A configuration for one request, with the server's clock as the one the ID token checks use. */
async function configure(connection: Connection, now: Date, fresh = false): Promise<client.Configuration> {
  const server = await serverMetadata(connection.issuer, fresh);
  const auth = connection.clientSecret ? client.ClientSecretBasic(connection.clientSecret) : client.None();
  const config = new client.Configuration(server, connection.clientId, { [client.clockSkew]: Math.round((now.getTime() - Date.now()) / 1000) }, auth);
  if (isLoopback(new URL(connection.issuer))) client.allowInsecureRequests(config);
  return config;
}

/** Save-time check: the issuer answers OpenID discovery and names itself as the issuer configured. */
export async function checkIssuer(issuer: string): Promise<void> {
  await serverMetadata(issuer, true);
}

export interface Started {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function authorizationUrl(connection: Connection, redirectUri: string, now: Date, loginHint?: string): Promise<Started> {
  const config = await configure(connection, now);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const params: Record<string, string> = {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: SCOPES,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  };
  if (loginHint) params.login_hint = loginHint;
  return { url: client.buildAuthorizationUrl(config, params).href, state, nonce, codeVerifier };
}

export interface Identity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

const verified = (value: unknown) => value === true || value === 'true';

/** Exchanges the code; throws when the response, the token or any ID token check fails. */
export async function exchangeCode(
  connection: Connection,
  callback: { redirectUri: string; code: string; state: string; iss?: string },
  checks: { state: string; nonce: string; codeVerifier: string },
  now: Date,
): Promise<Identity> {
  const config = await configure(connection, now);
  const url = new URL(callback.redirectUri);
  url.searchParams.set('code', callback.code);
  url.searchParams.set('state', callback.state);
  if (callback.iss) url.searchParams.set('iss', callback.iss);
  const tokens = await client.authorizationCodeGrant(config, url, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('The provider returned no ID token.');
  let email = typeof claims.email === 'string' ? claims.email : null;
  let emailVerified = verified(claims.email_verified);
  let name = typeof claims.name === 'string' ? claims.name : null;
  // Providers that keep e-mail out of the ID token answer it at the userinfo endpoint, for the same subject.
  if (!email && config.serverMetadata().userinfo_endpoint) {
    const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    email = typeof info.email === 'string' ? info.email : null;
    emailVerified = verified(info.email_verified);
    name ??= typeof info.name === 'string' ? info.name : null;
  }
  return { subject: claims.sub, email: email?.toLowerCase() ?? null, emailVerified, name };
}

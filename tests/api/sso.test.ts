// Issue 25 (part 2): Google/Microsoft/Okta sign-in through OpenID Connect with PKCE, driven end to end
// against a real provider (oidc-provider in this process), every redirect followed by hand.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_SIGNIN_OFF_COOKIE, SSO_NO_PERMISSION } from '../../src/api/contract/sso';
import { accounts, auditLog, loginHistory, ssoAuthStates, ssoProviders } from '../../server/db/schema/index';
import { secretBox } from '../../server/lib/secret-box';
import { startOidcProvider, type TestProvider } from '../support/oidc-provider';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let op: TestProvider;
let shiftMs = 0;
const ADMIN = 'admin@acme.test';
const UNVERIFIED = 'groupadmin@acme.test';

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + shiftMs) });
  const publicUrl = t.app.mail.publicUrl;
  op = await startOidcProvider({
    redirectUris: [`${publicUrl}/login/callback`, `${publicUrl}/google/callback`],
    idTokenTtl: 60,
    users: [
      { sub: 'dana', email: ADMIN, email_verified: true, name: 'Dana Whitfield' },
      { sub: 'marcus', email: UNVERIFIED, email_verified: false, name: 'Marcus Lee' },
      { sub: 'stranger', email: 'stranger@elsewhere.test', email_verified: true, name: 'A Stranger' },
      { sub: 'hank', email: 'admin@globex.test', email_verified: true, name: 'Hank Scorpio' },
    ],
  });
}, 120_000);
afterAll(async () => {
  await op?.close();
  await t?.close();
});

const json = (body: unknown) => ({ payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

function configure(kind: string, body: Record<string, unknown>, as = ADMIN) {
  return t.as(as, { method: 'PUT', url: `/api/sso/${kind}`, ...json(body) });
}

/** A cookie jar for the provider's own cookies (its interaction and session cookies). */
class Jar {
  private cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair.split('=');
      this.cookies.set(name.trim(), value.join('='));
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** Follows the provider's redirects as a browser would, signing in as `login`, until it sends us back. */
async function throughProvider(authorizeUrl: string, login: string): Promise<URL> {
  const jar = new Jar();
  let url = authorizeUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(t.app.mail.publicUrl)) return new URL(url);
    let res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(res);
    if (res.status === 200 && new URL(url).pathname.startsWith('/interaction/')) {
      expect(await res.text()).toContain('Test provider sign-in');
      res = await fetch(url, { method: 'POST', redirect: 'manual', headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ login }).toString() });
      jar.take(res);
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`The provider stopped at ${url} with ${res.status}: ${await res.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('Too many redirects');
}

async function start(kind: string, body: Record<string, unknown> = { email: ADMIN }) {
  const res = await t.app.inject({ method: 'POST', url: `/api/auth/${kind}/signin-url`, ...json(body) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ url: string }>().url;
}

function finish(kind: string, callback: URL, overrides: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const body = { code: callback.searchParams.get('code'), state: callback.searchParams.get('state'), iss: callback.searchParams.get('iss') ?? undefined, ...overrides };
  return t.app.inject({ method: 'POST', url: `/api/auth/${kind}/signin`, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', 'user-agent': 'sso-test', ...headers } });
}

const acmeId = () => t.accounts['Acme Corp'].id;

describe('provider configuration', () => {
  it('refuses an issuer that does not answer OpenID discovery, with the reason, and stores nothing', async () => {
    const res = await configure('okta', { issuer: 'http://127.0.0.1:9/oauth2', client_id: 'x', client_secret: 's', enabled: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().exception).toMatch(/The issuer could not be checked/);
    expect(await t.db.select().from(ssoProviders).where(eq(ssoProviders.accountId, acmeId()))).toEqual([]);
  });

  it('saves a connection checked by discovery, seals the secret and never answers it', async () => {
    const res = await configure('okta', { issuer: op.issuer, client_id: op.clientId, client_secret: op.clientSecret, enabled: true });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(ssoProviders).where(and(eq(ssoProviders.accountId, acmeId()), eq(ssoProviders.kind, 'okta')));
    expect(row).toMatchObject({ issuer: op.issuer, clientId: op.clientId, enabled: true });
    expect(row.clientSecretSealed).not.toContain(op.clientSecret);
    expect(secretBox().open(row.clientSecretSealed!, `sso:${acmeId()}:okta`)).toBe(op.clientSecret);
    expect(res.body).not.toContain(op.clientSecret);
    expect(res.json()).toMatchObject({ config: { kind: 'okta', issuer: op.issuer, client_id: op.clientId, has_secret: true, enabled: true }, redirect_uri: `${t.app.mail.publicUrl}/login/callback` });

    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acmeId()), eq(auditLog.action, 'sso.config.save')));
    expect(audit).toBeDefined();

    // Saving again without a secret keeps the stored one.
    const again = await configure('okta', { issuer: op.issuer, client_id: op.clientId, enabled: true });
    expect(again.json().config.has_secret).toBe(true);
    const get = await t.as(ADMIN, { method: 'GET', url: '/api/sso/okta' });
    expect(get.json().config).toMatchObject({ issuer: op.issuer, has_secret: true });
  });

  it('is for the company admins only', async () => {
    expect((await t.as('auditor@acme.test', { method: 'GET', url: '/api/sso/okta' })).statusCode).toBe(403);
    expect((await t.as('groupadmin@acme.test', { method: 'PUT', url: '/api/sso/okta', ...json({ issuer: op.issuer, client_id: 'x', enabled: true }) })).statusCode).toBe(403);
    // Another company sees its own (none), not Acme's.
    expect((await t.as('admin@globex.test', { method: 'GET', url: '/api/sso/okta' })).json().config).toBeNull();
  });

  it('lists only the providers some company turned on, nothing more', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/sso/providers' });
    expect(res.json()).toEqual({ providers: ['okta'], password: true });
  });
});

describe('Okta sign-in (authorisation code with PKCE)', () => {
  it('goes to the provider with PKCE S256, state, nonce and the three scopes, then signs the verified member in', async () => {
    const url = new URL(await start('okta'));
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid profile email');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.app.mail.publicUrl}/login/callback`);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    // The server keeps only the state's hash and sealed nonce/verifier.
    const states = await t.db.select().from(ssoAuthStates).where(eq(ssoAuthStates.accountId, acmeId()));
    expect(states.some((s) => s.stateHash === url.searchParams.get('state'))).toBe(false);
    expect(states.some((s) => s.nonceSealed.includes(url.searchParams.get('nonce')!))).toBe(false);

    const callback = await throughProvider(url.href, 'dana');
    expect(callback.pathname).toBe('/login/callback');
    const res = await finish('okta', callback);
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json();
    expect(session).toMatchObject({ email: ADMIN, account_id: acmeId(), role: 'ADMIN' });
    // The token works on a call that needs a session.
    const me = await t.app.inject({ method: 'GET', url: '/api/sso/okta', headers: { authorization: `Bearer ${session.token}` } });
    expect(me.statusCode).toBe(200);
    const [login] = await t.db.select().from(loginHistory).where(eq(loginHistory.accountId, acmeId())).orderBy(desc(loginHistory.at)).limit(1);
    expect(login).toMatchObject({ email: ADMIN, method: 'okta', result: 'success', userAgent: 'sso-test' });

    // The state was used once: the same answer again is refused.
    const replay = await finish('okta', callback);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().exception).toMatch(/expired or was already used/);
  });

  it('refuses a tampered state', async () => {
    const callback = await throughProvider(await start('okta'), 'dana');
    const res = await finish('okta', callback, { state: `${callback.searchParams.get('state')}x` });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const url = new URL(await start('okta'));
    const rows = await t.db.select().from(ssoAuthStates).where(eq(ssoAuthStates.accountId, acmeId())).orderBy(desc(ssoAuthStates.createdAt)).limit(1);
    const row = rows[0];
    await t.db.update(ssoAuthStates).set({ nonceSealed: secretBox().seal('some-other-nonce', `sso-state:${row.stateHash}`) }).where(eq(ssoAuthStates.stateHash, row.stateHash));
    const res = await finish('okta', await throughProvider(url.href, 'dana'));
    expect(res.statusCode).toBe(401);
    expect(res.json().exception).toBe(SSO_NO_PERMISSION);
  });

  it('refuses an expired ID token', async () => {
    const callback = await throughProvider(await start('okta'), 'dana');
    shiftMs = 5 * 60 * 1000; // the token lives 60 s; the state 10 minutes
    try {
      const res = await finish('okta', callback);
      expect(res.statusCode).toBe(401);
      expect(res.json().exception).toBe(SSO_NO_PERMISSION);
    } finally {
      shiftMs = 0;
    }
  });

  it('refuses an e-mail the provider has not verified, and records the failure', async () => {
    const res = await finish('okta', await throughProvider(await start('okta', { email: UNVERIFIED }), 'marcus'));
    expect(res.statusCode).toBe(403);
    expect(res.json().exception).toBe(SSO_NO_PERMISSION);
    const rows = await t.db.select().from(loginHistory).where(and(eq(loginHistory.accountId, acmeId()), eq(loginHistory.email, UNVERIFIED), eq(loginHistory.method, 'okta')));
    expect(rows.map((r) => r.result)).toEqual(['failure']);
  });

  it('refuses a verified address that is no member of the company that started the sign-in', async () => {
    expect((await finish('okta', await throughProvider(await start('okta'), 'stranger'))).statusCode).toBe(403);
    // Globex's admin is a member, but of a company without this connection.
    expect((await finish('okta', await throughProvider(await start('okta'), 'hank'))).statusCode).toBe(403);
  });

  it('answers 404 for a provider no company set up', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/microsoft/signin-url', ...json({}) });
    expect(res.statusCode).toBe(404);
  });
});

describe('Google sign-in and the password form cookie', () => {
  it('returns to /google/callback, and a company without password sign-in sets the 3652-day cookie', async () => {
    expect((await configure('google', { issuer: op.issuer, client_id: op.clientId, client_secret: op.clientSecret, enabled: true })).statusCode).toBe(200);
    await t.db.update(accounts).set({ disableUsernamePassword: true }).where(eq(accounts.id, acmeId()));
    try {
      const callback = await throughProvider(await start('google'), 'dana');
      expect(callback.pathname).toBe('/google/callback');
      // A Google state cannot be finished as Okta.
      expect((await finish('okta', callback)).statusCode).toBe(400);

      const other = await throughProvider(await start('google'), 'dana');
      const res = await finish('google', other);
      expect(res.statusCode, res.body).toBe(200);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toContain(`${PASSWORD_SIGNIN_OFF_COOKIE}=google`);
      expect(cookie).toContain(`Max-Age=${3652 * 24 * 60 * 60}`);
      const providers = await t.app.inject({ method: 'GET', url: '/api/auth/sso/providers', headers: { cookie: cookie.split(';')[0] } });
      expect(providers.json()).toEqual({ providers: ['google', 'okta'], password: false });
    } finally {
      await t.db.update(accounts).set({ disableUsernamePassword: false }).where(eq(accounts.id, acmeId()));
    }
  });

  it('removing a connection stops its sign-in', async () => {
    const res = await t.as(ADMIN, { method: 'DELETE', url: '/api/sso/google' });
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(ssoProviders).where(and(eq(ssoProviders.accountId, acmeId()), eq(ssoProviders.kind, 'google')))).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/google/signin-url', ...json({ email: ADMIN }) })).statusCode).toBe(404);
  });
});

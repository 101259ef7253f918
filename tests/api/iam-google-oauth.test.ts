// Issue 27, spec part 1 §7: Google Workspace directory through a Workspace admin's OAuth consent.
// GET /api/google/oauth/setup answers Google's authorisation URL (PKCE S256, state bound to the admin and
// company, single use); GET /api/google/oauth/callback arrives without a session, exchanges the code at a
// LOCAL token endpoint (tests/support/directory-server.ts), keeps the refresh token sealed and redirects
// to /google?consent=…; "Import now" then pulls with the refresh-token grant. Checked against the database.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, directoryConnections, directoryOauthStates, people } from '../../server/db/schema/index';
import {
  GOOGLE_OAUTH_CLIENT_ID,
  GOOGLE_OAUTH_CLIENT_SECRET,
  GOOGLE_REFRESH_TOKEN,
  startDirectoryServer,
  type DirectoryServer,
  type FakeUser,
} from '../support/directory-server';
import { createTestApp, type TestApp } from './helpers';

const ADMIN = 'admin@acme.test';
const json = (body: unknown) => ({ payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const USERS: FakeUser[] = [
  { id: 'g-1', email: 'rita.vance@contoso.test', name: 'Rita Vance', department: 'Legal' },
  { id: 'g-2', email: 'sam.okafor@contoso.test', name: 'Sam Okafor' },
  { id: 'g-3', email: 'tess.lund@contoso.test', name: 'Tess Lund', active: false },
];

let t: TestApp;
let dir: DirectoryServer;
let acme: string;

beforeAll(async () => {
  dir = await startDirectoryServer({ users: [...USERS], groups: [{ id: 'gg-1', name: 'Contoso Legal', members: ['g-1'] }] });
  process.env.IAM_ALLOW_HTTP = '1';
  process.env.OUTBOUND_ALLOW_PRIVATE = '1'; // the fake Google listens on this machine
  process.env.IAM_GOOGLE_API_URL = dir.url;
  process.env.IAM_GOOGLE_AUTH_URL = `${dir.url}/o/oauth2/v2/auth`;
  process.env.IAM_GOOGLE_TOKEN_URL = `${dir.url}/oauth2/token`;
  t = await createTestApp({ jobs: { enabled: false } });
  acme = t.accounts['Acme Corp'].id;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await dir?.close();
});

const connection = async () => (await t.db.select().from(directoryConnections).where(and(eq(directoryConnections.accountId, acme), eq(directoryConnections.kind, 'google'))))[0];
const consentAudits = () => t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.action, 'iam.google.consent')));
const saveOauth = (clientId = GOOGLE_OAUTH_CLIENT_ID, secret: string | null = GOOGLE_OAUTH_CLIENT_SECRET) =>
  t.as(ADMIN, { method: 'PUT', url: '/api/iam/google', ...json({ tenant: 'contoso.test', client_id: clientId, auth_mode: 'oauth', ...(secret ? { secret } : {}) }) });

/** Starts a consent as the admin; answers the URL's parameters. */
async function setup(as = ADMIN) {
  const res = await t.as(as, { method: 'GET', url: '/api/google/oauth/setup' });
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().url as string);
}

/** What Google does when the admin consents: a code bound to the PKCE challenge, and the browser sent back. */
function consent(url: URL, code: string) {
  dir.googleOauth.codes.set(code, { challenge: url.searchParams.get('code_challenge')!, redirectUri: url.searchParams.get('redirect_uri')! });
  return `/api/google/oauth/callback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(url.searchParams.get('state')!)}&scope=${encodeURIComponent(url.searchParams.get('scope')!)}`;
}

// The browser arrives from Google without our bearer session.
const callback = (path: string) => t.app.inject({ method: 'GET', url: path });

describe('Google OAuth consent', () => {
  it('setup answers 409 until an OAuth client with its secret is saved', async () => {
    const none = await t.as(ADMIN, { method: 'GET', url: '/api/google/oauth/setup' });
    expect(none.statusCode).toBe(409);
    expect(none.json().exception).toMatch(/OAuth client/);
    const noSecret = await saveOauth(GOOGLE_OAUTH_CLIENT_ID, null);
    expect(noSecret.statusCode, noSecret.body).toBe(200);
    expect((await t.as(ADMIN, { method: 'GET', url: '/api/google/oauth/setup' })).statusCode).toBe(409);
  });

  it('keeps the client secret sealed; without a consent the connection cannot pull', async () => {
    const saved = await saveOauth();
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(GOOGLE_OAUTH_CLIENT_SECRET);
    expect(saved.json().connection).toMatchObject({ auth_mode: 'oauth', client_id: GOOGLE_OAUTH_CLIENT_ID, has_secret: true, has_consent: false, consented_by: null });
    expect(saved.json().redirect_uri).toBe(`${t.app.mail.publicUrl}/api/google/oauth/callback`);
    const row = await connection();
    expect(row.authMode).toBe('oauth');
    expect(row.secretSealed).not.toContain(GOOGLE_OAUTH_CLIENT_SECRET);
    expect((await t.as(ADMIN, { method: 'GET', url: '/api/google/oauth/check' })).json()).toEqual({ connected: false, domain: 'contoso.test' });
    expect((await t.as(ADMIN, { method: 'POST', url: '/api/google/domain/import' })).statusCode).toBe(404);
  });

  it('refuses OAuth mode for the other directories', async () => {
    const res = await t.as(ADMIN, { method: 'PUT', url: '/api/iam/okta', ...json({ tenant: 'https://contoso.okta.example', client_id: '', secret: 'x', auth_mode: 'oauth' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('auth_mode');
  });

  it('setup answers the authorisation URL with PKCE S256 and a state stored hashed for this admin', async () => {
    const url = await setup();
    expect(`${url.origin}${url.pathname}`).toBe(`${dir.url}/o/oauth2/v2/auth`);
    const p = url.searchParams;
    expect(p.get('response_type')).toBe('code');
    expect(p.get('client_id')).toBe(GOOGLE_OAUTH_CLIENT_ID);
    expect(p.get('redirect_uri')).toBe(`${t.app.mail.publicUrl}/api/google/oauth/callback`);
    expect(p.get('scope')!.split(' ').sort()).toEqual([
      'https://www.googleapis.com/auth/admin.directory.group.readonly',
      'https://www.googleapis.com/auth/admin.directory.user.readonly',
    ]);
    expect(p.get('access_type')).toBe('offline');
    expect(p.get('prompt')).toBe('consent');
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = p.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(32);
    const [row] = await t.db.select().from(directoryOauthStates).where(eq(directoryOauthStates.stateHash, sha256(state)));
    expect(row).toMatchObject({ accountId: acme, memberId: t.members[ADMIN].id, kind: 'google', clientId: GOOGLE_OAUTH_CLIENT_ID, usedAt: null });
    expect(JSON.stringify(row)).not.toContain(state);
    const ttl = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });

  let replay = '';
  it('the callback exchanges the code with its verifier, seals the refresh token, audits as the admin and redirects to /google?consent=ok', async () => {
    const url = await setup();
    dir.googleOauth.grants.length = 0;
    replay = consent(url, 'code-ok-1');
    const res = await callback(replay);
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe('/google?consent=ok');
    // the token endpoint got the code, our redirect URI and the verifier of the challenge sent to Google
    expect(dir.googleOauth.grants).toHaveLength(1);
    const grant = dir.googleOauth.grants[0];
    expect(grant.get('grant_type')).toBe('authorization_code');
    expect(grant.get('redirect_uri')).toBe(`${t.app.mail.publicUrl}/api/google/oauth/callback`);
    expect(sha256(grant.get('code_verifier')!)).toBe(url.searchParams.get('code_challenge'));
    const row = await connection();
    expect(row.refreshTokenSealed).toBeTruthy();
    expect(row.refreshTokenSealed).not.toContain(GOOGLE_REFRESH_TOKEN);
    expect(row.consentedBy).toBe(ADMIN);
    expect((await t.as(ADMIN, { method: 'GET', url: '/api/google/oauth/check' })).json()).toEqual({ connected: true, domain: 'contoso.test' });
    const page = await t.as(ADMIN, { method: 'GET', url: '/api/iam/google' });
    expect(page.body).not.toContain(GOOGLE_REFRESH_TOKEN);
    expect(page.json().connection).toMatchObject({ has_consent: true, consented_by: ADMIN });
    const audits = await consentAudits();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ memberId: t.members[ADMIN].id, email: ADMIN, role: 'ADMIN', target: 'google' });
  });

  it('replaying the same state redirects with the reason and stores nothing new', async () => {
    const before = await connection();
    dir.googleOauth.grants.length = 0;
    dir.googleOauth.codes.set('code-ok-1', { challenge: 'x', redirectUri: 'x' });
    const res = await callback(replay);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/google?consent=error&reason=state');
    expect(dir.googleOauth.grants).toHaveLength(0);
    const after = await connection();
    expect(after.refreshTokenSealed).toBe(before.refreshTokenSealed);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(await consentAudits()).toHaveLength(1);
  });

  it('redirects with a reason, never 500, for a denial, an expired or unknown state and a refused code', async () => {
    const before = await connection();
    // the admin declined at Google: the state is spent
    const denied = await setup();
    const deniedState = denied.searchParams.get('state')!;
    let res = await callback(`/api/google/oauth/callback?error=access_denied&state=${deniedState}`);
    expect(res.headers.location).toBe('/google?consent=error&reason=denied');
    res = await callback(consent(denied, 'code-after-denial'));
    expect(res.headers.location).toBe('/google?consent=error&reason=state');
    // expired
    const late = await setup();
    await t.db.update(directoryOauthStates).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(directoryOauthStates.stateHash, sha256(late.searchParams.get('state')!)));
    res = await callback(consent(late, 'code-late'));
    expect(res.headers.location).toBe('/google?consent=error&reason=state');
    // unknown or missing state, nothing at all
    for (const path of ['/api/google/oauth/callback?code=abc&state=made-up', '/api/google/oauth/callback?code=abc', '/api/google/oauth/callback']) {
      res = await callback(path);
      expect(res.statusCode, path).toBe(302);
      expect(res.headers.location).toBe('/google?consent=error&reason=state');
    }
    // a code the token endpoint refuses
    const refused = await setup();
    res = await callback(`/api/google/oauth/callback?code=never-issued&state=${refused.searchParams.get('state')}`);
    expect(res.headers.location).toBe('/google?consent=error&reason=exchange');
    const after = await connection();
    expect(after.refreshTokenSealed).toBe(before.refreshTokenSealed);
    expect(await consentAudits()).toHaveLength(1);
  });

  it('a consent started before the connection changed to another client stores nothing', async () => {
    const url = await setup();
    const changed = await saveOauth('another-client.apps.googleusercontent.example', 'another-secret');
    expect(changed.json().connection).toMatchObject({ has_consent: false });
    const res = await callback(consent(url, 'code-stale'));
    expect(res.headers.location).toBe('/google?consent=error&reason=setup');
    expect((await connection()).refreshTokenSealed).toBeNull();
    expect((await t.as(ADMIN, { method: 'GET', url: '/api/google/oauth/check' })).json().connected).toBe(false);
  });

  it('"Import now" pulls the people with the refresh-token grant', async () => {
    await saveOauth();
    expect((await callback(consent(await setup(), 'code-ok-2'))).headers.location).toBe('/google?consent=ok');
    dir.googleOauth.grants.length = 0;
    dir.requests.length = 0;
    const queued = await t.as(ADMIN, { method: 'POST', url: '/api/google/domain/import' });
    expect(queued.statusCode, queued.body).toBe(201);
    await t.app.jobs.runDue();
    const [run] = (await t.as(ADMIN, { method: 'GET', url: '/api/iam/google' })).json().runs;
    expect(run.status, JSON.stringify(run.errors)).toBe('succeeded');
    expect(dir.googleOauth.grants.map((g) => g.get('grant_type'))).toEqual(['refresh_token']);
    expect(dir.googleOauth.grants[0].get('refresh_token')).toBe(GOOGLE_REFRESH_TOKEN);
    // no service-account JWT was used
    expect(dir.requests.some((r) => r.path === '/token')).toBe(false);
    expect(dir.requests.filter((r) => r.path === '/admin/directory/v1/users').map((r) => r.query.get('domain'))).toEqual(['contoso.test', 'contoso.test']);
    const rows = await t.db.select({ email: people.email, status: people.status }).from(people).where(and(eq(people.accountId, acme), eq(people.source, 'google')));
    expect(rows.map((r) => r.email).sort()).toEqual(USERS.map((u) => u.email).sort());
    expect(rows.find((r) => r.email === 'tess.lund@contoso.test')?.status).toBe('INACTIVE');
  });

  it('switching back to a service account key drops the consent', async () => {
    const saved = await t.as(ADMIN, { method: 'PUT', url: '/api/iam/google', ...json({ tenant: 'contoso.test', client_id: 'it-admin@contoso.test', auth_mode: 'key' }) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().connection).toMatchObject({ auth_mode: 'key', has_secret: false, has_consent: false });
    expect((await connection()).refreshTokenSealed).toBeNull();
    expect((await t.as(ADMIN, { method: 'GET', url: '/api/google/oauth/setup' })).statusCode).toBe(409);
  });
});

describe('who may start a consent', () => {
  it('the read-only role, group admins and sessions of another company cannot use Acme consent', async () => {
    for (const who of ['auditor@acme.test', 'groupadmin@acme.test']) {
      expect((await t.as(who, { method: 'GET', url: '/api/google/oauth/setup' })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/google/oauth/setup' })).statusCode).toBe(401);
    // Globex's admin has no Google connection: its setup refers to nothing of Acme's
    expect((await t.as('admin@globex.test', { method: 'GET', url: '/api/google/oauth/setup' })).statusCode).toBe(409);
  });
});

describe('the contract', () => {
  it('documents setup and callback in /api/openapi.json, the callback without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { security?: unknown[]; parameters?: { name: string }[] }>>;
    expect(paths['/api/google/oauth/setup']?.get).toBeTruthy();
    const cb = paths['/api/google/oauth/callback']?.get;
    expect(cb?.security).toEqual([]);
    expect(cb?.parameters?.map((p) => p.name).sort()).toEqual(['code', 'error', 'state']);
  });
});

// Issue 27, GRC integrations: Vanta connects through OAuth 2.0 (authorisation code + PKCE) against a real
// local authorisation server (oidc-provider, tests/support/oidc-provider.ts), Scrut with an API key; both
// send the company's endpoint compliance evidence to a local receiver that validates every page against
// the published JSON Schema (tests/support/grc-receiver.ts). Figures are compared with the database.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrcRun, GrcStatus } from '../../src/api/contract/grc';
import { auditLog, grcConnections, grcOauthStates, grcRuns, jobSchedules } from '../../server/db/schema/index';
import { rowsOf } from '../../server/ingest/sql-arrays';
import { secretBox } from '../../server/lib/secret-box';
import { schemaFileOf, schemaText } from '../../server/modules/grc/schema-files';
import { startGrcReceiver, type GrcReceiver } from '../support/grc-receiver';
import { startOidcProvider, type TestProvider } from '../support/oidc-provider';
import { createTestApp, type TestApp } from './helpers';

const ADMIN = 'admin@acme.test';
const CLIENT_SECRET = 'vanta-test-client-secret-that-is-long-enough-for-hs256';
const SCRUT_KEY = 'scrut-test-api-key-0123456789';

let t: TestApp;
let op: TestProvider;
let vanta: GrcReceiver;
let scrut: GrcReceiver;
let acme: string;

beforeAll(async () => {
  process.env.OUTBOUND_ALLOW_PRIVATE = '1'; // the authorisation server and the receivers listen on this machine
  t = await createTestApp({ jobs: { enabled: false }, agent: { sweepIntervalMs: 0 } });
  await t.app.jobs.runDue(); // saves the schedules' rows
  acme = t.accounts['Acme Corp'].id;
  op = await startOidcProvider({
    redirectUris: [`${t.app.mail.publicUrl}/vanta/oauth/callback`],
    clientSecret: CLIENT_SECRET,
    users: [{ sub: 'dana', email: ADMIN, email_verified: true, name: 'Dana Whitfield' }],
  });
  vanta = await startGrcReceiver('vanta', (credential) => /^Bearer \S+$/.test(credential));
  scrut = await startGrcReceiver('scrut', (credential) => credential === SCRUT_KEY);
}, 120_000);
afterAll(async () => {
  await vanta?.close();
  await scrut?.close();
  await op?.close();
  await t?.close();
});

const json = (body: unknown) => ({ payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
const put = (url: string, body: unknown, as = ADMIN) => t.as(as, { method: 'PUT', url, ...json(body) });
const post = (url: string, body?: unknown, as = ADMIN) => t.as(as, { method: 'POST', url, ...(body === undefined ? {} : json(body)) });
const get = (url: string, as = ADMIN) => t.as(as, { method: 'GET', url });

async function connection(kind: 'vanta' | 'scrut') {
  const [row] = await t.db.select().from(grcConnections).where(and(eq(grcConnections.accountId, acme), eq(grcConnections.kind, kind)));
  return row;
}
async function audits(action: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.accountId, acme)));
  return Number(row.n);
}

interface DbEvidence { endpoint_id: string; hostname: string; control: string; framework: string; passed: boolean; checked_at: Date | string; os_name: string; os_version: string; person_email: string | null }
async function acmeEvidence(): Promise<DbEvidence[]> {
  return rowsOf<DbEvidence>(
    await t.db.execute(sql`select r.endpoint_id, e.hostname, r.control, r.framework, r.passed, r.checked_at, e.os_name, e.os_version, p.email as person_email
      from compliance_results r join endpoints e on e.account_id = r.account_id and e.id = r.endpoint_id
      left join people p on p.account_id = e.account_id and p.id = e.owner_person_id
      where r.account_id = ${acme}::uuid`),
  );
}

/** A cookie jar for the provider's interaction and session cookies. */
function jar() {
  const cookies = new Map<string, string>();
  return {
    take(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [name, ...value] = line.split(';')[0].split('=');
        cookies.set(name.trim(), value.join('='));
      }
    },
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
}

/** Follows the authorisation server as a browser would, signs in as `login`, stops at our redirect URI. */
async function authorise(authorizeUrl: string, login = 'dana'): Promise<URL> {
  const cookies = jar();
  let url = authorizeUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(t.app.mail.publicUrl)) return new URL(url);
    let res = await fetch(url, { redirect: 'manual', headers: { cookie: cookies.header() } });
    cookies.take(res);
    if (res.status === 200 && new URL(url).pathname.startsWith('/interaction/')) {
      res = await fetch(url, { method: 'POST', redirect: 'manual', headers: { cookie: cookies.header(), 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ login }).toString() });
      cookies.take(res);
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`The authorisation server stopped at ${url} with ${res.status}`);
    url = new URL(location, url).href;
  }
  throw new Error('Too many redirects');
}

describe('published evidence schemas', () => {
  it('are the files in docs/integrations, equal to what the contract describes', () => {
    for (const kind of ['vanta', 'scrut'] as const) expect(readFileSync(schemaFileOf(kind), 'utf8')).toBe(schemaText(kind));
  });
});

describe('access', () => {
  it('refuses Globex (no compliance controls: enable_mdm off) and the read-only and group roles', async () => {
    for (const email of ['admin@globex.test', 'auditor@acme.test', 'groupadmin@acme.test', 'ops@palisade.test']) {
      expect((await get('/api/grc/vanta', email)).statusCode, email).toBe(403);
      expect((await get('/api/grc/scrut/runs', email)).statusCode, email).toBe(403);
      expect((await put('/api/grc/scrut/config', { ingest_url: scrut.url, api_key: SCRUT_KEY }, email)).statusCode, email).toBe(403);
      expect((await post('/api/grc/vanta/send', undefined, email)).statusCode, email).toBe(403);
      expect((await t.as(email, { method: 'DELETE', url: '/api/grc/scrut' })).statusCode, email).toBe(403);
    }
    expect(await t.db.select().from(grcConnections)).toHaveLength(0);
  });

  it('answers 409 to Send now and connect before anything is set up, 400 with reasons to a bad body', async () => {
    expect((await post('/api/grc/vanta/send')).statusCode).toBe(409);
    expect((await post('/api/grc/vanta/oauth/start')).statusCode).toBe(409);
    const bad = await put('/api/grc/vanta/config', { authorize_url: 'ftp://x', token_url: 'nope', client_id: '', scope: '', ingest_url: vanta.url });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path).sort()).toEqual(['authorize_url', 'client_id', 'token_url']);
  });
});

describe('Vanta: OAuth connection and evidence export', () => {
  const config = () => ({ authorize_url: `${op.issuer}/auth`, token_url: `${op.issuer}/token`, client_id: op.clientId, client_secret: CLIENT_SECRET, scope: 'openid', ingest_url: vanta.url });

  it('saves the settings with the client secret sealed, never answered back', async () => {
    const res = await put('/api/grc/vanta/config', config());
    expect(res.statusCode).toBe(200);
    const body: GrcStatus = res.json();
    expect(body).toMatchObject({ connected: false, config: { client_id: op.clientId, ingest_url: vanta.url, has_secret: true }, redirect_uri: `${t.app.mail.publicUrl}/vanta/oauth/callback` });
    expect(res.body).not.toContain(CLIENT_SECRET);
    const row = await connection('vanta');
    expect(row.clientSecretSealed).not.toContain(CLIENT_SECRET);
    expect(secretBox().open(row.clientSecretSealed!, `${acme}:vanta:client-secret`)).toBe(CLIENT_SECRET);
    expect(await audits('grc.vanta.configure')).toBe(1);
  });

  it('connects through the authorisation server; a tampered or replayed state is refused; tokens are stored sealed', async () => {
    const start = await post('/api/grc/vanta/oauth/start');
    expect(start.statusCode).toBe(200);
    const authorizeUrl = new URL(start.json().authorize_url);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${t.app.mail.publicUrl}/vanta/oauth/callback`);
    const back = await authorise(authorizeUrl.href);
    expect(back.pathname).toBe('/vanta/oauth/callback');
    const code = back.searchParams.get('code')!;
    const state = back.searchParams.get('state')!;
    expect(state).toBe(authorizeUrl.searchParams.get('state'));

    const tampered = await post('/api/grc/vanta/oauth/finish', { code, state: `${state.slice(0, -2)}xx` });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().issues[0].path).toBe('state');
    // a reader of the company may not finish a connection
    expect((await post('/api/grc/vanta/oauth/finish', { code, state }, 'auditor@acme.test')).statusCode).toBe(403);
    expect((await connection('vanta')).connectedAt).toBeNull();

    const done = await post('/api/grc/vanta/oauth/finish', { code, state });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ connected: true });
    const row = await connection('vanta');
    expect(row.accessTokenSealed).toMatch(/^v1\./);
    expect(row.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    expect(await audits('grc.vanta.connect')).toBe(1);

    const replay = await post('/api/grc/vanta/oauth/finish', { code, state });
    expect(replay.statusCode).toBe(400);
    const [spent] = await t.db.select().from(grcOauthStates).where(eq(grcOauthStates.accountId, acme));
    expect(spent.usedAt).not.toBeNull();
    expect(spent.stateHash).not.toBe(state);
  });

  it('refuses a state started by another member of the company, or past its ten minutes', async () => {
    for (const change of [{ memberId: '00000000-0000-4000-8000-000000000001' }, { expiresAt: new Date(Date.now() - 1000) }]) {
      const state = new URL((await post('/api/grc/vanta/oauth/start')).json().authorize_url).searchParams.get('state')!;
      const hash = createHash('sha256').update(state).digest('base64url');
      await t.db.update(grcOauthStates).set(change).where(and(eq(grcOauthStates.accountId, acme), eq(grcOauthStates.stateHash, hash)));
      const res = await post('/api/grc/vanta/oauth/finish', { code: 'any-code', state });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().issues[0].path).toBe('state');
    }
  });

  it('"Send now" posts schema-valid pages whose records are the DB\'s compliance rows for Acme, with the access token', async () => {
    const res = await post('/api/grc/vanta/send');
    expect(res.statusCode).toBe(200);
    const run: GrcRun = res.json();
    const db = await acmeEvidence();
    expect(db.length).toBeGreaterThan(0);
    expect(vanta.rejected).toEqual([]);
    const resources = vanta.accepted.flatMap((p) => p.body.resources as { uniqueId: string; hostname: string; controlId: string; framework: string; status: string; lastEvaluatedAt: string; person: { email: string } | null; os: { name: string; version: string } }[]);
    expect(resources).toHaveLength(db.length);
    expect(new Set(resources.map((r) => r.uniqueId)).size).toBe(db.length);
    expect(run).toMatchObject({ status: 'succeeded', records_sent: db.length, records_total: db.length, pages_sent: vanta.accepted.length, http_status: 200, error: null, trigger: 'manual' });

    for (const sample of [db[0], db[Math.floor(db.length / 2)], db[db.length - 1]]) {
      const sent = resources.find((r) => r.uniqueId === `${sample.endpoint_id}:${sample.control}`)!;
      expect(sent).toMatchObject({ hostname: sample.hostname, controlId: sample.control, framework: sample.framework, status: sample.passed ? 'PASS' : 'FAIL', os: { name: sample.os_name, version: sample.os_version } });
      expect(new Date(sent.lastEvaluatedAt).getTime()).toBe(new Date(sample.checked_at).getTime());
      expect(sent.person?.email ?? null).toBe(sample.person_email);
    }
    // the bearer token is the one sealed in the database
    const row = await connection('vanta');
    const token = secretBox().open(row.accessTokenSealed!, `${acme}:vanta:access-token`);
    expect(vanta.accepted[0].headers.authorization).toBe(`Bearer ${token}`);
    expect(row.accessTokenSealed).not.toContain(token);

    // the dashboard: counts per framework as sent, equal to the DB's
    const status: GrcStatus = (await get('/api/grc/vanta')).json();
    const perFramework = new Map<string, number>();
    for (const r of db) perFramework.set(r.framework, (perFramework.get(r.framework) ?? 0) + 1);
    expect(Object.fromEntries(status.last_sent.map((f) => [f.framework, f.records]))).toEqual(Object.fromEntries(perFramework));
    expect(status.available.records).toBe(db.length);
    expect(Object.fromEntries(status.available.frameworks.map((f) => [f.framework, f.records]))).toEqual(Object.fromEntries(perFramework));
    expect(status.last_sent_at).toBe(run.finished_at);
    const runs: GrcRun[] = (await get('/api/grc/vanta/runs')).json();
    expect(runs[0]).toEqual(run);
    expect(await audits('grc.vanta.send')).toBe(1);
  });

  it('renews an expired access token with the refresh token before sending, and seals the new one', async () => {
    // the token endpoint becomes the receiver's (oidc-provider issues no refresh token without offline access)
    await t.db
      .update(grcConnections)
      .set({ tokenUrl: vanta.tokenUrl, refreshTokenSealed: secretBox().seal('refresh-1', `${acme}:vanta:refresh-token`), tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(grcConnections.accountId, acme), eq(grcConnections.kind, 'vanta')));
    vanta.accepted.length = 0;
    const run: GrcRun = (await post('/api/grc/vanta/send')).json();
    expect(run.status).toBe('succeeded');
    expect(vanta.refreshes).toHaveLength(1);
    expect(vanta.refreshes[0].form).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'refresh-1' });
    expect(vanta.refreshes[0].authorization).toBe(`Basic ${Buffer.from(`${op.clientId}:${CLIENT_SECRET}`).toString('base64')}`);
    expect(new Set(vanta.accepted.map((p) => p.headers.authorization))).toEqual(new Set(['Bearer renewed-1']));
    const row = await connection('vanta');
    expect(secretBox().open(row.accessTokenSealed!, `${acme}:vanta:access-token`)).toBe('renewed-1');
    expect(row.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('disconnects (audited): the credentials are gone, the run history stays', async () => {
    const res = await t.as(ADMIN, { method: 'DELETE', url: '/api/grc/vanta' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ connected: false, config: null });
    expect(await connection('vanta')).toBeUndefined();
    expect(await audits('grc.vanta.disconnect')).toBe(1);
    expect((await get('/api/grc/vanta/runs')).json()).toHaveLength(2);
    expect((await t.as(ADMIN, { method: 'DELETE', url: '/api/grc/vanta' })).statusCode).toBe(404);
  });
});

describe('Scrut: API key and evidence export', () => {
  it('a receiver answering 500 makes a failed run with the status, and nothing counts as sent', async () => {
    const saved = await put('/api/grc/scrut/config', { ingest_url: scrut.url, api_key: SCRUT_KEY });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(SCRUT_KEY);
    const row = await connection('scrut');
    expect(row.apiKeySealed).not.toContain(SCRUT_KEY);
    expect(secretBox().open(row.apiKeySealed!, `${acme}:scrut:api-key`)).toBe(SCRUT_KEY);

    scrut.answer = 500;
    const res = await post('/api/grc/scrut/send');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'failed', http_status: 500, records_sent: 0, pages_sent: 0, frameworks: [] });
    expect(res.json().error).toContain('500');
    const [stored] = await t.db.select().from(grcRuns).where(and(eq(grcRuns.accountId, acme), eq(grcRuns.kind, 'scrut')));
    expect(stored).toMatchObject({ status: 'failed', httpStatus: 500, recordsSent: 0 });
    const status: GrcStatus = (await get('/api/grc/scrut')).json();
    expect(status).toMatchObject({ connected: true, last_sent_at: null, last_sent: [] });
  });

  it('does not call a private or local address outside tests: the run fails with the reason and nothing leaves', async () => {
    scrut.answer = 200;
    scrut.accepted.length = 0;
    delete process.env.OUTBOUND_ALLOW_PRIVATE;
    try {
      const run: GrcRun = (await post('/api/grc/scrut/send')).json();
      expect(run).toMatchObject({ status: 'failed', records_sent: 0, pages_sent: 0 });
      expect(run.error).toMatch(/must use https|private or local address/);
      expect(scrut.accepted).toEqual([]);
    } finally {
      process.env.OUTBOUND_ALLOW_PRIVATE = '1';
    }
  });

  it('sends every record in Scrut\'s shape once the receiver accepts, with the API key', async () => {
    scrut.answer = 200;
    scrut.accepted.length = 0;
    const run: GrcRun = (await post('/api/grc/scrut/send')).json();
    const db = await acmeEvidence();
    expect(scrut.rejected).toEqual([]);
    const records = scrut.accepted.flatMap((p) => p.body.records as { device_id: string; control_id: string; result: string }[]);
    expect(records).toHaveLength(db.length);
    const sample = db[1];
    expect(records.find((r) => r.device_id === sample.endpoint_id && r.control_id === sample.control)?.result).toBe(sample.passed ? 'compliant' : 'non_compliant');
    expect(scrut.accepted[0].headers['x-api-key']).toBe(SCRUT_KEY);
    expect(run).toMatchObject({ status: 'succeeded', records_sent: db.length, http_status: 200 });
  });
});

describe('the daily export', () => {
  it('is a schedule of the job queue, listed on /scheduled-jobs, and its run records a scheduled run', async () => {
    const [schedule] = await t.db.select().from(jobSchedules).where(eq(jobSchedules.name, 'grc.export'));
    expect(schedule.spec).toBe('23 2 * * *');
    const listed = (await get('/api/scheduled-jobs', 'ops@palisade.test')).json() as { name: string; spec: string }[];
    expect(listed.find((s) => s.name === 'grc.export')).toMatchObject({ spec: schedule.spec });
    expect((await get('/api/grc/scrut')).json().schedule).toEqual({ spec: schedule.spec, next_run_at: schedule.nextRunAt.toISOString() });

    await t.db.update(jobSchedules).set({ nextRunAt: new Date(Date.now() - 60_000) }).where(eq(jobSchedules.name, 'grc.export'));
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const runs: GrcRun[] = (await get('/api/grc/scrut/runs')).json();
    expect(runs[0]).toMatchObject({ trigger: 'schedule', status: 'succeeded' });
  });
});

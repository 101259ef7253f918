// Issue 3, agent API: enrolment with the account's secret, device tokens stored hashed, heartbeat.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, endpoints, people } from '../../server/db/schema/index';
import { setEnrolmentSecret } from '../../server/ingest/index';
import { agentSettingsFromEnv, DEFAULT_AGENT_SETTINGS } from '../../server/modules/agent/settings';
import { createAgentTestApp, enrol, enrolBody, endpointRow, GLOBEX_SECRET, personIdOf, telemetryCounts, type AgentTestApp } from './agent-fixtures';
import { testIp } from './helpers';

let t: AgentTestApp;
/** the app's clock runs this far ahead of the real one */
let clockOffsetMs = 0;
beforeAll(async () => {
  t = await createAgentTestApp({ now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(() => t?.close());

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('POST /agent/v1/enrol', () => {
  it('answers a device token of at least 128 random bits and stores only its hash', async () => {
    const body = enrolBody({ owner_email: 'New.Owner@Acme.test', owner_name: 'New Owner', platform: 'UBUNTU_24', os_name: 'Ubuntu', infra: true });
    const res = await t.app.inject({ method: 'POST', url: '/agent/v1/enrol', payload: body });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.heartbeat_interval_s).toBeGreaterThan(0);
    const random = /^pald_[0-9a-f]{32}_(.+)$/.exec(answer.device_token)![1];
    expect(Buffer.from(random, 'base64url').length * 8).toBeGreaterThanOrEqual(128);

    const row = await endpointRow(t, answer.endpoint_id);
    expect(row).toMatchObject({
      accountId: t.acmeId,
      hostname: body.hostname,
      serial: body.serial,
      platform: 'UBUNTU_24',
      platformFamily: 'Linux',
      osName: 'Ubuntu',
      agentVersion: '1.1.7',
      status: 'ACTIVE',
      infra: true,
      deviceTokenHash: sha256(answer.device_token),
    });
    expect(JSON.stringify(row)).not.toContain(random);
    const [owner] = await t.db.select().from(people).where(eq(people.id, row.ownerPersonId!));
    expect(owner).toMatchObject({ accountId: t.acmeId, email: 'new.owner@acme.test', name: 'New Owner' });
  });

  it('answers 401 for a wrong secret and stores nothing', async () => {
    const before = await telemetryCounts(t);
    for (const secret of ['wrong-secret-value', `${GLOBEX_SECRET}x`, ' ']) {
      const res = await t.app.inject({ method: 'POST', url: '/agent/v1/enrol', payload: enrolBody({ secret, owner_email: 'never.stored@acme.test' }) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    expect(await telemetryCounts(t)).toEqual(before);
    expect(await personIdOf(t, t.acmeId, 'never.stored@acme.test')).toBeUndefined();
  });

  it('answers 400 with the issues for a bad body and stores nothing', async () => {
    const before = await telemetryCounts(t);
    const res = await t.app.inject({ method: 'POST', url: '/agent/v1/enrol', payload: { ...enrolBody(), platform: 'BEOS', owner_email: 'not an email' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path).sort()).toEqual(['owner_email', 'platform']);
    expect(await telemetryCounts(t)).toEqual(before);
  });

  it('enrols into the account whose secret it is; the secret can be rotated', async () => {
    const device = await enrol(t, { secret: GLOBEX_SECRET, owner_email: 'ops@globex.test' });
    expect((await endpointRow(t, device.endpointId)).accountId).toBe(t.globexId);

    const { secret } = await setEnrolmentSecret(t.db, t.globexId);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const old = await t.app.inject({ method: 'POST', url: '/agent/v1/enrol', payload: enrolBody({ secret: GLOBEX_SECRET }) });
    expect(old.statusCode).toBe(401);
    const fresh = await enrol(t, { secret, owner_email: 'ops@globex.test' });
    expect((await endpointRow(t, fresh.endpointId)).accountId).toBe(t.globexId);
    // The device enrolled before the rotation keeps its token.
    expect((await t.app.inject({ method: 'POST', url: '/agent/v1/heartbeat', headers: device.headers, payload: {} })).statusCode).toBe(200);
  });

  it('re-enrolling the same serial keeps the endpoint and replaces its token', async () => {
    const body = enrolBody();
    const first = await enrol(t, body);
    const second = await enrol(t, { ...body, hostname: 'RENAMED-01', agent_version: '1.1.6' });
    expect(second.endpointId).toBe(first.endpointId);
    expect(second.token).not.toBe(first.token);
    expect((await t.app.inject({ method: 'POST', url: '/agent/v1/heartbeat', headers: first.headers, payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/agent/v1/heartbeat', headers: second.headers, payload: {} })).statusCode).toBe(200);
    const rows = await t.db.select().from(endpoints).where(and(eq(endpoints.accountId, t.acmeId), eq(endpoints.serial, body.serial)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ hostname: 'RENAMED-01', agentVersion: '1.1.6' });
  });

  it('makes a PENDING company ACTIVE when its first endpoint enrols', async () => {
    const initech = t.accounts['Initech'];
    expect(initech.status).toBe('PENDING');
    const { secret } = await setEnrolmentSecret(t.db, initech.id);
    await enrol(t, { secret, owner_email: 'peter@initech.test' });
    const [row] = await t.db.select({ status: accounts.status }).from(accounts).where(eq(accounts.id, initech.id));
    expect(row.status).toBe('ACTIVE');
  });
});

// Issue 15 finding 7: enrolment answered 50 wrong secrets in 0.2 s.
describe('POST /agent/v1/enrol, limited per client address', () => {
  const { failures, windowMs } = DEFAULT_AGENT_SETTINGS.enrolLimit;
  const attempt = (remoteAddress: string, secret?: string) =>
    t.app.inject({ method: 'POST', url: '/agent/v1/enrol', payload: enrolBody(secret === undefined ? {} : { secret }), remoteAddress });

  it('answers 429 with Retry-After past the failures of one window, even to a burst, until the window passes', async () => {
    const guesser = testIp();
    const before = await telemetryCounts(t);
    // All at once: each guess is counted before its secret is looked up, so the burst cannot overtake
    // the count (guesses still in flight count too, so a burst may be cut short, never run long).
    const burst = await Promise.all(Array.from({ length: failures + 30 }, (_, i) => attempt(guesser, `guess-${i}`)));
    let answered = burst.filter((r) => r.statusCode === 401).length;
    expect(answered).toBeLessThanOrEqual(failures);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(burst.length - answered);
    let refused = await attempt(guesser, 'one-more-guess');
    while (refused.statusCode === 401 && answered < failures) {
      answered += 1;
      refused = await attempt(guesser, `one-more-guess-${answered}`);
    }
    expect(answered).toBe(failures);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', exception: expect.stringMatching(/Try again in \d+ minutes?/) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    // past the limit the secret is not even looked at: the right one is refused from that address too
    expect((await attempt(guesser)).statusCode).toBe(429);
    expect(await telemetryCounts(t)).toEqual(before);

    // another address enrols as usual
    const other = await attempt(testIp());
    expect(other.statusCode).toBe(200);

    clockOffsetMs = retryAfter * 1000;
    try {
      expect((await attempt(guesser)).statusCode).toBe(200);
      expect((await attempt(guesser, 'guess-after-the-window')).statusCode).toBe(401);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('counts only wrong secrets: more enrolments than the limit from one address all succeed', async () => {
    const fleet = testIp();
    for (let i = 0; i < failures + 5; i++) expect((await attempt(fleet)).statusCode).toBe(200);
    // more at once than the limit: an enrolment refused only because of the others in flight may retry at once
    const rollOut = await Promise.all(Array.from({ length: failures + 10 }, () => attempt(fleet)));
    for (const r of rollOut) {
      if (r.statusCode !== 200) expect([r.statusCode, r.headers['retry-after']]).toEqual([429, '1']);
    }
    // and they leave nothing counted against the address
    expect((await attempt(fleet, 'a-mistyped-secret')).statusCode).toBe(401);
  });

  it('is configured like the other agent settings', () => {
    expect(agentSettingsFromEnv({ AGENT_ENROL_LIMIT: '5' })).toEqual({ enrolLimit: { failures: 5, windowMs: 15 * 60_000 } });
    expect(() => agentSettingsFromEnv({ AGENT_ENROL_LIMIT: '-1' })).toThrow(/AGENT_ENROL_LIMIT/);
  });
});

describe('POST /agent/v1/heartbeat', () => {
  it('records what the agent reports and its last contact', async () => {
    const device = await enrol(t);
    await t.db.update(endpoints).set({ lastSeen: new Date('2026-01-01T00:00:00Z') }).where(eq(endpoints.id, device.endpointId));
    const res = await t.app.inject({
      method: 'POST',
      url: '/agent/v1/heartbeat',
      headers: device.headers,
      payload: { agent_version: '1.1.8', os_version: '15.2', disk_encrypted: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pending_commands: 0 });
    const row = await endpointRow(t, device.endpointId);
    expect(row).toMatchObject({ agentVersion: '1.1.8', osVersion: '15.2', diskEncrypted: false, mdmManaged: true });
    expect(row.lastSeen.getTime()).toBeGreaterThan(new Date('2026-01-01T00:00:00Z').getTime());
  });

  it.each([
    ['no header', undefined],
    ['a console JWT', 'jwt'],
    ['a malformed token', 'Bearer pald_nothex_abc'],
    ['a token naming another account', 'other-account'],
  ])('answers 401 for %s', async (_, kind) => {
    const device = await enrol(t);
    let authorization: string | undefined = kind;
    if (kind === 'jwt') authorization = `Bearer ${t.tokens['admin@acme.test']}`;
    if (kind === 'other-account') authorization = `Bearer ${device.token.replace(t.acmeId.replace(/-/g, ''), t.globexId.replace(/-/g, ''))}`;
    const res = await t.app.inject({ method: 'POST', url: '/agent/v1/heartbeat', headers: authorization ? { authorization } : {}, payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

// Issue 27, agent settings (/copilot), Copilot Messages (/copilot-messages) and About (/about): changes bump
// the policy version and reach an enrolled agent's policy document, with live reach; bounds answer 400 and
// store nothing; About's agent version counts are the database's.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyDocument } from '../../src/api/contract/agent';
import type { AboutResponse, AgentSettingsResponse, CopilotMessage, CopilotMessagesResponse } from '../../src/api/contract/settings-api';
import { accountAgentSettings, auditLog, copilotMessages } from '../../server/db/schema/index';
import { currentPolicyVersion } from '../../server/lib/policy-version';
import { createAgentTestApp, enrol, GLOBEX_SECRET, type AgentTestApp, type Enrolled } from './agent-fixtures';

const ADMIN = 'admin@acme.test';
let t: AgentTestApp;
let acme: string;
let globex: string;

beforeAll(async () => {
  t = await createAgentTestApp();
  acme = t.accounts['Acme Corp'].id;
  globex = t.accounts['Globex'].id;
});
afterAll(() => t?.close());

const get = (url: string, email = ADMIN) => t.as(email, { method: 'GET', url });
const put = (url: string, payload: object, email = ADMIN) => t.as(email, { method: 'PUT', url, payload });
const policyOf = async (d: Enrolled): Promise<PolicyDocument> => (await t.app.inject({ method: 'GET', url: '/agent/v1/policy', headers: d.headers })).json();
const ack = (d: Enrolled, version: number) => t.app.inject({ method: 'POST', url: '/agent/v1/policy/ack', headers: d.headers, payload: { version } });

const VALID = { heartbeat_seconds: 90, offline_minutes: 120, command_timeout_minutes: 20, log_level: 'debug', update_channel: 'canary', uninstall_protection: false } as const;

describe('agent settings', () => {
  it('answers the defaults until changed, and no agent_settings in the document', async () => {
    const device = await enrol(t, { owner_email: 'settings.owner@acme.test' });
    const res = await get('/api/agent-settings');
    expect(res.statusCode).toBe(200);
    const body: AgentSettingsResponse = res.json();
    expect(body.is_default).toBe(true);
    expect((await t.db.select().from(accountAgentSettings).where(eq(accountAgentSettings.accountId, acme))).length).toBe(0);
    expect((await policyOf(device)).agent_settings).toBeUndefined();
  });

  it('a change bumps the policy version, is audited and appears in an enrolled agent\u2019s document, with live reach', async () => {
    const device = await enrol(t, { owner_email: 'settings.owner2@acme.test' });
    const before = await currentPolicyVersion(t.db, acme);
    const res = await put('/api/agent-settings', VALID);
    expect(res.statusCode, res.body).toBe(200);
    const after = await currentPolicyVersion(t.db, acme);
    expect(after.version).toBe(before.version + 1);
    const [row] = await t.db.select().from(accountAgentSettings).where(eq(accountAgentSettings.accountId, acme));
    expect(row).toMatchObject({ heartbeatSeconds: 90, offlineMinutes: 120, commandTimeoutMinutes: 20, logLevel: 'debug', updateChannel: 'canary', uninstallProtection: false, updatedBy: ADMIN });
    const doc = await policyOf(device);
    expect(doc.version).toBe(after.version);
    expect(doc.agent_settings).toEqual(VALID);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.action, 'agent-settings.update')));
    expect(audits.length).toBeGreaterThan(0);

    // live reach: active endpoints holding the current version, as the database counts them
    expect((await ack(device, after.version)).statusCode).toBe(200);
    const reach = ((await get('/api/agent-settings')).json() as AgentSettingsResponse).reach;
    const { rows: [db] } = (await t.db.execute(sql`
      select count(*) filter (where policy_version >= ${after.version})::int as ack, count(*)::int as n
      from endpoints where account_id = ${acme} and status = 'ACTIVE'`)) as unknown as { rows: { ack: number; n: number }[] };
    expect(reach).toEqual({ policy_version: after.version, acknowledged: db.ack, endpoints: db.n });
    expect(reach.acknowledged).toBeGreaterThanOrEqual(1);
  });

  it('does not reach another company\u2019s agents', async () => {
    const other = await enrol(t, { secret: GLOBEX_SECRET, owner_email: 'someone@globex.test' });
    expect((await policyOf(other)).agent_settings).toBeUndefined();
    const globexView: AgentSettingsResponse = (await get('/api/agent-settings', 'admin@globex.test')).json();
    expect(globexView.is_default).toBe(true);
    expect(globex).not.toBe(acme);
  });

  it('refuses out-of-bounds values with reasons; nothing stored, no new version', async () => {
    const [stored] = await t.db.select().from(accountAgentSettings).where(eq(accountAgentSettings.accountId, acme));
    const version = await currentPolicyVersion(t.db, acme);
    const bad = [
      { ...VALID, heartbeat_seconds: 5 },
      { ...VALID, heartbeat_seconds: 3601 },
      { ...VALID, offline_minutes: 1 },
      { ...VALID, command_timeout_minutes: 0 },
      { ...VALID, command_timeout_minutes: 1.5 },
      { ...VALID, log_level: 'trace' },
      { ...VALID, update_channel: 'nightly' },
      { ...VALID, heartbeat_seconds: 3600, offline_minutes: 60 },
      { heartbeat_seconds: 60 },
    ];
    for (const body of bad) {
      const res = await put('/api/agent-settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().issues.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const cover = await put('/api/agent-settings', { ...VALID, heartbeat_seconds: 3600, offline_minutes: 60 });
    expect(cover.json().issues).toContainEqual({ path: 'offline_minutes', message: 'The offline threshold must cover at least three heartbeat intervals.' });
    const [still] = await t.db.select().from(accountAgentSettings).where(eq(accountAgentSettings.accountId, acme));
    expect(still).toEqual(stored);
    expect((await currentPolicyVersion(t.db, acme)).version).toBe(version.version);
  });

  it('only the admin: the auditor and the group admin get 403', async () => {
    for (const email of ['auditor@acme.test', 'groupadmin@acme.test']) {
      expect((await get('/api/agent-settings', email)).statusCode).toBe(403);
      expect((await put('/api/agent-settings', VALID, email)).statusCode).toBe(403);
    }
  });
});

describe('copilot messages', () => {
  it('answers default texts, and a change reaches the policy document with a new version', async () => {
    const device = await enrol(t, { owner_email: 'messages.owner@acme.test' });
    const list: CopilotMessagesResponse = (await get('/api/copilot-messages')).json();
    expect(list.messages.map((m) => m.kind)).toEqual(['block', 'block-alert']);
    expect(list.messages.every((m) => m.is_default)).toBe(true);
    const before = await currentPolicyVersion(t.db, acme);
    const text = { title: 'Blocked by Acme', body: '{target} is not allowed at {company}: {reason}.' };
    const res = await put('/api/copilot-messages/block', text);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as CopilotMessage).is_default).toBe(false);
    const [row] = await t.db.select().from(copilotMessages).where(and(eq(copilotMessages.accountId, acme), eq(copilotMessages.action, 'Block')));
    expect(row).toMatchObject(text);
    expect((await currentPolicyVersion(t.db, acme)).version).toBe(before.version + 1);
    expect((await policyOf(device)).copilot_messages).toEqual({ block: text });
  });

  it('refuses unknown placeholders, empty and long texts; a reset goes back to the default', async () => {
    for (const body of [{ title: '', body: 'x' }, { title: 'x', body: 'Hello {user}' }, { title: 'x', body: 'y'.repeat(1001) }]) {
      expect((await put('/api/copilot-messages/block-alert', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await put('/api/copilot-messages/report', { title: 'x', body: 'y' })).statusCode).toBe(400);
    expect((await t.db.select().from(copilotMessages).where(and(eq(copilotMessages.accountId, acme), eq(copilotMessages.action, 'Block Alert')))).length).toBe(0);
    const reset = await t.as(ADMIN, { method: 'DELETE', url: '/api/copilot-messages/block' });
    expect(reset.statusCode).toBe(200);
    expect((reset.json() as CopilotMessage).is_default).toBe(true);
    expect((await t.db.select().from(copilotMessages).where(eq(copilotMessages.accountId, acme))).length).toBe(0);
  });
});

describe('about', () => {
  it('agent version counts equal the database\u2019s, for every role of the company', async () => {
    await enrol(t, { owner_email: 'about.owner@acme.test', agent_version: '1.0.9' });
    const res = await get('/api/about');
    expect(res.statusCode).toBe(200);
    const about: AboutResponse = res.json();
    const { rows } = (await t.db.execute(sql`select agent_version as version, count(*)::int as n from endpoints where account_id = ${acme} group by 1`)) as unknown as { rows: { version: string; n: number }[] };
    expect(Object.fromEntries(about.agent_versions.map((v) => [v.version, v.endpoints]))).toEqual(Object.fromEntries(rows.map((r) => [r.version, r.n])));
    expect(about.database.version).toMatch(/PostgreSQL/);
    expect(about.server.version).toBe(process.versions.node);
    expect(about.licences.find((l) => l.name === 'fastify')?.licence).toBe('MIT');
    expect((await get('/api/about', 'auditor@acme.test')).statusCode).toBe(200);
  });
});

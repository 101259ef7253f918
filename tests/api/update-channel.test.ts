// Issue 27, the automatic-update channel a company admin sets on /copilot, as the releases of issue 24 read it:
// 'off' is offered no version on the heartbeat and is in no canary plan's pool, 'canary' is what a plan's first
// stage picks before the others, and a company without agent settings counts as 'stable'. The channel is set
// through the real agent-settings API by the company's own admin; the answers are compared with the tables.
import { createHash } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRelease, PlanDetail, PlanRollout } from '../../src/api/contract/releases';
import type { AgentSettingsResponse } from '../../src/api/contract/settings-api';
import { accountAgentSettings, accounts, agentBuilds, canaryPlanCompanies } from '../../server/db/schema/index';
import { createAgentTestApp, enrol, GLOBEX_SECRET, type AgentTestApp, type Enrolled } from './agent-fixtures';

let t: AgentTestApp;
const ROOT = 'root@palisade.test';
const OPS = 'ops@palisade.test';
const ADMIN_OF: Record<string, string> = {};

beforeAll(async () => {
  t = await createAgentTestApp({ agent: { sweepIntervalMs: 0, rateLimit: { requests: 100_000, windowMs: 60_000 } } });
  ADMIN_OF[t.acmeId] = 'admin@acme.test';
  ADMIN_OF[t.globexId] = 'admin@globex.test';
});
afterAll(() => t?.close());

async function ok<T>(email: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown, status = 200): Promise<T> {
  const res = await t.as(email, { method, url: `/api${path}`, ...(payload === undefined ? {} : { payload: payload as object }) });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

/** The company's own admin sets its channel on the agent settings, the other settings as they are. */
async function setChannel(accountId: string, channel: 'stable' | 'canary' | 'off') {
  const admin = ADMIN_OF[accountId]!;
  const current = await ok<AgentSettingsResponse>(admin, 'GET', '/agent-settings');
  const saved = await ok<AgentSettingsResponse>(admin, 'PUT', '/agent-settings', { ...current.settings, update_channel: channel });
  expect(saved.settings.update_channel).toBe(channel);
  const [row] = await t.db.select().from(accountAgentSettings).where(eq(accountAgentSettings.accountId, accountId));
  expect(row?.updateChannel).toBe(channel);
}

async function heartbeat(device: Enrolled, agentVersion: string) {
  const res = await t.app.inject({ method: 'POST', url: '/agent/v1/heartbeat', headers: device.headers, payload: { agent_version: agentVersion } });
  expect(res.statusCode).toBe(200);
  return res.json() as { update?: { version: string; url: string; sha256: string } };
}

async function offer(version: string) {
  const [build] = await t.db.select().from(agentBuilds).where(and(eq(agentBuilds.version, version), eq(agentBuilds.platform, 'DARWIN_ARM_64')));
  return { version, url: build!.downloadPath, sha256: build!.sha256 };
}

async function rolloutRows(): Promise<Map<string, CompanyRelease>> {
  const rows = await ok<CompanyRelease[]>(OPS, 'GET', '/agent-rollout?size=100');
  return new Map(rows.map((r) => [r.id, r]));
}

async function joined(planId: string): Promise<string[]> {
  const rows = await t.db.select().from(canaryPlanCompanies).where(and(eq(canaryPlanCompanies.planId, planId), isNotNull(canaryPlanCompanies.stage)));
  return rows.map((r) => r.accountId).sort();
}

/** The plan's order without channels: sha256 of 'plan:account', first 12 hex digits, ascending. */
function hashOrder(planId: string, ids: string[]): string[] {
  const rank = (id: string) => createHash('sha256').update(`${planId}:${id}`).digest('hex').slice(0, 12);
  return [...ids].sort((a, b) => rank(a).localeCompare(rank(b)));
}

describe('update channel', () => {
  let customers: string[];
  let initech: string;
  let acmeMac: Enrolled;
  let globexMac: Enrolled;

  beforeAll(async () => {
    customers = (await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.isProvider, false))).map((a) => a.id);
    initech = t.accounts['Initech'].id;
    acmeMac = await enrol(t, { agent_version: '1.1.5', platform: 'DARWIN_ARM_64' });
    globexMac = await enrol(t, { agent_version: '1.1.5', platform: 'DARWIN_ARM_64', owner_email: 'owner.person@globex.test', secret: GLOBEX_SECRET });
  });

  it("picks a 'canary' company first when a plan's first stage takes one company, the others after it in the plan's order", async () => {
    const plan = await ok<PlanDetail>(ROOT, 'POST', '/canary-plans', { name: 'Early ring', version: '1.2.0', target: 'percentage', stages: [33, 66, 100] }, 201);
    // the company the plain order would leave for later is the one on 'canary'
    const plain = hashOrder(plan.id, customers);
    const canary = [t.acmeId, t.globexId].find((id) => id !== plain[0])!;
    await setChannel(canary, 'canary');
    const started = await ok<PlanDetail>(ROOT, 'POST', `/canary-plans/${plan.id}/start`);
    expect(started).toMatchObject({ status: 'active', current_stage: 0, companies_in: 1 });
    expect(await joined(plan.id)).toEqual([canary]);
    const rollout = await ok<PlanRollout>(ROOT, 'GET', `/canary-plans/${plan.id}/rollout`);
    expect(rollout.companies.filter((c) => c.stage === 0).map((c) => c.id)).toEqual([canary]);
    // the provider's list shows the channel, and the canary company is offered the plan's version
    const rows = await rolloutRows();
    expect([rows.get(canary)?.channel, rows.get(canary)?.target_version]).toEqual(['canary', '1.2.0']);
    expect(rows.get(initech)?.channel).toBe('stable');
    // the next stage adds the first of the others in the plan's own order
    await ok(ROOT, 'POST', `/canary-plans/${plan.id}/widen`);
    expect(await joined(plan.id)).toEqual([canary, plain.find((id) => id !== canary)!].sort());
    await ok(ROOT, 'POST', `/canary-plans/${plan.id}/rollback`);
    await setChannel(canary, 'stable');
  });

  it("offers an 'off' company's agents nothing on their heartbeat while another company's are offered the released version", async () => {
    const released = await offer('1.1.7');
    expect((await heartbeat(globexMac, '1.1.5')).update).toEqual(released);
    await setChannel(t.globexId, 'off');
    expect((await heartbeat(globexMac, '1.1.5')).update).toBeUndefined();
    expect((await heartbeat(acmeMac, '1.1.5')).update).toEqual(released);
    // the provider sees why: no offered version and the channel; a company without settings is 'stable'
    expect(await t.db.select().from(accountAgentSettings).where(eq(accountAgentSettings.accountId, initech))).toHaveLength(0);
    const rows = await rolloutRows();
    expect(rows.get(t.globexId)).toMatchObject({ channel: 'off', target_version: null, on_target: 0 });
    expect(rows.get(t.acmeId)).toMatchObject({ channel: 'stable', target_version: '1.1.7' });
    expect(rows.get(initech)).toMatchObject({ channel: 'stable', target_version: '1.1.7' });
  });

  it("keeps an 'off' company out of every plan's pool, and a company that turns 'off' in a stage is offered nothing", async () => {
    const plan = await ok<PlanDetail>(OPS, 'POST', '/canary-plans', { name: 'Everyone', version: '1.2.0', target: 'percentage', stages: [100] }, 201);
    const before = await ok<PlanRollout>(OPS, 'GET', `/canary-plans/${plan.id}/rollout`);
    expect(before.pool).toBe(customers.length - 1);
    expect(before.companies.map((c) => c.id).sort()).toEqual(customers.filter((id) => id !== t.globexId).sort());
    await ok(OPS, 'POST', `/canary-plans/${plan.id}/start`);
    expect(await joined(plan.id)).toEqual(customers.filter((id) => id !== t.globexId).sort());
    const after = await ok<PlanRollout>(OPS, 'GET', `/canary-plans/${plan.id}/rollout`);
    expect(after.companies.map((c) => c.id)).not.toContain(t.globexId);
    expect(after.stages[0]).toMatchObject({ companies: customers.length - 1, planned: customers.length - 1 });
    expect((await heartbeat(acmeMac, '1.1.5')).update).toEqual(await offer('1.2.0'));
    expect((await heartbeat(globexMac, '1.1.5')).update).toBeUndefined();
    await setChannel(t.acmeId, 'off');
    expect((await heartbeat(acmeMac, '1.1.5')).update).toBeUndefined();
    expect((await rolloutRows()).get(t.acmeId)).toMatchObject({ channel: 'off', target_version: null, plan: { id: plan.id } });
    await ok(OPS, 'POST', `/canary-plans/${plan.id}/rollback`);

    // a plan of chosen companies leaves the 'off' ones out of its pool too
    const chosen = await ok<PlanDetail>(OPS, 'POST', '/canary-plans', { name: 'Chosen', version: '1.2.0', target: 'companies', stages: [100], company_ids: [t.globexId, initech] }, 201);
    const rollout = await ok<PlanRollout>(OPS, 'GET', `/canary-plans/${chosen.id}/rollout`);
    expect([rollout.pool, rollout.companies.map((c) => c.id)]).toEqual([1, [initech]]);
    await ok(OPS, 'POST', `/canary-plans/${chosen.id}/start`);
    expect(await joined(chosen.id)).toEqual([initech]);
  });
});

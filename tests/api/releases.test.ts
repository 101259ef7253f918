// Issue 24, agent releases and canary plans: the versions and their fleet counts against the database, the
// SuperAdmin-only version calls, bad input (400) and refused transitions (409), the deterministic percentage
// selection, and the round-trip through the real agent API: a heartbeat offers the target version, the
// simulator installs it, and the endpoints' agent_version (the fleet's version figures) show the rollout.
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanDetail, PlanRollout, VersionDetail, VersionRow } from '../../src/api/contract/releases';
import { accounts, agentBuilds, agentReleases, auditLog, canaryPlanCompanies, endpoints } from '../../server/db/schema/index';
import { runSimulation, simulatedFleet } from '../../tools/simulate/simulator';
import { ACME_SECRET, createAgentTestApp, enrol, type AgentTestApp, type Enrolled } from './agent-fixtures';

let t: AgentTestApp;
let url: string;
const ROOT = 'root@palisade.test';
const OPS = 'ops@palisade.test';
const SHA = 'ab'.repeat(32);

beforeAll(async () => {
  t = await createAgentTestApp({ agent: { sweepIntervalMs: 0, rateLimit: { requests: 100_000, windowMs: 60_000 } } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

const call = (email: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD', path: string, payload?: unknown) =>
  t.as(email, { method, url: `/api${path}`, ...(payload === undefined ? {} : { payload: payload as object }) });

async function ok<T>(email: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: unknown, status = 200): Promise<T> {
  const res = await call(email, method, path, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

async function refused(email: string, path: string, message: RegExp, method: 'POST' | 'PUT' | 'DELETE' = 'POST', payload?: unknown) {
  const res = await call(email, method, path, payload);
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json().exception).toMatch(message);
}

async function heartbeat(device: Enrolled, agentVersion: string) {
  const res = await t.app.inject({ method: 'POST', url: '/agent/v1/heartbeat', headers: device.headers, payload: { agent_version: agentVersion } });
  expect(res.statusCode).toBe(200);
  return res.json() as { update?: { version: string; url: string; sha256: string } };
}

async function buildRow(version: string, platform: 'DARWIN_ARM_64' | 'WINDOWS_AMD_64') {
  const [row] = await t.db.select().from(agentBuilds).where(and(eq(agentBuilds.version, version), eq(agentBuilds.platform, platform)));
  return row!;
}

/** Non-infra endpoints of the customer companies by version, straight from the table. */
async function dbVersionCounts(): Promise<Map<string, number>> {
  const rows = await t.db
    .select({ version: endpoints.agentVersion, n: sql<number>`count(*)::int` })
    .from(endpoints)
    .innerJoin(accounts, eq(accounts.id, endpoints.accountId))
    .where(and(eq(endpoints.infra, false), eq(accounts.isProvider, false)))
    .groupBy(endpoints.agentVersion);
  return new Map(rows.map((r) => [r.version, Number(r.n)]));
}

const audits = async (action: string) => (await t.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

describe('versions', () => {
  it('lists the seeded versions newest first with their builds and the fleet count of each, as the database holds them', async () => {
    const rows = await ok<VersionRow[]>(ROOT, 'GET', '/agent-releases?size=100');
    const stored = await t.db.select().from(agentReleases);
    expect(rows.map((r) => r.version)).toEqual(
      stored.map((r) => r.version).sort((a, b) => b.split('.').map(Number).reduce((d, x, i) => d || x - a.split('.').map(Number)[i]!, 0)),
    );
    expect(rows.map((r) => r.version)).toContain('1.0.1');
    const counts = await dbVersionCounts();
    for (const row of rows) expect([row.version, row.endpoints]).toEqual([row.version, counts.get(row.version) ?? 0]);
    expect(rows.find((r) => r.latest)?.version).toBe('1.1.7');
    expect(rows.find((r) => r.version === '1.1.7')).toMatchObject({ status: 'released' });
    const head = await call(ROOT, 'HEAD', '/agent-releases?status=released');
    expect(head.headers['x-size']).toBe(String(stored.filter((r) => r.status === 'released').length));
    const detail = await ok<VersionDetail>(OPS, 'GET', '/agent-releases/1.1.7');
    const builds = await t.db.select().from(agentBuilds).where(eq(agentBuilds.version, '1.1.7'));
    expect(detail.builds.map((b) => b.sha256).sort()).toEqual(builds.map((b) => b.sha256).sort());
  });

  it('refuses customers every call and the provider admin the version changes', async () => {
    for (const email of ['admin@acme.test', 'groupadmin@acme.test', 'auditor@acme.test']) {
      expect((await call(email, 'GET', '/agent-releases')).statusCode).toBe(403);
      expect((await call(email, 'GET', '/canary-plans')).statusCode).toBe(403);
      expect((await call(email, 'GET', '/agent-rollout')).statusCode).toBe(403);
    }
    expect((await call(OPS, 'POST', '/agent-releases', { version: '9.9.9' })).statusCode).toBe(403);
    expect((await call(OPS, 'POST', '/agent-releases/1.1.7/withdraw')).statusCode).toBe(403);
    expect(await t.db.select().from(agentReleases).where(eq(agentReleases.version, '9.9.9'))).toHaveLength(0);
  });

  it('answers 400 with the reasons for bad input', async () => {
    const bad = [
      ['POST', '/agent-releases', { version: '1.2' }],
      ['POST', '/agent-releases', { version: '1.4.0', builds: [{ platform: 'WINDOWS_AMD_64', file_name: 'a.msi', size_bytes: 10, sha256: 'xyz' }] }],
      ['POST', '/agent-releases', { version: '1.4.0', builds: [{ platform: 'BEOS', file_name: 'a.msi', size_bytes: 10, sha256: SHA }] }],
      ['PUT', '/agent-releases/1.2.0/builds/WINDOWS_AMD_64', { file_name: '../etc/passwd', size_bytes: 10, sha256: SHA }],
      ['POST', '/canary-plans', { name: 'x', version: '1.2.0', target: 'percentage', stages: [25, 5, 100] }],
      ['POST', '/canary-plans', { name: 'x', version: '1.2.0', target: 'percentage', stages: [5, 50] }],
      ['POST', '/canary-plans', { name: 'x', version: '1.2.0', target: 'companies', stages: [100] }],
      ['GET', '/agent-releases/not-a-version', undefined],
    ] as const;
    for (const [method, path, payload] of bad) {
      const res = await call(ROOT, method, path, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(400);
      expect(res.json().issues.length).toBeGreaterThan(0);
    }
    expect(await t.db.select().from(agentReleases).where(eq(agentReleases.version, '1.4.0'))).toHaveLength(0);
  });

  it('releases a version only with a build, once, and keeps released builds fixed (409), every change audited', async () => {
    const created = await ok<VersionDetail>(ROOT, 'POST', '/agent-releases', { version: '1.3.0', notes: '## 1.3.0' }, 201);
    expect(created).toMatchObject({ version: '1.3.0', status: 'draft', builds: [] });
    await refused(ROOT, '/agent-releases', /already exists/, 'POST', { version: '1.3.0' });
    await refused(ROOT, '/agent-releases/1.3.0/release', /at least one platform build/);
    const withBuild = await ok<VersionDetail>(ROOT, 'PUT', '/agent-releases/1.3.0/builds/WINDOWS_AMD_64', { file_name: 'palisade-copilot-1.3.0.msi', size_bytes: 41_000_000, sha256: SHA.toUpperCase() });
    expect(withBuild.builds).toEqual([{ platform: 'WINDOWS_AMD_64', file_name: 'palisade-copilot-1.3.0.msi', size_bytes: 41_000_000, sha256: SHA, download_path: (await buildRow('1.3.0', 'WINDOWS_AMD_64')).downloadPath }]);
    const released = await ok<VersionDetail>(ROOT, 'POST', '/agent-releases/1.3.0/release');
    const [row] = await t.db.select().from(agentReleases).where(eq(agentReleases.version, '1.3.0'));
    expect(row).toMatchObject({ status: 'released' });
    expect(released).toMatchObject({ status: 'released', latest: true, released_at: row!.releasedAt!.toISOString() });
    await refused(ROOT, '/agent-releases/1.3.0/release', /already released/);
    await refused(ROOT, '/agent-releases/1.3.0/builds/LINUX_AMD_64', /can no longer change/, 'PUT', { file_name: 'x.deb', size_bytes: 1, sha256: SHA });
    // withdrawn: the newest released version left (1.1.7) is the latest again
    const withdrawn = await ok<VersionDetail>(ROOT, 'POST', '/agent-releases/1.3.0/withdraw');
    expect(withdrawn).toMatchObject({ status: 'withdrawn', latest: false });
    await refused(ROOT, '/agent-releases/1.3.0/withdraw', /Only a released version/);
    expect((await ok<VersionRow[]>(ROOT, 'GET', '/agent-releases?status=released&size=1'))[0]).toMatchObject({ version: '1.1.7', latest: true });
    expect([await audits('release.create'), await audits('release.build'), await audits('release.release'), await audits('release.withdraw')]).toEqual([1, 1, 1, 1]);
  });
});

/** An independent computation of a plan's order: sha256 of 'plan:account', first 12 hex digits, ascending. */
function expectedOrder(planId: string, ids: string[]): string[] {
  const rank = (id: string) => createHash('sha256').update(`${planId}:${id}`).digest('hex').slice(0, 12);
  return [...ids].sort((a, b) => rank(a).localeCompare(rank(b)));
}

async function joined(planId: string): Promise<string[]> {
  const rows = await t.db.select().from(canaryPlanCompanies).where(and(eq(canaryPlanCompanies.planId, planId), sql`${canaryPlanCompanies.stage} is not null`));
  return rows.map((r) => r.accountId).sort();
}

describe('canary plans', () => {
  let customers: string[];
  let percentPlan: PlanDetail;

  beforeAll(async () => {
    customers = (await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.isProvider, false))).map((a) => a.id);
  });

  it('selects a deterministic share of the companies that only grows as the plan widens', async () => {
    percentPlan = await ok<PlanDetail>(ROOT, 'POST', '/canary-plans', { name: 'Copilot 1.2.0 wave', version: '1.2.0', target: 'percentage', stages: [34, 67, 100] }, 201);
    expect(percentPlan).toMatchObject({ status: 'draft', current_stage: null, companies_in: 0 });
    const order = expectedOrder(percentPlan.id, customers);
    const started = await ok<PlanDetail>(ROOT, 'POST', `/canary-plans/${percentPlan.id}/start`);
    const first = Math.ceil((34 * customers.length) / 100);
    expect(started).toMatchObject({ status: 'active', current_stage: 0, companies_in: first });
    expect(await joined(percentPlan.id)).toEqual(order.slice(0, first).sort());
    const widened = await ok<PlanDetail>(ROOT, 'POST', `/canary-plans/${percentPlan.id}/widen`);
    const second = Math.ceil((67 * customers.length) / 100);
    expect(widened).toMatchObject({ current_stage: 1, companies_in: second });
    expect(await joined(percentPlan.id)).toEqual(order.slice(0, second).sort());
    // the rollout view counts the plan's companies and their endpoints as the database holds them
    const rollout = await ok<PlanRollout>(OPS, 'GET', `/canary-plans/${percentPlan.id}/rollout`);
    const inPlan = rollout.companies.filter((c) => c.stage !== null).map((c) => c.id);
    const ops = t.members[OPS]!;
    const managed = (await t.db.execute(sql`select account_id from account_managers where member_id = ${ops.id}`)) as unknown as { rows: { account_id: string }[] };
    expect(rollout.pool).toBe(managed.rows.length);
    expect(inPlan.every((id) => order.slice(0, second).includes(id))).toBe(true);
    // a stage not reached yet says how many companies it will include: a rounded-up share, never none
    expect(rollout.stages.map((st) => [st.reached, st.planned])).toEqual([[true, Math.ceil(0.34 * rollout.pool)], [true, Math.ceil(0.67 * rollout.pool)], [false, rollout.pool]]);
    for (const c of rollout.companies) {
      const rows = await t.db.select().from(endpoints).where(and(eq(endpoints.accountId, c.id), eq(endpoints.infra, false)));
      expect([c.name, c.endpoints, c.on_version]).toEqual([c.name, rows.length, rows.filter((r) => r.agentVersion === '1.2.0').length]);
    }
  });

  it('refuses the transitions the plan is not in a state for (409), and audits the others', async () => {
    const id = percentPlan.id;
    await refused(ROOT, `/canary-plans/${id}/start`, /is active: it cannot start/);
    await refused(ROOT, `/canary-plans/${id}/complete`, /Widen the plan to its last stage/);
    await refused(ROOT, '/canary-plans/' + id, /Only a draft plan can change/, 'PUT', { name: 'x', version: '1.2.0', target: 'percentage', stages: [100] });
    await ok(OPS, 'POST', `/canary-plans/${id}/pause`);
    await refused(ROOT, `/canary-plans/${id}/widen`, /paused: resume it before widening/);
    await refused(ROOT, '/agent-releases/1.2.0/release', /is rolling this version out/);
    const other = await ok<PlanDetail>(ROOT, 'POST', '/canary-plans', { name: 'Second', version: '1.2.0', target: 'percentage', stages: [100] }, 201);
    await refused(ROOT, `/canary-plans/${other.id}/start`, /'Copilot 1.2.0 wave' is running/);
    await ok(ROOT, 'POST', `/canary-plans/${id}/resume`);
    await ok(ROOT, 'POST', `/canary-plans/${id}/widen`);
    await refused(ROOT, `/canary-plans/${id}/widen`, /already at its last stage \(100%\)/);
    const back = await ok<PlanDetail>(ROOT, 'POST', `/canary-plans/${id}/rollback`);
    expect(back).toMatchObject({ status: 'rolled_back', companies_in: customers.length });
    await refused(ROOT, `/canary-plans/${id}/resume`, /rolled back/);
    expect([await audits('canary.start'), await audits('canary.widen'), await audits('canary.pause'), await audits('canary.resume'), await audits('canary.rollback')]).toEqual([1, 2, 1, 1, 1]);
    expect((await call('admin@acme.test', 'POST', `/canary-plans/${id}/pause`)).statusCode).toBe(403);
  });

  it('offers a heartbeat the canary version in a stage, the released one outside, and the simulator installs it', async () => {
    const acme = t.acmeId;
    const plan = await ok<PlanDetail>(OPS, 'POST', '/canary-plans', { name: 'Acme first', version: '1.2.0', target: 'companies', stages: [50, 100], company_ids: [acme] }, 201);
    expect(plan.companies).toEqual([{ id: acme, name: 'Acme Corp' }]);
    const mac = await enrol(t, { agent_version: '1.1.5', platform: 'DARWIN_ARM_64' });
    const win = await enrol(t, { agent_version: '1.1.7', platform: 'WINDOWS_AMD_64', owner_email: 'owner.person@globex.test', secret: 'globex-agent-test-secret-0001' });
    // before the plan starts: the released 1.1.7 for the Mac, nothing for a Windows endpoint already on it
    const latest = await buildRow('1.1.7', 'DARWIN_ARM_64');
    expect((await heartbeat(mac, '1.1.5')).update).toEqual({ version: '1.1.7', url: latest.downloadPath, sha256: latest.sha256 });
    expect((await heartbeat(win, '1.1.7')).update).toBeUndefined();

    await ok(OPS, 'POST', `/canary-plans/${plan.id}/start`);
    const canary = await buildRow('1.2.0', 'DARWIN_ARM_64');
    expect((await heartbeat(mac, '1.1.5')).update).toEqual({ version: '1.2.0', url: canary.downloadPath, sha256: canary.sha256 });
    expect((await heartbeat(win, '1.1.7')).update).toBeUndefined();

    // the simulator's Acme endpoints install 1.2.0 and report it: their rows and the rollout figures change
    const options = { account: 'acme', devices: 4, days: 1, seed: 24 } as const;
    const serials = simulatedFleet(options, new Date()).devices.map((d) => d.serial);
    const report = await runSimulation({ url, ...options, secret: ACME_SECRET });
    expect(report.unacknowledged).toBe(0);
    const simulated = await t.db.select().from(endpoints).where(and(eq(endpoints.accountId, acme), inArray(endpoints.serial, serials)));
    expect(simulated.map((e) => e.agentVersion)).toEqual(serials.map(() => '1.2.0'));
    expect(report.updates).toBe(simulated.length);
    const rollout = await ok<PlanRollout>(ROOT, 'GET', `/canary-plans/${plan.id}/rollout`);
    const acmeRows = await t.db.select().from(endpoints).where(and(eq(endpoints.accountId, acme), eq(endpoints.infra, false)));
    const onCanary = acmeRows.filter((e) => e.agentVersion === '1.2.0').length;
    expect(rollout.companies).toEqual([{ id: acme, name: 'Acme Corp', stage: 0, endpoints: acmeRows.length, on_version: onCanary }]);
    expect(rollout.stages[0]).toMatchObject({ percent: 50, companies: 1, on_version: onCanary, reached: true });
    // the provider's company list (the fleet's agent-version figures) shows the rollout too
    const companies = (await ok<{ id: string; agent_versions: { version: string; count: number }[] }[]>(ROOT, 'GET', '/provider/companies?size=100')).find((c) => c.id === acme)!;
    expect(companies.agent_versions.find((v) => v.version === '1.2.0')?.count).toBe(onCanary);

    // paused: the company is held where it is; rolled back: the released version is offered again
    await ok(OPS, 'POST', `/canary-plans/${plan.id}/pause`);
    expect((await heartbeat(mac, '1.2.0')).update).toBeUndefined();
    await ok(OPS, 'POST', `/canary-plans/${plan.id}/resume`);
    await ok(OPS, 'POST', `/canary-plans/${plan.id}/widen`);
    const done = await ok<PlanDetail>(OPS, 'POST', `/canary-plans/${plan.id}/complete`);
    expect(done.status).toBe('completed');
    // completed: 1.2.0 is the released version for everyone, the Windows endpoint outside the plan included
    const [release] = await t.db.select().from(agentReleases).where(eq(agentReleases.version, '1.2.0'));
    expect(release!.status).toBe('released');
    const winBuild = await buildRow('1.2.0', 'WINDOWS_AMD_64');
    expect((await heartbeat(win, '1.1.7')).update).toEqual({ version: '1.2.0', url: winBuild.downloadPath, sha256: winBuild.sha256 });
    expect((await heartbeat(mac, '1.2.0')).update).toBeUndefined();
  });
});

// Issue 23, frameworks, controls and firewall rules: the shipped catalogue as the API lists it, the gates,
// audited changes, which results count towards an endpoint's compliance state (the database and the
// dashboard agree), the policy document agents receive, and firewall rule validation and tenancy.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyDocument } from '../../src/api/contract/agent';
import type { ControlDetail, ControlRow, FirewallRule, FrameworkSummary } from '../../src/api/contract/compliance-config';
import { auditLog, complianceResults, endpoints, firewallRules } from '../../server/db/schema/index';
import { currentPolicyVersion } from '../../server/lib/policy-version';
import { createAgentTestApp, enrol, sendTelemetry, type AgentTestApp, type Enrolled } from './agent-fixtures';

type DataFramework = { id: string; name: string; controls: { id: string; title: string; checks: string[] }[] };
type DataCheck = { id: string; name: string };
const dataDir = new URL('../../server/modules/compliance-config/data/', import.meta.url);
const FRAMEWORK_DATA: DataFramework[] = JSON.parse(readFileSync(new URL('frameworks.json', dataDir), 'utf8'));
const CHECK_DATA: DataCheck[] = JSON.parse(readFileSync(new URL('checks.json', dataDir), 'utf8'));
const checkName = (id: string) => CHECK_DATA.find((c) => c.id === id)!.name;

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
const post = (url: string, payload: object, email = ADMIN) => t.as(email, { method: 'POST', url, payload });
const controlUrl = (key: string) => `/api/account-controls/${encodeURIComponent(key)}`;
const rows = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)) as unknown as { rows: T[] };
const policyOf = async (d: Enrolled): Promise<PolicyDocument> => (await t.app.inject({ method: 'GET', url: '/agent/v1/policy', headers: d.headers })).json();
const auditsOf = async (action: string, target: string) =>
  t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.action, action), eq(auditLog.target, target)));

/** What the dashboard says (GET /api/device-stats) and what the database holds: non-infra endpoints by state. */
async function figures() {
  const e = Date.now();
  const res = await get(`/api/device-stats?s=${e - 6 * 86_400_000}&e=${e}&z=UTC`);
  expect(res.statusCode).toBe(200);
  const { rows: [db] } = await rows<{ non: string; ok: string }>(sql`
    select count(*) filter (where compliance_state = 'NON_COMPLIANT') as non, count(*) filter (where compliance_state = 'COMPLIANT') as ok
    from endpoints where account_id = ${acme} and not infra`);
  return { api: { non: res.json().noncompliant_count as number, ok: res.json().compliant as number }, db: { non: Number(db.non), ok: Number(db.ok) } };
}

describe('frameworks and controls from the shipped data', () => {
  it('lists every framework with the control count of the data file', async () => {
    const res = await get('/api/account-frameworks');
    expect(res.statusCode).toBe(200);
    const listed: FrameworkSummary[] = res.json();
    expect(listed.map((f) => f.name)).toEqual(FRAMEWORK_DATA.map((f) => f.name));
    for (const f of FRAMEWORK_DATA) {
      expect(listed.find((l) => l.id === f.id)!.control_count, f.id).toBe(f.controls.length);
      const head = await t.as(ADMIN, { method: 'HEAD', url: `/api/account-controls?framework=${f.id}` });
      expect(Number(head.headers['x-size']), f.id).toBe(f.controls.length);
      const controls: ControlRow[] = (await get(`/api/account-controls?framework=${f.id}&size=500`)).json();
      expect(controls.map((c) => [c.control_id, c.title, c.checks]), f.id).toEqual(f.controls.map((c) => [c.id, c.title, c.checks.map(checkName)]));
    }
    expect(listed.length).toBe(7);
  });

  it('shows the demo selection: CIS, SOC 2 and ISO 27001, with the enabled counts the database holds', async () => {
    const listed: FrameworkSummary[] = (await get('/api/account-frameworks')).json();
    expect(listed.filter((f) => f.selected).map((f) => f.id).sort()).toEqual(['cis', 'iso27001', 'soc2']);
    const { rows: enabled } = await rows<{ framework_id: string; n: string }>(
      sql`select framework_id, count(*) as n from compliance_controls where account_id = ${acme} and enabled group by framework_id`,
    );
    for (const f of listed) expect(f.enabled_count, f.id).toBe(Number(enabled.find((r) => r.framework_id === f.id)?.n ?? 0));
    const head = await t.as(ADMIN, { method: 'HEAD', url: '/api/account-controls?enabled=true' });
    expect(Number(head.headers['x-size'])).toBe(enabled.reduce((n, r) => n + Number(r.n), 0));
  });

  it('kept the seeded compliance states: every endpoint with a failing result is non-compliant, as before the catalogue', async () => {
    const { rows: [r] } = await rows<{ wrong: string }>(sql`
      select count(*) as wrong from endpoints e where e.account_id = ${acme}
        and (e.compliance_state = 'NON_COMPLIANT') <> exists (select 1 from compliance_results r where r.account_id = e.account_id and r.endpoint_id = e.id and not r.passed)
        and exists (select 1 from compliance_results r where r.account_id = e.account_id and r.endpoint_id = e.id)`);
    expect(Number(r.wrong)).toBe(0);
  });

  it('answers a control with its checks, MDM enforcement and the endpoints passing and failing it', async () => {
    const res = await get(controlUrl('cis:3.6'));
    expect(res.statusCode).toBe(200);
    const detail: ControlDetail = res.json();
    expect(detail.check_details.map((c) => c.name)).toEqual(['Disk encryption enabled']);
    expect(detail.check_details[0]).toMatchObject({ enforced_with_mdm: true, needs_encryption_off_to_enforce: true });
    const { rows: [db] } = await rows<{ failing: string; passing: string }>(sql`
      select count(*) filter (where not r.passed) as failing, count(*) filter (where r.passed) as passing
      from compliance_results r join endpoints e on e.account_id = r.account_id and e.id = r.endpoint_id
      where r.account_id = ${acme} and r.control = 'Disk encryption enabled' and not e.infra and e.status = 'ACTIVE'`);
    expect([detail.endpoints_failing, detail.endpoints_passing]).toEqual([Number(db.failing), Number(db.passing)]);
    expect((await get(controlUrl('cis:no-such'))).statusCode).toBe(404);
  });

  it('refuses the auditor, the group admin and a company without device management', async () => {
    for (const email of ['auditor@acme.test', 'groupadmin@acme.test', 'admin@globex.test']) {
      expect((await get('/api/account-frameworks', email)).statusCode, email).toBe(403);
      expect((await put(controlUrl('cis:4.7'), { enabled: true }, email)).statusCode, email).toBe(403);
      expect((await put('/api/account-frameworks/hipaa', { selected: true }, email)).statusCode, email).toBe(403);
    }
    expect(await auditsOf('compliance.control.update', 'cis:4.7')).toHaveLength(0);
  });
});

describe('enabling and disabling controls', () => {
  let device: Enrolled;
  beforeAll(async () => {
    device = await enrol(t, { owner_email: 'compliance.owner@acme.test' });
  });

  const report = (control: string, passed: boolean) =>
    sendTelemetry(t, device, [{ kind: 'compliance', id: randomUUID(), at: new Date().toISOString(), framework: 'CIS Benchmarks', control, passed }]);
  const stateOf = async (id: string) => (await t.db.select().from(endpoints).where(eq(endpoints.id, id)))[0].complianceState;

  it('counts a reported failure only once a control that maps to it is enabled, with the audit row and a new policy version', async () => {
    expect((await report('Guest account disabled', false)).statusCode).toBe(200);
    expect(await stateOf(device.endpointId)).toBe('COMPLIANT');
    const before = (await currentPolicyVersion(t.db, acme)).version;
    expect((await policyOf(device)).compliance_checks?.map((c) => c.name)).not.toContain('Guest account disabled');

    const res = await put(controlUrl('cis:4.7'), { enabled: true });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ControlDetail).enabled).toBe(true);
    expect(await stateOf(device.endpointId)).toBe('NON_COMPLIANT');
    const audits = await auditsOf('compliance.control.update', 'cis:4.7');
    expect(audits).toHaveLength(1);
    expect(audits[0].details).toMatchObject({ after: { enabled: true } });
    expect((await currentPolicyVersion(t.db, acme)).version).toBe(before + 1);
    const doc = await policyOf(device);
    expect(doc.version).toBe(before + 1);
    expect(doc.compliance_checks?.map((c) => c.name)).toContain('Guest account disabled');
    const enabledList: ControlRow[] = (await get('/api/account-controls?enabled=true&q=default%20accounts&size=50')).json();
    expect(enabledList.map((c) => c.key)).toContain('cis:4.7');

    expect((await put(controlUrl('cis:4.7'), { enabled: false })).statusCode).toBe(200);
    expect(await stateOf(device.endpointId)).toBe('COMPLIANT');
    expect(await auditsOf('compliance.control.update', 'cis:4.7')).toHaveLength(2);
  });

  it('turns an endpoint compliant, in the database and on the dashboard, when the only check it fails is disabled', async () => {
    // an Acme endpoint whose failing results are all one check
    const { rows: candidates } = await rows<{ id: string; control: string }>(sql`
      select r.endpoint_id as id, min(r.control) as control from compliance_results r join endpoints e on e.account_id = r.account_id and e.id = r.endpoint_id
      where r.account_id = ${acme} and not r.passed and not e.infra and e.compliance_state = 'NON_COMPLIANT'
      group by r.endpoint_id having count(distinct r.control) = 1 order by 2, 1`);
    expect(candidates.length).toBeGreaterThan(0);
    const { id, control } = candidates[0];
    const before = await figures();
    expect(before.api).toEqual(before.db);

    const maps: ControlRow[] = (await get(`/api/account-controls?enabled=true&size=500`)).json();
    const toDisable = maps.filter((c) => c.framework_selected && c.checks.includes(control));
    expect(toDisable.length).toBeGreaterThan(0);
    for (const c of toDisable) expect((await put(controlUrl(c.key), { enabled: false })).statusCode).toBe(200);

    expect(await stateOf(id)).toBe('COMPLIANT');
    const after = await figures();
    expect(after.api).toEqual(after.db);
    // the endpoints that failed only that check became compliant, no other endpoint changed
    const turned = candidates.filter((c) => c.control === control).length;
    expect(after.db.non).toBe(before.db.non - turned);
    expect(after.db.ok).toBe(before.db.ok + turned);
    // results are kept; only what counts changed
    const kept = await t.db.select().from(complianceResults).where(and(eq(complianceResults.endpointId, id), eq(complianceResults.control, control)));
    expect(kept[0].passed).toBe(false);

    for (const c of toDisable) expect((await put(controlUrl(c.key), { enabled: true })).statusCode).toBe(200);
    expect(await stateOf(id)).toBe('NON_COMPLIANT');
    expect((await figures()).db).toEqual(before.db);
  });

  it('sets parameters within their bounds and refuses others with reasons', async () => {
    const ok = await put(controlUrl('cis:4.3'), { params: { screenLockMinutes: 2 } });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as ControlDetail).params).toEqual({ screenLockMinutes: 2 });
    const doc = await policyOf(device);
    expect(doc.compliance_checks?.find((c) => c.name === 'Screen lock within 5 minutes')?.params).toEqual({ screenLockMinutes: 2 });

    const bad = await put(controlUrl('cis:4.3'), { params: { screenLockMinutes: 600, colour: 3 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path).sort()).toEqual(['params.colour', 'params.screenLockMinutes']);
    const foreignGroup = await put(controlUrl('cis:4.3'), { group_ids: [randomUUID()] });
    expect(foreignGroup.statusCode).toBe(400);
    expect(foreignGroup.json().issues[0].path).toBe('group_ids.0');
  });

  it('refuses to enable a control of a framework that is not selected, and selects frameworks with an audit row', async () => {
    const refused = await put(controlUrl('hipaa:164.312(a)(2)(iv)'), { enabled: true });
    expect(refused.statusCode).toBe(409);
    const selected = await put('/api/account-frameworks/hipaa', { selected: true });
    expect(selected.statusCode).toBe(200);
    expect((selected.json() as FrameworkSummary).selected).toBe(true);
    expect(await auditsOf('compliance.framework.select', 'HIPAA')).toHaveLength(1);
    // a first selection turns the framework's controls on
    const hipaa = FRAMEWORK_DATA.find((f) => f.id === 'hipaa')!;
    const { rows: on } = await rows<{ control_id: string }>(sql`select control_id from compliance_controls where account_id = ${acme} and framework_id = 'hipaa' and enabled`);
    expect(on.map((r) => r.control_id).sort()).toEqual(hipaa.controls.map((c) => c.id).sort());
    expect((selected.json() as FrameworkSummary).enabled_count).toBe(hipaa.controls.length);
    expect((await put(controlUrl('hipaa:164.312(a)(2)(iv)'), { enabled: false })).statusCode).toBe(200);
    expect((await put('/api/account-frameworks/hipaa', { selected: false })).statusCode).toBe(200);
    // deselected, its controls no longer count: the states are those of the demo frameworks again
    const { rows: [r] } = await rows<{ wrong: string }>(sql`
      select count(*) as wrong from endpoints e where e.account_id = ${acme} and e.id in (select endpoint_id from compliance_results where account_id = ${acme})
        and (e.compliance_state = 'NON_COMPLIANT') <> exists (
          select 1 from compliance_results r join compliance_controls c on c.account_id = r.account_id and c.enabled and r.control = any(c.check_names)
          where r.account_id = e.account_id and r.endpoint_id = e.id and not r.passed and c.framework_id in ('cis', 'soc2', 'iso27001'))`);
    expect(Number(r.wrong)).toBe(0);
    expect((await put('/api/account-frameworks/no-such', { selected: true })).statusCode).toBe(404);
  });
});

describe('firewall rules', () => {
  const good = { name: 'Block inbound VNC', direction: 'Inbound', protocol: 'TCP', ports: '5900-5903', remote_addresses: ['0.0.0.0/0'], action: 'Block', platforms: ['MacOS', 'Windows'] };

  it('refuses bad rules with 400 naming each field', async () => {
    const before = await t.db.select().from(firewallRules).where(eq(firewallRules.accountId, acme));
    const res = await post('/api/firewall-rules', { ...good, ports: '80,90000,abc', remote_addresses: ['300.1.1.1', '10.0.0.1/8', '192.168.1.10'], platforms: [] });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['ports', 'remote_addresses.0', 'remote_addresses.1', 'platforms']));
    expect(paths).not.toContain('remote_addresses.2');
    const icmp = await post('/api/firewall-rules', { ...good, protocol: 'ICMP', ports: '22' });
    expect(icmp.statusCode).toBe(400);
    expect(icmp.json().issues.map((i: { path: string }) => i.path)).toEqual(['ports']);
    expect(await t.db.select().from(firewallRules).where(eq(firewallRules.accountId, acme))).toHaveLength(before.length);
  });

  it('creates, lists, updates and deletes a rule, audited, in the policy document with its reach', async () => {
    const device = await enrol(t, { owner_email: 'firewall.owner@acme.test' });
    const created = await post('/api/firewall-rules', good);
    expect(created.statusCode).toBe(201);
    const rule: FirewallRule = created.json();
    const [stored] = await t.db.select().from(firewallRules).where(eq(firewallRules.id, rule.id));
    expect(stored).toMatchObject({ accountId: acme, name: good.name, ports: '5900-5903', remoteAddresses: ['0.0.0.0/0'], platforms: ['MacOS', 'Windows'] });
    expect(await auditsOf('firewall-rule.create', good.name)).toHaveLength(1);
    expect(rule.reach.applied).toBeLessThan(rule.reach.total);

    const doc = await policyOf(device);
    expect(doc.firewall_rules?.find((r) => r.id === rule.id)).toMatchObject({ name: good.name, action: 'Block', ports: '5900-5903' });
    await t.app.inject({ method: 'POST', url: '/agent/v1/policy/ack', headers: device.headers, payload: { version: doc.version } });
    const reached: FirewallRule = (await get(`/api/firewall-rules/${rule.id}`)).json();
    expect(reached.reach.applied).toBe(rule.reach.applied + 1);

    const list: FirewallRule[] = (await get('/api/firewall-rules?size=100')).json();
    const { rows: [n] } = await rows<{ n: string }>(sql`select count(*) as n from firewall_rules where account_id = ${acme}`);
    expect(list.length).toBe(Number(n.n));
    expect(Number((await t.as(ADMIN, { method: 'HEAD', url: '/api/firewall-rules' })).headers['x-size'])).toBe(Number(n.n));

    const updated = await put(`/api/firewall-rules/${rule.id}`, { ...good, enabled: false });
    expect(updated.statusCode).toBe(200);
    expect((await policyOf(device)).firewall_rules?.some((r) => r.id === rule.id)).toBe(false);
    expect(await auditsOf('firewall-rule.update', good.name)).toHaveLength(1);

    expect((await post('/api/firewall-rules', good)).statusCode).toBe(409);
    expect((await put(`/api/firewall-rules/${rule.id}`, good, 'auditor@acme.test')).statusCode).toBe(403);
    expect((await get(`/api/firewall-rules/${rule.id}`, 'admin@globex.test')).statusCode).toBe(404);
    expect((await t.as('admin@globex.test', { method: 'DELETE', url: `/api/firewall-rules/${rule.id}` })).statusCode).toBe(404);

    expect((await t.as(ADMIN, { method: 'DELETE', url: `/api/firewall-rules/${rule.id}` })).statusCode).toBe(200);
    expect(await t.db.select().from(firewallRules).where(eq(firewallRules.id, rule.id))).toHaveLength(0);
    expect(await auditsOf('firewall-rule.delete', good.name)).toHaveLength(1);
  });

  it('leaves a company without compliance configuration on the agents’ default set', async () => {
    const { rows: [r] } = await rows<{ n: string }>(sql`select count(*) as n from compliance_controls where account_id = ${globex}`);
    expect(Number(r.n)).toBe(0);
  });
});

describe('the provider\u2019s view of a managed company', () => {
  it('answers the company\u2019s own framework list, read-only, and 404 for a company it does not manage', async () => {
    const own = (await get('/api/account-frameworks')).json();
    const res = await get(`/api/provider/companies/${acme}/frameworks`, 'ops@palisade.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(own);
    expect((await get(`/api/provider/companies/${randomUUID()}/frameworks`, 'ops@palisade.test')).statusCode).toBe(404);
    expect((await get(`/api/provider/companies/${acme}/frameworks`)).statusCode).toBe(403);
  });
});

describe('the mapping document', () => {
  it('lists every control of the data', () => {
    const doc = readFileSync(new URL('../../docs/COMPLIANCE-MAPPING.md', import.meta.url), 'utf8');
    for (const f of FRAMEWORK_DATA) for (const c of f.controls) expect(doc, `${f.id} ${c.id}`).toContain(`| ${c.id} | ${c.title} |`);
  });
});

// Issue 20, MDM app policies and browsers: a policy targeted at a group of people reaches exactly the
// endpoints they own, with compliance from the installed applications the database holds and "applied" from
// the agents' acknowledgements; invalid bodies are 400 with reasons and store nothing; the policy document an
// Acme agent reads carries the rules (mdm_apps) with their targets, and a disallowed browser shows there as a
// block-launch rule; browser figures equal the installed-apps inventory; Globex (no MDM) is refused.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyDocument } from '../../src/api/contract/agent';
import type { AppPolicyDetail, AppPolicyDevice, AppPolicyRow, BrowserDevice, BrowserRow } from '../../src/api/contract/mdm-policies';
import { auditLog, mdmAppPolicies, mdmBrowserDecisions, mdmManagedApps } from '../../server/db/schema/index';
import { currentPolicyVersion } from '../../server/lib/policy-version';
import { createAgentTestApp, enrol, type AgentTestApp } from './agent-fixtures';

const ADMIN = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';
let t: AgentTestApp;
let acme: string;
let pick: { groupId: string; groupName: string; app: string; ownerEmail: string };
let managedAppId: string;

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The active, non-infrastructure endpoints owned by members of a group, straight from the tables. */
const groupEndpoints = async (groupId: string) =>
  (await rows<{ id: string }>(sql`
    select distinct e.id::text as id from endpoints e
    join person_groups pg on pg.account_id = e.account_id and pg.person_id = e.owner_person_id
    where e.account_id = ${acme}::uuid and pg.group_id = ${groupId}::uuid and e.status = 'ACTIVE' and not e.infra`)).map((r) => r.id);

const withApp = async (app: string) =>
  new Set((await rows<{ id: string }>(sql`select endpoint_id::text as id from installed_apps
    where account_id = ${acme}::uuid and removed_at is null and lower(name) = lower(${app})`)).map((r) => r.id));

const post = (payload: object, email = ADMIN) => t.as(email, { method: 'POST', url: '/api/mdm/app-policies', payload });
const get = (url: string, email = ADMIN) => t.as(email, { method: 'GET', url });
const storedPolicies = () => t.db.select().from(mdmAppPolicies).where(eq(mdmAppPolicies.accountId, acme));

beforeAll(async () => {
  t = await createAgentTestApp();
  acme = t.acmeId;
  const candidates = await rows<{ group_id: string; group_name: string; app: string; have: number; total: number; owner_email: string }>(sql`
    with ge as (
      select pg.group_id, e.id, p.email from endpoints e
      join person_groups pg on pg.account_id = e.account_id and pg.person_id = e.owner_person_id
      join people p on p.account_id = e.account_id and p.id = e.owner_person_id
      where e.account_id = ${acme}::uuid and e.status = 'ACTIVE' and not e.infra
    )
    select ge.group_id::text as group_id, g.name as group_name, i.name as app, count(distinct ge.id)::int as have,
      max(t.total) as total, min(ge.email) as owner_email
    from ge join (select group_id, count(distinct id)::int as total from ge group by group_id) t on t.group_id = ge.group_id
    join groups g on g.account_id = ${acme}::uuid and g.id = ge.group_id
    join installed_apps i on i.account_id = ${acme}::uuid and i.endpoint_id = ge.id and i.removed_at is null
    group by 1, 2, 3 order by 1, 3`);
  const chosen = candidates.find((c) => c.have > 0 && c.have < c.total && c.total >= 2);
  if (!chosen) throw new Error('the demo fleet has no group with a partly installed app');
  pick = { groupId: chosen.group_id, groupName: chosen.group_name, app: chosen.app, ownerEmail: chosen.owner_email };
  const [app] = await t.db
    .insert(mdmManagedApps)
    .values({ accountId: acme, source: 'CUSTOM', name: pick.app, bundleId: `test.mdm-policies.${randomUUID().slice(0, 8)}` })
    .returning();
  managedAppId = app.id;
});
afterAll(() => t?.close());

describe('app policies', () => {
  it('reaches exactly the targeted group’s devices, with compliance from installed apps and applied from acknowledgements', async () => {
    const versionBefore = (await currentPolicyVersion(t.db, acme)).version;
    const res = await post({ managed_app_id: managedAppId, action: 'INSTALL', group_ids: [pick.groupId], schedule: 'WINDOW', window_days: ['SAT', 'SUN'], window_start: 22, window_end: 4, deferrals: 3, priority: 5 });
    expect(res.statusCode, res.body).toBe(201);
    const created: AppPolicyDetail = res.json();

    const ids = await groupEndpoints(pick.groupId);
    const having = await withApp(pick.app);
    const compliant = ids.filter((id) => having.has(id)).length;
    expect(created.reach).toEqual({ devices: ids.length, applied: 0, compliant });
    expect(created.subject).toMatchObject({ kind: 'app', id: managedAppId, name: pick.app });
    expect(created.groups).toEqual([{ id: pick.groupId, name: pick.groupName }]);
    expect(created.schedule).toEqual({ kind: 'WINDOW', days: ['SAT', 'SUN'], start_hour: 22, end_hour: 4 });

    const [stored] = await t.db.select().from(mdmAppPolicies).where(eq(mdmAppPolicies.id, created.id));
    expect(stored).toMatchObject({ managedAppId, action: 'INSTALL', groupIds: [pick.groupId], deferrals: 3, priority: 5 });
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.action, 'mdm.app-policy.create')))).toHaveLength(1);
    expect((await currentPolicyVersion(t.db, acme)).version).toBe(versionBefore + 1);

    const devices: AppPolicyDevice[] = (await get(`/api/mdm/app-policies/${created.id}/devices?size=500`)).json();
    expect(devices.map((d) => d.id).sort()).toEqual([...ids].sort());
    for (const d of devices) expect(d.compliant).toBe(having.has(d.id));
    const count = await t.as(ADMIN, { method: 'HEAD', url: `/api/mdm/app-policies/${created.id}/devices` });
    expect(Number(count.headers['x-size'])).toBe(ids.length);

    // removing the same app: the complement complies
    const removal: AppPolicyDetail = (await post({ managed_app_id: managedAppId, action: 'REMOVE', group_ids: [pick.groupId] })).json();
    expect(removal.reach).toMatchObject({ devices: ids.length, compliant: ids.length - compliant });

    const list: AppPolicyRow[] = (await get('/api/mdm/app-policies?action=INSTALL&size=100')).json();
    expect(list.every((p) => p.action === 'INSTALL')).toBe(true);
    expect(list.find((p) => p.id === created.id)?.reach).toEqual(created.reach);
  });

  it('serves the rules to an Acme agent with their targets, and counts the device that acknowledged them', async () => {
    const [policy] = await t.db.select().from(mdmAppPolicies).where(and(eq(mdmAppPolicies.accountId, acme), eq(mdmAppPolicies.managedAppId, managedAppId), eq(mdmAppPolicies.action, 'INSTALL')));
    const device = await enrol(t, { owner_email: pick.ownerEmail });
    const doc: PolicyDocument = (await t.app.inject({ method: 'GET', url: '/agent/v1/policy', headers: device.headers })).json();
    const rule = doc.mdm_apps?.rules.find((r) => r.id === policy.id);
    expect(rule).toMatchObject({
      source: 'app_policy', action: 'install', apps: [pick.app], everyone: false, person_ids: [], group_ids: [pick.groupId],
      schedule: { kind: 'window', days: ['SAT', 'SUN'], start_hour: 22, end_hour: 4 }, deferrals: 3, priority: 5,
    });
    // the account's application groups travel in the same section
    const groups = await rows<{ id: string }>(sql`select id::text as id from mdm_app_groups where account_id = ${acme}::uuid`);
    expect(doc.mdm_apps!.rules.filter((r) => r.source === 'app_group').map((r) => r.id).sort()).toEqual(groups.map((g) => g.id).sort());

    const ack = await t.app.inject({ method: 'POST', url: '/agent/v1/policy/ack', headers: device.headers, payload: { version: doc.version } });
    expect(ack.statusCode, ack.body).toBe(200);
    const after: AppPolicyDetail = (await get(`/api/mdm/app-policies/${policy.id}`)).json();
    expect(after.reach.devices).toBe((await groupEndpoints(pick.groupId)).length);
    expect(after.reach.applied).toBe(1);
  });

  it('refuses invalid bodies with reasons and stores nothing', async () => {
    const before = (await storedPolicies()).length;
    const both = await post({ managed_app_id: managedAppId, app_group_id: randomUUID(), action: 'INSTALL', group_ids: [pick.groupId] });
    expect(both.statusCode).toBe(400);
    expect(JSON.stringify(both.json())).toContain('Choose one managed app or one application group.');

    const window = await post({ managed_app_id: managedAppId, action: 'INSTALL', group_ids: [pick.groupId], schedule: 'WINDOW', window_days: [], window_start: 25, deferrals: 11 });
    expect(window.statusCode).toBe(400);
    const reasons = JSON.stringify(window.json());
    for (const m of ['Choose at least one day for the maintenance window.', 'An hour is from 0 to 23.', 'Deferrals are from 0 to 10.']) expect(reasons).toContain(m);

    const noTarget = await post({ managed_app_id: managedAppId, action: 'BLOCK_LAUNCH' });
    expect(JSON.stringify(noTarget.json())).toContain('Target at least one person or group.');

    const unknown = await post({ managed_app_id: randomUUID(), action: 'INSTALL', person_emails: ['nobody@nowhere.test'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().exception).toContain('No such managed app.');
    expect(unknown.json().exception).toContain('No person with the email nobody@nowhere.test');
    expect(await storedPolicies()).toHaveLength(before);
  });

  it('updates and deletes with audit rows', async () => {
    const created: AppPolicyDetail = (await post({ managed_app_id: managedAppId, action: 'BLOCK_LAUNCH', group_ids: [pick.groupId] })).json();
    const put = await t.as(ADMIN, { method: 'PUT', url: `/api/mdm/app-policies/${created.id}`, payload: { managed_app_id: managedAppId, action: 'REMOVE', person_emails: [pick.ownerEmail], deferrals: 10 } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ action: 'REMOVE', deferrals: 10, groups: [] });
    expect(put.json().assigned_people.map((p: { email: string }) => p.email)).toEqual([pick.ownerEmail]);
    expect((await t.as(ADMIN, { method: 'DELETE', url: `/api/mdm/app-policies/${created.id}` })).statusCode).toBe(200);
    expect(await t.db.select().from(mdmAppPolicies).where(eq(mdmAppPolicies.id, created.id))).toHaveLength(0);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acme), sql`${auditLog.action} in ('mdm.app-policy.update', 'mdm.app-policy.delete')`));
    expect(audits.map((a) => a.action).sort()).toEqual(['mdm.app-policy.delete', 'mdm.app-policy.update']);
    expect((await get(`/api/mdm/app-policies/${created.id}`)).statusCode).toBe(404);
  });
});

describe('what app policies use', () => {
  it('keeps a managed app or an application group while an app policy uses it: 409, and nothing is deleted', async () => {
    const [app] = await t.db
      .insert(mdmManagedApps)
      .values({ accountId: acme, source: 'CUSTOM', name: `Kept ${randomUUID().slice(0, 6)}`, bundleId: `test.kept.${randomUUID().slice(0, 8)}` })
      .returning();
    const created: AppPolicyDetail = (await post({ managed_app_id: app.id, action: 'INSTALL', group_ids: [pick.groupId] })).json();
    const refused = await t.as(ADMIN, { method: 'DELETE', url: `/api/mdm/managed-apps/${app.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().exception).toContain('1 app policy');
    expect(await t.db.select().from(mdmManagedApps).where(eq(mdmManagedApps.id, app.id))).toHaveLength(1);
    expect(await t.db.select().from(mdmAppPolicies).where(eq(mdmAppPolicies.id, created.id))).toHaveLength(1);

    const [groupPolicy] = await t.db.select().from(mdmAppPolicies).where(and(eq(mdmAppPolicies.accountId, acme), sql`${mdmAppPolicies.appGroupId} is not null`)).limit(1);
    expect(groupPolicy, 'the demo seeds a policy on an application group').toBeDefined();
    const groupRefused = await t.as(ADMIN, { method: 'DELETE', url: `/api/mdm/app-groups/${groupPolicy.appGroupId}` });
    expect(groupRefused.statusCode).toBe(409);
    expect(await t.db.select().from(mdmAppPolicies).where(eq(mdmAppPolicies.id, groupPolicy.id))).toHaveLength(1);

    expect((await t.as(ADMIN, { method: 'DELETE', url: `/api/mdm/app-policies/${created.id}` })).statusCode).toBe(200);
    expect((await t.as(ADMIN, { method: 'DELETE', url: `/api/mdm/managed-apps/${app.id}` })).statusCode).toBe(200);
  });
});

describe('browsers', () => {
  it('counts devices and versions from the installed-apps inventory', async () => {
    const list: BrowserRow[] = (await get('/api/mdm/browsers')).json();
    const chrome = list.find((b) => b.name === 'Chrome')!;
    const expected = await rows<{ version: string; n: number }>(sql`
      select i.version, count(distinct i.endpoint_id)::int as n from installed_apps i
      join endpoints e on e.account_id = i.account_id and e.id = i.endpoint_id
      where i.account_id = ${acme}::uuid and i.removed_at is null and e.status = 'ACTIVE' and not e.infra
        and lower(i.name) in ('google chrome', 'google-chrome-stable', 'google-chrome')
      group by 1`);
    const [total] = await rows<{ n: number }>(sql`
      select count(distinct i.endpoint_id)::int as n from installed_apps i
      join endpoints e on e.account_id = i.account_id and e.id = i.endpoint_id
      where i.account_id = ${acme}::uuid and i.removed_at is null and e.status = 'ACTIVE' and not e.infra
        and lower(i.name) in ('google chrome', 'google-chrome-stable', 'google-chrome')`);
    expect(total.n).toBeGreaterThan(0);
    expect(chrome.devices).toBe(total.n);
    expect([...chrome.versions].sort((a, b) => a.version.localeCompare(b.version))).toEqual(
      expected.map((e) => ({ version: e.version, devices: e.n })).sort((a, b) => a.version.localeCompare(b.version)),
    );
    expect(chrome.allowed).toBe(true);

    const devices: BrowserDevice[] = (await get('/api/mdm/browsers/Chrome/devices?size=500')).json();
    expect(devices).toHaveLength(Math.min(500, total.n));
    const count = await t.as(ADMIN, { method: 'HEAD', url: '/api/mdm/browsers/Chrome/devices' });
    expect(Number(count.headers['x-size'])).toBe(total.n);
    expect((await get('/api/mdm/browsers/Netscape')).statusCode).toBe(404);
  });

  it('disallowing a browser is audited and shows in the policy document as a block-launch rule', async () => {
    const versionBefore = (await currentPolicyVersion(t.db, acme)).version;
    const bad = await t.as(ADMIN, { method: 'PUT', url: '/api/mdm/browsers/Brave', payload: { allowed: 'no' } });
    expect(bad.statusCode).toBe(400);
    const brave = () => t.db.select().from(mdmBrowserDecisions).where(and(eq(mdmBrowserDecisions.accountId, acme), eq(mdmBrowserDecisions.browser, 'Brave')));
    expect(await brave()).toHaveLength(0);

    const res = await t.as(ADMIN, { method: 'PUT', url: '/api/mdm/browsers/Brave', payload: { allowed: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Brave', allowed: false, updated_by: ADMIN });
    expect((await currentPolicyVersion(t.db, acme)).version).toBe(versionBefore + 1);
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.action, 'mdm.browser.decide')))).toHaveLength(1);

    const device = await enrol(t);
    const policyOf = async (): Promise<PolicyDocument> => (await t.app.inject({ method: 'GET', url: '/agent/v1/policy', headers: device.headers })).json();
    expect(await brave()).toMatchObject([{ allowed: false, updatedBy: ADMIN }]);
    const rule = (await policyOf()).mdm_apps?.rules.find((r) => r.source === 'browser' && r.name === 'Brave');
    expect(rule).toMatchObject({ name: 'Brave', action: 'block_launch', everyone: true, apps: ['Brave Browser', 'brave-browser'] });

    await t.as(ADMIN, { method: 'PUT', url: '/api/mdm/browsers/Brave', payload: { allowed: true } });
    expect((await policyOf()).mdm_apps?.rules.some((r) => r.source === 'browser' && r.name === 'Brave')).toBe(false);
  });
});

describe('access', () => {
  it('refuses Globex (no MDM) and auditors’ changes', async () => {
    expect((await get('/api/mdm/app-policies', GLOBEX)).statusCode).toBe(403);
    expect((await get('/api/mdm/browsers', GLOBEX)).statusCode).toBe(403);
    expect((await post({ managed_app_id: managedAppId, action: 'INSTALL', group_ids: [pick.groupId] }, GLOBEX)).statusCode).toBe(403);
    expect((await t.as(GLOBEX, { method: 'PUT', url: '/api/mdm/browsers/Chrome', payload: { allowed: false } })).statusCode).toBe(403);
    expect((await t.as('auditor@acme.test', { method: 'PUT', url: '/api/mdm/browsers/Chrome', payload: { allowed: false } })).statusCode).toBe(403);
  });
});

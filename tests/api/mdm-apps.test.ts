// Issue 20, MDM application groups: a group assigned to a group of people reaches the endpoints those people
// own, and its compliance figures agree with the installed applications the database holds; invalid bodies
// are refused with reasons and store nothing; Globex (no MDM) is refused; changes are audited and move the
// policy version; group admins and auditors, who have no Policies area, are refused.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppGroupDetail, AppGroupDevice, AppGroupRow } from '../../src/api/contract/mdm-apps';
import { auditLog, mdmAppGroups } from '../../server/db/schema/index';
import { currentPolicyVersion } from '../../server/lib/policy-version';
import { createTestApp, type TestApp } from './helpers';

const ADMIN = 'admin@acme.test';
let t: TestApp;
let acme: string;

type Pick = { groupId: string; groupName: string; app: string };
let pick: Pick;

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The active, non-infrastructure endpoints owned by members of a group, straight from the tables. */
const groupEndpoints = (groupId: string) => rows<{ id: string; hostname: string }>(sql`
  select e.id::text as id, e.hostname from endpoints e
  join person_groups pg on pg.account_id = e.account_id and pg.person_id = e.owner_person_id
  where e.account_id = ${acme}::uuid and pg.group_id = ${groupId}::uuid and e.status = 'ACTIVE' and not e.infra`);

const withApp = async (ids: string[], app: string) =>
  new Set(
    (await rows<{ id: string }>(sql`select endpoint_id::text as id from installed_apps
      where account_id = ${acme}::uuid and removed_at is null and lower(name) = lower(${app})`)).map((r) => r.id).filter((id) => ids.includes(id)),
  );

beforeAll(async () => {
  t = await createTestApp();
  acme = t.accounts['Acme Corp'].id;
  // a group whose people own several endpoints, and an app some (not all) of them have installed
  const candidates = await rows<{ group_id: string; group_name: string; app: string; have: number; total: number }>(sql`
    with ge as (
      select pg.group_id, e.id from endpoints e
      join person_groups pg on pg.account_id = e.account_id and pg.person_id = e.owner_person_id
      where e.account_id = ${acme}::uuid and e.status = 'ACTIVE' and not e.infra
    )
    select ge.group_id::text as group_id, g.name as group_name, i.name as app,
      count(distinct ge.id)::int as have, max(t.total) as total
    from ge join (select group_id, count(*)::int as total from ge group by group_id) t on t.group_id = ge.group_id
    join groups g on g.account_id = ${acme}::uuid and g.id = ge.group_id
    join installed_apps i on i.account_id = ${acme}::uuid and i.endpoint_id = ge.id and i.removed_at is null
    group by 1, 2, 3 order by 1, 3`);
  const chosen = candidates.find((c) => c.have > 0 && c.have < c.total && c.total >= 2);
  if (!chosen) throw new Error('the demo fleet has no group with a partly installed app');
  pick = { groupId: chosen.group_id, groupName: chosen.group_name, app: chosen.app };
});
afterAll(() => t?.close());

const post = (payload: object, email = ADMIN) => t.as(email, { method: 'POST', url: '/api/mdm/app-groups', payload });
const get = (url: string, email = ADMIN) => t.as(email, { method: 'GET', url });
const storedGroups = () => t.db.select().from(mdmAppGroups).where(eq(mdmAppGroups.accountId, acme));

describe('application groups', () => {
  it('reaches the endpoints of the assigned group and counts compliance from installed apps', async () => {
    const versionBefore = (await currentPolicyVersion(t.db, acme)).version;
    const res = await post({ kind: 'INSTALL', name: 'Required tools', apps: [pick.app], group_ids: [pick.groupId] });
    expect(res.statusCode, res.body).toBe(201);
    const created: AppGroupDetail = res.json();

    const expected = await groupEndpoints(pick.groupId);
    const ids = expected.map((e) => e.id);
    const having = await withApp(ids, pick.app);
    expect(created.reach).toEqual({ devices: ids.length, compliant: having.size });
    expect(created.groups).toEqual([{ id: pick.groupId, name: pick.groupName }]);

    const [stored] = await t.db.select().from(mdmAppGroups).where(eq(mdmAppGroups.id, created.id));
    expect(stored).toMatchObject({ kind: 'INSTALL', name: 'Required tools', apps: [pick.app], groupIds: [pick.groupId] });
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.action, 'mdm.app-group.create'), eq(auditLog.target, 'Required tools')));
    expect(audits).toHaveLength(1);
    expect((await currentPolicyVersion(t.db, acme)).version).toBe(versionBefore + 1);

    const devices: AppGroupDevice[] = (await get(`/api/mdm/app-groups/${created.id}/devices?size=500`)).json();
    expect(devices.map((d) => d.id).sort()).toEqual([...ids].sort());
    for (const d of devices) expect(d.compliant).toBe(having.has(d.id));
    const count = await t.as(ADMIN, { method: 'HEAD', url: `/api/mdm/app-groups/${created.id}/devices?compliant=false` });
    expect(Number(count.headers['x-size'])).toBe(ids.length - having.size);

    // the same app as a blocked group: the complement complies
    const blocked: AppGroupDetail = (await post({ kind: 'BLOCK', name: 'Not allowed', apps: [pick.app], group_ids: [pick.groupId] })).json();
    expect(blocked.reach).toEqual({ devices: ids.length, compliant: ids.length - having.size });

    const list: AppGroupRow[] = (await get('/api/mdm/app-groups?kind=INSTALL&size=100')).json();
    expect(list.find((g) => g.id === created.id)?.reach).toEqual(created.reach);
    expect(list.every((g) => g.kind === 'INSTALL')).toBe(true);

    const csv = await get('/api/mdm/app-groups-report?kind=BLOCK');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"Not allowed","Blocked","${pick.app}",0,"${pick.groupName}",${ids.length},${ids.length - having.size}`);
  });

  it('refuses an invalid body with reasons and stores nothing', async () => {
    const before = await storedGroups();
    const empty = await post({ kind: 'INSTALL', name: ' ', apps: [] });
    expect(empty.statusCode).toBe(400);
    const reasons = JSON.stringify(empty.json());
    expect(reasons).toContain('Enter a group name.');
    expect(reasons).toContain('Add at least one application.');
    expect(reasons).toContain('Assign the group to at least one person or group.');

    const unknown = await post({ kind: 'INSTALL', name: 'Ghosts', apps: ['Zoom'], person_emails: ['nobody@nowhere.test'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().exception).toContain('No person with the email nobody@nowhere.test');

    const twice = await post({ kind: 'BLOCK', name: 'Twice', apps: ['Zoom', 'zoom'], group_ids: [pick.groupId] });
    expect(twice.statusCode).toBe(400);
    expect(JSON.stringify(twice.json())).toContain('zoom is listed twice.');
    expect(await storedGroups()).toHaveLength(before.length);
  });

  it('refuses a duplicate name, updates with an audit row, and deletes', async () => {
    const body = { kind: 'INSTALL', name: 'Office suite', apps: [pick.app], group_ids: [pick.groupId] };
    const created: AppGroupDetail = (await post(body)).json();
    expect((await post({ ...body, name: 'office SUITE' })).statusCode).toBe(409);

    const [person] = await rows<{ email: string }>(sql`select email from people where account_id = ${acme}::uuid order by email limit 1`);
    const put = await t.as(ADMIN, { method: 'PUT', url: `/api/mdm/app-groups/${created.id}`, payload: { ...body, group_ids: [], person_emails: [person.email] } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().assigned_people.map((p: { email: string }) => p.email)).toEqual([person.email]);
    expect((await t.as(ADMIN, { method: 'PUT', url: `/api/mdm/app-groups/${created.id}`, payload: { ...body, kind: 'BLOCK' } })).statusCode).toBe(400);

    const del = await t.as(ADMIN, { method: 'DELETE', url: `/api/mdm/app-groups/${created.id}` });
    expect(del.statusCode).toBe(200);
    expect(await t.db.select().from(mdmAppGroups).where(eq(mdmAppGroups.id, created.id))).toHaveLength(0);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.target, 'Office suite')));
    expect(audits.map((a) => a.action).sort()).toEqual(['mdm.app-group.create', 'mdm.app-group.delete', 'mdm.app-group.update']);
    expect((await get(`/api/mdm/app-groups/${created.id}`)).statusCode).toBe(404);
  });

  it('keeps group admins and auditors out: Policies is not their area', async () => {
    const [g] = await storedGroups();
    for (const email of ['groupadmin@acme.test', 'auditor@acme.test']) {
      expect((await get('/api/mdm/app-groups', email)).statusCode).toBe(403);
      expect((await get(`/api/mdm/app-groups/${g.id}/devices`, email)).statusCode).toBe(403);
    }
  });

  it('refuses Globex (no MDM) and the auditor’s changes', async () => {
    expect((await get('/api/mdm/app-groups', 'admin@globex.test')).statusCode).toBe(403);
    expect((await post({ kind: 'INSTALL', name: 'Globex apps', apps: ['Zoom'], group_ids: [pick.groupId] }, 'admin@globex.test')).statusCode).toBe(403);
    expect((await post({ kind: 'INSTALL', name: 'Auditor apps', apps: ['Zoom'], group_ids: [pick.groupId] }, 'auditor@acme.test')).statusCode).toBe(403);
    expect(await t.db.select().from(mdmAppGroups).where(sql`${mdmAppGroups.name} in ('Globex apps', 'Auditor apps')`)).toHaveLength(0);
  });
});

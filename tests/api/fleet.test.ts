// The fleet calls (spec part 2 §7 "Devices", part 1 §7 "Users") against what the database holds: list
// totals and rows, every filter, the dashboard's figures behind the Operational Overview links, a group
// admin's scope, the device report CSV and refused queries.
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceResults, endpoints, installedApps, memberGroups, people, personGroups, saasAlerts, websiteAlerts } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

const ADMIN = 'admin@acme.test';
const acmeId = () => t.accounts['Acme Corp'].id;
const get = (url: string, email = ADMIN) => t.as(email, { method: 'GET', url });
const head = async (url: string, email = ADMIN) => Number((await t.as(email, { method: 'HEAD', url })).headers['x-size']);
type Device = { id: string; hostname: string; status: string; infra: boolean; platform_family: string; owner: { id: string; email: string } | null };

/** the company's endpoints as stored, with the owner's scope */
async function stored(...where: Parameters<typeof and>) {
  return t.db
    .select({ id: endpoints.id, hostname: endpoints.hostname, ownerScope: people.scope })
    .from(endpoints)
    .leftJoin(people, and(eq(people.accountId, endpoints.accountId), eq(people.id, endpoints.ownerPersonId)))
    .where(and(eq(endpoints.accountId, acmeId()), ...where));
}
const notInfra = eq(endpoints.infra, false);

/** the dashboard's own figures for today (GET /api/device-stats, user-stats and device-inactivity-stats) */
async function dashboard(path: string) {
  const e = Date.now();
  const res = await get(`/api/${path}?s=${e - 86_400_000 * 6}&e=${e}&z=UTC`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET and HEAD /api/devices', () => {
  it('lists the people’s endpoints, infrastructure devices apart, with totals the database gives', async () => {
    const expected = await stored(notInfra);
    expect(expected.length).toBeGreaterThan(15);
    expect(await head('/api/devices')).toBe(expected.length);
    const rows: Device[] = (await get('/api/devices?size=500')).json();
    expect(rows.map((r) => r.id).sort()).toEqual(expected.map((e) => e.id).sort());
    expect(rows.every((r) => !r.infra)).toBe(true);
    const infra = await stored(eq(endpoints.infra, true));
    expect(infra.length).toBeGreaterThan(0);
    expect(await head('/api/infra-devices')).toBe(infra.length);
    const infraRows: Device[] = (await get('/api/infra-devices?size=500')).json();
    expect(infraRows.map((r) => r.hostname).sort()).toEqual(infra.map((e) => e.hostname).sort());
  });

  it('pages in hostname order and sorts on request', async () => {
    const all = await t.db.select().from(endpoints).where(and(eq(endpoints.accountId, acmeId()), notInfra)).orderBy(asc(endpoints.hostname), asc(endpoints.id));
    const page2: Device[] = (await get('/api/devices?page=2&size=10')).json();
    expect(page2.map((r) => r.id)).toEqual(all.slice(10, 20).map((e) => e.id));
    const newest: Device[] = (await get('/api/devices?sb=last_seen&so=desc&size=5')).json();
    const byLastSeen = [...all].sort((a, b) => b.lastSeen.getTime() - a.lastSeen.getTime());
    expect(newest[0]!.id).toBe(byLastSeen[0]!.id);
  });

  it('filters by status, platform, scope, compliance, encryption, MDM, version, owner and text like the database', async () => {
    const cases: [string, Parameters<typeof and>][] = [
      ['status=ACTIVE', [eq(endpoints.status, 'ACTIVE')]],
      ['status=INACTIVE&status=OFFLINE_FOR_CONFIG_TIME', [inArray(endpoints.status, ['INACTIVE', 'OFFLINE_FOR_CONFIG_TIME'])]],
      ['o=MacOS&o=Linux', [inArray(endpoints.platformFamily, ['MacOS', 'Linux'])]],
      ['scope=OUT_OF_SCOPE', [eq(people.scope, 'OUT_OF_SCOPE')]],
      ['compliant=true', [eq(endpoints.complianceState, 'COMPLIANT')]],
      ['compliant=false', [ne(endpoints.complianceState, 'COMPLIANT')]],
      ['encrypted=false', [eq(endpoints.diskEncrypted, false)]],
      ['managed=MDM', [eq(endpoints.mdmManaged, true)]],
      ['managed=NOT_MDM&o=MacOS', [eq(endpoints.mdmManaged, false), eq(endpoints.platformFamily, 'MacOS')]],
      ['version=1.1.7', [eq(endpoints.agentVersion, '1.1.7')]],
      ['status=ACTIVE&scope=IN_SCOPE', [eq(endpoints.status, 'ACTIVE'), eq(people.scope, 'IN_SCOPE')]],
    ];
    for (const [query, where] of cases) {
      const expected = await stored(notInfra, ...where);
      expect(await head(`/api/devices?${query}`), query).toBe(expected.length);
      const rows: Device[] = (await get(`/api/devices?${query}&size=500`)).json();
      expect(rows.map((r) => r.id).sort(), query).toEqual(expected.map((e) => e.id).sort());
    }
    const [someone] = await t.db.select().from(people).innerJoin(endpoints, and(eq(endpoints.accountId, people.accountId), eq(endpoints.ownerPersonId, people.id))).where(and(eq(people.accountId, acmeId()), notInfra)).limit(1);
    const owned: Device[] = (await get(`/api/devices?owner=${encodeURIComponent(someone!.people.email.toUpperCase())}&size=500`)).json();
    expect(owned.length).toBeGreaterThan(0);
    for (const d of owned) expect(d.owner!.email.toLowerCase()).toContain(someone!.people.email.toLowerCase());
    const host = someone!.endpoints.hostname;
    const found: Device[] = (await get(`/api/devices?q=${encodeURIComponent(host.toLowerCase())}`)).json();
    expect(found.map((d) => d.hostname)).toContain(host);
  });

  it('answers 400 with reasons for bad queries, never 500', async () => {
    for (const query of ['page=0', 'size=501', 'status=GONE', 'o=BeOS', 'compliant=yes', 'managed=maybe', 'version=latest', 'sb=password', 'so=up', `q=${'x'.repeat(201)}`]) {
      for (const path of ['/api/devices', '/api/devices/v2', '/api/infra-devices', '/api/devices-report']) {
        if (path === '/api/devices-report' && /^(page|size)=/.test(query)) continue; // the report has no pages
        const res = await get(`${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json().issues.length).toBeGreaterThan(0);
      }
    }
    expect((await get('/api/devices/not-a-uuid')).statusCode).toBe(400);
    expect((await get('/api/devices/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('the Operational Overview links land with the dashboard’s figures', () => {
  it('all platforms, compliant, each platform, compliant by platform and MDM', async () => {
    const d = await dashboard('device-stats');
    const v2 = (query: string) => head(`/api/devices/v2?${query}`);
    expect(await v2('o=Windows&o=MacOS&o=Linux')).toBe(d.total_endpoints);
    expect(await v2('compliant=true')).toBe(d.compliant);
    expect(await v2('compliant=false')).toBe(d.total_endpoints - d.compliant);
    for (const p of ['Windows', 'MacOS', 'Linux']) {
      expect(await v2(`o=${p}`), p).toBe(d.pf_count[p]);
      expect(await v2(`o=${p}&compliant=true`), p).toBe(d.comp_pf_count[p]);
    }
    expect(await v2('managed=MDM')).toBe(d.mdm_enrolled_device_count);
    expect(await head('/api/infra-devices')).toBe(d.infra_count);
    expect(await head('/api/devices?encrypted=false')).toBe(d.missing_hd_encryption);
  });

  it('long idle endpoints and the people links', async () => {
    const idle = await dashboard('device-inactivity-stats');
    expect(await head('/api/devices?status=OFFLINE_FOR_CONFIG_TIME')).toBe(idle.inactive_last_week);
    expect(await head('/api/devices?status=ACTIVE')).toBe(idle.active);
    const u = await dashboard('user-stats');
    expect(await head('/api/users?copilot=not_installed&copilot=uninstalled')).toBe(u.inactive_users);
    expect(await head('/api/users')).toBe(u.people);
  });
});

describe('people filters of /user-management and /users', () => {
  it('filters by risk, text, copilot status, status and scope like the database', async () => {
    const acme = eq(people.accountId, acmeId());
    const cases: [string, Parameters<typeof and>][] = [
      ['r=High', [eq(people.riskLevel, 'High')]],
      ['r=High&r=Medium&status=ACTIVE', [inArray(people.riskLevel, ['High', 'Medium']), eq(people.status, 'ACTIVE')]],
      ['copilot=not_installed', [eq(people.copilotStatus, 'not_installed')]],
      ['status=INACTIVE', [eq(people.status, 'INACTIVE')]],
      ['scope=OUT_OF_SCOPE', [eq(people.scope, 'OUT_OF_SCOPE')]],
      ['u=eng', [sql`(${people.name} ilike '%eng%' or ${people.email} ilike '%eng%' or ${people.department} ilike '%eng%')`]],
    ];
    for (const [query, where] of cases) {
      const expected = await t.db.select({ id: people.id }).from(people).where(and(acme, ...where));
      expect(await head(`/api/users?${query}`), query).toBe(expected.length);
      const rows: { id: string }[] = (await get(`/api/users?${query}&size=500`)).json();
      expect(rows.map((r) => r.id).sort(), query).toEqual(expected.map((e) => e.id).sort());
    }
    expect((await get('/api/users?r=Extreme')).statusCode).toBe(400);
    expect((await get('/api/users?copilot=maybe')).statusCode).toBe(400);
  });

  it('lists a person’s endpoints and SaaS apps, and 404 for someone else’s company', async () => {
    const [owner] = await t.db
      .select({ id: people.id })
      .from(people)
      .innerJoin(endpoints, and(eq(endpoints.accountId, people.accountId), eq(endpoints.ownerPersonId, people.id)))
      .where(eq(people.accountId, acmeId()))
      .limit(1);
    const theirs = await t.db.select({ id: endpoints.id }).from(endpoints).where(and(eq(endpoints.accountId, acmeId()), eq(endpoints.ownerPersonId, owner!.id)));
    const rows: Device[] = (await get(`/api/users/${owner!.id}/devices`)).json();
    expect(rows.map((r) => r.id).sort()).toEqual(theirs.map((e) => e.id).sort());
    const saas = await get(`/api/users/${owner!.id}/saas?days=30`);
    expect(saas.statusCode).toBe(200);
    expect((await get(`/api/users/${owner!.id}/devices`, 'admin@globex.test')).statusCode).toBe(404);
  });
});

describe('one endpoint and its tabs', () => {
  it('answers the stored details, compliance, installed apps, extensions, usage and alerts', async () => {
    const [withAlerts] = await t.db
      .select({ id: saasAlerts.endpointId })
      .from(saasAlerts)
      .innerJoin(endpoints, and(eq(endpoints.accountId, saasAlerts.accountId), eq(endpoints.id, saasAlerts.endpointId)))
      .where(eq(saasAlerts.accountId, acmeId()))
      .limit(1);
    const id = withAlerts!.id;
    const [e] = await t.db.select().from(endpoints).where(and(eq(endpoints.accountId, acmeId()), eq(endpoints.id, id)));
    const detail = (await get(`/api/devices/${id}`)).json();
    expect(detail).toMatchObject({ id, hostname: e!.hostname, serial: e!.serial, agent_version: e!.agentVersion, mdm_managed: e!.mdmManaged, disk_encrypted: e!.diskEncrypted });
    expect(detail.last_seen).toBe(e!.lastSeen.toISOString());
    const controls = await t.db.select().from(complianceResults).where(and(eq(complianceResults.accountId, acmeId()), eq(complianceResults.endpointId, id)));
    expect((await get(`/api/device-compliance/${id}`)).json()).toHaveLength(controls.length);
    const apps = await t.db.select().from(installedApps).where(and(eq(installedApps.accountId, acmeId()), eq(installedApps.endpointId, id), isNull(installedApps.removedAt)));
    expect((await get(`/api/devices/${id}/apps`)).json().map((a: { name: string }) => a.name).sort()).toEqual(apps.map((a) => a.name).sort());
    expect((await get(`/api/device-browser-ext/${id}`)).statusCode).toBe(200);
    expect((await get(`/api/device-activity/${id}?days=30`)).statusCode).toBe(200);
    const saasCount = (await t.db.select({ id: saasAlerts.id }).from(saasAlerts).where(and(eq(saasAlerts.accountId, acmeId()), eq(saasAlerts.endpointId, id)))).length;
    const webCount = (await t.db.select({ id: websiteAlerts.id }).from(websiteAlerts).where(and(eq(websiteAlerts.accountId, acmeId()), eq(websiteAlerts.endpointId, id)))).length;
    expect(await head(`/api/devices/${id}/history`)).toBe(saasCount + webCount);
    const history = (await get(`/api/devices/${id}/history?size=500`)).json();
    expect(history).toHaveLength(Math.min(500, saasCount + webCount));
  });
});

describe('a group admin', () => {
  it('sees only the endpoints its groups’ people own, and 404 for the others', async () => {
    const gm = t.members['groupadmin@acme.test'];
    const allowed = (await t.db.select().from(memberGroups).where(eq(memberGroups.memberId, gm!.id))).map((g) => g.groupId);
    const visiblePeople = (await t.db.selectDistinct({ id: personGroups.personId }).from(personGroups).where(and(eq(personGroups.accountId, acmeId()), inArray(personGroups.groupId, allowed)))).map((p) => p.id);
    const expected = await stored(notInfra, inArray(endpoints.ownerPersonId, visiblePeople));
    const all = await stored(notInfra);
    expect(expected.length).toBeLessThan(all.length);
    expect(await head('/api/devices', 'groupadmin@acme.test')).toBe(expected.length);
    const rows: Device[] = (await get('/api/devices?size=500', 'groupadmin@acme.test')).json();
    expect(rows.map((r) => r.id).sort()).toEqual(expected.map((e) => e.id).sort());
    const outside = all.find((e) => !expected.some((x) => x.id === e.id))!;
    for (const path of [`/api/devices/${outside.id}`, `/api/device-compliance/${outside.id}`, `/api/devices/${outside.id}/apps`, `/api/device-browser-ext/${outside.id}`, `/api/device-activity/${outside.id}`, `/api/devices/${outside.id}/history`]) {
      const res = await get(path, 'groupadmin@acme.test');
      expect(res.statusCode, path).toBe(404);
      expect(res.body.includes(outside.hostname)).toBe(false);
    }
    expect((await get(`/api/devices/${expected[0]!.id}`, 'groupadmin@acme.test')).statusCode).toBe(200);
    // the management list and its report are for administrators only
    expect((await get('/api/devices/v2', 'groupadmin@acme.test')).statusCode).toBe(403);
    expect((await get('/api/devices-report', 'groupadmin@acme.test')).statusCode).toBe(403);
  });
});

describe('GET and HEAD /api/devices-report', () => {
  it('answers the filtered list as a CSV named in its header, one row per endpoint', async () => {
    const query = 'o=MacOS&compliant=true&status=ACTIVE';
    const res = await get(`/api/devices-report?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(String(res.headers['content-disposition'])).toMatch(/filename="Endpoints \d{4}-\d{2}-\d{2}\.csv"/);
    const records: string[][] = parse(res.body.replace(/^\uFEFF/, ''));
    const [header, ...lines] = records;
    expect(header![0]).toBe('Hostname');
    const list: Device[] = (await get(`/api/devices/v2?${query}&size=500`)).json();
    expect(lines.map((l) => l[0])).toEqual(list.map((d) => d.hostname));
    expect(await head(`/api/devices-report?${query}`)).toBe(lines.length);
  });
});

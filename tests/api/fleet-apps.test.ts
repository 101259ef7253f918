// Issue 18, Applications, Browser Policy, Endpoint Status and reassigning an endpoint: what the calls
// answer compared with what the database holds (t.db), a group admin's scope, refused input, audit rows,
// and a blocked extension travelling through the agents' policy document and a simulated agent round.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, browserExtensions, endpoints, installedApps, memberGroups, people, personGroups } from '../../server/db/schema/index';
import { DEMO_ENROLMENT_SECRETS } from '../../server/seed/accounts';
import { runSimulation, simulatedFleet } from '../../tools/simulate/simulator';
import { enrol } from './agent-fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp({ agent: { sweepIntervalMs: 0, rateLimit: { requests: 100_000, windowMs: 60_000 } } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(() => t?.close());

const ADMIN = 'admin@acme.test';
const GROUP_ADMIN = 'groupadmin@acme.test';
const acmeId = () => t.accounts['Acme Corp'].id;
const get = (path: string, email = ADMIN) => t.as(email, { method: 'GET', url: path });
const head = async (path: string, email = ADMIN) => {
  const res = await t.as(email, { method: 'HEAD', url: path });
  expect(res.statusCode, path).toBe(200);
  return Number(res.headers['x-size']);
};
const post = (path: string, payload: unknown, email = ADMIN) => t.as(email, { method: 'POST', url: path, payload: payload as object });
const rows = async <T,>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** the endpoint ids a group admin may see: those owned by its groups' people */
async function groupAdminEndpoints(): Promise<string[]> {
  const gm = t.members[GROUP_ADMIN]!;
  const groups = (await t.db.select().from(memberGroups).where(eq(memberGroups.memberId, gm.id))).map((g) => g.groupId);
  const owners = (await t.db.selectDistinct({ id: personGroups.personId }).from(personGroups).where(and(eq(personGroups.accountId, acmeId()), inArray(personGroups.groupId, groups)))).map((p) => p.id);
  const found = await t.db.select({ id: endpoints.id }).from(endpoints).where(and(eq(endpoints.accountId, acmeId()), inArray(endpoints.ownerPersonId, owners)));
  return found.map((e) => e.id);
}

/** what is installed now, per application name, on the given endpoints (all of Acme's when omitted) */
async function installedByName(endpointIds?: string[]) {
  const found = await t.db
    .select({ name: installedApps.name, version: installedApps.version, endpointId: installedApps.endpointId, family: endpoints.platformFamily })
    .from(installedApps)
    .innerJoin(endpoints, and(eq(endpoints.accountId, installedApps.accountId), eq(endpoints.id, installedApps.endpointId)))
    .where(and(eq(installedApps.accountId, acmeId()), isNull(installedApps.removedAt), endpointIds ? inArray(installedApps.endpointId, endpointIds) : undefined));
  const byName = new Map<string, { endpoints: Set<string>; versions: Set<string>; families: Set<string> }>();
  for (const r of found) {
    const entry = byName.get(r.name) ?? { endpoints: new Set(), versions: new Set(), families: new Set() };
    entry.endpoints.add(r.endpointId);
    entry.versions.add(r.version);
    entry.families.add(r.family);
    byName.set(r.name, entry);
  }
  return { byName, rows: found };
}

type AppRow = { name: string; publisher: string | null; versions: number; endpoints: number; platforms: string[] };

describe('GET and HEAD /api/applications', () => {
  it('lists every application installed now, with the endpoints, versions and platforms the database holds', async () => {
    const { byName } = await installedByName();
    expect(byName.size).toBeGreaterThan(10);
    expect(await head('/api/applications')).toBe(byName.size);
    const list: AppRow[] = (await get('/api/applications?size=500')).json();
    expect(list.map((a) => a.name).sort()).toEqual([...byName.keys()].sort());
    for (const a of list) {
      const expected = byName.get(a.name)!;
      expect(a.endpoints, a.name).toBe(expected.endpoints.size);
      expect(a.versions, a.name).toBe(expected.versions.size);
      expect([...a.platforms].sort(), a.name).toEqual([...expected.families].sort());
    }
    const page2: AppRow[] = (await get('/api/applications?page=2&size=5')).json();
    expect(page2.map((a) => a.name)).toEqual(list.slice(5, 10).map((a) => a.name));
    const busiest: AppRow[] = (await get('/api/applications?sb=endpoints&so=desc&size=1')).json();
    expect(busiest[0]!.endpoints).toBe(Math.max(...list.map((a) => a.endpoints)));
  });

  it('filters by platform and by text like the database', async () => {
    const { byName } = await installedByName();
    const linux = [...byName.entries()].filter(([, v]) => v.families.has('Linux')).map(([k]) => k);
    expect(linux.length).toBeGreaterThan(0);
    expect(await head('/api/applications?o=Linux')).toBe(linux.length);
    const listed: AppRow[] = (await get('/api/applications?o=Linux&size=500')).json();
    expect(listed.map((a) => a.name).sort()).toEqual(linux.sort());
    const name = linux[0]!;
    const fragment = name.slice(0, 4).toLowerCase();
    const matching = [...byName.keys()].filter((k) => k.toLowerCase().includes(fragment));
    const byText: AppRow[] = (await get(`/api/applications?q=${encodeURIComponent(fragment)}&size=500`)).json();
    // an application matches on its name or its publisher
    expect(byText.map((a) => a.name)).toEqual(expect.arrayContaining(matching));
    for (const a of byText) expect(`${a.name} ${a.publisher ?? ''}`.toLowerCase()).toContain(fragment);
  });

  it('shows a group admin only what its people’s endpoints have installed', async () => {
    const visible = await groupAdminEndpoints();
    const { byName } = await installedByName(visible);
    const all = await head('/api/applications');
    expect(await head('/api/applications', GROUP_ADMIN)).toBe(byName.size);
    const list: AppRow[] = (await get('/api/applications?size=500', GROUP_ADMIN)).json();
    for (const a of list) expect(a.endpoints, a.name).toBe(byName.get(a.name)!.endpoints.size);
    expect(list.reduce((s, a) => s + a.endpoints, 0)).toBeLessThan(
      ((await get('/api/applications?size=500')).json() as AppRow[]).reduce((s, a) => s + a.endpoints, 0),
    );
    expect(all).toBeGreaterThanOrEqual(byName.size);
  });

  it('exports the filtered list as CSV with one line per application', async () => {
    const res = await get('/api/applications-report?o=MacOS');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/Applications \d{4}-\d{2}-\d{2}\.csv/);
    const records: string[][] = parse(res.body.replace(/^\uFEFF/, ''));
    expect(records[0]).toEqual(['Application', 'Publisher', 'Versions', 'Endpoints', 'Vulnerable endpoints', 'Platforms']);
    expect(records.length - 1).toBe(await head('/api/applications?o=MacOS'));
  });

  it('refuses bad filters with 400 and the reasons', async () => {
    for (const query of ['o=Amiga', 'sb=color', 'size=0', 'page=-1']) {
      const res = await get(`/api/applications?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().issues.length, query).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/applications/:id/:apt (Application Details)', () => {
  it('answers the versions and the endpoints that have it, per platform or for all', async () => {
    const { byName, rows: installed } = await installedByName();
    const [name, entry] = [...byName.entries()].sort(([, a], [, b]) => b.versions.size - a.versions.size || b.endpoints.size - a.endpoints.size)[0]!;
    const id = encodeURIComponent(name);
    const detail = (await get(`/api/applications/${id}/all`)).json();
    expect(detail.name).toBe(name);
    expect(detail.endpoints).toBe(entry.endpoints.size);
    const versionCounts = new Map<string, number>();
    for (const r of installed.filter((r) => r.name === name)) versionCounts.set(r.version, (versionCounts.get(r.version) ?? 0) + 1);
    expect(Object.fromEntries(detail.version_list.map((v: { version: string; endpoints: number }) => [v.version, v.endpoints]))).toEqual(Object.fromEntries(versionCounts));

    expect(await head(`/api/applications/${id}/all/endpoints`)).toBe(entry.endpoints.size);
    const listed: { id: string; version: string }[] = (await get(`/api/applications/${id}/all/endpoints?size=500`)).json();
    expect(listed.map((e) => e.id).sort()).toEqual([...entry.endpoints].sort());
    const [version, count] = [...versionCounts.entries()][0]!;
    expect(await head(`/api/applications/${id}/all/endpoints?version=${encodeURIComponent(version)}`)).toBe(count);

    const family = [...entry.families][0]!;
    const onFamily = installed.filter((r) => r.name === name && r.family === family);
    const perPlatform = (await get(`/api/applications/${id}/${family}`)).json();
    expect(perPlatform.apt).toBe(family);
    expect(perPlatform.endpoints).toBe(new Set(onFamily.map((r) => r.endpointId)).size);
    expect(await head(`/api/applications/${id}/${family}/endpoints`)).toBe(perPlatform.endpoints);
  });

  it('answers 404 for an application no endpoint in scope has, and 400 for an unknown platform type', async () => {
    expect((await get('/api/applications/No%20Such%20App/all')).statusCode).toBe(404);
    expect((await t.as(ADMIN, { method: 'HEAD', url: '/api/applications/No%20Such%20App/all/endpoints' })).statusCode).toBe(404);
    const res = await get('/api/applications/Slack/Amiga');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toContain('apt');
  });
});

type ExtRow = { extension_id: string; name: string; endpoints: number; removed_endpoints: number; action: string | null; browsers: string[] };

describe('Browser Policy', () => {
  it('lists the browsers and extensions the fleet reported, with counts the database gives', async () => {
    const current = await t.db
      .select({ id: browserExtensions.extensionId, endpointId: browserExtensions.endpointId, browser: browserExtensions.browser })
      .from(browserExtensions)
      .where(and(eq(browserExtensions.accountId, acmeId()), isNull(browserExtensions.removedAt)));
    const ids = new Set(current.map((r) => r.id));
    expect(await head('/api/browser-extensions')).toBeGreaterThanOrEqual(ids.size);
    const list: ExtRow[] = (await get('/api/browser-extensions?size=500')).json();
    for (const x of list) expect(x.endpoints, x.name).toBe(new Set(current.filter((r) => r.id === x.extension_id).map((r) => r.endpointId)).size);
    const browsers: { browser: string; endpoints: number }[] = (await get('/api/browsers-installed')).json();
    for (const b of browsers) expect(b.endpoints, b.browser).toBe(new Set(current.filter((r) => r.browser === b.browser).map((r) => r.endpointId)).size);
  });

  it('refuses bad bodies with 400, an unknown extension with 404, and the auditor and group admin with 403', async () => {
    for (const body of [{}, { extension_id: 'abc' }, { extension_id: 'abc', action: 'MAYBE' }, { extension_id: 'a b', action: 'BLOCK' }, []]) {
      const res = await post('/api/browser-extension-policies', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().issues.length).toBeGreaterThan(0);
    }
    expect((await post('/api/browser-extension-policies', { extension_id: 'nosuchextension', action: 'BLOCK' })).statusCode).toBe(404);
    expect((await post('/api/browser-extension-policies', { extension_id: 'nosuchextension', action: 'BLOCK' }, 'auditor@acme.test')).statusCode).toBe(403);
    expect((await post('/api/browser-extension-policies', { extension_id: 'nosuchextension', action: 'BLOCK' }, GROUP_ADMIN)).statusCode).toBe(403);
    expect((await t.as(ADMIN, { method: 'DELETE', url: '/api/browser-extension-policies/nosuchextension' })).statusCode).toBe(404);
  });

  it('a block is audited, bumps the policy version, reaches the agents’ document, and a simulated agent round removes it', async () => {
    const OPTIONS = { account: 'acme', devices: 4, days: 1, seed: 23 } as const;
    const fleet = simulatedFleet(OPTIONS, new Date());
    // an extension the simulated endpoints will report installed
    const reported = fleet.devices.flatMap((d) => fleet.eventsOf(d).filter((e) => e.kind === 'extension').map((e) => ({ serial: d.serial, e })));
    expect(reported.length).toBeGreaterThan(0);
    const target = reported[0]!.e as { extension_id: string; name: string };
    const serials = [...new Set(reported.filter((r) => (r.e as { extension_id: string }).extension_id === target.extension_id).map((r) => r.serial))];

    const before = Number((await rows<{ v: number }>(sql`select coalesce(max(version), 0) as v from policy_versions where account_id = ${acmeId()}`))[0]!.v);
    const res = await post('/api/browser-extension-policies', { extension_id: target.extension_id, action: 'BLOCK' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ extension_id: target.extension_id, action: 'BLOCK', policy_version: before + 1 });
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acmeId()), eq(auditLog.action, 'browser-extension.block')));
    expect(audit?.details).toMatchObject({ extension_id: target.extension_id, after: 'BLOCK', policy_version: before + 1 });

    // the document an agent fetches lists it
    const device = await enrol(t, { hostname: 'EXT-POLICY-PROBE', serial: 'EXT-POLICY-PROBE-1', secret: DEMO_ENROLMENT_SECRETS.acme, owner_email: 'admin@acme.test' });
    const doc = await t.app.inject({ method: 'GET', url: '/agent/v1/policy', headers: device.headers });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().version).toBe(before + 1);
    expect(doc.json().blocked_extensions).toContainEqual({ extension_id: target.extension_id, name: expect.any(String) });

    // a simulated round: the endpoints enrol, fetch the document, send their inventory, remove what it blocks
    const report = await runSimulation({ url, ...OPTIONS });
    expect(report.unacknowledged).toBe(0);
    const stored = await t.db
      .select({ removedAt: browserExtensions.removedAt, enabled: browserExtensions.enabled })
      .from(browserExtensions)
      .innerJoin(endpoints, and(eq(endpoints.accountId, browserExtensions.accountId), eq(endpoints.id, browserExtensions.endpointId)))
      .where(and(eq(browserExtensions.accountId, acmeId()), eq(browserExtensions.extensionId, target.extension_id), inArray(endpoints.serial, serials)));
    expect(stored.length).toBe(serials.length);
    expect(stored.every((r) => r.removedAt !== null && !r.enabled)).toBe(true);

    // the console shows it blocked, with the removals the database holds
    const removedAll = await t.db
      .selectDistinct({ id: browserExtensions.endpointId })
      .from(browserExtensions)
      .where(and(eq(browserExtensions.accountId, acmeId()), eq(browserExtensions.extensionId, target.extension_id), sql`${browserExtensions.removedAt} is not null`));
    const listed: ExtRow[] = (await get('/api/browser-extensions?action=BLOCK&size=500')).json();
    const row = listed.find((x) => x.extension_id === target.extension_id);
    expect(row).toMatchObject({ action: 'BLOCK', removed_endpoints: removedAll.length });
    expect(await head('/api/browser-extensions?action=BLOCK')).toBe(listed.length);

    // undoing the decision is audited and bumps the version again
    const undo = await t.as(ADMIN, { method: 'DELETE', url: `/api/browser-extension-policies/${target.extension_id}` });
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ action: null, policy_version: before + 2 });
    const again = await t.app.inject({ method: 'GET', url: '/agent/v1/policy', headers: device.headers });
    expect(again.json().blocked_extensions).toEqual([]);
  }, 120_000);
});

type Counts = { ACTIVE: number; INACTIVE: number; OFFLINE_FOR_CONFIG_TIME: number; total: number };
const STATUSES = ['ACTIVE', 'INACTIVE', 'OFFLINE_FOR_CONFIG_TIME'] as const;

describe('GET /api/endpoint-status', () => {
  it('counts the people’s endpoints by status like the database', async () => {
    const status = (await get('/api/endpoint-status')).json();
    const stored = await t.db.select({ status: endpoints.status }).from(endpoints).where(and(eq(endpoints.accountId, acmeId()), eq(endpoints.infra, false)));
    for (const s of STATUSES) expect(status.totals[s], s).toBe(stored.filter((e) => e.status === s).length);
    expect(status.totals.total).toBe(stored.length);
  });

  it('each figure equals the total of the list its link opens (HEAD of the destination call)', async () => {
    for (const [email, list] of [[ADMIN, '/api/devices/v2'], [GROUP_ADMIN, '/api/devices']] as const) {
      const status = (await get('/api/endpoint-status', email)).json() as { totals: Counts; platforms: (Counts & { platform: string })[]; versions: (Counts & { version: string })[] };
      expect(status.platforms.length).toBeGreaterThan(0);
      expect(status.versions.length).toBeGreaterThan(1);
      for (const s of STATUSES) {
        expect(await head(`${list}?status=${s}`, email), `${email} ${s}`).toBe(status.totals[s]);
        for (const p of status.platforms.filter((x) => x.platform !== 'Unknown')) {
          expect(await head(`${list}?status=${s}&o=${p.platform}`, email), `${email} ${s} ${p.platform}`).toBe(p[s]);
        }
        for (const v of status.versions) expect(await head(`${list}?status=${s}&version=${v.version}`, email), `${email} ${s} ${v.version}`).toBe(v[s]);
      }
      for (const p of status.platforms.filter((x) => x.platform !== 'Unknown')) expect(await head(`${list}?o=${p.platform}`, email)).toBe(p.total);
      expect(await head(list, email)).toBe(status.totals.total);
    }
  }, 60_000);

  it('is refused to the provider operators', async () => {
    expect((await get('/api/endpoint-status', 'root@palisade.test')).statusCode).toBe(403);
  });
});

describe('POST /api/devices/reassign/:id', () => {
  async function anEndpointAndAnotherPerson() {
    const [e] = await t.db.select().from(endpoints).where(and(eq(endpoints.accountId, acmeId()), eq(endpoints.infra, false), sql`${endpoints.ownerPersonId} is not null`)).limit(1);
    const [p] = await t.db.select().from(people).where(and(eq(people.accountId, acmeId()), sql`${people.id} <> ${e!.ownerPersonId}`)).limit(1);
    return { e: e!, p: p! };
  }

  it('gives the endpoint to the person, audited with the owner before and after', async () => {
    const { e, p } = await anEndpointAndAnotherPerson();
    const res = await post(`/api/devices/reassign/${e.id}`, { email: p.email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().owner).toMatchObject({ id: p.id, email: p.email });
    const [now] = await t.db.select({ owner: endpoints.ownerPersonId }).from(endpoints).where(and(eq(endpoints.accountId, acmeId()), eq(endpoints.id, e.id)));
    expect(now!.owner).toBe(p.id);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acmeId()), eq(auditLog.action, 'device.reassign')));
    expect(audits.at(-1)).toMatchObject({ target: e.hostname, details: { endpoint_id: e.id, before: { id: e.ownerPersonId }, after: { id: p.id, email: p.email } } });
    // by person id, back to the first owner
    const back = await post(`/api/devices/reassign/${e.id}`, { person_id: e.ownerPersonId });
    expect(back.statusCode).toBe(200);
    expect((await post(`/api/devices/reassign/${e.id}`, { person_id: e.ownerPersonId })).statusCode).toBe(409);
  });

  it('answers 404 for an unknown endpoint or person, 400 for a bad body, 403 for other roles', async () => {
    const { e, p } = await anEndpointAndAnotherPerson();
    const audits = async () => (await t.db.select().from(auditLog).where(eq(auditLog.action, 'device.reassign'))).length;
    const before = await audits();
    expect((await post('/api/devices/reassign/00000000-0000-4000-8000-000000000000', { person_id: p.id })).statusCode).toBe(404);
    expect((await post(`/api/devices/reassign/${e.id}`, { email: 'nobody@acme.test' })).statusCode).toBe(404);
    expect((await post(`/api/devices/reassign/${e.id}`, { person_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const globexPerson = (await t.db.select().from(people).where(eq(people.accountId, t.accounts['Globex'].id)).limit(1))[0];
    if (globexPerson) expect((await post(`/api/devices/reassign/${e.id}`, { person_id: globexPerson.id })).statusCode).toBe(404);
    for (const body of [{}, { email: 'not-an-email' }, { person_id: 'x' }, { person_id: p.id, email: p.email }, { email: p.email, extra: 1 }]) {
      const res = await post(`/api/devices/reassign/${e.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().issues.length).toBeGreaterThan(0);
    }
    expect((await post('/api/devices/reassign/not-a-uuid', { person_id: p.id })).statusCode).toBe(400);
    expect((await post(`/api/devices/reassign/${e.id}`, { person_id: p.id }, GROUP_ADMIN)).statusCode).toBe(403);
    expect((await post(`/api/devices/reassign/${e.id}`, { person_id: p.id }, 'auditor@acme.test')).statusCode).toBe(403);
    expect(await audits()).toBe(before);
  });
});

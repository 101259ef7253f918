// The Reports calls (src/api/contract/reports.ts): every figure equals the dashboard's call for the same
// range and what the database holds (t.db, through the dashboard's independent model); disable_session_logs
// refuses the usage reports (403) and hides website figures; a group admin sees only its groups' people.
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityDaily, memberGroups, personGroups } from '../../server/db/schema/index';
import { reportsApi } from '../../src/api/contract/reports';
import { coveredDates, figures, loadModel } from './dashboard-model';
import { createTestApp, type TestApp } from './helpers';

const DAY = 86_400_000;
let t: TestApp;
const now = Date.now();
const month = { s: String(now - 29 * DAY), e: String(now), z: 'Europe/Berlin' };
const week = { s: String(now - 6 * DAY), e: String(now), z: 'UTC' };

const get = (email: string, url: string, query: Record<string, string>) => t.as(email, { method: 'GET', url, query });

async function groupPeople(email: string): Promise<Set<string>> {
  const acme = t.accounts['Acme Corp'];
  const member = t.members[email];
  const groupIds = (await t.db.select().from(memberGroups).where(and(eq(memberGroups.memberId, member.id), eq(memberGroups.accountId, acme.id)))).map((g) => g.groupId);
  return new Set((await t.db.select().from(personGroups).where(and(eq(personGroups.accountId, acme.id), inArray(personGroups.groupId, groupIds)))).map((p) => p.personId));
}

beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

describe('figures equal the dashboard and the database', () => {
  it('GET /session-stats: the SaaS and website series of the dashboard, from the rollups', async () => {
    const res = await get('admin@acme.test', '/api/session-stats', month);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.saas).toEqual((await get('admin@acme.test', '/api/session-stats-saas-data', month)).json());
    expect(body.websites).toEqual((await get('admin@acme.test', '/api/session-stats-nonsaas-data', month)).json());
    const expected = figures(await loadModel(t.db, t.accounts['Acme Corp'].id), coveredDates(Number(month.s), Number(month.e), month.z));
    expect(body.saas).toEqual(expected['session-stats-saas-data']);
    expect(body.websites).toEqual(expected['session-stats-nonsaas-data']);
    expect(body.saas.y.some((v: number) => v > 0)).toBe(true);
  });

  it('GET /alert-stats: the dashboard alert and phishing figures, from the rollups', async () => {
    const body = (await get('admin@acme.test', '/api/alert-stats', week)).json();
    expect(body.saas).toEqual((await get('admin@acme.test', '/api/saas-stats-alerts', week)).json());
    expect(body.websites).toEqual((await get('admin@acme.test', '/api/nonsaas-stats-alerts', week)).json());
    expect(body.phishing).toEqual((await get('admin@acme.test', '/api/saas-stats-alerts-type', week)).json());
    const expected = figures(await loadModel(t.db, t.accounts['Acme Corp'].id), coveredDates(Number(week.s), Number(week.e), week.z));
    expect(body.saas).toEqual(expected['saas-stats-alerts']);
    expect(body.websites).toEqual(expected['nonsaas-stats-alerts']);
    expect(body.phishing).toEqual(expected['saas-stats-alerts-type']);
  });

  it('GET and HEAD /reports/users: the dashboard people lists and totals, every person with usage in the range', async () => {
    for (const [kind, path] of [['saas', 'session-stats-saas-users'], ['websites', 'session-stats-nonsaas-users']] as const) {
      const query = { ...month, page: '1', size: '25' };
      const mine = await get('admin@acme.test', '/api/reports/users', { ...query, kind });
      expect(mine.statusCode, kind).toBe(200);
      expect(mine.json(), kind).toEqual((await get('admin@acme.test', `/api/${path}`, query)).json());
      const head = await t.as('admin@acme.test', { method: 'HEAD', url: '/api/reports/users', query: { ...month, kind } });
      const dashHead = await t.as('admin@acme.test', { method: 'HEAD', url: `/api/${path}`, query: month });
      expect(head.headers['x-size'], kind).toBe(dashHead.headers['x-size']);
      const model = await loadModel(t.db, t.accounts['Acme Corp'].id);
      const days = new Set(coveredDates(Number(month.s), Number(month.e), month.z));
      const rows = kind === 'saas' ? model.appUsage : model.webUsage;
      expect(Number(head.headers['x-size']), kind).toBe(new Set(rows.filter((r) => days.has(r.day) && r.sessions > 0).map((r) => r.personId)).size);
    }
  });

  it("GET /reports/inactivity: the dashboard's inactive-device figure, and exactly the endpoints behind it", async () => {
    const body = (await get('admin@acme.test', '/api/reports/inactivity', week)).json();
    const device = (await get('admin@acme.test', '/api/device-stats', week)).json();
    expect(body.day).toBe(device.day);
    expect(body.inactive).toBe(device.inactive);
    expect(body.endpoint_count).toBe(device.endpoint_count);
    expect(body.rows).toHaveLength(device.inactive);
    const dayIndex = body.series.label.indexOf(body.day);
    expect(body.series.inactive[dayIndex]).toBe(device.inactive);
    expect(body.series.active[dayIndex]).toBe(device.endpoint_count);
    const acme = t.accounts['Acme Corp'];
    const activeThatDay = new Set(
      (await t.db.select().from(activityDaily).where(and(eq(activityDaily.accountId, acme.id), eq(activityDaily.day, body.day)))).map((a) => a.endpointId),
    );
    const model = await loadModel(t.db, acme.id);
    const expected = model.endpoints.filter((e) => !e.infra && e.enrolledAt.getTime() < Date.parse(`${body.day}T00:00:00Z`) + DAY && !activeThatDay.has(e.id));
    expect(body.rows.map((r: { id: string }) => r.id).sort()).toEqual(expected.map((e) => e.id).sort());
  });
});

describe('disable_session_logs (Globex)', () => {
  it('refuses the usage reports with 403 and leaves the website figures out of the others', async () => {
    for (const [method, url] of [['GET', '/api/reports/users'], ['HEAD', '/api/reports/users'], ['GET', '/api/reports/inactivity']] as const) {
      expect((await t.as('admin@globex.test', { method, url, query: week })).statusCode, url).toBe(403);
    }
    const sessions = await get('admin@globex.test', '/api/session-stats', week);
    expect(sessions.statusCode).toBe(200);
    expect(sessions.json().websites).toBeNull();
    expect(sessions.json().saas).toEqual((await get('admin@globex.test', '/api/session-stats-saas-data', week)).json());
    const alerts = await get('admin@globex.test', '/api/alert-stats', week);
    expect(alerts.json().websites).toBeNull();
    expect(alerts.json().saas).toEqual((await get('admin@globex.test', '/api/saas-stats-alerts', week)).json());
  });
});

describe('roles', () => {
  it('a group admin sees only its groups\' people', async () => {
    const ids = await groupPeople('groupadmin@acme.test');
    const acme = t.accounts['Acme Corp'];
    const days = coveredDates(Number(month.s), Number(month.e), month.z);
    const mine = figures(await loadModel(t.db, acme.id, ids), days);
    const all = figures(await loadModel(t.db, acme.id), days);
    const sessions = (await get('groupadmin@acme.test', '/api/session-stats', month)).json();
    expect(sessions.saas).toEqual(mine['session-stats-saas-data']);
    expect(sessions.websites).toEqual(mine['session-stats-nonsaas-data']);
    expect(sessions.saas.y.reduce((a: number, b: number) => a + b, 0)).toBeLessThan(all['session-stats-saas-data'].y.reduce((a, b) => a + b, 0));
    const alerts = (await get('groupadmin@acme.test', '/api/alert-stats', month)).json();
    expect(alerts.saas).toEqual(mine['saas-stats-alerts']);
    const people = await get('groupadmin@acme.test', '/api/reports/users', { ...month, size: '500' });
    expect(people.statusCode).toBe(200);
    expect(people.json().length).toBeGreaterThan(0);
    for (const row of people.json()) expect(ids.has(row.id), row.email).toBe(true);
    const inactivity = (await get('groupadmin@acme.test', '/api/reports/inactivity', month)).json();
    expect(inactivity.inactive).toBe(mine['device-stats'].inactive);
    const owners = new Set((await loadModel(t.db, acme.id, ids)).endpoints.map((e) => e.id));
    for (const row of inactivity.rows) expect(owners.has(row.id)).toBe(true);
  });

  it('the auditor reads the reports; the operator and a signed-out visitor do not', async () => {
    expect((await get('auditor@acme.test', '/api/session-stats', week)).statusCode).toBe(200);
    expect((await get('auditor@acme.test', '/api/reports/inactivity', week)).statusCode).toBe(200);
    expect((await get('root@palisade.test', '/api/session-stats', week)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/alert-stats', query: week })).statusCode).toBe(401);
  });

  it('a bad range or kind answers 400, never 500', async () => {
    for (const query of [{ ...week, s: String(now + DAY) }, { ...week, e: String(now + 30 * DAY) }, { ...week, z: 'Mars/Base' }, { e: week.e }]) {
      for (const url of ['/api/session-stats', '/api/alert-stats', '/api/reports/inactivity', '/api/reports/users']) {
        expect((await get('admin@acme.test', url, query)).statusCode, `${url} ${JSON.stringify(query)}`).toBe(400);
      }
    }
    expect((await get('admin@acme.test', '/api/reports/users', { ...week, kind: 'apps' })).statusCode).toBe(400);
  });

  it('junk queries get 4xx JSON errors, never 500', async () => {
    const junkQuery = fc.dictionary(
      fc.constantFrom('page', 'size', 's', 'e', 'z', 'so', 'sb', 'kind'),
      fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('-1', '1e309', 'NaN', '99999999999999999999', 'Mars/Olympus', '%00', '[]', String(now), 'saas', 'websites')),
      { maxKeys: 6 },
    );
    const failures: string[] = [];
    for (const e of Object.values(reportsApi)) {
      for (const query of fc.sample(junkQuery, { numRuns: 40, seed: 17 })) {
        const res = await t.as('admin@acme.test', { method: e.method, url: `/api${e.path}`, query: query as Record<string, string> });
        if (res.statusCode >= 500) failures.push(`${e.method} ${e.path} ${JSON.stringify(query)}: ${res.statusCode}`);
        else if (res.statusCode >= 400 && e.method !== 'HEAD' && typeof res.json().exception !== 'string') failures.push(`${e.path}: no error shape`);
      }
    }
    expect(failures).toEqual([]);
  });
});

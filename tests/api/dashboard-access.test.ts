// Who may call the Dashboard calls and what they see (DESIGN.md tenancy, spec part 2 §2.7, §7):
// gates, group admins limited to their people, another company's rows never counted, an empty company
// answering zeros, and bad ranges refused with 400.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberGroups, members, personGroups } from '../../server/db/schema/index';
import { dayRange } from '../../server/modules/dashboard/range';
import * as stats from '../../server/modules/dashboard/stats';
import { createScope } from '../../server/plugins/scope';
import { coveredDates, figures, loadModel, STAT_PATHS } from './dashboard-model';
import { createTestApp, type TestApp } from './helpers';

const DAY = 86_400_000;
let t: TestApp;
let initechToken: string;
const now = Date.now();
const week = { s: String(now - 6 * DAY), e: String(now), z: 'Europe/Berlin' };

beforeAll(async () => {
  t = await createTestApp();
  // Initech has no fleet and no member of its own in the demo: give it an admin for these tests.
  const initech = t.accounts['Initech'];
  const [admin] = await t.db
    .insert(members)
    .values({ accountId: initech.id, email: 'dash-admin@initech.test', firstName: 'Dash', lastName: 'Admin', role: 'ADMIN' })
    .returning();
  initechToken = await t.signer.sign({ sub: admin!.id, email: admin!.email, role: 'ADMIN', account_id: initech.id, account_name: initech.name });
}, 180_000);
afterAll(() => t?.close());

describe('gates', () => {
  it('the dashboard area only: the auditor and the group admin are refused the figures', async () => {
    for (const email of ['auditor@acme.test', 'groupadmin@acme.test', 'root@palisade.test']) {
      const res = await t.as(email, { method: 'GET', url: '/api/user-stats', query: week });
      expect(res.statusCode, email).toBe(403);
    }
  });

  it('website usage is refused under disable_session_logs (Globex); its alert charts are not', async () => {
    expect((await t.as('admin@globex.test', { method: 'GET', url: '/api/session-stats-nonsaas-data', query: week })).statusCode).toBe(403);
    expect((await t.as('admin@globex.test', { method: 'HEAD', url: '/api/session-stats-nonsaas-users', query: week })).statusCode).toBe(403);
    expect((await t.as('admin@globex.test', { method: 'GET', url: '/api/nonsaas-stats-alerts', query: week })).statusCode).toBe(200);
  });
});

describe('tenancy', () => {
  it("Globex's figures are computed from Globex's rows only", async () => {
    const globex = await loadModel(t.db, t.accounts['Globex'].id);
    const expected = figures(globex, coveredDates(Number(week.s), Number(week.e), week.z));
    for (const path of STAT_PATHS.filter((p) => p !== 'session-stats-nonsaas-data')) {
      const res = await t.as('admin@globex.test', { method: 'GET', url: `/api/${path}`, query: week });
      expect(res.json(), path).toEqual(expected[path]);
    }
  });

  it('a company without data answers zeros, never another company\'s figures', async () => {
    const days = coveredDates(Number(week.s), Number(week.e), week.z);
    const expected = figures(await loadModel(t.db, t.accounts['Initech'].id), days);
    for (const path of STAT_PATHS) {
      const res = await t.app.inject({ method: 'GET', url: `/api/${path}`, query: week, headers: { authorization: `Bearer ${initechToken}` } });
      expect(res.statusCode, path).toBe(200);
      expect(res.json(), path).toEqual(expected[path]);
      // Initech has people but no fleet: only the people counts of /user-stats may be other than zero.
      const body = path === 'user-stats' ? { ...res.json(), people: 0, monitored: 0, unmonitored: 0, inactive_users: 0 } : res.json();
      const numbers = JSON.stringify(body).match(/:\d+|,\d+|\[\d+/g)?.map((m) => Number(m.slice(1))) ?? [];
      expect(numbers.every((v) => v === 0), `${path} ${res.body}`).toBe(true);
    }
    const users = await t.app.inject({ method: 'GET', url: '/api/user-stats', query: week, headers: { authorization: `Bearer ${initechToken}` } });
    expect(users.json().day).toBe(days[days.length - 1]);
    for (const path of ['saas-alerts', 'nonsaas-alerts', 'session-stats-saas-users', 'session-stats-nonsaas-users']) {
      const res = await t.app.inject({ method: 'HEAD', url: `/api/${path}`, query: week, headers: { authorization: `Bearer ${initechToken}` } });
      expect(res.headers['x-size'], path).toBe('0');
    }
  });

  it('a group admin counts only its people: alert counts over HTTP, every figure through the service', async () => {
    const acme = t.accounts['Acme Corp'];
    const member = t.members['groupadmin@acme.test'];
    const groupIds = (await t.db.select().from(memberGroups).where(and(eq(memberGroups.memberId, member.id), eq(memberGroups.accountId, acme.id)))).map((g) => g.groupId);
    expect(groupIds.length).toBeGreaterThan(0);
    const ids = new Set(
      (await t.db.select().from(personGroups).where(and(eq(personGroups.accountId, acme.id), inArray(personGroups.groupId, groupIds)))).map((p) => p.personId),
    );
    const mine = figures(await loadModel(t.db, acme.id, ids), coveredDates(now - 29 * DAY, now, 'UTC'));
    const all = figures(await loadModel(t.db, acme.id), coveredDates(now - 29 * DAY, now, 'UTC'));
    const month = { s: String(now - 29 * DAY), e: String(now), z: 'UTC' };
    const head = await t.as('groupadmin@acme.test', { method: 'HEAD', url: '/api/saas-alerts', query: { ...month, t: 'Block' } });
    expect(Number(head.headers['x-size'])).toBe(mine.counts.saasBlocks);
    expect(mine.counts.saasBlocks).toBeLessThan(all.counts.saasBlocks);

    const scope = createScope({ account: acme, principal: { memberId: member.id, role: 'GROUP_ADMIN', homeAccountId: acme.id }, email: member.email, groupIds });
    const r = dayRange({ s: Number(month.s), e: Number(month.e), z: 'UTC' }, new Date());
    expect(await stats.userStats(t.db, scope, r)).toEqual(mine['user-stats']);
    expect(await stats.deviceStats(t.db, scope, r)).toEqual(mine['device-stats']);
    expect(await stats.alertStats(t.db, scope, r, 'saas')).toEqual(mine['saas-stats-alerts']);
    expect(await stats.saasAccessTypeStats(t.db, scope, r)).toEqual(mine['saas-stats-access-type']);
    expect(await stats.genAiStats(t.db, scope, r)).toEqual(mine['genai-saas-stats']);
    expect(await stats.sensitiveDataStats(t.db, scope, r)).toEqual(mine['device-files-action']);
    expect(await stats.vulStats(t.db, scope)).toEqual(mine['vul-stats']);
    expect((await stats.userStats(t.db, scope, r)).people).toBeLessThan(all['user-stats'].people);
  });
});

describe('bad ranges', () => {
  const BAD: { name: string; query: Record<string, string> }[] = [
    { name: 's after e', query: { s: String(now), e: String(now - DAY), z: 'UTC' } },
    { name: 'e far in the future', query: { s: String(now), e: String(now + 30 * DAY), z: 'UTC' } },
    { name: 'unknown zone', query: { s: String(now - DAY), e: String(now), z: 'Mars/Olympus_Mons' } },
    { name: 'not a number', query: { s: 'yesterday', e: String(now), z: 'UTC' } },
    { name: 'missing s', query: { e: String(now), z: 'UTC' } },
    { name: 'longer than a year', query: { s: String(now - 400 * DAY), e: String(now), z: 'UTC' } },
    { name: 'negative', query: { s: '-5', e: String(now), z: 'UTC' } },
  ];
  it.each(BAD)('$name → 400 on every call, never 500', async ({ query }) => {
    for (const path of STAT_PATHS) {
      const res = await t.as('admin@acme.test', { method: 'GET', url: `/api/${path}`, query });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().code, path).toBe('VALIDATION');
    }
    for (const path of ['saas-alerts', 'session-stats-saas-users']) {
      expect((await t.as('admin@acme.test', { method: 'HEAD', url: `/api/${path}`, query })).statusCode, path).toBe(400);
    }
  });

  it('bad filters → 400', async () => {
    for (const [path, extra] of [['saas-alerts', { t: 'Explode' }], ['saas-alerts', { reason: 'Because' }], ['session-stats-saas-users', { tag: 'Maybe' }], ['session-stats-saas-users', { genai: 'yes' }]] as const) {
      expect((await t.as('admin@acme.test', { method: 'HEAD', url: `/api/${path}`, query: { ...week, ...extra } })).statusCode, path).toBe(400);
    }
  });
});

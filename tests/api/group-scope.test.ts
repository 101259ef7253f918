// Issue 15 finding 6: the SaaS drill-downs by id (one person, one endpoint) answer a group admin 404 for
// anyone or anything outside its groups, as the website endpoint report does; the account admin sees all.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let acme: string;
const now = Date.now();
const range = `s=${now - 30 * 86_400_000}&e=${now}&z=UTC`;
const APP = 'Slack';

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The people of the group admin's groups, from the database. */
const visiblePeople = () => sql`(select pg.person_id from person_groups pg
  join member_groups mg on mg.account_id = pg.account_id and mg.group_id = pg.group_id
  where mg.member_id = ${t.members['groupadmin@acme.test'].id}::uuid)`;

let inside: { device: { id: string; hostname: string }; email: string };
let outside: { device: { id: string; hostname: string }; email: string };

beforeAll(async () => {
  t = await createTestApp();
  acme = t.accounts['Acme Corp'].id;
  const slackUsers = sql`(select u.person_id from app_usage_daily u join saas_apps s on s.id = u.app_id
    where u.account_id = ${acme}::uuid and s.name = ${APP})`;
  const [insideDevice] = await rows<{ id: string; hostname: string }>(sql`select e.id::text as id, e.hostname from endpoints e
    where e.account_id = ${acme}::uuid and e.owner_person_id in ${visiblePeople()} order by e.hostname limit 1`);
  // Outside: owned by someone outside the groups and never used by anyone inside them.
  const [outsideDevice] = await rows<{ id: string; hostname: string }>(sql`select e.id::text as id, e.hostname from endpoints e
    where e.account_id = ${acme}::uuid and e.owner_person_id is not null and e.owner_person_id not in ${visiblePeople()}
      and not exists (select 1 from app_usage_daily u where u.account_id = e.account_id and u.endpoint_id = e.id and u.person_id in ${visiblePeople()})
    order by e.hostname limit 1`);
  const [insideUser] = await rows<{ email: string }>(sql`select p.email from people p
    where p.account_id = ${acme}::uuid and p.id in ${visiblePeople()} and p.id in ${slackUsers} order by p.email limit 1`);
  const [outsideUser] = await rows<{ email: string }>(sql`select p.email from people p
    where p.account_id = ${acme}::uuid and p.id not in ${visiblePeople()} and p.id in ${slackUsers} order by p.email limit 1`);
  expect([insideDevice, outsideDevice, insideUser, outsideUser].every(Boolean)).toBe(true);
  inside = { device: insideDevice, email: insideUser.email };
  outside = { device: outsideDevice, email: outsideUser.email };
});
afterAll(() => t?.close());

const paths = {
  device: (id: string) => [`/api/saas-inv/${APP}/devices/${id}?${range}`, `/api/report-saas-trends/${APP}/devices/${id}?${range}`],
  user: (email: string) => [`/api/saas-inv/${APP}/users/${encodeURIComponent(email)}?${range}`, `/api/report-saas-trends/${APP}/users/${encodeURIComponent(email)}?${range}`],
};

describe('SaaS drill-downs by id for a group admin', () => {
  it('answer 404 for an endpoint outside its groups and 200 for one inside, on both paths', async () => {
    for (const url of paths.device(outside.device.id)) {
      const res = await t.as('groupadmin@acme.test', { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body.includes(outside.device.hostname), url).toBe(false);
    }
    for (const url of paths.device(inside.device.id)) {
      const res = await t.as('groupadmin@acme.test', { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().subject).toEqual({ id: inside.device.id, label: inside.device.hostname });
    }
  });

  it('answer 404 for a person outside its groups and 200 for one inside, on both paths', async () => {
    for (const url of paths.user(outside.email)) {
      const res = await t.as('groupadmin@acme.test', { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body.includes(outside.email), url).toBe(false);
    }
    for (const url of paths.user(inside.email)) {
      const res = await t.as('groupadmin@acme.test', { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().subject.label).toBe(inside.email);
    }
  });

  it('leads from its own devices list to a report for every endpoint listed', async () => {
    const listed = (await t.as('groupadmin@acme.test', { method: 'GET', url: `/api/saas-inv/${APP}/devices?${range}&size=10` })).json() as { id: string }[];
    expect(listed.length).toBeGreaterThan(0);
    for (const d of listed) {
      const url = paths.device(d.id)[0];
      expect((await t.as('groupadmin@acme.test', { method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('answer the account admin 200 for both endpoints and both people', async () => {
    for (const url of [...paths.device(outside.device.id), ...paths.device(inside.device.id), ...paths.user(outside.email), ...paths.user(inside.email)]) {
      expect((await t.as('admin@acme.test', { method: 'GET', url })).statusCode, url).toBe(200);
    }
    const res = await t.as('admin@acme.test', { method: 'GET', url: paths.device(outside.device.id)[1] });
    expect(res.json().subject).toEqual({ id: outside.device.id, label: outside.device.hostname });
  });
});

// The company's per-day totals (activity_day_totals, active_daily; issue 14 item 4): the dashboard's busiest
// days and usage series read them. A person counts once per day however many devices report at the same moment,
// an infrastructure host's usage counts for its owner but not as an endpoint, and a deleted person stops counting
// while their sessions stay. Checked over HTTP against the sessions themselves.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/ingest/sql-arrays';
import { createAgentTestApp, enrol, sendTelemetry, type AgentTestApp } from './agent-fixtures';

const DAY = 86_400_000;
const ADMIN = 'admin@acme.test';
let t: AgentTestApp;

beforeAll(async () => {
  t = await createAgentTestApp();
}, 180_000);
afterAll(() => t?.close());

/** The one-day range of `day` (YYYY-MM-DD, UTC) as the browser sends it. */
const oneDay = (day: string) => ({ s: String(Date.parse(`${day}T00:00:00Z`)), e: String(Date.parse(`${day}T23:59:59Z`)), z: 'UTC' });

async function figuresOn(day: string) {
  const query = oneDay(day);
  const get = async (path: string) => {
    const res = await t.as(ADMIN, { method: 'GET', url: `/api/${path}`, query });
    expect(res.statusCode, path).toBe(200);
    return res.json();
  };
  const head = async (path: string) => {
    const res = await t.as(ADMIN, { method: 'HEAD', url: `/api/${path}`, query });
    expect(res.statusCode, path).toBe(200);
    return Number(res.headers['x-size']);
  };
  const [users, devices, saas, web] = [await get('user-stats'), await get('device-stats'), await get('session-stats-saas-data'), await get('session-stats-nonsaas-data')];
  return {
    activeUsers: users.total_users as number,
    activeEndpoints: devices.endpoint_count as number,
    saasUsers: saas.users[0] as number,
    saasSessions: saas.y[0] as number,
    websiteUsers: web.users[0] as number,
    saasUsersListed: await head('session-stats-saas-users'),
    websiteUsersListed: await head('session-stats-nonsaas-users'),
  };
}

/** The same figures from the stored sessions of people who still exist. */
async function storedOn(day: string) {
  const [row] = rowsOf<Record<string, string>>(await t.db.execute(sql`
    select count(distinct u.person_id) filter (where p.id is not null) as people,
      count(distinct u.person_id) filter (where p.id is not null and u.app_id is not null) as app_people,
      count(distinct u.person_id) filter (where p.id is not null and u.app_id is null) as website_people,
      count(*) filter (where u.app_id is not null) as app_sessions,
      count(distinct u.endpoint_id) filter (where not e.infra) as endpoints
    from usage_sessions u left join people p on p.account_id = u.account_id and p.id = u.person_id
      join endpoints e on e.account_id = u.account_id and e.id = u.endpoint_id
    where u.account_id = ${t.acmeId} and (u.at at time zone 'UTC')::date = ${day}::date`));
  return {
    activeUsers: Number(row!.people),
    activeEndpoints: Number(row!.endpoints),
    saasUsers: Number(row!.app_people),
    saasSessions: Number(row!.app_sessions),
    websiteUsers: Number(row!.website_people),
    saasUsersListed: Number(row!.app_people),
    websiteUsersListed: Number(row!.website_people),
  };
}

describe('per-day totals', () => {
  it('count a person once on a day when two of their devices report at the same moment, and no infrastructure host', async () => {
    const owner = `two.devices.${randomUUID().slice(0, 8)}@acme.test`;
    const [laptop, desktop] = [await enrol(t, { owner_email: owner }), await enrol(t, { owner_email: owner })];
    const day = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
    const before = await figuresOn(day);
    const usage = (i: number) => [
      { id: randomUUID(), kind: 'usage', at: `${day}T10:${String(i).padStart(2, '0')}:00Z`, app: 'Agent Test Chat', browser: 'Chrome', duration_s: 60, weighted_duration_s: 30 },
      { id: randomUUID(), kind: 'usage', at: `${day}T11:${String(i).padStart(2, '0')}:00Z`, domain: 'www.news.example', browser: 'Chrome', duration_s: 20, weighted_duration_s: 20 },
    ];
    // rounds of one batch from each device at once: on PostgreSQL the two transactions really overlap
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all([sendTelemetry(t, laptop, usage(round)), sendTelemetry(t, desktop, usage(round + 30))]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    }
    // a server of theirs (an infrastructure host) used that day too: no endpoint figure counts it
    const server = await enrol(t, { owner_email: owner, infra: true, platform: 'UBUNTU_22', os_name: 'Ubuntu', os_version: '22.04' });
    expect((await sendTelemetry(t, server, usage(50))).statusCode).toBe(200);
    const after = await figuresOn(day);
    expect(after).toEqual(await storedOn(day));
    expect(after.activeUsers).toBe(before.activeUsers + 1);
    expect(after.activeEndpoints).toBe(before.activeEndpoints + 2);
    expect(after.saasUsers).toBe(before.saasUsers + 1);
    expect(after.websiteUsers).toBe(before.websiteUsers + 1);
    expect(after.saasSessions).toBe(before.saasSessions + 9);
  });

  it('stop counting a deleted person on the days they were active, and keep their sessions', async () => {
    // someone with app and website sessions on one day
    const [active] = rowsOf<{ person_id: string; day: string }>(await t.db.execute(sql`
      select person_id, (at at time zone 'UTC')::date::text as day from usage_sessions where account_id = ${t.acmeId}
      group by 1, 2 having count(app_id) > 0 and count(*) > count(app_id) order by 2 desc, 1 limit 1`));
    expect(active).toBeDefined();
    const before = await figuresOn(active!.day);
    expect(before).toEqual(await storedOn(active!.day));
    const res = await t.as(ADMIN, { method: 'DELETE', url: `/api/users/${active!.person_id}` });
    expect(res.statusCode).toBe(204);
    const after = await figuresOn(active!.day);
    expect(after).toEqual(await storedOn(active!.day));
    expect(after).toEqual({
      ...before,
      activeUsers: before.activeUsers - 1,
      saasUsers: before.saasUsers - 1,
      websiteUsers: before.websiteUsers - 1,
      saasUsersListed: before.saasUsersListed - 1,
      websiteUsersListed: before.websiteUsersListed - 1,
    });
  });
});

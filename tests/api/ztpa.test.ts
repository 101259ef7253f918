// Issue 22: zero-trust private access. Inventory gateways and destinations, ZTPA Logs (and their CSV)
// compared with what the database holds; the three-step setup (overlapping ranges refused, bad bodies
// 400); real X25519 keys; a gateway enrolling with its one-time token and turning ONLINE on its heartbeat;
// a denied connection in the logs; Globex (no enable_vpn) refused; the group admin's scope.
import { execFileSync } from 'node:child_process';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminGatewayRow, CreatedGateway, DestinationDetail, DestinationRow, GatewayConfig, GatewayPolicyDocument, GatewayRow, ZtpaLogRow,
} from '../../src/api/contract/ztpa';
import { auditLog, groups, ztpaGateways } from '../../server/db/schema/index';
import { rowsOf } from '../../server/ingest/sql-arrays';
import { secretBox } from '../../server/lib/secret-box';
import { publicKeyOf } from '../../server/modules/ztpa/keys';
import { createTestApp, type TestApp } from './helpers';

const ADMIN = 'admin@acme.test';
const GROUP_ADMIN = 'groupadmin@acme.test';
// ahead of the seed's real time, so the tokens minted on this clock postdate the demo members' set-up
let clock = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000);
let t: TestApp;
let acme: string;
const DAY = 86_400_000;
// a fixed range covering the whole small demo (14 days) and the test's own events
const s = () => clock.getTime() - 40 * DAY;
const e = () => clock.getTime() + DAY;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  acme = t.accounts['Acme Corp'].id;
});
afterAll(() => t?.close());

const get = (email: string, url: string) => t.as(email, { method: 'GET', url });
const head = (email: string, url: string) => t.as(email, { method: 'HEAD', url });
const send = (email: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.as(email, { method, url, ...(payload ? { payload } : {}) });
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(query));
const audits = async (action: string) => (await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.action, action)))).length;

describe('Inventory › ZTPA', () => {
  it('lists every gateway of the company with throughput over the range as the activity rows sum it', async () => {
    const res = await get(ADMIN, `/api/ztpa-gateways?size=50&s=${s()}&e=${e()}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as GatewayRow[];
    const db = await q<{ id: string; name: string; bytes_in: string; bytes_out: string; connections: string }>(sql`
      select g.id, g.name, coalesce(sum(a.bytes_in), 0) as bytes_in, coalesce(sum(a.bytes_out), 0) as bytes_out, count(a.id) filter (where a.action = 'Allow') as connections
      from ztpa_gateways g left join ztpa_activity a on a.account_id = g.account_id and a.gateway_id = g.id
        and a.at >= ${new Date(s()).toISOString()}::timestamptz and a.at < ${new Date(e()).toISOString()}::timestamptz
      where g.account_id = ${acme}::uuid group by g.id, g.name`);
    expect(list.length).toBe(db.length);
    expect(db.length).toBeGreaterThan(0);
    for (const row of db) {
      const shown = list.find((g) => g.id === row.id)!;
      expect(shown, row.name).toBeDefined();
      expect(shown.bytes_in).toBe(Number(row.bytes_in));
      expect(shown.bytes_out).toBe(Number(row.bytes_out));
      expect(shown.connections).toBe(Number(row.connections));
      expect(shown.subnets.length).toBeGreaterThan(0);
    }
    expect(list.map((g) => g.name)).toEqual([...list.map((g) => g.name)].sort());
    const count = await head(ADMIN, '/api/ztpa-gateways');
    expect(count.headers['x-size']).toBe(String(db.length));
  });

  it('lists destinations with the people and connections the activity holds, and a destination per day', async () => {
    const res = await get(ADMIN, `/api/vpn-destinations?size=100&s=${s()}&e=${e()}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as DestinationRow[];
    const db = await q<{ host: string; people: string; connections: string; denied: string }>(sql`
      select destination as host, count(distinct person_id) filter (where action = 'Allow') as people,
        count(*) filter (where action = 'Allow') as connections, count(*) filter (where action = 'Deny') as denied
      from ztpa_activity where account_id = ${acme}::uuid group by destination`);
    for (const row of db) {
      const shown = list.filter((d) => d.host === row.host);
      expect(shown.reduce((sum, d) => sum + d.connections, 0), row.host).toBe(Number(row.connections));
      expect(shown.reduce((sum, d) => sum + d.denied, 0), row.host).toBe(Number(row.denied));
    }
    const count = await head(ADMIN, `/api/vpn-destinations?s=${s()}&e=${e()}`);
    expect(count.headers['x-size']).toBe(String(list.length));

    const busiest = [...db].sort((a, b) => Number(b.connections) - Number(a.connections))[0];
    const detail = await get(ADMIN, `/api/vpn-details/${encodeURIComponent(busiest.host)}?s=${s()}&e=${e()}`);
    expect(detail.statusCode).toBe(200);
    const d = detail.json() as DestinationDetail;
    expect(d.series.reduce((sum, p) => sum + p.connections, 0)).toBe(Number(busiest.connections));
    expect(d.series.length).toBeGreaterThanOrEqual(40);
    expect(d.top_users.length).toBeGreaterThan(0);
    const top = d.top_users[0];
    const graph = await get(ADMIN, `/api/vpn-users-graph/${encodeURIComponent(busiest.host)}/${encodeURIComponent(top.email)}?s=${s()}&e=${e()}`);
    expect(graph.statusCode, graph.body).toBe(200);
    expect(graph.json().user.connections).toBe(top.connections);
    expect((await get(ADMIN, '/api/vpn-details/no-such-host.example')).statusCode).toBe(404);
  });

  it("gives the group admin its groups' people's traffic only", async () => {
    const res = await get(GROUP_ADMIN, `/api/ztpa-gateways?size=50&s=${s()}&e=${e()}`);
    expect(res.statusCode).toBe(200);
    const [db] = await q<{ connections: string }>(sql`
      select count(*) as connections from ztpa_activity a where a.account_id = ${acme}::uuid and a.action = 'Allow'
        and a.at >= ${new Date(s()).toISOString()}::timestamptz and a.at < ${new Date(e()).toISOString()}::timestamptz
        and exists (select 1 from person_groups pg join groups g on g.account_id = pg.account_id and g.id = pg.group_id
          where pg.account_id = a.account_id and pg.person_id = a.person_id and g.name in ('Engineering', 'Sales'))`);
    expect((res.json() as GatewayRow[]).reduce((sum, g) => sum + g.connections, 0)).toBe(Number(db.connections));
    // the gates: logs, setup and management are not the group admin's
    expect((await get(GROUP_ADMIN, '/api/ztpa-logs')).statusCode).toBe(403);
    expect((await get(GROUP_ADMIN, '/api/vpn-config')).statusCode).toBe(403);
    expect((await get(GROUP_ADMIN, '/api/vpn-server')).statusCode).toBe(403);
  });

  it('refuses Globex (no enable_vpn) every call with 403', async () => {
    for (const url of ['/api/ztpa-gateways', '/api/vpn-destinations', '/api/ztpa-logs', '/api/vpn-server', '/api/vpn-config']) {
      expect((await get('admin@globex.test', url)).statusCode, url).toBe(403);
    }
    expect((await send('admin@globex.test', 'POST', '/api/vpn-config/ip-range', { endpoint_ip_range: '100.90.0.0/16' })).statusCode).toBe(403);
  });
});

describe('ZTPA Logs', () => {
  it('pages the activity, filters by action, and the CSV holds exactly the filtered rows', async () => {
    const range = `s=${s()}&e=${e()}`;
    const [db] = await q<{ all: string; deny: string }>(sql`
      select count(*) as all, count(*) filter (where action = 'Deny') as deny from ztpa_activity where account_id = ${acme}::uuid`);
    expect((await head(ADMIN, `/api/ztpa-logs?${range}`)).headers['x-size']).toBe(String(db.all));
    expect((await head(ADMIN, `/api/ztpa-logs?${range}&action=Deny`)).headers['x-size']).toBe(String(db.deny));
    const page = (await get(ADMIN, `/api/ztpa-logs?${range}&action=Deny&size=5`)).json() as ZtpaLogRow[];
    expect(page.every((r) => r.action === 'Deny')).toBe(true);
    expect(page.map((r) => r.time)).toEqual([...page.map((r) => r.time)].sort().reverse());
    const csv = await get(ADMIN, `/api/ztpa-logs?${range}&action=Deny&format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toContain('Destination');
    expect(lines.length - 1).toBe(Number(db.deny));
    expect((await get(ADMIN, '/api/ztpa-logs?action=Maybe')).statusCode).toBe(400);
  });
});

describe('the three-step setup, keys and the gateway protocol', () => {
  let created: CreatedGateway;
  let gatewayToken: string;

  it('step 1 refuses a malformed range (400) and one overlapping another gateway (409, with the reason)', async () => {
    const [taken] = await t.db.select().from(ztpaGateways).where(eq(ztpaGateways.accountId, acme)).limit(1);
    const bad = await send(ADMIN, 'POST', '/api/vpn-config/ip-range', { endpoint_ip_range: '100.64.0.1/16' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().issues)).toContain('Host bits');
    expect((await send(ADMIN, 'POST', '/api/vpn-config/ip-range', { endpoint_ip_range: '300.1.0.0/16' })).statusCode).toBe(400);
    const inner = taken.endpointIpRange!.replace(/\.0\.0\/16$/, '.8.0/24');
    const overlap = await send(ADMIN, 'POST', '/api/vpn-config/ip-range', { endpoint_ip_range: inner });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().exception).toContain(taken.name);
    const ok = await send(ADMIN, 'POST', '/api/vpn-config/ip-range', { endpoint_ip_range: '100.90.0.0/24' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ first: '100.90.0.0', last: '100.90.0.255', addresses: 256 });
  });

  it('step 2 creates the gateway with a real X25519 key pair, the private key sealed at rest', async () => {
    const before = await audits('ztpa.gateway.create');
    expect((await send(ADMIN, 'POST', '/api/vpn-config', { name: 'x', public_host: 'not a host!', endpoint_ip_range: '100.90.0.0/24' })).statusCode).toBe(400);
    const res = await send(ADMIN, 'POST', '/api/vpn-config', { name: 'test-gateway', region: 'lab', public_host: 'vpn.acme.test', listen_port: 51821, endpoint_ip_range: '100.90.0.0/24' });
    expect(res.statusCode).toBe(201);
    created = res.json() as CreatedGateway;
    expect(await audits('ztpa.gateway.create')).toBe(before + 1);
    const [row] = await t.db.select().from(ztpaGateways).where(and(eq(ztpaGateways.accountId, acme), eq(ztpaGateways.id, created.gateway.id)));
    expect(row.privateKeySealed).not.toContain(row.publicKey!);
    const privateKey = secretBox().open(row.privateKeySealed!, row.id);
    expect(Buffer.from(privateKey, 'base64')).toHaveLength(32);
    expect(created.gateway.public_key).toBe(row.publicKey);
    expect(publicKeyOf(privateKey)).toBe(created.gateway.public_key);
    let wg = true;
    try {
      execFileSync('wg', ['--version'], { stdio: 'ignore' });
    } catch {
      wg = false;
    }
    if (wg) expect(execFileSync('wg', ['pubkey'], { input: `${privateKey}\n` }).toString().trim()).toBe(created.gateway.public_key);
    expect(created.gateway.steps_done).toBe(2);
    expect(created.gateway.status).toBe('OFFLINE');
    // the same name or an overlapping range again: 409
    expect((await send(ADMIN, 'POST', '/api/vpn-config', { name: 'test-gateway', public_host: 'vpn2.acme.test', endpoint_ip_range: '100.91.0.0/24' })).statusCode).toBe(409);
    expect((await send(ADMIN, 'POST', '/api/vpn-config', { name: 'other', public_host: 'vpn2.acme.test', endpoint_ip_range: '100.90.0.128/25' })).statusCode).toBe(409);
    // the console's file leaves the private key out
    const file = await get(ADMIN, `/api/vpn-config/${created.gateway.id}/config-file`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Address = 100.90.0.1/24');
    expect(file.body).toContain('ListenPort = 51821');
    expect(file.body).not.toContain(privateKey);
    expect(file.body).not.toMatch(/^PrivateKey =/m);
  });

  it('step 3 sets subnets and policies; bad bodies 400, another gateway\'s subnet 409', async () => {
    const id = created.gateway.id;
    const [engineering] = await t.db.select().from(groups).where(and(eq(groups.accountId, acme), eq(groups.name, 'Engineering')));
    const outside = await send(ADMIN, 'PUT', `/api/vpn-config/${id}/policies`, { subnets: ['10.77.0.0/16'], policies: [{ subnet: '10.78.0.0/24', group_ids: [engineering.id] }] });
    expect(outside.statusCode).toBe(400);
    const nobody = await send(ADMIN, 'PUT', `/api/vpn-config/${id}/policies`, { subnets: ['10.77.0.0/16'], policies: [{ subnet: '10.77.1.0/24' }] });
    expect(nobody.statusCode).toBe(400);
    const unknownGroup = await send(ADMIN, 'PUT', `/api/vpn-config/${id}/policies`, { subnets: ['10.77.0.0/16'], policies: [{ subnet: '10.77.1.0/24', group_ids: ['00000000-0000-4000-8000-000000000000'] }] });
    expect(unknownGroup.statusCode).toBe(400);
    const [other] = await t.db.select().from(ztpaGateways).where(and(eq(ztpaGateways.accountId, acme), sql`${ztpaGateways.id} <> ${id}::uuid`)).limit(1);
    const clash = await send(ADMIN, 'PUT', `/api/vpn-config/${id}/policies`, { subnets: [other.subnets[0]], policies: [] });
    expect(clash.statusCode).toBe(409);
    const before = await audits('ztpa.gateway.policies');
    const res = await send(ADMIN, 'PUT', `/api/vpn-config/${id}/policies`, { subnets: ['10.77.0.0/16'], policies: [{ subnet: '10.77.1.0/24', ports: ['443', '8000-8100'], group_ids: [engineering.id] }] });
    expect(res.statusCode).toBe(200);
    const config = res.json() as GatewayConfig;
    expect(config.steps_done).toBe(3);
    expect(config.policies[0]).toMatchObject({ subnet: '10.77.1.0/24', ports: ['443', '8000-8100'], groups: [{ id: engineering.id, name: 'Engineering' }] });
    expect(await audits('ztpa.gateway.policies')).toBe(before + 1);
    const dest = await send(ADMIN, 'POST', '/api/proxy-destinations', { gateway_id: id, name: 'Lab app', host: 'lab.acme.internal', address: '10.77.1.5', port: 443 });
    expect(dest.statusCode).toBe(201);
    expect((await send(ADMIN, 'POST', '/api/proxy-destinations', { gateway_id: id, name: 'Elsewhere', host: 'x.acme.internal', address: '10.99.1.5', port: 443 })).statusCode).toBe(400);
  });

  it('a gateway enrols once with its token, receives its private key, and turns ONLINE on its heartbeat', async () => {
    const enrol = (token: string) => t.app.inject({ method: 'POST', url: '/agent/v1/gateway/enrol', payload: { enrolment_token: token, version: '1.5.0', hostname: 'lab-gw' } });
    const res = await enrol(created.enrolment_token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    gatewayToken = body.gateway_token;
    const privateKey = /^PrivateKey = (\S+)$/m.exec(body.wireguard_config)![1];
    expect(publicKeyOf(privateKey)).toBe(created.gateway.public_key);
    expect((await enrol(created.enrolment_token)).statusCode).toBe(401);

    const status = async () => ((await get(ADMIN, `/api/ztpa-gateways?size=50`)).json() as GatewayRow[]).find((g) => g.id === created.gateway.id)!;
    expect((await status()).status).toBe('OFFLINE');
    const auth = { authorization: `Bearer ${gatewayToken}` };
    const beat = await t.app.inject({
      method: 'POST', url: '/agent/v1/gateway/heartbeat', headers: auth,
      payload: { version: '1.5.1', connected_users: 3, bytes_in: 1000, bytes_out: 500, events: [{ at: clock.toISOString(), level: 'error', message: 'Upstream lab.acme.internal refused.' }] },
    });
    expect(beat.statusCode).toBe(200);
    const online = await status();
    expect(online).toMatchObject({ status: 'ONLINE', version: '1.5.1', connected_users: 3 });
    const admin = ((await get(ADMIN, '/api/vpn-server?size=50')).json() as AdminGatewayRow[]).find((g) => g.id === created.gateway.id)!;
    expect(admin).toMatchObject({ enrolment: 'Enrolled', errors_24h: 1 });
    const errors = await get(ADMIN, `/api/vpn-server/${created.gateway.id}/errors`);
    expect(errors.json()[0].message).toBe('Upstream lab.acme.internal refused.');
    const files = (await get(ADMIN, `/api/vpn-server/${created.gateway.id}/logs`)).json() as { file: string }[];
    const log = await get(ADMIN, `/api/vpn-server/${created.gateway.id}/logs/${files[0].file}`);
    expect(log.statusCode).toBe(200);
    expect(log.body).toContain('Upstream lab.acme.internal refused.');
    expect((await t.app.inject({ method: 'POST', url: '/agent/v1/gateway/heartbeat', headers: { authorization: 'Bearer gwt_nope' }, payload: {} })).statusCode).toBe(401);

    // ten minutes without a heartbeat: OFFLINE again
    clock = new Date(clock.getTime() + 10 * 60_000);
    expect((await status()).status).toBe('OFFLINE');
  });

  it("the policy names the group's people; a connection denied to someone outside it appears in ZTPA Logs", async () => {
    const auth = { authorization: `Bearer ${gatewayToken}` };
    const policy = (await t.app.inject({ method: 'GET', url: '/agent/v1/gateway/policy', headers: auth })).json() as GatewayPolicyDocument;
    const members = await q<{ email: string }>(sql`
      select distinct p.email from people p join person_groups pg on pg.account_id = p.account_id and pg.person_id = p.id
      join groups g on g.account_id = pg.account_id and g.id = pg.group_id
      where p.account_id = ${acme}::uuid and g.name = 'Engineering' and p.status = 'ACTIVE'`);
    expect([...policy.rules[0].emails].sort()).toEqual(members.map((m) => m.email).sort());
    expect(policy.destinations.map((d) => d.host)).toEqual(['lab.acme.internal']);
    const [outsider] = await q<{ email: string }>(sql`
      select p.email from people p join endpoints e on e.account_id = p.account_id and e.owner_person_id = p.id
      where p.account_id = ${acme}::uuid and not exists (select 1 from person_groups pg join groups g on g.account_id = pg.account_id and g.id = pg.group_id
        where pg.account_id = p.account_id and pg.person_id = p.id and g.name = 'Engineering') limit 1`);
    expect(policy.rules[0].emails).not.toContain(outsider.email);
    const id = crypto.randomUUID();
    const report = await t.app.inject({
      method: 'POST', url: '/agent/v1/gateway/activity', headers: auth,
      payload: { connections: [{ id, at: clock.toISOString(), user: outsider.email, destination: 'lab.acme.internal', port: 443, action: 'Deny', bytes_in: 0, bytes_out: 0, duration_s: 0 }] },
    });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({ accepted: 1, unknown_users: [] });
    const logs = (await get(ADMIN, `/api/ztpa-logs?action=Deny&gateway=${created.gateway.id}`)).json() as ZtpaLogRow[];
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ id, email: outsider.email, destination: 'lab.acme.internal', gateway: 'test-gateway', action: 'Deny' });
  });

  it("answers 404 for another company's gateway and deletes its own with an audit row", async () => {
    const initech = t.accounts['Initech'].id;
    const [foreign] = await t.db.insert(ztpaGateways).values({ accountId: initech, name: 'initech-gw', subnets: [] }).returning();
    expect((await get(ADMIN, `/api/vpn-config/${foreign.id}`)).statusCode).toBe(404);
    expect((await get(ADMIN, `/api/vpn-server/${foreign.id}/logs`)).statusCode).toBe(404);
    expect((await send(ADMIN, 'DELETE', `/api/vpn-config/${foreign.id}`)).statusCode).toBe(404);
    const del = await send(ADMIN, 'DELETE', `/api/vpn-config/${created.gateway.id}`);
    expect(del.statusCode).toBe(204);
    expect(await audits('ztpa.gateway.delete')).toBe(1);
    expect((await get(ADMIN, `/api/vpn-config/${created.gateway.id}`)).statusCode).toBe(404);
  });
});

describe('the demo seed', () => {
  it("gives Acme's gateways key pairs, subnets and policies consistent with the activity", async () => {
    const rows = await t.db.select().from(ztpaGateways).where(eq(ztpaGateways.accountId, acme));
    for (const g of rows) {
      expect(publicKeyOf(secretBox().open(g.privateKeySealed!, g.id))).toBe(g.publicKey);
    }
    // every allowed connection's person is allowed by a rule of its gateway for that host
    const violations = await q<{ n: string }>(sql`
      select count(*) as n from ztpa_activity a
      join ztpa_destinations d on d.account_id = a.account_id and d.gateway_id = a.gateway_id and d.host = a.destination
      where a.account_id = ${acme}::uuid and a.action = 'Allow' and not exists (
        select 1 from ztpa_policies r where r.account_id = a.account_id and r.gateway_id = a.gateway_id and r.subnet = d.address || '/32'
          and (r.all_users or a.person_id = any(r.person_ids) or exists (select 1 from person_groups pg where pg.account_id = a.account_id and pg.person_id = a.person_id and pg.group_id = any(r.group_ids))))`);
    expect(Number(violations[0].n)).toBe(0);
  });
});

describe('Admin › ZTPA searches', () => {
  it('finds gateways by name, region or endpoint in both gateway lists', async () => {
    for (const url of ['/api/vpn-server?q=gateway', '/api/ztpa-gateways?q=gateway']) {
      const res = await get(ADMIN, url);
      expect(res.statusCode, url).toBe(200);
      expect((res.json() as { name: string }[]).every((g) => g.name.includes('gateway')), url).toBe(true);
    }
    expect((await head(ADMIN, '/api/vpn-server?q=203.0.113')).headers['x-size']).toBe('1');
  });
});

describe('AskCISO on gateways', () => {
  it('states as many offline gateways as the Gateways screen its link opens lists', async () => {
    const conversation = await send(ADMIN, 'POST', '/api/chatbot/conversations', {});
    const res = await send(ADMIN, 'POST', `/api/chatbot/conversations/${conversation.json().id}/messages`, { question: 'how many gateways are offline', z: 'UTC' });
    const answer = res.body
      .split('\n\n')
      .filter((block) => block.startsWith('event: answer'))
      .map((block) => (JSON.parse(block.split('\n')[1].replace('data: ', '')) as { answer: { figure: number; links: { href: string }[] } }).answer)[0];
    const link = new URL(answer.links[0].href, 'http://console');
    expect([link.pathname, link.searchParams.getAll('status')]).toEqual(['/ztpa-server', ['OFFLINE']]);
    const listed = (await get(ADMIN, '/api/ztpa-gateways?status=OFFLINE&size=100')).json() as GatewayRow[];
    expect(answer.figure).toBe(listed.length);
  });
});

// Issue 22, second part: gateway commands queued in the console, fetched and run by a simulated gateway, their
// result read back as the database holds it; key rotation (a new valid X25519 key in the database, the
// downloaded configuration and the gateway's policy, the old key retired, an audit row); WireGuard peers
// registered by an endpoint and listed as the database holds them, also as [Peer] sections of the file;
// 400 with reasons; Globex (no enable_vpn) and the auditor refused.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayCommand, GatewayPeer, RotatedKey } from '../../src/api/contract/ztpa-ops';
import { auditLog, ztpaGatewayCommands, ztpaGateways, ztpaPeers, ztpaRetiredKeys } from '../../server/db/schema/index';
import { rowsOf } from '../../server/ingest/sql-arrays';
import { secretBox } from '../../server/lib/secret-box';
import { generateKeyPair, publicKeyOf } from '../../server/modules/ztpa/keys';
import { Random } from '../../server/seed/random';
import { AgentClient } from '../../tools/simulate/agent-client';
import { startGateways } from '../../tools/simulate/ztpa';
import { ACME_SECRET, enrol } from './agent-fixtures';
import { setEnrolmentSecret } from '../../server/ingest/index';
import { createTestApp, type TestApp } from './helpers';

const ADMIN = 'admin@acme.test';
let t: TestApp;
let acme: string;
let url: string;
let dir: string;
let device: Awaited<ReturnType<typeof enrol>>;

beforeAll(async () => {
  t = await createTestApp({ agent: { sweepIntervalMs: 0 } });
  acme = t.accounts['Acme Corp'].id;
  await setEnrolmentSecret(t.db, acme, ACME_SECRET);
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  dir = mkdtempSync(join(tmpdir(), 'ztpa-ops-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

const get = (email: string, path: string) => t.as(email, { method: 'GET', url: path });
const post = (email: string, path: string, payload?: object) => t.as(email, { method: 'POST', url: path, ...(payload ? { payload } : {}) });
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(query));
const audits = async (action: string) => (await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.action, action)))).length;

async function gateway(name: string) {
  const [g] = await t.db.select().from(ztpaGateways).where(and(eq(ztpaGateways.accountId, acme), eq(ztpaGateways.name, name)));
  return g!;
}

async function simulatedGateways() {
  const client = new AgentClient(url, { fetch, stats: { retries: 0 }, retry: { maxWaitMs: 2000, baseDelayMs: 10 } });
  const lines: string[] = [];
  const tick = await startGateways({ client, account: 'acme', people: ['nobody@acme.test'], stateFile: join(dir, 'state.json'), random: new Random('ztpa-ops'), log: (l) => lines.push(l) });
  // the credentials the simulated gateways keep on disk, as a real gateway does
  const token = (id: string) =>
    Object.values(JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')) as Record<string, { gateway_id: string; gateway_token: string }[]>)
      .flat()
      .find((c) => c.gateway_id === id)!.gateway_token;
  return { tick, lines, token };
}

describe('gateway commands', () => {
  it('lists the library and refuses an unknown command or a bad parameter with 400 and the reason', async () => {
    const lib = (await get(ADMIN, '/api/ztpa-lib-commands')).json() as { id: string }[];
    expect(lib.map((c) => c.id)).toContain('show-peers');
    const g = await gateway('us-east-gateway');
    const unknown = await post(ADMIN, '/api/ztpa-commands', { gateway_id: g.id, command_id: 'format-disk' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().exception).toContain('Unknown gateway command format-disk');
    const bad = await post(ADMIN, '/api/ztpa-commands', { gateway_id: g.id, command_id: 'ping', params: { host: 'x; rm -rf /', count: 99 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().exception).toMatch(/host name or IPv4/);
    expect(bad.json().exception).toMatch(/Count must be between 1 and 20/);
    const junk = await post(ADMIN, '/api/ztpa-commands', { gateway_id: 'nope' });
    expect(junk.statusCode).toBe(400);
    expect((await post(ADMIN, '/api/ztpa-commands', { gateway_id: '00000000-0000-4000-8000-000000000000', command_id: 'show-peers' })).statusCode).toBe(404);
  });

  it('queues a command that the simulated gateway fetches and runs; the console reads its result as stored', async () => {
    const g = await gateway('us-east-gateway');
    const sent = await post(ADMIN, '/api/ztpa-commands', { gateway_id: g.id, command_id: 'reload-policy' });
    expect(sent.statusCode).toBe(201);
    const queued = sent.json() as GatewayCommand;
    expect(queued).toMatchObject({ status: 'Queued', gateway: 'us-east-gateway', delivered_at: null, requested_by: ADMIN });
    expect(await audits('ztpa.command.send')).toBe(1);

    const listed = (await get(ADMIN, `/api/ztpa-commands?gateway_id=${g.id}`)).json() as GatewayCommand[];
    expect(listed.map((c) => c.id)).toContain(queued.id);

    const sim = await simulatedGateways();
    await sim.tick();
    const [row] = await t.db.select().from(ztpaGatewayCommands).where(and(eq(ztpaGatewayCommands.accountId, acme), eq(ztpaGatewayCommands.id, queued.id)));
    expect(row!.status).toBe('Success');
    expect(row!.deliveredAt).not.toBeNull();
    const shown = (await get(ADMIN, `/api/ztpa-commands/${queued.id}`)).json() as GatewayCommand;
    expect(shown.status).toBe(row!.status);
    expect(shown.output).toBe(row!.output);
    expect(shown.output).toMatch(/^policy [0-9a-f]{16} loaded: \d+ rules/);
    expect(shown.exit_code).toBe(0);

    // a finished command cannot be cancelled; a resent result changes nothing
    expect((await post(ADMIN, `/api/ztpa-commands/${queued.id}/cancel`)).statusCode).toBe(409);
    const again = await t.app.inject({ method: 'POST', url: `/agent/v1/gateway/commands/${queued.id}/result`, headers: { authorization: `Bearer ${sim.token(g.id)}` }, payload: { status: 'Failure', exit_code: 1, output: 'late' } });
    expect(again.json()).toEqual({ status: 'Success', changed: false });
    const count = await t.as(ADMIN, { method: 'HEAD', url: '/api/ztpa-commands?status=Success' });
    const [n] = await q<{ n: string }>(sql`select count(*) as n from ztpa_gateway_commands where account_id = ${acme}::uuid and status = 'Success'`);
    expect(String(count.headers['x-size'])).toBe(String(n!.n));
  });

  it('cancels a command still Queued and aborts one past its time-out', async () => {
    const g = await gateway('eu-west-gateway');
    const one = (await post(ADMIN, '/api/ztpa-commands', { gateway_id: g.id, command_id: 'show-peers' })).json() as GatewayCommand;
    const cancelled = await post(ADMIN, `/api/ztpa-commands/${one.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect((cancelled.json() as GatewayCommand).status).toBe('Cancelled');
    expect(await audits('ztpa.command.cancel')).toBe(1);

    const two = (await post(ADMIN, '/api/ztpa-commands', { gateway_id: g.id, command_id: 'show-peers', timeout_minutes: 1 })).json() as GatewayCommand;
    await t.db.execute(sql`update ztpa_gateway_commands set queued_at = now() - interval '2 minutes' where account_id = ${acme}::uuid and id = ${two.id}::uuid`);
    const after = (await get(ADMIN, `/api/ztpa-commands/${two.id}`)).json() as GatewayCommand;
    expect(after.status).toBe('Abort');
  });

  it('refuses Globex (no enable_vpn) and lets the auditor read but not send', async () => {
    expect((await get('admin@globex.test', '/api/ztpa-commands')).statusCode).toBe(403);
    expect((await get('admin@globex.test', '/api/ztpa-lib-commands')).statusCode).toBe(403);
    const g = await gateway('us-east-gateway');
    expect((await post('admin@globex.test', '/api/ztpa-commands', { gateway_id: g.id, command_id: 'show-peers' })).statusCode).toBe(403);
    expect((await post('admin@globex.test', `/api/vpn-config/${g.id}/rotate-key`)).statusCode).toBe(403);
    expect((await get('auditor@acme.test', '/api/ztpa-commands')).statusCode).toBe(200);
    expect((await post('auditor@acme.test', '/api/ztpa-commands', { gateway_id: g.id, command_id: 'show-peers' })).statusCode).toBe(403);
  });
});

describe('key rotation and peers', () => {
  it('registers an endpoint as a peer of the gateways its owner may reach; the list and the file match the database', async () => {
    const g = await gateway('hq-office-gateway');
    // an ACTIVE person the gateway's policies name
    const [person] = await q<{ email: string }>(sql`
      select p.email from people p where p.account_id = ${acme}::uuid and p.status = 'ACTIVE' and exists (
        select 1 from ztpa_policies r where r.account_id = p.account_id and r.gateway_id = ${g.id}::uuid and (r.all_users or p.id = any(r.person_ids)
          or exists (select 1 from person_groups pg where pg.account_id = p.account_id and pg.person_id = p.id and pg.group_id = any(r.group_ids))))
      order by p.email limit 1`);
    expect(person).toBeDefined();
    device = await enrol(t, { owner_email: person!.email });
    const keys = generateKeyPair();
    const bad = await t.app.inject({ method: 'POST', url: '/agent/v1/ztpa/peer', headers: device.headers, payload: { public_key: 'not-a-key' } });
    expect(bad.statusCode).toBe(400);
    const reg = await t.app.inject({ method: 'POST', url: '/agent/v1/ztpa/peer', headers: device.headers, payload: { public_key: keys.publicKey } });
    expect(reg.statusCode).toBe(200);
    const mine = reg.json() as { gateways: { gateway_id: string; public_key: string; address: string }[] };
    const entry = mine.gateways.find((x) => x.gateway_id === g.id)!;
    expect(entry.public_key).toBe(g.publicKey);

    const stored = await t.db.select().from(ztpaPeers).where(and(eq(ztpaPeers.accountId, acme), eq(ztpaPeers.gatewayId, g.id)));
    const peers = (await get(ADMIN, `/api/vpn-server/${g.id}/peers`)).json() as GatewayPeer[];
    expect(peers.map((p) => [p.endpoint_id, p.public_key, p.allowed_ips]).sort()).toEqual(stored.map((p) => [p.endpointId, p.publicKey, `${p.address}/32`]).sort());
    expect(entry.address).toBe(`${stored.find((p) => p.endpointId === device.endpointId)!.address}/32`);

    const file = await get(ADMIN, `/api/vpn-config/${g.id}/config-file`);
    expect(file.body).toContain(`[Peer]\nPublicKey = ${keys.publicKey}\nAllowedIPs = ${entry.address}`);
    expect(file.body).not.toMatch(/^PrivateKey/m);
  });

  it('rotates the key: new valid key in the database, the file and the policy; old one retired; gateway and endpoints pick it up', async () => {
    const g = await gateway('hq-office-gateway');
    const sim = await simulatedGateways();
    await sim.tick();
    const res = await post(ADMIN, `/api/vpn-config/${g.id}/rotate-key`);
    expect(res.statusCode).toBe(200);
    const rotated = res.json() as RotatedKey;
    const after = await gateway('hq-office-gateway');
    expect(rotated.retired_public_key).toBe(g.publicKey);
    expect(after.publicKey).toBe(rotated.public_key);
    expect(after.publicKey).not.toBe(g.publicKey);
    expect(publicKeyOf(secretBox().open(after.privateKeySealed!, after.id))).toBe(after.publicKey);
    const retired = await t.db.select().from(ztpaRetiredKeys).where(and(eq(ztpaRetiredKeys.accountId, acme), eq(ztpaRetiredKeys.gatewayId, g.id)));
    expect(retired.map((r) => r.publicKey)).toEqual([g.publicKey]);
    expect(await audits('ztpa.gateway.rotate-key')).toBe(1);

    const file = await get(ADMIN, `/api/vpn-config/${g.id}/config-file`);
    expect(file.body).toContain(`# PublicKey = ${after.publicKey}`);
    expect(file.body).not.toContain(g.publicKey!);
    // the simulated gateway sees the new key in its policy and fetches its pair
    await sim.tick();
    expect(sim.lines.some((l) => l === `gateway ${g.id}: key rotated to ${after.publicKey}`)).toBe(true);
    // an endpoint's peer configuration answers the new key
    const mine = (await t.app.inject({ method: 'GET', url: '/agent/v1/ztpa/peer', headers: device.headers })).json() as { gateways: { gateway_id: string; public_key: string }[] };
    expect(mine.gateways.find((x) => x.gateway_id === g.id)?.public_key).toBe(after.publicKey);
  });
});

describe("the provider's ZTPA tab", () => {
  it("shows a managed company's gateways as the company's own configuration answers them, and the database holds them", async () => {
    const own = (await get(ADMIN, '/api/vpn-config')).json() as { id: string; name: string; policies: unknown[]; destinations: unknown[]; public_key: string | null }[];
    const res = await get('ops@palisade.test', `/api/provider/companies/${acme}/ztpa-gateways`);
    expect(res.statusCode).toBe(200);
    const seen = res.json() as typeof own;
    const strip = (rows: typeof own) => rows.map((g) => ({ id: g.id, name: g.name, policies: g.policies.length, destinations: g.destinations.length, key: g.public_key }));
    expect(strip(seen)).toEqual(strip(own));
    const stored = await t.db.select().from(ztpaGateways).where(eq(ztpaGateways.accountId, acme));
    expect(seen.map((g) => [g.name, g.public_key]).sort()).toEqual(stored.map((g) => [g.name, g.publicKey]).sort());
    const one = await get('ops@palisade.test', `/api/provider/companies/${acme}/ztpa-gateways/${seen[0]!.id}`);
    expect(one.json()).toEqual((await get(ADMIN, `/api/vpn-config/${seen[0]!.id}`)).json());
  });

  it('says a company without ZTPA does not use it, and refuses customers', async () => {
    const globex = t.accounts['Globex'].id;
    const res = await get('ops@palisade.test', `/api/provider/companies/${globex}/ztpa-gateways`);
    expect(res.statusCode).toBe(404);
    expect(res.json().exception).toBe('This company does not use zero-trust private access.');
    expect((await get(ADMIN, `/api/provider/companies/${acme}/ztpa-gateways`)).statusCode).toBe(403);
    expect((await get('admin@globex.test', `/api/provider/companies/${acme}/ztpa-gateways`)).statusCode).toBe(403);
  });
});

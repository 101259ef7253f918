// The endpoints' side of ZTPA peers (issue 22), under /agent/v1/ztpa: an endpoint agent registers its
// WireGuard public key (its private key never leaves the device) and receives, for every gateway its
// owner's policies allow, the gateway's current public key, endpoint and the tunnel address given to it.
// Calling GET again after a key rotation answers the gateway's new public key.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { errorSchema } from '../../../src/api/contract/common';
import { peerConfigResponse, peerRegisterBody, type PeerConfigResponse } from '../../../src/api/contract/ztpa-ops';
import { formatIPv4, parseCidr } from '../../../src/lib/cidr';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { authenticateDevice, type Device } from '../agent/device-auth';
import { agentSettings, type AgentSettings } from '../agent/settings';
import { rows } from '../dashboard/scoped';

const tags = ['agent'];
const security = [{ bearer: [] }];

/** The gateways the device's owner may reach: an ACTIVE person named by one of its rules (all users, group, person). */
async function reachableGateways(db: Db, device: Device) {
  if (!device.ownerPersonId) return [];
  return rows<{ id: string; name: string; public_key: string | null; public_ip: string | null; listen_port: number; endpoint_ip_range: string | null; subnets: string[] }>(
    db,
    sql`select g.id, g.name, g.public_key, g.public_ip, g.listen_port, g.endpoint_ip_range, g.subnets from ztpa_gateways g
      where g.account_id = ${device.accountId}::uuid and g.public_key is not null and g.endpoint_ip_range is not null
        and exists (select 1 from people p where p.account_id = g.account_id and p.id = ${device.ownerPersonId}::uuid and p.status = 'ACTIVE')
        and exists (select 1 from ztpa_policies r where r.account_id = g.account_id and r.gateway_id = g.id and (
          r.all_users or ${device.ownerPersonId}::uuid = any(r.person_ids)
          or exists (select 1 from person_groups pg where pg.account_id = g.account_id and pg.person_id = ${device.ownerPersonId}::uuid and pg.group_id = any(r.group_ids))))
      order by g.name, g.id`,
  );
}

/** The first free host address of the range after the gateway's own (the range's first host). */
async function freeAddress(db: Db, accountId: string, gatewayId: string, range: string): Promise<string | null> {
  const block = parseCidr(range);
  if (!block) return null;
  const taken = new Set(
    (await rows<{ address: string }>(db, sql`select address from ztpa_peers where account_id = ${accountId}::uuid and gateway_id = ${gatewayId}::uuid`)).map((r) => r.address),
  );
  for (let i = 2; i < block.size - 1; i++) {
    const candidate = formatIPv4(block.network + i);
    if (!taken.has(candidate)) return candidate;
  }
  return null;
}

async function configOf(db: Db, device: Device): Promise<PeerConfigResponse> {
  const gateways = await reachableGateways(db, device);
  const mine = new Map(
    (await rows<{ gateway_id: string; address: string }>(
      db,
      sql`select gateway_id, address from ztpa_peers where account_id = ${device.accountId}::uuid and endpoint_id = ${device.endpointId}::uuid`,
    )).map((r) => [r.gateway_id, r.address]),
  );
  return {
    gateways: gateways
      .filter((g) => mine.has(g.id))
      .map((g) => ({
        gateway_id: g.id, name: g.name, public_key: g.public_key!, endpoint: g.public_ip ? `${g.public_ip}:${g.listen_port}` : null,
        address: `${mine.get(g.id)}/32`, allowed_ips: g.subnets,
      })),
  };
}

const ztpaPeerRoutes: FastifyPluginAsyncZod<{ settings?: Partial<AgentSettings> }> = async (app, options) => {
  const settings = agentSettings(options.settings);
  const devices = new WeakMap<FastifyRequest, Device>();
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    devices.set(request, await authenticateDevice(app.db, request, settings, app.now()));
  });

  app.post(
    '/ztpa/peer',
    { bodyLimit: 4096, schema: { tags, security, body: peerRegisterBody, response: { 200: peerConfigResponse, 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema } } },
    async (request) => {
      const device = devices.get(request)!;
      const key = request.body.public_key;
      for (const g of await reachableGateways(app.db, device)) {
        await app.db.transaction(async (tx) => {
          // serialise allocations per gateway so two endpoints never get the same address
          await tx.execute(sql`select 1 from ztpa_gateways where account_id = ${device.accountId}::uuid and id = ${g.id}::uuid for update`);
          const [existing] = await rows<{ address: string }>(
            tx,
            sql`select address from ztpa_peers where account_id = ${device.accountId}::uuid and gateway_id = ${g.id}::uuid and endpoint_id = ${device.endpointId}::uuid`,
          );
          if (existing) {
            await tx.execute(sql`update ztpa_peers set public_key = ${key} where account_id = ${device.accountId}::uuid and gateway_id = ${g.id}::uuid and endpoint_id = ${device.endpointId}::uuid`);
            return;
          }
          const address = await freeAddress(tx, device.accountId, g.id, g.endpoint_ip_range!);
          if (!address) throw new HttpError(409, 'RANGE_FULL', `The endpoint IP range of ${g.name} has no free address.`);
          await tx.execute(sql`insert into ztpa_peers (account_id, gateway_id, endpoint_id, public_key, address)
            values (${device.accountId}::uuid, ${g.id}::uuid, ${device.endpointId}::uuid, ${key}, ${address})`);
        });
      }
      return configOf(app.db, device);
    },
  );

  app.get(
    '/ztpa/peer',
    { schema: { tags, security, response: { 200: peerConfigResponse, 401: errorSchema, 429: errorSchema } } },
    async (request) => configOf(app.db, devices.get(request)!),
  );
};

export default ztpaPeerRoutes;

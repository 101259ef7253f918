// The gateways' part of the agent API (issue 22), under /agent/v1/gateway: a gateway enrols once with the
// one-time token of setup step 2 and receives its credential and WireGuard file (private key included,
// the only place it leaves the server); then it heartbeats (ONLINE, version, counters, log lines), fetches
// its policy and reports the connections it allowed or denied, written through the ingest path like the
// endpoint agents' ztpa_activity events.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { errorSchema } from '../../../src/api/contract/common';
import {
  GATEWAY_AGENT_PATH, GATEWAY_HEARTBEAT_SECONDS, gatewayActivityBody, gatewayActivityResponse, gatewayEnrolBody, gatewayEnrolResponse,
  gatewayHeartbeatBody, gatewayHeartbeatResponse, gatewayPolicyDocument, type GatewayPolicyDocument,
} from '../../../src/api/contract/ztpa';
import type { Db } from '../../db/client';
import { ztpaGatewayEvents, ztpaGateways } from '../../db/schema/index';
import { ingestBulk } from '../../ingest/index';
import { HttpError, unauthorized } from '../../lib/http-error';
import { secretBox } from '../../lib/secret-box';
import { rows } from '../dashboard/scoped';
import {
  gatewayCommandParams, gatewayCommandResultBody, gatewayCommandResultResponse, gatewayKeyResponse, gatewayPendingCommands,
} from '../../../src/api/contract/ztpa-ops';
import { wireguardConfig } from './keys';
import { peerInputs, peersOf, pendingFor, recordResult } from './ops';
import { hashToken } from './setup';

const tags = ['agent'];
const security = [{ bearer: [] }];
const SMALL_BODY = 256 * 1024;
const BEARER = /^Bearer\s+(\S+)$/i;
// gwt_<account id without dashes>_<secret>: the account narrows the lookup as the device tokens do
const TOKEN = /^gwt_([0-9a-f]{32})_[A-Za-z0-9_-]{43}$/;
const UNKNOWN = 'Unknown or replaced gateway token; enrol the gateway again.';

interface GatewayAuth {
  accountId: string;
  gatewayId: string;
  name: string;
}

function accountOfToken(token: string): string | null {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const h = m[1];
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

async function authenticateGateway(db: Db, request: FastifyRequest): Promise<GatewayAuth> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const accountId = accountOfToken(token);
  if (!accountId) throw unauthorized(UNKNOWN);
  const [g] = await db
    .select({ id: ztpaGateways.id, name: ztpaGateways.name })
    .from(ztpaGateways)
    .where(and(eq(ztpaGateways.accountId, accountId), eq(ztpaGateways.gatewayTokenHash, hashToken(token))));
  if (!g) throw unauthorized(UNKNOWN);
  return { accountId, gatewayId: g.id, name: g.name };
}

/** What the gateway enforces: its subnets, destinations and, per rule, the e-mails of the people allowed. */
export async function gatewayPolicy(db: Db, accountId: string, gatewayId: string): Promise<GatewayPolicyDocument> {
  const [g] = await db.select().from(ztpaGateways).where(and(eq(ztpaGateways.accountId, accountId), eq(ztpaGateways.id, gatewayId)));
  const destinations = await rows<{ host: string; address: string | null; port: number | null; protocol: string }>(
    db,
    sql`select host, address, port, protocol from ztpa_destinations where account_id = ${accountId}::uuid and gateway_id = ${gatewayId}::uuid order by host, port`,
  );
  const rules = await rows<{ subnet: string; ports: string[]; all_users: boolean; emails: string[] | null }>(
    db,
    sql`select r.subnet, r.ports, r.all_users,
        (select array_agg(distinct p.email order by p.email) from people p where p.account_id = r.account_id and p.status = 'ACTIVE' and (
          p.id = any(r.person_ids) or exists (select 1 from person_groups pg where pg.account_id = r.account_id and pg.person_id = p.id and pg.group_id = any(r.group_ids)))) as emails
      from ztpa_policies r where r.account_id = ${accountId}::uuid and r.gateway_id = ${gatewayId}::uuid order by r.position, r.id`,
  );
  const body = {
    gateway_id: gatewayId,
    public_key: g!.publicKey,
    endpoint_ip_range: g!.endpointIpRange,
    subnets: g!.subnets,
    destinations: destinations.map((d) => ({ ...d, port: d.port === null ? null : Number(d.port) })),
    rules: rules.map((r) => ({ subnet: r.subnet, ports: r.ports ?? [], all_users: r.all_users, emails: r.all_users ? [] : (r.emails ?? []) })),
  };
  const version = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 16);
  return { version, ...body };
}

const gatewayAgentRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = new WeakMap<FastifyRequest, GatewayAuth>();
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    auth.set(request, await authenticateGateway(app.db, request));
  });

  app.post(
    `${GATEWAY_AGENT_PATH}/enrol`,
    {
      config: { public: true },
      bodyLimit: SMALL_BODY,
      schema: { tags, security: [], body: gatewayEnrolBody, response: { 200: gatewayEnrolResponse, 400: errorSchema, 401: errorSchema, 409: errorSchema } },
    },
    async (request) => {
      const now = app.now();
      const [g] = await app.db.select().from(ztpaGateways).where(eq(ztpaGateways.enrolmentTokenHash, hashToken(request.body.enrolment_token)));
      if (!g || !g.enrolmentExpiresAt || g.enrolmentExpiresAt.getTime() < now.getTime() || !g.privateKeySealed) {
        throw unauthorized('Unknown, used or expired enrolment token; make a new one in the console.');
      }
      const token = `gwt_${g.accountId.replace(/-/g, '')}_${randomBytes(32).toString('base64url')}`;
      let privateKey: string;
      try {
        privateKey = secretBox().open(g.privateKeySealed, g.id);
      } catch {
        // sealed under another SECRET_BOX_KEY (a database seeded elsewhere): say so rather than fail blindly
        throw new HttpError(409, 'KEY_UNREADABLE', "This gateway's private key was sealed with another secret-box key; set SECRET_BOX_KEY to that key or recreate the gateway.");
      }
      await app.db.transaction(async (tx) => {
        await tx
          .update(ztpaGateways)
          .set({ gatewayTokenHash: hashToken(token), enrolmentTokenHash: null, enrolmentExpiresAt: null, enrolledAt: now, version: request.body.version })
          .where(and(eq(ztpaGateways.accountId, g.accountId), eq(ztpaGateways.id, g.id)));
        await tx.insert(ztpaGatewayEvents).values({
          accountId: g.accountId, gatewayId: g.id, at: now, level: 'info',
          message: `Enrolled${request.body.hostname ? ` from ${request.body.hostname}` : ''}, version ${request.body.version}.`,
        });
      });
      return {
        gateway_id: g.id,
        gateway_token: token,
        heartbeat_interval_s: GATEWAY_HEARTBEAT_SECONDS,
        wireguard_config: wireguardConfig({
          name: g.name, listenPort: g.listenPort, endpointIpRange: g.endpointIpRange, subnets: g.subnets, publicHost: g.publicIp, privateKey,
          peers: peerInputs(await peersOf(app.db, g.accountId, g.id)),
        }),
      };
    },
  );

  app.post(
    `${GATEWAY_AGENT_PATH}/heartbeat`,
    { bodyLimit: SMALL_BODY, schema: { tags, security, body: gatewayHeartbeatBody, response: { 200: gatewayHeartbeatResponse, 400: errorSchema, 401: errorSchema } } },
    async (request) => {
      const g = auth.get(request)!;
      const now = app.now();
      const b = request.body;
      await app.db.transaction(async (tx) => {
        await tx
          .update(ztpaGateways)
          .set({ lastSeen: now, status: 'ONLINE', version: b.version, reportedUsers: b.connected_users, reportedBytesIn: b.bytes_in, reportedBytesOut: b.bytes_out })
          .where(and(eq(ztpaGateways.accountId, g.accountId), eq(ztpaGateways.id, g.gatewayId)));
        if (b.events.length) {
          await tx.insert(ztpaGatewayEvents).values(b.events.map((e) => ({ accountId: g.accountId, gatewayId: g.gatewayId, at: new Date(e.at), level: e.level, message: e.message })));
        }
      });
      const policy = await gatewayPolicy(app.db, g.accountId, g.gatewayId);
      return { server_time: now.toISOString(), status: 'ONLINE' as const, policy_version: policy.version };
    },
  );

  app.get(
    `${GATEWAY_AGENT_PATH}/policy`,
    { schema: { tags, security, response: { 200: gatewayPolicyDocument, 401: errorSchema } } },
    async (request) => {
      const g = auth.get(request)!;
      return gatewayPolicy(app.db, g.accountId, g.gatewayId);
    },
  );

  // issue 22: commands sent from the console (Inventory › COMMANDS › Gateways)
  app.get(
    `${GATEWAY_AGENT_PATH}/commands`,
    { schema: { tags, security, response: { 200: gatewayPendingCommands, 401: errorSchema } } },
    async (request) => {
      const g = auth.get(request)!;
      return pendingFor(app.db, g.accountId, g.gatewayId, app.now());
    },
  );

  app.post(
    `${GATEWAY_AGENT_PATH}/commands/:id/result`,
    {
      bodyLimit: 2 * 1024 * 1024,
      schema: { tags, security, params: gatewayCommandParams, body: gatewayCommandResultBody, response: { 200: gatewayCommandResultResponse, 400: errorSchema, 401: errorSchema, 404: errorSchema } },
    },
    async (request) => {
      const g = auth.get(request)!;
      return recordResult(app.db, g.accountId, g.gatewayId, request.params.id, request.body, app.now());
    },
  );

  // issue 22: after a key rotation the policy's public_key changes; the gateway fetches its new pair here
  app.get(
    `${GATEWAY_AGENT_PATH}/key`,
    { schema: { tags, security, response: { 200: gatewayKeyResponse, 401: errorSchema, 409: errorSchema } } },
    async (request) => {
      const g = auth.get(request)!;
      const [row] = await app.db.select({ publicKey: ztpaGateways.publicKey, sealed: ztpaGateways.privateKeySealed }).from(ztpaGateways)
        .where(and(eq(ztpaGateways.accountId, g.accountId), eq(ztpaGateways.id, g.gatewayId)));
      if (!row?.publicKey || !row.sealed) throw new HttpError(409, 'NO_KEY', 'This gateway has no key yet.');
      try {
        return { public_key: row.publicKey, private_key: secretBox().open(row.sealed, g.gatewayId) };
      } catch {
        throw new HttpError(409, 'KEY_UNREADABLE', "This gateway's private key was sealed with another secret-box key.");
      }
    },
  );

  app.post(
    `${GATEWAY_AGENT_PATH}/activity`,
    {
      bodyLimit: SMALL_BODY,
      schema: { tags, security, body: gatewayActivityBody, response: { 200: gatewayActivityResponse, 400: errorSchema, 401: errorSchema } },
    },
    async (request) => {
      const g = auth.get(request)!;
      const emails = [...new Set(request.body.connections.map((c) => c.user))];
      // each person's most recently seen endpoint carries the connection (the peer the gateway saw)
      const found = await rows<{ email: string; endpoint_id: string }>(
        app.db,
        sql`select distinct on (lower(p.email)) lower(p.email) as email, e.id as endpoint_id
          from people p join endpoints e on e.account_id = p.account_id and e.owner_person_id = p.id
          where p.account_id = ${g.accountId}::uuid and lower(p.email) in (${sql.join(emails.map((e) => sql`${e}`), sql`, `)})
          order by lower(p.email), e.last_seen desc nulls last, e.id`,
      );
      const endpointOf = new Map(found.map((f) => [f.email, f.endpoint_id]));
      const unknown = emails.filter((e) => !endpointOf.has(e));
      const items = request.body.connections
        .filter((c) => endpointOf.has(c.user))
        .map((c) => ({
          endpointId: endpointOf.get(c.user)!,
          event: {
            id: c.id, at: c.at, user: c.user, kind: 'ztpa_activity', gateway: g.name, destination: c.destination, port: c.port,
            action: c.action, bytes_in: c.bytes_in, bytes_out: c.bytes_out, duration_s: c.duration_s,
          },
        }));
      if (items.length === 0) return { accepted: 0, duplicates: 0, unknown_users: unknown };
      try {
        const counts = await ingestBulk(app.db, { accountId: g.accountId, items, now: app.now(), touchEndpoints: false });
        return { accepted: counts.accepted, duplicates: counts.duplicates, unknown_users: unknown };
      } catch (error) {
        if (error instanceof Error && error.name === 'IngestRejectedError') throw new HttpError(400, 'INVALID_EVENTS', error.message);
        throw error;
      }
    },
  );
};

export default gatewayAgentRoutes;

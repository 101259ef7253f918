// The three-step gateway setup of Policies › ZTPA (spec part 2 §9, issue 22): (1) the endpoint IP range,
// checked against every range and subnet of the company's gateways; (2) the gateway with its X25519 key
// pair (the private key sealed at rest) and a one-time enrolment token; (3) its subnets and who may reach
// which subnet on which ports. Every change writes its audit row in its own transaction.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { cidrHasAddress, cidrsOverlap, formatIPv4, parseCidr, parseIPv4, type Cidr } from '../../../src/lib/cidr';
import {
  ENROLMENT_TOKEN_HOURS, GATEWAY_EXISTS_MESSAGE, RANGE_OVERLAP_MESSAGE,
  type CreatedGateway, type DestinationView, type GatewayConfig, type IpRangeCheck, type PolicyRuleView,
} from '../../../src/api/contract/ztpa';
import type { z } from 'zod';
import type { destinationBody, gatewayBody, ipRangeBody, policiesBody } from '../../../src/api/contract/ztpa';
import type { Db } from '../../db/client';
import { ztpaDestinations, ztpaGateways, ztpaPolicies } from '../../db/schema/index';
import { HttpError, conflict, notFound } from '../../lib/http-error';
import { secretBox } from '../../lib/secret-box';
import type { Scope } from '../../plugins/scope';
import { acct, rows } from '../dashboard/scoped';
import type { Audit } from '../saas/audit';
import { fingerprint, generateKeyPair, wireguardConfig } from './keys';
import { adminRow, gatewayOf } from './service';
import { peerInputs, peersOf } from './ops';

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
export const ENROLMENT_PREFIX = 'gwe_';

/** A new one-time enrolment token and its hash and expiry. */
export function newEnrolment(now: Date): { token: string; hash: string; expiresAt: Date } {
  const token = `${ENROLMENT_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token), expiresAt: new Date(now.getTime() + ENROLMENT_TOKEN_HOURS * 3_600_000) };
}

// ---------- reading ----------

export async function getConfig(db: Db, scope: Scope, id: string, now: Date): Promise<GatewayConfig> {
  const base = await adminRow(db, scope, id, now);
  const [g] = await db.select().from(ztpaGateways).where(and(eq(ztpaGateways.accountId, scope.accountId), eq(ztpaGateways.id, id)));
  const [policies, destinations] = await Promise.all([policiesOf(db, scope, [id]), destinationsOf(db, scope, [id])]);
  return {
    ...base,
    public_host: g!.publicIp,
    policies: policies.get(id) ?? [],
    destinations: destinations.get(id) ?? [],
    steps_done: stepsDone(g!.endpointIpRange, g!.publicKey, (policies.get(id) ?? []).length, g!.subnets.length),
  };
}

function stepsDone(range: string | null, key: string | null, policies: number, subnets: number): number {
  if (!range) return 0;
  if (!key) return 1;
  return policies > 0 && subnets > 0 ? 3 : 2;
}

export async function listConfigs(db: Db, scope: Scope, now: Date): Promise<GatewayConfig[]> {
  const ids = await rows<{ id: string }>(db, sql`select id from ztpa_gateways where account_id = ${acct(scope)} order by name, id`);
  const out: GatewayConfig[] = [];
  for (const { id } of ids) out.push(await getConfig(db, scope, id, now));
  return out;
}

async function policiesOf(db: Db, scope: Scope, gatewayIds: string[]): Promise<Map<string, PolicyRuleView[]>> {
  const found = await rows<{ id: string; gateway_id: string; subnet: string; ports: string[]; all_users: boolean; groups: { id: string; name: string }[] | null; people: { id: string; name: string; email: string }[] | null }>(
    db,
    sql`select r.id, r.gateway_id, r.subnet, r.ports, r.all_users,
        (select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name), '[]'::json) from groups g where g.account_id = r.account_id and g.id = any(r.group_ids)) as groups,
        (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'email', p.email) order by p.email), '[]'::json) from people p where p.account_id = r.account_id and p.id = any(r.person_ids)) as people
      from ztpa_policies r where r.account_id = ${acct(scope)} and r.gateway_id in ${gatewayIds.length ? sql`(${sql.join(gatewayIds.map((g) => sql`${g}::uuid`), sql`, `)})` : sql`(null)`}
      order by r.position, r.id`,
  );
  const out = new Map<string, PolicyRuleView[]>();
  for (const r of found) {
    const list = out.get(r.gateway_id) ?? [];
    list.push({ id: r.id, subnet: r.subnet, ports: r.ports ?? [], all_users: r.all_users, groups: r.groups ?? [], people: r.people ?? [] });
    out.set(r.gateway_id, list);
  }
  return out;
}

async function destinationsOf(db: Db, scope: Scope, gatewayIds: string[]): Promise<Map<string, DestinationView[]>> {
  const found = await db.select().from(ztpaDestinations).where(eq(ztpaDestinations.accountId, scope.accountId)).orderBy(ztpaDestinations.name, ztpaDestinations.id);
  const out = new Map<string, DestinationView[]>();
  for (const d of found) {
    if (!gatewayIds.includes(d.gatewayId)) continue;
    const list = out.get(d.gatewayId) ?? [];
    list.push(destinationView(d));
    out.set(d.gatewayId, list);
  }
  return out;
}

const destinationView = (d: typeof ztpaDestinations.$inferSelect): DestinationView => ({
  id: d.id, gateway_id: d.gatewayId, name: d.name, host: d.host, address: d.address, port: d.port, protocol: d.protocol === 'udp' ? 'udp' : 'tcp',
});

// ---------- step 1: the endpoint IP range ----------

interface Taken {
  block: Cidr;
  text: string;
  gateway: string;
  kind: 'endpoint IP range' | 'subnet';
}

/** Every range and subnet of the company's gateways; `except` leaves out one gateway's own endpoint range (or all its blocks). */
async function takenBlocks(db: Db, scope: Scope, except?: { id: string; what: 'range' | 'subnets' | 'all' }): Promise<Taken[]> {
  const found = await db.select().from(ztpaGateways).where(eq(ztpaGateways.accountId, scope.accountId));
  const out: Taken[] = [];
  for (const g of found) {
    const own = except?.id === g.id;
    if (g.endpointIpRange && !(own && except.what !== 'subnets')) {
      const block = parseCidr(g.endpointIpRange);
      if (block) out.push({ block, text: g.endpointIpRange, gateway: g.name, kind: 'endpoint IP range' });
    }
    if (own && except.what !== 'range') continue;
    for (const s of g.subnets) {
      const block = parseCidr(s);
      if (block) out.push({ block, text: s, gateway: g.name, kind: 'subnet' });
    }
  }
  return out;
}

function overlapError(text: string, with_: Taken): HttpError {
  return conflict(`${RANGE_OVERLAP_MESSAGE} ${text} overlaps ${with_.text}, the ${with_.kind} of gateway ${with_.gateway}.`);
}

function refuseOverlap(text: string, taken: readonly Taken[]): void {
  const block = parseCidr(text)!;
  const hit = taken.find((t) => cidrsOverlap(block, t.block));
  if (hit) throw overlapError(text, hit);
}

export async function checkIpRange(db: Db, scope: Scope, body: z.output<typeof ipRangeBody>): Promise<IpRangeCheck> {
  if (body.gateway_id) await gatewayOf(db, scope, body.gateway_id);
  refuseOverlap(body.endpoint_ip_range, await takenBlocks(db, scope, body.gateway_id ? { id: body.gateway_id, what: 'range' } : undefined));
  const block = parseCidr(body.endpoint_ip_range)!;
  return { endpoint_ip_range: body.endpoint_ip_range, first: formatIPv4(block.network), last: formatIPv4(block.network + block.size - 1), addresses: block.size };
}

// ---------- step 2: the gateway and its keys ----------

type GatewayInput = z.output<typeof gatewayBody>;

async function refuseName(db: Db, scope: Scope, name: string, except?: string): Promise<void> {
  const [same] = await rows<{ id: string }>(db, sql`select id from ztpa_gateways where account_id = ${acct(scope)} and lower(name) = lower(${name})`);
  if (same && same.id !== except) throw conflict(GATEWAY_EXISTS_MESSAGE);
}

export async function createGateway(db: Db, scope: Scope, body: GatewayInput, now: Date, audit: Audit): Promise<CreatedGateway> {
  await refuseName(db, scope, body.name);
  const taken = await takenBlocks(db, scope);
  refuseOverlap(body.endpoint_ip_range, taken);
  const keys = generateKeyPair();
  const enrolment = newEnrolment(now);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ztpaGateways)
      .values({
        accountId: scope.accountId, name: body.name, region: body.region ?? null, publicIp: body.public_host, listenPort: body.listen_port,
        endpointIpRange: body.endpoint_ip_range, subnets: [], status: 'OFFLINE', createdAt: now, policyUpdatedAt: now,
        enrolmentTokenHash: enrolment.hash, enrolmentExpiresAt: enrolment.expiresAt,
      })
      .returning({ id: ztpaGateways.id });
    await tx
      .update(ztpaGateways)
      .set({ publicKey: keys.publicKey, privateKeySealed: secretBox().seal(keys.privateKey, row!.id), keyFingerprint: fingerprint(keys.publicKey) })
      .where(and(eq(ztpaGateways.accountId, scope.accountId), eq(ztpaGateways.id, row!.id)));
    await audit(tx, body.name, { id: row!.id, endpoint_ip_range: body.endpoint_ip_range, public_host: body.public_host, listen_port: body.listen_port, public_key: keys.publicKey });
    return row!.id;
  });
  return { gateway: await getConfig(db, scope, id, now), enrolment_token: enrolment.token, enrolment_expires_at: enrolment.expiresAt.toISOString() };
}

export { fingerprint };

export async function updateGateway(db: Db, scope: Scope, id: string, body: GatewayInput, now: Date, audit: Audit): Promise<GatewayConfig> {
  const before = await gatewayOf(db, scope, id);
  await refuseName(db, scope, body.name, id);
  refuseOverlap(body.endpoint_ip_range, await takenBlocks(db, scope, { id, what: 'all' }));
  const [g] = await db.select().from(ztpaGateways).where(and(eq(ztpaGateways.accountId, scope.accountId), eq(ztpaGateways.id, id)));
  const own = parseCidr(body.endpoint_ip_range)!;
  const clash = g!.subnets.find((s) => cidrsOverlap(own, parseCidr(s)!));
  if (clash) throw conflict(`${RANGE_OVERLAP_MESSAGE} ${body.endpoint_ip_range} overlaps ${clash}, a subnet of this gateway.`);
  await db.transaction(async (tx) => {
    await tx
      .update(ztpaGateways)
      .set({ name: body.name, region: body.region ?? null, publicIp: body.public_host, listenPort: body.listen_port, endpointIpRange: body.endpoint_ip_range, policyUpdatedAt: now })
      .where(and(eq(ztpaGateways.accountId, scope.accountId), eq(ztpaGateways.id, id)));
    await audit(tx, body.name, { id, before: before.name, endpoint_ip_range: body.endpoint_ip_range, public_host: body.public_host, listen_port: body.listen_port });
  });
  return getConfig(db, scope, id, now);
}

export async function deleteGateway(db: Db, scope: Scope, id: string, audit: Audit): Promise<void> {
  const g = await gatewayOf(db, scope, id);
  await db.transaction(async (tx) => {
    await tx.delete(ztpaPolicies).where(and(eq(ztpaPolicies.accountId, scope.accountId), eq(ztpaPolicies.gatewayId, id)));
    await tx.delete(ztpaDestinations).where(and(eq(ztpaDestinations.accountId, scope.accountId), eq(ztpaDestinations.gatewayId, id)));
    await tx.execute(sql`delete from ztpa_gateway_events where account_id = ${acct(scope)} and gateway_id = ${id}::uuid`);
    await tx.delete(ztpaGateways).where(and(eq(ztpaGateways.accountId, scope.accountId), eq(ztpaGateways.id, id)));
    await audit(tx, g.name, { id });
  });
}

export async function renewEnrolment(db: Db, scope: Scope, id: string, now: Date, audit: Audit): Promise<{ enrolment_token: string; enrolment_expires_at: string }> {
  const g = await gatewayOf(db, scope, id);
  const enrolment = newEnrolment(now);
  await db.transaction(async (tx) => {
    await tx
      .update(ztpaGateways)
      .set({ enrolmentTokenHash: enrolment.hash, enrolmentExpiresAt: enrolment.expiresAt })
      .where(and(eq(ztpaGateways.accountId, scope.accountId), eq(ztpaGateways.id, id)));
    await audit(tx, g.name, { id, expires_at: enrolment.expiresAt.toISOString() });
  });
  return { enrolment_token: enrolment.token, enrolment_expires_at: enrolment.expiresAt.toISOString() };
}

/** The console's download: everything but the private key. */
export async function configFile(db: Db, scope: Scope, id: string): Promise<{ name: string; text: string }> {
  await gatewayOf(db, scope, id);
  const [g] = await db.select().from(ztpaGateways).where(and(eq(ztpaGateways.accountId, scope.accountId), eq(ztpaGateways.id, id)));
  return {
    name: `${g!.name}.conf`,
    text: wireguardConfig({
      name: g!.name, listenPort: g!.listenPort, endpointIpRange: g!.endpointIpRange, subnets: g!.subnets, publicHost: g!.publicIp, publicKey: g!.publicKey,
      peers: peerInputs(await peersOf(db, scope.accountId, id)),
    }),
  };
}

// ---------- step 3: subnets and policies ----------

function badRequest(message: string, issues: { path: string; message: string }[]): HttpError {
  return new HttpError(400, 'VALIDATION', message, {}, issues);
}

export async function setPolicies(db: Db, scope: Scope, id: string, body: z.output<typeof policiesBody>, now: Date, audit: Audit): Promise<GatewayConfig> {
  const g = await gatewayOf(db, scope, id);
  const [row] = await db.select().from(ztpaGateways).where(and(eq(ztpaGateways.accountId, scope.accountId), eq(ztpaGateways.id, id)));
  // the subnets may not overlap one another, this gateway's endpoint range, nor another gateway's blocks
  const taken = await takenBlocks(db, scope, { id, what: 'subnets' });
  const mine: { block: Cidr; text: string }[] = [];
  for (const s of body.subnets) {
    const block = parseCidr(s)!;
    const twin = mine.find((m) => cidrsOverlap(m.block, block));
    if (twin) throw badRequest(`${s} overlaps ${twin.text}.`, [{ path: 'subnets', message: `${s} overlaps ${twin.text}.` }]);
    mine.push({ block, text: s });
  }
  for (const s of body.subnets) {
    const own = row!.endpointIpRange ? parseCidr(row!.endpointIpRange) : null;
    if (own && cidrsOverlap(own, parseCidr(s)!)) throw conflict(`${RANGE_OVERLAP_MESSAGE} ${s} overlaps ${row!.endpointIpRange}, the endpoint IP range of this gateway.`);
    refuseOverlap(s, taken);
  }
  // every group and person named must be the company's
  const groupIds = [...new Set(body.policies.flatMap((p) => p.group_ids))];
  const personIds = [...new Set(body.policies.flatMap((p) => p.person_ids))];
  const knownGroups = new Set(
    groupIds.length ? (await rows<{ id: string }>(db, sql`select id from groups where account_id = ${acct(scope)} and id in (${sql.join(groupIds.map((x) => sql`${x}::uuid`), sql`, `)})`)).map((r) => r.id) : [],
  );
  const knownPeople = new Set(
    personIds.length ? (await rows<{ id: string }>(db, sql`select id from people where account_id = ${acct(scope)} and id in (${sql.join(personIds.map((x) => sql`${x}::uuid`), sql`, `)})`)).map((r) => r.id) : [],
  );
  const issues: { path: string; message: string }[] = [];
  body.policies.forEach((p, i) => {
    p.group_ids.forEach((gid, j) => knownGroups.has(gid.toLowerCase()) || issues.push({ path: `policies.${i}.group_ids.${j}`, message: 'No such group in this company.' }));
    p.person_ids.forEach((pid, j) => knownPeople.has(pid.toLowerCase()) || issues.push({ path: `policies.${i}.person_ids.${j}`, message: 'No such person in this company.' }));
  });
  if (issues.length) throw badRequest('Some groups or people are not of this company.', issues);
  await db.transaction(async (tx) => {
    await tx.update(ztpaGateways).set({ subnets: body.subnets, policyUpdatedAt: now }).where(and(eq(ztpaGateways.accountId, scope.accountId), eq(ztpaGateways.id, id)));
    await tx.delete(ztpaPolicies).where(and(eq(ztpaPolicies.accountId, scope.accountId), eq(ztpaPolicies.gatewayId, id)));
    if (body.policies.length) {
      await tx.insert(ztpaPolicies).values(
        body.policies.map((p, position) => ({
          accountId: scope.accountId, gatewayId: id, position, subnet: p.subnet, ports: p.ports, allUsers: p.all_users,
          groupIds: p.all_users ? [] : p.group_ids, personIds: p.all_users ? [] : p.person_ids, createdAt: now,
        })),
      );
    }
    await audit(tx, g.name, { id, subnets: body.subnets, policies: body.policies });
  });
  return getConfig(db, scope, id, now);
}

// ---------- destinations (/edit-proxy-destination) ----------

type DestinationInput = z.output<typeof destinationBody>;

async function checkDestination(db: Db, scope: Scope, body: DestinationInput): Promise<void> {
  await gatewayOf(db, scope, body.gateway_id);
  const [g] = await db.select().from(ztpaGateways).where(and(eq(ztpaGateways.accountId, scope.accountId), eq(ztpaGateways.id, body.gateway_id)));
  const address = parseIPv4(body.address)!;
  if (!g!.subnets.some((s) => { const b = parseCidr(s); return b !== null && cidrHasAddress(b, address); })) {
    throw badRequest(`${body.address} is not inside the gateway's subnets.`, [{ path: 'address', message: `${body.address} is not inside the gateway's subnets (${g!.subnets.join(', ') || 'none yet'}).` }]);
  }
}

async function refuseDuplicateDestination(db: Db, scope: Scope, body: DestinationInput, except?: string): Promise<void> {
  const [same] = await rows<{ id: string }>(
    db,
    sql`select id from ztpa_destinations where account_id = ${acct(scope)} and gateway_id = ${body.gateway_id}::uuid and host = ${body.host}
      and port is not distinct from ${body.port ?? null}::int`,
  );
  if (same && same.id !== except) throw conflict('This gateway already publishes this host and port.');
}

const bump = (tx: Db, scope: Scope, gatewayId: string, now: Date) =>
  tx.update(ztpaGateways).set({ policyUpdatedAt: now }).where(and(eq(ztpaGateways.accountId, scope.accountId), eq(ztpaGateways.id, gatewayId)));

export async function createDestination(db: Db, scope: Scope, body: DestinationInput, now: Date, audit: Audit): Promise<DestinationView> {
  await checkDestination(db, scope, body);
  await refuseDuplicateDestination(db, scope, body);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ztpaDestinations)
      .values({ accountId: scope.accountId, gatewayId: body.gateway_id, name: body.name, host: body.host, address: body.address, port: body.port ?? null, protocol: body.protocol, createdAt: now })
      .returning();
    await bump(tx, scope, body.gateway_id, now);
    await audit(tx, body.name, { id: row!.id, ...body });
    return destinationView(row!);
  });
}

async function destinationRow(db: Db, scope: Scope, id: string) {
  const [row] = await db.select().from(ztpaDestinations).where(and(eq(ztpaDestinations.accountId, scope.accountId), eq(ztpaDestinations.id, id)));
  if (!row) throw notFound('No such destination.');
  return row;
}

export async function updateDestination(db: Db, scope: Scope, id: string, body: DestinationInput, now: Date, audit: Audit): Promise<DestinationView> {
  const before = await destinationRow(db, scope, id);
  await checkDestination(db, scope, body);
  await refuseDuplicateDestination(db, scope, body, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(ztpaDestinations)
      .set({ gatewayId: body.gateway_id, name: body.name, host: body.host, address: body.address, port: body.port ?? null, protocol: body.protocol })
      .where(and(eq(ztpaDestinations.accountId, scope.accountId), eq(ztpaDestinations.id, id)))
      .returning();
    await bump(tx, scope, body.gateway_id, now);
    if (before.gatewayId !== body.gateway_id) await bump(tx, scope, before.gatewayId, now);
    await audit(tx, body.name, { id, before: destinationView(before), after: body });
    return destinationView(row!);
  });
}

export async function deleteDestination(db: Db, scope: Scope, id: string, now: Date, audit: Audit): Promise<void> {
  const before = await destinationRow(db, scope, id);
  await db.transaction(async (tx) => {
    await tx.delete(ztpaDestinations).where(and(eq(ztpaDestinations.accountId, scope.accountId), eq(ztpaDestinations.id, id)));
    await bump(tx, scope, before.gatewayId, now);
    await audit(tx, before.name, { id, host: before.host });
  });
}


// Cloud agents and the services published through them (issue 22), per company: lists with counts, and
// changes that each write their audit row in their own transaction. A cloud agent's status is ONLINE
// while its last report is under GATEWAY_OFFLINE_AFTER_MS old, the gateways' rule; an agent that never
// reported is OFFLINE with no last report.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CLOUD_AGENT_EXISTS, CLOUD_AGENT_HAS_SERVICES, CLOUD_SERVICE_EXISTS,
  type CloudAgentRow, type CloudServiceRow, type cloudAgentBody, type cloudAgentQuery, type cloudServiceBody, type cloudServiceQuery,
} from '../../../src/api/contract/cloud';
import { GATEWAY_OFFLINE_AFTER_MS } from '../../../src/api/contract/ztpa';
import type { Db } from '../../db/client';
import { cloudAgents, cloudServices } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/http-error';
import type { Scope } from '../../plugins/scope';
import { acct, rows } from '../dashboard/scoped';
import type { Audit } from '../saas/audit';

type AgentQuery = z.output<typeof cloudAgentQuery>;
type ServiceQuery = z.output<typeof cloudServiceQuery>;
type AgentBody = z.output<typeof cloudAgentBody>;
type ServiceBody = z.output<typeof cloudServiceBody>;

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface AgentSql {
  id: string; name: string; provider: CloudAgentRow['provider']; region: string; version: string | null; last_seen: string | Date | null;
  external_services: unknown; internal_services: unknown; created_at: string | Date;
}

function agentOf(r: AgentSql, now: Date): CloudAgentRow {
  const seen = iso(r.last_seen);
  return {
    id: r.id, name: r.name, provider: r.provider, region: r.region, version: r.version, last_seen: seen,
    status: seen && now.getTime() - new Date(seen).getTime() <= GATEWAY_OFFLINE_AFTER_MS ? 'ONLINE' : 'OFFLINE',
    external_services: Number(r.external_services), internal_services: Number(r.internal_services), created_at: iso(r.created_at)!,
  };
}

const agentWhere = (scope: Scope, q: Pick<AgentQuery, 'q'>) =>
  sql.join([sql`a.account_id = ${acct(scope)}`, ...(q.q ? [sql`(a.name ilike ${like(q.q)} or a.region ilike ${like(q.q)} or a.provider ilike ${like(q.q)})`] : [])], sql` and `);
const AGENT_SORT: Record<AgentQuery['sb'], SQL> = { name: sql`lower(a.name)`, provider: sql`a.provider`, region: sql`a.region`, created_at: sql`a.created_at` };
const AGENT_COLUMNS = sql`a.id, a.name, a.provider, a.region, a.version, a.last_seen, a.created_at,
  (select count(*) from cloud_services s where s.account_id = a.account_id and s.agent_id = a.id and s.exposure = 'external') as external_services,
  (select count(*) from cloud_services s where s.account_id = a.account_id and s.agent_id = a.id and s.exposure = 'internal') as internal_services`;

export async function listAgents(db: Db, scope: Scope, q: AgentQuery, now: Date): Promise<CloudAgentRow[]> {
  const dir = q.so === 'desc' ? sql`desc` : sql`asc`;
  const found = await rows<AgentSql>(
    db,
    sql`select ${AGENT_COLUMNS} from cloud_agents a where ${agentWhere(scope, q)} order by ${AGENT_SORT[q.sb]} ${dir}, a.id limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return found.map((r) => agentOf(r, now));
}

export async function countAgents(db: Db, scope: Scope, q: AgentQuery): Promise<number> {
  const [r] = await rows<{ n: unknown }>(db, sql`select count(*) as n from cloud_agents a where ${agentWhere(scope, q)}`);
  return Number(r!.n);
}

async function agentRow(db: Db, scope: Scope, id: string, now: Date): Promise<CloudAgentRow> {
  const [r] = await rows<AgentSql>(db, sql`select ${AGENT_COLUMNS} from cloud_agents a where a.account_id = ${acct(scope)} and a.id = ${id}::uuid`);
  if (!r) throw notFound('No such cloud agent.');
  return agentOf(r, now);
}

async function refuseAgentName(db: Db, scope: Scope, name: string, except?: string) {
  const [same] = await rows<{ id: string }>(db, sql`select id from cloud_agents where account_id = ${acct(scope)} and lower(name) = lower(${name})`);
  if (same && same.id !== except) throw conflict(CLOUD_AGENT_EXISTS);
}

export async function createAgent(db: Db, scope: Scope, body: AgentBody, now: Date, audit: Audit): Promise<CloudAgentRow> {
  await refuseAgentName(db, scope, body.name);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(cloudAgents).values({ accountId: scope.accountId, name: body.name, provider: body.provider, region: body.region, createdAt: now }).returning({ id: cloudAgents.id });
    await audit(tx, body.name, { id: row!.id, provider: body.provider, region: body.region });
    return row!.id;
  });
  return agentRow(db, scope, id, now);
}

export async function updateAgent(db: Db, scope: Scope, id: string, body: AgentBody, now: Date, audit: Audit): Promise<CloudAgentRow> {
  const before = await agentRow(db, scope, id, now);
  await refuseAgentName(db, scope, body.name, id);
  await db.transaction(async (tx) => {
    await tx.update(cloudAgents).set({ name: body.name, provider: body.provider, region: body.region }).where(and(eq(cloudAgents.accountId, scope.accountId), eq(cloudAgents.id, id)));
    await audit(tx, body.name, { id, before: { name: before.name, provider: before.provider, region: before.region }, after: body });
  });
  return agentRow(db, scope, id, now);
}

export async function deleteAgent(db: Db, scope: Scope, id: string, now: Date, audit: Audit): Promise<void> {
  const before = await agentRow(db, scope, id, now);
  if (before.external_services + before.internal_services > 0) throw conflict(CLOUD_AGENT_HAS_SERVICES);
  await db.transaction(async (tx) => {
    await tx.delete(cloudAgents).where(and(eq(cloudAgents.accountId, scope.accountId), eq(cloudAgents.id, id)));
    await audit(tx, before.name, { id });
  });
}

// ---------- services ----------

interface ServiceSql {
  id: string; agent_id: string; agent: string; provider: CloudServiceRow['provider']; name: string; exposure: CloudServiceRow['exposure'];
  host: string; port: number; protocol: CloudServiceRow['protocol']; created_at: string | Date;
}
const serviceOf = (r: ServiceSql): CloudServiceRow => ({ ...r, port: Number(r.port), created_at: iso(r.created_at)! });
const SERVICE_FROM = sql`cloud_services s join cloud_agents a on a.account_id = s.account_id and a.id = s.agent_id`;
const SERVICE_COLUMNS = sql`s.id, s.agent_id, a.name as agent, a.provider, s.name, s.exposure, s.host, s.port, s.protocol, s.created_at`;
const SERVICE_SORT: Record<ServiceQuery['sb'], SQL> = { name: sql`lower(s.name)`, agent: sql`lower(a.name)`, host: sql`s.host`, created_at: sql`s.created_at` };

function serviceWhere(scope: Scope, q: Pick<ServiceQuery, 'q' | 'exposure' | 'agent_id'>) {
  const parts = [sql`s.account_id = ${acct(scope)}`];
  if (q.exposure) parts.push(sql`s.exposure = ${q.exposure}`);
  if (q.agent_id) parts.push(sql`s.agent_id = ${q.agent_id}::uuid`);
  if (q.q) parts.push(sql`(s.name ilike ${like(q.q)} or s.host ilike ${like(q.q)} or a.name ilike ${like(q.q)})`);
  return sql.join(parts, sql` and `);
}

export async function listServices(db: Db, scope: Scope, q: ServiceQuery): Promise<CloudServiceRow[]> {
  const dir = q.so === 'desc' ? sql`desc` : sql`asc`;
  const found = await rows<ServiceSql>(
    db,
    sql`select ${SERVICE_COLUMNS} from ${SERVICE_FROM} where ${serviceWhere(scope, q)} order by ${SERVICE_SORT[q.sb]} ${dir}, s.id limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return found.map(serviceOf);
}

export async function countServices(db: Db, scope: Scope, q: ServiceQuery): Promise<number> {
  const [r] = await rows<{ n: unknown }>(db, sql`select count(*) as n from ${SERVICE_FROM} where ${serviceWhere(scope, q)}`);
  return Number(r!.n);
}

async function serviceRow(db: Db, scope: Scope, id: string): Promise<CloudServiceRow> {
  const [r] = await rows<ServiceSql>(db, sql`select ${SERVICE_COLUMNS} from ${SERVICE_FROM} where s.account_id = ${acct(scope)} and s.id = ${id}::uuid`);
  if (!r) throw notFound('No such cloud service.');
  return serviceOf(r);
}

async function checkService(db: Db, scope: Scope, body: ServiceBody, now: Date, except?: string) {
  await agentRow(db, scope, body.agent_id, now);
  const [same] = await rows<{ id: string }>(
    db,
    sql`select id from cloud_services where account_id = ${acct(scope)} and agent_id = ${body.agent_id}::uuid and host = ${body.host} and port = ${body.port}`,
  );
  if (same && same.id !== except) throw conflict(CLOUD_SERVICE_EXISTS);
}

export async function createService(db: Db, scope: Scope, body: ServiceBody, now: Date, audit: Audit): Promise<CloudServiceRow> {
  await checkService(db, scope, body, now);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cloudServices)
      .values({ accountId: scope.accountId, agentId: body.agent_id, name: body.name, exposure: body.exposure, host: body.host, port: body.port, protocol: body.protocol, createdAt: now })
      .returning({ id: cloudServices.id });
    await audit(tx, body.name, { id: row!.id, ...body });
    return row!.id;
  });
  return serviceRow(db, scope, id);
}

export async function updateService(db: Db, scope: Scope, id: string, body: ServiceBody, now: Date, audit: Audit): Promise<CloudServiceRow> {
  const before = await serviceRow(db, scope, id);
  await checkService(db, scope, body, now, id);
  await db.transaction(async (tx) => {
    await tx
      .update(cloudServices)
      .set({ agentId: body.agent_id, name: body.name, exposure: body.exposure, host: body.host, port: body.port, protocol: body.protocol })
      .where(and(eq(cloudServices.accountId, scope.accountId), eq(cloudServices.id, id)));
    await audit(tx, body.name, { id, before: { name: before.name, exposure: before.exposure, host: before.host, port: before.port }, after: body });
  });
  return serviceRow(db, scope, id);
}

export async function deleteService(db: Db, scope: Scope, id: string, audit: Audit): Promise<void> {
  const before = await serviceRow(db, scope, id);
  await db.transaction(async (tx) => {
    await tx.delete(cloudServices).where(and(eq(cloudServices.accountId, scope.accountId), eq(cloudServices.id, id)));
    await audit(tx, before.name, { id, host: before.host, port: before.port });
  });
}

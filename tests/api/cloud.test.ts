// Issue 22: the Cloud section. Cloud agents and the services published through them, CRUD compared with
// what the database holds; 400 with the reasons, 409 for a taken name or host:port and for removing an
// agent that still publishes; an audit row per change; the exposure tabs list what the table holds; the
// auditor (restricted role) refused; another company's rows out of reach.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CloudAgentRow, CloudServiceRow } from '../../src/api/contract/cloud';
import { auditLog, cloudAgents, cloudServices } from '../../server/db/schema/index';
import { rowsOf } from '../../server/ingest/sql-arrays';
import { createTestApp, type TestApp } from './helpers';

const ADMIN = 'admin@acme.test';
let t: TestApp;
let acme: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = t.accounts['Acme Corp'].id;
});
afterAll(() => t?.close());

const get = (email: string, url: string) => t.as(email, { method: 'GET', url });
const send = (email: string, method: 'POST' | 'DELETE', url: string, payload?: object) => t.as(email, { method, url, ...(payload ? { payload } : {}) });
const audits = async (action: string) => (await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.action, action)))).length;

describe('cloud agents and services', () => {
  let agent: CloudAgentRow;
  let service: CloudServiceRow;

  it('adds a cloud agent as the database holds it, and refuses bad bodies and a taken name', async () => {
    const bad = await send(ADMIN, 'POST', '/api/cloud-agents', { name: '', provider: 'Oracle', region: 'Not a region!' });
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json().issues as { path: string }[]).map((i) => i.path).sort();
    expect(paths).toEqual(['name', 'provider', 'region']);

    const res = await send(ADMIN, 'POST', '/api/cloud-agents', { name: 'aws-prod-connector', provider: 'AWS', region: 'us-east-1' });
    expect(res.statusCode).toBe(201);
    agent = res.json();
    const [row] = await t.db.select().from(cloudAgents).where(and(eq(cloudAgents.accountId, acme), eq(cloudAgents.id, agent.id)));
    expect(row).toMatchObject({ name: 'aws-prod-connector', provider: 'AWS', region: 'us-east-1', lastSeen: null });
    expect(agent).toMatchObject({ status: 'OFFLINE', last_seen: null, external_services: 0, internal_services: 0 });
    expect(await audits('cloud.agent.create')).toBe(1);

    const taken = await send(ADMIN, 'POST', '/api/cloud-agents', { name: 'AWS-PROD-CONNECTOR', provider: 'GCP', region: 'europe-west1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().exception).toBe('A cloud agent with this name already exists.');
  });

  it('publishes services per exposure; each tab lists what the table holds; counts follow', async () => {
    const bad = await send(ADMIN, 'POST', '/api/cloud-services', { agent_id: agent.id, name: 'x', exposure: 'public', host: 'bad host', port: 70000 });
    expect(bad.statusCode).toBe(400);
    expect((bad.json().issues as { path: string }[]).map((i) => i.path).sort()).toEqual(['exposure', 'host', 'port']);

    const ext = await send(ADMIN, 'POST', '/api/cloud-services', { agent_id: agent.id, name: 'Customer portal', exposure: 'external', host: 'portal.acme.example', port: 443 });
    expect(ext.statusCode).toBe(201);
    service = ext.json();
    await send(ADMIN, 'POST', '/api/cloud-services', { agent_id: agent.id, name: 'Billing DB', exposure: 'internal', host: '10.20.0.15', port: 5432 });
    const dup = await send(ADMIN, 'POST', '/api/cloud-services', { agent_id: agent.id, name: 'Again', exposure: 'external', host: 'portal.acme.example', port: 443 });
    expect(dup.statusCode).toBe(409);
    const other = await send(ADMIN, 'POST', '/api/cloud-services', { agent_id: '00000000-0000-4000-8000-000000000000', name: 'Nowhere', exposure: 'external', host: 'a.example', port: 80 });
    expect(other.statusCode).toBe(404);

    for (const exposure of ['external', 'internal'] as const) {
      const listed = (await get(ADMIN, `/api/cloud-services?exposure=${exposure}`)).json() as CloudServiceRow[];
      const stored = await t.db.select().from(cloudServices).where(and(eq(cloudServices.accountId, acme), eq(cloudServices.exposure, exposure)));
      expect(listed.map((s) => [s.name, s.host, s.port]).sort()).toEqual(stored.map((s) => [s.name, s.host, s.port]).sort());
      const head = await t.as(ADMIN, { method: 'HEAD', url: `/api/cloud-services?exposure=${exposure}` });
      expect(Number(head.headers['x-size'])).toBe(stored.length);
    }
    const [shown] = (await get(ADMIN, '/api/cloud-agents?q=aws-prod')).json() as CloudAgentRow[];
    const [n] = rowsOf<{ e: string; i: string }>(await t.db.execute(sql`select count(*) filter (where exposure = 'external') as e, count(*) filter (where exposure = 'internal') as i
      from cloud_services where account_id = ${acme}::uuid and agent_id = ${agent.id}::uuid`));
    expect([shown!.external_services, shown!.internal_services]).toEqual([Number(n!.e), Number(n!.i)]);
  });

  it('edits and removes; an agent that still publishes cannot be removed', async () => {
    const edited = await send(ADMIN, 'POST', `/api/cloud-services/${service.id}`, { agent_id: agent.id, name: 'Customer portal', exposure: 'internal', host: 'portal.acme.example', port: 8443 });
    expect(edited.statusCode).toBe(200);
    const [row] = await t.db.select().from(cloudServices).where(and(eq(cloudServices.accountId, acme), eq(cloudServices.id, service.id)));
    expect([row!.exposure, row!.port]).toEqual(['internal', 8443]);
    const refused = await send(ADMIN, 'DELETE', `/api/cloud-agents/${agent.id}`);
    expect(refused.statusCode).toBe(409);
    for (const s of (await get(ADMIN, '/api/cloud-services')).json() as CloudServiceRow[]) {
      expect((await send(ADMIN, 'DELETE', `/api/cloud-services/${s.id}`)).statusCode).toBe(204);
    }
    expect((await send(ADMIN, 'DELETE', `/api/cloud-agents/${agent.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(cloudAgents).where(eq(cloudAgents.accountId, acme))).toHaveLength(0);
    expect(await audits('cloud.service.delete')).toBe(2);
    expect(await audits('cloud.agent.delete')).toBe(1);
  });

  it("refuses the auditor and keeps another company's agents out of reach", async () => {
    expect((await get('auditor@acme.test', '/api/cloud-agents')).statusCode).toBe(403);
    expect((await get('auditor@acme.test', '/api/cloud-services')).statusCode).toBe(403);
    const mine = (await send('admin@globex.test', 'POST', '/api/cloud-agents', { name: 'globex-azure', provider: 'Azure', region: 'westeurope' })).json() as CloudAgentRow;
    expect((await get(ADMIN, '/api/cloud-agents')).json()).toEqual([]);
    expect((await send(ADMIN, 'DELETE', `/api/cloud-agents/${mine.id}`)).statusCode).toBe(404);
    expect((await send('groupadmin@acme.test', 'POST', '/api/cloud-agents', { name: 'ga', provider: 'AWS', region: 'us-east-1' })).statusCode).toBe(201);
  });
});

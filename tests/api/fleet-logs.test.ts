// Issue 18, the endpoint's Logs tab: the agent uploads a log (text or gzip, size- and type-checked) to
// POST /agent/v1/logs; GET /api/devices/{id}/logs lists what endpoint_log_files holds and
// GET /api/devices/{id}/logs/{file} downloads the text, for the endpoint's tenant and scope only.
import { gzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LOG_UPLOAD_BYTES, MAX_LOG_TEXT_BYTES } from '../../src/api/contract/agent';
import type { LogFileRow } from '../../src/api/contract/fleet';
import { endpointLogFiles } from '../../server/db/schema/index';
import { KEEP_LOGS_PER_ENDPOINT } from '../../server/modules/fleet/logs';
import { agentLogText } from '../../server/seed/endpoint-logs';
import { Random } from '../../server/seed/random';
import { AgentClient } from '../../tools/simulate/agent-client';
import { createAgentTestApp, enrol, type AgentTestApp, type Enrolled } from './agent-fixtures';

let t: AgentTestApp;
let device: Enrolled;

beforeAll(async () => {
  t = await createAgentTestApp();
  device = await enrol(t, { hostname: 'LOGS-TEST-1', owner_email: 'logs.owner@acme.test' });
});
afterAll(() => t?.close());

const upload = (d: Enrolled, name: string, payload: Buffer | string, type = 'text/plain') =>
  t.app.inject({ method: 'POST', url: '/agent/v1/logs', query: { name }, headers: { ...d.headers, 'content-type': type }, payload });
const stored = (endpointId: string) =>
  t.db.select().from(endpointLogFiles).where(and(eq(endpointLogFiles.accountId, t.acmeId), eq(endpointLogFiles.endpointId, endpointId)));
const get = (url: string, email = 'admin@acme.test', query: Record<string, string> = {}) => t.as(email, { method: 'GET', url, query });

describe('POST /agent/v1/logs', () => {
  it('stores a plain-text log and a gzip one as their text', async () => {
    const text = '2026-01-01T00:00:00Z INFO started — ok\nline two\n';
    const plain = await upload(device, 'agent.log', text);
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ name: 'agent.log', size_bytes: Buffer.byteLength(text) });
    const zipped = await upload(device, 'updater.log', gzipSync(Buffer.from('updated to 1.1.7\n')), 'application/gzip');
    expect(zipped.statusCode, zipped.body).toBe(201);
    const rows = await stored(device.endpointId);
    expect(rows.map((r) => [r.name, r.sizeBytes]).sort()).toEqual([['agent.log', Buffer.byteLength(text)], ['updater.log', 17]]);
  });

  it('refuses what is not a log: another type, binary, broken gzip, a path as name, an empty body', async () => {
    const before = (await stored(device.endpointId)).length;
    expect((await upload(device, 'a.log', 'x', 'application/octet-stream')).statusCode).toBe(415);
    const binary = await upload(device, 'a.log', Buffer.from([0x41, 0x00, 0x42]));
    expect(binary.statusCode).toBe(400);
    expect(binary.json().exception).toContain('NUL');
    expect((await upload(device, 'a.log', Buffer.from([0xff, 0xfe, 0x41]))).statusCode).toBe(400);
    expect((await upload(device, 'a.log', Buffer.from('not gzip'), 'application/gzip')).statusCode).toBe(400);
    const path = await upload(device, '../etc/passwd', 'x');
    expect(path.statusCode).toBe(400);
    expect(JSON.stringify(path.json().issues)).toContain('name');
    expect((await stored(device.endpointId)).length).toBe(before);
  });

  it('answers 413 to an upload above the limit and to gzip that inflates past the text limit', async () => {
    const big = await upload(device, 'big.log', 'a'.repeat(MAX_LOG_UPLOAD_BYTES + 1));
    expect(big.statusCode).toBe(413);
    const bomb = gzipSync(Buffer.alloc(MAX_LOG_TEXT_BYTES + 1, 0x61));
    expect(bomb.length).toBeLessThan(MAX_LOG_UPLOAD_BYTES);
    const inflated = await upload(device, 'bomb.log', bomb, 'application/gzip');
    expect(inflated.statusCode).toBe(413);
    expect(inflated.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 401 without a device token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/agent/v1/logs', query: { name: 'a.log' }, headers: { 'content-type': 'text/plain' }, payload: 'x' });
    expect(res.statusCode).toBe(401);
  });

  it(`keeps the newest ${KEEP_LOGS_PER_ENDPOINT} files of an endpoint`, async () => {
    const busy = await enrol(t, { hostname: 'LOGS-BUSY', owner_email: 'logs.owner@acme.test' });
    for (let i = 0; i <= KEEP_LOGS_PER_ENDPOINT; i++) expect((await upload(busy, `run-${i}.log`, `run ${i}\n`)).statusCode).toBe(201);
    const names = (await stored(busy.endpointId)).map((r) => r.name);
    expect(names).toHaveLength(KEEP_LOGS_PER_ENDPOINT);
    expect(names).not.toContain('run-0.log');
  });
});

describe('GET /api/devices/{id}/logs and /devices/{id}/logs/{file}', () => {
  it('lists the files newest first with the total in HEAD, as the table holds them', async () => {
    const res = await get(`/api/devices/${device.endpointId}/logs`);
    expect(res.statusCode, res.body).toBe(200);
    const rows: LogFileRow[] = res.json();
    const db = (await stored(device.endpointId)).sort((a, b) => b.uploadedAt.getTime() - a.uploadedAt.getTime() || (a.id < b.id ? 1 : -1));
    expect(rows.map((r) => r.id)).toEqual(db.map((r) => r.id));
    const head = await t.as('admin@acme.test', { method: 'HEAD', url: `/api/devices/${device.endpointId}/logs` });
    expect(Number(head.headers['x-size'])).toBe(db.length);
  });

  it('downloads the text under the host name and the file name', async () => {
    const [file] = (await stored(device.endpointId)).filter((r) => r.name === 'updater.log');
    const res = await get(`/api/devices/${device.endpointId}/logs/${file!.id}`, 'auditor@acme.test');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['content-disposition']).toContain('filename="LOGS-TEST-1-updater.log"');
    expect(res.body).toBe('updated to 1.1.7\n');
  });

  it('answers 404 for an unknown file, another company and a group admin outside its people; 400 for a malformed id', async () => {
    const [file] = await stored(device.endpointId);
    expect((await get(`/api/devices/${device.endpointId}/logs/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await get(`/api/devices/${device.endpointId}/logs/${file!.id}`, 'admin@globex.test')).statusCode).toBe(404);
    expect((await get(`/api/devices/${device.endpointId}/logs`, 'admin@globex.test')).statusCode).toBe(404);
    expect((await get(`/api/devices/${device.endpointId}/logs/${file!.id}`, 'groupadmin@acme.test')).statusCode).toBe(404);
    expect((await get(`/api/devices/${device.endpointId}/logs/not-a-file`)).statusCode).toBe(400);
  });
});

describe('the simulator', () => {
  it('uploads a gzip log over HTTP that the console then serves as text', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = new AgentClient(url, { fetch, retry: { maxWaitMs: 5000, baseDelayMs: 100 }, stats: { retries: 0 } });
    const sim = await enrol(t, { hostname: 'LOGS-SIM', owner_email: 'logs.owner@acme.test' });
    const text = agentLogText(new Random('logs-test'), '1.1.7', new Date());
    await client.uploadLog(sim.token, 'agent.log', text);
    const [row] = await stored(sim.endpointId);
    expect(row).toMatchObject({ name: 'agent.log', sizeBytes: text.length });
    const res = await get(`/api/devices/${sim.endpointId}/logs/${row!.id}`);
    expect(res.body).toBe(text.toString('utf8'));
  });
});

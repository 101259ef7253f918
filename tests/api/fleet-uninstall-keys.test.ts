// Issue 18, uninstall keys: POST /api/uninstall-key answers a one-time key once (only its hash is
// stored, audited), POST /api/notify-uninstall-key mails a new one to the owner through the outbox, and
// the agent's POST /agent/v1/uninstall-key/verify accepts a key once, on its own device, until it expires.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, endpointUninstallKeys, mailOutbox } from '../../server/db/schema/index';
import { hashUninstallKey } from '../../server/modules/fleet/uninstall-keys';
import { createAgentTestApp, enrol, type AgentTestApp, type Enrolled } from './agent-fixtures';

let t: AgentTestApp;
let device: Enrolled;
let other: Enrolled;

beforeAll(async () => {
  t = await createAgentTestApp();
  device = await enrol(t, { hostname: 'PUK-TEST-1', owner_email: 'puk.owner@acme.test', owner_name: 'Pat Owner' });
  other = await enrol(t, { hostname: 'PUK-TEST-2', owner_email: 'puk.owner@acme.test' });
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, email = 'admin@acme.test') => t.as(email, { method: 'POST', url, payload: payload as object });
const verify = (d: Enrolled, key: string) => t.app.inject({ method: 'POST', url: '/agent/v1/uninstall-key/verify', headers: d.headers, payload: { key } });
const keysOf = (endpointId: string) => t.db.select().from(endpointUninstallKeys).where(and(eq(endpointUninstallKeys.accountId, t.acmeId), eq(endpointUninstallKeys.endpointId, endpointId)));
const audits = (target: string) => t.db.select().from(auditLog).where(and(eq(auditLog.action, 'device.uninstall_key'), eq(auditLog.target, target)));

describe('POST /api/uninstall-key', () => {
  it('answers a key once, stores only its hash with the expiry, and audits it without the key', async () => {
    const res = await post('/api/uninstall-key', { endpoint_id: device.endpointId, expires_in_hours: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.key).toMatch(/^PUK(-[A-Z2-9]{5}){4}$/);
    const [row] = await keysOf(device.endpointId);
    expect(row!.keyHash).toBe(hashUninstallKey(body.key));
    expect(JSON.stringify(row)).not.toContain(body.key);
    expect(row!.expiresAt.toISOString()).toBe(body.expires_at);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(2 * 3_600_000);
    const [audit] = await audits('PUK-TEST-1');
    expect(audit).toMatchObject({ email: 'admin@acme.test', details: { endpoint_id: device.endpointId, delivery: 'shown' } });
    expect(JSON.stringify(audit!.details)).not.toContain(body.key);
  });

  it("lets the endpoint's agent use a key once; another device, a wrong key and a replaced key are refused", async () => {
    const first = (await post('/api/uninstall-key', { endpoint_id: device.endpointId })).json().key as string;
    const second = (await post('/api/uninstall-key', { endpoint_id: device.endpointId })).json().key as string;
    expect((await verify(device, first)).json()).toEqual({ valid: false }); // replaced by the second
    expect((await verify(other, second)).json()).toEqual({ valid: false }); // not its device
    expect((await verify(device, 'PUK-AAAAA-AAAAA-AAAAA-AAAAA')).json()).toEqual({ valid: false });
    expect((await verify(device, second.toLowerCase())).json()).toEqual({ valid: true });
    expect((await verify(device, second)).json()).toEqual({ valid: false }); // used up
    const used = (await keysOf(device.endpointId)).filter((k) => k.usedAt !== null);
    expect(used.map((k) => k.keyHash)).toEqual([hashUninstallKey(second)]);
  });

  it('refuses an expired key', async () => {
    const key = (await post('/api/uninstall-key', { endpoint_id: other.endpointId, expires_in_hours: 1 })).json().key as string;
    await t.db.update(endpointUninstallKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(endpointUninstallKeys.keyHash, hashUninstallKey(key)));
    expect((await verify(other, key)).json()).toEqual({ valid: false });
  });

  it('refuses bad bodies with 400, and answers 404 for another company or a group admin outside its people; the auditor may not', async () => {
    for (const payload of [{}, { endpoint_id: 'x' }, { endpoint_id: device.endpointId, expires_in_hours: 0 }, { endpoint_id: device.endpointId, expires_in_hours: 169 }, { endpoint_id: device.endpointId, extra: 1 }]) {
      expect((await post('/api/uninstall-key', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const before = (await keysOf(device.endpointId)).length;
    expect((await post('/api/uninstall-key', { endpoint_id: device.endpointId }, 'admin@globex.test')).statusCode).toBe(404);
    expect((await post('/api/uninstall-key', { endpoint_id: device.endpointId }, 'auditor@acme.test')).statusCode).toBe(403);
    expect((await keysOf(device.endpointId)).length).toBe(before);
    expect((await verify(device, '')).statusCode).toBe(400);
  });
});

describe('POST /api/notify-uninstall-key', () => {
  it("queues the owner a message with a new key that the agent accepts, and audits the recipient", async () => {
    const res = await post('/api/notify-uninstall-key', { endpoint_id: other.endpointId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ endpoint_id: other.endpointId, recipient: 'puk.owner@acme.test' });
    const [message] = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.accountId, t.acmeId), eq(mailOutbox.template, 'uninstall-key'), eq(mailOutbox.relatedId, other.endpointId)));
    expect(message).toMatchObject({ recipient: 'puk.owner@acme.test', status: 'Queued', subject: 'Your uninstall key for PUK-TEST-2' });
    const key = /PUK(-[A-Z2-9]{5}){4}/.exec(message!.text)![0];
    const stored = (await keysOf(other.endpointId)).find((k) => k.keyHash === hashUninstallKey(key));
    expect(stored?.notifiedAt).not.toBeNull();
    expect((await verify(other, key)).json()).toEqual({ valid: true });
    expect((await audits('PUK-TEST-2')).some((a) => a.details?.delivery === 'mailed' && a.details?.recipient === 'puk.owner@acme.test')).toBe(true);
  });

  it('answers 409 for an endpoint without an owner, and stores no key', async () => {
    const orphan = await enrol(t, { hostname: 'PUK-ORPHAN', owner_email: 'puk.orphan@acme.test' });
    const { endpoints } = await import('../../server/db/schema/index');
    await t.db.update(endpoints).set({ ownerPersonId: null }).where(eq(endpoints.id, orphan.endpointId));
    const res = await post('/api/notify-uninstall-key', { endpoint_id: orphan.endpointId });
    expect(res.statusCode).toBe(409);
    expect(res.json().exception).toContain('PUK-ORPHAN');
    expect(await keysOf(orphan.endpointId)).toHaveLength(0);
  });
});

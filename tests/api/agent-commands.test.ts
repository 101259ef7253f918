// Issue 3 and spec part 2 §4: remote commands Queued → Success / Failure, or Abort on time-out.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, endpoints, remoteCommands } from '../../server/db/schema/index';
import { queueCommand, sweepTimeouts } from '../../server/modules/agent/commands';
import { createAgentTestApp, enrol, endpointRow, GLOBEX_SECRET, type AgentTestApp, type Enrolled } from './agent-fixtures';

const TIMEOUT_MS = 30 * 60_000;
const OFFLINE_MS = 7 * 86_400_000;
let clock = new Date('2026-11-20T09:00:00Z');
let t: AgentTestApp;
let device: Enrolled;
let other: Enrolled;

beforeAll(async () => {
  t = await createAgentTestApp({ now: () => clock, agent: { commandTimeoutMs: TIMEOUT_MS, offlineAfterMs: OFFLINE_MS } });
  device = await enrol(t, { hostname: 'CMD-TARGET' });
  other = await enrol(t, { hostname: 'CMD-OTHER' });
});
afterAll(() => t?.close());

const admin = () => {
  const m = t.members['admin@acme.test'];
  return { accountId: t.acmeId, memberId: m.id, email: m.email, role: m.role };
};
const queue = (endpointId: string, command: string) => queueCommand(t.db, { actor: admin(), endpointId, command, traceId: 'a'.repeat(32), now: clock });
const poll = (d: Enrolled) => t.app.inject({ method: 'GET', url: '/agent/v1/commands', headers: d.headers });
const report = (d: Enrolled, id: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/agent/v1/commands/${id}/result`, headers: d.headers, payload });
const stored = async (id: string) => (await t.db.select().from(remoteCommands).where(eq(remoteCommands.id, id)))[0];

describe('remote commands', () => {
  it('queues with an audit row; the device polls it and reports Success with its output', async () => {
    const command = await queue(device.endpointId, 'softwareupdate --list');
    expect(command.status).toBe('Queued');
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, t.acmeId), eq(auditLog.action, 'command.queue')));
    expect(audit).toMatchObject({ email: 'admin@acme.test', role: 'ADMIN', target: 'CMD-TARGET', details: { command_id: command.id } });

    const heartbeat = await t.app.inject({ method: 'POST', url: '/agent/v1/heartbeat', headers: device.headers, payload: {} });
    expect(heartbeat.json().pending_commands).toBe(1);
    expect((await poll(other)).json()).toEqual({ commands: [] });
    clock = new Date(clock.getTime() + 5_000);
    const polled = await poll(device);
    expect(polled.json()).toEqual({ commands: [{ id: command.id, command: 'softwareupdate --list', queued_at: command.queuedAt.toISOString() }] });
    expect((await stored(command.id)).deliveredAt?.toISOString()).toBe(clock.toISOString());

    clock = new Date(clock.getTime() + 5_000);
    const res = await report(device, command.id, { status: 'Success', output: 'No new software available.', exit_code: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: command.id, status: 'Success' });
    expect(await stored(command.id)).toMatchObject({ status: 'Success', output: 'No new software available.', exitCode: 0, finishedAt: clock });
    expect((await poll(device)).json()).toEqual({ commands: [] });
  });

  it('keeps a Failure with its output; a second result is a conflict', async () => {
    const command = await queue(device.endpointId, 'bad syntax (');
    const res = await report(device, command.id, { status: 'Failure', output: 'syntax error near (', exit_code: 2 });
    expect(res.json()).toEqual({ id: command.id, status: 'Failure' });
    const again = await report(device, command.id, { status: 'Success', output: 'late' });
    expect(again.statusCode).toBe(409);
    expect(await stored(command.id)).toMatchObject({ status: 'Failure', output: 'syntax error near (' });
  });

  it("does not let a device see or answer another device's command", async () => {
    const command = await queue(device.endpointId, 'whoami');
    expect((await report(other, command.id, { status: 'Success', output: 'me' })).statusCode).toBe(404);
    const globex = await enrol(t, { secret: GLOBEX_SECRET, owner_email: 'x@globex.test' });
    expect((await report(globex, command.id, { status: 'Success', output: 'me' })).statusCode).toBe(404);
    expect((await stored(command.id)).status).toBe('Queued');
    expect((await report(device, '00000000-0000-4000-8000-000000000000', { status: 'Success' })).statusCode).toBe(404);
    expect((await report(device, 'not-a-uuid', { status: 'Success' })).statusCode).toBe(400);
    expect((await report(device, command.id, { status: 'Abort' })).statusCode).toBe(400);
    await report(device, command.id, { status: 'Success', output: 'me' });
  });

  it('queueing for an endpoint of another account is not found', async () => {
    const globex = await enrol(t, { secret: GLOBEX_SECRET, owner_email: 'y@globex.test' });
    await expect(queue(globex.endpointId, 'ls')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('turns a command still Queued after the time-out into Abort, and refuses a late result', async () => {
    const command = await queue(device.endpointId, 'sleep 99999');
    clock = new Date(command.queuedAt.getTime() + TIMEOUT_MS - 1000);
    expect(await sweepTimeouts(t.db, { now: clock, commandTimeoutMs: TIMEOUT_MS, offlineAfterMs: OFFLINE_MS })).toMatchObject({ swept: true, aborted: 0 });
    expect((await stored(command.id)).status).toBe('Queued');
    clock = new Date(command.queuedAt.getTime() + TIMEOUT_MS);
    expect(await sweepTimeouts(t.db, { now: clock, commandTimeoutMs: TIMEOUT_MS, offlineAfterMs: OFFLINE_MS })).toMatchObject({ aborted: 1 });
    expect(await stored(command.id)).toMatchObject({ status: 'Abort', finishedAt: clock, output: 'No result within 30 minutes; the command timed out.' });
    const late = await report(device, command.id, { status: 'Success', output: 'done' });
    expect(late.statusCode).toBe(409);
    expect(late.json().exception).toContain('Abort');
  });

  it('marks an endpoint silent for the configured time OFFLINE_FOR_CONFIG_TIME; its next call makes it ACTIVE', async () => {
    await t.db.update(endpoints).set({ lastSeen: new Date(clock.getTime() - OFFLINE_MS - 1000) }).where(eq(endpoints.id, other.endpointId));
    const result = await sweepTimeouts(t.db, { now: clock, commandTimeoutMs: TIMEOUT_MS, offlineAfterMs: OFFLINE_MS });
    expect(result.offline).toBe(1);
    expect((await endpointRow(t, other.endpointId)).status).toBe('OFFLINE_FOR_CONFIG_TIME');
    expect((await endpointRow(t, device.endpointId)).status).toBe('ACTIVE');
    await t.app.inject({ method: 'POST', url: '/agent/v1/heartbeat', headers: other.headers, payload: {} });
    const row = await endpointRow(t, other.endpointId);
    expect(row.status).toBe('ACTIVE');
    expect(row.lastSeen).toEqual(clock);
  });
});

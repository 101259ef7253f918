// Issue 20 through the live simulator: with --live, simulated Macs enrol with the account's PIN and check
// the MDM command server every tick, so a lock an admin sends from the console goes Pending → Acknowledged
// while the simulator runs; a busy Mac answers NotNow first. Without enable_mdm the PIN is refused with the
// spec's message and no Mac is enrolled.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MdmCommand, MdmQueued } from '../../src/api/contract/mdm-commands';
import { MDM_NOT_REGISTERED_MESSAGE } from '../../src/api/contract/mdm-enrol';
import { accounts, mdmDevices } from '../../server/db/schema/index';
import { liveMacIdentities, runLiveMacs } from '../../tools/simulate/mdm-live';
import { runSimulation, type SimulationReport } from '../../tools/simulate/simulator';
import { createTestApp, type TestApp } from './helpers';

const ADMIN = 'admin@acme.test';
const OPTIONS = { account: 'acme', devices: 1, days: 1, seed: 20 } as const;
const MACS = liveMacIdentities(OPTIONS.account, OPTIONS.seed, 2);
let t: TestApp;
let url: string;
let acme: string;
const controller = new AbortController();
let run: Promise<SimulationReport>;

async function until<T>(what: string, check: () => Promise<T | false>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== false) return value;
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  t = await createTestApp({ agent: { sweepIntervalMs: 0, rateLimit: { requests: 100_000, windowMs: 60_000 } } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  acme = t.accounts['Acme Corp'].id;
  run = runSimulation({ url, ...OPTIONS, live: true, liveIntervalMs: 150, dlpRate: 0, mdm: { macs: MACS.length, busy: 0.5 }, signal: controller.signal });
}, 120_000);

afterAll(async () => {
  controller.abort();
  await run?.catch(() => undefined);
  await t?.close();
});

describe('simulated Macs in --live', () => {
  it('enrol through the demo PIN as the Macs of the run (the UDIDs and serial numbers its seed gives)', async () => {
    const devices = await until('both Macs enrolled', async () => {
      const found = await t.db.select().from(mdmDevices).where(and(eq(mdmDevices.accountId, acme), inArray(mdmDevices.udid, MACS.map((m) => m.udid))));
      return found.length === MACS.length && found.every((d) => d.status === 'ENROLLED' && d.pushToken) ? found : false;
    });
    expect(devices.map((d) => d.deviceName).sort()).toEqual(MACS.map((m) => m.name).sort());
    expect(devices.map((d) => d.serialNumber).sort()).toEqual(MACS.map((m) => m.serialNumber).sort());
  }, 90_000);

  it('a lock sent from the console goes Pending → Acknowledged while the simulator runs', async () => {
    const [device] = await t.db.select().from(mdmDevices).where(and(eq(mdmDevices.accountId, acme), eq(mdmDevices.udid, MACS[0].udid)));
    const res = await t.as(ADMIN, { method: 'POST', url: '/api/mdm/command', payload: { device_id: device.id, request_type: 'DeviceLock', pin: '246810', message: 'Please call IT' } });
    expect(res.statusCode, res.body).toBe(201);
    const [queued] = (res.json() as MdmQueued).commands;
    expect(queued).toMatchObject({ apple_status: 'Pending', status: 'Queued', request_type: 'DeviceLock' });
    const done = await until('the lock is acknowledged', async () => {
      const history: MdmCommand[] = (await t.as(ADMIN, { method: 'GET', url: `/api/mdm/command-history/${device.id}` })).json();
      const row = history.find((c) => c.command_uuid === queued.command_uuid);
      return row?.apple_status === 'Acknowledged' ? row : false;
    });
    expect(done).toMatchObject({ status: 'Success', request_type: 'DeviceLock' });
    expect(done.delivered_at).not.toBeNull();
    // the stored command agrees with what the console shows
    const [stored] = await t.db.execute(sql`select apple_status from mdm_commands where account_id = ${acme} and command_uuid = ${queued.command_uuid}`).then((r) => (r as unknown as { rows: { apple_status: string }[] }).rows);
    expect(stored.apple_status).toBe('Acknowledged');
  }, 90_000);

  it('answers every command it was sent; its Acknowledged and NotNow answers are what the server recorded', async () => {
    const [device] = await t.db.select().from(mdmDevices).where(and(eq(mdmDevices.accountId, acme), eq(mdmDevices.udid, MACS[1].udid)));
    const uuids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.as(ADMIN, { method: 'POST', url: '/api/mdm/command', payload: { device_id: device.id, request_type: 'SecurityInfo' } });
      expect(res.statusCode, res.body).toBe(201);
      uuids.push((res.json() as MdmQueued).commands[0].command_uuid);
    }
    await until('all six acknowledged', async () => {
      const rows: MdmCommand[] = (await t.as(ADMIN, { method: 'GET', url: `/api/mdm/command-history/${device.id}` })).json();
      const mine = rows.filter((c) => uuids.includes(c.command_uuid));
      return mine.length === uuids.length && mine.every((c) => c.apple_status === 'Acknowledged') ? mine : false;
    });
    controller.abort();
    const report = await run;
    // what the Macs answered is what the server recorded for them
    const [stored] = await t.db.execute(sql`
      select count(*) filter (where c.apple_status = 'Acknowledged') as acknowledged, coalesce(sum(c.not_now_count), 0) as not_now
      from mdm_commands c join mdm_devices d on d.account_id = c.account_id and d.id = c.mdm_device_id
      where c.account_id = ${acme} and d.udid = any(${`{${MACS.map((m) => m.udid).join(',')}}`}::text[])`).then((r) => (r as unknown as { rows: { acknowledged: string; not_now: string }[] }).rows);
    expect(report.mdm).toMatchObject({ enrolled: MACS.length, acknowledged: Number(stored.acknowledged), notNow: Number(stored.not_now) });
    expect(report.mdm!.acknowledged).toBeGreaterThanOrEqual(7);
  }, 90_000);

  it('without enable_mdm the PIN is refused with the spec message and no Mac is enrolled', async () => {
    await t.db.update(accounts).set({ enableMdm: false }).where(eq(accounts.id, acme));
    const others = liveMacIdentities(OPTIONS.account, 99, 1);
    const report = await runLiveMacs({ url, account: 'acme', seed: 99, macs: 1, intervalMs: 100 });
    expect(report.enrolled).toBe(0);
    expect(report.skipped).toContain(MDM_NOT_REGISTERED_MESSAGE);
    expect(await t.db.select().from(mdmDevices).where(and(eq(mdmDevices.accountId, acme), eq(mdmDevices.udid, others[0].udid)))).toHaveLength(0);
  });
});

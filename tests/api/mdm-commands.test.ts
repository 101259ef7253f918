// Issue 20, part 3: MDM commands. A command queued from the console is handed to the Mac on its next poll of
// the command server and follows Apple's answer (Pending → Acknowledged, NotNow then Acknowledged, Error),
// mapped onto the remote-command vocabulary; wipe needs the typed device name; the FileVault key is escrowed
// sealed and shown once, audited; Globex (no MDM) and the read-only role are refused.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MdmCommand, MdmDeviceDetail, MdmQueued } from '../../src/api/contract/mdm-commands';
import { mdmCommandStatus, MDM_APPLE_STATUSES } from '../../src/api/contract/mdm-commands';
import { auditLog, mdmCommands, mdmDevices, mdmEnrolments, mdmFileVaultKeys } from '../../server/db/schema/index';
import { sha256 } from '../../server/modules/mdm-enrol/profile';
import { enrolWithPin, injectTransport, macSession, pollAs, type SimulatedMac } from '../../tools/simulate/mdm';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let mac: SimulatedMac;
let other: SimulatedMac;
const ADMIN = 'admin@acme.test';
const AUDITOR = 'auditor@acme.test';

/** An enrolled Mac as mdm-enrol's check-in leaves it: the device row and the enrolment its profile's token names. */
async function enrolledMac(name: string): Promise<SimulatedMac> {
  const accountId = t.accounts['Acme Corp'].id;
  const id = randomUUID();
  const udid = randomUUID().toUpperCase();
  const serialNumber = `C02${randomBytes(4).toString('hex').toUpperCase()}`;
  const token = `me_${accountId.replace(/-/g, '')}_${randomBytes(32).toString('base64url')}`;
  const enrolmentId = randomUUID();
  await t.db.insert(mdmEnrolments).values({ accountId, id: enrolmentId, secretHash: sha256(token), identityFingerprint: sha256(udid), deviceId: id });
  await t.db.insert(mdmDevices).values({ accountId, id, enrolmentId, udid, serialNumber, deviceName: name, model: 'MacBookPro18,3', osVersion: '14.5', status: 'ENROLLED' });
  return { accountId, deviceId: id, udid, name, serialNumber, token };
}

beforeAll(async () => {
  t = await createTestApp();
  mac = await enrolledMac('MDMT-MBP-1');
  other = await enrolledMac('MDMT-MBP-2');
});
afterAll(() => t?.close());

const post = (url: string, payload: object, email = ADMIN) => t.as(email, { method: 'POST', url, payload });
const stored = async (uuid: string) => (await t.db.select().from(mdmCommands).where(eq(mdmCommands.commandUuid, uuid)))[0]!;
const tally = async () => {
  const [c] = await t.db.select({ n: count() }).from(mdmCommands);
  const [a] = await t.db.select({ n: count() }).from(auditLog);
  return { commands: Number(c!.n), audit: Number(a!.n) };
};
const history = async (m: SimulatedMac) => (await t.as(ADMIN, { method: 'GET', url: `/api/mdm/command-history/${m.deviceId}` })).json() as MdmCommand[];
const poll = (m: SimulatedMac, message: Record<string, unknown>) => pollAs(t.app, m, message);

describe('the status mapping', () => {
  it('maps every Apple state onto the remote-command vocabulary', () => {
    expect(Object.fromEntries(MDM_APPLE_STATUSES.map((s) => [s, mdmCommandStatus(s)]))).toEqual({
      Pending: 'Queued', NotNow: 'Queued', Acknowledged: 'Success', Error: 'Failure', CommandFormatError: 'Failure',
    });
  });
});

describe('a lock command', () => {
  it('goes Pending → Acknowledged: queued and audited, handed out on the next poll, acknowledged', async () => {
    const before = await tally();
    const res = await post('/api/mdm/command', { device_id: mac.deviceId, request_type: 'DeviceLock', pin: '123456', message: 'Call IT' });
    expect(res.statusCode).toBe(201);
    const queued = res.json() as MdmQueued;
    expect(queued.queued).toBe(1);
    const uuid = queued.commands[0]!.command_uuid;
    const row = await stored(uuid);
    expect(row).toMatchObject({ appleStatus: 'Pending', status: 'Queued', requestType: 'DeviceLock', mdmDeviceId: mac.deviceId });
    // the PIN is sealed at rest, never stored in clear
    expect(JSON.stringify(row.payload)).not.toContain('123456');
    expect(await tally()).toEqual({ commands: before.commands + 1, audit: before.audit + 1 });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'mdm.command'));
    expect(audit).toMatchObject({ email: ADMIN, target: 'MDMT-MBP-1' });

    const first = await poll(mac, { Status: 'Idle' });
    expect(first.statusCode).toBe(200);
    expect(first.command).toMatchObject({ CommandUUID: uuid, Command: { RequestType: 'DeviceLock', PIN: '123456', Message: 'Call IT' } });
    expect((await stored(uuid)).deliveredAt).not.toBeNull();
    expect((await history(mac)).find((c) => c.command_uuid === uuid)).toMatchObject({ apple_status: 'Pending', status: 'Queued' });

    const done = await poll(mac, { Status: 'Acknowledged', CommandUUID: uuid });
    expect(done.statusCode).toBe(200);
    expect(done.command).toBeNull();
    expect(await stored(uuid)).toMatchObject({ appleStatus: 'Acknowledged', status: 'Success' });
    expect((await history(mac)).find((c) => c.command_uuid === uuid)).toMatchObject({ apple_status: 'Acknowledged', status: 'Success' });
    // a resent answer changes nothing
    const answeredAt = (await stored(uuid)).answeredAt;
    await poll(mac, { Status: 'Error', CommandUUID: uuid, ErrorChain: [{ ErrorCode: 1, LocalizedDescription: 'late' }] });
    expect(await stored(uuid)).toMatchObject({ appleStatus: 'Acknowledged', answeredAt });
  });

  it('answers NotNow while busy, is asked again later and then acknowledges', async () => {
    const res = await post('/api/mdm/command', { device_id: mac.deviceId, request_type: 'RestartDevice' });
    const uuid = (res.json() as MdmQueued).commands[0]!.command_uuid;
    expect((await poll(mac, { Status: 'Idle' })).command).toMatchObject({ CommandUUID: uuid });
    const busy = await poll(mac, { Status: 'NotNow', CommandUUID: uuid });
    expect(busy.command).toBeNull();
    expect(await stored(uuid)).toMatchObject({ appleStatus: 'NotNow', status: 'Queued', notNowCount: 1 });
    expect((await poll(mac, { Status: 'Idle' })).command).toMatchObject({ CommandUUID: uuid });
    await poll(mac, { Status: 'Acknowledged', CommandUUID: uuid });
    expect(await stored(uuid)).toMatchObject({ appleStatus: 'Acknowledged', status: 'Success', notNowCount: 1 });
  });

  it('stores an Error with its chain as Failure', async () => {
    const res = await post('/api/mdm/command', { device_id: other.deviceId, request_type: 'InstalledApplicationList' });
    const uuid = (res.json() as MdmQueued).commands[0]!.command_uuid;
    await poll(other, { Status: 'Idle' });
    await poll(other, { Status: 'Error', CommandUUID: uuid, ErrorChain: [{ ErrorCode: 12021, ErrorDomain: 'MCMDMErrorDomain', LocalizedDescription: 'Busy' }] });
    const c = (await history(other)).find((x) => x.command_uuid === uuid);
    expect(c).toMatchObject({ status: 'Failure', apple_status: 'Error', error_chain: [{ code: 12021, domain: 'MCMDMErrorDomain', description: 'Busy' }] });
  });

  it('refuses a malformed poll with 400 and an unknown token or UDID with 401', async () => {
    expect((await poll(mac, { Status: 'Sleeping' })).statusCode).toBe(400);
    expect((await poll(mac, { Status: 'Acknowledged' })).statusCode).toBe(400);
    const junk = await t.app.inject({ method: 'PUT', url: `/mdm/server?enrolment=${mac.token}`, payload: '<plist><dict><key>', headers: { 'content-type': 'application/x-apple-aspen-mdm' } });
    expect(junk.statusCode).toBe(400);
    expect((await poll({ ...mac, token: `${mac.token.slice(0, -2)}xx` }, { Status: 'Idle' })).statusCode).toBe(401);
    expect((await poll({ ...mac, udid: other.udid }, { Status: 'Idle' })).statusCode).toBe(401);
  });
});

describe('a Mac enrolled through the real flow (PIN, profile, check-in)', () => {
  it('is locked from the console and acknowledges through the command server; a busy Mac answers NotNow first', async () => {
    const pin = await post('/api/mdm/pins', { label: 'MDMT enrol', single_use: false });
    expect(pin.statusCode).toBe(201);
    const send = injectTransport(t.app);
    const enrolled = await enrolWithPin(send, pin.json().code as string, { udid: randomUUID().toUpperCase(), name: 'MDMT-FLOW-1', serialNumber: 'C02MDMTFLOW1' });
    const [device] = await t.db.select().from(mdmDevices).where(eq(mdmDevices.udid, enrolled.udid));
    expect(device).toMatchObject({ status: 'ENROLLED', deviceName: 'MDMT-FLOW-1' });
    const flowMac: SimulatedMac = { ...enrolled, deviceId: device!.id, accountId: device!.accountId };
    const res = await post('/api/mdm/command', { device_id: device!.id, request_type: 'DeviceLock', pin: '111222' });
    const uuid = (res.json() as MdmQueued).commands[0]!.command_uuid;
    expect(await macSession(send, flowMac, { busy: true })).toEqual({ acknowledged: 0, notNow: 1 });
    expect(await stored(uuid)).toMatchObject({ appleStatus: 'NotNow', status: 'Queued' });
    expect(await macSession(send, flowMac)).toEqual({ acknowledged: 1, notNow: 0 });
    expect(await stored(uuid)).toMatchObject({ appleStatus: 'Acknowledged', status: 'Success' });
    expect((await history(flowMac))[0]).toMatchObject({ command_uuid: uuid, status: 'Success', not_now_count: 1 });
  });
});

describe('wipe', () => {
  it('needs the device name typed: a wrong confirmation is 400 and queues nothing', async () => {
    const before = await tally();
    for (const confirm of [undefined, 'MDMT-MBP-2', 'mdmt-mbp-1']) {
      const res = await post('/api/mdm/command', { device_id: mac.deviceId, request_type: 'EraseDevice', pin: '654321', ...(confirm === undefined ? {} : { confirm }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0]).toMatchObject({ path: 'confirm' });
    }
    expect(await tally()).toEqual(before);
    const ok = await post('/api/mdm/command', { device_id: mac.deviceId, request_type: 'EraseDevice', pin: '654321', confirm: 'MDMT-MBP-1' });
    expect(ok.statusCode).toBe(201);
    expect(await tally()).toEqual({ commands: before.commands + 1, audit: before.audit + 1 });
    // not in bulk
    expect((await post('/api/mdm/command/all', { request_type: 'EraseDevice' })).statusCode).toBe(400);
    // answer it so later tests start from an empty queue
    const uuid = (ok.json() as MdmQueued).commands[0]!.command_uuid;
    expect((await poll(mac, { Status: 'Idle' })).command).toMatchObject({ Command: { RequestType: 'EraseDevice', PIN: '654321' } });
    await poll(mac, { Status: 'Acknowledged', CommandUUID: uuid });
  });
});

describe('sync and variables', () => {
  it('device-sync refreshes the inventory and FileVault state; a Settings command renames the Mac', async () => {
    const res = await post('/api/mdm/device-sync', { device_id: other.deviceId });
    expect(res.statusCode).toBe(201);
    const [info, security] = (res.json() as MdmQueued).commands;
    expect([info!.request_type, security!.request_type]).toEqual(['DeviceInformation', 'SecurityInfo']);
    expect((await poll(other, { Status: 'Idle' })).command).toMatchObject({ Command: { RequestType: 'DeviceInformation' } });
    const next = await poll(other, { Status: 'Acknowledged', CommandUUID: info!.command_uuid, QueryResponses: { DeviceName: 'MDMT-MBP-2', OSVersion: '15.1', ModelName: 'MacBook Air', SerialNumber: other.serialNumber } });
    expect(next.command).toMatchObject({ CommandUUID: security!.command_uuid });
    await poll(other, { Status: 'Acknowledged', CommandUUID: security!.command_uuid, SecurityInfo: { FDE_Enabled: true } });
    const [d] = await t.db.select().from(mdmDevices).where(eq(mdmDevices.id, other.deviceId));
    expect(d).toMatchObject({ osVersion: '15.1', model: 'MacBook Air' });
    const detail = (await t.as(ADMIN, { method: 'GET', url: `/api/mdm/device-details/${other.deviceId}` })).json() as MdmDeviceDetail;
    expect(detail).toMatchObject({ os_version: '15.1', filevault_enabled: true, information: { ModelName: 'MacBook Air' } });

    const rename = await post('/api/mdm/device-request-variable', { device_id: other.deviceId, variable: 'DeviceName', value: 'MDMT-Renamed' });
    expect(rename.statusCode).toBe(201);
    const uuid = (rename.json() as MdmQueued).commands[0]!.command_uuid;
    expect((await poll(other, { Status: 'Idle' })).command).toMatchObject({ Command: { RequestType: 'Settings', Settings: [{ Item: 'DeviceName', DeviceName: 'MDMT-Renamed' }] } });
    await poll(other, { Status: 'Acknowledged', CommandUUID: uuid });
    const [renamed] = await t.db.select().from(mdmDevices).where(eq(mdmDevices.id, other.deviceId));
    expect(renamed!.deviceName).toBe('MDMT-Renamed');
    const policy = (await t.as(ADMIN, { method: 'GET', url: `/api/mdm/command-history/${other.deviceId}?policy=true` })).json() as MdmCommand[];
    expect(policy.map((c) => c.request_type)).toEqual(['Settings']);
    expect((await post('/api/mdm/device-request-variable', { device_id: other.deviceId, variable: 'Wallpaper', value: 'x' })).statusCode).toBe(400);
  });

  it('sync/all queues one DeviceInformation per enrolled Mac', async () => {
    const [{ n }] = await t.db.select({ n: count() }).from(mdmDevices).where(and(eq(mdmDevices.accountId, t.accounts['Acme Corp'].id), eq(mdmDevices.status, 'ENROLLED')));
    const res = await t.as(ADMIN, { method: 'POST', url: '/api/mdm/device-sync/all' });
    expect(res.statusCode).toBe(201);
    expect((res.json() as MdmQueued).queued).toBe(Number(n));
  });
});

describe('FileVault recovery key', () => {
  it('escrows the rotated key sealed, shows it once to an admin with an audit row, refuses the auditor', async () => {
    // the Mac answers what it still has queued (the sync of every Mac) first
    expect((await macSession(injectTransport(t.app), mac)).acknowledged).toBeGreaterThan(0);
    const res = await post('/api/mdm/command', { device_id: mac.deviceId, request_type: 'RotateFileVaultKey' });
    const uuid = (res.json() as MdmQueued).commands[0]!.command_uuid;
    expect((await poll(mac, { Status: 'Idle' })).command).toMatchObject({ CommandUUID: uuid, Command: { RequestType: 'RotateFileVaultKey' } });
    const key = 'ABCD-EFGH-JKLM-NPQR-STUV-WX23';
    await poll(mac, { Status: 'Acknowledged', CommandUUID: uuid, RotateResult: { NewRecoveryKey: key } });
    const [row] = await t.db.select().from(mdmFileVaultKeys).where(eq(mdmFileVaultKeys.mdmDeviceId, mac.deviceId));
    expect(row!.recoveryKeySealed).not.toContain(key);

    const refused = await post('/api/mdm/filevault-key', { device_id: mac.deviceId }, AUDITOR);
    expect(refused.statusCode).toBe(403);
    const before = await tally();
    const shown = await post('/api/mdm/filevault-key', { device_id: mac.deviceId });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ recovery_key: key });
    expect(await tally()).toEqual({ commands: before.commands, audit: before.audit + 1 });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'mdm.filevault-key-reveal'));
    expect(audit).toMatchObject({ email: ADMIN, target: 'MDMT-MBP-1' });
    expect(JSON.stringify(audit!.details)).not.toContain(key);
    const again = await post('/api/mdm/filevault-key', { device_id: mac.deviceId });
    expect(again.statusCode).toBe(409);
    expect(JSON.stringify(again.json())).not.toContain(key);
  });
});

describe('access', () => {
  it('refuses Globex (no MDM) and the auditor, and keeps Acme devices from other companies', async () => {
    for (const email of ['admin@globex.test', AUDITOR]) {
      expect((await post('/api/mdm/command', { device_id: mac.deviceId, request_type: 'DeviceLock' }, email)).statusCode).toBe(403);
      expect((await t.as(email, { method: 'GET', url: `/api/mdm/command-history/${mac.deviceId}` })).statusCode).toBe(403);
    }
    expect((await post('/api/mdm/command', { device_id: randomUUID(), request_type: 'DeviceLock' })).statusCode).toBe(404);
  });
});

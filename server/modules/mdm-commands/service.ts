// MDM commands from the console (issue 20, part 3): queueing commands for enrolled Macs, the reads of
// /mdm-history, and the FileVault key reveal. Every mutation writes its audit row in its own transaction.
// The Macs' side (polling /mdm/server, answering) is in command-server.ts.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MDM_POLICY_REQUESTS, mdmCommandStatus, type MdmCommand, type MdmCommandBody, type mdmCommandListQuery, type MdmDeviceDetail, type MdmQueued, type MdmRequestType, type MdmVariable,
} from '../../../src/api/contract/mdm-commands';
import type { Db } from '../../db/client';
import { mdmCommands, mdmDeviceReports, mdmDevices, mdmFileVaultKeys, type MdmCommandRow } from '../../db/schema/index';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { secretBox } from '../../lib/secret-box';
import { iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import type { Audit } from '../saas/audit';

type Device = typeof mdmDevices.$inferSelect;
type ListQuery = z.output<typeof mdmCommandListQuery>;

const NOT_ENROLLED = 'This Mac is not enrolled in MDM.';

/** The name an admin types to confirm a wipe: the device's name, else its serial number, else its UDID. */
export function deviceLabel(d: Pick<Device, 'deviceName' | 'serialNumber' | 'udid'>): string {
  return d.deviceName ?? d.serialNumber ?? d.udid;
}

/** An MDM device of the company by its own id or by the fleet endpoint it matches (the /mdm-history/:id links). */
export async function findDevice(db: Db, scope: Scope, id: string): Promise<Device> {
  const [device] = await db
    .select()
    .from(mdmDevices)
    .where(and(eq(mdmDevices.accountId, scope.accountId), or(eq(mdmDevices.id, id), eq(mdmDevices.endpointId, id))))
    .orderBy(desc(mdmDevices.enrolledAt))
    .limit(1);
  if (!device) throw notFound('No enrolled Mac with this id.');
  return device;
}

async function enrolledDevice(db: Db, scope: Scope, id: string): Promise<Device> {
  const device = await findDevice(db, scope, id);
  if (device.status !== 'ENROLLED') throw conflict(NOT_ENROLLED);
  return device;
}

function summarize(requestType: MdmRequestType, payload: Record<string, unknown>): string {
  switch (requestType) {
    case 'DeviceLock':
      return typeof payload.Message === 'string' && payload.Message ? `Lock with message "${payload.Message}"` : 'Lock';
    case 'RestartDevice':
      return 'Restart';
    case 'EraseDevice':
      return 'Erase all content and settings';
    case 'DeviceInformation':
      return 'Sync device information';
    case 'SecurityInfo':
      return 'Read security state (FileVault)';
    case 'InstalledApplicationList':
      return 'List installed applications';
    case 'RotateFileVaultKey':
      return 'Rotate and escrow the FileVault recovery key';
    case 'Settings': {
      const item = (payload.Settings as { Item?: string }[] | undefined)?.[0] as Record<string, unknown> | undefined;
      return item ? `Set ${String(item.Item)} to "${String(item[String(item.Item)])}"` : 'Settings';
    }
  }
}

interface Order {
  requestType: MdmRequestType;
  /** the command's keys besides RequestType; `PIN` is sealed before it is stored */
  payload?: Record<string, unknown>;
}

/** Inserts one command per device and order, audited with the device list; answers what was queued. */
async function queue(db: Db, scope: Scope, devices: readonly Device[], orders: readonly Order[], now: Date, audit: Audit): Promise<MdmQueued> {
  if (devices.length === 0) return { queued: 0, commands: [] };
  return db.transaction(async (tx) => {
    const values = devices.flatMap((d) =>
      orders.map((o, i) => {
        const id = randomUUID();
        const { PIN, ...rest } = o.payload ?? {};
        const payload = typeof PIN === 'string' ? { ...rest, PINSealed: secretBox().seal(PIN, id) } : rest;
        return {
          accountId: scope.accountId, id, mdmDeviceId: d.id, commandUuid: randomUUID().toUpperCase(), requestType: o.requestType, payload,
          summary: summarize(o.requestType, rest), issuedBy: scope.memberId, issuedByEmail: scope.email,
          // a millisecond apart, so a device receives one call's commands in the order they were asked
          queuedAt: new Date(now.getTime() + i),
        };
      }),
    );
    const rows = await tx.insert(mdmCommands).values(values).returning();
    await audit(tx as unknown as Db, devices.length === 1 ? deviceLabel(devices[0]!) : `${devices.length} Macs`, {
      request_types: orders.map((o) => o.requestType),
      devices: devices.map((d) => ({ id: d.id, name: deviceLabel(d) })),
      commands: rows.map((r) => r.commandUuid),
    });
    return { queued: rows.length, commands: rows.map(toApi) };
  });
}

export async function sendCommand(db: Db, scope: Scope, body: MdmCommandBody, now: Date, audit: Audit): Promise<MdmQueued> {
  const device = await enrolledDevice(db, scope, body.device_id);
  const payload: Record<string, unknown> = {};
  if (body.request_type === 'EraseDevice') {
    const expected = deviceLabel(device);
    if ((body.confirm ?? '').trim() !== expected) {
      const message = `Type the device name "${expected}" to confirm the wipe.`;
      throw new HttpError(400, 'VALIDATION', message, {}, [{ path: 'confirm', message }]);
    }
  }
  if ((body.request_type === 'DeviceLock' || body.request_type === 'EraseDevice') && body.pin) payload.PIN = body.pin;
  if (body.request_type === 'DeviceLock' && body.message) payload.Message = body.message;
  if (body.request_type === 'RotateFileVaultKey') payload.KeyType = 'personal';
  return queue(db, scope, [device], [{ requestType: body.request_type, payload }], now, audit);
}

async function enrolledDevices(db: Db, scope: Scope): Promise<Device[]> {
  return db.select().from(mdmDevices).where(and(eq(mdmDevices.accountId, scope.accountId), eq(mdmDevices.status, 'ENROLLED')));
}

export async function sendCommandAll(db: Db, scope: Scope, requestType: MdmRequestType, now: Date, audit: Audit): Promise<MdmQueued> {
  return queue(db, scope, await enrolledDevices(db, scope), [{ requestType, payload: requestType === 'RotateFileVaultKey' ? { KeyType: 'personal' } : {} }], now, audit);
}

/** The keys DeviceInformation asks for (Apple's Queries). */
export const INFORMATION_QUERIES = ['DeviceName', 'OSVersion', 'BuildVersion', 'ModelName', 'Model', 'ProductName', 'SerialNumber', 'AvailableDeviceCapacity', 'DeviceCapacity', 'WiFiMAC'];
const SYNC: readonly Order[] = [{ requestType: 'DeviceInformation', payload: { Queries: INFORMATION_QUERIES } }, { requestType: 'SecurityInfo' }];

export async function deviceSync(db: Db, scope: Scope, id: string, now: Date, audit: Audit): Promise<MdmQueued> {
  return queue(db, scope, [await enrolledDevice(db, scope, id)], SYNC, now, audit);
}

export async function deviceSyncAll(db: Db, scope: Scope, now: Date, audit: Audit): Promise<MdmQueued> {
  return queue(db, scope, await enrolledDevices(db, scope), SYNC.slice(0, 1), now, audit);
}

/**
 * device-request-variable (decision): the spec names the call only; we read it as "set a device variable"
 * through Apple's Settings command (DeviceName, HostName, LocalHostName, TimeZone), the variables a Mac
 * accepts from MDM. The Mac's answer updates the stored name when it acknowledges.
 */
export async function requestVariable(db: Db, scope: Scope, body: { device_id: string; variable: MdmVariable; value: string }, now: Date, audit: Audit): Promise<MdmQueued> {
  const device = await enrolledDevice(db, scope, body.device_id);
  return queue(db, scope, [device], [{ requestType: 'Settings', payload: { Settings: [{ Item: body.variable, [body.variable]: body.value }] } }], now, audit);
}

/** The escrowed key, once: the first reveal marks it; a second is refused until the key is rotated again. */
export async function revealFileVaultKey(db: Db, scope: Scope, id: string, now: Date, audit: Audit): Promise<{ device_id: string; recovery_key: string; escrowed_at: string }> {
  const device = await findDevice(db, scope, id);
  return db.transaction(async (tx) => {
    const [key] = await tx
      .select()
      .from(mdmFileVaultKeys)
      .where(and(eq(mdmFileVaultKeys.accountId, scope.accountId), eq(mdmFileVaultKeys.mdmDeviceId, device.id)))
      .orderBy(desc(mdmFileVaultKeys.escrowedAt))
      .limit(1)
      .for('update');
    if (!key) throw notFound('No FileVault recovery key is escrowed for this Mac. Rotate the key first.');
    if (key.revealedAt) throw conflict(`This recovery key was already shown (${key.revealedAt.toISOString()} to ${key.revealedByEmail}). Rotate the key to see a new one.`);
    const recoveryKey = secretBox().open(key.recoveryKeySealed, key.id);
    await tx.update(mdmFileVaultKeys).set({ revealedAt: now, revealedByEmail: scope.email }).where(and(eq(mdmFileVaultKeys.accountId, scope.accountId), eq(mdmFileVaultKeys.id, key.id)));
    await audit(tx as unknown as Db, deviceLabel(device), { device_id: device.id, key_id: key.id, escrowed_at: key.escrowedAt.toISOString() });
    return { device_id: device.id, recovery_key: recoveryKey, escrowed_at: key.escrowedAt.toISOString() };
  });
}

export function toApi(r: MdmCommandRow): MdmCommand {
  return {
    id: r.id, device_id: r.mdmDeviceId, command_uuid: r.commandUuid, request_type: r.requestType, summary: r.summary,
    apple_status: r.appleStatus, status: mdmCommandStatus(r.appleStatus), error_chain: r.errorChain, not_now_count: r.notNowCount,
    issued_by: r.issuedByEmail, queued_at: r.queuedAt.toISOString(), delivered_at: iso(r.deliveredAt), answered_at: iso(r.answeredAt),
  };
}

export async function listCommands(db: Db, scope: Scope, id: string, query: ListQuery): Promise<MdmCommand[]> {
  const rows = await db
    .select()
    .from(mdmCommands)
    .where(await commandsWhere(db, scope, id, query))
    .orderBy(desc(mdmCommands.queuedAt), desc(mdmCommands.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return rows.map(toApi);
}

export async function countCommands(db: Db, scope: Scope, id: string, query: ListQuery): Promise<number> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(mdmCommands).where(await commandsWhere(db, scope, id, query));
  return total;
}

async function commandsWhere(db: Db, scope: Scope, id: string, query: ListQuery): Promise<SQL> {
  const device = await findDevice(db, scope, id);
  const parts: SQL[] = [eq(mdmCommands.accountId, scope.accountId), eq(mdmCommands.mdmDeviceId, device.id)];
  if (query.status?.length) parts.push(inArray(mdmCommands.status, query.status));
  if (query.policy === 'true') parts.push(inArray(mdmCommands.requestType, [...MDM_POLICY_REQUESTS]));
  return and(...parts) as SQL;
}

export async function getDevice(db: Db, scope: Scope, id: string): Promise<MdmDeviceDetail> {
  const d = await findDevice(db, scope, id);
  const [[report], [key]] = await Promise.all([
    db.select().from(mdmDeviceReports).where(and(eq(mdmDeviceReports.accountId, scope.accountId), eq(mdmDeviceReports.mdmDeviceId, d.id))),
    db.select().from(mdmFileVaultKeys).where(and(eq(mdmFileVaultKeys.accountId, scope.accountId), eq(mdmFileVaultKeys.mdmDeviceId, d.id))).orderBy(desc(mdmFileVaultKeys.escrowedAt)).limit(1),
  ]);
  return {
    id: d.id, endpoint_id: d.endpointId, udid: d.udid, serial_number: d.serialNumber, device_name: d.deviceName, model: d.model, os_version: d.osVersion,
    status: d.status, enrolled_at: iso(d.enrolledAt), last_checkin_at: iso(d.lastCheckinAt),
    filevault_enabled: report?.fileVaultEnabled ?? null, filevault_key_escrowed: Boolean(key && !key.revealedAt), filevault_key_revealed_at: iso(key?.revealedAt),
    information: report?.information ?? {}, information_at: iso(report?.informationAt), installed_apps: report?.installedApps ?? null,
  };
}

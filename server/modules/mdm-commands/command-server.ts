// The MDM command server (Apple's protocol, PUT /mdm/server): an enrolled Mac polls with Status Idle or
// with its answer to the last command (Acknowledged, NotNow, Error, CommandFormatError with CommandUUID);
// the server stores the answer and replies with the next queued command as a property list, or with an
// empty body when nothing is waiting. After NotNow the Mac is busy: the server answers empty and the
// command is handed out again on a later poll. A repeated answer to a finished command changes nothing.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { mdmCommandStatus, type MdmAppleStatus } from '../../../src/api/contract/mdm-commands';
import type { Db } from '../../db/client';
import { mdmCommands, mdmDeviceReports, mdmDevices, mdmFileVaultKeys, type MdmCommandRow, type MdmErrorEntry } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import { secretBox } from '../../lib/secret-box';

export interface MdmDeviceRef {
  accountId: string;
  /** mdm_devices.id */
  deviceId: string;
}

type PlistValue = string | number | boolean | Date | Buffer | PlistValue[] | { [key: string]: PlistValue };
export type PlistDict = { [key: string]: PlistValue };

const ANSWERS = ['Acknowledged', 'NotNow', 'Error', 'CommandFormatError'] as const;
const OPEN: MdmAppleStatus[] = ['Pending', 'NotNow'];

const bad = (message: string) => new HttpError(400, 'VALIDATION', message, {}, [{ path: 'body', message }]);

/** Checks the poll's shape: Status is Idle or an answer; an answer names its CommandUUID. */
export function readPoll(message: PlistDict): { status: 'Idle' } | { status: (typeof ANSWERS)[number]; commandUuid: string } {
  const status = message.Status;
  if (status === 'Idle') return { status };
  if (typeof status !== 'string' || !(ANSWERS as readonly string[]).includes(status)) throw bad('Status must be Idle, Acknowledged, NotNow, Error or CommandFormatError.');
  if (typeof message.CommandUUID !== 'string' || message.CommandUUID.length === 0 || message.CommandUUID.length > 64) throw bad('An answer names its CommandUUID.');
  return { status: status as (typeof ANSWERS)[number], commandUuid: message.CommandUUID };
}

function errorChain(message: PlistDict): MdmErrorEntry[] {
  const chain = Array.isArray(message.ErrorChain) ? message.ErrorChain : [];
  return chain.slice(0, 20).map((e) => {
    const entry = (e && typeof e === 'object' && !Array.isArray(e) && !(e instanceof Date) && !Buffer.isBuffer(e) ? e : {}) as Record<string, PlistValue>;
    return {
      code: typeof entry.ErrorCode === 'number' ? entry.ErrorCode : null,
      domain: typeof entry.ErrorDomain === 'string' ? entry.ErrorDomain.slice(0, 200) : null,
      description: String(entry.LocalizedDescription ?? entry.USEnglishDescription ?? 'Unknown error').slice(0, 1000),
    };
  });
}

const text = (v: PlistValue | undefined): string | undefined => (typeof v === 'string' ? v.slice(0, 200) : undefined);

/** What an acknowledged command's answer changes: the device's inventory, FileVault state, escrowed key, name. */
async function applyResult(tx: Db, device: MdmDeviceRef, command: MdmCommandRow, message: PlistDict, now: Date): Promise<void> {
  const report = (set: Partial<typeof mdmDeviceReports.$inferInsert>) =>
    tx.insert(mdmDeviceReports).values({ accountId: device.accountId, mdmDeviceId: device.deviceId, ...set }).onConflictDoUpdate({ target: [mdmDeviceReports.accountId, mdmDeviceReports.mdmDeviceId], set });
  const thisDevice = and(eq(mdmDevices.accountId, device.accountId), eq(mdmDevices.id, device.deviceId));
  switch (command.requestType) {
    case 'DeviceInformation': {
      const responses = (message.QueryResponses ?? {}) as Record<string, PlistValue>;
      const information: Record<string, string | number | boolean> = {};
      for (const [k, v] of Object.entries(responses).slice(0, 50)) {
        if (typeof v === 'string') information[k] = v.slice(0, 200);
        else if (typeof v === 'number' || typeof v === 'boolean') information[k] = v;
      }
      await report({ information, informationAt: now });
      const set = { deviceName: text(responses.DeviceName), osVersion: text(responses.OSVersion), model: text(responses.ModelName ?? responses.Model), serialNumber: text(responses.SerialNumber) };
      const defined = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
      if (Object.keys(defined).length > 0) await tx.update(mdmDevices).set(defined).where(thisDevice);
      return;
    }
    case 'SecurityInfo': {
      const info = (message.SecurityInfo ?? {}) as Record<string, PlistValue>;
      if (typeof info.FDE_Enabled === 'boolean') await report({ fileVaultEnabled: info.FDE_Enabled, securityAt: now });
      return;
    }
    case 'InstalledApplicationList': {
      const list = Array.isArray(message.InstalledApplicationList) ? message.InstalledApplicationList : [];
      await report({ installedApps: list.length, appsAt: now });
      return;
    }
    case 'RotateFileVaultKey': {
      const result = (message.RotateResult ?? {}) as Record<string, PlistValue>;
      const key = typeof result.NewRecoveryKey === 'string' ? result.NewRecoveryKey.trim() : '';
      if (!/^[A-Z0-9]{4}(-[A-Z0-9]{4}){5}$/.test(key)) throw bad('RotateResult.NewRecoveryKey must be a FileVault recovery key (six groups of four).');
      const id = crypto.randomUUID();
      await tx.insert(mdmFileVaultKeys).values({ accountId: device.accountId, id, mdmDeviceId: device.deviceId, commandId: command.id, recoveryKeySealed: secretBox().seal(key, id), escrowedAt: now });
      await report({ fileVaultEnabled: true, securityAt: now });
      return;
    }
    case 'Settings': {
      const item = ((command.payload.Settings as Record<string, unknown>[] | undefined) ?? [])[0];
      if (item?.Item === 'DeviceName' && typeof item.DeviceName === 'string') await tx.update(mdmDevices).set({ deviceName: item.DeviceName }).where(thisDevice);
      return;
    }
    default:
      return;
  }
}

/** The command as the Mac receives it: CommandUUID and Command with RequestType and its keys (PIN opened). */
export function commandPlist(row: MdmCommandRow): PlistDict {
  const { PINSealed, ...keys } = row.payload;
  const command: PlistDict = { RequestType: row.requestType, ...(keys as PlistDict) };
  if (typeof PINSealed === 'string') command.PIN = secretBox().open(PINSealed, row.id);
  return { CommandUUID: row.commandUuid, Command: command };
}

/**
 * One poll: stores the answer (idempotent: only a command still Pending or NotNow changes), then picks the
 * next command unless the Mac said NotNow. Answers the command to send, or null for an empty body.
 */
export async function handlePoll(db: Db, device: MdmDeviceRef, message: PlistDict, now: Date): Promise<PlistDict | null> {
  const poll = readPoll(message);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.update(mdmDevices).set({ lastCheckinAt: now }).where(and(eq(mdmDevices.accountId, device.accountId), eq(mdmDevices.id, device.deviceId)));
    if (poll.status !== 'Idle') {
      const [command] = await t
        .select()
        .from(mdmCommands)
        .where(and(eq(mdmCommands.accountId, device.accountId), eq(mdmCommands.mdmDeviceId, device.deviceId), eq(mdmCommands.commandUuid, poll.commandUuid)))
        .for('update');
      if (command && OPEN.includes(command.appleStatus)) {
        const finished = poll.status !== 'NotNow';
        if (poll.status === 'Acknowledged') await applyResult(t, device, command, message, now);
        await t
          .update(mdmCommands)
          .set({
            appleStatus: poll.status,
            status: mdmCommandStatus(poll.status),
            answeredAt: finished ? now : null,
            notNowCount: poll.status === 'NotNow' ? sql`${mdmCommands.notNowCount} + 1` : command.notNowCount,
            errorChain: poll.status === 'Error' || poll.status === 'CommandFormatError' ? errorChain(message) : command.errorChain,
          })
          .where(and(eq(mdmCommands.accountId, device.accountId), eq(mdmCommands.id, command.id)));
      }
      if (poll.status === 'NotNow') return null;
    }
    const [next] = await t
      .select()
      .from(mdmCommands)
      .where(and(eq(mdmCommands.accountId, device.accountId), eq(mdmCommands.mdmDeviceId, device.deviceId), inArray(mdmCommands.appleStatus, OPEN)))
      .orderBy(asc(mdmCommands.queuedAt), asc(mdmCommands.id))
      .limit(1);
    if (!next) return null;
    if (!next.deliveredAt) await t.update(mdmCommands).set({ deliveredAt: now }).where(and(eq(mdmCommands.accountId, device.accountId), eq(mdmCommands.id, next.id)));
    return commandPlist(next);
  });
}

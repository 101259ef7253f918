// MDM commands (issue 20, part 3; spec part 2 §4 "Devices": POST /mdm/command, /mdm/command/all,
// /mdm/device-sync, /mdm/device-sync/all, /mdm/device-request-variable, /mdm/filevault-key) and the reads
// behind /mdm-history/:id (Control Policy History, Device Details, Command History).
//
// Apple's acknowledgement states (Pending → Acknowledged | NotNow | Error | CommandFormatError) are kept
// as the device reported them (apple_status) and mapped onto the one status vocabulary of remote commands
// (issue 19) by mdmCommandStatus() below: the console shows the same words and colours for both.
import { z } from 'zod';
import { canRevealFileVaultKeys, canSeeMdmCommands, canSendMdmCommands } from './access';
import { COMMAND_STATUSES } from './catalog';
import { pageQuery, queryList } from './common';
import { countOf, endpoint } from './endpoint';

/** The MDM request types the console sends (Apple's RequestType names). */
export const MDM_REQUEST_TYPES = [
  'DeviceLock', 'RestartDevice', 'EraseDevice', 'DeviceInformation', 'SecurityInfo', 'RotateFileVaultKey', 'InstalledApplicationList', 'Settings',
] as const;
export type MdmRequestType = (typeof MDM_REQUEST_TYPES)[number];

/** What the device answers to a command (Apple's Status key). Pending: not answered yet. */
export const MDM_APPLE_STATUSES = ['Pending', 'Acknowledged', 'NotNow', 'Error', 'CommandFormatError'] as const;
export type MdmAppleStatus = (typeof MDM_APPLE_STATUSES)[number];

/** The commands an admin picks for POST /mdm/command (sync and variables have their own calls). */
export const MDM_ACTIONS = ['DeviceLock', 'RestartDevice', 'EraseDevice', 'SecurityInfo', 'InstalledApplicationList', 'RotateFileVaultKey'] as const;
export type MdmAction = (typeof MDM_ACTIONS)[number];

/** Commands that change a device's configuration or keys: listed under Control Policy History. */
export const MDM_POLICY_REQUESTS: readonly MdmRequestType[] = ['Settings', 'RotateFileVaultKey'];

/**
 * The one mapping of Apple's state onto the remote-command vocabulary (docs/DECISIONS.md "one status
 * vocabulary"): Pending and NotNow stay Queued (the device will be asked again), Acknowledged is Success,
 * Error and CommandFormatError are Failure. Cancelled and Abort are never reported by a device.
 */
export function mdmCommandStatus(apple: MdmAppleStatus): (typeof COMMAND_STATUSES)[number] {
  switch (apple) {
    case 'Pending':
    case 'NotNow':
      return 'Queued';
    case 'Acknowledged':
      return 'Success';
    case 'Error':
    case 'CommandFormatError':
      return 'Failure';
  }
}

/** Settings a Settings command may set (device-request-variable), with the longest value each takes. */
export const MDM_VARIABLES = ['DeviceName', 'HostName', 'LocalHostName', 'TimeZone'] as const;
export type MdmVariable = (typeof MDM_VARIABLES)[number];

const uuid = z.guid();
const lockPin = z.string().regex(/^\d{6}$/, 'The PIN has six digits.');
const message = z.string().trim().max(200);

/** POST /mdm/command: one command to one enrolled Mac. EraseDevice needs `confirm` = the device's name. */
export const mdmCommandBody = z.object({
  device_id: uuid,
  request_type: z.enum(MDM_ACTIONS),
  /** DeviceLock / EraseDevice: the six-digit PIN that unlocks the Mac */
  pin: lockPin.optional(),
  /** DeviceLock: the text on the lock screen */
  message: message.optional(),
  /** EraseDevice: the device's name typed by the admin, checked on the server */
  confirm: z.string().max(200).optional(),
});
export type MdmCommandBody = z.infer<typeof mdmCommandBody>;

/** POST /mdm/command/all: a non-destructive command to every enrolled Mac (wipe is refused in bulk). */
export const MDM_BULK_ACTIONS = ['RestartDevice', 'SecurityInfo', 'InstalledApplicationList', 'RotateFileVaultKey'] as const;
export const mdmCommandAllBody = z.object({ request_type: z.enum(MDM_BULK_ACTIONS) });

export const mdmDeviceSyncBody = z.object({ device_id: uuid });

export const mdmRequestVariableBody = z.object({
  device_id: uuid,
  variable: z.enum(MDM_VARIABLES),
  value: z.string().trim().min(1).max(63).regex(/^[\p{L}\p{N} ._'/-]+$/u, 'Letters, digits, spaces and . _ \' / - only.'),
});

export const mdmFileVaultKeyBody = z.object({ device_id: uuid });

export const mdmCommand = z.object({
  id: z.string(),
  device_id: z.string(),
  command_uuid: z.string(),
  request_type: z.enum(MDM_REQUEST_TYPES),
  /** what was asked, without secrets (the PIN is never echoed) */
  summary: z.string(),
  apple_status: z.enum(MDM_APPLE_STATUSES),
  status: z.enum(COMMAND_STATUSES),
  /** Apple's ErrorChain entries, when the device answered Error */
  error_chain: z.array(z.object({ code: z.number().nullable(), domain: z.string().nullable(), description: z.string() })),
  not_now_count: z.number(),
  issued_by: z.string(),
  queued_at: z.string(),
  delivered_at: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type MdmCommand = z.infer<typeof mdmCommand>;

export const mdmQueued = z.object({ queued: z.number(), commands: z.array(mdmCommand) });
export type MdmQueued = z.infer<typeof mdmQueued>;

export const mdmCommandListQuery = pageQuery.extend({
  status: queryList(z.enum(COMMAND_STATUSES)).optional(),
  policy: z.enum(['true', 'false']).optional(),
});

export const mdmDeviceParams = z.object({ id: uuid });

/** The enrolled Mac and what it last reported (DeviceInformation, SecurityInfo). */
export const mdmDeviceDetail = z.object({
  id: z.string(),
  endpoint_id: z.string().nullable(),
  udid: z.string(),
  serial_number: z.string().nullable(),
  device_name: z.string().nullable(),
  model: z.string().nullable(),
  os_version: z.string().nullable(),
  status: z.string(),
  enrolled_at: z.string().nullable(),
  last_checkin_at: z.string().nullable(),
  filevault_enabled: z.boolean().nullable(),
  /** a recovery key is escrowed and not yet revealed */
  filevault_key_escrowed: z.boolean(),
  filevault_key_revealed_at: z.string().nullable(),
  information: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  information_at: z.string().nullable(),
  installed_apps: z.number().nullable(),
});
export type MdmDeviceDetail = z.infer<typeof mdmDeviceDetail>;

export const fileVaultKeyReveal = z.object({ device_id: z.string(), recovery_key: z.string(), escrowed_at: z.string() });

const listMdmCommands = endpoint({
  method: 'GET', path: '/mdm/command-history/:id', access: canSeeMdmCommands, tag: 'mdm', params: mdmDeviceParams, query: mdmCommandListQuery,
  response: z.array(mdmCommand), errors: [404], description: "An enrolled Mac's MDM commands, newest first (Command History; policy=true: Control Policy History).",
});

export const mdmCommandsApi = {
  sendCommand: endpoint({
    method: 'POST', path: '/mdm/command', access: canSendMdmCommands, tag: 'mdm', body: mdmCommandBody, response: mdmQueued, status: 201, errors: [404, 409],
    description: 'Queues one MDM command for one enrolled Mac. EraseDevice needs the device name typed in `confirm`.',
  }),
  sendCommandAll: endpoint({
    method: 'POST', path: '/mdm/command/all', access: canSendMdmCommands, tag: 'mdm', body: mdmCommandAllBody, response: mdmQueued, status: 201,
    description: 'Queues a non-destructive MDM command for every enrolled Mac of the company.',
  }),
  deviceSync: endpoint({
    method: 'POST', path: '/mdm/device-sync', access: canSendMdmCommands, tag: 'mdm', body: mdmDeviceSyncBody, response: mdmQueued, status: 201, errors: [404, 409],
    description: 'Queues DeviceInformation (and SecurityInfo) for one enrolled Mac: its inventory is refreshed when it answers.',
  }),
  deviceSyncAll: endpoint({
    method: 'POST', path: '/mdm/device-sync/all', access: canSendMdmCommands, tag: 'mdm', response: mdmQueued, status: 201,
    description: 'Queues DeviceInformation for every enrolled Mac.',
  }),
  requestVariable: endpoint({
    method: 'POST', path: '/mdm/device-request-variable', access: canSendMdmCommands, tag: 'mdm', body: mdmRequestVariableBody, response: mdmQueued, status: 201, errors: [404, 409],
    description: 'Queues a Settings command that sets one device variable (device name, host name, local host name, time zone).',
  }),
  revealFileVaultKey: endpoint({
    method: 'POST', path: '/mdm/filevault-key', access: canRevealFileVaultKeys, tag: 'mdm', body: mdmFileVaultKeyBody, response: fileVaultKeyReveal, errors: [404, 409],
    description: "Shows the escrowed FileVault recovery key once (audited); rotate the key to see a new one.",
  }),
  listCommands: listMdmCommands,
  countCommands: countOf(listMdmCommands),
  getDevice: endpoint({
    method: 'GET', path: '/mdm/device-details/:id', access: canSeeMdmCommands, tag: 'mdm', params: mdmDeviceParams, response: mdmDeviceDetail, errors: [404],
    description: 'An enrolled Mac (by its MDM id or its endpoint id) with what it last reported.',
  }),
} as const;

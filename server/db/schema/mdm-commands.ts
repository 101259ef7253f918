// MDM commands (issue 20, part 3): each command queued for an enrolled Mac (mdm_devices of mdm-enrol,
// referenced by id within the account), the device's last reports, and the escrowed FileVault keys.
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid, boolean } from 'drizzle-orm/pg-core';
import { MDM_APPLE_STATUSES, MDM_REQUEST_TYPES } from '../../../src/api/contract/mdm-commands';
import { accounts } from './accounts';
import { at, id, tenantId } from './columns';
import { commandStatusEnum } from './fleet-enums';

export const mdmRequestTypeEnum = pgEnum('mdm_request_type', MDM_REQUEST_TYPES);
export const mdmAppleStatusEnum = pgEnum('mdm_apple_status', MDM_APPLE_STATUSES);

export interface MdmErrorEntry {
  code: number | null;
  domain: string | null;
  description: string;
}

/**
 * One MDM command (Apple's protocol): queued Pending; handed to the Mac on its next poll of /mdm/server
 * (delivered_at); the Mac answers Acknowledged, NotNow (asked again later), Error or CommandFormatError.
 * status is the remote-command vocabulary derived from apple_status by mdmCommandStatus().
 * payload holds the command's keys as sent (the lock PIN sealed with secret-box, never in clear).
 */
export const mdmCommands = pgTable(
  'mdm_commands',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    mdmDeviceId: uuid().notNull(),
    commandUuid: text().notNull(),
    requestType: mdmRequestTypeEnum().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    summary: text().notNull().default(''),
    appleStatus: mdmAppleStatusEnum().notNull().default('Pending'),
    status: commandStatusEnum().notNull().default('Queued'),
    errorChain: jsonb().$type<MdmErrorEntry[]>().notNull().default([]),
    notNowCount: integer().notNull().default(0),
    issuedBy: uuid(),
    issuedByEmail: text().notNull(),
    queuedAt: at().notNull().defaultNow(),
    deliveredAt: at(),
    answeredAt: at(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    uniqueIndex().on(t.accountId, t.commandUuid),
    index().on(t.accountId, t.mdmDeviceId, t.queuedAt),
    index().on(t.accountId, t.mdmDeviceId, t.status),
  ],
);
export type MdmCommandRow = typeof mdmCommands.$inferSelect;

/** What a Mac last reported: DeviceInformation's QueryResponses, SecurityInfo's FileVault state, its app count. */
export const mdmDeviceReports = pgTable(
  'mdm_device_reports',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    mdmDeviceId: uuid().notNull(),
    information: jsonb().$type<Record<string, string | number | boolean>>().notNull().default({}),
    informationAt: at(),
    fileVaultEnabled: boolean(),
    securityAt: at(),
    installedApps: integer(),
    appsAt: at(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.mdmDeviceId] })],
);

/**
 * Escrowed FileVault personal recovery keys (RotateFileVaultKey answers), sealed with secret-box under the
 * row id. Shown once: revealed_at set at the first reveal; a later reveal is refused until the key rotates.
 */
export const mdmFileVaultKeys = pgTable(
  'mdm_filevault_keys',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    mdmDeviceId: uuid().notNull(),
    commandId: uuid(),
    recoveryKeySealed: text().notNull(),
    escrowedAt: at().notNull().defaultNow(),
    revealedAt: at(),
    revealedByEmail: text(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.mdmDeviceId, t.escrowedAt)],
);

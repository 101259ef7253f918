// Issue 20 (MDM enrolment): enrolled Apple devices, enrolment PINs, the enrolment identities issued in
// profiles, and the account's Apple credentials (push certificate, ADE server token, content token).
// Secrets (private keys, unlock tokens, Apple tokens) are sealed with server/lib/secret-box.ts.
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';
import { at, createdAt, flag, id, tenantId } from './columns';

export const MDM_DEVICE_STATUSES = ['ENROLLED', 'UNENROLLED'] as const;
export type MdmDeviceStatus = (typeof MDM_DEVICE_STATUSES)[number];

/**
 * An Apple device enrolled through the MDM profile (created by the check-in Authenticate message).
 * endpoint_id is the fleet endpoint with the same serial number, when there is one.
 * push_token/push_magic are what TokenUpdate sends (push_token as base64); unlock_token is sealed.
 */
export const mdmDevices = pgTable(
  'mdm_devices',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    endpointId: uuid(),
    /** the enrolment (profile download) whose identity this device presents */
    enrolmentId: uuid(),
    udid: text().notNull(),
    serialNumber: text(),
    model: text(),
    osVersion: text(),
    deviceName: text(),
    enrolledAt: at().notNull().defaultNow(),
    lastCheckinAt: at(),
    pushToken: text(),
    pushMagic: text(),
    unlockTokenSealed: text(),
    topic: text(),
    status: text().$type<MdmDeviceStatus>().notNull().default('ENROLLED'),
    enrolledByPinId: uuid(),
    personId: uuid(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    uniqueIndex().on(t.accountId, t.udid),
    index().on(t.accountId, t.serialNumber),
    index().on(t.accountId, t.endpointId),
    index().on(t.accountId, t.status),
    check('mdm_devices_status', sql`${t.status} in ('ENROLLED', 'UNENROLLED')`),
  ],
);

/**
 * Enrolment PINs. Only the sha-256 of the code is stored; the code is shown once. The PIN is typed on a
 * public page before any account is known, so the lookup is by code_hash alone (unique across accounts).
 */
export const mdmEnrolmentPins = pgTable(
  'mdm_enrolment_pins',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    codeHash: text().notNull(),
    label: text().notNull(),
    ownerPersonId: uuid(),
    singleUse: boolean().notNull().default(true),
    expiresAt: at().notNull(),
    uses: integer().notNull().default(0),
    revokedAt: at(),
    createdBy: uuid(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), uniqueIndex().on(t.codeHash), index().on(t.accountId, t.createdAt)],
);

/**
 * One downloaded profile: the per-enrolment secret (sha-256 stored; the secret rides in the profile's
 * CheckInURL/ServerURL query) and the fingerprint of the identity certificate placed in the profile.
 */
export const mdmEnrolments = pgTable(
  'mdm_enrolments',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    pinId: uuid(),
    secretHash: text().notNull(),
    identityFingerprint: text().notNull(),
    deviceId: uuid(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.pinId)],
);

/** The APNs push certificate: CSR and its (sealed) private key, then the Apple-signed certificate. */
export const mdmPushCertificates = pgTable(
  'mdm_push_certificates',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    csrPem: text().notNull(),
    privateKeySealed: text().notNull(),
    certificatePem: text(),
    subject: text(),
    issuer: text(),
    topic: text(),
    serialNumber: text(),
    notBefore: at(),
    notAfter: at(),
    uploadedAt: at(),
    createdBy: uuid(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.createdAt)],
);

/** Automated Device Enrolment: the server key pair given to Apple, then the decrypted server token (sealed). */
export const mdmAdeTokens = pgTable(
  'mdm_ade_tokens',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    certificatePem: text().notNull(),
    privateKeySealed: text().notNull(),
    tokenSealed: text(),
    consumerKey: text(),
    orgName: text(),
    expiresAt: at(),
    uploadedAt: at(),
    createdBy: uuid(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.createdAt)],
);

/** Apps and Books content token (sealed; shown masked by its last characters). */
export const mdmContentTokens = pgTable(
  'mdm_content_tokens',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    appleId: text().notNull(),
    region: text().notNull(),
    tokenSealed: text().notNull(),
    tokenHint: text().notNull(),
    expiresAt: at(),
    active: flag(true),
    createdBy: uuid(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.createdAt)],
);

export type MdmDeviceRow = typeof mdmDevices.$inferSelect;
export type MdmEnrolmentPinRow = typeof mdmEnrolmentPins.$inferSelect;

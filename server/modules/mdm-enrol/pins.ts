// Enrolment PINs (issue 20): made from a 32-symbol alphabet (40 bits), stored as their sha-256, shown once.
// The public PIN calls are limited per client IP through the login_attempts table (as sign-in is).
import { randomInt, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import {
  MDM_NOT_REGISTERED_MESSAGE, PIN_ALPHABET, PIN_EXPIRED_MESSAGE, PIN_LENGTH, PIN_REVOKED_MESSAGE, PIN_USED_MESSAGE,
  type PinCheck, type PinRow,
} from '../../../src/api/contract/mdm-enrol';
import type { Db } from '../../db/client';
import { accounts, loginAttempts, mdmEnrolmentPins, mdmEnrolments, mdmPushCertificates, people, type MdmEnrolmentPinRow } from '../../db/schema/index';
import { HttpError, notFound } from '../../lib/http-error';
import type { Scope } from '../../plugins/scope';
import type { Audit } from '../saas/audit';
import { buildProfile, configuredSigner, newIdentity, profilePayloads, sha256, signProfile, SERVER_PATH } from './profile';

const WINDOW_MS = 15 * 60_000;
/** failed PIN attempts one client IP may make in the window */
export const PIN_ATTEMPTS_PER_IP = 10;
const ipKey = (ip: string) => `mdm-pin:${ip}`;

export function generatePinCode(): string {
  let code = '';
  for (let i = 0; i < PIN_LENGTH; i++) code += PIN_ALPHABET[randomInt(PIN_ALPHABET.length)];
  return code;
}

export const hashPin = (code: string) => sha256(`mdm-pin:${code}`);

export function pinState(pin: Pick<MdmEnrolmentPinRow, 'revokedAt' | 'expiresAt' | 'singleUse' | 'uses'>, now: Date): PinRow['state'] {
  if (pin.revokedAt) return 'REVOKED';
  if (pin.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  if (pin.singleUse && pin.uses > 0) return 'USED';
  return 'ACTIVE';
}

async function assertAttemptsLeft(db: Db, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const [row] = await db.select({ n: count() }).from(loginAttempts).where(and(eq(loginAttempts.key, ipKey(ip)), gt(loginAttempts.at, since)));
  if (Number(row?.n ?? 0) >= PIN_ATTEMPTS_PER_IP) {
    throw new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many PIN attempts. Try again in 15 minutes.', { 'retry-after': String(WINDOW_MS / 1000) });
  }
}

async function recordFailure(db: Db, ip: string, now: Date): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.key, ipKey(ip)), lt(loginAttempts.at, new Date(now.getTime() - WINDOW_MS))));
  await db.insert(loginAttempts).values({ key: ipKey(ip), at: now, success: false });
}

interface ValidPin {
  pin: MdmEnrolmentPinRow;
  accountName: string;
}

/** The PIN's row when it may enrol now; otherwise a failure is counted against the IP and the reason thrown. */
export async function validatePin(db: Db, code: string, ip: string, now: Date): Promise<ValidPin> {
  await assertAttemptsLeft(db, ip, now);
  const [found] = await db
    .select({ pin: mdmEnrolmentPins, accountName: accounts.name, enableMdm: accounts.enableMdm })
    .from(mdmEnrolmentPins)
    .innerJoin(accounts, eq(accounts.id, mdmEnrolmentPins.accountId))
    .where(eq(mdmEnrolmentPins.codeHash, hashPin(code)));
  const state = found ? pinState(found.pin, now) : null;
  if (!found || !found.enableMdm || state !== 'ACTIVE') {
    await recordFailure(db, ip, now);
    if (!found || !found.enableMdm) throw new HttpError(404, 'MDM_NOT_REGISTERED', MDM_NOT_REGISTERED_MESSAGE);
    const message = state === 'EXPIRED' ? PIN_EXPIRED_MESSAGE : state === 'REVOKED' ? PIN_REVOKED_MESSAGE : PIN_USED_MESSAGE;
    throw new HttpError(404, `PIN_${state}`, message);
  }
  return { pin: found.pin, accountName: found.accountName };
}

async function pushTopic(db: Db, accountId: string): Promise<string | null> {
  const [cert] = await db
    .select({ topic: mdmPushCertificates.topic })
    .from(mdmPushCertificates)
    .where(and(eq(mdmPushCertificates.accountId, accountId), sql`${mdmPushCertificates.certificatePem} is not null`))
    .orderBy(desc(mdmPushCertificates.uploadedAt))
    .limit(1);
  return cert?.topic ?? null;
}

export async function checkPin(db: Db, code: string, ip: string, baseUrl: string, now: Date): Promise<PinCheck> {
  const { pin, accountName } = await validatePin(db, code, ip, now);
  return {
    account_name: accountName,
    label: pin.label,
    expires_at: pin.expiresAt.toISOString(),
    single_use: pin.singleUse,
    profile: {
      name: `${accountName} device management`,
      server_url: `${baseUrl}${SERVER_PATH}`,
      push_topic: await pushTopic(db, pin.accountId),
      signed: configuredSigner() !== null,
      payloads: profilePayloads(),
    },
  };
}

/** `me_<account id hex>_<secret>`: the account narrows the lookup, as the device and gateway tokens do. */
const TOKEN = /^me_([0-9a-f]{32})_[A-Za-z0-9_-]{43}$/;

export function accountOfEnrolmentToken(token: string): string | null {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const h = m[1];
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export interface EnrolmentProfile {
  fileName: string;
  body: Buffer;
  enrolmentId: string;
  accountId: string;
}

/** Spends a use of the PIN (in one transaction with the enrolment row) and builds the profile. */
/** Writes the public enrolment's audit row (no session: the actor is the PIN) in the enrolment's transaction. */
export type EnrolmentAudit = (tx: Db, accountId: string, target: string, details: Record<string, unknown>) => Promise<void>;

export async function enrolWithPin(db: Db, code: string, ip: string, baseUrl: string, now: Date, audit: EnrolmentAudit): Promise<EnrolmentProfile> {
  const { pin, accountName } = await validatePin(db, code, ip, now);
  const enrolmentId = crypto.randomUUID();
  const token = `me_${pin.accountId.replace(/-/g, '')}_${randomBytes(32).toString('base64url')}`;
  const identity = newIdentity(accountName, enrolmentId, now);
  const topic = await pushTopic(db, pin.accountId);
  await db.transaction(async (tx) => {
    const spent = await tx
      .update(mdmEnrolmentPins)
      .set({ uses: sql`${mdmEnrolmentPins.uses} + 1` })
      .where(
        and(
          eq(mdmEnrolmentPins.accountId, pin.accountId),
          eq(mdmEnrolmentPins.id, pin.id),
          sql`${mdmEnrolmentPins.revokedAt} is null`,
          gt(mdmEnrolmentPins.expiresAt, now),
          sql`(not ${mdmEnrolmentPins.singleUse} or ${mdmEnrolmentPins.uses} = 0)`,
        ),
      )
      .returning({ id: mdmEnrolmentPins.id });
    if (spent.length === 0) throw new HttpError(404, 'PIN_USED', PIN_USED_MESSAGE);
    await tx.insert(mdmEnrolments).values({
      accountId: pin.accountId, id: enrolmentId, pinId: pin.id, secretHash: sha256(token), identityFingerprint: identity.fingerprint, createdAt: now,
    });
    await audit(tx, pin.accountId, pin.label, { enrolment_id: enrolmentId, pin_id: pin.id, ip });
  });
  const xml = buildProfile({ accountName, baseUrl, enrolmentToken: token, topic, identity });
  const signer = configuredSigner();
  const body = signer ? signProfile(xml, signer) : Buffer.from(xml, 'utf8');
  const slug = accountName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'palisade';
  return { fileName: `${slug}-mdm-enrolment.mobileconfig`, body, enrolmentId, accountId: pin.accountId };
}

// ---------- the admin's PIN list ----------

async function pinRows(db: Db, scope: Scope, now: Date, id?: string): Promise<PinRow[]> {
  const rows = await db
    .select({ pin: mdmEnrolmentPins, ownerName: people.name })
    .from(mdmEnrolmentPins)
    .leftJoin(people, and(eq(people.accountId, mdmEnrolmentPins.accountId), eq(people.id, mdmEnrolmentPins.ownerPersonId)))
    .where(and(eq(mdmEnrolmentPins.accountId, scope.accountId), id ? eq(mdmEnrolmentPins.id, id) : undefined))
    .orderBy(desc(mdmEnrolmentPins.createdAt))
    .limit(500);
  return rows.map(({ pin, ownerName }) => ({
    id: pin.id,
    label: pin.label,
    owner_person_id: pin.ownerPersonId,
    owner_name: ownerName,
    single_use: pin.singleUse,
    expires_at: pin.expiresAt.toISOString(),
    uses: pin.uses,
    revoked_at: pin.revokedAt?.toISOString() ?? null,
    created_at: pin.createdAt.toISOString(),
    state: pinState(pin, now),
  }));
}

export const listPins = (db: Db, scope: Scope, now: Date) => pinRows(db, scope, now);

export interface PinCreateInput {
  label: string;
  owner_person_id: string | null;
  single_use: boolean;
  expires_in_days: number;
}

export async function createPin(db: Db, scope: Scope, body: PinCreateInput, now: Date, audit: Audit): Promise<PinRow & { code: string }> {
  if (body.owner_person_id) {
    const [owner] = await db.select({ id: people.id }).from(people).where(and(eq(people.accountId, scope.accountId), eq(people.id, body.owner_person_id), scope.people()));
    if (!owner) throw notFound('No such person in this company.');
  }
  const code = generatePinCode();
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(mdmEnrolmentPins).values({
      accountId: scope.accountId, id, codeHash: hashPin(code), label: body.label, ownerPersonId: body.owner_person_id, singleUse: body.single_use,
      expiresAt: new Date(now.getTime() + body.expires_in_days * 86_400_000), createdBy: scope.memberId, createdAt: now,
    });
    await audit(tx, body.label, { id, single_use: body.single_use, expires_in_days: body.expires_in_days, owner_person_id: body.owner_person_id });
  });
  const [row] = await pinRows(db, scope, now, id);
  return { ...row, code };
}

export async function revokePin(db: Db, scope: Scope, id: string, now: Date, audit: Audit): Promise<PinRow> {
  await db.transaction(async (tx) => {
    const done = await tx
      .update(mdmEnrolmentPins)
      .set({ revokedAt: sql`coalesce(${mdmEnrolmentPins.revokedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(mdmEnrolmentPins.accountId, scope.accountId), eq(mdmEnrolmentPins.id, id)))
      .returning({ label: mdmEnrolmentPins.label });
    if (done.length === 0) throw notFound('No such PIN.');
    await audit(tx, done[0].label, { id });
  });
  const [row] = await pinRows(db, scope, now, id);
  return row;
}

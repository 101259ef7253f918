// Issue 25: the second factor (TOTP, RFC 6238, through otplib) and its recovery codes. The secret is kept
// sealed (server/lib/secret-box.ts, bound to the member's id); recovery codes are kept as SHA-256 and each
// works once; a code's time step is remembered so the same code cannot be used twice.
import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { MFA_CHALLENGE_EXPIRED, MFA_CODE_INVALID, type MfaEnrolment, type MfaStatus, type MfaVerifyResponse } from '../../../src/api/contract/auth';
import type { Db } from '../../db/client';
import { accountSecurity, accounts, members, mfaChallenges, mfaFactors, mfaRecoveryCodes, type MemberRow } from '../../db/schema/index';
import { HttpError, unauthorized } from '../../lib/http-error';
import { secretBox } from '../../lib/secret-box';
import { assertUnderLimit, recordAttempt } from './rate-limit';
import { recordLogin, sessionFor, sha256, type AuthContext } from './service';

export const TOTP_ISSUER = 'Palisade';
export const RECOVERY_CODE_COUNT = 10;
/** wrong codes a challenge takes before it closes */
export const MFA_MAX_ATTEMPTS = 5;
/** wrong codes one member may enter in MFA_WINDOW_MS, over every challenge and the settings screen */
export const MFA_MEMBER_LIMIT = 10;
export const MFA_WINDOW_MS = 15 * 60_000;

const PERIOD = 30;

export const tooManyCodes = (waitSeconds: number) =>
  new HttpError(429, 'TOO_MANY_ATTEMPTS', `Too many wrong codes. Try again in ${Math.ceil(waitSeconds / 60)} minutes.`, { 'retry-after': String(waitSeconds) });

/** 'abcde-12345': ten characters of an alphabet without look-alikes. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const normaliseRecovery = (code: string) => code.trim().toLowerCase().replace(/-/g, '');

async function enrolmentFor(member: Pick<MemberRow, 'email'>, secret: string): Promise<MfaEnrolment> {
  const url = generateURI({ issuer: TOTP_ISSUER, label: member.email, secret });
  return { secret, otpauth_url: url, qr_data_url: await QRCode.toDataURL(url, { margin: 1, width: 220 }) };
}

/** A new (unconfirmed) secret for the member, replacing an unconfirmed one; 409 when a confirmed one exists. */
export async function startEnrolment(db: Db, member: MemberRow, at: Date): Promise<MfaEnrolment> {
  const [existing] = await db.select().from(mfaFactors).where(eq(mfaFactors.memberId, member.id)).limit(1);
  if (existing?.confirmedAt) throw new HttpError(409, 'MFA_ALREADY_ON', 'Two-factor authentication is already on. Turn it off first to set up another app.');
  const secret = generateSecret();
  const sealed = secretBox().seal(secret, member.id);
  await db
    .insert(mfaFactors)
    .values({ accountId: member.accountId, memberId: member.id, secretSealed: sealed, createdAt: at })
    .onConflictDoUpdate({ target: [mfaFactors.accountId, mfaFactors.memberId], set: { secretSealed: sealed, confirmedAt: null, lastStep: null, createdAt: at } });
  return enrolmentFor(member, secret);
}

/** The time step of a valid code not used before, or null. */
async function acceptTotp(db: Db, memberId: string, code: string, at: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const [factor] = await db.select().from(mfaFactors).where(eq(mfaFactors.memberId, memberId)).limit(1);
  if (!factor) return null;
  const secret = secretBox().open(factor.secretSealed, memberId);
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: PERIOD,
    ...(factor.lastStep !== null ? { afterTimeStep: factor.lastStep } : {}),
  });
  if (!result.valid) return null;
  const step = 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : Math.floor(at.getTime() / 1000 / PERIOD) + (result.delta ?? 0);
  await db.update(mfaFactors).set({ lastStep: step }).where(eq(mfaFactors.memberId, memberId));
  return step;
}

/** Marks one unused recovery code used; true when it was one. */
async function acceptRecoveryCode(db: Db, memberId: string, code: string, at: Date): Promise<boolean> {
  const used = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: at })
    .where(and(eq(mfaRecoveryCodes.memberId, memberId), eq(mfaRecoveryCodes.codeHash, sha256(normaliseRecovery(code))), isNull(mfaRecoveryCodes.usedAt)))
    .returning({ memberId: mfaRecoveryCodes.memberId });
  return used.length > 0;
}

/** A fresh set of recovery codes (the old ones stop working); answers them in clear, once. */
async function newRecoveryCodes(db: Db, member: Pick<MemberRow, 'id' | 'accountId'>): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.memberId, member.id));
  await db.insert(mfaRecoveryCodes).values(codes.map((c) => ({ accountId: member.accountId, memberId: member.id, codeHash: sha256(normaliseRecovery(c)) })));
  return codes;
}

/** 429 once the member entered MFA_MEMBER_LIMIT wrong codes in MFA_WINDOW_MS. */
const assertCodeAllowed = (db: Db, memberId: string, at: Date) => assertUnderLimit(db, `mfa:${memberId}`, MFA_MEMBER_LIMIT, MFA_WINDOW_MS, at, tooManyCodes);
const recordWrongCode = (db: Db, memberId: string, at: Date) => recordAttempt(db, `mfa:${memberId}`, MFA_WINDOW_MS, at);

/** A wrong code: counted, then 400. */
async function wrongCode(db: Db, memberId: string, at: Date): Promise<never> {
  await recordWrongCode(db, memberId, at);
  throw new HttpError(400, 'MFA_CODE_INVALID', MFA_CODE_INVALID);
}

/** Confirms the member's pending factor with a current code; answers the recovery codes. */
export async function confirmEnrolment(db: Db, member: MemberRow, code: string, at: Date): Promise<string[]> {
  const [factor] = await db.select().from(mfaFactors).where(eq(mfaFactors.memberId, member.id)).limit(1);
  if (!factor) throw new HttpError(409, 'MFA_NOT_STARTED', 'Start the set-up first.');
  if (factor.confirmedAt) throw new HttpError(409, 'MFA_ALREADY_ON', 'Two-factor authentication is already on.');
  await assertCodeAllowed(db, member.id, at);
  const codes = await db.transaction(async (tx) => {
    if ((await acceptTotp(tx, member.id, code, at)) === null) return null;
    await tx.update(mfaFactors).set({ confirmedAt: at }).where(eq(mfaFactors.memberId, member.id));
    return newRecoveryCodes(tx, member);
  });
  return codes ?? wrongCode(db, member.id, at);
}

export async function mfaStatusOf(db: Db, member: Pick<MemberRow, 'id' | 'accountId'>): Promise<MfaStatus> {
  const [factor] = await db.select().from(mfaFactors).where(eq(mfaFactors.memberId, member.id)).limit(1);
  const [left] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.memberId, member.id), isNull(mfaRecoveryCodes.usedAt)));
  const [rule] = await db.select().from(accountSecurity).where(eq(accountSecurity.accountId, member.accountId)).limit(1);
  const confirmed = factor?.confirmedAt ?? null;
  return {
    enrolled: confirmed !== null,
    confirmed_at: confirmed ? confirmed.toISOString() : null,
    recovery_codes_left: confirmed ? Number(left?.n ?? 0) : 0,
    required: Boolean(rule?.requireMfa),
  };
}

/** Removes the member's factor and recovery codes (answers whether there was one). */
export async function removeFactor(db: Db, memberId: string): Promise<boolean> {
  const gone = await db.delete(mfaFactors).where(eq(mfaFactors.memberId, memberId)).returning({ memberId: mfaFactors.memberId });
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.memberId, memberId));
  return gone.length > 0;
}

/** The member turns their own factor off with a current code or a recovery code. */
export async function disableOwnFactor(db: Db, member: MemberRow, code: string, at: Date): Promise<void> {
  await assertCodeAllowed(db, member.id, at);
  const removed = await db.transaction(async (tx) => {
    const ok = (await acceptTotp(tx, member.id, code, at)) !== null || (await acceptRecoveryCode(tx, member.id, code, at));
    if (ok) await removeFactor(tx, member.id);
    return ok;
  });
  if (!removed) await wrongCode(db, member.id, at);
}

async function openChallenge(db: Db, token: string, at: Date) {
  const [challenge] = await db.select().from(mfaChallenges).where(eq(mfaChallenges.tokenHash, sha256(token))).limit(1);
  if (!challenge || challenge.usedAt || challenge.expiresAt <= at || challenge.attempts >= MFA_MAX_ATTEMPTS) throw unauthorized(MFA_CHALLENGE_EXPIRED);
  return challenge;
}

/** A sign-in step that must set a factor up (the company requires one): the secret and QR code. */
export async function enrolForChallenge(db: Db, token: string, at: Date): Promise<MfaEnrolment> {
  const challenge = await openChallenge(db, token, at);
  if (!challenge.enrol) throw unauthorized(MFA_CHALLENGE_EXPIRED);
  const [member] = await db.select().from(members).where(eq(members.id, challenge.memberId)).limit(1);
  if (!member) throw unauthorized(MFA_CHALLENGE_EXPIRED);
  return startEnrolment(db, member, at);
}

/**
 * The second step of a sign-in: a TOTP code (or a recovery code) for the challenge's member. A wrong code
 * counts against the challenge (closed after MFA_MAX_ATTEMPTS) and the member (429 past MFA_MEMBER_LIMIT).
 */
export async function verifyChallenge(ctx: AuthContext, token: string, code: string, at: Date): Promise<{ member: MemberRow; answer: MfaVerifyResponse }> {
  const challenge = await openChallenge(ctx.db, token, at);
  const [member] = await ctx.db.select().from(members).where(eq(members.id, challenge.memberId)).limit(1);
  const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, challenge.accountId)).limit(1);
  if (!member || !account) throw unauthorized(MFA_CHALLENGE_EXPIRED);
  await assertCodeAllowed(ctx.db, member.id, at);
  const event = { member, method: challenge.method as 'password', ip: challenge.ip, userAgent: challenge.userAgent };
  const outcome = await ctx.db.transaction(async (tx) => {
    // Single use: only the request that marks it used goes on.
    const claimed = await tx
      .update(mfaChallenges)
      .set({ usedAt: at })
      .where(and(eq(mfaChallenges.accountId, challenge.accountId), eq(mfaChallenges.id, challenge.id), isNull(mfaChallenges.usedAt)))
      .returning({ id: mfaChallenges.id });
    if (claimed.length === 0) throw unauthorized(MFA_CHALLENGE_EXPIRED);
    if ((await acceptTotp(tx, member.id, code, at)) !== null) {
      if (!challenge.enrol) return { ok: true as const, detail: 'authenticator code' };
      await tx.update(mfaFactors).set({ confirmedAt: at }).where(eq(mfaFactors.memberId, member.id));
      return { ok: true as const, detail: 'authenticator set up', codes: await newRecoveryCodes(tx, member) };
    }
    if (!challenge.enrol && (await acceptRecoveryCode(tx, member.id, code, at))) return { ok: true as const, detail: 'recovery code' };
    return { ok: false as const };
  });
  if (!outcome.ok) {
    // The challenge stays open for another try until it has taken MFA_MAX_ATTEMPTS wrong codes.
    await ctx.db
      .update(mfaChallenges)
      .set({ usedAt: null, attempts: challenge.attempts + 1 })
      .where(and(eq(mfaChallenges.accountId, challenge.accountId), eq(mfaChallenges.id, challenge.id)));
    await recordWrongCode(ctx.db, member.id, at);
    await recordLogin(ctx.db, at, { ...event, result: 'failure', detail: 'wrong second-factor code' });
    throw new HttpError(401, 'MFA_CODE_INVALID', MFA_CODE_INVALID);
  }
  await recordLogin(ctx.db, at, { ...event, result: 'success', detail: outcome.detail });
  const session = await sessionFor(ctx, member, account);
  return { member, answer: outcome.codes ? { ...session, recovery_codes: outcome.codes } : session };
}

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { SIGNUP_RECEIVED, type AuthMethod, type MfaRequiredResponse, type SessionResponse, type SigninResponse, type SigninBody, type SignupBody, type SignupReceived, type SwitchAccountBody } from '../../../src/api/contract/auth';
import type { Db } from '../../db/client';
import { accountSecurity, accounts, loginHistory, members, mfaChallenges, mfaFactors, type AccountRow, type MemberRow } from '../../db/schema/index';
import { forbidden, HttpError, unauthorized } from '../../lib/http-error';
import { newClientId } from '../../lib/ids';
import { checkPassword, hashPassword } from '../../lib/passwords';
import type { TokenSigner } from '../../lib/tokens';
import type { Scope } from '../../plugins/scope';
import type { SigninLimiter } from './rate-limit';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const NO_ACCESS_TO_COMPANY = 'You do not have access to this company.';
export const PASSWORD_SIGNIN_DISABLED = 'Password sign-in is turned off for your company. Sign in with single sign-on.';

export interface AuthContext {
  db: Db;
  tokens: TokenSigner;
  now: () => Date;
}

export function displayName(member: Pick<MemberRow, 'firstName' | 'lastName' | 'email'>): string {
  return `${member.firstName} ${member.lastName}`.trim() || member.email;
}

export async function sessionFor(ctx: AuthContext, member: MemberRow, account: AccountRow): Promise<SessionResponse> {
  const token = await ctx.tokens.sign({ sub: member.id, email: member.email, role: member.role, account_id: account.id, account_name: account.name });
  return {
    display_name: displayName(member),
    email: member.email,
    token,
    login_type: member.loginType,
    account_name: account.name,
    account_id: account.id,
    role: member.role,
  };
}

/** How long the second-factor step of a sign-in stays open. */
export const MFA_CHALLENGE_SECONDS = 5 * 60;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');

export interface LoginEvent {
  member: Pick<MemberRow, 'id' | 'accountId' | 'email'>;
  method: AuthMethod;
  result: 'success' | 'failure' | 'mfa_required';
  detail?: string | null;
  ip: string;
  userAgent: string;
}

/** One row of the company's login history (/login-details). */
export async function recordLogin(db: Db, at: Date, event: LoginEvent): Promise<void> {
  await db.insert(loginHistory).values({
    accountId: event.member.accountId,
    memberId: event.member.id,
    email: event.member.email,
    method: event.method,
    result: event.result,
    detail: event.detail ?? null,
    ip: event.ip,
    userAgent: event.userAgent.slice(0, 500),
    at,
  });
}

/** Does this member have to pass a second factor, and do they already have one? */
export async function secondFactorOf(db: Db, member: MemberRow, account: AccountRow): Promise<{ required: boolean; enrolled: boolean }> {
  const [factor] = await db
    .select({ memberId: mfaFactors.memberId })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.memberId, member.id), isNotNull(mfaFactors.confirmedAt)))
    .limit(1);
  if (factor) return { required: true, enrolled: true };
  const [rule] = await db.select({ requireMfa: accountSecurity.requireMfa }).from(accountSecurity).where(eq(accountSecurity.accountId, account.id)).limit(1);
  // "Require two-factor for all admins": every console role of the company.
  return { required: Boolean(rule?.requireMfa), enrolled: false };
}

/**
 * Issue 25: the one function every sign-in method (password, Google, Microsoft, Okta, PIN) ends in, once its
 * first factor is verified. It records the login history row and answers the session, or, when the member
 * has a confirmed second factor or the company requires one, a short-lived single-use `mfa_required`
 * challenge (POST /api/auth/mfa/verify turns it into the session).
 */
export async function completeSignIn(
  ctx: AuthContext,
  member: MemberRow,
  account: AccountRow,
  method: AuthMethod,
  ip: string,
  userAgent: string,
): Promise<SigninResponse> {
  const at = ctx.now();
  const factor = await secondFactorOf(ctx.db, member, account);
  if (!factor.required) {
    await recordLogin(ctx.db, at, { member, method, result: 'success', ip, userAgent });
    return sessionFor(ctx, member, account);
  }
  const token = randomToken();
  const expiresAt = new Date(at.getTime() + MFA_CHALLENGE_SECONDS * 1000);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(mfaChallenges).values({
      accountId: account.id,
      memberId: member.id,
      tokenHash: sha256(token),
      method,
      enrol: !factor.enrolled,
      ip,
      userAgent: userAgent.slice(0, 500),
      expiresAt,
      createdAt: at,
    });
    await recordLogin(tx, at, { member, method, result: 'mfa_required', ip, userAgent });
  });
  const answer: MfaRequiredResponse = { status: 'mfa_required', challenge: token, expires_at: expiresAt.toISOString(), enrol: !factor.enrolled };
  return answer;
}

/** Told when a failure reaches the address's hourly ceiling, so the owner's company can audit it. */
export type SuspensionAudit = (member: MemberRow, until: Date) => Promise<void>;

export async function signin(ctx: AuthContext, limiter: SigninLimiter, body: SigninBody, ip: string, userAgent: string, onSuspended: SuspensionAudit) {
  const email = body.email.toLowerCase();
  await limiter.assertSigninAllowed(email, ip);
  const [member] = await ctx.db.select().from(members).where(eq(members.email, email)).limit(1);
  // Unknown address and wrong password take the same time and give the same answer.
  const passwordOk = await checkPassword(member?.passwordHash, body.password);
  if (!member || !passwordOk) {
    const suspendedUntil = await limiter.recordSigninFailure(email, ip);
    if (suspendedUntil && member) await onSuspended(member, suspendedUntil);
    if (member) await recordLogin(ctx.db, ctx.now(), { member, method: 'password', result: 'failure', detail: 'wrong password', ip, userAgent });
    throw new HttpError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }
  await limiter.recordSigninSuccess(email, ip);
  const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, member.accountId)).limit(1);
  if (!account) throw unauthorized(INVALID_CREDENTIALS);
  if (account.disableUsernamePassword) {
    await recordLogin(ctx.db, ctx.now(), { member, method: 'password', result: 'failure', detail: 'password sign-in turned off', ip, userAgent });
    throw forbidden(PASSWORD_SIGNIN_DISABLED);
  }
  return { member, account, answer: await completeSignIn(ctx, member, account, 'password', ip, userAgent) };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** POST /api/signup: a new company (PENDING, onboarding required, every feature off) and its first ADMIN. */
export type SignupAudit = (tx: Db, member: MemberRow, account: AccountRow) => Promise<void>;
/** Told when the address already has an account: its owner's company records the attempt. */
export type ExistingEmailAudit = (owner: MemberRow) => Promise<void>;

export const signupReceived: SignupReceived = { status: 'received', message: SIGNUP_RECEIVED };

export type SignupOutcome = { created: true; session: SessionResponse } | { created: false; answer: SignupReceived };

/**
 * Issue 15: an address that already has an account gets neither a 409 nor the account; the answer does
 * not say why and the owner's company gets an audit row. A new address still gets its session at once,
 * which tells the two apart until sign-up confirms addresses by e-mail (docs/DECISIONS.md).
 */
export async function signup(ctx: AuthContext, limiter: SigninLimiter, body: SignupBody, ip: string, audit: SignupAudit, onExisting: ExistingEmailAudit): Promise<SignupOutcome> {
  const email = body.email.toLowerCase();
  await limiter.takeSignupAttempt(email, ip);
  // Hashed before the look-up, so both answers cost the same work.
  const passwordHash = await hashPassword(body.password);
  const [existing] = await ctx.db.select().from(members).where(eq(members.email, email)).limit(1);
  if (existing) {
    await onExisting(existing);
    return { created: false, answer: signupReceived };
  }
  const at = ctx.now();
  try {
    const { member, account } = await ctx.db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({ clientId: newClientId(), name: body.company, status: 'PENDING', userOnboardingRequired: true, createdAt: at })
        .returning();
      const [member] = await tx
        .insert(members)
        .values({
          accountId: account.id,
          email,
          firstName: body.firstName,
          lastName: body.lastName,
          role: 'ADMIN',
          passwordHash,
          loginType: 'BASIC',
          passwordChangedAt: at,
          roleChangedAt: at,
          createdAt: at,
        })
        .returning();
      await audit(tx, member, account);
      return { member, account };
    });
    return { created: true, session: await sessionFor(ctx, member, account) };
  } catch (error) {
    // The same address signed up at the same moment: the other request created it.
    if (isUniqueViolation(error)) return { created: false, answer: signupReceived };
    throw error;
  }
}

/** spec part 1 §4: POST /auth/update {client_id} replaces the session; only accessible companies. */
export async function switchAccount(ctx: AuthContext, scope: Scope, member: MemberRow, body: SwitchAccountBody) {
  const [target] = await ctx.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.clientId, body.client_id), scope.accessibleAccounts()))
    .limit(1);
  if (!target) throw forbidden(NO_ACCESS_TO_COMPANY);
  return { account: target, session: await sessionFor(ctx, member, target) };
}

import { and, eq } from 'drizzle-orm';
import { SIGNUP_RECEIVED, type SessionResponse, type SigninBody, type SignupBody, type SignupReceived, type SwitchAccountBody } from '../../../src/api/contract/auth';
import type { Db } from '../../db/client';
import { accounts, members, type AccountRow, type MemberRow } from '../../db/schema/index';
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

async function sessionFor(ctx: AuthContext, member: MemberRow, account: AccountRow): Promise<SessionResponse> {
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

/** Told when a failure reaches the address's hourly ceiling, so the owner's company can audit it. */
export type SuspensionAudit = (member: MemberRow, until: Date) => Promise<void>;

export async function signin(ctx: AuthContext, limiter: SigninLimiter, body: SigninBody, ip: string, onSuspended: SuspensionAudit) {
  const email = body.email.toLowerCase();
  await limiter.assertSigninAllowed(email, ip);
  const [member] = await ctx.db.select().from(members).where(eq(members.email, email)).limit(1);
  // Unknown address and wrong password take the same time and give the same answer.
  const passwordOk = await checkPassword(member?.passwordHash, body.password);
  if (!member || !passwordOk) {
    const suspendedUntil = await limiter.recordSigninFailure(email, ip);
    if (suspendedUntil && member) await onSuspended(member, suspendedUntil);
    throw new HttpError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }
  await limiter.recordSigninSuccess(email, ip);
  const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, member.accountId)).limit(1);
  if (!account) throw unauthorized(INVALID_CREDENTIALS);
  if (account.disableUsernamePassword) throw forbidden(PASSWORD_SIGNIN_DISABLED);
  return { member, account, session: await sessionFor(ctx, member, account) };
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

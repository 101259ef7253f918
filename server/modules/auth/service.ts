import { and, eq } from 'drizzle-orm';
import type { SessionResponse, SigninBody, SignupBody, SwitchAccountBody } from '../../../src/api/contract/auth';
import type { Db } from '../../db/client';
import { accounts, members, type AccountRow, type MemberRow } from '../../db/schema/index';
import { conflict, forbidden, HttpError, unauthorized } from '../../lib/http-error';
import { newClientId } from '../../lib/ids';
import { checkPassword, hashPassword } from '../../lib/passwords';
import type { TokenSigner } from '../../lib/tokens';
import type { Scope } from '../../plugins/scope';
import type { SigninLimiter } from './rate-limit';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const EMAIL_TAKEN = 'An account with this e-mail already exists.';
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

export async function signin(ctx: AuthContext, limiter: SigninLimiter, body: SigninBody, ip: string) {
  const email = body.email.toLowerCase();
  await limiter.assertAllowed(email, ip);
  const [member] = await ctx.db.select().from(members).where(eq(members.email, email)).limit(1);
  // Unknown address and wrong password take the same time and give the same answer.
  const passwordOk = await checkPassword(member?.passwordHash, body.password);
  if (!member || !passwordOk) {
    await limiter.recordFailure(email, ip);
    throw new HttpError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }
  await limiter.recordSuccess(email);
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

export async function signup(ctx: AuthContext, body: SignupBody, audit: SignupAudit) {
  const email = body.email.toLowerCase();
  const [existing] = await ctx.db.select({ id: members.id }).from(members).where(eq(members.email, email)).limit(1);
  if (existing) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(body.password);
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
    return { member, account, session: await sessionFor(ctx, member, account) };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
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

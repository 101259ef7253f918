import type { FastifyPluginAsync } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { canChangeSettings } from '../../../src/api/contract/access';
import { accountAuthApi, signinApi } from '../../../src/api/contract/auth';
import { accountSecurity, members, type MemberRow } from '../../db/schema/index';
import { registerEndpoints } from '../../lib/endpoints';
import { forbidden, notFound } from '../../lib/http-error';
import { registerLoginHistory } from '../login-history/routes';
import { deleteAccount } from './delete-account';
import { confirmEnrolment, disableOwnFactor, enrolForChallenge, mfaStatusOf, removeFactor, startEnrolment, verifyChallenge } from './mfa';
import { requestReset, resetPassword } from './password-reset';
import { createSigninLimiter, type RateLimitSettings } from './rate-limit';
import { signin, signup, switchAccount } from './service';

export interface AuthRoutesOptions {
  rateLimit?: RateLimitSettings;
}

/** An audit row in the owner's company about their address, written by someone who is not signed in. */
const aboutOwner = (owner: MemberRow) => ({ actor: { accountId: owner.accountId, memberId: null, email: owner.email, role: null } });
/** An audit row written by the member themself, before they have a session. */
const asMember = (member: MemberRow) => ({ actor: { accountId: member.accountId, memberId: member.id, email: member.email, role: member.role } });

const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  const limiter = createSigninLimiter(app.db, options.rateLimit, app.now);
  const ctx = { db: app.db, tokens: app.tokens, now: app.now };
  const userAgent = (request: { headers: Record<string, string | string[] | undefined> }) => String(request.headers['user-agent'] ?? '');

  registerEndpoints(app, signinApi, {
    signIn: async (request) => {
      const { member, account, answer } = await signin(ctx, limiter, request.body, request.ip, userAgent(request), (owner, until) =>
        request.audit('auth.signin.suspended', owner.email, { ip: request.ip, until: until.toISOString(), failures: limiter.settings.accountCeiling }, aboutOwner(owner)),
      );
      if ('token' in answer) {
        await request.audit('auth.signin', member.email, { ip: request.ip }, {
          actor: { accountId: account.id, memberId: member.id, email: member.email, role: member.role },
        });
      }
      return answer;
    },
    signUp: async (request, reply) => {
      const outcome = await signup(
        ctx,
        limiter,
        request.body,
        request.ip,
        (tx, member, account) =>
          request.audit('account.signup', account.name, { client_id: account.clientId }, {
            actor: { accountId: account.id, memberId: member.id, email: member.email, role: member.role },
            db: tx,
          }),
        // Until the owner can be told by e-mail (issue 15), their company's Admin Action Logs show it.
        (owner) => request.audit('account.signup.existing-email', owner.email, { ip: request.ip }, aboutOwner(owner)),
      );
      if (outcome.created) return outcome.session;
      return reply.code(202).send(outcome.answer);
    },
    switchAccount: async (request) => {
      const member = request.session!.member;
      const { account, session } = await switchAccount(ctx, request.scope, member, request.body);
      // Written into the company switched into, so its Admin Action Logs show who came in.
      await request.audit('account.switch', account.name, { from_account_id: request.scope.accountId, client_id: account.clientId }, { accountId: account.id });
      return session;
    },
  });

  registerEndpoints(app, accountAuthApi, {
    sendPasswordResetLink: async (request) => requestReset(app.db, request.body.email, request.ip, app.now(), app.mail.publicUrl),
    resetPassword: async (request) => {
      const { answer } = await resetPassword(app.db, request.body.token, request.body.password, request.ip, app.now(), (tx, member) =>
        request.audit('auth.password.reset', member.email, { ip: request.ip }, { ...asMember(member), db: tx }),
      );
      return answer;
    },
    verifyMfa: async (request) => {
      const { member, answer } = await verifyChallenge(ctx, request.body.challenge, request.body.code, app.now());
      await request.audit('auth.signin', member.email, { ip: request.ip, second_factor: true }, asMember(member));
      if (answer.recovery_codes) await request.audit('auth.mfa.enable', member.email, { at_signin: true }, asMember(member));
      return answer;
    },
    enrolMfaForChallenge: async (request) => enrolForChallenge(app.db, request.body.challenge, app.now()),
    mfaStatus: async (request) => mfaStatusOf(app.db, request.session!.member),
    enrolMfa: async (request) => startEnrolment(app.db, request.session!.member, app.now()),
    confirmMfa: async (request) => {
      const member = request.session!.member;
      const codes = await confirmEnrolment(app.db, member, request.body.code, app.now());
      await request.audit('auth.mfa.enable', member.email, {}, asMember(member));
      return { recovery_codes: codes };
    },
    disableMfa: async (request) => {
      const member = request.session!.member;
      await disableOwnFactor(app.db, member, request.body.code, app.now());
      await request.audit('auth.mfa.disable', member.email, {}, asMember(member));
      return mfaStatusOf(app.db, member);
    },
    resetMemberMfa: async (request) => {
      const { scope } = request;
      const [target] = await app.db
        .select()
        .from(members)
        .where(and(eq(members.id, request.body.member_id), eq(members.accountId, scope.accountId)))
        .limit(1);
      if (!target) throw notFound('No such user in this company.');
      const reset = await app.db.transaction(async (tx) => {
        const had = await removeFactor(tx, target.id);
        await request.audit('auth.mfa.reset', target.email, { had_factor: had, role: target.role }, { db: tx });
        return had;
      });
      return { reset };
    },
    getAccountSecurity: async ({ scope }) => {
      const [rule] = await app.db.select().from(accountSecurity).where(eq(accountSecurity.accountId, scope.accountId)).limit(1);
      return { require_mfa: Boolean(rule?.requireMfa), can_change: canChangeSettings(scope.access) };
    },
    setAccountSecurity: async (request) => {
      const { scope, body } = request;
      await app.db.transaction(async (tx) => {
        const [before] = await tx.select().from(accountSecurity).where(eq(accountSecurity.accountId, scope.accountId)).limit(1);
        await tx
          .insert(accountSecurity)
          .values({ accountId: scope.accountId, requireMfa: body.require_mfa, updatedAt: app.now() })
          .onConflictDoUpdate({ target: accountSecurity.accountId, set: { requireMfa: body.require_mfa, updatedAt: app.now() } });
        await request.audit('account.security.update', scope.account.name, { before: { require_mfa: Boolean(before?.requireMfa) }, after: { require_mfa: body.require_mfa } }, { db: tx });
      });
      return { require_mfa: body.require_mfa, can_change: true };
    },
    deleteAccount: async (request) => {
      const { scope } = request;
      // Only one's own company: a provider admin switched into a customer does not delete it from here.
      if (scope.accountId !== scope.homeAccountId) throw forbidden('You can delete only your own company.');
      const outcome = await deleteAccount(app.db, scope.account, request.body.company_name, (tx, home, counts) =>
        request.audit('account.delete', scope.account.name, { account_id: scope.accountId, client_id: scope.account.clientId, ...counts }, { accountId: home, db: tx }),
      );
      if (!outcome.auditAccountId) {
        request.log.warn({ accountId: scope.accountId, name: scope.account.name, by: scope.email }, 'account deleted; no provider company holds its audit row');
      }
      return { deleted: true as const, tables: outcome.tables, rows: outcome.rows };
    },
  });

  registerLoginHistory(app);
};

export default authRoutes;

import type { FastifyPluginAsync } from 'fastify';
import { authApi } from '../../../src/api/contract/auth';
import type { MemberRow } from '../../db/schema/index';
import { registerEndpoints } from '../../lib/endpoints';
import { createSigninLimiter, type RateLimitSettings } from './rate-limit';
import { signin, signup, switchAccount } from './service';

export interface AuthRoutesOptions {
  rateLimit?: RateLimitSettings;
}

/** An audit row in the owner's company about their address, written by someone who is not signed in. */
const aboutOwner = (owner: MemberRow) => ({ actor: { accountId: owner.accountId, memberId: null, email: owner.email, role: null } });

const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  const limiter = createSigninLimiter(app.db, options.rateLimit, app.now);
  const ctx = { db: app.db, tokens: app.tokens, now: app.now };

  registerEndpoints(app, authApi, {
    signIn: async (request) => {
      const { member, account, session } = await signin(ctx, limiter, request.body, request.ip, (owner, until) =>
        request.audit('auth.signin.suspended', owner.email, { ip: request.ip, until: until.toISOString(), failures: limiter.settings.accountCeiling }, aboutOwner(owner)),
      );
      await request.audit('auth.signin', member.email, { ip: request.ip }, {
        actor: { accountId: account.id, memberId: member.id, email: member.email, role: member.role },
      });
      return session;
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
};

export default authRoutes;

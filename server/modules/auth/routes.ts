import type { FastifyPluginAsync } from 'fastify';
import { authApi } from '../../../src/api/contract/auth';
import { registerEndpoints } from '../../lib/endpoints';
import { createSigninLimiter, DEFAULT_RATE_LIMIT, type RateLimitSettings } from './rate-limit';
import { signin, signup, switchAccount } from './service';

export interface AuthRoutesOptions {
  rateLimit?: RateLimitSettings;
}

const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  const limiter = createSigninLimiter(app.db, options.rateLimit ?? DEFAULT_RATE_LIMIT, app.now);
  const ctx = { db: app.db, tokens: app.tokens, now: app.now };

  registerEndpoints(app, authApi, {
    signIn: async (request) => {
      const { member, account, session } = await signin(ctx, limiter, request.body, request.ip);
      await request.audit('auth.signin', member.email, { ip: request.ip }, {
        actor: { accountId: account.id, memberId: member.id, email: member.email, role: member.role },
      });
      return session;
    },
    signUp: async (request) => {
      const { session } = await signup(ctx, request.body, (tx, member, account) =>
        request.audit('account.signup', account.name, { client_id: account.clientId }, {
          actor: { accountId: account.id, memberId: member.id, email: member.email, role: member.role },
          db: tx,
        }),
      );
      return session;
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

// Issue 25 (part 2): the SSO calls of spec part 1 §7 and the companies' connection settings.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PASSWORD_SIGNIN_OFF_COOKIE, PASSWORD_SIGNIN_OFF_DAYS, ssoApi, type SsoFinishBody, type SsoKind, type SsoStartBody } from '../../../src/api/contract/sso';
import { HttpError } from '../../lib/http-error';
import { registerEndpoints } from '../../lib/endpoints';
import { deleteConfig, enabledKinds, finishSignin, getConfig, saveConfig, startSignin } from './service';

/** Sign-ins a client address may start per minute (each writes a state row). */
const STARTS_PER_MINUTE = 30;

function hasPasswordOffCookie(request: FastifyRequest): boolean {
  return (request.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${PASSWORD_SIGNIN_OFF_COOKIE}=`));
}

const ssoRoutes: FastifyPluginAsync = async (app) => {
  const publicUrl = () => app.mail.publicUrl;
  const starts = new Map<string, { windowStart: number; count: number }>();

  function takeStart(ip: string): void {
    const now = app.now().getTime();
    const entry = starts.get(ip);
    if (!entry || now - entry.windowStart >= 60_000) {
      if (starts.size > 10_000) starts.clear();
      starts.set(ip, { windowStart: now, count: 1 });
      return;
    }
    entry.count += 1;
    if (entry.count > STARTS_PER_MINUTE) {
      const wait = Math.max(1, Math.ceil((entry.windowStart + 60_000 - now) / 1000));
      throw new HttpError(429, 'TOO_MANY_REQUESTS', 'Too many sign-in attempts. Try again in a minute.', { 'retry-after': String(wait) });
    }
  }

  const start = (kind: SsoKind) => async (request: FastifyRequest & { body: SsoStartBody }) => {
    takeStart(request.ip);
    return startSignin(app.db, kind, request.body, publicUrl(), app.now());
  };

  const finish = (kind: SsoKind) => async (request: FastifyRequest & { body: SsoFinishBody }, reply: FastifyReply) => {
    const ctx = { auth: { db: app.db, tokens: app.tokens, now: app.now }, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
    const { answer, member, account } = await finishSignin(ctx, kind, request.body);
    if (account.disableUsernamePassword) {
      // spec part 1 §9: this browser stops offering the password form, for 3652 days.
      const maxAge = PASSWORD_SIGNIN_OFF_DAYS * 24 * 60 * 60;
      const secure = publicUrl().startsWith('https:') ? '; Secure' : '';
      reply.header('set-cookie', `${PASSWORD_SIGNIN_OFF_COOKIE}=${kind}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`);
    }
    if ('token' in answer) {
      await request.audit('auth.signin', member.email, { ip: request.ip, method: kind }, { actor: { accountId: account.id, memberId: member.id, email: member.email, role: member.role } });
    }
    return answer;
  };

  registerEndpoints(app, ssoApi, {
    providers: async (request) => ({ providers: await enabledKinds(app.db), password: !hasPasswordOffCookie(request) }),
    googleSigninUrl: start('google'),
    microsoftSigninUrl: start('microsoft'),
    oktaSigninUrl: start('okta'),
    googleSignin: finish('google'),
    microsoftSignin: finish('microsoft'),
    oktaSignin: finish('okta'),
    getConfig: async (request) => getConfig(app.db, request.scope.accountId, request.params.kind, publicUrl()),
    saveConfig: async (request) => {
      const { kind } = request.params;
      return saveConfig(app.db, request.scope.accountId, kind, request.body, app.now(), publicUrl(), (tx, details) => request.audit('sso.config.save', kind, details, { db: tx }));
    },
    deleteConfig: async (request, reply) => {
      const { kind } = request.params;
      await deleteConfig(app.db, request.scope.accountId, kind, (tx, details) => request.audit('sso.config.delete', kind, details, { db: tx }));
      return reply.code(204).send();
    },
  });
};

export default ssoRoutes;

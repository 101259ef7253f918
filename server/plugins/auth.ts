import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { TokenClaims } from '../../src/api/contract/auth';
import { members, type MemberRow } from '../db/schema/index';
import { unauthorized } from '../lib/http-error';
import { createTokenSigner, type TokenSigner } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No session needed: sign-in, sign-up, health, the OpenAPI document. */
    public?: boolean;
    /** The read-only role may call this mutation (switching company is not a change of data). */
    auditorAllowed?: boolean;
  }
  interface FastifyInstance {
    tokens: TokenSigner;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

export interface Session {
  claims: TokenClaims & { iat: number };
  member: MemberRow;
}

export interface AuthPluginOptions {
  jwtKey: Uint8Array;
  tokenLifetimeSeconds?: number;
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** Bearer JWT (HS256, exp enforced); the member is reloaded so password and role changes end old sessions. */
export default fp<AuthPluginOptions>(
  async (app, options) => {
    app.decorate('tokens', createTokenSigner(options.jwtKey, app.now, options.tokenLifetimeSeconds));
    app.decorateRequest('session', null);

    app.addHook('onRequest', async (request) => {
      if (request.is404 || request.routeOptions.config.public) return;
      const match = BEARER.exec(request.headers.authorization ?? '');
      if (!match) throw unauthorized('Sign in to continue.');
      let claims: Session['claims'];
      try {
        claims = await app.tokens.verify(match[1]);
      } catch {
        throw unauthorized(SESSION_EXPIRED);
      }
      if (!UUID.test(claims.sub) || !UUID.test(claims.account_id)) throw unauthorized(SESSION_EXPIRED);
      const [member] = await app.db.select().from(members).where(eq(members.id, claims.sub)).limit(1);
      if (!member || member.role !== claims.role) throw unauthorized(SESSION_EXPIRED);
      // iat has one-second resolution; a token from the same second as the change stays valid.
      if (claims.iat < seconds(member.passwordChangedAt) || claims.iat < seconds(member.roleChangedAt)) {
        throw unauthorized(SESSION_EXPIRED);
      }
      request.session = { claims, member };
    });
  },
  { name: 'auth', fastify: '5.x', dependencies: ['db'] },
);

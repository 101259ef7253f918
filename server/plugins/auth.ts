import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenClaims } from '../../src/api/contract/auth';
import type { ApiTokenScope } from '../../src/api/contract/settings-api';
import { accounts, apiTokens, auditLog, members, type MemberRow } from '../db/schema/index';
import { forbidden, unauthorized } from '../lib/http-error';
import { hashApiToken } from '../modules/api-tokens/secret';
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
  /** set when the call came with an API token (issue 27) instead of a console session */
  apiToken?: { id: string; scope: ApiTokenScope };
}

export interface AuthPluginOptions {
  jwtKey: Uint8Array;
  tokenLifetimeSeconds?: number;
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/i;
/** Issue 27: an API token made on /api-setting (src/api/contract/settings-api.ts API_TOKEN_PATTERN). */
const API_TOKEN = /^Bearer\s+(pls_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43})$/;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * Issue 27: an API token acts as its creator's session on the company it was made on, with the creator's
 * current role. Revoked or expired tokens, and tokens older than a role change, answer 401; a read-only
 * token answers 403 on anything but a read; no token may sign in or switch company. Every use updates
 * last_used_at and writes an audit row, together.
 */
async function apiTokenSession(app: FastifyInstance, request: FastifyRequest, token: string): Promise<Session> {
  const [found] = await app.db
    .select({ token: apiTokens, member: members, accountName: accounts.name })
    .from(apiTokens)
    .innerJoin(members, eq(members.id, apiTokens.memberId))
    .innerJoin(accounts, eq(accounts.id, apiTokens.accountId))
    .where(eq(apiTokens.tokenHash, hashApiToken(token)))
    .limit(1);
  const now = app.now();
  const expired = found && found.token.expiresAt !== null && found.token.expiresAt <= now;
  if (!found || found.token.revokedAt || expired || found.member.roleChangedAt > found.token.createdAt) {
    throw unauthorized('This API token is not valid: it was revoked, has expired or never existed.');
  }
  const { token: row, member } = found;
  if (request.url.startsWith('/api/auth/')) throw forbidden('API tokens cannot sign in or switch company.');
  if (row.scope !== 'write' && !READS.has(request.method)) throw forbidden('This API token is read-only.');
  await app.db.transaction(async (tx) => {
    await tx.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.tokenHash, row.tokenHash));
    await tx.insert(auditLog).values({
      accountId: row.accountId,
      at: now,
      memberId: member.id,
      email: member.email,
      role: member.role,
      action: 'api-token.use',
      target: row.name,
      traceId: request.id,
      details: { token_id: row.id, prefix: row.prefix, method: request.method, route: request.routeOptions.url ?? request.url.split('?')[0] },
    });
  });
  const claims = { sub: member.id, email: member.email, role: member.role, account_id: row.accountId, account_name: found.accountName, exp: row.expiresAt ? seconds(row.expiresAt) : 0, iat: seconds(now) };
  return { claims, member, apiToken: { id: row.id, scope: row.scope === 'write' ? 'write' : 'read' } };
}

/** Bearer JWT (HS256, exp enforced); the member is reloaded so password and role changes end old sessions. */
export default fp<AuthPluginOptions>(
  async (app, options) => {
    app.decorate('tokens', createTokenSigner(options.jwtKey, app.now, options.tokenLifetimeSeconds));
    app.decorateRequest('session', null);

    app.addHook('onRequest', async (request) => {
      if (request.is404 || request.routeOptions.config.public) return;
      const apiToken = API_TOKEN.exec(request.headers.authorization ?? '');
      if (apiToken) {
        request.session = await apiTokenSession(app, request, apiToken[1]);
        return;
      }
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

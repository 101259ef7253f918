import { and, eq } from 'drizzle-orm';
import type { onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { canChangeAnything, type Capability } from '../../src/api/contract/access';
import { ACCOUNT_HEADER } from '../../src/api/contract/common';
import { accounts, memberGroups } from '../db/schema/index';
import { forbidden } from '../lib/http-error';
import { accessibleAccountsWhere, createScope, type Scope } from './scope';

declare module 'fastify' {
  interface FastifyRequest {
    scope: Scope;
  }
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * DESIGN.md tenancy: the company comes from the token; an X-Account-Id that differs answers 403,
 * and the read-only role (AUDITOR) gets 403 on every mutation.
 */
export default fp(
  async (app) => {
    app.decorateRequest('scope', null as unknown as Scope);

    app.addHook('onRequest', async (request) => {
      const session = request.session;
      if (!session) return;
      const { claims, member } = session;
      const header = request.headers[ACCOUNT_HEADER];
      if (header !== undefined && header !== claims.account_id) {
        throw forbidden('The X-Account-Id header does not match the company of your session.');
      }
      const principal = { memberId: member.id, role: member.role, homeAccountId: member.accountId };
      // Re-checked on every call, so a company that stopped being accessible ends its sessions.
      const [account] = await app.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.id, claims.account_id), accessibleAccountsWhere(principal)))
        .limit(1);
      if (!account) throw forbidden('You do not have access to this company.');
      const groupIds =
        member.role === 'GROUP_ADMIN'
          ? (
              await app.db
                .select({ id: memberGroups.groupId })
                .from(memberGroups)
                .where(and(eq(memberGroups.accountId, account.id), eq(memberGroups.memberId, member.id)))
            ).map((g) => g.id)
          : null;
      const scope = createScope({ account, principal, email: member.email, groupIds });
      if (MUTATIONS.has(request.method) && !canChangeAnything(scope.access) && !request.routeOptions.config.auditorAllowed) {
        throw forbidden('Your role is read-only.');
      }
      request.scope = scope;
    });
  },
  { name: 'tenancy', fastify: '5.x', dependencies: ['db', 'auth'] },
);

/**
 * The server side of the console's checks: the same named capability, over the company's flags and
 * billing (DESIGN.md "Capabilities"). registerEndpoints (server/lib/endpoints.ts) puts it on every route whose definition names a capability.
 */
export function requireCapability(cap: Capability): onRequestAsyncHookHandler {
  return async (request) => {
    if (!cap(request.scope?.access ?? null)) throw forbidden();
  };
}

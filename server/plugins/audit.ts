import fp from 'fastify-plugin';
import type { Role } from '../../src/api/contract/common';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/index';

export interface AuditActor {
  accountId: string;
  memberId: string | null;
  email: string;
  role: Role | null;
}

export interface AuditOptions {
  /** the company whose Admin Action Logs show the row; defaults to the session's company */
  accountId?: string;
  /** who acted, for calls without a session yet (sign-in, sign-up) */
  actor?: AuditActor;
  /** the transaction of the change, so that the change and its audit row commit or fail together */
  db?: Db;
}

declare module 'fastify' {
  interface FastifyRequest {
    audit(action: string, target: string, details?: Record<string, unknown>, options?: AuditOptions): Promise<void>;
  }
}

/** DESIGN.md: every mutation writes an audit row (who, role, account, action, target, trace id). */
export default fp(
  async (app) => {
    app.decorateRequest('audit', async function (action, target, details, options) {
      const actor: AuditActor | undefined =
        options?.actor ??
        (this.scope ? { accountId: this.scope.accountId, memberId: this.scope.memberId, email: this.scope.email, role: this.scope.role } : undefined);
      if (!actor) throw new Error(`audit(${action}) needs an actor outside a session`);
      await (options?.db ?? app.db).insert(auditLog).values({
        accountId: options?.accountId ?? actor.accountId,
        at: app.now(),
        memberId: actor.memberId,
        email: actor.email,
        role: actor.role,
        action,
        target,
        traceId: this.id,
        details: details ?? null,
      });
    });
  },
  { name: 'audit', fastify: '5.x', dependencies: ['db', 'tenancy'] },
);

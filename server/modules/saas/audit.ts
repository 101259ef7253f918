// DESIGN.md: every mutation writes an audit row, here inside the change's own transaction so the change
// and its row commit or fail together.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';

/** Writes the change's audit row with `tx`; the action name is bound by the route. */
export type Audit = (tx: Db, target: string, details: Record<string, unknown>) => Promise<void>;

export const auditAs =
  (request: FastifyRequest, action: string): Audit =>
  (tx, target, details) =>
    request.audit(action, target, details, { db: tx });

// Every web-policy change runs in one transaction with its audit row and the policy version bump
// (issue 5 enforcement: the agents never see a change without its new version).
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { bumpPolicyVersion } from '../../lib/policy-version';
import type { Scope } from '../../plugins/scope';

export type Audit = (tx: Db, action: string, target: string, details: Record<string, unknown>) => Promise<void>;

export interface ChangeContext {
  db: Db;
  scope: Scope;
  now: Date;
  audit: Audit;
}

export async function policyChange<T>(
  ctx: ChangeContext,
  change: (tx: Db) => Promise<{ result: T; action: string; target: string; details: Record<string, unknown> }>,
): Promise<{ result: T; version: number }> {
  return ctx.db.transaction(async (tx) => {
    const { result, action, target, details } = await change(tx);
    const version = await bumpPolicyVersion(tx, ctx.scope.accountId, ctx.now);
    await ctx.audit(tx, action, target, { ...details, policy_version: version });
    return { result, version };
  });
}

export function invalid(issues: { path: string; message: string }[]): HttpError {
  return new HttpError(400, 'VALIDATION', issues[0]?.message ?? 'Invalid request.', {}, issues);
}

export function isoOf(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

// API tokens (issue 27, /api-setting): created by an admin for automation, shown once, hashed at rest,
// listed with their last use, revoked. The check of a presented token is in server/plugins/auth.ts.
import { and, desc, eq } from 'drizzle-orm';
import type { ApiToken, CreateApiTokenBody, CreatedApiToken } from '../../../src/api/contract/settings-api';
import type { Db } from '../../db/client';
import { apiTokens, members, type ApiTokenRow } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import { iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import type { Audit } from '../saas/audit';
import { newApiToken } from './secret';

const DAY_MS = 86_400_000;

function statusOf(row: ApiTokenRow, now: Date): ApiToken['status'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  return 'active';
}

function toApiToken(row: ApiTokenRow, createdBy: string, now: Date): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope === 'write' ? 'write' : 'read',
    status: statusOf(row, now),
    created_by: createdBy,
    created_at: row.createdAt.toISOString(),
    expires_at: iso(row.expiresAt),
    last_used_at: iso(row.lastUsedAt),
    revoked_at: iso(row.revokedAt),
  };
}

export async function listApiTokens(db: Db, scope: Scope, now: Date): Promise<ApiToken[]> {
  const rows = await db
    .select({ token: apiTokens, email: members.email })
    .from(apiTokens)
    .innerJoin(members, eq(members.id, apiTokens.memberId))
    .where(eq(apiTokens.accountId, scope.accountId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map((r) => toApiToken(r.token, r.email, now));
}

export async function createApiToken(db: Db, scope: Scope, body: CreateApiTokenBody, now: Date, audit: Audit): Promise<CreatedApiToken> {
  const secret = newApiToken();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiTokens)
      .values({
        accountId: scope.accountId,
        memberId: scope.memberId,
        name: body.name,
        tokenHash: secret.hash,
        prefix: secret.prefix,
        scope: body.scope,
        createdAt: now,
        expiresAt: new Date(now.getTime() + body.expires_in_days * DAY_MS),
      })
      .returning();
    await audit(tx, body.name, { id: row.id, prefix: row.prefix, scope: row.scope, expires_at: iso(row.expiresAt) });
    return { ...toApiToken(row, scope.email, now), token: secret.token };
  });
}

export async function revokeApiToken(db: Db, scope: Scope, id: string, now: Date, audit: Audit): Promise<ApiToken> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ token: apiTokens, email: members.email })
      .from(apiTokens)
      .innerJoin(members, eq(members.id, apiTokens.memberId))
      .where(and(eq(apiTokens.accountId, scope.accountId), eq(apiTokens.id, id)))
      .limit(1);
    if (!found) throw notFound('No such API token.');
    if (found.token.revokedAt) return toApiToken(found.token, found.email, now);
    const [row] = await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(and(eq(apiTokens.accountId, scope.accountId), eq(apiTokens.id, id)))
      .returning();
    await audit(tx, row.name, { id: row.id, prefix: row.prefix });
    return toApiToken(row, found.email, now);
  });
}

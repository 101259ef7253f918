import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { deviceTokenAccount, hashSecret } from '../../ingest/index';
import { rowsOf } from '../../ingest/sql-arrays';
import { HttpError, unauthorized } from '../../lib/http-error';
import type { AgentSettings } from './settings';

export interface Device {
  accountId: string;
  endpointId: string;
  ownerPersonId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    device: Device | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;
const UNKNOWN_DEVICE = 'Unknown or replaced device token; enrol the device again.';

/**
 * Authenticates a device and counts the call in its rate-limit window with ONE statement: the row is
 * found by (account_id, device_token_hash), its last_seen set, an OFFLINE endpoint made ACTIVE again
 * and its fixed window advanced. No row → 401; over the limit → 429 with Retry-After (issue 3).
 */
export async function authenticateDevice(db: Db, request: FastifyRequest, settings: AgentSettings, now: Date): Promise<Device> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  const token = match?.[1] ?? '';
  const accountId = deviceTokenAccount(token);
  if (!accountId) throw unauthorized(UNKNOWN_DEVICE);
  const windowStart = new Date(now.getTime() - settings.rateLimit.windowMs).toISOString();
  const at = now.toISOString();
  const [row] = rowsOf<{ id: string; owner_person_id: string | null; rate_window_start: string | Date; rate_count: number }>(
    await db.execute(sql`
      update endpoints set
        last_seen = greatest(last_seen, ${at}::timestamptz),
        status = case when status = 'OFFLINE_FOR_CONFIG_TIME' then 'ACTIVE'::endpoint_status else status end,
        rate_count = case when rate_window_start is null or rate_window_start <= ${windowStart}::timestamptz then 1 else rate_count + 1 end,
        rate_window_start = case when rate_window_start is null or rate_window_start <= ${windowStart}::timestamptz then ${at}::timestamptz else rate_window_start end
      where account_id = ${accountId}::uuid and device_token_hash = ${hashSecret(token)}
      returning id, owner_person_id, rate_window_start, rate_count`),
  );
  if (!row) throw unauthorized(UNKNOWN_DEVICE);
  if (row.rate_count > settings.rateLimit.requests) {
    const freedAt = new Date(row.rate_window_start).getTime() + settings.rateLimit.windowMs;
    const wait = Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
    throw new HttpError(429, 'RATE_LIMITED', `Too many calls from this device. Try again in ${wait} seconds.`, { 'retry-after': String(wait) });
  }
  return { accountId, endpointId: row.id, ownerPersonId: row.owner_person_id };
}

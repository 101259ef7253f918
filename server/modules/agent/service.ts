import { and, eq } from 'drizzle-orm';
import { HEARTBEAT_INTERVAL_SECONDS, MAX_BATCH_EVENTS, type EnrolBody, type EnrolResponse } from '../../../src/api/contract/agent';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/index';
import { registerEndpoint } from '../../ingest/index';
import { accountBySecret } from '../../ingest/endpoints';
import { unauthorized } from '../../lib/http-error';
import type { EnrolLimiter } from './enrol-limit';

/**
 * Enrolment (issue 3): the account's enrolment secret buys a device token; the endpoint is created or,
 * for a known serial, updated with a fresh token. A wrong secret stores nothing but its count against
 * the client's address (issue 15: 429 past the limit).
 */
export async function enrol(db: Db, limiter: EnrolLimiter, body: EnrolBody, ip: string, now: Date): Promise<EnrolResponse> {
  const attempt = await limiter.begin(ip);
  const accountId = await accountBySecret(db, body.secret);
  if (!accountId) {
    await attempt.failed();
    throw unauthorized('Unknown enrolment secret.');
  }
  await attempt.succeeded();
  const { endpointId, token } = await registerEndpoint(
    db,
    accountId,
    {
      hostname: body.hostname,
      serial: body.serial,
      platform: body.platform,
      osName: body.os_name,
      osVersion: body.os_version,
      agentVersion: body.agent_version,
      ownerEmail: body.owner_email,
      ownerName: body.owner_name,
      mdmManaged: body.mdm_managed,
      diskEncrypted: body.disk_encrypted,
      infra: body.infra,
    },
    { at: now },
  );
  // docs/DECISIONS.md: a company is PENDING from sign-up until its first endpoint enrols.
  await db.update(accounts).set({ status: 'ACTIVE' }).where(and(eq(accounts.id, accountId), eq(accounts.status, 'PENDING')));
  return { device_token: token, endpoint_id: endpointId, heartbeat_interval_s: HEARTBEAT_INTERVAL_SECONDS, max_batch_events: MAX_BATCH_EVENTS };
}

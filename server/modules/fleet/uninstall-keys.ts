// Uninstall keys (spec part 2 §7 POST /uninstall-key, /notify-uninstall-key; issue 18). A key lets the
// person at an endpoint uninstall the agent once: the console shows it to the admin once, or mails it to
// the endpoint's owner through the outbox. Only its sha-256 is stored (a key has 100 random bits, so a
// fast hash is enough); a new key ends the endpoint's earlier unused ones; the agent checks a key with
// POST /agent/v1/uninstall-key/verify, which uses it up. Every issue is audited in its transaction.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { NotifyUninstallKeyResponse, UninstallKeyBody, UninstallKeyResponse } from '../../../src/api/contract/fleet';
import type { Db } from '../../db/client';
import { endpointUninstallKeys } from '../../db/schema/index';
import { queueMessages } from '../../mail/outbox';
import { conflict } from '../../lib/http-error';
import type { Scope } from '../../plugins/scope';
import type { Audit } from '../web-policies/change';
import { oneDevice } from './service';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** PUK- and four groups of five characters of an alphabet without look-alikes (100 random bits). */
export function newUninstallKey(): string {
  const bytes = randomBytes(20);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `PUK-${chars.match(/.{5}/g)!.join('-')}`;
}

/** The form a key is compared in: case and spaces as a person may type them do not matter. */
export const hashUninstallKey = (key: string) => createHash('sha256').update(key.trim().toUpperCase().replace(/\s+/g, ''), 'utf8').digest('hex');

interface Issued {
  endpointId: string;
  hostname: string;
  key: string;
  expiresAt: Date;
}

/** Stores a new key's hash and ends the endpoint's unused keys, in the caller's transaction. */
async function issue(tx: Db, scope: Scope, device: { id: string; hostname: string }, hours: number, now: Date): Promise<Issued> {
  const key = newUninstallKey();
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  await tx
    .update(endpointUninstallKeys)
    .set({ expiresAt: now })
    .where(and(eq(endpointUninstallKeys.accountId, scope.accountId), eq(endpointUninstallKeys.endpointId, device.id), isNull(endpointUninstallKeys.usedAt), gt(endpointUninstallKeys.expiresAt, now)));
  await tx.insert(endpointUninstallKeys).values({
    accountId: scope.accountId,
    endpointId: device.id,
    keyHash: hashUninstallKey(key),
    createdBy: scope.email,
    createdAt: now,
    expiresAt,
  });
  return { endpointId: device.id, hostname: device.hostname, key, expiresAt };
}

export async function createUninstallKey(db: Db, scope: Scope, body: UninstallKeyBody, now: Date, audit: Audit): Promise<UninstallKeyResponse> {
  const { endpoint } = await oneDevice(db, scope, body.endpoint_id);
  const issued = await db.transaction(async (tx) => {
    const made = await issue(tx as unknown as Db, scope, endpoint, body.expires_in_hours, now);
    await audit(tx as unknown as Db, 'device.uninstall_key', endpoint.hostname, { endpoint_id: endpoint.id, expires_at: made.expiresAt.toISOString(), delivery: 'shown' });
    return made;
  });
  return { endpoint_id: issued.endpointId, hostname: issued.hostname, key: issued.key, expires_at: issued.expiresAt.toISOString() };
}

const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export async function notifyUninstallKey(db: Db, scope: Scope, body: UninstallKeyBody, now: Date, audit: Audit): Promise<NotifyUninstallKeyResponse> {
  const { endpoint, owner } = await oneDevice(db, scope, body.endpoint_id);
  if (!owner) throw conflict(`${endpoint.hostname} has no owner to send the key to.`);
  const issued = await db.transaction(async (tx) => {
    const made = await issue(tx as unknown as Db, scope, endpoint, body.expires_in_hours, now);
    await queueMessages(
      tx as unknown as Db,
      [
        {
          accountId: scope.accountId,
          recipient: owner.email,
          trigger: 'uninstall-key',
          variables: { recipientName: owner.name, deviceName: endpoint.hostname, uninstallKey: made.key, expiresAt: utc(made.expiresAt) },
          related: { type: 'endpoint', id: endpoint.id, label: endpoint.hostname },
          requestedBy: scope.email,
        },
      ],
      now,
    );
    await tx
      .update(endpointUninstallKeys)
      .set({ notifiedAt: now })
      .where(and(eq(endpointUninstallKeys.accountId, scope.accountId), eq(endpointUninstallKeys.keyHash, hashUninstallKey(made.key))));
    await audit(tx as unknown as Db, 'device.uninstall_key', endpoint.hostname, {
      endpoint_id: endpoint.id, expires_at: made.expiresAt.toISOString(), delivery: 'mailed', recipient: owner.email,
    });
    return made;
  });
  return { endpoint_id: endpoint.id, recipient: owner.email, expires_at: issued.expiresAt.toISOString() };
}

/** The agent's check: a valid key of this endpoint (unused, unexpired) is used up and answers true. */
export async function verifyUninstallKey(db: Db, device: { accountId: string; endpointId: string }, key: string, now: Date): Promise<boolean> {
  const used = await db
    .update(endpointUninstallKeys)
    .set({ usedAt: now })
    .where(
      and(
        eq(endpointUninstallKeys.accountId, device.accountId),
        eq(endpointUninstallKeys.endpointId, device.endpointId),
        eq(endpointUninstallKeys.keyHash, hashUninstallKey(key)),
        isNull(endpointUninstallKeys.usedAt),
        gt(endpointUninstallKeys.expiresAt, now),
      ),
    )
    .returning({ id: endpointUninstallKeys.id });
  return used.length > 0;
}

// Endpoints, their device tokens and the account's enrolment secret (issue 3 "Agent API").
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { platformFamily, type PlatformCode } from '../../src/api/contract/catalog';
import type { Db } from '../db/client';
import { accounts, endpoints } from '../db/schema/index';
import { personIds } from './people';
import { arrayLiteral, rowsOf } from './sql-arrays';

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * Sets (or rotates) the account's enrolment secret; stores only its sha-256. Without a secret a random
 * one (256 bits) is made. Answers the secret, which is shown once to the admin.
 */
export async function setEnrolmentSecret(db: Db, accountId: string, secret = randomBytes(32).toString('base64url')): Promise<{ secret: string }> {
  if (secret.length < 16) throw new Error('An enrolment secret needs at least 16 characters.');
  const hash = hashSecret(secret);
  const [taken] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.enrolmentSecretHash, hash)).limit(1);
  if (taken && taken.id !== accountId) throw new Error('That enrolment secret belongs to another account.');
  await db.update(accounts).set({ enrolmentSecretHash: hash }).where(eq(accounts.id, accountId));
  return { secret };
}

/** The account whose enrolment secret this is, or null. */
export async function accountBySecret(db: Db, secret: string): Promise<string | null> {
  const hash = hashSecret(secret);
  const [row] = await db.select({ id: accounts.id, hash: accounts.enrolmentSecretHash }).from(accounts).where(eq(accounts.enrolmentSecretHash, hash)).limit(1);
  if (!row?.hash) return null;
  // The lookup already matched; comparing again in constant time costs nothing and keeps the intent explicit.
  return timingSafeEqual(Buffer.from(row.hash, 'hex'), Buffer.from(hash, 'hex')) ? row.id : null;
}

const TOKEN = /^pald_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;

/**
 * A device token: 256 random bits, prefixed with the account id so that the lookup runs on the
 * (account_id, device_token_hash) index like every other tenant query (DESIGN.md tenancy).
 */
export function newDeviceToken(accountId: string): string {
  return `pald_${accountId.replace(/-/g, '')}_${randomBytes(32).toString('base64url')}`;
}

/** The account id a well-formed device token names, or null. */
export function deviceTokenAccount(token: string): string | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const h = match[1];
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export interface EndpointFields {
  hostname: string;
  serial: string;
  platform: PlatformCode;
  osName: string;
  osVersion: string;
  agentVersion: string;
  ownerEmail: string;
  ownerName?: string;
  mdmManaged?: boolean;
  diskEncrypted?: boolean;
  infra?: boolean;
}

/**
 * Creates the endpoint, or updates the one with the same serial (a re-install), and gives it a new
 * device token; the old token stops working. The owner is created in the account on first sight.
 */
export async function registerEndpoint(
  db: Db,
  accountId: string,
  fields: EndpointFields,
  options: { at?: Date; lastSeen?: Date; token?: string } = {},
): Promise<{ endpointId: string; token: string; ownerPersonId: string }> {
  const at = options.at ?? new Date();
  const token = options.token ?? newDeviceToken(accountId);
  return db.transaction(async (tx) => {
    const email = fields.ownerEmail.toLowerCase();
    const owners = await personIds(tx, accountId, [email], fields.ownerName ? new Map([[email, fields.ownerName]]) : undefined);
    const ownerPersonId = owners.get(email)!;
    const values = {
      hostname: fields.hostname,
      platform: fields.platform,
      platformFamily: platformFamily(fields.platform),
      osName: fields.osName,
      osVersion: fields.osVersion,
      agentVersion: fields.agentVersion,
      ownerPersonId,
      mdmManaged: fields.mdmManaged ?? false,
      diskEncrypted: fields.diskEncrypted ?? false,
      infra: fields.infra ?? false,
      deviceTokenHash: hashSecret(token),
      status: 'ACTIVE' as const,
      enrolledAt: at,
      lastSeen: options.lastSeen ?? at,
    };
    const [row] = await tx
      .insert(endpoints)
      .values({ accountId, serial: fields.serial, firstSeen: at, createdAt: at, ...values })
      .onConflictDoUpdate({ target: [endpoints.accountId, endpoints.serial], set: values })
      .returning({ id: endpoints.id });
    return { endpointId: row.id, token, ownerPersonId };
  });
}

/** Owners of the given endpoints of the account; an endpoint missing from the map does not exist there. */
export async function endpointOwners(db: Db, accountId: string, ids: ReadonlySet<string>): Promise<Map<string, string | null>> {
  if (ids.size === 0) return new Map();
  const rows = rowsOf<{ id: string; owner_person_id: string | null }>(
    await db.execute(sql`select id, owner_person_id from endpoints where account_id = ${accountId}::uuid and id = any(${arrayLiteral([...ids])}::uuid[])`),
  );
  return new Map(rows.map((r) => [r.id, r.owner_person_id]));
}

export interface HeartbeatFields {
  agentVersion?: string;
  osVersion?: string;
  hostname?: string;
  mdmManaged?: boolean;
  diskEncrypted?: boolean;
}

/** A heartbeat: what the agent reports about the device now (last_seen is set by authentication). */
export async function recordHeartbeat(db: Db, accountId: string, endpointId: string, fields: HeartbeatFields): Promise<void> {
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) return;
  await db.update(endpoints).set(set).where(and(eq(endpoints.accountId, accountId), eq(endpoints.id, endpointId)));
}

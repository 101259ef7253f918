// Issue 27: the companies' directory connections (secret sealed with the secret box, never answered), the
// pulls run on the job queue and recorded as sync runs, and the SCIM tokens. A pull matches people by the
// directory's id, else by e-mail; creates, updates and deactivates them (people of this source missing from
// the directory are deactivated, never deleted), mirrors the directory's groups, and writes its audit row
// in the same transaction. Google can also pull with an admin's OAuth consent: the consent flow (state
// bound to the company and admin, single use, PKCE) and its sealed refresh token are at the end.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { canAdminister } from '../../../src/api/contract/access';
import type { AuthMode, CreatedScimToken, DirectoryBody, DirectoryKind, DirectoryResponse, GoogleConsentReason, ScimToken, ScimTokensResponse, SyncRun } from '../../../src/api/contract/iam';
import type { Db } from '../../db/client';
import {
  accounts,
  auditLog,
  directoryConnections,
  directoryOauthStates,
  directorySyncRuns,
  groups,
  members,
  people,
  personGroups,
  scimTokens,
  type DirectoryConnectionRow,
  type DirectorySyncRunRow,
  type ScimTokenRow,
} from '../../db/schema/index';
import { conflict, notFound } from '../../lib/http-error';
import { secretBox } from '../../lib/secret-box';
import { iso } from '../../lib/sql';
import type { AuditActor } from '../../plugins/audit';
import { accessContextOf, accessibleAccountsWhere, type Scope } from '../../plugins/scope';
import { badInput } from '../users/people-service';
import { newScimToken } from '../scim/token';
import { DirectoryError, exchangeGoogleCode, GOOGLE_SCOPES, googleAuthUrl, parseServiceAccountKey, readDirectory, type DirectorySnapshot } from './directory';

export const SYNC_JOB = 'iam.directory-sync';
export const KIND_NAMES: Record<DirectoryKind, string> = { azure: 'Azure', microsoft: 'Microsoft Entra ID', google: 'Google Workspace', okta: 'Okta' };
const RUNS_SHOWN = 10;

export type ChangeAudit = (tx: Db, details: Record<string, unknown>) => Promise<void>;

const secretContext = (accountId: string, kind: DirectoryKind) => `iam:${accountId}:${kind}`;
const refreshContext = (accountId: string, kind: DirectoryKind) => `${secretContext(accountId, kind)}:refresh-token`;

/** Whether a pull can sign in: the secret stored and, in OAuth mode, the consent's refresh token too. */
const canPull = (row: DirectoryConnectionRow | undefined): boolean => Boolean(row?.secretSealed && (row.authMode !== 'oauth' || row.refreshTokenSealed));

/** Where Google sends the admin back after the consent; to be registered with the company's OAuth client. */
export const googleRedirectUri = (publicUrl: string) => `${publicUrl}/api/google/oauth/callback`;

async function connectionRow(db: Db, accountId: string, kind: DirectoryKind): Promise<DirectoryConnectionRow | undefined> {
  const [row] = await db.select().from(directoryConnections).where(and(eq(directoryConnections.accountId, accountId), eq(directoryConnections.kind, kind))).limit(1);
  return row;
}

export function runAnswer(r: DirectorySyncRunRow): SyncRun {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    requested_by: r.requestedBy,
    created_at: r.createdAt.toISOString(),
    started_at: iso(r.startedAt),
    finished_at: iso(r.finishedAt),
    created: r.created,
    updated: r.updated,
    deactivated: r.deactivated,
    groups: r.groups,
    errors: r.errors,
  };
}

export async function getDirectory(db: Db, accountId: string, kind: DirectoryKind, publicUrl: string): Promise<DirectoryResponse> {
  const row = await connectionRow(db, accountId, kind);
  const runs = await db
    .select()
    .from(directorySyncRuns)
    .where(and(eq(directorySyncRuns.accountId, accountId), eq(directorySyncRuns.kind, kind)))
    .orderBy(desc(directorySyncRuns.createdAt), desc(directorySyncRuns.id))
    .limit(RUNS_SHOWN);
  const [tally] = await db
    .select({ total: count(), active: sql<number>`count(*) filter (where ${people.status} = 'ACTIVE')` })
    .from(people)
    .where(and(eq(people.accountId, accountId), eq(people.source, kind)));
  return {
    connection: row
      ? {
          kind: row.kind,
          tenant: row.tenant,
          client_id: row.clientId,
          has_secret: row.secretSealed !== null,
          auth_mode: row.authMode,
          has_consent: row.authMode === 'oauth' && row.refreshTokenSealed !== null,
          consented_at: row.authMode === 'oauth' ? iso(row.consentedAt) : null,
          consented_by: row.authMode === 'oauth' ? row.consentedBy : null,
          updated_at: (row.updatedAt ?? row.createdAt).toISOString(),
        }
      : null,
    redirect_uri: kind === 'google' ? googleRedirectUri(publicUrl) : null,
    runs: runs.map(runAnswer),
    people: { total: Number(tally?.total ?? 0), active: Number(tally?.active ?? 0) },
  };
}

export async function saveDirectory(db: Db, accountId: string, kind: DirectoryKind, body: DirectoryBody, now: Date, publicUrl: string, audit: ChangeAudit): Promise<DirectoryResponse> {
  const existing = await connectionRow(db, accountId, kind);
  const secret = body.secret?.trim();
  const mode: AuthMode = body.auth_mode ?? 'key';
  if (mode === 'oauth' && kind !== 'google') throw badInput('Only Google Workspace connects with OAuth consent.', [{ path: 'auth_mode', message: 'Only Google Workspace connects with OAuth consent.' }]);
  if (kind !== 'google' && kind !== 'okta' && !body.client_id) throw badInput('Enter the client ID.', [{ path: 'client_id', message: 'Enter the client ID.' }]);
  if (kind === 'google' && mode === 'key' && !body.client_id) throw badInput('Enter the admin e-mail the service account acts as.', [{ path: 'client_id', message: 'Enter the admin e-mail the service account acts as.' }]);
  if (mode === 'oauth' && !body.client_id) throw badInput('Enter the OAuth client ID.', [{ path: 'client_id', message: 'Enter the OAuth client ID.' }]);
  if (mode === 'oauth' && secret?.startsWith('{')) {
    throw badInput('The secret looks like a JSON key, not an OAuth client secret.', [{ path: 'secret', message: 'Paste the OAuth client secret, or choose the service account key.' }]);
  }
  if (kind === 'okta' && !/^https:\/\//i.test(body.tenant) && process.env.IAM_ALLOW_HTTP !== '1') {
    throw badInput('Enter the Okta organisation URL (https://…).', [{ path: 'tenant', message: 'Enter the Okta organisation URL, such as https://example.okta.com.' }]);
  }
  if (kind === 'google' && mode === 'key' && secret) {
    try {
      parseServiceAccountKey(secret);
    } catch (error) {
      throw badInput('The secret is not a Google service account key.', [{ path: 'secret', message: error instanceof Error ? error.message : 'Paste the service account key (JSON).' }]);
    }
  }
  // A new secret replaces the stored one; none given keeps it unless the client or the authorisation changed.
  // The consent's refresh token belongs to the OAuth client: it stays only while that client does.
  const sameClient = existing !== undefined && existing.clientId === body.client_id && existing.authMode === mode;
  const sealed = secret ? secretBox().seal(secret, secretContext(accountId, kind)) : sameClient ? existing.secretSealed : null;
  const consent = mode === 'oauth' && sameClient ? { refreshTokenSealed: existing.refreshTokenSealed, consentedAt: existing.consentedAt, consentedBy: existing.consentedBy } : { refreshTokenSealed: null, consentedAt: null, consentedBy: null };
  const values = { tenant: body.tenant, clientId: body.client_id, authMode: mode, secretSealed: sealed, ...consent, updatedAt: now };
  await db.transaction(async (tx) => {
    await tx
      .insert(directoryConnections)
      .values({ accountId, kind, ...values, createdAt: now })
      .onConflictDoUpdate({ target: [directoryConnections.accountId, directoryConnections.kind], set: values });
    await audit(tx, {
      kind,
      tenant: body.tenant,
      client_id: body.client_id,
      auth_mode: mode,
      secret: secret ? 'replaced' : sealed ? 'kept' : 'none',
      ...(mode === 'oauth' ? { consent: consent.refreshTokenSealed ? 'kept' : 'none' } : {}),
      created: !existing,
    });
  });
  return getDirectory(db, accountId, kind, publicUrl);
}

export async function deleteDirectory(db: Db, accountId: string, kind: DirectoryKind, audit: ChangeAudit): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(directoryConnections)
      .where(and(eq(directoryConnections.accountId, accountId), eq(directoryConnections.kind, kind)))
      .returning({ tenant: directoryConnections.tenant });
    if (gone.length === 0) throw notFound(`No ${KIND_NAMES[kind]} connection is set up.`);
    await tx.delete(directoryOauthStates).where(and(eq(directoryOauthStates.accountId, accountId), eq(directoryOauthStates.kind, kind)));
    await audit(tx, { kind, tenant: gone[0].tenant });
  });
}

export interface Enqueue {
  (tx: Db, payload: { accountId: string; runId: string }, singletonKey: string): Promise<string | null>;
}

/** Records a queued run and its job together; 404 without a usable connection, 409 while one is pending. */
export async function importNow(db: Db, scope: Scope, kind: DirectoryKind, now: Date, enqueue: Enqueue, audit: ChangeAudit): Promise<SyncRun> {
  const row = await connectionRow(db, scope.accountId, kind);
  if (!row || !row.secretSealed) throw notFound(`Set up the ${KIND_NAMES[kind]} connection, with its secret, before importing.`);
  if (!canPull(row)) throw notFound(`Connect with ${KIND_NAMES[kind]} (an admin's consent) before importing.`);
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: directorySyncRuns.id })
      .from(directorySyncRuns)
      .where(and(eq(directorySyncRuns.accountId, scope.accountId), eq(directorySyncRuns.kind, kind), inArray(directorySyncRuns.status, ['queued', 'running'])))
      .limit(1);
    if (pending) throw conflict(`An import from ${KIND_NAMES[kind]} is already queued or running.`);
    const [run] = await tx.insert(directorySyncRuns).values({ accountId: scope.accountId, kind, requestedBy: scope.email, requestedById: scope.memberId, createdAt: now }).returning();
    await enqueue(tx, { accountId: scope.accountId, runId: run.id }, `iam-sync:${scope.accountId}:${kind}`);
    await audit(tx, { kind, run_id: run.id });
    return runAnswer(run);
  });
}

// ---------- the pull itself (the job) ----------

interface Counts {
  created: number;
  updated: number;
  deactivated: number;
  groups: number;
  errors: string[];
}

/** Applies one directory snapshot to the company's people and groups; answers what changed. */
export async function applySnapshot(tx: Db, accountId: string, kind: DirectoryKind, snapshot: DirectorySnapshot, now: Date): Promise<Counts> {
  const counts: Counts = { created: 0, updated: 0, deactivated: 0, groups: 0, errors: [] };
  const existing = await tx
    .select({ id: people.id, email: people.email, name: people.name, department: people.department, status: people.status, source: people.source, externalId: people.externalId })
    .from(people)
    .where(eq(people.accountId, accountId));
  const byExternal = new Map(existing.filter((p) => p.source === kind && p.externalId).map((p) => [p.externalId!, p]));
  const byEmail = new Map(existing.map((p) => [p.email.toLowerCase(), p]));
  const personOf = new Map<string, string>(); // directory id -> person id
  const seenEmails = new Set<string>();
  for (const user of snapshot.users) {
    const email = user.email?.trim().toLowerCase();
    if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) {
      counts.errors.push(`User ${user.externalId} has no usable e-mail; skipped.`);
      continue;
    }
    if (seenEmails.has(email)) {
      counts.errors.push(`${email} appears twice in the directory; the second was skipped.`);
      continue;
    }
    seenEmails.add(email);
    const status = user.active ? ('ACTIVE' as const) : ('INACTIVE' as const);
    const current = byExternal.get(user.externalId) ?? byEmail.get(email);
    if (!current) {
      const [row] = await tx
        .insert(people)
        .values({ accountId, name: user.name, email, department: user.department, status, source: kind, externalId: user.externalId, createdAt: now })
        .returning({ id: people.id });
      personOf.set(user.externalId, row.id);
      counts.created += 1;
      continue;
    }
    personOf.set(user.externalId, current.id);
    const changed = current.name !== user.name || current.department !== user.department || current.status !== status || current.source !== kind || current.externalId !== user.externalId;
    if (!changed) continue;
    if (current.email.toLowerCase() !== email && byEmail.has(email)) {
      counts.errors.push(`${email} belongs to another person here; ${current.email} was not changed.`);
      continue;
    }
    await tx
      .update(people)
      .set({ name: user.name, department: user.department, status, source: kind, externalId: user.externalId, email })
      .where(and(eq(people.accountId, accountId), eq(people.id, current.id)));
    if (current.status === 'ACTIVE' && status === 'INACTIVE') counts.deactivated += 1;
    else counts.updated += 1;
  }
  // People this directory brought in who are no longer in it: deactivated, kept with their history.
  const present = new Set(snapshot.users.map((u) => u.externalId));
  const gone = existing.filter((p) => p.source === kind && p.externalId && !present.has(p.externalId) && p.status === 'ACTIVE').map((p) => p.id);
  if (gone.length) {
    await tx.update(people).set({ status: 'INACTIVE' }).where(and(eq(people.accountId, accountId), inArray(people.id, gone)));
    counts.deactivated += gone.length;
  }
  // Groups: matched by the directory's id, else by name; their members are the directory's.
  const groupRows = await tx.select({ id: groups.id, name: groups.name, source: groups.source, externalId: groups.externalId }).from(groups).where(eq(groups.accountId, accountId));
  const groupByExternal = new Map(groupRows.filter((g) => g.source === kind && g.externalId).map((g) => [g.externalId!, g]));
  const groupByName = new Map(groupRows.map((g) => [g.name.toLowerCase(), g]));
  for (const group of snapshot.groups) {
    const current = groupByExternal.get(group.externalId) ?? groupByName.get(group.name.toLowerCase());
    let groupId: string;
    if (!current) {
      const [row] = await tx.insert(groups).values({ accountId, name: group.name, source: kind, externalId: group.externalId, createdAt: now }).returning({ id: groups.id });
      groupId = row.id;
    } else {
      groupId = current.id;
      const clash = groupByName.get(group.name.toLowerCase());
      if (clash && clash.id !== current.id) {
        counts.errors.push(`Group ${group.name} exists here already; ${current.name} kept its name.`);
      } else if (current.name !== group.name || current.source !== kind || current.externalId !== group.externalId) {
        await tx.update(groups).set({ name: group.name, source: kind, externalId: group.externalId }).where(and(eq(groups.accountId, accountId), eq(groups.id, groupId)));
      }
    }
    const members = [...new Set(group.memberIds.map((m) => personOf.get(m)).filter((m): m is string => Boolean(m)))];
    await tx.delete(personGroups).where(and(eq(personGroups.accountId, accountId), eq(personGroups.groupId, groupId)));
    if (members.length) await tx.insert(personGroups).values(members.map((personId) => ({ accountId, personId, groupId })));
    counts.groups += 1;
  }
  return counts;
}

/** The job: reads the directory, applies it, and records the run as succeeded or failed (never retried). */
export async function runSync(db: Db, accountId: string, runId: string, now: () => Date): Promise<void> {
  const [run] = await db
    .update(directorySyncRuns)
    .set({ status: 'running', startedAt: now() })
    .where(and(eq(directorySyncRuns.accountId, accountId), eq(directorySyncRuns.id, runId), eq(directorySyncRuns.status, 'queued')))
    .returning();
  if (!run) return;
  const fail = async (message: string) => {
    await db.update(directorySyncRuns).set({ status: 'failed', finishedAt: now(), errors: [message] }).where(and(eq(directorySyncRuns.accountId, accountId), eq(directorySyncRuns.id, runId)));
  };
  const connection = await connectionRow(db, accountId, run.kind);
  if (!connection?.secretSealed) return fail('The connection was removed, or has no secret.');
  if (!canPull(connection)) return fail('No consent is stored: connect with Google again.');
  let snapshot: DirectorySnapshot;
  try {
    const secret = secretBox().open(connection.secretSealed, secretContext(accountId, run.kind));
    const refreshToken = connection.authMode === 'oauth' ? secretBox().open(connection.refreshTokenSealed!, refreshContext(accountId, run.kind)) : undefined;
    snapshot = await readDirectory({ kind: run.kind, tenant: connection.tenant, clientId: connection.clientId, secret, authMode: connection.authMode, refreshToken });
  } catch (error) {
    return fail(error instanceof DirectoryError || error instanceof Error ? error.message : String(error));
  }
  try {
    await db.transaction(async (tx) => {
      const at = now();
      const counts = await applySnapshot(tx, accountId, run.kind, snapshot, at);
      await tx
        .update(directorySyncRuns)
        .set({ status: 'succeeded', finishedAt: at, ...counts, errors: counts.errors.slice(0, 100) })
        .where(and(eq(directorySyncRuns.accountId, accountId), eq(directorySyncRuns.id, runId)));
      await tx.insert(auditLog).values({
        accountId,
        at,
        memberId: run.requestedById,
        email: run.requestedBy,
        role: null,
        action: 'iam.sync',
        target: run.kind,
        traceId: `job:${runId}`,
        details: { run_id: runId, users: snapshot.users.length, created: counts.created, updated: counts.updated, deactivated: counts.deactivated, groups: counts.groups, errors: counts.errors.length },
      });
    });
  } catch (error) {
    await fail(`The import could not be saved: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// ---------- SCIM tokens ----------

function tokenAnswer(r: ScimTokenRow): ScimToken {
  return { id: r.id, name: r.name, prefix: r.prefix, source: r.source, created_by: r.createdBy, created_at: r.createdAt.toISOString(), last_used_at: iso(r.lastUsedAt), revoked_at: iso(r.revokedAt) };
}

export async function listScimTokens(db: Db, accountId: string, kind: DirectoryKind, baseUrl: string): Promise<ScimTokensResponse> {
  const rows = await db
    .select()
    .from(scimTokens)
    .where(and(eq(scimTokens.accountId, accountId), eq(scimTokens.source, kind)))
    .orderBy(desc(scimTokens.createdAt))
    .limit(100);
  return { base_url: baseUrl, tokens: rows.map(tokenAnswer) };
}

export async function createScimToken(db: Db, scope: Scope, kind: DirectoryKind, name: string, now: Date, audit: (tx: Db, target: string, details: Record<string, unknown>) => Promise<void>): Promise<CreatedScimToken> {
  const made = newScimToken();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(scimTokens)
      .values({ accountId: scope.accountId, source: kind, name, prefix: made.prefix, tokenHash: made.hash, createdBy: scope.email, createdById: scope.memberId, createdAt: now })
      .returning();
    await audit(tx, name, { kind, prefix: made.prefix, token_id: row.id });
    return { ...tokenAnswer(row), token: made.token };
  });
}

export async function revokeScimToken(db: Db, accountId: string, kind: DirectoryKind, id: string, now: Date, audit: (tx: Db, target: string, details: Record<string, unknown>) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(scimTokens)
      .set({ revokedAt: now })
      .where(and(eq(scimTokens.accountId, accountId), eq(scimTokens.source, kind), eq(scimTokens.id, id), isNull(scimTokens.revokedAt)))
      .returning();
    if (!row) throw notFound('No such active SCIM token.');
    await audit(tx, row.name, { kind, prefix: row.prefix, token_id: row.id });
  });
}

// ---------- Google: the Workspace admin's OAuth consent ----------

const STATE_TTL_MS = 10 * 60_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const verifierContext = (accountId: string, stateHash: string) => `${secretContext(accountId, 'google')}:verifier:${stateHash}`;

/** GET /api/google/oauth/check: whether a pull can sign in with what is stored. */
export async function googleCheck(db: Db, accountId: string): Promise<{ connected: boolean; domain: string | null }> {
  const row = await connectionRow(db, accountId, 'google');
  return { connected: canPull(row), domain: row?.tenant ?? null };
}

/** GET /api/google/oauth/setup: records the state (hashed, with the sealed PKCE verifier) and answers Google's authorisation URL. */
export async function startGoogleConsent(db: Db, scope: Scope, publicUrl: string, now: Date): Promise<{ url: string }> {
  const row = await connectionRow(db, scope.accountId, 'google');
  if (!row || row.authMode !== 'oauth' || !row.clientId || !row.secretSealed) {
    throw conflict('Save the Google Workspace connection with "OAuth client" chosen, its client ID and client secret, before connecting with Google.');
  }
  const state = randomBytes(32).toString('base64url');
  const verifier = randomBytes(48).toString('base64url');
  const stateHash = sha256(state);
  await db.transaction(async (tx) => {
    // expired states are of no use: dropped as new ones are made
    await tx.delete(directoryOauthStates).where(and(eq(directoryOauthStates.accountId, scope.accountId), lt(directoryOauthStates.expiresAt, now)));
    await tx.insert(directoryOauthStates).values({
      stateHash,
      accountId: scope.accountId,
      kind: 'google',
      memberId: scope.memberId,
      clientId: row.clientId,
      verifierSealed: secretBox().seal(verifier, verifierContext(scope.accountId, stateHash)),
      createdAt: now,
      expiresAt: new Date(now.getTime() + STATE_TTL_MS),
    });
  });
  const url = new URL(googleAuthUrl());
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', row.clientId);
  url.searchParams.set('redirect_uri', googleRedirectUri(publicUrl));
  url.searchParams.set('scope', GOOGLE_SCOPES);
  url.searchParams.set('access_type', 'offline');
  url.searchParams.set('prompt', 'consent');
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', sha256(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return { url: url.href };
}

export type ConsentOutcome = { ok: true } | { ok: false; reason: GoogleConsentReason; detail: string };

/** Writes the consent's audit row as the admin who started it, in the transaction that stores the token. */
export type ConsentAudit = (tx: Db, actor: AuditActor, details: Record<string, unknown>) => Promise<void>;

/**
 * GET /api/google/oauth/callback: the browser comes back from Google without a session, so the state alone
 * names the company and the admin. The state is spent first (single use even when the rest fails); the
 * admin must still administer that company and the connection must still use the client the consent was
 * started for. Never throws for what the caller sent: the outcome names the reason.
 */
export async function finishGoogleConsent(db: Db, query: { code?: string; state?: string; error?: string }, publicUrl: string, now: Date, audit: ConsentAudit): Promise<ConsentOutcome> {
  const fail = (reason: GoogleConsentReason, detail: string): ConsentOutcome => ({ ok: false, reason, detail });
  const stateHash = query.state ? sha256(query.state) : null;
  const [spent] = stateHash
    ? await db
        .update(directoryOauthStates)
        .set({ usedAt: now })
        .where(and(eq(directoryOauthStates.stateHash, stateHash), eq(directoryOauthStates.kind, 'google'), isNull(directoryOauthStates.usedAt), gt(directoryOauthStates.expiresAt, now)))
        .returning()
    : [];
  if (query.error) return fail('denied', `Google answered ${query.error.slice(0, 100)}`);
  if (!spent) return fail('state', 'unknown, expired or spent state');
  if (!query.code) return fail('exchange', 'no code in the callback');
  const { accountId } = spent;

  const [member] = await db.select().from(members).where(eq(members.id, spent.memberId)).limit(1);
  const [account] = member
    ? await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.id, accountId), accessibleAccountsWhere({ memberId: member.id, role: member.role, homeAccountId: member.accountId })))
        .limit(1)
    : [];
  if (!member || !account || !canAdminister(accessContextOf(account, member.role))) return fail('state', 'the admin who started the consent may no longer administer the company');

  const row = await connectionRow(db, accountId, 'google');
  if (!row || row.authMode !== 'oauth' || row.clientId !== spent.clientId || !row.secretSealed) return fail('setup', 'the Google connection changed while consenting');
  let refreshToken: string;
  try {
    refreshToken = await exchangeGoogleCode({
      clientId: row.clientId,
      clientSecret: secretBox().open(row.secretSealed, secretContext(accountId, 'google')),
      code: query.code,
      redirectUri: googleRedirectUri(publicUrl),
      verifier: secretBox().open(spent.verifierSealed, verifierContext(accountId, spent.stateHash)),
    });
  } catch (error) {
    return fail('exchange', error instanceof Error ? error.message : String(error));
  }
  const stored = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(directoryConnections)
      .set({ refreshTokenSealed: secretBox().seal(refreshToken, refreshContext(accountId, 'google')), consentedAt: now, consentedBy: member.email, updatedAt: now })
      .where(and(eq(directoryConnections.accountId, accountId), eq(directoryConnections.kind, 'google'), eq(directoryConnections.authMode, 'oauth'), eq(directoryConnections.clientId, spent.clientId)))
      .returning({ tenant: directoryConnections.tenant });
    if (!updated) return false;
    await audit(tx, { accountId, memberId: member.id, email: member.email, role: member.role }, { kind: 'google', domain: updated.tenant, client_id: spent.clientId });
    return true;
  });
  return stored ? { ok: true } : fail('setup', 'the Google connection changed while consenting');
}

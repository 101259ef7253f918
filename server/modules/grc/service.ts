// GRC integrations (issue 27): settings, the Vanta OAuth connection and the evidence export runs. Secrets
// are sealed with the secret box, bound to '<account>:<kind>:<what>', so a sealed value copied to another
// row or company does not open. A run reads the evidence, posts it page by page and records the outcome;
// a page the receiver refuses stops the run, and only pages answered 2xx count as sent.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { GRC_PAGE_SIZE, GRC_SCHEDULE, type GrcKind, type GrcRun, type GrcStatus, type ScrutConfigBody, type VantaConfigBody } from '../../../src/api/contract/grc';
import type { Db } from '../../db/client';
import { grcConnections, grcOauthStates, grcRuns, jobSchedules, type GrcConnectionRow, type GrcRunRow } from '../../db/schema/index';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { secretBox } from '../../lib/secret-box';
import { iso } from '../../lib/sql';
import type { Audit } from '../saas/audit';
import { countByFramework, countEvidence, pagesOf, readEvidence } from './evidence';
import { OutboundRefused, outboundFetch } from '../../lib/outbound';

export const EXPORT_JOB = 'grc.export';
const STATE_TTL_MS = 10 * 60_000;
const HTTP_TIMEOUT_MS = 20_000;
/** a token this close to expiry is refreshed before a run */
const EXPIRY_MARGIN_MS = 60_000;
/** a run still 'running' after this long is taken as abandoned (the process stopped mid-run) */
const STALE_RUN_MS = 15 * 60_000;

const box = () => secretBox();
const contextOf = (accountId: string, kind: GrcKind, what: string) => `${accountId}:${kind}:${what}`;
const seal = (accountId: string, kind: GrcKind, what: string, plain: string) => box().seal(plain, contextOf(accountId, kind, what));
const open = (accountId: string, kind: GrcKind, what: string, sealed: string) => box().open(sealed, contextOf(accountId, kind, what));
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

export interface GrcContext {
  db: Db;
  accountId: string;
  now: Date;
  /** the console's public origin, for Vanta's redirect URI */
  publicUrl: string;
}

export const redirectUriOf = (publicUrl: string) => `${publicUrl}/vanta/oauth/callback`;

async function connectionOf(db: Db, accountId: string, kind: GrcKind): Promise<GrcConnectionRow | undefined> {
  const [row] = await db.select().from(grcConnections).where(and(eq(grcConnections.accountId, accountId), eq(grcConnections.kind, kind))).limit(1);
  return row;
}

function isConnected(row: GrcConnectionRow | undefined): boolean {
  if (!row?.connectedAt) return false;
  return row.kind === 'vanta' ? row.accessTokenSealed !== null : row.apiKeySealed !== null;
}

const frameworksOf = (value: Record<string, number>) =>
  Object.entries(value)
    .map(([framework, records]) => ({ framework, records }))
    .sort((a, b) => b.records - a.records || a.framework.localeCompare(b.framework));

export async function status(ctx: GrcContext, kind: GrcKind): Promise<GrcStatus> {
  const { db, accountId } = ctx;
  const row = await connectionOf(db, accountId, kind);
  const available = await countEvidence(db, accountId);
  const [schedule] = await db.select().from(jobSchedules).where(eq(jobSchedules.name, EXPORT_JOB)).limit(1);
  const [lastSent] = await db
    .select()
    .from(grcRuns)
    .where(and(eq(grcRuns.accountId, accountId), eq(grcRuns.kind, kind), eq(grcRuns.status, 'succeeded')))
    .orderBy(desc(grcRuns.startedAt))
    .limit(1);
  return {
    kind,
    config: row
      ? {
          ingest_url: row.ingestUrl,
          authorize_url: row.authorizeUrl,
          token_url: row.tokenUrl,
          client_id: row.clientId,
          scope: row.scope,
          has_secret: (kind === 'vanta' ? row.clientSecretSealed : row.apiKeySealed) !== null,
        }
      : null,
    connected: isConnected(row),
    connected_at: isConnected(row) ? iso(row?.connectedAt) : null,
    token_expires_at: kind === 'vanta' ? iso(row?.tokenExpiresAt) : null,
    redirect_uri: kind === 'vanta' ? redirectUriOf(ctx.publicUrl) : null,
    schedule: { spec: schedule?.spec ?? GRC_SCHEDULE, next_run_at: iso(schedule?.nextRunAt) },
    available,
    last_sent_at: iso(lastSent?.finishedAt),
    last_sent: lastSent ? frameworksOf(lastSent.frameworks) : [],
  };
}

// ---- settings ---------------------------------------------------------------------------------------

export async function saveVantaConfig(ctx: GrcContext, body: VantaConfigBody, audit: Audit): Promise<GrcStatus> {
  const { db, accountId, now } = ctx;
  const secret = body.client_secret?.trim() ? body.client_secret : undefined;
  await db.transaction(async (tx) => {
    const before = await connectionOf(tx, accountId, 'vanta');
    if (!before?.clientSecretSealed && secret === undefined) throw new HttpError(400, 'VALIDATION', 'Enter the client secret.', {}, [{ path: 'client_secret', message: 'Enter the client secret.' }]);
    // Another authorisation server or client makes the tokens of the old one meaningless.
    const sameServer = before && before.tokenUrl === body.token_url && before.clientId === body.client_id && before.authorizeUrl === body.authorize_url;
    const values = {
      ingestUrl: body.ingest_url,
      authorizeUrl: body.authorize_url,
      tokenUrl: body.token_url,
      clientId: body.client_id,
      scope: body.scope,
      clientSecretSealed: secret !== undefined ? seal(accountId, 'vanta', 'client-secret', secret) : before!.clientSecretSealed,
      ...(sameServer ? {} : { accessTokenSealed: null, refreshTokenSealed: null, tokenExpiresAt: null, connectedAt: null, connectedBy: null }),
      updatedAt: now,
    };
    await tx
      .insert(grcConnections)
      .values({ accountId, kind: 'vanta', ...values })
      .onConflictDoUpdate({ target: [grcConnections.accountId, grcConnections.kind], set: values });
    await audit(tx, 'vanta', { ingest_url: body.ingest_url, token_url: body.token_url, client_id: body.client_id, secret_changed: secret !== undefined });
  });
  return status(ctx, 'vanta');
}

export async function saveScrutConfig(ctx: GrcContext, memberId: string, body: ScrutConfigBody, audit: Audit): Promise<GrcStatus> {
  const { db, accountId, now } = ctx;
  const key = body.api_key?.trim() ? body.api_key : undefined;
  await db.transaction(async (tx) => {
    const before = await connectionOf(tx, accountId, 'scrut');
    if (!before?.apiKeySealed && key === undefined) throw new HttpError(400, 'VALIDATION', 'Enter the API key.', {}, [{ path: 'api_key', message: 'Enter the API key.' }]);
    const values = {
      ingestUrl: body.ingest_url,
      apiKeySealed: key !== undefined ? seal(accountId, 'scrut', 'api-key', key) : before!.apiKeySealed,
      connectedAt: key !== undefined || !before?.connectedAt ? now : before.connectedAt,
      connectedBy: key !== undefined || !before?.connectedBy ? memberId : before.connectedBy,
      updatedAt: now,
    };
    await tx
      .insert(grcConnections)
      .values({ accountId, kind: 'scrut', ...values })
      .onConflictDoUpdate({ target: [grcConnections.accountId, grcConnections.kind], set: values });
    await audit(tx, 'scrut', { ingest_url: body.ingest_url, key_changed: key !== undefined });
  });
  return status(ctx, 'scrut');
}

export async function disconnect(ctx: GrcContext, kind: GrcKind, audit: Audit): Promise<GrcStatus> {
  const { db, accountId } = ctx;
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(grcConnections)
      .where(and(eq(grcConnections.accountId, accountId), eq(grcConnections.kind, kind)))
      .returning({ ingestUrl: grcConnections.ingestUrl });
    if (!gone) throw notFound(`${kind === 'vanta' ? 'Vanta' : 'Scrut'} is not set up for this company.`);
    if (kind === 'vanta') await tx.delete(grcOauthStates).where(eq(grcOauthStates.accountId, accountId));
    await audit(tx, kind, { ingest_url: gone.ingestUrl });
  });
  return status(ctx, kind);
}

// ---- Vanta OAuth --------------------------------------------------------------------------------------

export async function startVantaOauth(ctx: GrcContext, memberId: string): Promise<{ authorize_url: string }> {
  const { db, accountId, now } = ctx;
  const row = await connectionOf(db, accountId, 'vanta');
  if (!row?.authorizeUrl || !row.clientId || !row.clientSecretSealed) throw conflict('Save the Vanta settings (client id and secret) before connecting.');
  const state = randomBytes(32).toString('base64url');
  const verifier = randomBytes(48).toString('base64url');
  await db.transaction(async (tx) => {
    // spent and expired states are of no use: drop them as new ones are made
    await tx.delete(grcOauthStates).where(and(eq(grcOauthStates.accountId, accountId), lt(grcOauthStates.expiresAt, now)));
    await tx.insert(grcOauthStates).values({
      accountId,
      stateHash: sha256(state),
      memberId,
      verifierSealed: seal(accountId, 'vanta', `verifier:${sha256(state)}`, verifier),
      createdAt: now,
      expiresAt: new Date(now.getTime() + STATE_TTL_MS),
    });
  });
  const url = new URL(row.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', row.clientId);
  url.searchParams.set('redirect_uri', redirectUriOf(ctx.publicUrl));
  if (row.scope) url.searchParams.set('scope', row.scope);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', sha256(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return { authorize_url: url.href };
}

const BAD_STATE = 'This connection link is not valid any more (expired, already used or started by someone else). Start again from the Vanta page.';

interface TokenAnswer {
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
}

async function tokenRequest(row: GrcConnectionRow, form: Record<string, string>): Promise<TokenAnswer> {
  const secret = open(row.accountId, 'vanta', 'client-secret', row.clientSecretSealed!);
  const basic = Buffer.from(`${encodeURIComponent(row.clientId!)}:${encodeURIComponent(secret)}`).toString('base64');
  let res: Response;
  try {
    res = await outboundFetch(row.tokenUrl!, 'The token URL', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof OutboundRefused) throw new HttpError(502, 'BAD_GATEWAY', error.message);
    throw new HttpError(502, 'BAD_GATEWAY', `The authorisation server could not be reached: ${(error as Error).message}`);
  }
  const answer = (await res.json().catch(() => null)) as Partial<TokenAnswer> & { error?: string; error_description?: string } | null;
  if (!res.ok || !answer || typeof answer.access_token !== 'string') {
    const why = answer?.error_description ?? answer?.error ?? `HTTP ${res.status}`;
    throw new HttpError(502, 'BAD_GATEWAY', `The authorisation server refused the token request: ${why}`);
  }
  return { access_token: answer.access_token, refresh_token: typeof answer.refresh_token === 'string' ? answer.refresh_token : undefined, expires_in: typeof answer.expires_in === 'number' ? answer.expires_in : undefined };
}

function tokenValues(accountId: string, answer: TokenAnswer, now: Date, keepRefresh: string | null) {
  return {
    accessTokenSealed: seal(accountId, 'vanta', 'access-token', answer.access_token),
    refreshTokenSealed: answer.refresh_token ? seal(accountId, 'vanta', 'refresh-token', answer.refresh_token) : keepRefresh,
    tokenExpiresAt: answer.expires_in ? new Date(now.getTime() + answer.expires_in * 1000) : null,
  };
}

export async function finishVantaOauth(ctx: GrcContext, memberId: string, body: { code: string; state: string }, audit: Audit): Promise<GrcStatus> {
  const { db, accountId, now } = ctx;
  const hash = sha256(body.state);
  // Spend the state first (single use even when the exchange fails), in its own statement.
  const [spent] = await db
    .update(grcOauthStates)
    .set({ usedAt: now })
    .where(and(eq(grcOauthStates.accountId, accountId), eq(grcOauthStates.stateHash, hash), eq(grcOauthStates.memberId, memberId), isNull(grcOauthStates.usedAt), gt(grcOauthStates.expiresAt, now)))
    .returning();
  if (!spent) throw new HttpError(400, 'VALIDATION', BAD_STATE, {}, [{ path: 'state', message: BAD_STATE }]);
  const row = await connectionOf(db, accountId, 'vanta');
  if (!row?.tokenUrl || !row.clientSecretSealed) throw conflict('The Vanta settings were removed while connecting. Save them and connect again.');
  const verifier = open(accountId, 'vanta', `verifier:${hash}`, spent.verifierSealed);
  const answer = await tokenRequest(row, { grant_type: 'authorization_code', code: body.code, redirect_uri: redirectUriOf(ctx.publicUrl), code_verifier: verifier });
  await db.transaction(async (tx) => {
    await tx
      .update(grcConnections)
      .set({ ...tokenValues(accountId, answer, now, null), connectedAt: now, connectedBy: memberId, updatedAt: now })
      .where(and(eq(grcConnections.accountId, accountId), eq(grcConnections.kind, 'vanta')));
    await audit(tx, 'vanta', { token_url: row.tokenUrl, refresh_token: answer.refresh_token !== undefined });
  });
  return status(ctx, 'vanta');
}

/** A usable access token: the stored one, or a refreshed one when it has (nearly) expired. */
async function vantaAccessToken(db: Db, row: GrcConnectionRow, now: Date, force = false): Promise<string> {
  const fresh = row.tokenExpiresAt === null || row.tokenExpiresAt.getTime() - EXPIRY_MARGIN_MS > now.getTime();
  if (fresh && !force) return open(row.accountId, 'vanta', 'access-token', row.accessTokenSealed!);
  if (!row.refreshTokenSealed) throw new Error('The Vanta access token has expired and no refresh token was issued: connect again.');
  const refresh = open(row.accountId, 'vanta', 'refresh-token', row.refreshTokenSealed);
  const answer = await tokenRequest(row, { grant_type: 'refresh_token', refresh_token: refresh });
  const values = tokenValues(row.accountId, answer, now, row.refreshTokenSealed);
  await db.update(grcConnections).set({ ...values, updatedAt: now }).where(and(eq(grcConnections.accountId, row.accountId), eq(grcConnections.kind, 'vanta')));
  Object.assign(row, values);
  return answer.access_token;
}

// ---- runs -----------------------------------------------------------------------------------------------

function toRun(row: GrcRunRow): GrcRun {
  return {
    id: row.id,
    trigger: row.trigger === 'schedule' ? 'schedule' : 'manual',
    status: row.status === 'succeeded' || row.status === 'failed' ? row.status : 'running',
    started_at: row.startedAt.toISOString(),
    finished_at: iso(row.finishedAt),
    records_sent: row.recordsSent,
    records_total: row.recordsTotal,
    pages_sent: row.pagesSent,
    http_status: row.httpStatus,
    error: row.error,
    frameworks: frameworksOf(row.frameworks),
  };
}

export async function listRuns(db: Db, accountId: string, kind: GrcKind): Promise<GrcRun[]> {
  const rows = await db.select().from(grcRuns).where(and(eq(grcRuns.accountId, accountId), eq(grcRuns.kind, kind))).orderBy(desc(grcRuns.startedAt), desc(grcRuns.id)).limit(50);
  return rows.map(toRun);
}

async function post(url: string, headers: Record<string, string>, body: unknown): Promise<number> {
  const res = await outboundFetch(url, 'The ingest URL', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  await res.arrayBuffer().catch(() => undefined);
  return res.status;
}

/**
 * One export: reads the evidence, posts its pages in order, records the run. Never throws for what the
 * receiver does; the run row says it. `requestedBy` null = the schedule.
 */
export async function runExport(db: Db, accountId: string, kind: GrcKind, now: () => Date, requestedBy: string | null, audit?: Audit): Promise<GrcRun> {
  const row = await connectionOf(db, accountId, kind);
  if (!isConnected(row)) throw conflict(`${kind === 'vanta' ? 'Vanta' : 'Scrut'} is not connected for this company.`);
  const startedAt = now();
  // the run's row (and, for Send now, its audit row) commit before anything leaves the server
  const run = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(grcRuns)
      .values({ accountId, kind, trigger: requestedBy ? 'manual' : 'schedule', startedAt, status: 'running', requestedBy })
      .returning();
    await audit?.(tx, kind, { run: inserted.id, ingest_url: row!.ingestUrl });
    return inserted;
  });
  const evidence = await readEvidence(db, accountId);
  const pages = pagesOf(kind, evidence, GRC_PAGE_SIZE, startedAt);
  const sent: typeof evidence = [];
  let pagesSent = 0;
  let httpStatus: number | null = null;
  let error: string | null = null;
  try {
    let headers: Record<string, string> = kind === 'vanta'
      ? { authorization: `Bearer ${await vantaAccessToken(db, row!, startedAt)}` }
      : { 'x-api-key': open(accountId, 'scrut', 'api-key', row!.apiKeySealed!) };
    for (const page of pages) {
      httpStatus = await post(row!.ingestUrl, headers, page.body);
      if (httpStatus === 401 && kind === 'vanta' && row!.refreshTokenSealed) {
        // the token was revoked or expired early: refresh once and post the page again
        headers = { authorization: `Bearer ${await vantaAccessToken(db, row!, now(), true)}` };
        httpStatus = await post(row!.ingestUrl, headers, page.body);
      }
      if (httpStatus < 200 || httpStatus >= 300) {
        error = `The receiver answered HTTP ${httpStatus} to page ${pagesSent + 1} of ${pages.length}.`;
        break;
      }
      pagesSent += 1;
      sent.push(...page.records);
    }
  } catch (failure) {
    error = failure instanceof HttpError || failure instanceof Error ? failure.message : String(failure);
  }
  const frameworks = Object.fromEntries(countByFramework(sent).map((f) => [f.framework, f.records]));
  const [done] = await db
    .update(grcRuns)
    .set({ finishedAt: now(), status: error ? 'failed' : 'succeeded', recordsSent: sent.length, recordsTotal: evidence.length, pagesSent, httpStatus, error, frameworks })
    .where(and(eq(grcRuns.accountId, accountId), eq(grcRuns.id, run.id)))
    .returning();
  return toRun(done);
}

/** "Send now": refused while another run of the same integration is under way. Audited. */
export async function sendNow(db: Db, accountId: string, kind: GrcKind, memberId: string, now: () => Date, audit: Audit): Promise<GrcRun> {
  const since = new Date(now().getTime() - STALE_RUN_MS);
  const [busy] = await db
    .select({ id: grcRuns.id })
    .from(grcRuns)
    .where(and(eq(grcRuns.accountId, accountId), eq(grcRuns.kind, kind), eq(grcRuns.status, 'running'), gt(grcRuns.startedAt, since)))
    .limit(1);
  if (busy) throw conflict('An export is already under way. Wait for it to finish.');
  return runExport(db, accountId, kind, now, memberId, audit);
}

/** The daily job: every connected integration of every company, one after another. */
export async function runScheduled(db: Db, now: () => Date): Promise<void> {
  const rows = await db
    .select({ accountId: grcConnections.accountId, kind: grcConnections.kind })
    .from(grcConnections)
    .where(sql`${grcConnections.connectedAt} is not null`);
  for (const r of rows) {
    const kind = r.kind === 'vanta' ? 'vanta' : 'scrut';
    await runExport(db, r.accountId, kind, now, null).catch(() => undefined);
  }
}

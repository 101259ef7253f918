// Issue 27: reading people and groups from a directory's own API, page by page. Microsoft Graph (Azure and
// Microsoft Entra ID: client credentials, @odata.nextLink), the Google Admin SDK directory (a service
// account's signed JWT exchanged for a token, acting as a Workspace admin, or the refresh token of an
// admin's OAuth consent; nextPageToken) and Okta (an
// API token, Link rel="next"). Base URLs come from the environment so tests can point at a local server
// that speaks the same paging shapes; plain http is refused unless IAM_ALLOW_HTTP=1 (tests only).
import { importPKCS8, SignJWT } from 'jose';
import type { AuthMode, DirectoryKind } from '../../../src/api/contract/iam';
import { OutboundRefused, outboundFetch } from '../../lib/outbound';

export interface DirectoryUser {
  externalId: string;
  email: string | null;
  name: string;
  department: string | null;
  active: boolean;
}

export interface DirectoryGroup {
  externalId: string;
  name: string;
  /** the externalIds of the users in the group */
  memberIds: string[];
}

export interface DirectorySnapshot {
  users: DirectoryUser[];
  groups: DirectoryGroup[];
}

export interface DirectoryCredentials {
  kind: DirectoryKind;
  tenant: string;
  clientId: string;
  secret: string;
  /** Google: 'oauth' pulls with `refreshToken` and the OAuth client (clientId, secret); otherwise the service account key */
  authMode?: AuthMode;
  refreshToken?: string;
}

/** A directory larger than this many pages of one list is refused rather than read forever. */
const MAX_PAGES = 1000;
const TIMEOUT_MS = 30_000;

const env = (name: string, fallback: string) => (process.env[name] || fallback).replace(/\/+$/, '');
export const graphBase = () => env('IAM_GRAPH_URL', 'https://graph.microsoft.com');
export const microsoftLoginBase = () => env('IAM_MS_LOGIN_URL', 'https://login.microsoftonline.com');
export const googleApiBase = () => env('IAM_GOOGLE_API_URL', 'https://admin.googleapis.com');
export const googleAuthUrl = () => env('IAM_GOOGLE_AUTH_URL', 'https://accounts.google.com/o/oauth2/v2/auth');
export const googleTokenUrl = () => env('IAM_GOOGLE_TOKEN_URL', 'https://oauth2.googleapis.com/token');

export class DirectoryError extends Error {
  override name = 'DirectoryError';
}

/** Only https, unless the test switch is on; the URL as text without a trailing slash. */
export function checkedUrl(value: string, what: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new DirectoryError(`${what} is not a URL: ${value}`);
  }
  const httpAllowed = process.env.IAM_ALLOW_HTTP === '1';
  if (url.protocol !== 'https:' && !(httpAllowed && url.protocol === 'http:')) throw new DirectoryError(`${what} must use https: ${value}`);
  return url.toString().replace(/\/+$/, '');
}

async function call(url: string, init: RequestInit, what: string): Promise<Response> {
  let response: Response;
  try {
    response = await outboundFetch(checkedUrl(url, what), what, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    if (error instanceof DirectoryError) throw error;
    if (error instanceof OutboundRefused) throw new DirectoryError(error.message);
    throw new DirectoryError(`${what} could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) {
    const text = (await response.text().catch(() => '')).slice(0, 300);
    throw new DirectoryError(`${what} answered ${response.status}${text ? `: ${text}` : ''}`);
  }
  return response;
}

async function json<T>(url: string, init: RequestInit, what: string): Promise<T> {
  const response = await call(url, init, what);
  try {
    return (await response.json()) as T;
  } catch {
    throw new DirectoryError(`${what} did not answer JSON.`);
  }
}

/** Follows `next` until it answers nothing; each page's items are collected. */
async function pages<T>(first: string, read: (url: string) => Promise<{ items: T[]; next: string | null }>, what: string): Promise<T[]> {
  const out: T[] = [];
  let url: string | null = first;
  for (let page = 0; url; page++) {
    if (page >= MAX_PAGES) throw new DirectoryError(`${what} has more than ${MAX_PAGES} pages.`);
    const { items, next } = await read(url);
    out.push(...items);
    url = next;
  }
  return out;
}

const cleanName = (name: string | null | undefined, email: string | null) => (name ?? '').trim() || (email ?? '').split('@')[0] || 'Unknown';

// ---------- Microsoft Graph (Azure, Microsoft Entra ID) ----------

interface GraphUser {
  id: string;
  displayName?: string | null;
  mail?: string | null;
  userPrincipalName?: string | null;
  department?: string | null;
  accountEnabled?: boolean | null;
}

async function graphToken(c: DirectoryCredentials): Promise<string> {
  const body = new URLSearchParams({ client_id: c.clientId, client_secret: c.secret, grant_type: 'client_credentials', scope: `${graphBase()}/.default` });
  const answer = await json<{ access_token?: string }>(
    `${microsoftLoginBase()}/${encodeURIComponent(c.tenant)}/oauth2/v2.0/token`,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body },
    'The Microsoft token endpoint',
  );
  if (!answer.access_token) throw new DirectoryError('The Microsoft token endpoint answered no access token.');
  return answer.access_token;
}

async function graphList<T>(first: string, token: string, what: string): Promise<T[]> {
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  return pages<T>(
    first,
    async (url) => {
      const page = await json<{ value?: T[]; '@odata.nextLink'?: string }>(url, { headers }, what);
      return { items: page.value ?? [], next: page['@odata.nextLink'] ?? null };
    },
    what,
  );
}

async function readGraph(c: DirectoryCredentials): Promise<DirectorySnapshot> {
  const token = await graphToken(c);
  const base = `${graphBase()}/v1.0`;
  const users = await graphList<GraphUser>(`${base}/users?$select=id,displayName,mail,userPrincipalName,department,accountEnabled&$top=999`, token, 'Microsoft Graph /users');
  const groups = await graphList<{ id: string; displayName?: string | null }>(`${base}/groups?$select=id,displayName&$top=999`, token, 'Microsoft Graph /groups');
  const out: DirectoryGroup[] = [];
  for (const g of groups) {
    const members = await graphList<{ id: string }>(`${base}/groups/${encodeURIComponent(g.id)}/members?$select=id&$top=999`, token, 'Microsoft Graph group members');
    out.push({ externalId: g.id, name: cleanName(g.displayName, null), memberIds: members.map((m) => m.id) });
  }
  return {
    users: users.map((u) => {
      const email = u.mail || (u.userPrincipalName?.includes('@') ? u.userPrincipalName : null) || null;
      return { externalId: u.id, email, name: cleanName(u.displayName, email), department: u.department ?? null, active: u.accountEnabled !== false };
    }),
    groups: out,
  };
}

// ---------- Google Admin SDK directory ----------

interface ServiceAccountKey {
  client_email: string;
  private_key: string;
  token_uri?: string;
}

interface GoogleUser {
  id: string;
  primaryEmail?: string;
  name?: { fullName?: string };
  suspended?: boolean;
  archived?: boolean;
  organizations?: { department?: string; primary?: boolean }[];
}

export const GOOGLE_SCOPES = 'https://www.googleapis.com/auth/admin.directory.user.readonly https://www.googleapis.com/auth/admin.directory.group.readonly';

export function parseServiceAccountKey(secret: string): ServiceAccountKey {
  let key: Partial<ServiceAccountKey>;
  try {
    key = JSON.parse(secret) as Partial<ServiceAccountKey>;
  } catch {
    throw new DirectoryError('The Google secret is not a service account key (JSON).');
  }
  if (typeof key.client_email !== 'string' || typeof key.private_key !== 'string') throw new DirectoryError('The Google service account key lacks client_email or private_key.');
  return { client_email: key.client_email, private_key: key.private_key, token_uri: typeof key.token_uri === 'string' ? key.token_uri : undefined };
}

/** Service account with domain-wide delegation: a JWT signed with its key, acting as the admin in clientId. */
async function googleToken(c: DirectoryCredentials): Promise<string> {
  const key = parseServiceAccountKey(c.secret);
  const tokenUri = key.token_uri ?? 'https://oauth2.googleapis.com/token';
  let assertion: string;
  try {
    const signingKey = await importPKCS8(key.private_key, 'RS256');
    assertion = await new SignJWT({ scope: GOOGLE_SCOPES })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(key.client_email)
      .setSubject(c.clientId)
      .setAudience(tokenUri)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(signingKey);
  } catch (error) {
    throw new DirectoryError(`The Google service account key could not sign: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body = new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion });
  const answer = await json<{ access_token?: string }>(tokenUri, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }, 'The Google token endpoint');
  if (!answer.access_token) throw new DirectoryError('The Google token endpoint answered no access token.');
  return answer.access_token;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };

/** The consent's authorisation code (with its PKCE verifier) exchanged at Google's token URL; answers the refresh token. */
export async function exchangeGoogleCode(input: { clientId: string; clientSecret: string; code: string; redirectUri: string; verifier: string }): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    client_id: input.clientId,
    client_secret: input.clientSecret,
    redirect_uri: input.redirectUri,
    code_verifier: input.verifier,
  });
  const answer = await json<{ refresh_token?: unknown }>(googleTokenUrl(), { method: 'POST', headers: FORM, body }, 'The Google token endpoint');
  if (typeof answer.refresh_token !== 'string' || !answer.refresh_token) throw new DirectoryError('The Google token endpoint answered no refresh token.');
  return answer.refresh_token;
}

/** OAuth mode: the stored refresh token exchanged for an access token with the company's OAuth client. */
async function googleRefreshedToken(c: DirectoryCredentials): Promise<string> {
  if (!c.refreshToken) throw new DirectoryError('No Google consent is stored: connect with Google first.');
  const body = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: c.refreshToken, client_id: c.clientId, client_secret: c.secret });
  const answer = await json<{ access_token?: unknown }>(googleTokenUrl(), { method: 'POST', headers: FORM, body }, 'The Google token endpoint');
  if (typeof answer.access_token !== 'string' || !answer.access_token) throw new DirectoryError('The Google token endpoint answered no access token.');
  return answer.access_token;
}

async function googleList<T>(url: string, field: string, token: string, what: string): Promise<T[]> {
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  return pages<T>(
    url,
    async (pageUrl) => {
      const page = await json<Record<string, unknown> & { nextPageToken?: string }>(pageUrl, { headers }, what);
      const next = page.nextPageToken ? (() => { const u = new URL(url); u.searchParams.set('pageToken', page.nextPageToken!); return u.toString(); })() : null;
      return { items: (page[field] as T[] | undefined) ?? [], next };
    },
    what,
  );
}

async function readGoogle(c: DirectoryCredentials): Promise<DirectorySnapshot> {
  const token = c.authMode === 'oauth' ? await googleRefreshedToken(c) : await googleToken(c);
  const base = `${googleApiBase()}/admin/directory/v1`;
  const domain = encodeURIComponent(c.tenant);
  const users = await googleList<GoogleUser>(`${base}/users?domain=${domain}&maxResults=500`, 'users', token, 'Google directory users');
  const groups = await googleList<{ id: string; name?: string; email?: string }>(`${base}/groups?domain=${domain}&maxResults=200`, 'groups', token, 'Google directory groups');
  const out: DirectoryGroup[] = [];
  for (const g of groups) {
    const members = await googleList<{ id: string; type?: string }>(`${base}/groups/${encodeURIComponent(g.id)}/members?maxResults=200`, 'members', token, 'Google group members');
    out.push({ externalId: g.id, name: cleanName(g.name ?? g.email, null), memberIds: members.filter((m) => !m.type || m.type === 'USER').map((m) => m.id) });
  }
  return {
    users: users.map((u) => {
      const email = u.primaryEmail ?? null;
      const org = u.organizations?.find((o) => o.primary) ?? u.organizations?.[0];
      return { externalId: u.id, email, name: cleanName(u.name?.fullName, email), department: org?.department ?? null, active: !u.suspended && !u.archived };
    }),
    groups: out,
  };
}

// ---------- Okta ----------

interface OktaUser {
  id: string;
  status?: string;
  profile?: { firstName?: string | null; lastName?: string | null; email?: string | null; login?: string | null; department?: string | null };
}

/** RFC 8288: the URL of the link whose rel is "next", or null. */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /<([^>]+)>\s*;(.*)/.exec(part.trim());
    if (match && /\brel="?next"?/i.test(match[2])) return match[1];
  }
  return null;
}

const OKTA_INACTIVE = new Set(['SUSPENDED', 'DEPROVISIONED', 'LOCKED_OUT']);

async function oktaList<T>(first: string, apiToken: string, what: string): Promise<T[]> {
  const headers = { authorization: `SSWS ${apiToken}`, accept: 'application/json' };
  return pages<T>(
    first,
    async (url) => {
      const response = await call(url, { headers }, what);
      const items = (await response.json().catch(() => null)) as T[] | null;
      if (!Array.isArray(items)) throw new DirectoryError(`${what} did not answer a JSON list.`);
      return { items, next: nextLink(response.headers.get('link')) };
    },
    what,
  );
}

async function readOkta(c: DirectoryCredentials): Promise<DirectorySnapshot> {
  const org = checkedUrl(c.tenant, 'The Okta organisation URL');
  const users = await oktaList<OktaUser>(`${org}/api/v1/users?limit=200`, c.secret, 'Okta /api/v1/users');
  const groups = await oktaList<{ id: string; profile?: { name?: string } }>(`${org}/api/v1/groups?limit=200`, c.secret, 'Okta /api/v1/groups');
  const out: DirectoryGroup[] = [];
  for (const g of groups) {
    const members = await oktaList<{ id: string }>(`${org}/api/v1/groups/${encodeURIComponent(g.id)}/users?limit=200`, c.secret, 'Okta group members');
    out.push({ externalId: g.id, name: cleanName(g.profile?.name, null), memberIds: members.map((m) => m.id) });
  }
  return {
    users: users.map((u) => {
      const p = u.profile ?? {};
      const email = p.email ?? (p.login?.includes('@') ? p.login : null) ?? null;
      return { externalId: u.id, email, name: cleanName([p.firstName, p.lastName].filter(Boolean).join(' '), email), department: p.department ?? null, active: !OKTA_INACTIVE.has(u.status ?? '') };
    }),
    groups: out,
  };
}

/** Every user and group of the directory, read through its API. */
export async function readDirectory(c: DirectoryCredentials): Promise<DirectorySnapshot> {
  switch (c.kind) {
    case 'azure':
    case 'microsoft':
      return readGraph(c);
    case 'google':
      return readGoogle(c);
    case 'okta':
      return readOkta(c);
  }
}

// Issue 27 tests: a local HTTP server that speaks the directory APIs Palisade pulls from, with their own
// paging shapes — Microsoft Graph (client-credentials token, value + @odata.nextLink), the Google Admin SDK
// directory (JWT-bearer token, users/groups/members + nextPageToken) and Okta (SSWS token, JSON list +
// Link rel="next"). Pages hold `pageSize` items, so a directory of three users answers in two pages.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeUser {
  id: string;
  email: string;
  name: string;
  department?: string;
  active?: boolean;
}

export interface FakeGroup {
  id: string;
  name: string;
  members: string[];
}

export interface DirectoryServer {
  url: string;
  users: FakeUser[];
  groups: FakeGroup[];
  /** every request's method and path (without the query) */
  requests: { method: string; path: string; query: URLSearchParams }[];
  /** Google's OAuth token URL (/oauth2/token): the codes it accepts and every form it was sent */
  googleOauth: GoogleOauthFake;
  close(): Promise<void>;
}

/** A code the fake Google consent issued: the PKCE challenge and redirect URI the exchange must match. */
export interface IssuedCode {
  challenge: string;
  redirectUri: string;
}

export interface GoogleOauthFake {
  codes: Map<string, IssuedCode>;
  /** the forms posted to /oauth2/token, in order */
  grants: URLSearchParams[];
}

export const GOOGLE_OAUTH_CLIENT_ID = 'palisade-test.apps.googleusercontent.example';
export const GOOGLE_OAUTH_CLIENT_SECRET = 'google-oauth-client-secret';
export const GOOGLE_REFRESH_TOKEN = 'google-refresh-token-1';

export const GRAPH_SECRET = 'graph-client-secret';
export const OKTA_API_TOKEN = 'okta-api-token';

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startDirectoryServer(options: { users: FakeUser[]; groups?: FakeGroup[]; pageSize?: number; port?: number }): Promise<DirectoryServer> {
  const pageSize = options.pageSize ?? 2;
  const state: DirectoryServer = { url: '', users: options.users, groups: options.groups ?? [], requests: [], googleOauth: { codes: new Map(), grants: [] }, close: async () => {} };

  const page = <T>(items: T[], from: number) => ({ slice: items.slice(from, from + pageSize), next: from + pageSize < items.length ? from + pageSize : null });
  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', state.url);
      state.requests.push({ method: request.method ?? 'GET', path: url.pathname, query: url.searchParams });
      const auth = request.headers.authorization ?? '';
      const from = Number(url.searchParams.get('$skiptoken') ?? url.searchParams.get('pageToken') ?? url.searchParams.get('after') ?? 0);

      // ---- Microsoft identity platform + Graph ----
      if (request.method === 'POST' && /\/oauth2\/v2\.0\/token$/.test(url.pathname)) {
        const form = new URLSearchParams(await bodyOf(request));
        if (form.get('grant_type') !== 'client_credentials' || form.get('client_secret') !== GRAPH_SECRET) return send(response, 401, { error: 'invalid_client' });
        return send(response, 200, { access_token: 'graph-access-token', token_type: 'Bearer', expires_in: 3600 });
      }
      if (url.pathname.startsWith('/v1.0/')) {
        if (auth !== 'Bearer graph-access-token') return send(response, 401, { error: { code: 'InvalidAuthenticationToken' } });
        const nextLink = (next: number | null) => {
          if (next === null) return {};
          const u = new URL(url);
          u.searchParams.set('$skiptoken', String(next));
          return { '@odata.nextLink': u.toString() };
        };
        if (url.pathname === '/v1.0/users') {
          const { slice, next } = page(state.users, from);
          const value = slice.map((u) => ({ id: u.id, displayName: u.name, mail: u.email, userPrincipalName: u.email, department: u.department ?? null, accountEnabled: u.active !== false }));
          return send(response, 200, { '@odata.context': 'users', value, ...nextLink(next) });
        }
        if (url.pathname === '/v1.0/groups') {
          const { slice, next } = page(state.groups, from);
          return send(response, 200, { value: slice.map((g) => ({ id: g.id, displayName: g.name })), ...nextLink(next) });
        }
        const members = /^\/v1\.0\/groups\/([^/]+)\/members$/.exec(url.pathname);
        const group = members && state.groups.find((g) => g.id === decodeURIComponent(members[1]));
        if (group) {
          const { slice, next } = page(group.members, from);
          return send(response, 200, { value: slice.map((id) => ({ '@odata.type': '#microsoft.graph.user', id })), ...nextLink(next) });
        }
      }

      // ---- Okta ----
      if (url.pathname.startsWith('/api/v1/')) {
        if (auth !== `SSWS ${OKTA_API_TOKEN}`) return send(response, 401, { errorCode: 'E0000011', errorSummary: 'Invalid token provided' });
        const link = (next: number | null) => {
          const self = `<${url.toString()}>; rel="self"`;
          if (next === null) return { link: self };
          const u = new URL(url);
          u.searchParams.set('after', String(next));
          return { link: `${self}, <${u.toString()}>; rel="next"` };
        };
        if (url.pathname === '/api/v1/users') {
          const { slice, next } = page(state.users, from);
          const body = slice.map((u) => {
            const at = u.name.indexOf(' ');
            return { id: u.id, status: u.active === false ? 'SUSPENDED' : 'ACTIVE', profile: { firstName: at < 0 ? u.name : u.name.slice(0, at), lastName: at < 0 ? '' : u.name.slice(at + 1), email: u.email, login: u.email, department: u.department ?? null } };
          });
          return send(response, 200, body, link(next));
        }
        if (url.pathname === '/api/v1/groups') {
          const { slice, next } = page(state.groups, from);
          return send(response, 200, slice.map((g) => ({ id: g.id, profile: { name: g.name } })), link(next));
        }
        const members = /^\/api\/v1\/groups\/([^/]+)\/users$/.exec(url.pathname);
        const group = members && state.groups.find((g) => g.id === decodeURIComponent(members[1]));
        if (group) {
          const { slice, next } = page(group.members, from);
          return send(response, 200, slice.map((id) => ({ id })), link(next));
        }
      }

      // ---- Google OAuth 2.0 for an admin's consent: authorization_code (PKCE S256, single use) and refresh_token ----
      if (request.method === 'POST' && url.pathname === '/oauth2/token') {
        const form = new URLSearchParams(await bodyOf(request));
        state.googleOauth.grants.push(form);
        if (form.get('client_id') !== GOOGLE_OAUTH_CLIENT_ID || form.get('client_secret') !== GOOGLE_OAUTH_CLIENT_SECRET) return send(response, 401, { error: 'invalid_client' });
        if (form.get('grant_type') === 'authorization_code') {
          const issued = state.googleOauth.codes.get(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          const challenge = createHash('sha256').update(verifier).digest('base64url');
          if (!issued || issued.challenge !== challenge || issued.redirectUri !== form.get('redirect_uri')) return send(response, 400, { error: 'invalid_grant' });
          state.googleOauth.codes.delete(form.get('code')!);
          return send(response, 200, { access_token: 'google-access-token', refresh_token: GOOGLE_REFRESH_TOKEN, token_type: 'Bearer', expires_in: 3599 });
        }
        if (form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === GOOGLE_REFRESH_TOKEN) {
          return send(response, 200, { access_token: 'google-access-token', token_type: 'Bearer', expires_in: 3599 });
        }
        return send(response, 400, { error: 'invalid_grant' });
      }

      // ---- Google OAuth token (JWT bearer) + Admin SDK directory ----
      if (request.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(await bodyOf(request));
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || !form.get('assertion')) return send(response, 400, { error: 'invalid_grant' });
        return send(response, 200, { access_token: 'google-access-token', token_type: 'Bearer', expires_in: 3600 });
      }
      if (url.pathname.startsWith('/admin/directory/v1/')) {
        if (auth !== 'Bearer google-access-token') return send(response, 401, { error: { code: 401 } });
        const token = (next: number | null) => (next === null ? {} : { nextPageToken: String(next) });
        if (url.pathname === '/admin/directory/v1/users') {
          const { slice, next } = page(state.users, from);
          const users = slice.map((u) => ({ id: u.id, primaryEmail: u.email, name: { fullName: u.name }, suspended: u.active === false, organizations: u.department ? [{ department: u.department, primary: true }] : [] }));
          return send(response, 200, { kind: 'admin#directory#users', users, ...token(next) });
        }
        if (url.pathname === '/admin/directory/v1/groups') {
          const { slice, next } = page(state.groups, from);
          return send(response, 200, { groups: slice.map((g) => ({ id: g.id, name: g.name, email: `${g.id}@example.test` })), ...token(next) });
        }
        const members = /^\/admin\/directory\/v1\/groups\/([^/]+)\/members$/.exec(url.pathname);
        const group = members && state.groups.find((g) => g.id === decodeURIComponent(members[1]));
        if (group) {
          const { slice, next } = page(group.members, from);
          return send(response, 200, { members: slice.map((id) => ({ id, type: 'USER' })), ...token(next) });
        }
      }
      send(response, 404, { error: 'not found' });
    })().catch((error: unknown) => send(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

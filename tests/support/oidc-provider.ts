// A real OpenID provider for the SSO tests (issue 25): `oidc-provider` v9 in this process, on a free local
// port, standing in for Google, Microsoft and Okta. One confidential client (authorisation code, PKCE
// required), a few users, and a minimal interaction: GET /interaction/:uid shows a sign-in form with the
// user's id, POST signs that user in and grants openid profile email at once (no separate consent step).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface TestProviderOptions {
  redirectUris: string[];
  users: TestUser[];
  clientId?: string;
  clientSecret?: string;
  /** seconds an ID token is valid (oidc-provider's default is an hour) */
  idTokenTtl?: number;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

// oidc-provider ships no type declarations: the few members used here.
interface Grant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface Interaction {
  uid: string;
  params: Record<string, unknown>;
  prompt: { name: string };
}
interface OidcProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  Grant: new (init: { accountId: string; clientId: string }) => Grant;
}
type ProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function signInPage(uid: string, login: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider sign-in</title></head>
<body><main><h1>Test provider sign-in</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="login">User</label> <input id="login" name="login" value="${escapeHtml(login)}">
<button type="submit">Sign in</button></form></main></body></html>`;
}

export async function startOidcProvider(options: TestProviderOptions): Promise<TestProvider> {
  const moduleName = 'oidc-provider';
  const { default: Provider } = (await import(moduleName)) as { default: ProviderConstructor };
  const clientId = options.clientId ?? 'palisade-console';
  const clientSecret = options.clientSecret ?? 'test-client-secret-that-is-long-enough-for-hs256';
  async function interaction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      const user = options.users.find((u) => u.email === hint) ?? options.users[0];
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(signInPage(details.uid, user.sub));
      return;
    }
    const login = (await readForm(req)).get('login') ?? '';
    const user = options.users.find((u) => u.sub === login);
    if (!user) {
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'Unknown user' }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = new provider.Grant({ accountId: user.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope('openid profile email');
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId: user.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  const server = createServer((req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Requests reach the handlers above only after this line: the server answers once the test has the issuer.
  const provider: OidcProvider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    async findAccount(_ctx: unknown, sub: string) {
      const user = options.users.find((u) => u.sub === sub);
      if (!user) return undefined;
      return { accountId: sub, claims: async () => ({ sub, email: user.email, email_verified: user.email_verified, name: user.name }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` },
    pkce: { required: () => true },
    ttl: { IdToken: options.idTokenTtl ?? 3600, AccessToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    cookies: { keys: ['oidc-test-cookie-key'] },
  });

  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

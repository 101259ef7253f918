// Issue 25 (part 2): Google, Microsoft and Okta sign-in through OpenID Connect (authorisation code with
// PKCE, scopes openid profile email; spec part 1 §7 calls, §8 errors, §9 constants). The browser starts a
// sign-in with POST /auth/<provider>/signin-url, follows the provider's redirect, and hands the returned
// code and state to POST /auth/<provider>/signin from the callback page (/login/callback or
// /google/callback). State, nonce and verifier stay on the server. Each company configures its own
// connection (issuer, client id, client secret) on /google, /microsoft and /okta.
import { z } from 'zod';
import { emailField } from '../../lib/validation';
import { canAdminister } from './access';
import { signinResponse } from './auth';
import { endpoint } from './endpoint';

export const SSO_KINDS = ['google', 'microsoft', 'okta'] as const;
export const ssoKind = z.enum(SSO_KINDS);
export type SsoKind = z.infer<typeof ssoKind>;

/** spec part 1 §8: what an SSO sign-in refused with 401 or 403 says. */
export const SSO_NO_PERMISSION = "You don't currently have permission to access this application.";
/** spec part 1 §9: the cookie that turns the password form off on this browser lasts 3652 days. */
export const PASSWORD_SIGNIN_OFF_COOKIE = 'palisade_password_signin_off';
export const PASSWORD_SIGNIN_OFF_DAYS = 3652;

export const ssoProvidersResponse = z.object({
  /** providers at least one company has turned on; nothing about which company */
  providers: z.array(ssoKind),
  /** false once an SSO sign-in into a company with disable_username_password set the 3652-day cookie here */
  password: z.boolean(),
});
export type SsoProvidersResponse = z.infer<typeof ssoProvidersResponse>;

const issuerField = z
  .string()
  .trim()
  .min(1, 'Enter the issuer URL.')
  .max(500)
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Enter the issuer as a URL, such as https://accounts.google.com.');

export const ssoStartBody = z.object({
  /** the work address: picks the company whose connection is used when several companies use this provider */
  email: emailField.optional(),
  /** the issuer an Okta tile sends (iss), for the same purpose */
  issuer: issuerField.optional(),
});
export type SsoStartBody = z.infer<typeof ssoStartBody>;

export const ssoStartResponse = z.object({ url: z.string() });
export type SsoStartResponse = z.infer<typeof ssoStartResponse>;

export const ssoFinishBody = z.object({
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(512),
  /** RFC 9207: the issuer the provider named in its redirect, when it names one */
  iss: z.string().max(500).optional(),
});
export type SsoFinishBody = z.infer<typeof ssoFinishBody>;


export const ssoKindParams = z.object({ kind: ssoKind });

export const ssoConfig = z.object({
  kind: ssoKind,
  issuer: z.string(),
  client_id: z.string(),
  /** the secret never leaves the server; only whether one is stored */
  has_secret: z.boolean(),
  enabled: z.boolean(),
  updated_at: z.string().nullable(),
});
export type SsoConfig = z.infer<typeof ssoConfig>;

export const ssoConfigResponse = z.object({
  config: ssoConfig.nullable(),
  /** the address to register at the provider as the redirect (callback) URI */
  redirect_uri: z.string(),
});
export type SsoConfigResponse = z.infer<typeof ssoConfigResponse>;

export const ssoConfigBody = z.object({
  issuer: issuerField,
  client_id: z.string().trim().min(1, 'Enter the client ID.').max(300),
  /** left out (or empty) keeps the stored secret */
  client_secret: z.string().max(2000).optional(),
  enabled: z.boolean(),
});
export type SsoConfigBody = z.infer<typeof ssoConfigBody>;

const start = (kind: string) =>
  `Starts a ${kind} sign-in (authorisation code with PKCE, scopes openid profile email) and answers the provider URL to open. The connection is the company's whose member has the e-mail given, or the only company with this provider on. 404 when none applies.`;
const finish = (kind: string) =>
  `Completes a ${kind} sign-in with the code and state the provider returned: the state is used once and expires; the ID token's issuer, audience, nonce, expiry and signature are checked; the user is the member with the verified e-mail in the company that started it. 401/403 when refused. A company with disable_username_password gets the 3652-day cookie that hides the password form.`;

export const ssoApi = {
  providers: endpoint({
    method: 'GET',
    path: '/auth/sso/providers',
    access: 'public',
    tag: 'sso',
    description:
      'The single sign-on providers some company has turned on, so the sign-in page offers only those, and whether this browser still shows the password form (the cookie spec part 1 §9 names).',
    response: ssoProvidersResponse,
  }),
  googleSigninUrl: endpoint({ method: 'POST', path: '/auth/google/signin-url', access: 'public', tag: 'sso', description: start('Google'), body: ssoStartBody, response: ssoStartResponse, errors: [404, 429, 502] }),
  microsoftSigninUrl: endpoint({ method: 'POST', path: '/auth/microsoft/signin-url', access: 'public', tag: 'sso', description: start('Microsoft'), body: ssoStartBody, response: ssoStartResponse, errors: [404, 429, 502] }),
  oktaSigninUrl: endpoint({ method: 'POST', path: '/auth/okta/signin-url', access: 'public', tag: 'sso', description: start('Okta'), body: ssoStartBody, response: ssoStartResponse, errors: [404, 429, 502] }),
  googleSignin: endpoint({ method: 'POST', path: '/auth/google/signin', access: 'public', tag: 'sso', description: finish('Google'), body: ssoFinishBody, response: signinResponse, errors: [401, 429] }),
  microsoftSignin: endpoint({ method: 'POST', path: '/auth/microsoft/signin', access: 'public', tag: 'sso', description: finish('Microsoft'), body: ssoFinishBody, response: signinResponse, errors: [401, 429] }),
  oktaSignin: endpoint({ method: 'POST', path: '/auth/okta/signin', access: 'public', tag: 'sso', description: finish('Okta'), body: ssoFinishBody, response: signinResponse, errors: [401, 429] }),
  getConfig: endpoint({
    method: 'GET',
    path: '/sso/:kind',
    access: canAdminister,
    tag: 'sso',
    description: "The company's connection to this provider (never its secret) and the redirect URI to register there.",
    params: ssoKindParams,
    response: ssoConfigResponse,
  }),
  saveConfig: endpoint({
    method: 'PUT',
    path: '/sso/:kind',
    access: canAdminister,
    tag: 'sso',
    description: "Saves the company's connection after checking the issuer by OpenID discovery (400 with the reason when it cannot be reached or does not match). The secret is stored encrypted.",
    params: ssoKindParams,
    body: ssoConfigBody,
    response: ssoConfigResponse,
  }),
  deleteConfig: endpoint({
    method: 'DELETE',
    path: '/sso/:kind',
    access: canAdminister,
    tag: 'sso',
    description: "Removes the company's connection to this provider; its members can no longer sign in with it.",
    params: ssoKindParams,
    status: 204,
    errors: [404],
  }),
};

import { z } from 'zod';
import { emailField, passwordField, workEmailField } from '../../lib/validation';
import { loginTypeSchema, roleSchema } from './common';
import { endpoint } from './endpoint';

export const signinBody = z.object({
  email: emailField,
  password: z.string().min(1, 'Enter your password.').max(256),
});
export type SigninBody = z.infer<typeof signinBody>;

export const signupBody = z.object({
  email: workEmailField,
  firstName: z.string().trim().min(1, 'Enter your first name.').max(100),
  lastName: z.string().trim().min(1, 'Enter your last name.').max(100),
  company: z.string().trim().min(2, 'Enter your company name.').max(200),
  password: passwordField,
});
export type SignupBody = z.infer<typeof signupBody>;

export const switchAccountBody = z.object({
  client_id: z.string().trim().min(1).max(100),
});
export type SwitchAccountBody = z.infer<typeof switchAccountBody>;

/** spec part 1 §3: the signed-in user as kept in local storage, plus the token's role. */
export const sessionResponse = z.object({
  display_name: z.string(),
  email: z.string(),
  token: z.string(),
  login_type: loginTypeSchema,
  account_name: z.string(),
  account_id: z.string(),
  role: roleSchema,
});
export type SessionResponse = z.infer<typeof sessionResponse>;

/**
 * Issue 15: the answer to a sign-up that created nothing (the address already has an account). It does
 * not say why; the owner is told instead (an audit row today, an e-mail once mail lands). When sign-up
 * confirms addresses by e-mail, every sign-up answers this way and the two answers become one.
 */
export const SIGNUP_RECEIVED = 'Your request was received. If you already have an account with this e-mail address, sign in instead.';
export const signupReceived = z.object({
  status: z.literal('received'),
  message: z.string(),
});
export type SignupReceived = z.infer<typeof signupReceived>;

/** 201 with the session of the new company's admin, or 202 with `signupReceived`. */
export const signupResponse = z.union([sessionResponse, signupReceived]);
export type SignupResponse = z.infer<typeof signupResponse>;

/** The JWT claims the console reads (DESIGN.md API conventions). */
export const tokenClaims = z.object({
  sub: z.string(),
  email: z.string(),
  role: roleSchema,
  account_id: z.string(),
  account_name: z.string(),
  exp: z.number(),
  iat: z.number().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaims>;

// spec part 1 §7: sign-in, sign-up and the company switch.
export const authApi = {
  signIn: endpoint({
    method: 'POST',
    path: '/auth/signin',
    access: 'public',
    tag: 'auth',
    description:
      'Signs in with e-mail and password. Failures slow down the address from that client address and the client address (429 with Retry-After, growing delays); 100 failures of one address in an hour suspend its sign-in for the rest of that hour (429, code SIGNIN_SUSPENDED).',
    body: signinBody,
    response: sessionResponse,
    errors: [401, 429],
  }),
  signUp: endpoint({
    method: 'POST',
    path: '/signup',
    access: 'public',
    tag: 'auth',
    description:
      'Creates a company (pending, onboarding required) and its first admin and answers 201 with the session; for an address that already has an account it creates nothing and answers 202 with status "received". Limited per client address and per e-mail domain (429 with Retry-After).',
    body: signupBody,
    response: signupResponse,
    status: 201,
    errors: [429],
  }),
  switchAccount: endpoint({
    method: 'POST',
    path: '/auth/update',
    access: 'session',
    tag: 'auth',
    description: 'Switches the session into another company the user may reach (spec part 1 §4).',
    body: switchAccountBody,
    response: sessionResponse,
    readOnly: true,
  }),
};

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
    description: 'Signs in with e-mail and password; limited per address and per client address (429 with Retry-After).',
    body: signinBody,
    response: sessionResponse,
    errors: [401, 429],
  }),
  signUp: endpoint({
    method: 'POST',
    path: '/signup',
    access: 'public',
    tag: 'auth',
    description: 'Creates a company (pending, onboarding required) and its first admin; answers 201 with the session.',
    body: signupBody,
    response: sessionResponse,
    status: 201,
    errors: [409],
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

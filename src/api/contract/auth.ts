import { z } from 'zod';
import { emailField, passwordField, workEmailField } from '../../lib/validation';
import { canAdminister, canChangeSettings, canDeleteAccount, canSeeLogs } from './access';
import { loginTypeSchema, pageQuery, queryList, roleSchema, sortOrderSchema } from './common';
import { countOf, endpoint } from './endpoint';

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

/** Issue 25: a correct first factor of a member with a second factor (or whose company requires one). */
export const AUTH_METHODS = ['password', 'google', 'microsoft', 'okta', 'pin'] as const;
export const authMethodSchema = z.enum(AUTH_METHODS);
export type AuthMethod = z.infer<typeof authMethodSchema>;
export const mfaRequiredResponse = z.object({
  status: z.literal('mfa_required'),
  /** single use; send it back with the code to POST /auth/mfa/verify */
  challenge: z.string(),
  expires_at: z.string(),
  /** true when the member has no factor yet and must set one up before the session is given */
  enrol: z.boolean(),
});
export type MfaRequiredResponse = z.infer<typeof mfaRequiredResponse>;
/** What every sign-in method ends in: the session, or the second-factor step. */
export const signinResponse = z.union([sessionResponse, mfaRequiredResponse]);
export type SigninResponse = z.infer<typeof signinResponse>;

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


// ---------- Issue 25: password reset, second factor, login history, delete account ----------

export const PASSWORD_RESET_SENT = 'If an account exists for this e-mail address, we have sent a link to reset its password. The link works once, within 30 minutes.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. Sign in with your new password.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Ask for a new one.';
export const MFA_CODE_INVALID = 'The code is not valid. Enter the current 6-digit code from your authenticator app, or a recovery code.';
export const MFA_CHALLENGE_EXPIRED = 'This sign-in step has expired. Sign in again.';

export const passwordResetRequestBody = z.object({ email: emailField });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBody>;
export const resetPasswordBody = z.object({
  token: z.string().trim().min(20, RESET_LINK_INVALID).max(200),
  password: passwordField,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export const authMessage = z.object({ status: z.enum(['sent', 'reset']), message: z.string() });
export type AuthMessage = z.infer<typeof authMessage>;

/** A 6-digit TOTP code, or a recovery code (xxxxx-xxxxx). */
export const mfaCodeField = z
  .string()
  .trim()
  .min(6, 'Enter the 6-digit code.')
  .max(32)
  .regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, 'Enter the 6-digit code or a recovery code.');
export const mfaVerifyBody = z.object({ challenge: z.string().trim().min(20).max(200), code: mfaCodeField });
export type MfaVerifyBody = z.infer<typeof mfaVerifyBody>;
export const mfaEnrolChallengeBody = z.object({ challenge: z.string().trim().min(20).max(200) });
/** The session, plus the recovery codes when this step also set up the factor (shown once). */
export const mfaVerifyResponse = sessionResponse.extend({ recovery_codes: z.array(z.string()).optional() });
export type MfaVerifyResponse = z.infer<typeof mfaVerifyResponse>;

export const mfaStatus = z.object({
  enrolled: z.boolean(),
  confirmed_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  /** the company requires a second factor for all its admins */
  required: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatus>;
export const mfaEnrolment = z.object({
  /** base32, for typing into an authenticator app */
  secret: z.string(),
  otpauth_url: z.string(),
  /** the otpauth URL as a PNG data URL */
  qr_data_url: z.string(),
});
export type MfaEnrolment = z.infer<typeof mfaEnrolment>;
export const mfaConfirmBody = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code.') });
export type MfaConfirmBody = z.infer<typeof mfaConfirmBody>;
export const recoveryCodes = z.object({ recovery_codes: z.array(z.string()) });
export const mfaDisableBody = z.object({ code: mfaCodeField });
export const mfaResetBody = z.object({ member_id: z.uuid() });
export const accountSecurityBody = z.object({ require_mfa: z.boolean() });
export type AccountSecurity = z.infer<typeof accountSecurityBody>;
/** the rule, and whether the signed-in user may change it */
export const accountSecurityState = accountSecurityBody.extend({ can_change: z.boolean() });

const epochMs = z.coerce.number().int().min(0).max(8.64e15);
export const LOGIN_RESULTS = ['success', 'failure', 'mfa_required'] as const;
export const loginHistoryFilterQuery = z.object({
  /** part of the e-mail address */
  u: z.string().trim().max(200).optional(),
  method: queryList(authMethodSchema, 5),
  result: queryList(z.enum(LOGIN_RESULTS), 3),
  s: epochMs.optional(),
  e: epochMs.optional(),
  so: sortOrderSchema.default('desc'),
});
export type LoginHistoryFilters = z.input<typeof loginHistoryFilterQuery>;
export type LoginHistoryFilterQuery = z.output<typeof loginHistoryFilterQuery>;
export const loginHistoryQuery = pageQuery.extend(loginHistoryFilterQuery.shape).extend({ format: z.enum(['csv']).optional() });
export type LoginHistoryQuery = z.output<typeof loginHistoryQuery>;
export const loginHistoryRow = z.object({
  id: z.string(),
  time: z.string(),
  email: z.string(),
  method: authMethodSchema,
  result: z.enum(LOGIN_RESULTS),
  detail: z.string().nullable(),
  ip: z.string(),
  user_agent: z.string(),
});
export type LoginHistoryRow = z.infer<typeof loginHistoryRow>;
export const LOGIN_HISTORY_FILE = 'LoginHistory.csv';

export const deleteAccountBody = z.object({ company_name: z.string().trim().min(1, 'Type the company name.').max(200) });
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
export const deleteAccountResult = z.object({ deleted: z.literal(true), tables: z.number().int(), rows: z.number().int() });

const listLoginHistory = endpoint({
  method: 'GET',
  path: '/login-details',
  access: canSeeLogs,
  tag: 'auth',
  description: "The company's sign-ins and failed sign-ins, newest first: e-mail, method, result, IP, user agent, time. format=csv answers every filtered row as a CSV download.",
  query: loginHistoryQuery,
  response: z.array(loginHistoryRow),
  produces: ['application/json', 'text/csv'],
});

/** Registered by server/modules/login-history. */
export const loginHistoryApi = { listLoginHistory, countLoginHistory: countOf(listLoginHistory) } as const;

export const accountAuthApi = {
  sendPasswordResetLink: endpoint({
    method: 'POST',
    path: '/send-password-reset-link',
    access: 'public',
    tag: 'auth',
    description: 'E-mails a single-use link (30 minutes) to reset the password. The same answer whether or not the address has an account. Limited per client address and per address (429).',
    body: passwordResetRequestBody,
    response: authMessage,
    errors: [429],
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/reset-password',
    access: 'public',
    tag: 'auth',
    description: 'Sets a new password (spec part 1 §5 rule) with the token of a reset link; the link works once, and every session issued before is revoked.',
    body: resetPasswordBody,
    response: authMessage,
    errors: [429],
  }),
  verifyMfa: endpoint({
    method: 'POST',
    path: '/auth/mfa/verify',
    access: 'public',
    tag: 'auth',
    description: 'The second step of a sign-in: the challenge of the first step and a TOTP code (or a recovery code, once). Five wrong codes close the challenge.',
    body: mfaVerifyBody,
    response: mfaVerifyResponse,
    errors: [401, 429],
  }),
  enrolMfaForChallenge: endpoint({
    method: 'POST',
    path: '/auth/mfa/challenge-enrol',
    access: 'public',
    tag: 'auth',
    description: 'When the company requires a second factor and the member has none, the sign-in step sets one up: a new secret and its QR code; the first code sent to /auth/mfa/verify confirms it.',
    body: mfaEnrolChallengeBody,
    response: mfaEnrolment,
    errors: [401],
  }),
  mfaStatus: endpoint({ method: 'GET', path: '/auth/mfa', access: 'session', tag: 'auth', description: "The signed-in user's second factor.", response: mfaStatus }),
  enrolMfa: endpoint({
    method: 'POST',
    path: '/auth/mfa/enrol',
    access: 'session',
    tag: 'auth',
    description: 'Starts setting up an authenticator app: a new secret (replacing an unconfirmed one) with its QR code. A confirmed factor must be turned off first (409).',
    response: mfaEnrolment,
    errors: [409],
    readOnly: true,
  }),
  confirmMfa: endpoint({
    method: 'POST',
    path: '/auth/mfa/confirm',
    access: 'session',
    tag: 'auth',
    description: 'Confirms the new factor with a current code and answers ten recovery codes, shown once.',
    body: mfaConfirmBody,
    response: recoveryCodes,
    errors: [409, 429],
    readOnly: true,
  }),
  disableMfa: endpoint({
    method: 'POST',
    path: '/auth/mfa/disable',
    access: 'session',
    tag: 'auth',
    description: 'Turns the second factor off, with a current code or a recovery code.',
    body: mfaDisableBody,
    response: mfaStatus,
    errors: [429],
    readOnly: true,
  }),
  resetMemberMfa: endpoint({
    method: 'POST',
    path: '/auth/mfa/reset',
    access: canAdminister,
    tag: 'auth',
    description: "Removes another console user's second factor of this company (they set it up again at their next sign-in when the company requires one). Audited.",
    body: mfaResetBody,
    response: z.object({ reset: z.boolean() }),
    errors: [404],
  }),
  getAccountSecurity: endpoint({
    method: 'GET',
    path: '/account-security',
    access: 'session',
    tag: 'auth',
    description: "The company's sign-in rules, and whether the caller may change them.",
    response: accountSecurityState,
  }),
  setAccountSecurity: endpoint({
    method: 'PUT',
    path: '/account-security',
    access: canChangeSettings,
    tag: 'auth',
    description: 'Requires (or stops requiring) a second factor for every console user of the company. Audited.',
    body: accountSecurityBody,
    response: accountSecurityState,
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: '/delete-account',
    access: canDeleteAccount,
    tag: 'auth',
    description: "Deletes the company and every row of its data in every tenant table, at once, after the company's exact name is typed. Admins only.",
    body: deleteAccountBody,
    response: deleteAccountResult,
    errors: [409],
  }),
} as const;

// spec part 1 §7: sign-in, sign-up and the company switch.
export const signinApi = {
  signIn: endpoint({
    method: 'POST',
    path: '/auth/signin',
    access: 'public',
    tag: 'auth',
    description:
      'Signs in with e-mail and password. Failures slow down the address from that client address and the client address (429 with Retry-After, growing delays); 100 failures of one address in an hour suspend its sign-in for the rest of that hour (429, code SIGNIN_SUSPENDED).',
    body: signinBody,
    response: signinResponse,
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

/** Every auth call: the area's entry in API_AREAS. */
export const authApi = { ...signinApi, ...accountAuthApi, ...loginHistoryApi };

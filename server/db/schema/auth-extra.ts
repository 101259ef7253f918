// Issue 25 (auth-local): password reset links, second factors (TOTP + recovery codes), sign-in challenges,
// per-account security settings and the login history shown on /login-details.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, flag, id, tenantId } from './columns';

/** Every sign-in attempt of a known member (success, failure, challenge), by method. */
export const loginHistory = pgTable(
  'login_history',
  {
    accountId: tenantId(),
    id: id().notNull(),
    memberId: uuid(),
    email: text().notNull(),
    /** 'password' | 'google' | 'microsoft' | 'okta' | 'pin' */
    method: text().notNull(),
    /** 'success' | 'failure' | 'mfa_required' */
    result: text().notNull(),
    /** why a failure failed, or which second factor passed */
    detail: text(),
    ip: text().notNull(),
    userAgent: text().notNull().default(''),
    at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.at)],
);

/** A single-use password reset link: only the SHA-256 of the token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    accountId: tenantId(),
    id: id().notNull(),
    memberId: uuid().notNull(),
    tokenHash: text().notNull(),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), uniqueIndex().on(t.tokenHash), index().on(t.accountId, t.memberId)],
);

/** A member's TOTP factor; the secret is sealed with server/lib/secret-box.ts (context: member id). */
export const mfaFactors = pgTable(
  'mfa_factors',
  {
    accountId: tenantId(),
    memberId: uuid().notNull(),
    secretSealed: text().notNull(),
    /** null until the member confirmed a first code; only confirmed factors are asked for at sign-in */
    confirmedAt: at(),
    /** the last time step accepted, so one code cannot be used twice */
    lastStep: integer(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.memberId] }), uniqueIndex().on(t.memberId)],
);

/** Recovery codes (SHA-256), each usable once. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    accountId: tenantId(),
    memberId: uuid().notNull(),
    codeHash: text().notNull(),
    usedAt: at(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.memberId, t.codeHash] })],
);

/** The step between a correct first factor and the session: short-lived, few attempts, single use. */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    accountId: tenantId(),
    id: id().notNull(),
    memberId: uuid().notNull(),
    tokenHash: text().notNull(),
    method: text().notNull(),
    /** true when the member has no factor yet but the account requires one: the step is enrolment */
    enrol: flag(),
    ip: text().notNull(),
    userAgent: text().notNull().default(''),
    attempts: integer().notNull().default(0),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), uniqueIndex().on(t.tokenHash), check('mfa_challenges_attempts', sql`${t.attempts} >= 0`)],
);

/** Per-company sign-in rules (issue 25): "require two-factor for all admins". */
export const accountSecurity = pgTable('account_security', {
  accountId: tenantId().primaryKey(),
  requireMfa: flag(),
  updatedAt: createdAt(),
});

export type LoginHistoryRow = typeof loginHistory.$inferSelect;
export type MfaFactorRow = typeof mfaFactors.$inferSelect;
export type MfaChallengeRow = typeof mfaChallenges.$inferSelect;

import { and, count, desc, eq, gt, inArray, lt, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';

/**
 * Sign-in and sign-up limits, stored in the database so they hold across API instances (docs/SECURITY.md).
 * Issue 15: a failed password never locks an account for everyone. One (address, client IP) pair and one
 * client IP are slowed down with delays that double with each further failure; only a ceiling of failures
 * per address from anywhere in an hour (ASVS 4.0.3 §2.2.1) suspends the address's password sign-in, and
 * that is said in the answer and written to the audit log.
 */
export interface ThrottleSettings {
  /** failures of one address from one client IP before the delays start */
  perPair: number;
  /** failures from one client IP, over every address, before the delays start */
  perIp: number;
  /** the first delay; each further failure doubles it, up to maxDelayMs */
  baseDelayMs: number;
  maxDelayMs: number;
  /** how long a failure counts towards the pair and IP delays */
  windowMs: number;
  /** failures of one address from anywhere within accountWindowMs that suspend its password sign-in */
  accountCeiling: number;
  accountWindowMs: number;
  /** sign-up attempts per client IP and per e-mail domain within signupWindowMs */
  signupPerIp: number;
  signupPerDomain: number;
  signupWindowMs: number;
}

/** What buildApp takes: any subset, the rest from DEFAULT_RATE_LIMIT. */
export type RateLimitSettings = Partial<ThrottleSettings>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_RATE_LIMIT: ThrottleSettings = {
  perPair: 5,
  perIp: 20,
  baseDelayMs: MINUTE,
  maxDelayMs: 15 * MINUTE,
  windowMs: HOUR,
  accountCeiling: 100,
  accountWindowMs: HOUR,
  signupPerIp: 10,
  signupPerDomain: 5,
  signupWindowMs: HOUR,
};

const pairKey = (email: string, ip: string) => `pair:${email}|${ip}`;
const ipKey = (ip: string) => `ip:${ip}`;
const emailKey = (email: string) => `email:${email}`;
const signupIpKey = (ip: string) => `signup-ip:${ip}`;
const signupDomainKey = (domain: string) => `signup-domain:${domain}`;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function minutesText(waitSeconds: number): string {
  const minutes = Math.ceil(waitSeconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** '2025-03-04 14:32 UTC', rounded up to the minute so that trying at that time succeeds. */
function utcMinute(at: Date): string {
  const rounded = new Date(Math.ceil(at.getTime() / MINUTE) * MINUTE);
  return `${rounded.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function tooManySigninAttempts(waitSeconds: number): HttpError {
  return new HttpError(429, 'TOO_MANY_ATTEMPTS', `Too many sign-in attempts. Try again in ${minutesText(waitSeconds)}.`, { 'retry-after': String(waitSeconds) });
}

export function signinSuspended(until: Date, waitSeconds: number): HttpError {
  return new HttpError(429, 'SIGNIN_SUSPENDED', `Too many failed sign-ins for this account: sign-in is suspended until ${utcMinute(until)}.`, {
    'retry-after': String(waitSeconds),
  });
}

export function tooManySignupAttempts(waitSeconds: number): HttpError {
  return new HttpError(429, 'TOO_MANY_ATTEMPTS', `Too many sign-up attempts. Try again in ${minutesText(waitSeconds)}.`, { 'retry-after': String(waitSeconds) });
}

export function createSigninLimiter(db: Db, overrides: RateLimitSettings | undefined, now: () => Date) {
  const settings: ThrottleSettings = { ...DEFAULT_RATE_LIMIT, ...overrides };

  /** Failures of a key within the window (after its last success when `resetBySuccess`), and the latest. */
  async function failuresOf(key: string, windowMs: number, resetBySuccess: boolean) {
    let since = new Date(now().getTime() - windowMs);
    if (resetBySuccess) {
      const [last] = await db
        .select({ at: max(loginAttempts.at) })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.key, key), eq(loginAttempts.success, true), gt(loginAttempts.at, since)));
      if (last?.at) since = new Date(last.at);
    }
    const [row] = await db
      .select({ n: count(), last: max(loginAttempts.at) })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, key), eq(loginAttempts.success, false), gt(loginAttempts.at, since)));
    return { n: Number(row?.n ?? 0), last: row?.last ? new Date(row.last) : null };
  }

  /** Milliseconds a key must still wait: none below its free failures, then a delay doubling per failure. */
  async function delayOf(key: string, free: number, resetBySuccess: boolean): Promise<number> {
    const { n, last } = await failuresOf(key, settings.windowMs, resetBySuccess);
    if (n < free || !last) return 0;
    const delay = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** (n - free));
    return last.getTime() + delay - now().getTime();
  }

  /** When the address's hourly ceiling is reached: the time its oldest counted failure stops counting. */
  async function suspendedUntil(email: string): Promise<Date | null> {
    const since = new Date(now().getTime() - settings.accountWindowMs);
    const rows = await db
      .select({ at: loginAttempts.at })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, emailKey(email)), eq(loginAttempts.success, false), gt(loginAttempts.at, since)))
      .orderBy(desc(loginAttempts.at))
      .limit(settings.accountCeiling);
    if (rows.length < settings.accountCeiling) return null;
    // The address may try again when fewer than `accountCeiling` failures remain in the window.
    const freedBy = rows[settings.accountCeiling - 1];
    return new Date(new Date(freedBy.at).getTime() + settings.accountWindowMs);
  }

  async function windowCount(key: string, windowMs: number) {
    return (await failuresOf(key, windowMs, false)).n;
  }

  return {
    settings,

    /** Throws 429 when this address is suspended, or this pair or IP must still wait. Same answer whether or not the address exists. */
    async assertSigninAllowed(email: string, ip: string): Promise<void> {
      const until = await suspendedUntil(email);
      if (until) throw signinSuspended(until, seconds(until.getTime() - now().getTime()));
      // A successful sign-in clears the pair's failures; the IP's are not cleared, so an attacker cannot
      // reset them by signing in to an account of their own.
      const wait = Math.max(await delayOf(pairKey(email, ip), settings.perPair, true), await delayOf(ipKey(ip), settings.perIp, false));
      if (wait > 0) throw tooManySigninAttempts(seconds(wait));
    },

    /** Records a failure; answers the suspension's end when this failure reached the address's ceiling. */
    async recordSigninFailure(email: string, ip: string): Promise<Date | null> {
      const at = now();
      const keys = [pairKey(email, ip), ipKey(ip), emailKey(email)];
      const keep = Math.max(settings.windowMs, settings.accountWindowMs);
      await db.delete(loginAttempts).where(and(inArray(loginAttempts.key, keys), lt(loginAttempts.at, new Date(at.getTime() - keep))));
      await db.insert(loginAttempts).values(keys.map((key) => ({ key, at, success: false })));
      if ((await windowCount(emailKey(email), settings.accountWindowMs)) !== settings.accountCeiling) return null;
      return suspendedUntil(email);
    },

    async recordSigninSuccess(email: string, ip: string): Promise<void> {
      await db.insert(loginAttempts).values({ key: pairKey(email, ip), at: now(), success: true });
    },

    /** Counts one sign-up attempt per client IP and per e-mail domain; throws 429 past either limit. */
    async takeSignupAttempt(email: string, ip: string): Promise<void> {
      const domain = email.slice(email.lastIndexOf('@') + 1);
      const limits: [string, number][] = [
        [signupIpKey(ip), settings.signupPerIp],
        [signupDomainKey(domain), settings.signupPerDomain],
      ];
      const current = now();
      let wait = 0;
      for (const [key, limit] of limits) {
        const since = new Date(current.getTime() - settings.signupWindowMs);
        const rows = await db
          .select({ at: loginAttempts.at })
          .from(loginAttempts)
          .where(and(eq(loginAttempts.key, key), gt(loginAttempts.at, since)))
          .orderBy(desc(loginAttempts.at))
          .limit(limit);
        if (rows.length >= limit) {
          const freedAt = new Date(rows[limit - 1].at).getTime() + settings.signupWindowMs;
          wait = Math.max(wait, freedAt - current.getTime());
        }
      }
      if (wait > 0) throw tooManySignupAttempts(seconds(wait));
      const keys = limits.map(([key]) => key);
      await db.delete(loginAttempts).where(and(inArray(loginAttempts.key, keys), lt(loginAttempts.at, new Date(current.getTime() - settings.signupWindowMs))));
      await db.insert(loginAttempts).values(keys.map((key) => ({ key, at: current, success: false })));
    },
  };
}

export type SigninLimiter = ReturnType<typeof createSigninLimiter>;

/** Issue 25: throws `tooMany(waitSeconds)` when `limit` attempts of `key` already fall within `windowMs`. */
export async function assertUnderLimit(db: Db, key: string, limit: number, windowMs: number, at: Date, tooMany: (waitSeconds: number) => HttpError): Promise<void> {
  const since = new Date(at.getTime() - windowMs);
  const rows = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.at, since)))
    .orderBy(desc(loginAttempts.at))
    .limit(limit);
  if (rows.length >= limit) throw tooMany(seconds(new Date(rows[limit - 1].at).getTime() + windowMs - at.getTime()));
}

/** Counts one attempt of `key` (stored with the sign-in attempts, so it holds across instances), dropping those older than `windowMs`. */
export async function recordAttempt(db: Db, key: string, windowMs: number, at: Date): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.key, key), lt(loginAttempts.at, new Date(at.getTime() - windowMs))));
  await db.insert(loginAttempts).values({ key, at, success: false });
}

/** Both: refused past the limit, else counted. */
export async function takeAttempt(db: Db, key: string, limit: number, windowMs: number, at: Date, tooMany: (waitSeconds: number) => HttpError): Promise<void> {
  await assertUnderLimit(db, key, limit, windowMs, at, tooMany);
  await recordAttempt(db, key, windowMs, at);
}

import { and, desc, eq, gt, inArray, lt, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';

/** DESIGN.md security: sign-in is limited per address and per client IP, in the database (stateless API). */
export interface RateLimitSettings {
  perEmail: number;
  perIp: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitSettings = { perEmail: 5, perIp: 20, windowMs: 15 * 60 * 1000 };

const emailKey = (email: string) => `email:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;

export function createSigninLimiter(db: Db, settings: RateLimitSettings, now: () => Date) {
  /** Seconds until the key allows another attempt, or 0. */
  async function waitFor(key: string, limit: number, resetBySuccess: boolean): Promise<number> {
    const current = now();
    let since = new Date(current.getTime() - settings.windowMs);
    if (resetBySuccess) {
      // A successful sign-in clears the address's failures; the IP counter is not cleared, so an
      // attacker cannot reset it by signing in to an account of their own.
      const [last] = await db
        .select({ at: max(loginAttempts.at) })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.key, key), eq(loginAttempts.success, true), gt(loginAttempts.at, since)));
      if (last?.at) since = new Date(last.at);
    }
    const failures = await db
      .select({ at: loginAttempts.at })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, key), eq(loginAttempts.success, false), gt(loginAttempts.at, since)))
      .orderBy(desc(loginAttempts.at))
      .limit(limit);
    if (failures.length < limit) return 0;
    const freedAt = new Date(failures[limit - 1].at).getTime() + settings.windowMs;
    return Math.max(1, Math.ceil((freedAt - current.getTime()) / 1000));
  }

  return {
    async assertAllowed(email: string, ip: string): Promise<void> {
      const wait = Math.max(await waitFor(emailKey(email), settings.perEmail, true), await waitFor(ipKey(ip), settings.perIp, false));
      if (wait === 0) return;
      const minutes = Math.ceil(wait / 60);
      // The same answer whether or not the address exists.
      throw new HttpError(429, 'TOO_MANY_ATTEMPTS', `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, {
        'retry-after': String(wait),
      });
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      const at = now();
      const keys = [emailKey(email), ipKey(ip)];
      await db.delete(loginAttempts).where(and(inArray(loginAttempts.key, keys), lt(loginAttempts.at, new Date(at.getTime() - settings.windowMs))));
      await db.insert(loginAttempts).values(keys.map((key) => ({ key, at, success: false })));
    },
    async recordSuccess(email: string): Promise<void> {
      await db.insert(loginAttempts).values({ key: emailKey(email), at: now(), success: true });
    },
  };
}

export type SigninLimiter = ReturnType<typeof createSigninLimiter>;

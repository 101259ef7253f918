import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import type { AgentSettings } from './settings';

export interface EnrolAttempt {
  /** the secret was right: the attempt is not counted */
  succeeded(): Promise<void>;
  /** the secret was wrong: the attempt counts for the window */
  failed(): Promise<void>;
}

const failureKey = (ip: string) => `enrol-ip:${ip}`;
/** Each pending attempt has a key of its own, so removing it can never remove a concurrent twin. */
const pendingPrefix = (ip: string) => `enrol-pending:${ip}#`;

/**
 * Failed enrolments per client IP (issue 15 finding 7), kept in login_attempts beside the sign-in
 * limiter's keys, so the limit holds across API instances sharing one database.
 *
 * Only failures count: an attacker guessing secrets fails every time, while the simulator and a
 * fleet rolling out behind one NAT enrol hundreds of devices from one address with the right secret.
 * Unlike sign-in's check-then-record, an attempt is recorded as pending BEFORE the secret is looked
 * up, and pending attempts count: a burst of concurrent guesses each sees the others, so no more than
 * `failures` wrong secrets are answered per window however fast they arrive.
 */
export function createEnrolLimiter(db: Db, settings: AgentSettings['enrolLimit'], now: () => Date) {
  const forget = async (pendingKey: string) => {
    await db.delete(loginAttempts).where(eq(loginAttempts.key, pendingKey));
  };

  /** This IP's failures, and its pending attempts unless `failuresOnly`, newest first. */
  function counted(ip: string, since: Date, limit: number, failuresOnly = false) {
    const failures = eq(loginAttempts.key, failureKey(ip));
    const pending = sql`starts_with(${loginAttempts.key}, ${pendingPrefix(ip)})`;
    return db
      .select({ at: loginAttempts.at })
      .from(loginAttempts)
      .where(and(failuresOnly ? failures : or(failures, pending), gt(loginAttempts.at, since)))
      .orderBy(desc(loginAttempts.at))
      .limit(limit);
  }

  return {
    /** Counts an attempt from `ip`; over the limit, 429 with Retry-After and the secret is not looked at. */
    async begin(ip: string): Promise<EnrolAttempt> {
      const failure = failureKey(ip);
      const pending = pendingPrefix(ip) + randomUUID();
      const at = now();
      const since = new Date(at.getTime() - settings.windowMs);
      await db.insert(loginAttempts).values({ key: pending, at, success: false });
      if ((await counted(ip, since, settings.failures + 1)).length > settings.failures) {
        await forget(pending);
        const failures = await counted(ip, since, settings.failures, true);
        // over the limit only through attempts still being answered (a hurried roll-out): come back at once
        const freedAt = failures.length < settings.failures ? at.getTime() : new Date(failures[settings.failures - 1].at).getTime() + settings.windowMs;
        const wait = Math.max(1, Math.ceil((freedAt - at.getTime()) / 1000));
        const minutes = Math.ceil(wait / 60);
        throw new HttpError(
          429,
          'TOO_MANY_ATTEMPTS',
          `Too many failed enrolments from this address. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
          { 'retry-after': String(wait) },
        );
      }
      return {
        succeeded: () => forget(pending),
        async failed() {
          // recorded before the pending row goes, so a concurrent check never sees neither
          await db.insert(loginAttempts).values({ key: failure, at, success: false });
          await forget(pending);
          // rows past the window, a crashed attempt's pending row among them
          const stale = or(eq(loginAttempts.key, failure), sql`starts_with(${loginAttempts.key}, ${pendingPrefix(ip)})`);
          await db.delete(loginAttempts).where(and(stale, lt(loginAttempts.at, since)));
        },
      };
    },
  };
}

export type EnrolLimiter = ReturnType<typeof createEnrolLimiter>;

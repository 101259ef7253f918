// Setup-guide state (spec part 2 §4): visited steps per company, dismissal and hide preference per
// console user. Every query takes the company from the request's scope.
import { and, eq, sql } from 'drizzle-orm';
import { availableSteps, SETUP_STEP_IDS, type SetupPreferencesBody, type SetupStatus, type SetupStepId } from '../../../src/api/contract/setup';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { setupPreferences, setupVisits } from '../../db/schema/setup';
import { forbidden } from '../../lib/http-error';
import { iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';

export async function setupStatus(db: Db, scope: Scope): Promise<SetupStatus> {
  const visits = await db.select().from(setupVisits).where(eq(setupVisits.accountId, scope.accountId));
  const visitedAt = new Map(visits.map((v) => [v.step, v.visitedAt]));
  const [prefs] = await db
    .select()
    .from(setupPreferences)
    .where(and(eq(setupPreferences.accountId, scope.accountId), eq(setupPreferences.memberId, scope.memberId)))
    .limit(1);
  return {
    steps: SETUP_STEP_IDS.map((step) => ({ step, visited: visitedAt.has(step), visited_at: iso(visitedAt.get(step)) })),
    dismissed: prefs?.dismissedAt != null,
    hidden: prefs?.hiddenAt != null,
  };
}

type Audit = (tx: Db, details: Record<string, unknown>) => Promise<void>;

/**
 * Records that the company completed a step. The first visit is kept (who and when); a repeat changes
 * nothing and writes no audit row. A step the company's flags hide cannot be completed (403).
 */
export async function recordVisit(db: Db, scope: Scope, step: SetupStepId, now: Date, audit: Audit): Promise<boolean> {
  if (!availableSteps(scope.access.flags).includes(step)) throw forbidden('This step is not available for your company.');
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(setupVisits)
      .values({ accountId: scope.accountId, step, memberId: scope.memberId, visitedAt: now })
      .onConflictDoNothing()
      .returning({ step: setupVisits.step });
    if (inserted.length === 0) return false;
    await audit(tx, { step });
    return true;
  });
}

/** Stores this user's dismissal and hide preference for the current company; false clears it. */
export async function savePreferences(db: Db, scope: Scope, body: SetupPreferencesBody, now: Date, audit: Audit): Promise<void> {
  const change: { dismissedAt?: Date | null; hiddenAt?: Date | null } = {};
  if (body.dismissed !== undefined) change.dismissedAt = body.dismissed ? now : null;
  if (body.hidden !== undefined) change.hiddenAt = body.hidden ? now : null;
  await db.transaction(async (tx) => {
    await tx
      .insert(setupPreferences)
      .values({ accountId: scope.accountId, memberId: scope.memberId, dismissedAt: null, hiddenAt: null, ...change })
      .onConflictDoUpdate({ target: [setupPreferences.accountId, setupPreferences.memberId], set: change });
    await audit(tx, { ...body });
  });
}

/** spec part 2 §4: setup is marked started (when onboarding is not required). Idempotent. */
export async function markSetupStarted(db: Db, scope: Scope, audit: Audit): Promise<boolean> {
  if (scope.account.userOnboardingRequired) return false;
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(accounts)
      .set({ setupStarted: true })
      .where(and(eq(accounts.id, scope.accountId), sql`${accounts.setupStarted} = false`))
      .returning({ id: accounts.id });
    if (updated.length === 0) return false;
    await audit(tx, {});
    return true;
  });
}

// The setup guide's service (spec part 2 §4, §7 "Setup"): the visited steps per company and each console
// user's dismissal and hide preference; and the recommended configuration: which of the apps your people
// use to sanction or unsanction, and which website categories to block. Every query takes the company
// from the request's scope.
import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { subDays } from 'date-fns';
import type { AccountStatus } from '../../../src/api/contract/accounts';
import {
  availableSteps,
  RISKY_SAAS_CATEGORIES,
  RISKY_WEBSITE_CATEGORIES,
  SETUP_STEP_IDS,
  type SetupBlockedCategory,
  type SetupPreferencesBody,
  type SetupSaasApp,
  type SetupSaasAppsQuery,
  type SetupSaasCategory,
  type SetupStatus,
  type SetupStepId,
} from '../../../src/api/contract/setup';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { accountAppSettings, blockedCategories, saasApps, websiteCategories } from '../../db/schema/catalog';
import { appUsageDaily } from '../../db/schema/rollups';
import { setupPreferences, setupVisits } from '../../db/schema/setup';
import { forbidden } from '../../lib/http-error';
import { iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';

// ---------- the guide's state ----------

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

/** Writes the change's audit row with `tx`; the action and target are bound by the route. */
export type Audit = (tx: Db, details: Record<string, unknown>) => Promise<void>;

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
async function markSetupStarted(db: Db, scope: Scope, audit: Audit): Promise<boolean> {
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

/** POST /account-setup-start: the company's status after marking setup started. */
export async function startSetup(db: Db, scope: Scope, audit: Audit): Promise<AccountStatus> {
  const started = await markSetupStarted(db, scope, audit);
  return { user_onboarding_required: scope.account.userOnboardingRequired, setup_started: started || scope.account.setupStarted };
}

// ---------- the recommended configuration ----------

/** The guide looks at the usage of the last 90 days, the longest range the console's pickers offer (spec part 1 §9). */
export const USAGE_WINDOW_DAYS = 90;

const risky = sql`${saasApps.categories} && array[${sql.join(RISKY_SAAS_CATEGORIES.map((c) => sql`${c}`), sql`, `)}]::text[]`;

function usage(db: Db, scope: Scope, now: Date) {
  const since = subDays(now, USAGE_WINDOW_DAYS).toISOString().slice(0, 10);
  return db
    .select({
      appId: appUsageDaily.appId,
      users: sql<number>`count(distinct ${appUsageDaily.personId})::int`.as('users'),
      weighted: sql<number>`sum(${appUsageDaily.weightedDurationS})::bigint`.as('weighted'),
    })
    .from(appUsageDaily)
    .where(and(eq(appUsageDaily.accountId, scope.accountId), gte(appUsageDaily.day, since)))
    .groupBy(appUsageDaily.appId)
    .as('used');
}

function filters(query: Pick<SetupSaasAppsQuery, 'recommendation' | 'category'>): SQL | undefined {
  return and(
    query.recommendation === 'Unsanctioned' ? risky : query.recommendation === 'Sanctioned' ? sql`not (${risky})` : undefined,
    query.category ? sql`${query.category} = any(${saasApps.categories})` : undefined,
  );
}

function baseQuery(db: Db, scope: Scope, now: Date) {
  const used = usage(db, scope, now);
  return { used, settings: and(eq(accountAppSettings.accountId, scope.accountId), eq(accountAppSettings.appId, saasApps.id)) as SQL };
}

export async function listSetupSaasApps(db: Db, scope: Scope, query: SetupSaasAppsQuery, now: Date): Promise<SetupSaasApp[]> {
  const { used, settings } = baseQuery(db, scope, now);
  const rows = await db
    .select({
      id: saasApps.id,
      name: saasApps.name,
      categories: saasApps.categories,
      risky: sql<boolean>`${risky}`,
      accessType: accountAppSettings.accessType,
      action: accountAppSettings.unsanctionedAction,
      users: used.users,
      weighted: used.weighted,
    })
    .from(used)
    .innerJoin(saasApps, eq(saasApps.id, used.appId))
    .leftJoin(accountAppSettings, settings)
    .where(filters(query))
    .orderBy(desc(used.weighted), asc(saasApps.name), asc(saasApps.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    categories: r.categories,
    recommendation: r.risky ? 'Unsanctioned' : 'Sanctioned',
    access_type: r.accessType ?? 'Unclassified',
    action_type: r.action ?? null,
    users: Number(r.users),
    weighted_duration: Number(r.weighted),
  }));
}

export async function countSetupSaasApps(db: Db, scope: Scope, query: SetupSaasAppsQuery, now: Date): Promise<number> {
  const { used } = baseQuery(db, scope, now);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(used).innerJoin(saasApps, eq(saasApps.id, used.appId)).where(filters(query));
  return Number(row?.n ?? 0);
}

export async function setupSaasCategories(db: Db, scope: Scope, now: Date): Promise<SetupSaasCategory[]> {
  const { used } = baseQuery(db, scope, now);
  const category = sql<string>`unnest(${saasApps.categories})`.as('category');
  const perApp = db.select({ category }).from(used).innerJoin(saasApps, eq(saasApps.id, used.appId)).as('per_app');
  const rows = await db
    .select({ name: perApp.category, n: sql<number>`count(*)::int` })
    .from(perApp)
    .groupBy(perApp.category)
    .orderBy(desc(sql`count(*)`), asc(perApp.category));
  return rows.map((r) => ({ name: r.name, app_count: Number(r.n) }));
}

/** Every website category, the recommended ones first, with whether the company blocks it. */
export async function setupBlockedCategories(db: Db, scope: Scope): Promise<SetupBlockedCategory[]> {
  const rows = await db
    .select({ name: websiteCategories.name, description: websiteCategories.description, blocked: sql<boolean>`${blockedCategories.category} is not null` })
    .from(websiteCategories)
    .leftJoin(blockedCategories, and(eq(blockedCategories.accountId, scope.accountId), eq(blockedCategories.category, websiteCategories.name)))
    .orderBy(asc(websiteCategories.name));
  const recommended = new Set<string>(RISKY_WEBSITE_CATEGORIES);
  return rows
    .map((r) => ({ name: r.name, description: r.description, recommended: recommended.has(r.name), blocked: Boolean(r.blocked) }))
    .sort((a, b) => Number(b.recommended) - Number(a.recommended));
}

// Recommended configuration (spec part 2 §7 "Setup"): which of the apps your people use to sanction
// or unsanction, and which website categories to block. Every query is limited to the scope's company.
import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { subDays } from 'date-fns';
import {
  RISKY_SAAS_CATEGORIES,
  RISKY_WEBSITE_CATEGORIES,
  type SetupBlockedCategory,
  type SetupSaasApp,
  type SetupSaasAppsQuery,
  type SetupSaasCategory,
} from '../../../src/api/contract/setup';
import type { Db } from '../../db/client';
import { accountAppSettings, blockedCategories, saasApps, websiteCategories } from '../../db/schema/catalog';
import { appUsageDaily } from '../../db/schema/rollups';
import type { Scope } from '../../plugins/scope';

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

// Classifying apps (spec part 1 §4, part 2 §4): Unclassified → Sanctioned, or Unsanctioned with a security
// action, for one app or a batch. Every change is audited and bumps the policy version in its transaction.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  ACTION_NOT_ALLOWED_MESSAGE,
  ACTION_REQUIRED_MESSAGE,
  APP_EXISTS_MESSAGE,
  type AccountApp,
  type AccountAppsQuery,
  type ActionType,
  type BulkItem,
} from '../../../src/api/contract/saas';
import type { Db } from '../../db/client';
import { accountAppSettings } from '../../db/schema/catalog';
import { rowsOf } from '../../ingest/sql-arrays';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { bumpPolicyVersion } from '../../lib/policy-version';
import { iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import { appByName, appFilters, appsByName, appsOf, pageOf, type AppRecord } from './apps';
import type { Audit } from './audit';

// ---------- GET /saas-account: the apps this account classified ----------

function accountWhere(q: AccountAppsQuery): SQL {
  return appFilters(q);
}

function accountFrom(accountId: string): SQL {
  return sql`${appsOf(accountId)} a join account_app_settings s on s.account_id = ${accountId}::uuid and s.app_id = a.id
    left join members m on m.id = s.updated_by`;
}

export async function listAccountApps(db: Db, scope: Scope, q: AccountAppsQuery): Promise<AccountApp[]> {
  const where = accountWhere(q);
  const rows = rowsOf<AppRecord & { updated_at: string | Date; updated_by: string | null; has_image: boolean }>(
    await db.execute(sql`select a.*, s.updated_at, m.email as updated_by,
        exists (select 1 from saas_images i where i.account_id = ${scope.accountId}::uuid and i.app_name = a.name) as has_image
      from ${accountFrom(scope.accountId)} where ${where} order by s.updated_at desc, lower(a.name) ${pageOf(q)}`),
  );
  return rows.map((r) => ({
    name: r.name, categories: r.categories, icon: r.icon, has_image: Boolean(r.has_image), is_custom: r.is_custom, is_gen_ai: r.gen_ai,
    access_type: r.access_type, action_type: r.action_type, updated_at: iso(r.updated_at), updated_by: r.updated_by,
  }));
}

export async function countAccountApps(db: Db, scope: Scope, q: AccountAppsQuery): Promise<number> {
  const where = accountWhere(q);
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${accountFrom(scope.accountId)} where ${where}`));
  return Number(row?.n ?? 0);
}

// ---------- setting one app ----------

export interface Classification {
  is_sanctioned: boolean | null;
  action_type?: ActionType | null;
}

/** Writes (or, for null, removes) the explicit setting of one app inside `tx`. */
export async function writeSetting(tx: Db, scope: Scope, appId: string, c: Classification, now: Date): Promise<void> {
  if (c.is_sanctioned === null) {
    await tx.delete(accountAppSettings).where(and(eq(accountAppSettings.accountId, scope.accountId), eq(accountAppSettings.appId, appId)));
    return;
  }
  const values = {
    accessType: c.is_sanctioned ? ('Sanctioned' as const) : ('Unsanctioned' as const),
    unsanctionedAction: c.is_sanctioned ? null : (c.action_type ?? null),
    updatedAt: now,
    updatedBy: scope.memberId,
  };
  await tx
    .insert(accountAppSettings)
    .values({ accountId: scope.accountId, appId, ...values })
    .onConflictDoUpdate({ target: [accountAppSettings.accountId, accountAppSettings.appId], set: values });
}

async function hasSetting(tx: Db, accountId: string, appId: string): Promise<boolean> {
  const rows = await tx.select({ id: accountAppSettings.appId }).from(accountAppSettings).where(and(eq(accountAppSettings.accountId, accountId), eq(accountAppSettings.appId, appId)));
  return rows.length > 0;
}

/** POST /saas-account: classify an app that has no classification yet (409 'This app already exist' otherwise). */
export async function classifyNew(db: Db, scope: Scope, name: string, c: Classification, now: Date, audit: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    const app = await appByName(tx, scope.accountId, name);
    if (!app) throw notFound('No such app.');
    if (await hasSetting(tx, scope.accountId, app.id)) throw conflict(APP_EXISTS_MESSAGE);
    await writeSetting(tx, scope, app.id, c, now);
    await bumpPolicyVersion(tx, scope.accountId, now);
    await audit(tx, name, { ...c });
  });
}

/** POST /saas-account/{name} and DELETE /saas-account/{name} (null: back to Unclassified). */
export async function reclassify(db: Db, scope: Scope, name: string, c: Classification, now: Date, audit: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    const app = await appByName(tx, scope.accountId, name);
    if (!app) throw notFound('No such app.');
    await writeSetting(tx, scope, app.id, c, now);
    await bumpPolicyVersion(tx, scope.accountId, now);
    await audit(tx, name, { ...c });
  });
}

/** The reasons a bulk item cannot be stored; empty when it can. */
function itemProblem(item: BulkItem, app: AppRecord | undefined, seen: Set<string>): string | null {
  if (!app) return 'No such app.';
  if (seen.has(item.name)) return 'The app is listed more than once.';
  if (item.is_sanctioned === false && !item.action_type) return ACTION_REQUIRED_MESSAGE;
  if (item.is_sanctioned !== false && item.action_type) return ACTION_NOT_ALLOWED_MESSAGE;
  return null;
}

/** POST /saas-applications: all items or none; a bad item answers 400 listing each problem. */
export async function bulkClassify(db: Db, scope: Scope, items: readonly BulkItem[], now: Date, audit: Audit): Promise<number> {
  return db.transaction(async (tx) => {
    const apps = await appsByName(tx, scope.accountId, [...new Set(items.map((i) => i.name))]);
    const seen = new Set<string>();
    const problems: { path: string; message: string }[] = [];
    items.forEach((item, index) => {
      const problem = itemProblem(item, apps.get(item.name), seen);
      seen.add(item.name);
      if (problem) problems.push({ path: `applications.${index}`, message: `${item.name}: ${problem}` });
    });
    if (problems.length > 0) throw new HttpError(400, 'VALIDATION', `${problems.length} of ${items.length} applications cannot be saved.`, {}, problems);
    for (const item of items) await writeSetting(tx, scope, apps.get(item.name)!.id, item, now);
    await bumpPolicyVersion(tx, scope.accountId, now);
    await audit(tx, `${items.length} applications`, { applications: items });
    return items.length;
  });
}


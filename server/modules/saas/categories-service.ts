// App categories (POST /enums/category, /enums/category/{id}) and the company-wide unsanctioned categories
// (/add-unsanctioned-category, /update-unsanctioned-category/{name}): an app in such a category is
// Unsanctioned with the category's action unless the account classified it itself (access.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { ActionType, AppCategory, UnsanctionedCategory } from '../../../src/api/contract/saas';
import type { Db } from '../../db/client';
import { customApps } from '../../db/schema/catalog';
import { appCategories, unsanctionedCategories } from '../../db/schema/policies';
import { rowsOf } from '../../ingest/sql-arrays';
import { conflict, notFound } from '../../lib/http-error';
import { bumpPolicyVersion } from '../../lib/policy-version';
import { iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import type { Audit } from './audit';

/** GET /saas-categories: the catalog's categories and the account's own, by name. */
export async function listCategories(db: Db, scope: Scope): Promise<AppCategory[]> {
  const rows = rowsOf<{ id: string | null; name: string }>(
    await db.execute(sql`
      select c.id, c.name from app_categories c where c.account_id = ${scope.accountId}::uuid
      union
      select null, x.name from (select distinct unnest(categories) as name from saas_apps) x
        where not exists (select 1 from app_categories c where c.account_id = ${scope.accountId}::uuid and lower(c.name) = lower(x.name))
      order by 2`),
  );
  return rows.map((r) => ({ id: r.id, name: r.name, is_custom: r.id !== null }));
}

async function categoryExists(tx: Db, accountId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`select (
      (select count(*) from saas_apps where exists (select 1 from unnest(categories) c where lower(c) = lower(${name}))) +
      (select count(*) from app_categories where account_id = ${accountId}::uuid and lower(name) = lower(${name})
        and (${exceptId ?? null}::uuid is null or id <> ${exceptId ?? null}::uuid))
    )::int as n`),
  );
  return Number(row?.n ?? 0) > 0;
}

export async function addCategory(db: Db, scope: Scope, name: string, now: Date, audit: Audit): Promise<AppCategory> {
  return db.transaction(async (tx) => {
    if (await categoryExists(tx, scope.accountId, name)) throw conflict('This category already exists.');
    const [row] = await tx.insert(appCategories).values({ accountId: scope.accountId, name, createdAt: now }).returning();
    await audit(tx, name, {});
    return { id: row.id, name: row.name, is_custom: true };
  });
}

/** Renaming carries the account's custom apps and its unsanctioned-category decision along. */
export async function renameCategory(db: Db, scope: Scope, id: string, name: string, now: Date, audit: Audit): Promise<AppCategory> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(appCategories).where(and(eq(appCategories.accountId, scope.accountId), eq(appCategories.id, id)));
    if (!current) throw notFound('No such category.');
    if (await categoryExists(tx, scope.accountId, name, id)) throw conflict('This category already exists.');
    await tx.update(appCategories).set({ name }).where(and(eq(appCategories.accountId, scope.accountId), eq(appCategories.id, id)));
    await tx.update(customApps).set({ category: name }).where(and(eq(customApps.accountId, scope.accountId), eq(customApps.category, current.name)));
    await tx
      .update(unsanctionedCategories)
      .set({ category: name })
      .where(and(eq(unsanctionedCategories.accountId, scope.accountId), eq(unsanctionedCategories.category, current.name)));
    await bumpPolicyVersion(tx, scope.accountId, now);
    await audit(tx, name, { previous: current.name });
    return { id, name, is_custom: true };
  });
}

/** Rows with the number of apps (catalog and the account's custom apps) in each category. */
export async function listUnsanctionedCategories(db: Db, scope: Scope): Promise<UnsanctionedCategory[]> {
  const rows = rowsOf<{ name: string; action: ActionType; created_at: string | Date; app_count: number }>(
    await db.execute(sql`
      select u.category as name, u.action::text as action, u.created_at,
        ((select count(*) from saas_apps s where u.category = any(s.categories)) +
         (select count(*) from custom_apps c where c.account_id = u.account_id and c.category = u.category))::int as app_count
      from unsanctioned_categories u where u.account_id = ${scope.accountId}::uuid order by lower(u.category)`),
  );
  return rows.map((r) => ({ name: r.name, action: r.action, app_count: Number(r.app_count), created_at: iso(r.created_at)! }));
}

async function knownCategory(tx: Db, accountId: string, name: string): Promise<boolean> {
  return categoryExists(tx, accountId, name);
}

export async function addUnsanctionedCategory(db: Db, scope: Scope, name: string, action: ActionType, now: Date, audit: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await knownCategory(tx, scope.accountId, name))) throw notFound('No such category.');
    const done = await tx
      .insert(unsanctionedCategories)
      .values({ accountId: scope.accountId, category: name, action, createdAt: now, createdBy: scope.memberId })
      .onConflictDoNothing()
      .returning({ c: unsanctionedCategories.category });
    if (done.length === 0) throw conflict('This category is already unsanctioned.');
    await bumpPolicyVersion(tx, scope.accountId, now);
    await audit(tx, name, { action });
  });
}

export async function updateUnsanctionedCategory(db: Db, scope: Scope, name: string, action: ActionType | null, now: Date, audit: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    const match = and(eq(unsanctionedCategories.accountId, scope.accountId), eq(unsanctionedCategories.category, name));
    const done =
      action === null
        ? await tx.delete(unsanctionedCategories).where(match).returning({ c: unsanctionedCategories.category })
        : await tx.update(unsanctionedCategories).set({ action }).where(match).returning({ c: unsanctionedCategories.category });
    if (done.length === 0) throw notFound('This category is not unsanctioned.');
    await bumpPolicyVersion(tx, scope.accountId, now);
    await audit(tx, name, { action });
  });
}

// The provider's global catalog (GET /saas, POST /saas, POST /saas/{name}): every catalog app with this
// account's effective access; only the provider edits it.
import { eq, sql, type SQL } from 'drizzle-orm';
import { APP_EXISTS_MESSAGE, type CatalogApp, type CatalogAppBody, type CatalogQuery } from '../../../src/api/contract/saas';
import type { Db } from '../../db/client';
import { saasApps } from '../../db/schema/catalog';
import { rowsOf } from '../../ingest/sql-arrays';
import { conflict, notFound } from '../../lib/http-error';
import type { Scope } from '../../plugins/scope';
import { appFilters, appsOf, pageOf, type AppRecord } from './apps';
import type { Audit } from './audit';

function catalogWhere(q: CatalogQuery): SQL {
  return sql`not a.is_custom and ${appFilters(q)}`;
}

export async function listCatalog(db: Db, scope: Scope, q: CatalogQuery): Promise<CatalogApp[]> {
  const rows = rowsOf<AppRecord>(
    await db.execute(sql`select a.* from ${appsOf(scope.accountId)} a where ${catalogWhere(q)} order by lower(a.name), a.id ${pageOf(q)}`),
  );
  return rows.map((r) => ({
    id: r.id, name: r.name, categories: r.categories, domains: r.domains, icon: r.icon, is_gen_ai: r.gen_ai, access_type: r.access_type, action_type: r.action_type,
  }));
}

export async function countCatalog(db: Db, scope: Scope, q: CatalogQuery): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${appsOf(scope.accountId)} a where ${catalogWhere(q)}`));
  return Number(row?.n ?? 0);
}

/** POST /saas and /saas/{name}: the provider's catalog (global, so no tenant policy version changes). */
export async function saveCatalogApp(db: Db, body: CatalogAppBody, existingName: string | null, audit: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    const clash = await tx.select({ id: saasApps.id }).from(saasApps).where(sql`lower(${saasApps.name}) = lower(${body.name})`);
    const values = { name: body.name, domains: body.domains, categories: body.categories, genAi: body.is_gen_ai };
    if (existingName === null) {
      if (clash.length > 0) throw conflict(APP_EXISTS_MESSAGE);
      await tx.insert(saasApps).values(values);
    } else {
      const [current] = await tx.select({ id: saasApps.id }).from(saasApps).where(eq(saasApps.name, existingName));
      if (!current) throw notFound('No such app.');
      if (clash.some((c) => c.id !== current.id)) throw conflict(APP_EXISTS_MESSAGE);
      await tx.update(saasApps).set(values).where(eq(saasApps.id, current.id));
    }
    await audit(tx, body.name, { ...body, previous: existingName });
  });
}

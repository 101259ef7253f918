// Name and domain lookup of SaaS apps for ingest: the global catalog plus an account's custom apps,
// kept in memory per database (the catalog changes rarely) and reloaded when an event names
// something unknown, so an app added a moment ago is found without a restart.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customApps, saasApps } from '../db/schema/index';

interface AppIndex {
  byName: Map<string, string>;
  byDomain: Map<string, string>;
  loadedAt: number;
}

const MAX_AGE_MS = 60_000;
const RELOAD_ON_MISS_AFTER_MS = 1_000;

const catalogs = new WeakMap<Db, AppIndex>();
const customs = new WeakMap<Db, Map<string, AppIndex>>();

function build(rows: { id: string; name: string; domains: string[] }[]): AppIndex {
  const byName = new Map<string, string>();
  const byDomain = new Map<string, string>();
  for (const r of rows) {
    byName.set(r.name.toLowerCase(), r.id);
    for (const d of r.domains) byDomain.set(normaliseDomain(d), r.id);
  }
  return { byName, byDomain, loadedAt: Date.now() };
}

/** Lower case, no trailing dot, no leading www. (the key of website rows and catalog domains). */
export function normaliseDomain(domain: string): string {
  const d = domain.trim().toLowerCase().replace(/\.$/, '');
  return d.startsWith('www.') ? d.slice(4) : d;
}

/** The app whose domain is the host or its nearest parent: mail.google.com before google.com. */
function findByDomain(index: AppIndex, domain: string): string | undefined {
  let host = normaliseDomain(domain);
  for (;;) {
    const hit = index.byDomain.get(host);
    if (hit) return hit;
    const dot = host.indexOf('.');
    if (dot < 0 || host.indexOf('.', dot + 1) < 0) return undefined;
    host = host.slice(dot + 1);
  }
}

export interface AppLookup {
  byName(name: string): string | undefined;
  byDomain(domain: string): string | undefined;
}

async function loadCatalog(db: Db): Promise<AppIndex> {
  const index = build(await db.select({ id: saasApps.id, name: saasApps.name, domains: saasApps.domains }).from(saasApps));
  catalogs.set(db, index);
  return index;
}

async function loadCustom(db: Db, accountId: string): Promise<AppIndex> {
  const index = build(
    await db.select({ id: customApps.id, name: customApps.name, domains: customApps.domains }).from(customApps).where(eq(customApps.accountId, accountId)),
  );
  let perAccount = customs.get(db);
  if (!perAccount) customs.set(db, (perAccount = new Map()));
  perAccount.set(accountId, index);
  return index;
}

/**
 * Resolves every name and domain of a batch; reloads once when something is missing and the cache
 * is more than a second old. Custom apps win over catalog apps of the same name or domain.
 */
export async function appLookup(db: Db, accountId: string, names: Iterable<string>): Promise<AppLookup> {
  let catalog = catalogs.get(db);
  let custom = customs.get(db)?.get(accountId);
  const now = Date.now();
  if (!catalog || now - catalog.loadedAt > MAX_AGE_MS) catalog = await loadCatalog(db);
  if (!custom || now - custom.loadedAt > MAX_AGE_MS) custom = await loadCustom(db, accountId);
  const lookup = (c: AppIndex, g: AppIndex): AppLookup => ({
    byName: (name) => c.byName.get(name.toLowerCase()) ?? g.byName.get(name.toLowerCase()),
    byDomain: (domain) => findByDomain(c, domain) ?? findByDomain(g, domain),
  });
  const first = lookup(custom, catalog);
  const missing = [...names].some((n) => !first.byName(n));
  // A domain that is no app is a website, so unknown domains alone do not force a reload.
  if (!missing || (now - catalog.loadedAt < RELOAD_ON_MISS_AFTER_MS && now - custom.loadedAt < RELOAD_ON_MISS_AFTER_MS)) return first;
  return lookup(await loadCustom(db, accountId), await loadCatalog(db));
}

/** After the catalog or an account's custom apps change (seed, admin edits). */
export function forgetApps(db: Db, accountId?: string): void {
  if (accountId) customs.get(db)?.delete(accountId);
  else {
    catalogs.delete(db);
    customs.delete(db);
  }
}

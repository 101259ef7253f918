// The global SaaS catalog and website classification, written by the seed (and later by the
// provider's catalog editor). Upserts keyed by app name / domain, so running them again is harmless.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { saasApps, websiteCategories, websites } from '../db/schema/index';
import { forgetApps, normaliseDomain } from './app-index';

export interface CatalogAppInput {
  name: string;
  domains: readonly string[];
  categories: readonly string[];
  genAi: boolean;
  /** the icon route's slug (server/modules/catalog), or null for the question-mark icon */
  icon: string | null;
  description?: string | null;
}

export interface WebsiteInput {
  domain: string;
  name?: string | null;
  categories: readonly string[];
}

const CHUNK = 500;

export async function upsertCatalogApps(db: Db, apps: readonly CatalogAppInput[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let i = 0; i < apps.length; i += CHUNK) {
    const rows = apps.slice(i, i + CHUNK).map((a) => ({
      name: a.name,
      domains: a.domains.map(normaliseDomain),
      categories: [...a.categories],
      genAi: a.genAi,
      icon: a.icon,
      description: a.description ?? null,
    }));
    const saved = await db
      .insert(saasApps)
      .values(rows)
      .onConflictDoUpdate({
        target: saasApps.name,
        set: {
          domains: sql`excluded.domains`,
          categories: sql`excluded.categories`,
          genAi: sql`excluded.gen_ai`,
          icon: sql`excluded.icon`,
          description: sql`excluded.description`,
        },
      })
      .returning({ id: saasApps.id, name: saasApps.name });
    for (const s of saved) ids.set(s.name, s.id);
  }
  forgetApps(db);
  return ids;
}

export async function upsertWebsiteCategories(db: Db, categories: readonly { name: string; description?: string | null }[]): Promise<void> {
  if (categories.length === 0) return;
  await db
    .insert(websiteCategories)
    .values(categories.map((c) => ({ name: c.name, description: c.description ?? null })))
    .onConflictDoUpdate({ target: websiteCategories.name, set: { description: sql`excluded.description` } });
}

export async function upsertWebsites(db: Db, sites: readonly WebsiteInput[]): Promise<void> {
  for (let i = 0; i < sites.length; i += CHUNK) {
    await db
      .insert(websites)
      .values(sites.slice(i, i + CHUNK).map((s) => ({ domain: normaliseDomain(s.domain), name: s.name ?? null, categories: [...s.categories] })))
      .onConflictDoUpdate({ target: websites.domain, set: { name: sql`excluded.name`, categories: sql`excluded.categories` } });
  }
}

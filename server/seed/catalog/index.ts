import { OPERATIONS_APPS } from './operations-apps';
import { BUSINESS_APPS, GEN_AI_APPS } from './saas-apps';
import type { CatalogApp } from './types';

export { SAAS_CATEGORIES, WEBSITE_CATEGORIES, type CatalogApp, type CatalogWebsite, type SaasCategory, type WebsiteCategory } from './types';
export { CATALOG_WEBSITES } from './websites';

/** The global SaaS catalog, in a fixed order (the fleet generator's popularity ranks read this order). */
export const CATALOG_APPS: readonly CatalogApp[] = [...BUSINESS_APPS, ...GEN_AI_APPS, ...OPERATIONS_APPS];

/**
 * A catalog app that neither icon set carries (Workday, Jamf, Pendo...) shows a monogram of its name:
 * the question mark stays for apps the catalog does not know (spec part 2 §3).
 */
export const MONOGRAM_PREFIX = 'mono-';
const monogramSlug = (name: string) => `${MONOGRAM_PREFIX}${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

/** The icon a catalog app is stored with: its brand logo, or its monogram. */
export function iconSlugOf(app: CatalogApp): string {
  return app.icon ?? monogramSlug(app.name);
}

/** The apps drawn as monograms, by slug: the name their letters come from. */
export const MONOGRAMS: ReadonlyMap<string, string> = new Map(CATALOG_APPS.filter((a) => !a.icon).map((a) => [monogramSlug(a.name), a.name]));

/** Every icon slug the catalog names (simple-icons, logos-*, mono-*): the icon route's allow-list. */
export const ICON_SLUGS: ReadonlySet<string> = new Set(CATALOG_APPS.map(iconSlugOf));

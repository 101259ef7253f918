import { OPERATIONS_APPS } from './operations-apps';
import { BUSINESS_APPS, GEN_AI_APPS } from './saas-apps';
import type { CatalogApp } from './types';

export { SAAS_CATEGORIES, WEBSITE_CATEGORIES, type CatalogApp, type CatalogWebsite, type SaasCategory, type WebsiteCategory } from './types';
export { CATALOG_WEBSITES } from './websites';

/** The global SaaS catalog, in a fixed order (the fleet generator's popularity ranks read this order). */
export const CATALOG_APPS: readonly CatalogApp[] = [...BUSINESS_APPS, ...GEN_AI_APPS, ...OPERATIONS_APPS];

/** Every simple-icons slug the catalog names: the icon route's allow-list. */
export const ICON_SLUGS: ReadonlySet<string> = new Set(CATALOG_APPS.flatMap((a) => (a.icon ? [a.icon] : [])));

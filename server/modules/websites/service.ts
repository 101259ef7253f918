// The website inventory's public face (issue 5; spec part 2 §3, §7 "Website inventory"): what the routes
// and AskCISO call. The queries live in the named sub-services: inventory.ts (the websites list and a
// website's summary), people.ts (a website's users and endpoints and their reports), categories.ts
// (website categories and their users) and feedback.ts (category suggestions).
import { normaliseHost } from '../../../src/api/contract/web-policies';
import { WEBSITE_CSV_FILE, type WebsiteFeedbackBody, type WebsiteFeedbackRow, type WebsiteInventoryQuery } from '../../../src/api/contract/websites';
import type { Db } from '../../db/client';
import type { Scope } from '../../plugins/scope';
import { saveFeedback } from './feedback';
import { csvRow, listWebsites, WEBSITE_CSV_HEADER } from './inventory';

export { categoryCatalog, categoryUserReport, countCategories, countCategoryUsers, listCategories, listCategoryUsers } from './categories';
export { countWebsites, listWebsites, websiteDetail } from './inventory';
export { countWebsiteDevices, countWebsiteUsers, listWebsiteDevices, listWebsiteUsers, websiteEndpointReport, websiteUserReport } from './people';

/** format=csv of the inventory list: every row of the filtered list, as 'Inventory Website.csv' (spec part 2 §7 "Exports"). */
export async function websitesCsv(db: Db, scope: Scope, query: WebsiteInventoryQuery, now: Date) {
  const rows = await listWebsites(db, scope, query, now, true);
  return { file: WEBSITE_CSV_FILE, header: WEBSITE_CSV_HEADER, rows: rows.map(csvRow) };
}

/** POST /feedback-websites/{id}: id is a URL or domain; the suggestion is stored for its host, with its audit row. */
export function sendFeedback(
  db: Db,
  scope: Scope,
  id: string,
  body: WebsiteFeedbackBody,
  now: Date,
  audit: (tx: Db, target: string, details: Record<string, unknown>) => Promise<void>,
): Promise<WebsiteFeedbackRow> {
  const domain = normaliseHost(id);
  return saveFeedback(db, scope, domain, body, now, (tx, details) => audit(tx, domain, details));
}

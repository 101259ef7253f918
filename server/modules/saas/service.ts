// The SaaS module's public service: every function the routes (routes.ts), AskCISO and the agents'
// policy document call, by sub-area. The work is in the sub-services named by job; nothing outside this
// folder imports them, so they can change shape freely.
//
//   apps.ts                the apps an account can see, with their effective access (access.ts: the one rule)
//   catalog-service.ts     the provider's global catalog
//   classify-service.ts    the account's classifications: one app, a batch
//   custom-service.ts      the account's own apps and their images
//   categories-service.ts  app categories and the unsanctioned categories
//   inventory-service.ts   the inventory from the daily rollups; drill-service.ts its per-app drill-downs
//   trends-service.ts      the SaaS trends report

export { enforcedApps, type EnforcedApp } from './apps';
export { countCatalog, listCatalog, saveCatalogApp } from './catalog-service';
export { bulkClassify, classifyNew, countAccountApps, listAccountApps, reclassify } from './classify-service';
export { countCustomApps, deleteCustomApp, deleteImage, listCustomApps, readImage, saveCustomApp } from './custom-service';
export { addCategory, addUnsanctionedCategory, listCategories, listUnsanctionedCategories, renameCategory, updateUnsanctionedCategory } from './categories-service';
export { countInventory, inventoryCsv, listInventory, type CsvFile } from './inventory-service';
export {
  appDevices, appUsers, appUsersCsv, countAppDevices, countAppUsers, countGenAiUsers, deviceReport, genAiUsers, inventoryDetail, userReport,
} from './drill-service';
export { countTrends, listTrends } from './trends-service';

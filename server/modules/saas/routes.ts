// Every SaaS call (spec part 1 §7 "SaaS", part 2 §7 "Gen AI"), registered from the contract's saasApi:
// paths, schemas and access live in src/api/contract/saas.ts, the work in service.ts.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { saasApi } from '../../../src/api/contract/saas';
import { sendCsv } from '../../lib/csv-reply';
import { registerEndpoints } from '../../lib/endpoints';
import { auditAs } from './audit';
import * as saas from './service';

const ok = { ok: true as const };
const csv = (reply: FastifyReply, file: saas.CsvFile) => sendCsv(reply, file.fileName, file.header, file.rows);

const saasRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, saasApi, {
    // ---- the catalog ----
    listCatalog: async ({ scope, query }) => saas.listCatalog(app.db, scope, query),
    countCatalog: async ({ scope, query }) => saas.countCatalog(app.db, scope, query),
    addCatalogApp: async (request) => {
      await saas.saveCatalogApp(app.db, request.body, null, auditAs(request, 'catalog.app.add'));
      return ok;
    },
    updateCatalogApp: async (request) => {
      await saas.saveCatalogApp(app.db, request.body, request.params.name, auditAs(request, 'catalog.app.update'));
      return ok;
    },

    // ---- the account's classifications ----
    listAccountApps: async ({ scope, query }) => saas.listAccountApps(app.db, scope, query),
    countAccountApps: async ({ scope, query }) => saas.countAccountApps(app.db, scope, query),
    classifyApp: async (request) => {
      const { name, ...classification } = request.body;
      await saas.classifyNew(app.db, request.scope, name, classification, app.now(), auditAs(request, 'saas.app.classify'));
      return ok;
    },
    reclassifyApp: async (request) => {
      await saas.reclassify(app.db, request.scope, request.params.name, request.body, app.now(), auditAs(request, 'saas.app.classify'));
      return ok;
    },
    unclassifyApp: async (request) => {
      await saas.reclassify(app.db, request.scope, request.params.name, { is_sanctioned: null }, app.now(), auditAs(request, 'saas.app.unclassify'));
      return ok;
    },
    classifyApps: async (request) => ({
      updated: await saas.bulkClassify(app.db, request.scope, request.body.applications, app.now(), auditAs(request, 'saas.app.bulk-classify')),
    }),

    // ---- custom apps and images ----
    listCustomApps: async ({ scope, query }) => saas.listCustomApps(app.db, scope, query),
    countCustomApps: async ({ scope, query }) => saas.countCustomApps(app.db, scope, query),
    addCustomApp: async (request) => {
      await saas.saveCustomApp(app.db, request.scope, request.body, null, app.now(), auditAs(request, 'saas.custom.add'));
      return ok;
    },
    updateCustomApp: async (request) => {
      await saas.saveCustomApp(app.db, request.scope, request.body, request.params.name, app.now(), auditAs(request, 'saas.custom.update'));
      return ok;
    },
    deleteCustomApp: async (request) => {
      await saas.deleteCustomApp(app.db, request.scope, request.params.name, app.now(), auditAs(request, 'saas.custom.delete'));
      return ok;
    },
    getAppImage: async (request, reply) => {
      const image = await saas.readImage(app.db, request.scope, request.params.name);
      // An uploaded SVG may carry script: served with its own type, never sniffed, and sandboxed.
      return reply
        .type(image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(image.bytes);
    },
    deleteAppImage: async (request) => {
      await saas.deleteImage(app.db, request.scope, request.params.name, auditAs(request, 'saas.image.delete'));
      return ok;
    },

    // ---- categories ----
    listCategories: async ({ scope }) => saas.listCategories(app.db, scope),
    addCategory: async (request) => saas.addCategory(app.db, request.scope, request.body.name, app.now(), auditAs(request, 'saas.category.add')),
    renameCategory: async (request) =>
      saas.renameCategory(app.db, request.scope, request.params.id, request.body.name, app.now(), auditAs(request, 'saas.category.rename')),
    listUnsanctionedCategories: async ({ scope }) => saas.listUnsanctionedCategories(app.db, scope),
    addUnsanctionedCategory: async (request) => {
      const { name, action } = request.body;
      await saas.addUnsanctionedCategory(app.db, request.scope, name, action, app.now(), auditAs(request, 'saas.unsanctioned-category.add'));
      return ok;
    },
    updateUnsanctionedCategory: async (request) => {
      const audit = auditAs(request, 'saas.unsanctioned-category.update');
      await saas.updateUnsanctionedCategory(app.db, request.scope, request.params.name, request.body.action, app.now(), audit);
      return ok;
    },
    deleteUnsanctionedCategory: async (request) => {
      await saas.updateUnsanctionedCategory(app.db, request.scope, request.params.name, null, app.now(), auditAs(request, 'saas.unsanctioned-category.delete'));
      return ok;
    },

    // ---- the inventory and its drill-downs ----
    listInventory: async ({ scope, query }, reply) =>
      query.format === 'csv' ? csv(reply, await saas.inventoryCsv(app.db, scope, query)) : saas.listInventory(app.db, scope, query),
    countInventory: async ({ scope, query }) => saas.countInventory(app.db, scope, query),
    getInventoryApp: async ({ scope, params, query }) => saas.inventoryDetail(app.db, scope, params.name, query),
    listAppUsers: async ({ scope, params, query }, reply) =>
      query.format === 'csv' ? csv(reply, await saas.appUsersCsv(app.db, scope, params.name, query)) : saas.appUsers(app.db, scope, params.name, query),
    countAppUsers: async ({ scope, params, query }) => saas.countAppUsers(app.db, scope, params.name, query),
    getAppUserReport: async ({ scope, params, query }) => saas.userReport(app.db, scope, params.name, params.email, query),
    listAppDevices: async ({ scope, params, query }) => saas.appDevices(app.db, scope, params.name, query),
    countAppDevices: async ({ scope, params, query }) => saas.countAppDevices(app.db, scope, params.name, query),
    getAppDeviceReport: async ({ scope, params, query }) => saas.deviceReport(app.db, scope, params.name, params.id, query),
    listGenAiUsers: async ({ scope, query }) => saas.genAiUsers(app.db, scope, query),
    countGenAiUsers: async ({ scope, query }) => saas.countGenAiUsers(app.db, scope, query),
    listTrends: async ({ scope, query }) => saas.listTrends(app.db, scope, query),
    countTrends: async ({ scope, query }) => saas.countTrends(app.db, scope, query),
    getTrendApp: async ({ scope, params, query }) => saas.inventoryDetail(app.db, scope, params.id, query),
    getTrendUserReport: async ({ scope, params, query }) => saas.userReport(app.db, scope, params.id, params.userId, query),
    getTrendDeviceReport: async ({ scope, params, query }) => saas.deviceReport(app.db, scope, params.id, params.deviceId, query),
  });
};

export default saasRoutes;

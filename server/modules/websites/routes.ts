// The website inventory calls (spec part 2 §7 "Website inventory") under /api, as defined by websitesApi.
import type { FastifyPluginAsync } from 'fastify';
import { websitesApi } from '../../../src/api/contract/websites';
import { sendCsv } from '../../lib/csv-reply';
import { registerEndpoints } from '../../lib/endpoints';
import * as websites from './service';

const websitesRoutes: FastifyPluginAsync = async (app) => {
  const now = () => app.now();
  registerEndpoints(app, websitesApi, {
    listInventory: async (request, reply) => {
      if (request.query.format !== 'csv') return websites.listWebsites(app.db, request.scope, request.query, now());
      const csv = await websites.websitesCsv(app.db, request.scope, request.query, now());
      return sendCsv(reply, csv.file, csv.header, csv.rows);
    },
    countInventory: async (request) => websites.countWebsites(app.db, request.scope, request.query, now()),
    getWebsite: async (request) => websites.websiteDetail(app.db, request.scope, request.params.name, request.query, now()),
    listWebsiteUsers: async (request) => websites.listWebsiteUsers(app.db, request.scope, request.params.name, request.query, now()),
    countWebsiteUsers: async (request) => websites.countWebsiteUsers(app.db, request.scope, request.params.name, request.query, now()),
    listWebsiteDevices: async (request) => websites.listWebsiteDevices(app.db, request.scope, request.params.name, request.query, now()),
    countWebsiteDevices: async (request) => websites.countWebsiteDevices(app.db, request.scope, request.params.name, request.query, now()),
    getWebsiteUserReport: async (request) => websites.websiteUserReport(app.db, request.scope, request.params.name, request.params.email, request.query, now()),
    getWebsiteEndpointReport: async (request) => websites.websiteEndpointReport(app.db, request.scope, request.params.name, request.params.id, request.query, now()),
    listCategories: async (request) => websites.listCategories(app.db, request.scope, request.query, now()),
    countCategories: async (request) => websites.countCategories(app.db, request.scope, request.query, now()),
    listCategoryUsers: async (request) => websites.listCategoryUsers(app.db, request.scope, request.params.name, request.query, now()),
    countCategoryUsers: async (request) => websites.countCategoryUsers(app.db, request.scope, request.params.name, request.query, now()),
    getCategoryUserReport: async (request) => websites.categoryUserReport(app.db, request.scope, request.params.name, request.params.email, request.query, now()),
    listCategoryCatalog: async () => websites.categoryCatalog(app.db),
    sendFeedback: async (request) =>
      websites.sendFeedback(app.db, request.scope, request.params.id, request.body, now(), (tx, domain, details) =>
        request.audit('website.feedback', domain, details, { db: tx }),
      ),
  });
};

export default websitesRoutes;

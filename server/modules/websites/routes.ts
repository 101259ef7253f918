import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, TOTAL_HEADER } from '../../../src/api/contract/common';
import { domainInput, normaliseHost } from '../../../src/api/contract/web-policies';
import {
  categoryListQuery,
  categoryUserReport as categoryUserReportSchema,
  categoryUserRow,
  detailQuery,
  WEBSITE_CSV_FILE,
  websiteCategoryName,
  websiteCategoryRow,
  websiteDetail as websiteDetailSchema,
  websiteDeviceRow,
  websiteEndpointReport as websiteEndpointReportSchema,
  websiteFeedbackBody,
  websiteFeedbackRow,
  websiteInventoryQuery,
  websiteInventoryRow,
  websitePeopleQuery,
  websiteUserReport as websiteUserReportSchema,
  websiteUserRow,
} from '../../../src/api/contract/websites';
import { countRoute } from '../../lib/count-route';
import { sendCsv } from '../../lib/csv-reply';
import { canAccess } from '../../../src/api/contract/access';
import { forbidden } from '../../lib/http-error';
import { requireGate } from '../../plugins/tenancy';
import { categoryCatalog, categoryUserReport, countCategories, countCategoryUsers, listCategories, listCategoryUsers } from './categories';
import { saveFeedback } from './feedback';
import { countWebsiteDevices, countWebsiteUsers, listWebsiteDevices, listWebsiteUsers, websiteEndpointReport, websiteUserReport } from './people';
import { countWebsites, csvRow, listWebsites, WEBSITE_CSV_HEADER, websiteDetail } from './service';

// spec part 2 §2.7: disable_session_logs blocks /inventory-websites; its calls and drill-downs answer 403
// for such an account (the browser's inventoryWithSessions gate). The category views are plain inventory.
const websitesGate = requireGate({ area: 'inventory', blockedBy: ['disable_session_logs'] });
const categoriesGate = requireGate({ area: 'inventory' });
/** The category catalog feeds the inventory's feedback form and the Add Blocked Category screen (Policies). */
const catalogGate = async (request: FastifyRequest) => {
  const access = request.scope?.access ?? null;
  if (!canAccess({ area: 'inventory' }, access) && !canAccess({ area: 'policies' }, access)) throw forbidden();
};
const tags = ['websites'];
const refused = { 400: errorSchema, 403: errorSchema, 404: errorSchema };

const domainParam = z.string().trim().min(1).max(253);
const nameParams = z.object({ name: domainParam });
const emailParam = z.string().trim().min(1).max(254);

const websitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.now();

  app.head('/nonsaas-inv', { onRequest: websitesGate, config: countRoute.config, schema: { tags, description: countRoute.description, querystring: websiteInventoryQuery } }, async (request, reply) =>
    reply.header(TOTAL_HEADER, String(await countWebsites(app.db, request.scope, request.query, now()))).send(),
  );
  app.get(
    '/nonsaas-inv',
    {
      onRequest: websitesGate,
      schema: { tags, description: "Websites seen over the range; format=csv answers the whole filtered list as 'Inventory Website.csv'.", querystring: websiteInventoryQuery, response: { 200: z.array(websiteInventoryRow), ...refused } },
    },
    async (request, reply) => {
      if (request.query.format === 'csv') {
        const rows = await listWebsites(app.db, request.scope, request.query, now(), true);
        return sendCsv(reply, WEBSITE_CSV_FILE, WEBSITE_CSV_HEADER, rows.map(csvRow));
      }
      return listWebsites(app.db, request.scope, request.query, now());
    },
  );
  app.get('/nonsaas-inv/:name', { onRequest: websitesGate, schema: { tags, params: nameParams, querystring: detailQuery, response: { 200: websiteDetailSchema, ...refused } } }, async (request) =>
    websiteDetail(app.db, request.scope, request.params.name, request.query, now()),
  );

  app.head('/nonsaas-inv/:name/users', { onRequest: websitesGate, config: countRoute.config, schema: { tags, description: countRoute.description, params: nameParams, querystring: websitePeopleQuery } }, async (request, reply) =>
    reply.header(TOTAL_HEADER, String(await countWebsiteUsers(app.db, request.scope, request.params.name, request.query, now()))).send(),
  );
  app.get('/nonsaas-inv/:name/users', { onRequest: websitesGate, schema: { tags, params: nameParams, querystring: websitePeopleQuery, response: { 200: z.array(websiteUserRow), ...refused } } }, async (request) =>
    listWebsiteUsers(app.db, request.scope, request.params.name, request.query, now()),
  );
  app.head('/nonsaas-inv/:name/devices', { onRequest: websitesGate, config: countRoute.config, schema: { tags, description: countRoute.description, params: nameParams, querystring: websitePeopleQuery } }, async (request, reply) =>
    reply.header(TOTAL_HEADER, String(await countWebsiteDevices(app.db, request.scope, request.params.name, request.query, now()))).send(),
  );
  app.get('/nonsaas-inv/:name/devices', { onRequest: websitesGate, schema: { tags, params: nameParams, querystring: websitePeopleQuery, response: { 200: z.array(websiteDeviceRow), ...refused } } }, async (request) =>
    listWebsiteDevices(app.db, request.scope, request.params.name, request.query, now()),
  );
  app.get(
    '/nonsaas-inv/:name/users/:email',
    { onRequest: websitesGate, schema: { tags, params: z.object({ name: domainParam, email: emailParam }), querystring: detailQuery, response: { 200: websiteUserReportSchema, ...refused } } },
    async (request) => websiteUserReport(app.db, request.scope, request.params.name, request.params.email, request.query, now()),
  );
  app.get(
    '/nonsaas-inv/:name/devices/:id',
    { onRequest: websitesGate, schema: { tags, params: z.object({ name: domainParam, id: z.uuid() }), querystring: detailQuery, response: { 200: websiteEndpointReportSchema, ...refused } } },
    async (request) => websiteEndpointReport(app.db, request.scope, request.params.name, request.params.id, request.query, now()),
  );

  app.head('/nonsaas-categories', { onRequest: categoriesGate, config: countRoute.config, schema: { tags, description: countRoute.description, querystring: categoryListQuery } }, async (request, reply) =>
    reply.header(TOTAL_HEADER, String(await countCategories(app.db, request.scope, request.query, now()))).send(),
  );
  app.get('/nonsaas-categories', { onRequest: categoriesGate, schema: { tags, querystring: categoryListQuery, response: { 200: z.array(websiteCategoryRow), ...refused } } }, async (request) =>
    listCategories(app.db, request.scope, request.query, now()),
  );
  app.head(
    '/nonsaas-categories/:name/users',
    { onRequest: categoriesGate, config: countRoute.config, schema: { tags, description: countRoute.description, params: z.object({ name: z.string().trim().min(1).max(200) }), querystring: websitePeopleQuery } },
    async (request, reply) => reply.header(TOTAL_HEADER, String(await countCategoryUsers(app.db, request.scope, request.params.name, request.query, now()))).send(),
  );
  app.get(
    '/nonsaas-categories/:name/users',
    { onRequest: categoriesGate, schema: { tags, params: z.object({ name: z.string().trim().min(1).max(200) }), querystring: websitePeopleQuery, response: { 200: z.array(categoryUserRow), ...refused } } },
    async (request) => listCategoryUsers(app.db, request.scope, request.params.name, request.query, now()),
  );
  app.get(
    '/nonsaas-categories/:name/users/:email',
    { onRequest: categoriesGate, schema: { tags, params: z.object({ name: z.string().trim().min(1).max(200), email: emailParam }), querystring: detailQuery, response: { 200: categoryUserReportSchema, ...refused } } },
    async (request) => categoryUserReport(app.db, request.scope, request.params.name, request.params.email, request.query, now()),
  );

  app.get('/website-categories', { onRequest: catalogGate, schema: { tags, description: 'The website category catalog (names and descriptions).', response: { 200: z.array(websiteCategoryName), 403: errorSchema } } }, async () =>
    categoryCatalog(app.db),
  );

  app.post(
    '/feedback-websites/:id',
    {
      onRequest: websitesGate,
      schema: { tags, description: 'Suggests categories for a website (id is its domain).', params: z.object({ id: domainInput }), body: websiteFeedbackBody, response: { 200: websiteFeedbackRow, ...refused } },
    },
    async (request) => {
      const domain = normaliseHost(request.params.id);
      return saveFeedback(app.db, request.scope, domain, request.body, now(), (tx, details) => request.audit('website.feedback', domain, details, { db: tx }));
    },
  );
};

export default websitesRoutes;

// The SaaS and Gen AI inventory calls (spec part 1 §7 "SaaS", part 2 §7 "Gen AI"), all behind the Inventory gate.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, TOTAL_HEADER } from '../../../src/api/contract/common';
import {
  appDeviceRow, appNameParams, appUserRow, deviceReportParams, drillQuery, genAiUserRow, genAiUsersQuery, inventoryDetail as detailSchema, inventoryQuery,
  inventoryRow, rangeQuery, trendRow, trendsQuery, usageReport, userReportParams,
} from '../../../src/api/contract/saas';
import { sendCsv } from '../../lib/csv-reply';
import { countRoute } from '../../lib/count-route';
import { requireGate } from '../../plugins/tenancy';
import {
  appDevices, appUsers, countAppDevices, countAppUsers, countGenAiUsers, deviceReport, genAiUsers, inventoryDetail, seriesOf, userReport,
} from './drill-service';
import { countInventory, INVENTORY_CSV_HEADER, inventoryCsvRows, listInventory } from './inventory-service';

const inventoryGate = requireGate({ area: 'inventory' });
const tags = ['saas-inventory'];
const failed = { 400: errorSchema, 403: errorSchema, 404: errorSchema };
const head = { onRequest: inventoryGate, config: countRoute.config } as const;
// format=csv answers text/csv (a string body, which Fastify sends without the JSON serializer).
const csvNote = 'format=csv answers the whole filtered list as a CSV download.';

const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.head('/saas-inv', { ...head, schema: { tags, description: countRoute.description, querystring: inventoryQuery } }, async (request, reply) =>
    reply.header(TOTAL_HEADER, String(await countInventory(app.db, request.scope, request.query))).send(),
  );
  app.get('/saas-inv', { onRequest: inventoryGate, schema: { tags, description: csvNote, querystring: inventoryQuery, response: { 200: z.union([z.array(inventoryRow), z.string()]), ...failed } } }, async (request, reply) => {
    const q = request.query;
    if (q.format === 'csv') {
      const rows = await listInventory(app.db, request.scope, q, true);
      return sendCsv(reply, q.genai ? 'Gen AI Apps.csv' : 'SaaS Apps.csv', INVENTORY_CSV_HEADER, inventoryCsvRows(rows));
    }
    return listInventory(app.db, request.scope, q);
  });
  app.get('/saas-inv/:name', { onRequest: inventoryGate, schema: { tags, params: appNameParams, querystring: rangeQuery, response: { 200: detailSchema, ...failed } } }, async (request) =>
    inventoryDetail(app.db, request.scope, request.params.name, request.query),
  );

  app.head('/saas-inv/:name/users', { ...head, schema: { tags, params: appNameParams, querystring: drillQuery } }, async (request, reply) =>
    reply.header(TOTAL_HEADER, String(await countAppUsers(app.db, request.scope, request.params.name, request.query))).send(),
  );
  app.get('/saas-inv/:name/users', { onRequest: inventoryGate, schema: { tags, description: csvNote, params: appNameParams, querystring: drillQuery, response: { 200: z.union([z.array(appUserRow), z.string()]), ...failed } } }, async (request, reply) => {
    const q = request.query;
    const rows = await appUsers(app.db, request.scope, request.params.name, q, q.format === 'csv');
    if (q.format === 'csv') {
      return sendCsv(reply, 'SaaS App Users.csv', ['Name', 'Email', 'Weighted Duration (s)', 'Duration (s)', 'Sessions', 'Endpoints', 'Last Seen'],
        rows.map((r) => [r.name, r.email, r.weighted_duration, r.duration, r.sessions, r.endpoints, r.last_seen]));
    }
    return rows;
  });
  app.get('/saas-inv/:name/users/:email', { onRequest: inventoryGate, schema: { tags, params: userReportParams, querystring: rangeQuery, response: { 200: usageReport, ...failed } } }, async (request) =>
    userReport(app.db, request.scope, request.params.name, request.params.email, request.query),
  );

  app.head('/saas-inv/:name/devices', { ...head, schema: { tags, params: appNameParams, querystring: drillQuery } }, async (request, reply) =>
    reply.header(TOTAL_HEADER, String(await countAppDevices(app.db, request.scope, request.params.name, request.query))).send(),
  );
  app.get('/saas-inv/:name/devices', { onRequest: inventoryGate, schema: { tags, params: appNameParams, querystring: drillQuery, response: { 200: z.array(appDeviceRow), ...failed } } }, async (request) =>
    appDevices(app.db, request.scope, request.params.name, request.query),
  );
  app.get('/saas-inv/:name/devices/:id', { onRequest: inventoryGate, schema: { tags, params: deviceReportParams, querystring: rangeQuery, response: { 200: usageReport, ...failed } } }, async (request) =>
    deviceReport(app.db, request.scope, request.params.name, request.params.id, request.query),
  );

  app.head('/saas-inv-users', { ...head, schema: { tags, description: countRoute.description, querystring: genAiUsersQuery } }, async (request, reply) =>
    reply.header(TOTAL_HEADER, String(await countGenAiUsers(app.db, request.scope, request.query))).send(),
  );
  app.get('/saas-inv-users', { onRequest: inventoryGate, schema: { tags, querystring: genAiUsersQuery, response: { 200: z.array(genAiUserRow), ...failed } } }, async (request) =>
    genAiUsers(app.db, request.scope, request.query),
  );

  // Trends reuse the inventory: the page of apps by weighted duration, each with its per-day series; {id} is the app's name.
  const trendsInventory = (q: z.output<typeof trendsQuery>) => ({ ...q, sb: 'weighted_duration' as const, so: 'desc' as const });
  app.head('/report-saas-trends', { ...head, schema: { tags, description: countRoute.description, querystring: trendsQuery } }, async (request, reply) =>
    reply.header(TOTAL_HEADER, String(await countInventory(app.db, request.scope, trendsInventory(request.query)))).send(),
  );
  app.get('/report-saas-trends', { onRequest: inventoryGate, schema: { tags, querystring: trendsQuery, response: { 200: z.array(trendRow), ...failed } } }, async (request) => {
    const rows = await listInventory(app.db, request.scope, trendsInventory(request.query));
    const series = await seriesOf(app.db, request.scope, rows.map((r) => r.name), request.query);
    return rows.map((r) => ({ name: r.name, icon: r.icon, is_gen_ai: r.is_gen_ai, weighted_duration: r.weighted_duration, series: series.get(r.name) ?? [] }));
  });
  const idParams = z.object({ id: appNameParams.shape.name });
  app.get('/report-saas-trends/:id', { onRequest: inventoryGate, schema: { tags, params: idParams, querystring: rangeQuery, response: { 200: detailSchema, ...failed } } }, async (request) =>
    inventoryDetail(app.db, request.scope, request.params.id, request.query),
  );
  app.get(
    '/report-saas-trends/:id/users/:userId',
    { onRequest: inventoryGate, schema: { tags, params: idParams.extend({ userId: userReportParams.shape.email }), querystring: rangeQuery, response: { 200: usageReport, ...failed } } },
    async (request) => userReport(app.db, request.scope, request.params.id, request.params.userId, request.query),
  );
  app.get(
    '/report-saas-trends/:id/devices/:deviceId',
    { onRequest: inventoryGate, schema: { tags, params: idParams.extend({ deviceId: deviceReportParams.shape.id }), querystring: rangeQuery, response: { 200: usageReport, ...failed } } },
    async (request) => deviceReport(app.db, request.scope, request.params.id, request.params.deviceId, request.query),
  );
};

export default inventoryRoutes;

// The Dashboard calls of spec part 2 §7 under /api. Gates: the dashboard area (src/api/contract/access.ts);
// the alert counts belong to the alerts area; website usage is refused under disable_session_logs (§2.2, §2.7).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, TOTAL_HEADER } from '../../../src/api/contract/common';
import * as c from '../../../src/api/contract/dashboard';
import { countRoute } from '../../lib/count-route';
import { requireGate } from '../../plugins/tenancy';
import { dayRange } from './range';
import * as sessions from './sessions';
import * as stats from './stats';

const dashboardGate = requireGate({ area: 'dashboard' });
const websiteUsageGate = requireGate({ area: 'dashboard', blockedBy: ['disable_session_logs'] });
const alertsGate = requireGate({ area: 'alerts' });
const errors = { 400: errorSchema, 403: errorSchema } as const;
const tags = ['dashboard'];

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const range = (q: { s: number; e: number; z: string }) => dayRange(q, app.now());

  // One GET per figure set; each reads only the range's dates of the rollups. `read` is typed by its
  // service function and the reply checked against `response` by the serializer.
  type Read = (scope: Parameters<typeof stats.vulStats>[1], q: c.RangeQuery) => Promise<unknown>;
  const statRoute = (path: string, response: z.ZodType, read: Read) =>
    app.get(path, { onRequest: dashboardGate, schema: { tags, querystring: c.rangeQuery, response: { 200: response, ...errors } } }, async (request) =>
      read(request.scope, request.query),
    );

  statRoute('/saas-stats-access-type', c.saasAccessTypeStats, (scope, q) => stats.saasAccessTypeStats(app.db, scope, range(q)));
  statRoute('/user-stats', c.userStats, (scope, q) => stats.userStats(app.db, scope, range(q)));
  statRoute('/device-stats', c.deviceStats, (scope, q) => stats.deviceStats(app.db, scope, range(q)));
  statRoute('/saas-stats-alerts', c.alertStats, (scope, q) => stats.alertStats(app.db, scope, range(q), 'saas'));
  statRoute('/nonsaas-stats-alerts', c.alertStats, (scope, q) => stats.alertStats(app.db, scope, range(q), 'website'));
  statRoute('/saas-stats-alerts-type', c.phishingStats, (scope, q) => stats.phishingStats(app.db, scope, range(q)));
  statRoute('/genai-saas-stats', c.genAiStats, (scope, q) => stats.genAiStats(app.db, scope, range(q)));
  statRoute('/device-inactivity-stats', c.deviceInactivityStats, (scope, q) => (range(q), stats.inactivityStats(app.db, scope)));
  statRoute('/device-files-action', c.sensitiveDataStats, (scope, q) => stats.sensitiveDataStats(app.db, scope, range(q)));
  statRoute('/vul-stats', c.vulStats, (scope, q) => (range(q), stats.vulStats(app.db, scope)));

  app.get('/session-stats-saas-data', { onRequest: dashboardGate, schema: { tags, querystring: c.rangeQuery, response: { 200: c.sessionSeries, ...errors } } }, async (request) =>
    sessions.series(app.db, request.scope, range(request.query), 'saas'),
  );
  app.get('/session-stats-nonsaas-data', { onRequest: websiteUsageGate, schema: { tags, querystring: c.rangeQuery, response: { 200: c.sessionSeries, ...errors } } }, async (request) =>
    sessions.series(app.db, request.scope, range(request.query), 'website'),
  );

  const usersList = z.array(c.sessionUserRow);
  app.head('/session-stats-saas-users', { onRequest: dashboardGate, config: countRoute.config, schema: { tags, description: countRoute.description, querystring: c.sessionUsersQuery } }, async (request, reply) => {
    const total = await sessions.countUsers(app.db, request.scope, range(request.query), 'saas', request.query);
    return reply.header(TOTAL_HEADER, String(total)).send();
  });
  app.get('/session-stats-saas-users', { onRequest: dashboardGate, schema: { tags, querystring: c.sessionUsersQuery, response: { 200: usersList, ...errors } } }, async (request) =>
    sessions.listUsers(app.db, request.scope, range(request.query), 'saas', request.query, request.query),
  );
  app.head('/session-stats-nonsaas-users', { onRequest: websiteUsageGate, config: countRoute.config, schema: { tags, description: countRoute.description, querystring: c.websiteUsersQuery } }, async (request, reply) => {
    const total = await sessions.countUsers(app.db, request.scope, range(request.query), 'website', request.query);
    return reply.header(TOTAL_HEADER, String(total)).send();
  });
  app.get('/session-stats-nonsaas-users', { onRequest: websiteUsageGate, schema: { tags, querystring: c.websiteUsersQuery, response: { 200: usersList, ...errors } } }, async (request) =>
    sessions.listUsers(app.db, request.scope, range(request.query), 'website', request.query, request.query),
  );

  // Counts only: the alert lists (GET) come with the alerts screens (a later issue).
  for (const [path, kind] of [['/saas-alerts', 'saas'], ['/nonsaas-alerts', 'website']] as const) {
    app.head(path, { onRequest: alertsGate, config: countRoute.config, schema: { tags, description: countRoute.description, querystring: c.alertCountQuery } }, async (request, reply) => {
      const total = await sessions.countAlerts(app.db, request.scope, range(request.query), kind, request.query);
      return reply.header(TOTAL_HEADER, String(total)).send();
    });
  }
};

export default dashboardRoutes;

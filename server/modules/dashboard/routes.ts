// The Dashboard calls of spec part 2 §7 under /api, as defined by dashboardApi (access in the definitions).
import type { FastifyPluginAsync } from 'fastify';
import { dashboardApi } from '../../../src/api/contract/dashboard';
import { registerEndpoints } from '../../lib/endpoints';
import * as dashboard from './service';

const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const now = () => app.now();
  registerEndpoints(app, dashboardApi, {
    getSaasAccessTypeStats: async (request) => dashboard.saasAccessTypeStats(app.db, request.scope, request.query, now()),
    getUserStats: async (request) => dashboard.userStats(app.db, request.scope, request.query, now()),
    getDeviceStats: async (request) => dashboard.deviceStats(app.db, request.scope, request.query, now()),
    getSaasAlertStats: async (request) => dashboard.alertStats(app.db, request.scope, request.query, now(), 'saas'),
    getWebsiteAlertStats: async (request) => dashboard.alertStats(app.db, request.scope, request.query, now(), 'website'),
    getPhishingStats: async (request) => dashboard.phishingStats(app.db, request.scope, request.query, now()),
    getGenAiStats: async (request) => dashboard.genAiStats(app.db, request.scope, request.query, now()),
    getDeviceInactivityStats: async (request) => dashboard.inactivityStats(app.db, request.scope, request.query, now()),
    getSensitiveDataStats: async (request) => dashboard.sensitiveDataStats(app.db, request.scope, request.query, now()),
    getVulStats: async (request) => dashboard.vulStats(app.db, request.scope, request.query, now()),
    getInsightTrends: async (request) => dashboard.insightTrends(app.db, request.scope, request.query, now(), request.scope.access.flags.enable_dlp),
    getSaasSessionSeries: async (request) => dashboard.sessionSeries(app.db, request.scope, request.query, now(), 'saas'),
    getWebsiteSessionSeries: async (request) => dashboard.sessionSeries(app.db, request.scope, request.query, now(), 'website'),
    listSaasSessionUsers: async (request) => dashboard.listSessionUsers(app.db, request.scope, request.query, now(), 'saas'),
    countSaasSessionUsers: async (request) => dashboard.countSessionUsers(app.db, request.scope, request.query, now(), 'saas'),
    listWebsiteSessionUsers: async (request) => dashboard.listSessionUsers(app.db, request.scope, request.query, now(), 'website'),
    countWebsiteSessionUsers: async (request) => dashboard.countSessionUsers(app.db, request.scope, request.query, now(), 'website'),
  });
};

export default dashboardRoutes;

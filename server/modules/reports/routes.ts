// The Reports calls under /api, as defined by reportsApi (access in the definitions: the usage reports
// answer 403 under disable_session_logs through canSeeSessionReports).
import type { FastifyPluginAsync } from 'fastify';
import { reportsApi } from '../../../src/api/contract/reports';
import { registerEndpoints } from '../../lib/endpoints';
import * as reports from './service';

const reportsRoutes: FastifyPluginAsync = async (app) => {
  const now = () => app.now();
  registerEndpoints(app, reportsApi, {
    getSessionStats: async (request) => reports.sessionStats(app.db, request.scope, request.query, now()),
    getAlertStats: async (request) => reports.alertStats(app.db, request.scope, request.query, now()),
    listUsageUsers: async (request) => reports.listUsers(app.db, request.scope, request.query, now()),
    countUsageUsers: async (request) => reports.countUsers(app.db, request.scope, request.query, now()),
    getInactivity: async (request) => reports.inactivity(app.db, request.scope, request.query, now()),
  });
};

export default reportsRoutes;

// The Alerts calls (spec part 1 §7, part 2 §7 "Alerts"), registered from the contract's alertsApi.
import type { FastifyPluginAsync } from 'fastify';
import { ALERT_FILES, alertsApi } from '../../../src/api/contract/alerts';
import { registerEndpoints } from '../../lib/endpoints';
import { auditAs } from '../saas/audit';
import { sendAlertsCef, sendAlertsCsv } from './exports';
import * as alerts from './service';

const alertsRoutes: FastifyPluginAsync = async (app) => {
  const now = () => app.now();
  registerEndpoints(app, alertsApi, {
    listSaasAlerts: async ({ scope, query }, reply) =>
      query.format === 'csv'
        ? sendAlertsCsv(reply, ALERT_FILES.saas.csv, alerts.streamAlerts(app.db, scope, 'saas', query, now()))
        : alerts.listAlerts(app.db, scope, 'saas', query, now()),
    countSaasAlerts: async ({ scope, query }) => alerts.countAlerts(app.db, scope, 'saas', query, now()),
    listWebsiteAlerts: async ({ scope, query }, reply) =>
      query.format === 'csv'
        ? sendAlertsCsv(reply, ALERT_FILES.website.csv, alerts.streamAlerts(app.db, scope, 'website', query, now()))
        : alerts.listAlerts(app.db, scope, 'website', query, now()),
    countWebsiteAlerts: async ({ scope, query }) => alerts.countAlerts(app.db, scope, 'website', query, now()),
    saasActionCounts: async ({ scope, query }) => alerts.actionCounts(app.db, scope, 'saas', query, now()),
    websiteActionCounts: async ({ scope, query }) => alerts.actionCounts(app.db, scope, 'website', query, now()),
    saasAlertsCef: async ({ scope, query }, reply) =>
      sendAlertsCef(reply, 'saas', ALERT_FILES.saas.cef, alerts.streamAlerts(app.db, scope, 'saas', query, now())),
    websiteAlertsCef: async ({ scope, query }, reply) =>
      sendAlertsCef(reply, 'website', ALERT_FILES.website.cef, alerts.streamAlerts(app.db, scope, 'website', query, now())),
    markSafe: async (request) => alerts.markSafe(app.db, request.scope, request.body.url, app.now(), auditAs(request, 'alerts.safe-application.add')),
  });
};

export default alertsRoutes;

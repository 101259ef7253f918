// The Logs calls (issue 26), registered from the contract's logsApi: paths, schemas and access in
// src/api/contract/logs.ts, the queries in service.ts, the files in exports.ts.
import type { FastifyPluginAsync } from 'fastify';
import { logsApi } from '../../../src/api/contract/logs';
import { registerEndpoints } from '../../lib/endpoints';
import { sendAdminLogsCef, sendAdminLogsCsv, sendErrorLogsCsv } from './exports';
import * as service from './service';

const logsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, logsApi, {
    listAdminLogs: async ({ scope, query }, reply) =>
      query.format === 'csv' ? sendAdminLogsCsv(reply, service.streamAdminLogs(app.db, scope, query)) : service.listAdminLogs(app.db, scope, query),
    countAdminLogs: async ({ scope, query }) => service.countAdminLogs(app.db, scope, query),
    getAdminLog: async ({ scope, params }) => service.getAdminLog(app.db, scope, params.id),
    adminLogFacets: async ({ scope }) => service.adminLogFacets(app.db, scope),
    adminLogsCef: async ({ scope, query }, reply) => sendAdminLogsCef(reply, scope.account.name, service.streamAdminLogs(app.db, scope, query)),
    listErrorLogs: async ({ scope, query }, reply) =>
      query.format === 'csv' ? sendErrorLogsCsv(reply, service.streamErrorLogs(app.db, scope, query)) : service.listErrorLogs(app.db, scope, query),
    countErrorLogs: async ({ scope, query }) => service.countErrorLogs(app.db, scope, query),
    errorLogFacets: async ({ scope }) => service.errorLogFacets(app.db, scope),
  });
};

export default logsRoutes;

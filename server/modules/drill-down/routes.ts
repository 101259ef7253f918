// The account drill-down calls under /api, as defined by drillDownApi (access in the definitions).
import type { FastifyPluginAsync } from 'fastify';
import { drillDownApi } from '../../../src/api/contract/drill-down';
import { registerEndpoints } from '../../lib/endpoints';
import * as drill from './service';

const drillDownRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, drillDownApi, {
    listCompanyDevices: async ({ scope, params, query }) => drill.listCompanyDevices(app.db, scope, params.id, query),
    countCompanyDevices: async ({ scope, params, query }) => drill.countCompanyDevices(app.db, scope, params.id, query),
    getCompanyDevice: async ({ scope, params }) => drill.getCompanyDevice(app.db, scope, params.id, params.deviceId),
    listSubaccounts: async ({ scope, params, query }) => drill.listSubaccounts(app.db, scope, params.id, query, app.now()),
    countSubaccounts: async ({ scope, params, query }) => drill.countSubaccounts(app.db, scope, params.id, query),
    getSubaccount: async ({ scope, params }) => drill.getSubaccount(app.db, scope, params.id, app.now()),
    listCompanyGroups: async ({ scope, params, query }) => drill.listCompanyGroups(app.db, scope, params.id, query),
    countCompanyGroups: async ({ scope, params, query }) => drill.countCompanyGroups(app.db, scope, params.id, query),
    getCompanyGroup: async ({ scope, params }) => drill.getCompanyGroup(app.db, scope, params.id, params.name),
  });
};

export default drillDownRoutes;

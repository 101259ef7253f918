// The MDM application group calls under /api (issue 20), registered from the contract's mdmAppsApi
// (src/api/contract/mdm-apps.ts); access is in the definitions (enable_mdm), the work in service.ts.
import type { FastifyPluginAsync } from 'fastify';
import { mdmAppsApi } from '../../../src/api/contract/mdm-apps';
import { sendCsv } from '../../lib/csv-reply';
import { registerEndpoints } from '../../lib/endpoints';
import { auditAs } from '../saas/audit';
import * as groups from './service';

const mdmAppsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, mdmAppsApi, {
    listAppGroups: async ({ scope, query }) => groups.listAppGroups(app.db, scope, query),
    countAppGroups: async ({ scope, query }) => groups.countAppGroups(app.db, scope, query),
    getAppGroupsReport: async ({ scope, query }, reply) =>
      sendCsv(reply, groups.reportFileName(app.now()), groups.REPORT_HEADER, groups.reportRows(app.db, scope, query)),
    getAppGroup: async ({ scope, params }) => groups.getAppGroup(app.db, scope, params.id),
    listAppGroupDevices: async ({ scope, params, query }) => groups.listAppGroupDevices(app.db, scope, params.id, query),
    countAppGroupDevices: async ({ scope, params, query }) => groups.countAppGroupDevices(app.db, scope, params.id, query.compliant),
    createAppGroup: async (request, reply) => {
      reply.code(201);
      return groups.createAppGroup(app.db, request.scope, request.body, app.now(), auditAs(request, 'mdm.app-group.create'));
    },
    updateAppGroup: async (request) => groups.updateAppGroup(app.db, request.scope, request.params.id, request.body, app.now(), auditAs(request, 'mdm.app-group.update')),
    deleteAppGroup: async (request) => groups.deleteAppGroup(app.db, request.scope, request.params.id, app.now(), auditAs(request, 'mdm.app-group.delete')),
  });
};

export default mdmAppsRoutes;

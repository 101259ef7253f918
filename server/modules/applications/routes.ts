// The Applications and Browser Policy calls under /api, registered from the contract's applicationsApi
// (access in the definitions; AUDITOR mutations are refused by the tenancy plugin).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { applicationsApi } from '../../../src/api/contract/applications';
import { sendCsv } from '../../lib/csv-reply';
import { registerEndpoints } from '../../lib/endpoints';
import type { ChangeContext } from '../web-policies/change';
import * as extensions from './browser-policy';
import * as apps from './service';

const applicationsRoutes: FastifyPluginAsync = async (app) => {
  const ctx = (request: FastifyRequest): ChangeContext => ({
    db: app.db,
    scope: request.scope,
    now: app.now(),
    audit: (tx, action, target, details) => request.audit(action, target, details, { db: tx }),
  });

  registerEndpoints(app, applicationsApi, {
    listApplications: async ({ scope, query }) => apps.listApplications(app.db, scope, query),
    countApplications: async ({ scope, query }) => apps.countApplications(app.db, scope, query),
    getApplicationsReport: async ({ scope, query }, reply) =>
      sendCsv(reply, apps.reportFileName(app.now()), apps.REPORT_HEADER, apps.reportRows(app.db, scope, query)),
    countApplicationsReport: async ({ scope, query }) => apps.countApplications(app.db, scope, query),
    getApplication: async ({ scope, params }) => apps.getApplication(app.db, scope, params.id, params.apt),
    listApplicationEndpoints: async ({ scope, params, query }) => apps.listApplicationEndpoints(app.db, scope, params.id, params.apt, query),
    countApplicationEndpoints: async ({ scope, params, query }) => apps.countApplicationEndpoints(app.db, scope, params.id, params.apt, query.version),
    listBrowsers: async ({ scope }) => extensions.listBrowsers(app.db, scope),
    listBrowserExtensions: async ({ scope, query }) => extensions.listExtensions(app.db, scope, query),
    countBrowserExtensions: async ({ scope, query }) => extensions.countExtensions(app.db, scope, query),
    setExtensionPolicy: async (request) => extensions.setExtensionPolicy(ctx(request), request.body),
    deleteExtensionPolicy: async (request) => extensions.deleteExtensionPolicy(ctx(request), request.params.extensionId),
  });
};

export default applicationsRoutes;

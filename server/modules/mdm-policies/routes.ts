// The MDM app policy and browser calls under /api (issue 20), registered from the contract's mdmPoliciesApi
// (src/api/contract/mdm-policies.ts); access is in the definitions (enable_mdm), the work in service.ts and browsers.ts.
import type { FastifyPluginAsync } from 'fastify';
import { mdmPoliciesApi } from '../../../src/api/contract/mdm-policies';
import { registerEndpoints } from '../../lib/endpoints';
import { auditAs } from '../saas/audit';
import * as browsers from './browsers';
import * as policies from './service';

const mdmPoliciesRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, mdmPoliciesApi, {
    listAppPolicies: async ({ scope, query }) => policies.listAppPolicies(app.db, scope, query),
    countAppPolicies: async ({ scope, query }) => policies.countAppPolicies(app.db, scope, query),
    getAppPolicyChoices: async ({ scope }) => policies.appPolicyChoices(app.db, scope),
    getAppPolicy: async ({ scope, params }) => policies.getAppPolicy(app.db, scope, params.id),
    listAppPolicyDevices: async ({ scope, params, query }) => policies.listAppPolicyDevices(app.db, scope, params.id, query),
    countAppPolicyDevices: async ({ scope, params }) => policies.countAppPolicyDevices(app.db, scope, params.id),
    createAppPolicy: async (request, reply) => {
      reply.code(201);
      return policies.createAppPolicy(app.db, request.scope, request.body, app.now(), auditAs(request, 'mdm.app-policy.create'));
    },
    updateAppPolicy: async (request) => policies.updateAppPolicy(app.db, request.scope, request.params.id, request.body, app.now(), auditAs(request, 'mdm.app-policy.update')),
    deleteAppPolicy: async (request) => policies.deleteAppPolicy(app.db, request.scope, request.params.id, app.now(), auditAs(request, 'mdm.app-policy.delete')),
    listBrowsers: async ({ scope }) => browsers.listBrowsers(app.db, scope),
    getBrowser: async ({ scope, params }) => browsers.getBrowser(app.db, scope, params.appName),
    listBrowserDevices: async ({ scope, params, query }) => browsers.listBrowserDevices(app.db, scope, params.appName, query),
    countBrowserDevices: async ({ scope, params }) => browsers.countBrowserDevices(app.db, scope, params.appName),
    setBrowserDecision: async (request) =>
      browsers.setBrowserDecision(app.db, request.scope, request.params.appName, request.body.allowed, app.now(), auditAs(request, 'mdm.browser.decide')),
  });
};

export default mdmPoliciesRoutes;

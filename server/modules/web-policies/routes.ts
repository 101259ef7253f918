// The web policy calls (/config-websites, /geo-fencing, /excluded-domains) under /api, as defined by
// webPoliciesApi. AUDITOR mutations are refused by the tenancy plugin.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { webPoliciesApi } from '../../../src/api/contract/web-policies';
import { registerEndpoints } from '../../lib/endpoints';
import * as policies from './service';

const webPoliciesRoutes: FastifyPluginAsync = async (app) => {
  const ctx = (request: FastifyRequest): policies.ChangeContext => ({
    db: app.db,
    scope: request.scope,
    now: app.now(),
    audit: (tx, action, target, details) => request.audit(action, target, details, { db: tx }),
  });

  registerEndpoints(app, webPoliciesApi, {
    listBlockedCategories: async (request) => policies.listBlockedCategories(app.db, request.scope),
    blockCategory: async (request) => policies.addBlockedCategory(ctx(request), request.body.category),
    updateBlockedCategory: async (request) => policies.updateBlockedCategory(ctx(request), request.params.name, request.body.action),
    deleteBlockedCategory: async (request) => policies.deleteBlockedCategory(ctx(request), request.params.id),

    listBlockedWebsites: async (request) => policies.listBlockedWebsites(app.db, request.scope, request.query),
    countBlockedWebsites: async (request) => policies.countBlockedWebsites(app.db, request.scope, request.query),
    blockWebsites: async (request) => policies.addBlockedWebsites(ctx(request), request.body),
    updateBlockedWebsite: async (request) => policies.updateBlockedWebsite(ctx(request), request.params.domain, request.body.action),
    deleteBlockedWebsite: async (request) => policies.deleteBlockedWebsite(ctx(request), request.params.domain),

    listGeoFences: async (request) => policies.listGeoFences(app.db, request.scope, request.query),
    countGeoFences: async (request) => policies.countGeoFences(app.db, request.scope, request.query),
    getGeoFence: async (request) => policies.getGeoFence(app.db, request.scope, request.params.id),
    createGeoFence: async (request) => policies.saveGeoFence(ctx(request), request.body),
    updateGeoFence: async (request) => policies.saveGeoFence(ctx(request), request.body, request.params.id),
    deleteGeoFence: async (request) => policies.deleteGeoFence(ctx(request), request.params.id),

    listBypasses: async (request) => policies.listBypassed(app.db, request.scope, request.query),
    countBypasses: async (request) => policies.countBypassed(app.db, request.scope, request.query),
    getBypass: async (request) => policies.getBypassed(app.db, request.scope, request.params.id),
    createBypass: async (request) => policies.saveBypassed(ctx(request), request.body),
    updateBypass: async (request) => policies.saveBypassed(ctx(request), request.body, request.params.id),
    deleteBypass: async (request) => policies.deleteBypassed(ctx(request), request.params.id),
  });
};

export default webPoliciesRoutes;

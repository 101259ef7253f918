import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorSchema, TOTAL_HEADER } from '../../../src/api/contract/common';
import {
  blockedCategoryBody,
  blockedCategoryRow,
  blockedCategoryUpdateBody,
  blockedWebsiteRow,
  blockedWebsitesBody,
  blockedWebsitesQuery,
  blockedWebsiteUpdateBody,
  bypassBody,
  bypassQuery,
  bypassRow,
  domainInput,
  geoFenceBody,
  geoFenceQuery,
  geoFenceRow,
  policyChange,
} from '../../../src/api/contract/web-policies';
import { countRoute } from '../../lib/count-route';
import { requireGate } from '../../plugins/tenancy';
import {
  addBlockedCategory,
  addBlockedWebsites,
  countBlockedWebsites,
  deleteBlockedCategory,
  deleteBlockedWebsite,
  listBlockedCategories,
  listBlockedWebsites,
  updateBlockedCategory,
  updateBlockedWebsite,
} from './blocks';
import type { ChangeContext } from './change';
import { countBypassed, countGeoFences, deleteBypassed, deleteGeoFence, getBypassed, getGeoFence, listBypassed, listGeoFences, saveBypassed, saveGeoFence } from './fences';

// Reads and changes are both Policies screens (/config-websites, /geo-fencing, /excluded-domains), so
// one gate; AUDITOR mutations are refused by the tenancy plugin. GET /blocked-category is also a setup
// read (spec part 2 §7 "Setup"), which the Settings area only holds for the admins who hold Policies too.
const policiesGate = requireGate({ area: 'policies' });
const tags = ['web-policies'];
const refused = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const count = { config: countRoute.config, description: countRoute.description };

const categoryParams = z.object({ name: z.string().trim().min(1).max(200) });
const categoryIdParams = z.object({ id: z.string().trim().min(1).max(200) });
const domainParams = z.object({ domain: domainInput });
const fenceParams = z.object({ id: z.string().trim().min(1).max(100) });
const uuidParams = z.object({ id: z.uuid() });

const webPoliciesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', policiesGate);
  const ctx = (request: FastifyRequest): ChangeContext => ({
    db: app.db,
    scope: request.scope,
    now: app.now(),
    audit: (tx, action, target, details) => request.audit(action, target, details, { db: tx }),
  });

  // ---------- blocked categories ----------
  app.get('/blocked-category', { schema: { tags, response: { 200: z.array(blockedCategoryRow), 403: errorSchema } } }, async (request) =>
    listBlockedCategories(app.db, request.scope),
  );
  app.post('/blocked-category', { schema: { tags, body: blockedCategoryBody, response: { 200: blockedCategoryRow, ...refused } } }, async (request) =>
    addBlockedCategory(ctx(request), request.body.category),
  );
  app.post('/blocked-category/:name', { schema: { tags, params: categoryParams, body: blockedCategoryUpdateBody, response: { 200: blockedCategoryRow, ...refused } } }, async (request) =>
    updateBlockedCategory(ctx(request), request.params.name, request.body.action),
  );
  app.delete('/blocked-category/:id', { schema: { tags, description: 'id is the category name.', params: categoryIdParams, response: { 200: policyChange, ...refused } } }, async (request) => ({
    policy_version: await deleteBlockedCategory(ctx(request), request.params.id),
  }));

  // ---------- blocked websites ----------
  app.head('/blocked-websites', { ...count, schema: { tags, description: count.description, querystring: blockedWebsitesQuery } }, async (request, reply) =>
    reply.header(TOTAL_HEADER, String(await countBlockedWebsites(app.db, request.scope, request.query))).send(),
  );
  app.get('/blocked-websites', { schema: { tags, querystring: blockedWebsitesQuery, response: { 200: z.array(blockedWebsiteRow), ...refused } } }, async (request) =>
    listBlockedWebsites(app.db, request.scope, request.query),
  );
  app.post(
    '/blocked-websites',
    { schema: { tags, description: 'Blocks websites (normalised hosts); 409 when one is already blocked, and then nothing is stored.', body: blockedWebsitesBody, response: { 200: z.array(blockedWebsiteRow), ...refused } } },
    async (request) => addBlockedWebsites(ctx(request), request.body),
  );
  app.post('/blocked-websites/:domain', { schema: { tags, params: domainParams, body: blockedWebsiteUpdateBody, response: { 200: blockedWebsiteRow, ...refused } } }, async (request) =>
    updateBlockedWebsite(ctx(request), request.params.domain, request.body.action),
  );
  app.delete('/blocked-websites/:domain', { schema: { tags, params: domainParams, response: { 200: policyChange, ...refused } } }, async (request) => ({
    policy_version: await deleteBlockedWebsite(ctx(request), request.params.domain),
  }));

  // ---------- geo-fencing ----------
  app.head('/geo-fencing', { ...count, schema: { tags, description: count.description, querystring: geoFenceQuery } }, async (request, reply) =>
    reply.header(TOTAL_HEADER, String(await countGeoFences(app.db, request.scope, request.query))).send(),
  );
  app.get('/geo-fencing', { schema: { tags, querystring: geoFenceQuery, response: { 200: z.array(geoFenceRow), ...refused } } }, async (request) =>
    listGeoFences(app.db, request.scope, request.query),
  );
  app.get('/geo-fencing/:id', { schema: { tags, description: 'id is the fence id or its name.', params: fenceParams, response: { 200: geoFenceRow, ...refused } } }, async (request) =>
    getGeoFence(app.db, request.scope, request.params.id),
  );
  app.post('/geo-fencing', { schema: { tags, body: geoFenceBody, response: { 200: geoFenceRow, ...refused } } }, async (request) => saveGeoFence(ctx(request), request.body));
  app.post('/geo-fencing/:id', { schema: { tags, params: fenceParams, body: geoFenceBody, response: { 200: geoFenceRow, ...refused } } }, async (request) =>
    saveGeoFence(ctx(request), request.body, request.params.id),
  );
  app.delete('/geo-fencing/:id', { schema: { tags, params: fenceParams, response: { 200: policyChange, ...refused } } }, async (request) => ({
    policy_version: await deleteGeoFence(ctx(request), request.params.id),
  }));

  // ---------- bypassed domains ----------
  app.head('/excluded-domains', { ...count, schema: { tags, description: count.description, querystring: bypassQuery } }, async (request, reply) =>
    reply.header(TOTAL_HEADER, String(await countBypassed(app.db, request.scope, request.query))).send(),
  );
  app.get('/excluded-domains', { schema: { tags, querystring: bypassQuery, response: { 200: z.array(bypassRow), ...refused } } }, async (request) =>
    listBypassed(app.db, request.scope, request.query),
  );
  app.get('/excluded-domains/:id', { schema: { tags, params: uuidParams, response: { 200: bypassRow, ...refused } } }, async (request) =>
    getBypassed(app.db, request.scope, request.params.id),
  );
  app.post('/excluded-domains', { schema: { tags, body: bypassBody, response: { 200: bypassRow, ...refused } } }, async (request) => saveBypassed(ctx(request), request.body));
  app.post('/excluded-domains/:id', { schema: { tags, params: uuidParams, body: bypassBody, response: { 200: bypassRow, ...refused } } }, async (request) =>
    saveBypassed(ctx(request), request.body, request.params.id),
  );
  app.delete('/excluded-domains/:id', { schema: { tags, params: uuidParams, response: { 200: policyChange, ...refused } } }, async (request) => ({
    policy_version: await deleteBypassed(ctx(request), request.params.id),
  }));
};

export default webPoliciesRoutes;

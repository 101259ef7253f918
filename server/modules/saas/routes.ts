// The SaaS policy calls (spec part 1 §7 "SaaS"): the catalog, the account's classifications, custom apps,
// images and categories. Inventory reads are in inventory-routes.ts.
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canAccess } from '../../../src/api/contract/access';
import { errorSchema, TOTAL_HEADER } from '../../../src/api/contract/common';
import {
  accountApp, accountAppsQuery, appCategory, appNameParams, bulkBody, bulkResult, catalogApp, catalogAppBody, catalogQuery, categoryBody, categoryIdParams,
  categoryNameParams, classifyBody, customApp, customAppBody, customAppsQuery, reclassifyBody, unsanctionedCategory, unsanctionedCategoryBody,
  unsanctionedCategoryUpdate,
} from '../../../src/api/contract/saas';
import { countRoute } from '../../lib/count-route';
import { forbidden } from '../../lib/http-error';
import { requireGate } from '../../plugins/tenancy';
import { addCategory, addUnsanctionedCategory, listCategories, listUnsanctionedCategories, renameCategory, updateUnsanctionedCategory } from './categories-service';
import { type Audit, bulkClassify, classifyNew, countAccountApps, countCatalog, listAccountApps, listCatalog, reclassify, saveCatalogApp } from './classify-service';
import { countCustomApps, deleteCustomApp, deleteImage, listCustomApps, readImage, saveCustomApp } from './custom-service';
import inventoryRoutes from './inventory-routes';

/** Read by the inventory screens and by the /saas-config screens (a switched-in provider admin has only Policies). */
const readGate: onRequestAsyncHookHandler = async (request) => {
  const ctx = request.scope?.access ?? null;
  if (!canAccess({ area: 'inventory' }, ctx) && !canAccess({ area: 'policies' }, ctx)) throw forbidden();
};
const policiesGate = requireGate({ area: 'policies' });
/** The provider's catalog: SuperAdmin or the provider admin, on the provider account itself. */
const catalogGate: onRequestAsyncHookHandler = async (request) => {
  if (!request.scope || !canAccess({ area: 'operator' }, request.scope.access) || !request.scope.access.onProviderAccount) throw forbidden();
};

const refused = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const ok = z.object({ ok: z.literal(true) });
const tags = ['saas'];

/** Every mutation's audit row, written in the mutation's transaction. */
const audit =
  (request: FastifyRequest, action: string): Audit =>
  (tx, target, details) =>
    request.audit(action, target, details, { db: tx });

const saasRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- catalog ----
  app.head('/saas', { onRequest: readGate, config: countRoute.config, schema: { tags, description: countRoute.description, querystring: catalogQuery } }, async (request, reply) =>
    reply.header(TOTAL_HEADER, String(await countCatalog(app.db, request.scope, request.query))).send(),
  );
  app.get('/saas', { onRequest: readGate, schema: { tags, querystring: catalogQuery, response: { 200: z.array(catalogApp), 403: errorSchema } } }, async (request) =>
    listCatalog(app.db, request.scope, request.query),
  );
  app.post('/saas', { onRequest: catalogGate, schema: { tags, body: catalogAppBody, response: { 200: ok, ...refused } } }, async (request) => {
    await saveCatalogApp(app.db, request.body, null, audit(request, 'catalog.app.add'));
    return { ok: true as const };
  });
  app.post('/saas/:name', { onRequest: catalogGate, schema: { tags, params: appNameParams, body: catalogAppBody, response: { 200: ok, ...refused } } }, async (request) => {
    await saveCatalogApp(app.db, request.body, request.params.name, audit(request, 'catalog.app.update'));
    return { ok: true as const };
  });

  // ---- the account's classifications ----
  app.head('/saas-account', { onRequest: readGate, config: countRoute.config, schema: { tags, description: countRoute.description, querystring: accountAppsQuery } }, async (request, reply) =>
    reply.header(TOTAL_HEADER, String(await countAccountApps(app.db, request.scope, request.query))).send(),
  );
  app.get('/saas-account', { onRequest: readGate, schema: { tags, querystring: accountAppsQuery, response: { 200: z.array(accountApp), 403: errorSchema } } }, async (request) =>
    listAccountApps(app.db, request.scope, request.query),
  );
  app.post('/saas-account', { onRequest: policiesGate, schema: { tags, body: classifyBody, response: { 200: ok, ...refused } } }, async (request) => {
    const { name, ...c } = request.body;
    await classifyNew(app.db, request.scope, name, c, app.now(), audit(request, 'saas.app.classify'));
    return { ok: true as const };
  });
  app.post('/saas-account/:name', { onRequest: policiesGate, schema: { tags, params: appNameParams, body: reclassifyBody, response: { 200: ok, ...refused } } }, async (request) => {
    await reclassify(app.db, request.scope, request.params.name, request.body, app.now(), audit(request, 'saas.app.classify'));
    return { ok: true as const };
  });
  app.delete('/saas-account/:name', { onRequest: policiesGate, schema: { tags, params: appNameParams, response: { 200: ok, ...refused } } }, async (request) => {
    await reclassify(app.db, request.scope, request.params.name, { is_sanctioned: null }, app.now(), audit(request, 'saas.app.unclassify'));
    return { ok: true as const };
  });
  app.post('/saas-applications', { onRequest: policiesGate, schema: { tags, body: bulkBody, response: { 200: bulkResult, ...refused } } }, async (request) => ({
    updated: await bulkClassify(app.db, request.scope, request.body.applications, app.now(), audit(request, 'saas.app.bulk-classify')),
  }));

  // ---- custom apps and images ----
  app.head('/cust-saas', { onRequest: readGate, config: countRoute.config, schema: { tags, description: countRoute.description, querystring: customAppsQuery } }, async (request, reply) =>
    reply.header(TOTAL_HEADER, String(await countCustomApps(app.db, request.scope, request.query))).send(),
  );
  app.get('/cust-saas', { onRequest: readGate, schema: { tags, querystring: customAppsQuery, response: { 200: z.array(customApp), 403: errorSchema } } }, async (request) =>
    listCustomApps(app.db, request.scope, request.query),
  );
  app.post('/cust-saas', { onRequest: policiesGate, schema: { tags, body: customAppBody, response: { 200: ok, ...refused } } }, async (request) => {
    await saveCustomApp(app.db, request.scope, request.body, null, app.now(), audit(request, 'saas.custom.add'));
    return { ok: true as const };
  });
  app.post('/cust-saas/:name', { onRequest: policiesGate, schema: { tags, params: appNameParams, body: customAppBody, response: { 200: ok, ...refused } } }, async (request) => {
    await saveCustomApp(app.db, request.scope, request.body, request.params.name, app.now(), audit(request, 'saas.custom.update'));
    return { ok: true as const };
  });
  app.delete('/cust-saas/:name', { onRequest: policiesGate, schema: { tags, params: appNameParams, response: { 200: ok, ...refused } } }, async (request) => {
    await deleteCustomApp(app.db, request.scope, request.params.name, app.now(), audit(request, 'saas.custom.delete'));
    return { ok: true as const };
  });
  app.get('/saas-image/:name', { onRequest: readGate, schema: { tags, params: appNameParams, produces: ['image/png', 'image/jpeg', 'image/svg+xml'] } }, async (request, reply) => {
    const image = await readImage(app.db, request.scope, request.params.name);
    // An uploaded SVG may carry script: served with its own type, never sniffed, and sandboxed.
    return reply.type(image.contentType).header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox").send(image.bytes);
  });
  app.delete('/saas-image/:name', { onRequest: policiesGate, schema: { tags, params: appNameParams, response: { 200: ok, ...refused } } }, async (request) => {
    await deleteImage(app.db, request.scope, request.params.name, audit(request, 'saas.image.delete'));
    return { ok: true as const };
  });

  // ---- categories ----
  app.get('/saas-categories', { onRequest: readGate, schema: { tags, response: { 200: z.array(appCategory), 403: errorSchema } } }, async (request) =>
    listCategories(app.db, request.scope),
  );
  app.post('/enums/category', { onRequest: policiesGate, schema: { tags, body: categoryBody, response: { 200: appCategory, ...refused } } }, async (request) =>
    addCategory(app.db, request.scope, request.body.name, app.now(), audit(request, 'saas.category.add')),
  );
  app.post('/enums/category/:id', { onRequest: policiesGate, schema: { tags, params: categoryIdParams, body: categoryBody, response: { 200: appCategory, ...refused } } }, async (request) =>
    renameCategory(app.db, request.scope, request.params.id, request.body.name, app.now(), audit(request, 'saas.category.rename')),
  );
  app.get('/unsanctioned-categories', { onRequest: readGate, schema: { tags, response: { 200: z.array(unsanctionedCategory), 403: errorSchema } } }, async (request) =>
    listUnsanctionedCategories(app.db, request.scope),
  );
  app.post('/unsanctioned-categories', { onRequest: policiesGate, schema: { tags, body: unsanctionedCategoryBody, response: { 200: ok, ...refused } } }, async (request) => {
    await addUnsanctionedCategory(app.db, request.scope, request.body.name, request.body.action, app.now(), audit(request, 'saas.unsanctioned-category.add'));
    return { ok: true as const };
  });
  app.post(
    '/unsanctioned-categories/:name',
    { onRequest: policiesGate, schema: { tags, params: categoryNameParams, body: unsanctionedCategoryUpdate, response: { 200: ok, ...refused } } },
    async (request) => {
      await updateUnsanctionedCategory(app.db, request.scope, request.params.name, request.body.action, app.now(), audit(request, 'saas.unsanctioned-category.update'));
      return { ok: true as const };
    },
  );
  app.delete('/unsanctioned-categories/:name', { onRequest: policiesGate, schema: { tags, params: categoryNameParams, response: { 200: ok, ...refused } } }, async (request) => {
    await updateUnsanctionedCategory(app.db, request.scope, request.params.name, null, app.now(), audit(request, 'saas.unsanctioned-category.delete'));
    return { ok: true as const };
  });

  await app.register(inventoryRoutes);
};

export default saasRoutes;

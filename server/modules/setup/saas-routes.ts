import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, TOTAL_HEADER } from '../../../src/api/contract/common';
import { setupBlockedCategory, setupSaasApp, setupSaasAppsQuery, setupSaasCategory } from '../../../src/api/contract/setup';
import { countRoute } from '../../lib/count-route';
import { countSetupSaasApps, listSetupSaasApps, setupBlockedCategories, setupSaasCategories } from './saas-service';

/** The recommended-configuration reads (spec part 2 §7 "Setup"); the parent plugin applies the Settings gate. */
const saasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.head(
    '/account-setup-saas-apps',
    { config: countRoute.config, schema: { tags: ['setup'], description: countRoute.description, querystring: setupSaasAppsQuery } },
    async (request, reply) => reply.header(TOTAL_HEADER, String(await countSetupSaasApps(app.db, request.scope, request.query, app.now()))).send(),
  );
  app.get(
    '/account-setup-saas-apps',
    { schema: { tags: ['setup'], querystring: setupSaasAppsQuery, response: { 200: z.array(setupSaasApp), 403: errorSchema } } },
    async (request) => listSetupSaasApps(app.db, request.scope, request.query, app.now()),
  );
  app.get('/account-setup-saas-apps-categories', { schema: { tags: ['setup'], response: { 200: z.array(setupSaasCategory), 403: errorSchema } } }, async (request) =>
    setupSaasCategories(app.db, request.scope, app.now()),
  );
  app.get('/account-setup-blocked-saas-categories', { schema: { tags: ['setup'], response: { 200: z.array(setupBlockedCategory), 403: errorSchema } } }, async (request) =>
    setupBlockedCategories(app.db, request.scope),
  );
};

export default saasRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../src/api/contract/common';
import { enumsResponse, healthResponse } from '../../../src/api/contract/meta';
import { databaseIsUp, enums } from './service';

const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { public: true }, schema: { tags: ['meta'], response: { 200: healthResponse, 503: errorSchema }, security: [] } },
    async (_request, reply) => {
      if (await databaseIsUp(app.db)) return { status: 'ok' as const, database: app.dbKind };
      return reply.code(503).send({ exception: 'The database is not reachable.', code: 'DB_UNAVAILABLE' });
    },
  );

  app.get('/enums', { schema: { tags: ['meta'], response: { 200: enumsResponse } } }, async (request) => enums(app.db, request.scope));
};

export default metaRoutes;

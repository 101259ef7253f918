import type { FastifyPluginAsync } from 'fastify';
import { metaApi } from '../../../src/api/contract/meta';
import { registerEndpoints } from '../../lib/endpoints';
import { databaseIsUp, enums } from './service';

const metaRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, metaApi, {
    getHealth: async (_request, reply) => {
      if (await databaseIsUp(app.db)) return { status: 'ok' as const, database: app.dbKind };
      return reply.code(503).send({ exception: 'The database is not reachable.', code: 'DB_UNAVAILABLE' });
    },
    getEnums: async (request) => enums(app.db, request.scope),
  });
};

export default metaRoutes;

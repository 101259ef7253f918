import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, TOTAL_HEADER } from '../../../src/api/contract/common';
import { personRow, userListQuery } from '../../../src/api/contract/users';
import { countRoute } from '../../lib/count-route';
import { requireGate } from '../../plugins/tenancy';
import { countPeople, listPeople } from './service';

// spec part 1 §2: Inventory, FLEET: users.
const inventoryGate = requireGate({ area: 'inventory' });

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.head('/users', { onRequest: inventoryGate, config: countRoute.config, schema: { tags: ['users'], description: countRoute.description, querystring: userListQuery } }, async (request, reply) => {
    const total = await countPeople(app.db, request.scope, request.query);
    return reply.header(TOTAL_HEADER, String(total)).send();
  });
  app.get(
    '/users',
    { onRequest: inventoryGate, schema: { tags: ['users'], querystring: userListQuery, response: { 200: z.array(personRow), 403: errorSchema } } },
    async (request) => listPeople(app.db, request.scope, request.query),
  );
};

export default usersRoutes;

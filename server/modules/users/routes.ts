import type { FastifyPluginAsync } from 'fastify';
import { usersApi } from '../../../src/api/contract/users';
import { registerEndpoints } from '../../lib/endpoints';
import { countPeople, listPeople } from './service';

const usersRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, usersApi, {
    countUsers: async (request) => countPeople(app.db, request.scope, request.query),
    listUsers: async (request) => listPeople(app.db, request.scope, request.query),
  });
};

export default usersRoutes;

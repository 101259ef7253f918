// Cloud agents and services (issue 22), registered from the contract's cloudApi (src/api/contract/cloud.ts).
import type { FastifyPluginAsync } from 'fastify';
import { cloudApi } from '../../../src/api/contract/cloud';
import { registerEndpoints } from '../../lib/endpoints';
import { auditAs } from '../saas/audit';
import * as cloud from './service';

const cloudRoutes: FastifyPluginAsync = async (app) => {
  const now = () => app.now();
  registerEndpoints(app, cloudApi, {
    listAgents: async ({ scope, query }) => cloud.listAgents(app.db, scope, query, now()),
    countAgents: async ({ scope, query }) => cloud.countAgents(app.db, scope, query),
    createAgent: async (request, reply) => {
      reply.code(201);
      return cloud.createAgent(app.db, request.scope, request.body, now(), auditAs(request, 'cloud.agent.create'));
    },
    updateAgent: async (request) => cloud.updateAgent(app.db, request.scope, request.params.id, request.body, now(), auditAs(request, 'cloud.agent.update')),
    deleteAgent: async (request) => cloud.deleteAgent(app.db, request.scope, request.params.id, now(), auditAs(request, 'cloud.agent.delete')),
    listServices: async ({ scope, query }) => cloud.listServices(app.db, scope, query),
    countServices: async ({ scope, query }) => cloud.countServices(app.db, scope, query),
    createService: async (request, reply) => {
      reply.code(201);
      return cloud.createService(app.db, request.scope, request.body, now(), auditAs(request, 'cloud.service.create'));
    },
    updateService: async (request) => cloud.updateService(app.db, request.scope, request.params.id, request.body, now(), auditAs(request, 'cloud.service.update')),
    deleteService: async (request) => cloud.deleteService(app.db, request.scope, request.params.id, auditAs(request, 'cloud.service.delete')),
  });
};

export default cloudRoutes;

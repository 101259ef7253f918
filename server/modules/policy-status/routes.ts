import type { FastifyPluginAsync } from 'fastify';
import { policyStatusApi } from '../../../src/api/contract/policy-status';
import { registerEndpoints } from '../../lib/endpoints';
import { onlineWindowMinutes, policyStatusOf } from './service';

const policyStatusRoutes: FastifyPluginAsync<{ onlineWindowMinutes?: number }> = async (app, options) => {
  const window = options.onlineWindowMinutes ?? onlineWindowMinutes();
  registerEndpoints(app, policyStatusApi, {
    status: async (request) => policyStatusOf(app.db, request.scope.accountId, app.now(), window),
  });
};

export default policyStatusRoutes;

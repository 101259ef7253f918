import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../src/api/contract/common';
import { policyStatus } from '../../../src/api/contract/policy-status';
import { requireGate } from '../../plugins/tenancy';
import { onlineWindowMinutes, policyStatusOf } from './service';

/** The gate of the Policies screens that show it (the auditor and group admins have no Policies area). */
const policiesGate = requireGate({ area: 'policies' });

const policyStatusRoutes: FastifyPluginAsyncZod<{ onlineWindowMinutes?: number }> = async (app, options) => {
  const window = options.onlineWindowMinutes ?? onlineWindowMinutes();
  app.get(
    '/policy-status',
    {
      onRequest: policiesGate,
      schema: {
        tags: ['policies'],
        description: "How far the account's current policy version has reached its endpoints (issue 5 enforcement).",
        response: { 200: policyStatus, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => policyStatusOf(app.db, request.scope.accountId, app.now(), window),
  );
};

export default policyStatusRoutes;

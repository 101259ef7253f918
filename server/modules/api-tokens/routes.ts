// API tokens (issue 27), registered from the contract's apiTokensApi; the work is in service.ts.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiTokensApi } from '../../../src/api/contract/settings-api';
import { registerEndpoints } from '../../lib/endpoints';
import { forbidden } from '../../lib/http-error';
import aboutRoutes from '../about/routes';
import agentSettingsRoutes from '../agent-settings/routes';
import { auditAs } from '../saas/audit';
import * as tokens from './service';

/** A token cannot mint or revoke tokens: a leaked token must not be able to outlive its revocation. */
function refuseTokenSession(request: FastifyRequest): void {
  if (request.session?.apiToken) throw forbidden('API tokens cannot manage API tokens. Sign in to the console.');
}

const apiTokenRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, apiTokensApi, {
    listApiTokens: async ({ scope }) => tokens.listApiTokens(app.db, scope, app.now()),
    createApiToken: async (request, reply) => {
      refuseTokenSession(request);
      reply.code(201);
      return tokens.createApiToken(app.db, request.scope, request.body, app.now(), auditAs(request, 'api-token.create'));
    },
    revokeApiToken: async (request) => {
      refuseTokenSession(request);
      return tokens.revokeApiToken(app.db, request.scope, request.params.id, app.now(), auditAs(request, 'api-token.revoke'));
    },
  });
  // The other Settings calls of issue 27 (/copilot, /copilot-messages, /about), registered with these.
  await app.register(agentSettingsRoutes);
  await app.register(aboutRoutes);
};

export default apiTokenRoutes;

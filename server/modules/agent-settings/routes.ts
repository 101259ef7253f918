// Agent settings and Copilot Messages (issue 27), registered from the contract's agentSettingsApi.
import type { FastifyPluginAsync } from 'fastify';
import { agentSettingsApi } from '../../../src/api/contract/settings-api';
import { registerEndpoints } from '../../lib/endpoints';
import { auditAs } from '../saas/audit';
import * as settings from './service';

const agentSettingsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, agentSettingsApi, {
    getAgentSettings: async ({ scope }) => settings.getAgentSettings(app.db, scope),
    updateAgentSettings: async (request) => settings.updateAgentSettings(app.db, request.scope, request.body, app.now(), auditAs(request, 'agent-settings.update')),
    getCopilotMessages: async ({ scope }) => settings.getCopilotMessages(app.db, scope),
    updateCopilotMessage: async (request) =>
      settings.updateCopilotMessage(app.db, request.scope, request.params.kind, request.body, app.now(), auditAs(request, 'copilot-message.update')),
    resetCopilotMessage: async (request) => settings.resetCopilotMessage(app.db, request.scope, request.params.kind, app.now(), auditAs(request, 'copilot-message.reset')),
  });
};

export default agentSettingsRoutes;

// POST /agent/v1/dlp-activity (issue 21): what an endpoint's agent or its browser extension saw leaving
// through USB, cloud storage, Gen AI prompts, e-mail or print, with the policy that acted. Same device-token
// authentication and rate limit as the rest of the agent API (modules/agent/device-auth.ts).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../src/api/contract/common';
import { DLP_ACTIVITY_AGENT_PATH, dlpActivityBody, dlpActivityResponse } from '../../../src/api/contract/dlp-activity';
import { authenticateDevice, type Device } from '../agent/device-auth';
import { agentSettings, type AgentSettings } from '../agent/settings';
import { ingestDlpActivity } from './service';

const dlpActivityAgentRoutes: FastifyPluginAsyncZod<{ settings?: Partial<AgentSettings> }> = async (app, options) => {
  const settings = agentSettings(options.settings);
  const devices = new WeakMap<FastifyRequest, Device>();
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    devices.set(request, await authenticateDevice(app.db, request, settings, app.now()));
  });
  app.post(
    DLP_ACTIVITY_AGENT_PATH,
    {
      schema: {
        tags: ['agent'],
        security: [{ bearer: [] }],
        description: 'DLP events beyond copy-paste (USB, cloud storage, Gen AI prompts, e-mail, print; agent or browser extension), idempotent by event id.',
        body: dlpActivityBody,
        response: { 200: dlpActivityResponse, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const device = devices.get(request)!;
      return ingestDlpActivity(app.db, { accountId: device.accountId, endpointId: device.endpointId, events: request.body.events });
    },
  );
};

export default dlpActivityAgentRoutes;

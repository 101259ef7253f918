// The fleet's part of the agent API under /agent/v1 (issue 18): log uploads for the endpoint details'
// Logs tab, and the check of an uninstall key. Same device-token authentication and rate limit as the rest of the agent API
// (modules/agent/device-auth.ts), checked before the body is read.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LOG_UPLOAD_TYPES, MAX_LOG_UPLOAD_BYTES, logUploadQuery, logUploadResponse, uninstallVerifyBody, uninstallVerifyResponse,
} from '../../../src/api/contract/agent';
import { errorSchema } from '../../../src/api/contract/common';
import { authenticateDevice, type Device } from '../agent/device-auth';
import { agentSettings, type AgentSettings } from '../agent/settings';
import { logText, storeLog } from './logs';
import { verifyUninstallKey } from './uninstall-keys';

const tags = ['agent'];
const security = [{ bearer: [] }];

const fleetAgentRoutes: FastifyPluginAsyncZod<{ settings?: Partial<AgentSettings> }> = async (app, options) => {
  const settings = agentSettings(options.settings);
  const devices = new WeakMap<FastifyRequest, Device>();
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    devices.set(request, await authenticateDevice(app.db, request, settings, app.now()));
  });
  // the body as bytes: a log is stored as sent (text) or inflated first (gzip)
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser([...LOG_UPLOAD_TYPES], { parseAs: 'buffer', bodyLimit: MAX_LOG_UPLOAD_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/logs',
    {
      bodyLimit: MAX_LOG_UPLOAD_BYTES,
      schema: {
        tags,
        security,
        description: `A log file of the agent (Logs tab of the endpoint details): the body is the text (text/plain) or the text gzip-compressed (application/gzip), at most ${MAX_LOG_UPLOAD_BYTES / 1024} KB as sent.`,
        querystring: logUploadQuery,
        response: { 201: logUploadResponse, 400: errorSchema, 401: errorSchema, 413: errorSchema, 415: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const device = devices.get(request)!;
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const gzipped = (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/gzip');
      const text = logText(body, gzipped);
      const stored = await storeLog(app.db, { accountId: device.accountId, endpointId: device.endpointId, name: request.query.name, text, at: app.now() });
      return reply.code(201).send(stored);
    },
  );

  app.post(
    '/uninstall-key/verify',
    {
      bodyLimit: 4096,
      schema: {
        tags,
        security,
        description: 'Checks the uninstall key the person typed (POST /api/uninstall-key made it): valid once, for this device, until it expires. A valid key is used up.',
        body: uninstallVerifyBody,
        response: { 200: uninstallVerifyResponse, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => ({ valid: await verifyUninstallKey(app.db, devices.get(request)!, request.body.key, app.now()) }),
  );
};

export default fleetAgentRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commandIdParams,
  commandPollResponse,
  commandResultBody,
  commandResultResponse,
  enrolBody,
  enrolResponse,
  heartbeatBody,
  heartbeatResponse,
  policyAckBody,
  policyAckResponse,
  policyDocument,
  policyEtag,
  telemetryEnvelope,
  telemetryRejection,
  telemetryResponse,
} from '../../../src/api/contract/agent';
import { errorSchema } from '../../../src/api/contract/common';
import { flatIssues, ingestBatch, recordHeartbeat } from '../../ingest/index';
import { notFound } from '../../lib/http-error';
import { currentPolicyVersion } from '../../lib/policy-version';
import { every } from '../../jobs/cron';
import { pendingCommandCount, pollCommands, recordCommandResult, sweepTimeouts } from './commands';
import { authenticateDevice } from './device-auth';
import { createEnrolLimiter } from './enrol-limit';
import { acknowledgePolicy, matchesEtag, policyDocumentOf } from './policy';
import { offeredUpdate } from '../releases/agent-update';
import { enrol } from './service';
import { agentSettings, type AgentSettings } from './settings';

export interface AgentRoutesOptions {
  settings?: Partial<AgentSettings>;
}

const tags = ['agent'];
// The console's bearer scheme; here the bearer is the device token that enrolment returned.
const security = [{ bearer: [] }];
const SMALL_BODY = 64 * 1024;

/** The endpoint-agent API under /agent/v1 (issue 3): device-token auth, not the console's JWT. */
const agentRoutes: FastifyPluginAsyncZod<AgentRoutesOptions> = async (app, options) => {
  const settings = agentSettings(options.settings);
  const enrolLimiter = createEnrolLimiter(app.db, settings.enrolLimit, app.now);
  app.decorateRequest('device', null);
  // Unknown agent paths answer the JSON 404, not the console's index.html.
  app.setNotFoundHandler(async () => {
    throw notFound();
  });

  // Every call but enrol carries the device token; authentication also counts the rate limit.
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    request.device = await authenticateDevice(app.db, request, settings, app.now());
  });

  app.post(
    '/enrol',
    {
      config: { public: true },
      bodyLimit: SMALL_BODY,
      schema: { tags, security: [], body: enrolBody, response: { 200: enrolResponse, 400: errorSchema, 401: errorSchema, 429: errorSchema } },
    },
    async (request) => enrol(app.db, enrolLimiter, request.body, request.ip, app.now()),
  );

  app.post(
    '/heartbeat',
    { bodyLimit: SMALL_BODY, schema: { tags, security, body: heartbeatBody, response: { 200: heartbeatResponse, 401: errorSchema, 429: errorSchema } } },
    async (request) => {
      const device = request.device!;
      const b = request.body;
      await recordHeartbeat(app.db, device.accountId, device.endpointId, {
        agentVersion: b.agent_version,
        osVersion: b.os_version,
        hostname: b.hostname,
        mdmManaged: b.mdm_managed,
        diskEncrypted: b.disk_encrypted,
      });
      const policy = await currentPolicyVersion(app.db, device.accountId);
      const update = await offeredUpdate(app.db, device);
      return { server_time: app.now().toISOString(), pending_commands: await pendingCommandCount(app.db, device), policy_version: policy.version, update };
    },
  );

  app.get(
    '/policy',
    {
      schema: {
        tags,
        security,
        description: 'The policy document the device enforces (issue 5). ETag is the version; If-None-Match with it answers 304.',
        response: { 200: policyDocument, 304: z.null().describe('Not modified: the device already has this version'), 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { accountId } = request.device!;
      const current = await currentPolicyVersion(app.db, accountId);
      reply.header('etag', policyEtag(current.version)).header('cache-control', 'no-cache');
      if (matchesEtag(request.headers['if-none-match'], current.version)) return reply.code(304).send(null);
      const document = await policyDocumentOf(app.db, accountId, app.now());
      // a change between the two reads: the document carries the newer version, and so must its ETag
      if (document.version !== current.version) reply.header('etag', policyEtag(document.version));
      return document;
    },
  );

  app.post(
    '/policy/ack',
    {
      bodyLimit: SMALL_BODY,
      schema: {
        tags,
        security,
        description: 'The policy version the device now enforces; a version above the current one answers 400.',
        body: policyAckBody,
        response: { 200: policyAckResponse, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => acknowledgePolicy(app.db, request.device!, request.body.version, app.now()),
  );

  app.post(
    '/telemetry',
    {
      bodyLimit: settings.telemetryBodyLimit,
      schema: {
        tags,
        security,
        description: 'A batch of events (see the AgentEvent union of the contract). Idempotent by event id: a re-sent batch adds nothing.',
        body: telemetryEnvelope,
        response: { 200: telemetryResponse, 400: telemetryRejection.or(errorSchema), 401: errorSchema, 413: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const device = request.device!;
      const result = await ingestBatch(app.db, { ...device, events: request.body.events, now: app.now() });
      if (result.ok) return { accepted: result.accepted, duplicates: result.duplicates };
      const n = result.rejected.length;
      return reply.code(400).send({
        exception: `${n} ${n === 1 ? 'event is' : 'events are'} invalid; nothing of this batch was stored.`,
        code: 'INVALID_EVENTS' as const,
        issues: flatIssues(result.rejected),
        rejected: result.rejected,
      });
    },
  );

  app.get('/commands', { schema: { tags, security, response: { 200: commandPollResponse, 401: errorSchema, 429: errorSchema } } }, async (request) => ({
    commands: await pollCommands(app.db, request.device!, app.now()),
  }));

  app.post(
    '/commands/:id/result',
    {
      bodyLimit: 1024 * 1024,
      schema: { tags, security, params: commandIdParams, body: commandResultBody, response: { 200: commandResultResponse, 404: errorSchema, 409: errorSchema } },
    },
    async (request) => recordCommandResult(app.db, request.device!, request.params.id.toLowerCase(), request.body, app.now()),
  );

  // The time-out and offline sweep is a recurring job (server/jobs): one server process of all that
  // share the database runs each sweep; the sweep keeps its advisory lock for callers outside the queue.
  if (settings.sweepIntervalMs > 0) {
    app.jobs.schedule('agent.sweep', every(settings.sweepIntervalMs), async (_payload, { db, now }) => {
      await sweepTimeouts(db, { now, commandTimeoutMs: settings.commandTimeoutMs, offlineAfterMs: settings.offlineAfterMs });
    });
  }
};

export default agentRoutes;

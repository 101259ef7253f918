// Issue 27 Downloads, registered from the contract's downloadsApi (src/api/contract/downloads.ts): the
// real endpoint agent (agent/palisade-agent.mjs) as a file, and the enrolment secret for install commands.
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { AGENT_BUILD_PLATFORMS, AGENT_FILE_NAME, downloadsApi } from '../../../src/api/contract/downloads';
import { setEnrolmentSecret } from '../../ingest/endpoints';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { registerEndpoints } from '../../lib/endpoints';

const AGENT_FILE = new URL('../../../agent/palisade-agent.mjs', import.meta.url);

const downloadsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, downloadsApi, {
    downloadAgent: async ({ params }, reply) => {
      if (!AGENT_BUILD_PLATFORMS.includes(params.platform)) throw notFound(`No agent build for ${params.platform} yet.`);
      const file = await readFile(AGENT_FILE);
      return reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('content-disposition', `attachment; filename="${AGENT_FILE_NAME}"`)
        .header('cache-control', 'no-cache')
        .send(file);
    },
    issueEnrolmentSecret: async (request) => {
      const issuedAt = app.now();
      const { secret } = await app.db.transaction(async (tx) => {
        const issued = await setEnrolmentSecret(tx as unknown as Db, request.scope.accountId);
        // the audit row names the action, never the secret
        await request.audit('agent.enrolment_secret.issue', request.scope.accountId, {}, { db: tx as unknown as Db });
        return issued;
      });
      return { secret, issued_at: issuedAt.toISOString() };
    },
  });
};

export default downloadsRoutes;

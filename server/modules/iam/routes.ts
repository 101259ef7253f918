// Issue 27: the IAM integration calls (directory connection, "Import now", SCIM tokens) and the Google
// calls of spec part 1 §7. The pull runs as the job SYNC_JOB on the job queue.
import type { FastifyPluginAsync } from 'fastify';
import { iamApi, type DirectoryKind } from '../../../src/api/contract/iam';
import type { Db } from '../../db/client';
import { registerEndpoints } from '../../lib/endpoints';
import type { Scope } from '../../plugins/scope';
import { createScimToken, deleteDirectory, getDirectory, importNow, listScimTokens, revokeScimToken, runSync, saveDirectory, SYNC_JOB } from './service';

const iamRoutes: FastifyPluginAsync = async (app) => {
  app.jobs.define(
    SYNC_JOB,
    async (payload, { db }) => {
      await runSync(db, String(payload.accountId), String(payload.runId), app.now);
    },
    { maxAttempts: 1 },
  );

  const queueImport = async (scope: Scope, kind: DirectoryKind, audit: (tx: Db, details: Record<string, unknown>) => Promise<void>) => {
    const run = await importNow(app.db, scope, kind, app.now(), (tx, payload, singletonKey) => app.jobs.enqueue(SYNC_JOB, payload, { singletonKey }, tx), audit);
    app.jobs.wake();
    return run;
  };

  registerEndpoints(app, iamApi, {
    getDirectory: async (request) => getDirectory(app.db, request.scope.accountId, request.params.kind),
    saveDirectory: async (request) => {
      const { kind } = request.params;
      return saveDirectory(app.db, request.scope.accountId, kind, request.body, app.now(), (tx, details) => request.audit('iam.connection.save', kind, details, { db: tx }));
    },
    deleteDirectory: async (request, reply) => {
      const { kind } = request.params;
      await deleteDirectory(app.db, request.scope.accountId, kind, (tx, details) => request.audit('iam.connection.delete', kind, details, { db: tx }));
      return reply.code(204).send();
    },
    importNow: async (request, reply) => {
      const { kind } = request.params;
      reply.code(201);
      return queueImport(request.scope, kind, (tx, details) => request.audit('iam.import', kind, details, { db: tx }));
    },
    googleOauthCheck: async (request) => {
      const { connection } = await getDirectory(app.db, request.scope.accountId, 'google');
      return { connected: Boolean(connection?.has_secret), domain: connection?.tenant ?? null };
    },
    googleDomainImport: async (request, reply) => {
      reply.code(201);
      return queueImport(request.scope, 'google', (tx, details) => request.audit('iam.import', 'google', details, { db: tx }));
    },
    listScimTokens: async (request) => listScimTokens(app.db, request.scope.accountId, request.params.kind, `${app.mail.publicUrl}/scim/v2`),
    createScimToken: async (request, reply) => {
      const { kind } = request.params;
      reply.code(201);
      return createScimToken(app.db, request.scope, kind, request.body.name, app.now(), (tx, target, details) => request.audit('iam.scim-token.create', target, details, { db: tx }));
    },
    revokeScimToken: async (request, reply) => {
      const { kind, id } = request.params;
      await revokeScimToken(app.db, request.scope.accountId, kind, id, app.now(), (tx, target, details) => request.audit('iam.scim-token.revoke', target, details, { db: tx }));
      return reply.code(204).send();
    },
  });
};

export default iamRoutes;

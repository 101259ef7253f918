// Issue 27: the IAM integration calls (directory connection, "Import now", SCIM tokens) and the Google
// calls of spec part 1 §7 (the OAuth consent of a Workspace admin among them). The pull runs as the job
// SYNC_JOB on the job queue.
import type { FastifyPluginAsync } from 'fastify';
import { iamApi, type DirectoryKind } from '../../../src/api/contract/iam';
import type { Db } from '../../db/client';
import { registerEndpoints } from '../../lib/endpoints';
import type { Scope } from '../../plugins/scope';
import {
  createScimToken,
  deleteDirectory,
  finishGoogleConsent,
  getDirectory,
  googleCheck,
  importNow,
  listScimTokens,
  revokeScimToken,
  runSync,
  saveDirectory,
  startGoogleConsent,
  SYNC_JOB,
} from './service';

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

  const publicUrl = () => app.mail.publicUrl;

  registerEndpoints(app, iamApi, {
    getDirectory: async (request) => getDirectory(app.db, request.scope.accountId, request.params.kind, publicUrl()),
    saveDirectory: async (request) => {
      const { kind } = request.params;
      return saveDirectory(app.db, request.scope.accountId, kind, request.body, app.now(), publicUrl(), (tx, details) => request.audit('iam.connection.save', kind, details, { db: tx }));
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
    googleOauthCheck: async (request) => googleCheck(app.db, request.scope.accountId),
    googleOauthSetup: async (request) => startGoogleConsent(app.db, request.scope, publicUrl(), app.now()),
    googleOauthCallback: async (request, reply) => {
      const outcome = await finishGoogleConsent(app.db, request.query, publicUrl(), app.now(), (tx, actor, details) =>
        request.audit('iam.google.consent', 'google', details, { db: tx, actor }),
      );
      if (!outcome.ok) request.log.warn({ reason: outcome.reason, detail: outcome.detail }, 'Google consent refused');
      const target = outcome.ok ? '/google?consent=ok' : `/google?consent=error&reason=${outcome.reason}`;
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(target, 302);
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

// GRC integrations (issue 27), registered from the contract's grcApi; the daily export is a job of the
// queue (listed on /scheduled-jobs as grc.export). The work is in service.ts.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { GRC_SCHEDULE, type GrcKind } from '../../../src/api/contract/grc';
import { grcApi } from '../../../src/api/contract/grc';
import { cron } from '../../jobs/cron';
import { registerEndpoints } from '../../lib/endpoints';
import { auditAs } from '../saas/audit';
import * as grc from './service';

const grcRoutes: FastifyPluginAsync = async (app) => {
  const ctx = (request: FastifyRequest) => ({ db: app.db, accountId: request.scope.accountId, now: app.now(), publicUrl: app.mail.publicUrl });
  const now = () => app.now();
  app.jobs.schedule(grc.EXPORT_JOB, cron(GRC_SCHEDULE), async (_payload, { db }) => grc.runScheduled(db, now));

  const send = (kind: GrcKind) => async (request: FastifyRequest) =>
    grc.sendNow(app.db, request.scope.accountId, kind, request.scope.memberId, now, auditAs(request, `grc.${kind}.send`));
  const disconnect = (kind: GrcKind) => async (request: FastifyRequest) => grc.disconnect(ctx(request), kind, auditAs(request, `grc.${kind}.disconnect`));

  registerEndpoints(app, grcApi, {
    vantaStatus: async (request) => grc.status(ctx(request), 'vanta'),
    vantaSaveConfig: async (request) => grc.saveVantaConfig(ctx(request), request.body, auditAs(request, 'grc.vanta.configure')),
    vantaOauthStart: async (request) => grc.startVantaOauth(ctx(request), request.scope.memberId),
    vantaOauthFinish: async (request) => grc.finishVantaOauth(ctx(request), request.scope.memberId, request.body, auditAs(request, 'grc.vanta.connect')),
    vantaDisconnect: disconnect('vanta'),
    vantaSend: send('vanta'),
    vantaRuns: async (request) => grc.listRuns(app.db, request.scope.accountId, 'vanta'),
    scrutStatus: async (request) => grc.status(ctx(request), 'scrut'),
    scrutSaveConfig: async (request) => grc.saveScrutConfig(ctx(request), request.scope.memberId, request.body, auditAs(request, 'grc.scrut.configure')),
    scrutDisconnect: disconnect('scrut'),
    scrutSend: send('scrut'),
    scrutRuns: async (request) => grc.listRuns(app.db, request.scope.accountId, 'scrut'),
  });
};

export default grcRoutes;

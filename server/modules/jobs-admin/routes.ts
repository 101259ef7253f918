// Scheduled Jobs (issue 24) under /api, as defined by jobsAdminApi (access in the definitions).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { jobsAdminApi } from '../../../src/api/contract/jobs-admin';
import { registerEndpoints } from '../../lib/endpoints';
import * as jobsAdmin from './service';

const auditAs =
  (request: FastifyRequest, action: string): jobsAdmin.JobsAudit =>
  (tx, target, details) =>
    request.audit(action, target, details, { db: tx });

const jobsAdminRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, jobsAdminApi, {
    listSchedules: async () => jobsAdmin.listSchedules(app.db, app.now()),
    getSchedule: async (request) => jobsAdmin.getSchedule(app.db, request.params.name, app.now()),
    listRuns: async (request) => jobsAdmin.listRuns(app.db, request.params.name, request.query),
    countRuns: async (request) => jobsAdmin.countRuns(app.db, request.params.name),
    runNow: async (request) => {
      const result = await jobsAdmin.runNow(app.db, request.params.name, request.scope.email, app.now(), auditAs(request, 'job.run-now'));
      if (result.queued) app.jobs.wake();
      return result;
    },
    pauseSchedule: async (request) => jobsAdmin.setPaused(app.db, request.params.name, true, request.scope.email, app.now(), auditAs(request, 'job.pause')),
    resumeSchedule: async (request) => jobsAdmin.setPaused(app.db, request.params.name, false, request.scope.email, app.now(), auditAs(request, 'job.resume')),
    retryRun: async (request) => {
      const run = await jobsAdmin.retryRun(app.db, request.params.name, request.params.id, app.now(), auditAs(request, 'job.retry'));
      app.jobs.wake();
      return run;
    },
  });
};

export default jobsAdminRoutes;

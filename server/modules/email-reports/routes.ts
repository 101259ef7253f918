// Email report calls (issue 26), registered from the contract's emailReportsApi, and the two jobs that
// run schedules: a minute sweep that queues due runs and the run itself (service.ts).
import type { FastifyPluginAsync } from 'fastify';
import { emailReportsApi } from '../../../src/api/contract/email-reports';
import { every } from '../../jobs/cron';
import { registerEndpoints } from '../../lib/endpoints';
import { auditAs } from '../saas/audit';
import * as service from './service';

const emailReportsRoutes: FastifyPluginAsync = async (app) => {
  app.jobs.schedule(service.DUE_JOB, every(60_000), async (_payload, { db, now }) => {
    if ((await service.queueDueRuns(db, now)) > 0) app.jobs.wake();
  });
  app.jobs.define(service.RUN_JOB, (payload, { db, now }) => service.runScheduled(db, payload, now), { maxAttempts: 3 });

  registerEndpoints(app, emailReportsApi, {
    listEmailReports: async ({ scope, query }) => service.listReports(app.db, scope, query),
    countEmailReports: async ({ scope, query }) => service.countReports(app.db, scope, query),
    getEmailReport: async ({ scope, params }) => service.getReport(app.db, scope, params.id),
    createEmailReport: async (request) => service.createReport(app.db, request.scope, request.body, app.now(), auditAs(request, 'email-report.create')),
    updateEmailReport: async (request) =>
      service.updateReport(app.db, request.scope, request.params.id, request.body, app.now(), auditAs(request, 'email-report.update')),
    deleteEmailReport: async (request) => {
      await service.deleteReport(app.db, request.scope, request.params.id, auditAs(request, 'email-report.delete'));
      return { ok: true as const };
    },
    sendEmailReportNow: async (request) => {
      const result = await service.sendNow(app.db, request.scope, request.params.id, app.now(), auditAs(request, 'email-report.send'));
      app.jobs.wake();
      return result;
    },
    previewEmailReport: async ({ scope, params }) => service.preview(app.db, scope, params.id, app.now()),
    previewEmailReportPdf: async ({ scope, params }, reply) => {
      const { name, pdf } = await service.previewPdf(app.db, scope, params.id, app.now());
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(pdf);
    },
  });
};

export default emailReportsRoutes;

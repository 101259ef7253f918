// Mail and notification calls (issue 16), registered from the contract's notificationsApi: paths,
// schemas and access in src/api/contract/notifications.ts, the work in service.ts.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { notificationsApi } from '../../../src/api/contract/notifications';
import { registerEndpoints } from '../../lib/endpoints';
import type { Scope } from '../../plugins/scope';
import { companyScope } from '../provider/figures';
import { operatedCompany } from '../provider/service';
import { auditAs, type Audit } from '../saas/audit';
import * as service from './service';

const notificationsRoutes: FastifyPluginAsync = async (app) => {
  /** what a sending call needs; the worker is woken once the messages are committed */
  const context = (request: FastifyRequest, action: string): service.SendContext => ({ now: app.now(), publicUrl: app.mail.publicUrl, audit: auditAs(request, action) });
  const sent = <T>(result: T): T => {
    app.jobs.wake();
    return result;
  };

  const companyOf = async (scope: Scope, id: string) => companyScope((await operatedCompany(app.db, scope, id)).account, scope);
  const inCompanyLog =
    (request: FastifyRequest<{ Params: { id: string } }>, action: string): Audit =>
    (tx, target, details) =>
      request.audit(action, target, details, { db: tx, accountId: request.params.id });

  registerEndpoints(app, notificationsApi, {
    listNotificationLogs: async ({ scope, query }) => service.listLogs(app.db, scope, query),
    countNotificationLogs: async ({ scope, query }) => service.countLogs(app.db, scope, query),
    getNotificationLog: async ({ scope, params }) => service.getLog(app.db, scope, params.id),
    retryNotification: async (request) => {
      await service.retryLog(app.db, request.scope, request.params.id, app.now(), auditAs(request, 'notification.retry'));
      return sent({ ok: true as const });
    },

    listAccountEmailTemplates: async ({ scope }) => service.listAccountTemplates(app.db, scope),
    getAccountEmailTemplate: async ({ scope, params }) => service.getAccountTemplate(app.db, scope, params.trigger),
    saveAccountEmailTemplate: async (request) =>
      service.saveAccountTemplate(app.db, request.scope, request.params.trigger, request.body, app.now(), auditAs(request, 'email-template.save')),
    resetAccountEmailTemplate: async (request) => service.resetAccountTemplate(app.db, request.scope, request.params.trigger, auditAs(request, 'email-template.reset')),
    previewAccountEmailTemplate: async ({ params, body }) => service.previewTemplate(params.trigger, body),

    listDefaultEmailTemplates: async () => service.listProviderTemplates(app.db),
    getDefaultEmailTemplate: async ({ params }) => service.getProviderTemplate(app.db, params.trigger),
    saveDefaultEmailTemplate: async (request) =>
      service.saveProviderTemplate(app.db, request.scope, request.params.trigger, request.body, app.now(), auditAs(request, 'email-template.default.save')),
    resetDefaultEmailTemplate: async (request) => service.resetProviderTemplate(app.db, request.params.trigger, auditAs(request, 'email-template.default.reset')),
    previewDefaultEmailTemplate: async ({ params, body }) => service.previewTemplate(params.trigger, body),

    // a managed company's templates, for its provider operator: the company's own functions over a scope
    // that stands for the company, the audit row in the company's log
    getCompanyEmailTemplate: async ({ scope, params }) => service.getAccountTemplate(app.db, await companyOf(scope, params.id), params.trigger),
    saveCompanyEmailTemplate: async (request) =>
      service.saveAccountTemplate(app.db, await companyOf(request.scope, request.params.id), request.params.trigger, request.body, app.now(), inCompanyLog(request, 'email-template.save')),
    resetCompanyEmailTemplate: async (request) =>
      service.resetAccountTemplate(app.db, await companyOf(request.scope, request.params.id), request.params.trigger, inCompanyLog(request, 'email-template.reset')),

    inviteUsers: async (request) => sent(await service.inviteUsers(app.db, request.scope, request.body.users, context(request, 'notification.invite-users'))),
    inviteAllUsers: async (request) => sent(await service.inviteUsers(app.db, request.scope, null, context(request, 'notification.invite-all-users'))),
    notifyNoncompliance: async (request) =>
      sent(await service.notifyOwners(app.db, request.scope, 'noncompliance', request.body.devices, context(request, 'notification.noncompliance'))),
    notifyAllNoncompliance: async (request) =>
      sent(await service.notifyOwners(app.db, request.scope, 'noncompliance', null, context(request, 'notification.noncompliance-all'))),
    hdeAlert: async (request) => sent(await service.notifyOwners(app.db, request.scope, 'disk-encryption', request.body.devices, context(request, 'notification.hde-alert'))),
    hdeAlertAll: async (request) => sent(await service.notifyOwners(app.db, request.scope, 'disk-encryption', null, context(request, 'notification.hde-alert-all'))),
    nonMdmAlert: async (request) => sent(await service.notifyOwners(app.db, request.scope, 'non-mdm', request.body.devices, context(request, 'notification.non-mdm-alert'))),
  });
};

export default notificationsRoutes;

// The provider administration calls of issue 24 under /api, as defined by providerApi (access in the definitions).
import type { FastifyPluginAsync } from 'fastify';
import { providerApi, providerConfigApi } from '../../../src/api/contract/provider';
import { providerActionsApi } from '../../../src/api/contract/provider-actions';
import { registerEndpoints, type Handlers } from '../../lib/endpoints';
import { companyStats } from '../accounts/service';
import * as actions from './actions-service';
import * as config from './config-service';
import * as provider from './service';

const providerRoutes: FastifyPluginAsync = async (app) => {
  // a company's configurations and logs, read-only, through the company's own module functions
  const configHandlers: Handlers<typeof providerConfigApi> = {
    listCompanyBypasses: async ({ scope, params, query }) => config.listBypasses(app.db, scope, params.id, query),
    countCompanyBypasses: async ({ scope, params, query }) => config.countBypasses(app.db, scope, params.id, query),
    listCompanySaasApps: async ({ scope, params, query }) => config.listSaasApps(app.db, scope, params.id, query),
    countCompanySaasApps: async ({ scope, params, query }) => config.countSaasApps(app.db, scope, params.id, query),
    listCompanyBlockedWebsites: async ({ scope, params, query }) => config.listBlockedWebsites(app.db, scope, params.id, query),
    countCompanyBlockedWebsites: async ({ scope, params, query }) => config.countBlockedWebsites(app.db, scope, params.id, query),
    listCompanyBlockedCategories: async ({ scope, params }) => config.listBlockedCategories(app.db, scope, params.id),
    listCompanyGeoFences: async ({ scope, params, query }) => config.listGeoFences(app.db, scope, params.id, query),
    countCompanyGeoFences: async ({ scope, params, query }) => config.countGeoFences(app.db, scope, params.id, query),
    listCompanyEndpoints: async ({ scope, params, query }) => config.listEndpoints(app.db, scope, params.id, query),
    countCompanyEndpoints: async ({ scope, params, query }) => config.countEndpoints(app.db, scope, params.id, query),
    listCompanyEmailTemplates: async ({ scope, params }) => config.listEmailTemplates(app.db, scope, params.id),
    getCompanyPolicyStatus: async ({ scope, params }) => config.policyStatus(app.db, scope, params.id, app.now()),
    listCompanyNotifications: async ({ scope, params, query }) => config.listNotifications(app.db, scope, params.id, query),
    countCompanyNotifications: async ({ scope, params, query }) => config.countNotifications(app.db, scope, params.id, query),
    listCompanyErrorLogs: async ({ scope, params, query }) => config.listErrorLogs(app.db, scope, params.id, query),
    countCompanyErrorLogs: async ({ scope, params, query }) => config.countErrorLogs(app.db, scope, params.id, query),
  };
  registerEndpoints(app, providerApi, {
    ...configHandlers,
    listManagedCompanies: async (request) => provider.listManagedCompanies(app.db, request.scope, request.query, app.now()),
    countManagedCompanies: async (request) => provider.countManagedCompanies(app.db, request.scope, request.query),
    // the list's own population, so the counters agree with its rows
    getManagedCompanyStats: async (request) => companyStats(app.db, request.scope.operatedAccounts()),
    getCompanyOverview: async (request) => provider.companyOverview(app.db, request.scope, request.params.id, app.now()),
    updateCompanyFlags: async (request) =>
      provider.updateCompanyFlags(app.db, request.scope, request.params.id, request.body, app.now(), (tx, account, details) =>
        request.audit('account.flags', account.name, details, { db: tx, accountId: account.id }),
      ),
    listCompanyEvents: async (request) => provider.listCompanyEvents(app.db, request.scope, request.params.id, request.query),
    countCompanyEvents: async (request) => provider.countCompanyEvents(app.db, request.scope, request.params.id, request.query),
    listCompanyUsers: async (request) => provider.listCompanyUsers(app.db, request.scope, request.params.id, request.query),
    countCompanyUsers: async (request) => provider.countCompanyUsers(app.db, request.scope, request.params.id, request.query),
    listCompanySaasAlerts: async (request) => provider.listCompanyAlerts(app.db, request.scope, request.params.id, 'saas', request.query, app.now()),
    countCompanySaasAlerts: async (request) => provider.countCompanyAlerts(app.db, request.scope, request.params.id, 'saas', request.query, app.now()),
    listCompanyWebsiteAlerts: async (request) => provider.listCompanyAlerts(app.db, request.scope, request.params.id, 'website', request.query, app.now()),
    countCompanyWebsiteAlerts: async (request) => provider.countCompanyAlerts(app.db, request.scope, request.params.id, 'website', request.query, app.now()),
  });
  registerEndpoints(app, providerActionsApi, {
    searchActionApps: async (request) => actions.searchActionApps(app.db, request.query.q),
    previewAction: async (request) => actions.previewAction(app.db, request.scope, request.body, app.now()),
    runAction: async (request) =>
      actions.runAction(app.db, request.scope, request.body, app.now(), {
        company: (tx, account, action, target, details) => request.audit(action, target, details, { db: tx, accountId: account.id }),
        run: (tx, target, details) => request.audit('provider.action.run', target, details, { db: tx, accountId: request.scope.homeAccountId }),
      }),
    listActionRuns: async (request) => actions.listActionRuns(app.db, request.scope, request.query),
    countActionRuns: async (request) => actions.countActionRuns(app.db, request.scope),
    getActionRun: async (request) => actions.getActionRun(app.db, request.scope, request.params.id),
  });
};

export default providerRoutes;

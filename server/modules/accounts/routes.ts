import type { FastifyPluginAsync } from 'fastify';
import { accountsApi } from '../../../src/api/contract/accounts';
import { registerEndpoints } from '../../lib/endpoints';
import { accountDetails, accountStatus, companyStats, countCompanies, createCompany, listCompanies } from './service';

const accountsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, accountsApi, {
    getAccount: async (request) => accountDetails(request.scope.account),
    getAccountStatus: async (request) => accountStatus(request.scope.account),
    countAccessibleAccounts: async (request) => countCompanies(app.db, request.scope.accessibleAccounts(), request.query),
    listAccessibleAccounts: async (request) => listCompanies(app.db, request.scope.accessibleAccounts(), request.query, app.now()),
    countAllAccounts: async (request) => countCompanies(app.db, request.scope.operatedAccounts(), request.query),
    listAllAccounts: async (request) => listCompanies(app.db, request.scope.operatedAccounts(), request.query, app.now()),
    getAccountStats: async (request) => companyStats(app.db, request.scope.accessibleAccounts()),
    createManagedAccount: async (request) => {
      const row = await createCompany(app.db, request.scope, request.body, app.now(), (tx, created) =>
        request.audit('account.create', created.name, { account_id: created.id, client_id: created.clientId }, { db: tx }),
      );
      return row;
    },
  });
};

export default accountsRoutes;

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDetails as accountDetailsSchema, accountStats, accountStatus, companyListQuery, companyRow, managedAccountBody } from '../../../src/api/contract/accounts';
import { errorSchema, TOTAL_HEADER } from '../../../src/api/contract/common';
import { countRoute } from '../../lib/count-route';
import { requireGate, requireRole } from '../../plugins/tenancy';
import { accountDetails, companyStats, countCompanies, createCompany, listCompanies } from './service';

const operatorGate = requireGate({ area: 'operator' });

const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/accounts', { schema: { tags: ['accounts'], response: { 200: accountDetailsSchema } } }, async (request) => accountDetails(request.scope.account));

  app.get('/account-status', { schema: { tags: ['accounts'], response: { 200: accountStatus } } }, async (request) => ({
    user_onboarding_required: request.scope.account.userOnboardingRequired,
    setup_started: request.scope.account.setupStarted,
  }));

  // HEAD routes come before their GET twins so Fastify does not generate its own (DESIGN.md: HEAD answers x-size).
  app.head('/accessible-accounts', { config: countRoute.config, schema: { tags: ['accounts'], description: countRoute.description, querystring: companyListQuery } }, async (request, reply) => {
    const total = await countCompanies(app.db, request.scope.accessibleAccounts(), request.query);
    return reply.header(TOTAL_HEADER, String(total)).send();
  });
  app.get('/accessible-accounts', { schema: { tags: ['accounts'], querystring: companyListQuery, response: { 200: z.array(companyRow) } } }, async (request) =>
    listCompanies(app.db, request.scope.accessibleAccounts(), request.query),
  );

  app.head('/all-accounts', { onRequest: operatorGate, config: countRoute.config, schema: { tags: ['accounts'], description: countRoute.description, querystring: companyListQuery } }, async (request, reply) => {
    const total = await countCompanies(app.db, request.scope.operatedAccounts(), request.query);
    return reply.header(TOTAL_HEADER, String(total)).send();
  });
  app.get(
    '/all-accounts',
    { onRequest: operatorGate, schema: { tags: ['accounts'], querystring: companyListQuery, response: { 200: z.array(companyRow), 403: errorSchema } } },
    async (request) => listCompanies(app.db, request.scope.operatedAccounts(), request.query),
  );

  app.get('/stats', { schema: { tags: ['accounts'], response: { 200: accountStats } } }, async (request) => companyStats(app.db, request.scope.accessibleAccounts()));

  app.post(
    '/managed-accounts',
    {
      onRequest: requireRole('SuperAdmin', 'PALISADE_ADMIN', 'ADMIN'),
      schema: { tags: ['accounts'], body: managedAccountBody, response: { 201: companyRow, 403: errorSchema, 409: errorSchema } },
    },
    async (request, reply) => {
      const row = await createCompany(app.db, request.scope, request.body, app.now(), (tx, created) =>
        request.audit('account.create', created.name, { account_id: created.id, client_id: created.clientId }, { db: tx }),
      );
      return reply.code(201).send(row);
    },
  );
};

export default accountsRoutes;

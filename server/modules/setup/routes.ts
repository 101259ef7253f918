// The setup guide's calls (spec part 2 §4, §7 "Setup"), registered from the contract's setupApi.
import type { FastifyPluginAsync } from 'fastify';
import { setupApi } from '../../../src/api/contract/setup';
import { registerEndpoints } from '../../lib/endpoints';
import * as setup from './service';

const setupRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, setupApi, {
    getSetupStatus: async ({ scope }) => setup.setupStatus(app.db, scope),
    visitSetupStep: async (request) => {
      const { step } = request.body;
      await setup.recordVisit(app.db, request.scope, step, app.now(), (tx, details) => request.audit('setup.step.visit', step, details, { db: tx }));
      return setup.setupStatus(app.db, request.scope);
    },
    saveSetupPreferences: async (request) => {
      await setup.savePreferences(app.db, request.scope, request.body, app.now(), (tx, details) =>
        request.audit('setup.preferences', request.scope.email, details, { db: tx }),
      );
      return setup.setupStatus(app.db, request.scope);
    },
    startSetup: async (request) => setup.startSetup(app.db, request.scope, (tx) => request.audit('setup.start', request.scope.account.name, {}, { db: tx })),
    listSetupSaasApps: async ({ scope, query }) => setup.listSetupSaasApps(app.db, scope, query, app.now()),
    countSetupSaasApps: async ({ scope, query }) => setup.countSetupSaasApps(app.db, scope, query, app.now()),
    listSetupSaasCategories: async ({ scope }) => setup.setupSaasCategories(app.db, scope, app.now()),
    listSetupBlockedCategories: async ({ scope }) => setup.setupBlockedCategories(app.db, scope),
  });
};

export default setupRoutes;

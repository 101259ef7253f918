import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountStatus } from '../../../src/api/contract/accounts';
import { errorSchema } from '../../../src/api/contract/common';
import { setupPreferencesBody, setupStartBody, setupStatus as setupStatusSchema, setupVisitBody } from '../../../src/api/contract/setup';
import { requireGate } from '../../plugins/tenancy';
import saasRoutes from './saas-routes';
import { markSetupStarted, recordVisit, savePreferences, setupStatus } from './service';

/** The setup guide is a Settings page (spec part 1 §2): the account admins' area. */
const settingsGate = requireGate({ area: 'settings' });
const refused = { 400: errorSchema, 403: errorSchema };

const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', settingsGate);

  app.get('/account-setup-status', { schema: { tags: ['setup'], response: { 200: setupStatusSchema, 403: errorSchema } } }, async (request) =>
    setupStatus(app.db, request.scope),
  );

  app.post(
    '/account-setup-steps',
    { schema: { tags: ['setup'], description: 'Marks a setup step visited (completed) for the company.', body: setupVisitBody, response: { 200: setupStatusSchema, ...refused } } },
    async (request) => {
      await recordVisit(app.db, request.scope, request.body.step, app.now(), (tx, details) => request.audit('setup.step.visit', request.body.step, details, { db: tx }));
      return setupStatus(app.db, request.scope);
    },
  );

  app.post(
    '/account-setup-preferences',
    {
      schema: {
        tags: ['setup'],
        description: "Stores the signed-in user's dismissal of the setup guide and its hide-setup-guide preference for this company.",
        body: setupPreferencesBody,
        response: { 200: setupStatusSchema, ...refused },
      },
    },
    async (request) => {
      await savePreferences(app.db, request.scope, request.body, app.now(), (tx, details) => request.audit('setup.preferences', request.scope.email, details, { db: tx }));
      return setupStatus(app.db, request.scope);
    },
  );

  app.post(
    '/account-setup-start',
    { schema: { tags: ['setup'], description: 'Marks setup started when onboarding is not required.', body: setupStartBody.optional(), response: { 200: accountStatus, ...refused } } },
    async (request) => {
      const started = await markSetupStarted(app.db, request.scope, (tx) => request.audit('setup.start', request.scope.account.name, {}, { db: tx }));
      return { user_onboarding_required: request.scope.account.userOnboardingRequired, setup_started: started || request.scope.account.setupStarted };
    },
  );

  // Registered inside this plugin so the Settings gate above covers them too.
  await app.register(saasRoutes);
};

export default setupRoutes;

import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db, DbKind } from './db/client';
import { AGENT_BASE } from '../src/api/contract/agent';
import type { RateLimitSettings } from './modules/auth/rate-limit';
import agentRoutes from './modules/agent/routes';
import type { AgentSettings } from './modules/agent/settings';
import accountsRoutes from './modules/accounts/routes';
import authRoutes from './modules/auth/routes';
import catalogRoutes from './modules/catalog/routes';
import chatbotRoutes from './modules/chatbot/routes';
import dashboardRoutes from './modules/dashboard/routes';
import metaRoutes from './modules/meta/routes';
import policyStatusRoutes from './modules/policy-status/routes';
import saasRoutes from './modules/saas/routes';
import setupRoutes from './modules/setup/routes';
import usersRoutes from './modules/users/routes';
import webPoliciesRoutes from './modules/web-policies/routes';
import websitesRoutes from './modules/websites/routes';
import auditPlugin from './plugins/audit';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import endpointsPlugin from './plugins/endpoints';
import errorsPlugin, { frameworkErrors } from './plugins/errors';
import inputGuard from './plugins/input-guard';
import openapiPlugin from './plugins/openapi';
import securityHeaders from './plugins/security-headers';
import spaPlugin from './plugins/spa';
import tenancyPlugin from './plugins/tenancy';
import tracePlugin, { traceServerOptions } from './plugins/trace';

export interface AppDeps {
  db: Db;
  dbKind: DbKind;
  jwtKey: Uint8Array;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** the vite build output served with history fallback; omitted in API tests */
  staticDir?: string;
  rateLimit?: RateLimitSettings;
  tokenLifetimeSeconds?: number;
  bodyLimit?: number;
  /** agent API: per-device rate limit, telemetry body limit, command time-out, sweep timer */
  agent?: Partial<AgentSettings>;
  /** set when behind a load balancer, so request.ip (per-IP sign-in limit) is the client's */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** the background job worker (server/jobs): { enabled: false } keeps jobs queued for the test to run */
  jobs?: import('./jobs/plugin').JobsOptions;
  /** mail (server/mail): SMTP_URL, MAIL_FROM and PUBLIC_URL from the environment unless given; tests inject a transport */
  mail?: import('./mail/plugin').MailOptions;
}

/** STYLE.md habit 6: the server is plugins; main.ts and the tests both start from here. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    ...traceServerOptions(),
    bodyLimit: deps.bodyLimit ?? 1024 * 1024,
    trustProxy: deps.trustProxy ?? false,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies: text/plain would let a cross-site form post reach the API (415 instead).
  app.removeContentTypeParser('text/plain');

  await app.register(tracePlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuard);
  await app.register(securityHeaders);
  await app.register(import('./plugins/compression'));
  await app.register(dbPlugin, { db: deps.db, kind: deps.dbKind, now: deps.now ?? (() => new Date()) });
  await app.register(openapiPlugin);
  await app.register(endpointsPlugin);
  await app.register(import('./jobs/plugin'), deps.jobs ?? {});
  await app.register(import('./mail/plugin'), deps.mail ?? {});
  await app.register(spaPlugin, { staticDir: deps.staticDir });

  await app.register(
    async (api) => {
      await api.register(authPlugin, { jwtKey: deps.jwtKey, tokenLifetimeSeconds: deps.tokenLifetimeSeconds });
      await api.register(tenancyPlugin);
      await api.register(auditPlugin);
      await api.register(authRoutes, { rateLimit: deps.rateLimit });
      await api.register(accountsRoutes);
      await api.register(usersRoutes);
      await api.register(metaRoutes);
      await api.register(catalogRoutes);
      await api.register(setupRoutes);
      await api.register(saasRoutes);
      await api.register(dashboardRoutes);
      await api.register(websitesRoutes);
      await api.register(webPoliciesRoutes);
      await api.register(policyStatusRoutes);
      await api.register(chatbotRoutes);
      await api.register(import('./modules/reports/routes'));
      await api.register(import('./modules/alerts/routes'));
      await api.register(import('./modules/provider/routes'));
      await api.register(import('./modules/fleet/routes'));
      await api.register(import('./modules/applications/routes'));
      await api.register(import('./modules/notifications/routes'));
      await api.register(import('./modules/logs/routes'));
      await api.register(import('./modules/email-reports/routes'));
      await api.register(import('./modules/billing/routes'));
      await api.register(import('./modules/releases/routes'));
      await api.register(import('./modules/jobs-admin/routes'));
      await api.register(import('./modules/catalog-admin/routes'));
      await api.register(import('./modules/drill-down/routes'));
      await api.register(import('./modules/commands/routes'), { settings: deps.agent });
      await api.register(import('./modules/ztpa/routes'));
      await api.register(import('./modules/cloud/routes'));
      await api.register(import('./modules/compliance/routes'));
      await api.register(import('./modules/compliance-config/routes'));
      await api.register(import('./modules/dlp/routes'));
      await api.register(import('./modules/dlp-detect/routes'));
      await api.register(import('./modules/dlp-policies/routes'));
      await api.register(import('./modules/dlp-activity/routes'));
      await api.register(import('./modules/mdm-apps/routes'));
      await api.register(import('./modules/mdm-catalog/routes'));
      await api.register(import('./modules/mdm-commands/routes'));
      await api.register(import('./modules/mdm-enrol/routes'));
      await api.register(import('./modules/mdm-policies/routes'));
      await api.register(import('./modules/sso/routes'));
      await api.register(import('./modules/iam/routes'));
      await api.register(import('./modules/api-tokens/routes'));
      await api.register(import('./modules/downloads/routes'));
      await api.register(import('./modules/grc/routes'));
    },
    { prefix: '/api' },
  );
  // The endpoint agents' API: its own device-token authentication, outside the console's /api (issue 3).
  await app.register(agentRoutes, { prefix: AGENT_BASE, settings: deps.agent });
  await app.register(import('./modules/fleet/agent-routes'), { prefix: AGENT_BASE, settings: deps.agent });
  await app.register(import('./modules/ztpa/agent-routes'), { prefix: AGENT_BASE });
  await app.register(import('./modules/dlp-activity/agent-routes'), { prefix: AGENT_BASE, settings: deps.agent });
  await app.register(import('./modules/ztpa/peer-routes'), { prefix: AGENT_BASE, settings: deps.agent });
  await app.register(import('./modules/mdm-commands/server-routes'));
  await app.register(import('./modules/mdm-enrol/checkin'));
  await app.register(import('./modules/api-tokens/docs'));
  await app.register(import('./modules/scim/routes'), { prefix: '/scim/v2' });
  return app;
}

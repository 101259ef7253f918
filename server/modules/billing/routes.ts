// Billing calls (issue 26), registered from the contract's billingApi. The Stripe webhook needs the raw
// bytes for its signature, so this plugin reads JSON bodies as buffers (kept on the request) and parses
// them itself; the parser is scoped to this plugin's routes.
import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { billingApi } from '../../../src/api/contract/billing';
import { registerEndpoints } from '../../lib/endpoints';
import { HttpError } from '../../lib/http-error';
import { auditAs } from '../saas/audit';
import * as service from './service';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

const billingRoutes: FastifyPluginAsync = async (app) => {
  const key = process.env.STRIPE_SECRET_KEY?.trim() || null;
  const settings: service.BillingSettings = {
    stripe: key ? new Stripe(key) : null,
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET?.trim() || null,
    publicUrl: app.mail.publicUrl,
  };

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    request.rawBody = raw;
    if (raw.length === 0) return done(null, undefined);
    try {
      done(null, JSON.parse(raw.toString('utf8')));
    } catch {
      done(new HttpError(400, 'VALIDATION_ERROR', 'The body is not valid JSON.'), undefined);
    }
  });

  registerEndpoints(app, billingApi, {
    getBilling: async ({ scope }) => service.overview(app.db, scope, settings, app.now()),
    listInvoices: async ({ scope, query }) => service.listInvoices(app.db, scope, query, app.now()),
    countInvoices: async ({ scope }) => service.countInvoices(app.db, scope, app.now()),
    getInvoicePdf: async ({ scope, params }, reply) => {
      const { name, pdf } = await service.invoicePdf(app.db, scope, params.period, app.now());
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(pdf);
    },
    listPayments: async ({ scope, query }) => service.listPayments(app.db, scope, query),
    countPayments: async ({ scope }) => service.countPayments(app.db, scope),
    createCheckoutSession: async (request) =>
      service.checkoutSession(app.db, request.scope, settings, request.body.period_start, app.now(), auditAs(request, 'billing.checkout')),
    createPortalSession: async (request) => service.portalSession(app.db, request.scope, settings, auditAs(request, 'billing.portal')),
    stripeWebhook: async (request) => {
      const signature = request.headers['stripe-signature'];
      return service.handleStripeEvent(app.db, settings, request.rawBody ?? Buffer.alloc(0), typeof signature === 'string' ? signature : undefined, app.now());
    },
    listCompanyInvoices: async ({ scope, params }) => service.companyInvoices(app.db, scope, params.id, settings, app.now()),
    recordPayment: async (request) =>
      service.recordPayment(app.db, request.scope, request.params.id, request.body, app.now(), (tx, target, details) =>
        // the row belongs to the company paid for: its Admin Action Logs show who recorded the payment
        request.audit('billing.payment.record', target, details, { db: tx, accountId: request.params.id }),
      ),
  });
};

export default billingRoutes;

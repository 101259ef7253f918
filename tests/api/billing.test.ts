// Issue 26 billing: invoices computed from the activity rollups (peak active endpoints on one day of the
// period, times the unit amount) compared with what the database holds; Globex (no billing) gets 403;
// the ledger the provider operator keeps; the invoice PDF; and, with a Stripe key, the webhook: signature
// verified with the signing secret, a documented checkout.session.completed payload, a replay stored once.
import { and, countDistinct, eq, gte, lte } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingOverview, Invoice, Payment } from '../../src/api/contract/billing';
import { activityDaily, auditLog, billingPayments, endpoints, stripeEvents } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

const ADMIN = 'admin@acme.test';
const OPERATOR = 'ops@palisade.test';

/** the peak of non-infra endpoints active on one day between from and to, straight from the rollup */
async function peakFromDb(t: TestApp, from: string, to: string): Promise<number> {
  const acme = t.accounts['Acme Corp'].id;
  const perDay = await t.db
    .select({ day: activityDaily.day, n: countDistinct(activityDaily.endpointId) })
    .from(activityDaily)
    .innerJoin(endpoints, and(eq(endpoints.accountId, activityDaily.accountId), eq(endpoints.id, activityDaily.endpointId)))
    .where(and(eq(activityDaily.accountId, acme), gte(activityDaily.day, from), lte(activityDaily.day, to), eq(endpoints.infra, false)))
    .groupBy(activityDaily.day);
  return Math.max(0, ...perDay.map((d) => Number(d.n)));
}

describe('ledger mode (no STRIPE_SECRET_KEY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    delete process.env.STRIPE_SECRET_KEY;
    t = await createTestApp({ agent: { sweepIntervalMs: 0 }, jobs: { enabled: false } });
  });
  afterAll(async () => t?.close());

  it('computes every invoice from the billing fields and the activity rollups', async () => {
    const acme = t.accounts['Acme Corp'];
    const res = await t.as(ADMIN, { method: 'GET', url: '/api/billing' });
    expect(res.statusCode).toBe(200);
    const billing: BillingOverview = res.json();
    expect(billing).toMatchObject({ mode: 'ledger', billing_period: acme.billingPeriod, billing_type: acme.billingType, unit_amount: Number(acme.unitAmount), billing_start_date: acme.billingStartDate });

    const count = await t.as(ADMIN, { method: 'HEAD', url: '/api/invoices' });
    const total = Number(count.headers['x-size']);
    const invoices: Invoice[] = (await t.as(ADMIN, { method: 'GET', url: `/api/invoices?size=${total}` })).json();
    expect(invoices).toHaveLength(total);
    // monthly from the start date to the month in progress, newest first
    const start = new Date(`${acme.billingStartDate}T00:00:00Z`);
    const now = new Date();
    expect(total).toBe((now.getUTCFullYear() - start.getUTCFullYear()) * 12 + now.getUTCMonth() - start.getUTCMonth() + 1);
    expect(invoices.at(-1)!.period_start).toBe(acme.billingStartDate);
    expect(invoices[0]).toMatchObject({ status: 'Open', period_start: billing.current.period_start });

    for (const inv of invoices.slice(0, 3)) {
      const peak = await peakFromDb(t, inv.period_start, inv.period_end);
      expect(inv.billable_endpoints).toBe(peak);
      expect(inv.amount).toBe(peak * Number(acme.unitAmount));
      expect(inv.lines).toEqual([expect.objectContaining({ quantity: peak, unit_amount: Number(acme.unitAmount), amount: inv.amount })]);
    }
    expect(invoices[0].billable_endpoints).toBeGreaterThan(0);
  });

  it('answers the invoice as a PDF', async () => {
    const current = (await t.as(ADMIN, { method: 'GET', url: '/api/billing' })).json().current as Invoice;
    const pdf = await t.as(ADMIN, { method: 'GET', url: `/api/invoices/${current.period_start}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.as(ADMIN, { method: 'GET', url: '/api/invoices/2001-01-01/pdf' })).statusCode).toBe(404);
  });

  it('refuses Globex, which has no billing, with 403 on every call', async () => {
    for (const [method, url] of [['GET', '/api/billing'], ['GET', '/api/invoices'], ['HEAD', '/api/payments'], ['GET', '/api/payments']] as const) {
      expect((await t.as('admin@globex.test', { method, url })).statusCode).toBe(403);
    }
    const checkout = await t.as('admin@globex.test', { method: 'POST', url: '/api/create-checkout-session', payload: { period_start: '2026-01-01' } });
    expect(checkout.statusCode).toBe(403);
    expect((await t.as('groupadmin@acme.test', { method: 'GET', url: '/api/billing' })).statusCode).toBe(403);
  });

  it('says checkout needs Stripe, and lets the provider operator record a payment in the ledger', async () => {
    const current = (await t.as(ADMIN, { method: 'GET', url: '/api/billing' })).json().current as Invoice;
    const checkout = await t.as(ADMIN, { method: 'POST', url: '/api/create-checkout-session', payload: { period_start: current.period_start } });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().exception).toMatch(/ledger mode/);

    const acme = t.accounts['Acme Corp'];
    const body = { period_start: current.period_start, amount: 40, method: 'visa', reference: 'Wire 2211' };
    expect((await t.as(ADMIN, { method: 'POST', url: `/api/provider/companies/${acme.id}/payments`, payload: body })).statusCode).toBe(403);
    expect((await t.as(OPERATOR, { method: 'POST', url: `/api/provider/companies/${acme.id}/payments`, payload: { ...body, amount: -5 } })).statusCode).toBe(400);
    expect((await t.as(OPERATOR, { method: 'POST', url: `/api/provider/companies/${acme.id}/payments`, payload: { ...body, period_start: '2001-01-01' } })).statusCode).toBe(400);
    const recorded = await t.as(OPERATOR, { method: 'POST', url: `/api/provider/companies/${acme.id}/payments`, payload: body });
    expect(recorded.statusCode).toBe(201);
    const payment: Payment = recorded.json();
    const [row] = await t.db.select().from(billingPayments).where(eq(billingPayments.id, payment.id));
    expect(row).toMatchObject({ accountId: acme.id, amount: 40, method: 'visa', source: 'ledger', recordedBy: OPERATOR });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'billing.payment.record'));
    expect(audit).toMatchObject({ accountId: acme.id, email: OPERATOR });

    const after = (await t.as(ADMIN, { method: 'GET', url: '/api/billing' })).json() as BillingOverview;
    expect(after.current.paid).toBe(40);
    expect(after.payment_methods).toEqual(['visa']);
    const payments = (await t.as(ADMIN, { method: 'GET', url: '/api/payments' })).json() as Payment[];
    expect(payments.map((p) => p.id)).toEqual([payment.id]);
    // another company's admin never sees it
    expect((await t.as('admin@globex.test', { method: 'GET', url: '/api/payments' })).statusCode).toBe(403);
  });

  it("shows the operator a managed company's invoices as the company sees them, with the payment recorded", async () => {
    const acme = t.accounts['Acme Corp'];
    const res = await t.as(OPERATOR, { method: 'GET', url: `/api/provider/companies/${acme.id}/invoices` });
    expect(res.statusCode, res.body).toBe(200);
    const seen = res.json() as { mode: string; enabled: boolean; invoices: Invoice[] };
    const own = (await t.as(ADMIN, { method: 'GET', url: '/api/invoices', query: { size: '100' } })).json() as Invoice[];
    expect(seen).toMatchObject({ mode: 'ledger', enabled: true });
    expect(seen.invoices).toEqual(own);
    const paid = await t.db.select().from(billingPayments).where(eq(billingPayments.accountId, acme.id));
    const paidTotal = paid.reduce((sum, p) => sum + p.amount, 0);
    expect(seen.invoices.reduce((sum, i) => sum + i.paid, 0)).toBeCloseTo(paidTotal, 2);

    const globex = t.accounts.Globex;
    expect((await t.as(OPERATOR, { method: 'GET', url: `/api/provider/companies/${globex.id}/invoices` })).json()).toMatchObject({ enabled: false, invoices: [] });
    expect((await t.as(ADMIN, { method: 'GET', url: `/api/provider/companies/${acme.id}/invoices` })).statusCode).toBe(403);
    expect((await t.as(OPERATOR, { method: 'GET', url: '/api/provider/companies/00000000-0000-4000-8000-000000000000/invoices' })).statusCode).toBe(404);
  });
});

describe('Stripe mode: the webhook', () => {
  let t: TestApp;
  const secret = 'whsec_test_palisade_signing_secret';
  const stripe = new Stripe('sk_test_palisade_offline');
  beforeAll(async () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_palisade_offline';
    process.env.STRIPE_WEBHOOK_SECRET = secret;
    t = await createTestApp({ agent: { sweepIntervalMs: 0 }, jobs: { enabled: false } });
  });
  afterAll(async () => {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    await t?.close();
  });

  /** Stripe's documented event envelope around a completed Checkout session */
  function completed(eventId: string, periodStart: string) {
    const acme = t.accounts['Acme Corp'].id;
    return JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: 1764100000,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_a1B2c3D4',
          object: 'checkout.session',
          amount_subtotal: 12000,
          amount_total: 12000,
          client_reference_id: acme,
          currency: 'usd',
          customer: 'cus_TestAcme01',
          customer_details: { email: 'admin@acme.test' },
          metadata: { account_id: acme, period_start: periodStart },
          mode: 'payment',
          payment_method_types: ['card'],
          payment_status: 'paid',
          status: 'complete',
        },
      },
    });
  }

  const post = (payload: string, signature: string) =>
    t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });

  it('says it is in Stripe mode', async () => {
    expect((await t.as(ADMIN, { method: 'GET', url: '/api/billing' })).json().mode).toBe('stripe');
  });

  it('records a verified checkout.session.completed once, however often it is delivered', async () => {
    const period = ((await t.as(ADMIN, { method: 'GET', url: '/api/billing' })).json() as BillingOverview).current.period_start;
    const payload = completed('evt_test_checkout_1', period);
    const first = await post(payload, stripe.webhooks.generateTestHeaderString({ payload, secret }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const replay = await post(payload, stripe.webhooks.generateTestHeaderString({ payload, secret }));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });

    const rows = await t.db.select().from(billingPayments).where(eq(billingPayments.reference, 'cs_test_a1B2c3D4'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accountId: t.accounts['Acme Corp'].id, amount: 120, source: 'stripe', stripeCustomer: 'cus_TestAcme01', periodStart: period });
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, 'evt_test_checkout_1'))).toHaveLength(1);
    expect(((await t.as(ADMIN, { method: 'GET', url: '/api/billing' })).json() as BillingOverview).current.paid).toBe(120);
  });

  it('refuses a bad signature with 400 and stores nothing', async () => {
    const payload = completed('evt_test_forged', '2026-01-01');
    const forged = await post(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }));
    expect(forged.statusCode).toBe(400);
    const tampered = await post(payload.replace('12000', '1'), stripe.webhooks.generateTestHeaderString({ payload, secret }));
    expect(tampered.statusCode).toBe(400);
    expect((await post(payload, '')).statusCode).toBe(400);
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, 'evt_test_forged'))).toHaveLength(0);
  });
});

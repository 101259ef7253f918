// Billing (issue 26; spec part 1 §3 account billing fields, §4 "Billing is enabled only when billing_period,
// billing_type, unit_amount and billing_start_date are all present", §7 POST /create-checkout-session and
// /create-portal-session; part 2 §2.6 /billing and /payment-history, §9 payment method names). Invoices
// are computed from stored data (docs/DECISIONS.md "Billing"); payments go through Stripe when the server
// has STRIPE_SECRET_KEY, otherwise the provider operator records them in the ledger.
import { z } from 'zod';
import { canSeeBilling, isProviderOperator } from './access';
import { isoDaySchema, pageQuery } from './common';
import { countOf, endpoint } from './endpoint';

/** spec part 2 §9: the payment method names that have an icon; any other name shows none. */
export const PAYMENT_METHODS = [
  'amazon_pay', 'american_express', 'apple_pay', 'bitcoin', 'cb', 'cirrus', 'delta', 'direct_debit', 'discover',
  'jcb', 'klarna', 'maestro', 'mastercard', 'paypal', 'solo', 'switch_pay', 'visa', 'western_union',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const BILLING_MODES = ['stripe', 'ledger'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];
export const INVOICE_STATUSES = ['Open', 'Due', 'Paid', 'Nothing due'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

const money = z.number();

export const invoiceLine = z.object({ description: z.string(), quantity: z.number().int(), unit_amount: money, amount: money });

export const invoice = z.object({
  /** the invoice's id: its period's first day */
  period_start: z.string(),
  period_end: z.string(),
  /** the peak of active endpoints on one day of the period (docs/DECISIONS.md "Billing") */
  billable_endpoints: z.number().int(),
  peak_day: z.string().nullable(),
  unit_amount: money,
  amount: money,
  paid: money,
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  lines: z.array(invoiceLine),
});
export type Invoice = z.infer<typeof invoice>;

export const billingOverview = z.object({
  mode: z.enum(BILLING_MODES),
  billing_period: z.string(),
  billing_type: z.string(),
  unit_amount: money,
  billing_start_date: z.string(),
  currency: z.string(),
  /** the invoice of the period in progress */
  current: invoice,
  /** what the ended periods still owe */
  balance_due: money,
  /** the methods the company has paid with, most recent first */
  payment_methods: z.array(z.string()),
});
export type BillingOverview = z.infer<typeof billingOverview>;

export const payment = z.object({
  id: z.string(),
  period_start: z.string(),
  amount: money,
  currency: z.string(),
  method: z.string().nullable(),
  source: z.enum(BILLING_MODES),
  reference: z.string().nullable(),
  recorded_by: z.string().nullable(),
  paid_at: z.string(),
});
export type Payment = z.infer<typeof payment>;

export const invoiceParams = z.object({ period: isoDaySchema });
export const checkoutBody = z.object({ period_start: isoDaySchema });
export const sessionUrl = z.object({ url: z.string() });

export const recordPaymentBody = z.object({
  period_start: isoDaySchema,
  amount: z.number().positive('Enter an amount above zero.').max(10_000_000),
  method: z.string().trim().min(1).max(40).regex(/^[a-z0-9_]+$/, 'A method name such as visa or western_union.').nullable().default(null),
  reference: z.string().trim().max(200).nullable().default(null),
  paid_at: z.iso.datetime({ offset: true }).optional(),
});
export const companyIdParams = z.object({ id: z.uuid() });

/** Stripe's event envelope as far as the server reads it; the signature is checked on the raw bytes. */
/** A managed company's invoices as its provider operator sees them, to record what it paid (the ledger). */
export const companyInvoices = z.object({
  mode: z.enum(BILLING_MODES),
  /** false when the company has no billing terms (no invoices then) */
  enabled: z.boolean(),
  invoices: z.array(invoice),
});
export type CompanyInvoices = z.infer<typeof companyInvoices>;

export const stripeEventBody = z.object({ id: z.string().max(255), type: z.string().max(255) }).loose();
export const webhookResult = z.object({ received: z.literal(true), duplicate: z.boolean() });

const tag = 'billing';
const listInvoices = endpoint({
  method: 'GET', path: '/invoices', access: canSeeBilling, tag,
  description: 'The invoices from the billing start date to the period in progress, newest first.',
  query: pageQuery, response: z.array(invoice),
});
const listPayments = endpoint({
  method: 'GET', path: '/payments', access: canSeeBilling, tag,
  description: 'Payments received, newest first.',
  query: pageQuery, response: z.array(payment),
});

export const billingApi = {
  getBilling: endpoint({
    method: 'GET', path: '/billing', access: canSeeBilling, tag,
    description: 'Payment Details: the billing terms, the current period, the balance due, the payment mode and methods.',
    response: billingOverview,
  }),
  listInvoices,
  countInvoices: countOf(listInvoices),
  getInvoicePdf: endpoint({
    method: 'GET', path: '/invoices/:period/pdf', access: canSeeBilling, tag,
    description: 'One invoice as a PDF with its lines.',
    params: invoiceParams, produces: ['application/pdf'], errors: [404],
  }),
  listPayments,
  countPayments: countOf(listPayments),
  createCheckoutSession: endpoint({
    method: 'POST', path: '/create-checkout-session', access: canSeeBilling, tag,
    description: 'Stripe mode: a Checkout session paying one invoice; answers its URL. 409 in ledger mode or when nothing is due.',
    body: checkoutBody, response: sessionUrl, errors: [404, 409],
  }),
  createPortalSession: endpoint({
    method: 'POST', path: '/create-portal-session', access: canSeeBilling, tag,
    description: "Stripe mode: a billing portal session for the company's Stripe customer. 409 in ledger mode or before a first payment.",
    response: sessionUrl, errors: [409],
  }),
  stripeWebhook: endpoint({
    method: 'POST', path: '/stripe/webhook', access: 'public', tag,
    description: 'Stripe events, verified with STRIPE_WEBHOOK_SECRET (Stripe-Signature header); each event id is handled once.',
    body: stripeEventBody, response: webhookResult, errors: [409],
  }),
  listCompanyInvoices: endpoint({
    method: 'GET', path: '/provider/companies/:id/invoices', access: isProviderOperator, tag,
    description: "A managed company's invoices, newest first, for its provider operator to record payments against.",
    params: companyIdParams, response: companyInvoices, errors: [404],
  }),
  recordPayment: endpoint({
    method: 'POST', path: '/provider/companies/:id/payments', access: isProviderOperator, tag, status: 201,
    description: "The provider operator records a payment received for one of a managed company's invoices (the ledger).",
    params: companyIdParams, body: recordPaymentBody, response: payment, errors: [404],
  }),
};

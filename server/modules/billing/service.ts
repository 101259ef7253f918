// Billing (issue 26): Payment Details, invoices and their PDFs, payments, and the two ways money comes
// in: Stripe (STRIPE_SECRET_KEY: Checkout, the billing portal and signed webhooks, each event handled
// once) or, without it, the ledger the provider operator keeps (POST /provider/companies/:id/payments).
import { and, desc, eq, count } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { BillingMode, BillingOverview, CompanyInvoices, Invoice, Payment } from '../../../src/api/contract/billing';
import type { recordPaymentBody } from '../../../src/api/contract/billing';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { accounts, billingPayments, stripeEvents, type AccountRow, type BillingPaymentRow } from '../../db/schema/index';
import { HttpError, conflict, forbidden, notFound } from '../../lib/http-error';
import { renderPdf } from '../../lib/pdf';
import { iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import type { Audit } from '../saas/audit';
import { CURRENCY, invoicesOf, termsOf, type Terms } from './invoices';

export interface BillingSettings {
  /** the Stripe client when STRIPE_SECRET_KEY is set; null: ledger mode */
  stripe: Stripe | null;
  webhookSecret: string | null;
  publicUrl: string;
}

export const modeOf = (s: BillingSettings): BillingMode => (s.stripe ? 'stripe' : 'ledger');

function termsIn(scope: Scope): Terms {
  const terms = termsOf(scope.account);
  // the capability already refused a company without billing; kept for the type and for safety
  if (!terms) throw forbidden('Billing is not enabled for this company.');
  return terms;
}

function paymentOf(p: BillingPaymentRow): Payment {
  return {
    id: p.id,
    period_start: p.periodStart,
    amount: Number(p.amount),
    currency: p.currency,
    method: p.method,
    source: p.source === 'stripe' ? 'stripe' : 'ledger',
    reference: p.reference,
    recorded_by: p.recordedBy,
    paid_at: iso(p.paidAt)!,
  };
}

export async function overview(db: Db, scope: Scope, settings: BillingSettings, now: Date): Promise<BillingOverview> {
  const terms = termsIn(scope);
  const invoices = await invoicesOf(db, scope.account, terms, now);
  const methods = await db
    .select({ method: billingPayments.method })
    .from(billingPayments)
    .where(eq(billingPayments.accountId, scope.accountId))
    .orderBy(desc(billingPayments.paidAt));
  const current = invoices[0] ?? {
    period_start: terms.start, period_end: terms.start, billable_endpoints: 0, peak_day: null, unit_amount: terms.unitAmount,
    amount: 0, paid: 0, currency: CURRENCY, status: 'Open' as const, lines: [],
  };
  const due = invoices.filter((i) => i.status === 'Due').reduce((sum, i) => sum + i.amount - i.paid, 0);
  return {
    mode: modeOf(settings),
    billing_period: terms.period,
    billing_type: terms.type,
    unit_amount: terms.unitAmount,
    billing_start_date: terms.start,
    currency: CURRENCY,
    current,
    balance_due: Math.round(due * 100) / 100,
    payment_methods: [...new Set(methods.map((m) => m.method).filter((m): m is string => m !== null))],
  };
}

export async function listInvoices(db: Db, scope: Scope, page: { page: number; size: number }, now: Date): Promise<Invoice[]> {
  const all = await invoicesOf(db, scope.account, termsIn(scope), now);
  return all.slice((page.page - 1) * page.size, page.page * page.size);
}

export async function countInvoices(db: Db, scope: Scope, now: Date): Promise<number> {
  return (await invoicesOf(db, scope.account, termsIn(scope), now)).length;
}

async function invoiceOf(db: Db, scope: Scope, period: string, now: Date): Promise<Invoice> {
  const found = (await invoicesOf(db, scope.account, termsIn(scope), now)).find((i) => i.period_start === period);
  if (!found) throw notFound('No invoice starts on that day.');
  return found;
}

const dollars = (v: number) => `$${v.toFixed(2)}`;

export async function invoicePdf(db: Db, scope: Scope, period: string, now: Date): Promise<{ name: string; pdf: Buffer }> {
  const inv = await invoiceOf(db, scope, period, now);
  const pdf = await renderPdf({
    title: `Invoice ${inv.period_start}: ${scope.account.name}`,
    subtitle: [`Billing period ${inv.period_start} to ${inv.period_end}`, `Status: ${inv.status}`, `Currency: ${inv.currency.toUpperCase()}`],
    lines: [
      { label: 'Billable endpoints', value: String(inv.billable_endpoints) },
      { label: 'Unit amount', value: dollars(inv.unit_amount) },
      { label: 'Total', value: dollars(inv.amount) },
      { label: 'Paid', value: dollars(inv.paid) },
      { label: 'Balance', value: dollars(Math.max(0, inv.amount - inv.paid)) },
    ],
    tables: [{ title: 'Lines', columns: ['Description', 'Quantity', 'Unit amount', 'Amount'], rows: inv.lines.map((l) => [l.description, String(l.quantity), dollars(l.unit_amount), dollars(l.amount)]) }],
    footer: 'Billable endpoints: the largest number of endpoints active on one day of the period, from Palisade’s stored activity.',
  });
  return { name: `invoice-${inv.period_start}.pdf`, pdf };
}

export async function listPayments(db: Db, scope: Scope, page: { page: number; size: number }): Promise<Payment[]> {
  termsIn(scope);
  const rows = await db
    .select()
    .from(billingPayments)
    .where(eq(billingPayments.accountId, scope.accountId))
    .orderBy(desc(billingPayments.paidAt), desc(billingPayments.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return rows.map(paymentOf);
}

export async function countPayments(db: Db, scope: Scope): Promise<number> {
  termsIn(scope);
  const [row] = await db.select({ n: count() }).from(billingPayments).where(eq(billingPayments.accountId, scope.accountId));
  return Number(row.n);
}

// ---------- Stripe ----------

const ledgerOnly = () => conflict('Payments are recorded by your provider: this console is in ledger mode (no Stripe key is set).');

export async function checkoutSession(db: Db, scope: Scope, settings: BillingSettings, period: string, now: Date, audit: Audit): Promise<{ url: string }> {
  if (!settings.stripe) throw ledgerOnly();
  const inv = await invoiceOf(db, scope, period, now);
  const owed = Math.round((inv.amount - inv.paid) * 100);
  if (owed <= 0) throw conflict('Nothing is due on this invoice.');
  const session = await settings.stripe.checkout.sessions.create({
    mode: 'payment',
    client_reference_id: scope.accountId,
    customer_email: scope.email,
    metadata: { account_id: scope.accountId, period_start: inv.period_start },
    line_items: [{ quantity: 1, price_data: { currency: inv.currency, unit_amount: owed, product_data: { name: `Palisade ${inv.period_start} to ${inv.period_end}` } } }],
    success_url: `${settings.publicUrl}/success-payment?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${settings.publicUrl}/error-payment`,
  });
  await audit(db, inv.period_start, { checkout_session: session.id, amount: owed / 100 });
  return { url: session.url ?? '' };
}

export async function portalSession(db: Db, scope: Scope, settings: BillingSettings, audit: Audit): Promise<{ url: string }> {
  if (!settings.stripe) throw ledgerOnly();
  const [last] = await db
    .select({ customer: billingPayments.stripeCustomer })
    .from(billingPayments)
    .where(and(eq(billingPayments.accountId, scope.accountId), eq(billingPayments.source, 'stripe')))
    .orderBy(desc(billingPayments.paidAt))
    .limit(1);
  if (!last?.customer) throw conflict('The billing portal opens after a first payment through Stripe.');
  const session = await settings.stripe.billingPortal.sessions.create({ customer: last.customer, return_url: `${settings.publicUrl}/billing` });
  await audit(db, scope.account.name, { portal_session: session.id });
  return { url: session.url };
}

interface CheckoutSessionObject {
  id: string;
  client_reference_id?: string | null;
  customer?: string | { id: string } | null;
  amount_total?: number | null;
  currency?: string | null;
  payment_status?: string;
  payment_method_types?: string[];
  metadata?: Record<string, string> | null;
  created?: number;
}

/**
 * A verified event, handled once per event id: the event row and the payment it records commit
 * together, so a replay (Stripe retries deliveries) finds the id and changes nothing.
 */
export async function handleStripeEvent(db: Db, settings: BillingSettings, rawBody: Buffer, signature: string | undefined, now: Date): Promise<{ received: true; duplicate: boolean }> {
  if (!settings.stripe || !settings.webhookSecret) throw ledgerOnly();
  let event: { id: string; type: string; data: { object: unknown } };
  try {
    event = settings.stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret) as unknown as typeof event;
  } catch (error) {
    const message = `Webhook signature verification failed: ${error instanceof Error ? error.message : String(error)}`;
    throw new HttpError(400, 'BAD_SIGNATURE', message, {}, [{ path: 'stripe-signature', message }]);
  }
  return db.transaction(async (tx) => {
    const session = event.data.object as CheckoutSessionObject;
    const accountId = event.type === 'checkout.session.completed' ? (session.metadata?.account_id ?? session.client_reference_id ?? null) : null;
    const inserted = await tx.insert(stripeEvents).values({ id: event.id, type: event.type, accountId, receivedAt: now }).onConflictDoNothing().returning({ id: stripeEvents.id });
    if (inserted.length === 0) return { received: true as const, duplicate: true };
    if (event.type === 'checkout.session.completed' && accountId && session.payment_status !== 'unpaid') {
      const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
      const period = session.metadata?.period_start;
      if (account && period && /^\d{4}-\d{2}-\d{2}$/.test(period)) {
        await tx.insert(billingPayments).values({
          accountId,
          periodStart: period,
          amount: (session.amount_total ?? 0) / 100,
          currency: session.currency ?? CURRENCY,
          method: session.payment_method_types?.[0] ?? null,
          source: 'stripe',
          reference: session.id,
          stripeCustomer: typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null),
          recordedBy: 'stripe',
          paidAt: session.created ? new Date(session.created * 1000) : now,
          createdAt: now,
        });
      }
    }
    return { received: true as const, duplicate: false };
  });
}

// ---------- the ledger ----------

type RecordBody = z.output<typeof recordPaymentBody>;

async function operatedCompany(db: Db, scope: Scope, companyId: string): Promise<AccountRow> {
  const [company] = await db.select().from(accounts).where(and(scope.operatedAccounts(), eq(accounts.id, companyId)));
  if (!company) throw notFound('No such company.');
  return company;
}

/** The operator's view of a managed company's invoices (the same computation as the company's own). */
export async function companyInvoices(db: Db, scope: Scope, companyId: string, settings: BillingSettings, now: Date): Promise<CompanyInvoices> {
  const company = await operatedCompany(db, scope, companyId);
  const terms = termsOf(company);
  return { mode: modeOf(settings), enabled: terms !== null, invoices: terms ? await invoicesOf(db, company, terms, now) : [] };
}

export async function recordPayment(db: Db, scope: Scope, companyId: string, body: RecordBody, now: Date, audit: Audit): Promise<Payment> {
  return db.transaction(async (tx) => {
    const company = await operatedCompany(tx, scope, companyId);
    const terms = termsOf(company);
    if (!terms) throw new HttpError(400, 'VALIDATION_ERROR', 'Billing is not enabled for this company.', {}, [{ path: 'id', message: 'Billing is not enabled for this company.' }]);
    const invoices = await invoicesOf(tx, company, terms, now);
    if (!invoices.some((i) => i.period_start === body.period_start)) {
      const message = 'No invoice of this company starts on that day.';
      throw new HttpError(400, 'VALIDATION_ERROR', message, {}, [{ path: 'period_start', message }]);
    }
    const [row] = await tx
      .insert(billingPayments)
      .values({
        accountId: company.id,
        periodStart: body.period_start,
        amount: body.amount,
        currency: CURRENCY,
        method: body.method,
        source: 'ledger',
        reference: body.reference,
        recordedBy: scope.email,
        paidAt: body.paid_at ? new Date(body.paid_at) : now,
        createdAt: now,
      })
      .returning();
    await audit(tx, company.name, { payment: row.id, period_start: row.periodStart, amount: body.amount, method: body.method, company: company.id });
    return paymentOf(row);
  });
}

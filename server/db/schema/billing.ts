// Billing (issue 26, spec part 1 §3-§4): invoices are computed from the account's billing fields and its
// activity rollups (docs/DECISIONS.md "Billing"); what is stored is the ledger of payments and the Stripe
// events already handled.
import { date, index, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, createdAt, id, tenantId } from './columns';

/** A payment towards one invoice (its period's first day): recorded by the provider operator or by a Stripe checkout. */
export const billingPayments = pgTable(
  'billing_payments',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    periodStart: date({ mode: 'string' }).notNull(),
    amount: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text().notNull().default('usd'),
    /** a payment method name of spec part 2 §9 (visa, paypal, ...) or another the payer used */
    method: text(),
    /** ledger (entered by the operator) or stripe */
    source: text().notNull(),
    /** the operator's note or the Stripe checkout session id */
    reference: text(),
    /** the Stripe customer, for the billing portal */
    stripeCustomer: text(),
    recordedBy: text(),
    paidAt: at().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.periodStart)],
);

/** Stripe webhook events already handled, by event id: a replayed delivery changes nothing. Provider data. */
export const stripeEvents = pgTable('stripe_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  accountId: text(),
  receivedAt: at().notNull().defaultNow(),
});

export type BillingPaymentRow = typeof billingPayments.$inferSelect;

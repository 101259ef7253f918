// Invoices computed from stored data (docs/DECISIONS.md "Billing"): the periods from the billing start
// date, each billed for its peak of active endpoints on one day (activity_daily rollups), times the
// unit amount; what was paid comes from the payments ledger.
import { and, eq, sql } from 'drizzle-orm';
import type { Invoice, InvoiceStatus } from '../../../src/api/contract/billing';
import type { Db } from '../../db/client';
import { billingPayments, type AccountRow } from '../../db/schema/index';
import { rows } from '../dashboard/scoped';

export const CURRENCY = 'usd';
const MONTHS: Record<string, number> = { monthly: 1, month: 1, quarterly: 3, quarter: 3, yearly: 12, annual: 12, annually: 12, year: 12 };

/** months per period; an unknown period name is billed monthly */
export const periodMonths = (billingPeriod: string) => MONTHS[billingPeriod.toLowerCase()] ?? 1;

export interface Terms {
  period: string;
  type: string;
  unitAmount: number;
  start: string;
}

/** The billing fields when all four are present (spec part 1 §4), else null. */
export function termsOf(account: AccountRow): Terms | null {
  if (account.billingPeriod == null || account.billingType == null || account.unitAmount == null || account.billingStartDate == null) return null;
  return { period: account.billingPeriod, type: account.billingType, unitAmount: Number(account.unitAmount), start: account.billingStartDate };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return day(target);
}

const dayBefore = (date: string) => day(new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000));

/** Every period from the start to the one holding `today`, oldest first; none when the start is later. */
export function periodsOf(terms: Terms, today: string): { start: string; end: string }[] {
  const months = periodMonths(terms.period);
  const out: { start: string; end: string }[] = [];
  for (let i = 0; out.length < 1200; i++) {
    const start = addMonths(terms.start, i * months);
    if (start > today) break;
    out.push({ start, end: dayBefore(addMonths(terms.start, (i + 1) * months)) });
  }
  return out;
}

const round = (v: number) => Math.round(v * 100) / 100;
const perEndpoint = (type: string) => type.toLowerCase().replace(/[^a-z]/g, '') === 'perendpoint';

/** All invoices of the company, newest first. */
export async function invoicesOf(db: Db, account: AccountRow, terms: Terms, now: Date): Promise<Invoice[]> {
  const today = day(now);
  const periods = periodsOf(terms, today);
  if (periods.length === 0) return [];
  const daily = await rows<{ day: string; n: unknown }>(db, sql`
    select a.day::text as day, count(distinct a.endpoint_id) as n
    from activity_daily a left join endpoints e on e.account_id = a.account_id and e.id = a.endpoint_id
    where a.account_id = ${account.id} and a.day >= ${terms.start}::date and a.day <= ${today}::date and coalesce(e.infra, false) = false
    group by a.day`);
  const paidRows = await db
    .select({ period: billingPayments.periodStart, amount: sql<string>`sum(${billingPayments.amount})` })
    .from(billingPayments)
    .where(and(eq(billingPayments.accountId, account.id)))
    .groupBy(billingPayments.periodStart);
  const paid = new Map(paidRows.map((p) => [p.period, Number(p.amount)]));
  return periods
    .map((p) => {
      let peak = 0;
      let peakDay: string | null = null;
      for (const d of daily) {
        const n = Number(d.n);
        if (d.day >= p.start && d.day <= p.end && (n > peak || (n === peak && peakDay === null))) {
          peak = n;
          peakDay = d.day;
        }
      }
      const quantity = perEndpoint(terms.type) ? peak : 1;
      const amount = round(quantity * terms.unitAmount);
      const received = round(paid.get(p.start) ?? 0);
      const status: InvoiceStatus = p.end >= today ? 'Open' : amount === 0 ? 'Nothing due' : received >= amount ? 'Paid' : 'Due';
      const description = perEndpoint(terms.type)
        ? `Protected endpoints, ${p.start} to ${p.end} (peak of active endpoints on one day${peakDay ? `: ${peakDay}` : ''})`
        : `${terms.type} subscription, ${p.start} to ${p.end}`;
      return {
        period_start: p.start,
        period_end: p.end,
        billable_endpoints: peak,
        peak_day: peakDay,
        unit_amount: terms.unitAmount,
        amount,
        paid: received,
        currency: CURRENCY,
        status,
        lines: [{ description, quantity, unit_amount: terms.unitAmount, amount }],
      };
    })
    .reverse();
}

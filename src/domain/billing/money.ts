// Amounts and days as the billing screens show them (the server answers numbers in the invoice's currency).
import { formatDate } from '../../lib/format';

export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount);
}

/** A billing day (an ISO date without time) as the console shows dates, read in the viewer's zone. */
export function formatBillingDay(day: string): string {
  return formatDate(`${day}T00:00:00`);
}

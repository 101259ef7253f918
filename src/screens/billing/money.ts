// Amounts as the billing screens show them (the server answers numbers in the invoice's currency).
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount);
}

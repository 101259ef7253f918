// Issue 26, billing: the Acme admin's Payment Details and Payment History show what the billing API answers,
// an invoice downloads as a PDF, a payment the provider operator records in the ledger (on the company's
// details page) shows in the company's payment list, its invoice turns Paid and the balance
// due drops by it; Globex (no billing) is sent to /unauthorized, its calls answer 403 and its menu hides billing.
// It records a payment, so it runs among the WRITERS (playwright.config.ts).
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { BillingOverview, Invoice, Payment } from '../../src/api/contract/billing';
import type { ManagedCompanyRow } from '../../src/api/contract/provider';
import { apiSignIn, DEMO_USERS, expect, test, useStoredSession, noSeriousViolations, settled } from './fixtures';

const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
/** an ISO day as the console shows dates: MM/dd/yyyy */
const day = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
};

async function api<T>(request: APIRequestContext, token: string, path: string, params: Record<string, string> = {}): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` }, params });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

async function apiCount(request: APIRequestContext, token: string, path: string): Promise<number> {
  const res = await request.head(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), path).toBe(200);
  return Number(res.headers()['x-size']);
}

/** The Payment Details card of this heading. */
const card = (page: Page, heading: string) => page.locator('#main .rt-Card').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });
/** The value of one labelled item of a card's data list. */
const item = (page: Page, heading: string, label: string) => card(page, heading).locator('.rt-DataListItem').filter({ has: page.getByText(label, { exact: true }) }).locator('.rt-DataListValue');

test.describe('billing', () => {
  test.setTimeout(150_000);

  test("Payment Details and Payment History show the billing API's figures, and an invoice downloads as a PDF", async ({ page, request, signInAs }) => {
    const session = await signInAs(DEMO_USERS.acmeAdmin.email);
    const overview = await api<BillingOverview>(request, session.token, '/billing');

    await page.goto('/billing');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
    await expect(page.locator('#main').getByText(overview.mode === 'ledger' ? 'Invoiced by your provider.' : 'Online payment.')).toBeVisible();
    await expect(item(page, 'Plan', 'Unit amount')).toHaveText(usd(overview.unit_amount));
    await expect(item(page, 'Plan', 'Billing start date')).toHaveText(day(overview.billing_start_date));
    const current = card(page, 'Current period');
    await expect(current).toContainText(`${day(overview.current.period_start)} to ${day(overview.current.period_end)}`);
    await expect(current.getByText(overview.current.status, { exact: true })).toBeVisible();
    await expect(item(page, 'Current period', 'Billable endpoints so far')).toHaveText(overview.current.billable_endpoints.toLocaleString('en-US'));
    await expect(item(page, 'Current period', 'Peak day')).toHaveText(overview.current.peak_day ? day(overview.current.peak_day) : '—');
    await expect(item(page, 'Current period', 'Amount so far')).toHaveText(usd(overview.current.amount));
    await expect(card(page, 'Balance due')).toContainText(usd(overview.balance_due));
    await noSeriousViolations(page, '/billing');

    // Payment History: the first page of invoices and their count are the API's, row by row
    const invoices = await api<Invoice[]>(request, session.token, '/invoices', { page: '1', size: '10' });
    const total = await apiCount(request, session.token, '/invoices');
    expect(invoices.length).toBeGreaterThan(0);
    await card(page, 'Balance due').getByRole('link', { name: 'Payment History' }).click();
    await expect(page).toHaveURL(/\/payment-history$/);
    await settled(page);
    const table = page.getByRole('table', { name: 'Invoices' });
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(invoices.length);
    for (const [i, invoice] of invoices.entries()) {
      const cells = rows.nth(i).getByRole('cell');
      await expect(rows.nth(i).getByRole('rowheader')).toHaveText(`${day(invoice.period_start)} – ${day(invoice.period_end)}`);
      await expect(cells.nth(0)).toHaveText(invoice.billable_endpoints.toLocaleString('en-US'));
      await expect(cells.nth(2)).toHaveText(usd(invoice.amount));
      await expect(cells.nth(3)).toHaveText(usd(invoice.paid));
      await expect(cells.nth(4)).toHaveText(invoice.status);
    }
    await expect(page.locator('#main').getByText(`of ${total} Results`).first()).toBeVisible();
    // the period in progress is the same invoice on both screens
    expect(invoices[0]).toMatchObject({ period_start: overview.current.period_start, billable_endpoints: overview.current.billable_endpoints, amount: overview.current.amount });
    await noSeriousViolations(page, '/payment-history');

    // the newest invoice's PDF: served as application/pdf, a real PDF file
    const pdfAnswer = page.waitForResponse((r) => r.url().includes(`/api/invoices/${invoices[0].period_start}/pdf`));
    const download = page.waitForEvent('download');
    await rows.first().getByRole('button', { name: `Download the invoice of ${day(invoices[0].period_start)}` }).click();
    const answer = await pdfAnswer;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await file.path())!);
    expect(bytes.length).toBeGreaterThan(500);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('a payment the operator records in the ledger shows in Payment History; its invoice turns Paid and the balance due drops', async ({ page, request, signInAs }) => {
    const session = await signInAs(DEMO_USERS.acmeAdmin.email);
    const before = await api<BillingOverview>(request, session.token, '/billing');
    test.skip(before.mode !== 'ledger', 'the ledger is kept only without STRIPE_SECRET_KEY');
    const all = await api<Invoice[]>(request, session.token, '/invoices', { page: '1', size: '100' });
    const due = all.find((i) => i.status === 'Due');
    expect(due, 'the demo company owes at least one ended period').toBeDefined();

    // the provider operator records the payment on the company's details page (its own browser context)
    const ops = await apiSignIn(request, DEMO_USERS.providerAdmin.email);
    const companies = await api<ManagedCompanyRow[]>(request, ops.token, '/provider/companies', { size: '10' });
    const acme = companies.find((c) => c.name === session.account_name)!;
    const reference = `E2E-${Date.now().toString(36)}`;
    const opsContext = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
    const opsPage = await opsContext.newPage();
    await useStoredSession(opsPage, ops);
    await opsPage.goto(`/palisade-account-details/${acme.id}/${encodeURIComponent(acme.name)}/company-details`);
    const billingCard = opsPage.locator('#main .rt-Card').filter({ has: opsPage.getByRole('heading', { level: 2, name: 'Billing', exact: true }) });
    const invoiceRow = billingCard.getByRole('row').filter({ has: opsPage.getByRole('rowheader', { name: `${day(due!.period_start)} – ${day(due!.period_end)}` }) });
    await expect(invoiceRow.getByRole('cell').nth(3)).toHaveText('Due', { timeout: 20_000 });
    await invoiceRow.getByRole('button', { name: `Record a payment for the invoice of ${day(due!.period_start)}` }).click();
    const dialog = opsPage.getByRole('dialog', { name: 'Record a payment' });
    // the amount starts at the invoice's balance
    await expect(dialog.getByLabel(/^Amount/)).toHaveValue(String(Math.round((due!.amount - due!.paid) * 100) / 100));
    await dialog.getByLabel('Amount (USD)').fill('0');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog.getByText('Enter an amount above zero.')).toBeVisible();
    await dialog.getByLabel('Amount (USD)').fill(String(due!.amount - due!.paid));
    await dialog.getByRole('combobox', { name: 'Method' }).click();
    await opsPage.getByRole('option', { name: 'visa', exact: true }).click();
    await dialog.getByLabel('Reference').fill(reference);
    await noSeriousViolations(opsPage, 'the record-payment dialog');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(invoiceRow.getByRole('cell').nth(3)).toHaveText('Paid');
    await opsContext.close();

    const payments = await api<Payment[]>(request, session.token, '/payments', { page: '1', size: '10' });
    const paymentTotal = await apiCount(request, session.token, '/payments');
    expect(payments[0]).toMatchObject({ reference, method: 'visa', amount: due!.amount - due!.paid, recorded_by: ops.email });

    await page.goto('/payment-history');
    await settled(page);
    const list = page.getByRole('table', { name: 'Payments' });
    const rows = list.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(payments.length);
    for (const [i, p] of payments.entries()) {
      const row = rows.nth(i);
      await expect(row.getByRole('cell').nth(0)).toHaveText(day(p.period_start));
      await expect(row.getByRole('cell').nth(1)).toHaveText(usd(p.amount));
      if (p.method) await expect(row.getByRole('cell').nth(2).getByRole('img', { name: p.method })).toBeVisible();
      await expect(row.getByRole('cell').nth(2)).toContainText((p.method ?? '—').replace(/_/g, ' '));
      await expect(row.getByRole('cell').nth(3)).toHaveText(p.source === 'stripe' ? 'Stripe' : (p.recorded_by ?? '—'));
      await expect(row.getByRole('cell').nth(4)).toHaveText(p.reference ?? '—');
    }
    await expect(page.locator('#main').getByText(`of ${paymentTotal} Results`)).toBeVisible();
    // the paid invoice says so on the screen, as the API does
    const paid = (await api<Invoice[]>(request, session.token, '/invoices', { page: '1', size: '100' })).find((i) => i.period_start === due!.period_start)!;
    expect(paid.status).toBe('Paid');
    const position = all.findIndex((i) => i.period_start === due!.period_start);
    if (position < 10) {
      const invoiceRow = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: `${day(paid.period_start)} – ${day(paid.period_end)}` }) });
      await expect(invoiceRow.getByRole('cell').nth(3)).toHaveText(usd(paid.paid));
      await expect(invoiceRow.getByRole('cell').nth(4)).toHaveText('Paid');
    }
    await noSeriousViolations(page, '/payment-history with a payment');

    // Payment Details: the balance due is the API's, lower by the payment; the method shows with its name
    const after = await api<BillingOverview>(request, session.token, '/billing');
    expect(after.balance_due).toBeCloseTo(before.balance_due - (due!.amount - due!.paid), 2);
    await page.goto('/billing');
    await settled(page);
    await expect(card(page, 'Balance due')).toContainText(usd(after.balance_due));
    const methods = card(page, 'Payment methods');
    await expect(methods.getByRole('img', { name: 'visa' })).toBeVisible();
    expect(after.payment_methods).toContain('visa');
  });

  test('Globex (no billing) is sent to /unauthorized, its calls answer 403 and its menu hides billing', async ({ page, request, signInAs }) => {
    const session = await signInAs(DEMO_USERS.globexAdmin.email);
    for (const path of ['/billing', '/payment-history']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/unauthorized$/);
    }
    for (const path of ['/billing', '/invoices', '/payments', '/invoices/2026-01-01/pdf']) {
      const res = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${session.token}` } });
      expect(res.status(), path).toBe(403);
    }
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Admin' }).click();
    const panel = page.getByRole('navigation', { name: /section/i });
    await expect(panel.getByText('MANAGEMENT', { exact: true })).toBeVisible();
    for (const hidden of ['BILLING', 'Payment Details', 'Payment History']) await expect(panel.getByText(hidden, { exact: true })).toHaveCount(0);
  });

  test("the Acme admin's menu offers billing", async ({ page, signInAs }) => {
    await signInAs(DEMO_USERS.acmeAdmin.email);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Admin' }).click();
    const panel = page.getByRole('navigation', { name: /section/i });
    const billing = panel.getByRole('button', { name: 'BILLING' });
    if ((await billing.getAttribute('aria-expanded')) !== 'true') await billing.click();
    await panel.getByRole('link', { name: 'Payment Details' }).click();
    await expect(page).toHaveURL(/\/billing$/);
  });
});

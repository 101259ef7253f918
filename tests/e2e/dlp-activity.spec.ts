// Issue 21 Data Activity and the browser extension (reader): /sensitive-activity shows the demo's events with
// counters by action that equal the list's total once chosen; /sensitive-data-ext lists sites and opens a
// site's events; the operator's Company Sensitive Data tab shows the company's policies; Globex (no DLP) goes
// to /unauthorized. axe finds no serious or critical violation on these pages.
import type { Page } from '@playwright/test';
import type { ManagedCompanyRow } from '../../src/api/contract/provider';
import { apiSignIn, DEMO_USERS, expect, noSeriousViolations, settled, test } from './fixtures';

async function shownTotal(page: Page, id: string): Promise<number> {
  const total = page.getByTestId(id);
  await expect(total).toHaveAttribute('data-value', /\d+/, { timeout: 30_000 });
  return Number(await total.getAttribute('data-value'));
}

test('Data Activity counts by action as its list does, and the extension view opens a site\u2019s events', async ({ page, signInAs }) => {
  test.setTimeout(180_000);
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/sensitive-activity?range=3');
  const all = await shownTotal(page, 'activity-total');
  expect(all).toBeGreaterThan(0);
  const counters = page.getByRole('group', { name: 'Events by action' });
  const block = counters.getByTestId('counter-Block');
  await expect(block).toHaveAttribute('data-value', /\d+/, { timeout: 30_000 });
  let sum = 0;
  for (const a of ['Alert', 'Report', 'Block']) sum += Number(await counters.getByTestId(`counter-${a}`).getAttribute('data-value'));
  expect(sum).toBe(all);
  const blocked = Number(await block.getAttribute('data-value'));
  await counters.getByRole('button', { name: /^Block:/ }).click();
  await expect(page).toHaveURL(/action=Block/);
  await expect.poll(async () => Number(await page.getByTestId('activity-total').getAttribute('data-value')), { timeout: 30_000 }).toBe(blocked);
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  await settled(page);
  await noSeriousViolations(page, '/sensitive-activity');

  await page.goto('/sensitive-data-ext?range=3');
  expect(await shownTotal(page, 'ext-total')).toBeGreaterThan(0);
  const first = page.getByRole('table', { name: 'Sites where sensitive data was sent' }).locator('tbody tr').first();
  await expect(first).toBeVisible();
  await settled(page);
  await noSeriousViolations(page, '/sensitive-data-ext');
  await page.getByRole('radio', { name: 'By data type' }).click();
  await expect(page.getByRole('table', { name: 'Data types sent to sites' }).locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await settled(page);
  await noSeriousViolations(page, '/sensitive-data-ext?tab=types');
  await page.getByRole('radio', { name: 'By site' }).click();
  await page.getByRole('table', { name: 'Sites where sensitive data was sent' }).locator('tbody tr').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/sensitive-activity\?(?=.*origin=extension)(?=.*site=)/);
  expect(await shownTotal(page, 'activity-total')).toBeGreaterThan(0);
});

test('the operator sees Acme\u2019s DLP policies and totals on Company Sensitive Data', async ({ page, signInAs, request }) => {
  test.setTimeout(120_000);
  const session = await apiSignIn(request, DEMO_USERS.providerAdmin.email);
  const res = await request.get('/api/provider/companies', { headers: { authorization: `Bearer ${session.token}` }, params: { size: '10' } });
  const acme = ((await res.json()) as ManagedCompanyRow[]).find((r) => r.name === 'Acme Corp')!;
  await signInAs(DEMO_USERS.providerAdmin.email);
  await page.goto(`/palisade-account-details/${acme.id}/${encodeURIComponent(acme.name)}/configurations/dlp-sensitive`);
  await expect(page.getByRole('table', { name: 'DLP policies' }).getByRole('rowheader', { name: 'Block payment data leaving endpoints' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('total-events')).toHaveAttribute('data-value', /\d+/);
  await settled(page);
  await noSeriousViolations(page, 'configurations/dlp-sensitive');
});

test('Globex (no DLP) is sent to /unauthorized from Data Activity and the extension view', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.globexAdmin.email);
  for (const path of ['/sensitive-activity', '/sensitive-data-ext']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/unauthorized$/, { timeout: 30_000 });
  }
});

// Issue 23 "The compliance report" (reader): the dashboard's Non-Compliant Endpoints card opens /compliance
// filtered, with the number the card showed; a filter chip removes its filter (the total follows the API);
// each tab and an endpoint's compliance history (a timeline row: check, Passed/Failed, time) pass axe;
// /compliance-ext loads with its totals adding up to the list and an endpoint's extension history.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_USERS, expect, noSeriousViolations, settled, test } from './fixtures';

/** the total line above the endpoint list, once HEAD answered */
async function shownTotal(page: Page): Promise<number> {
  const total = page.getByTestId('compliance-total');
  await expect(total).toHaveAttribute('data-value', /\d+/);
  return Number(await total.getAttribute('data-value'));
}

async function apiTotal(request: APIRequestContext, token: string, query: string): Promise<number> {
  const res = await request.head(`/api/compliance-endpoints?${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return Number(res.headers()['x-size']);
}

test('the dashboard’s Non-Compliant Endpoints card opens /compliance with the same number, and a filter chip removes', async ({ page, signInAs, request }) => {
  test.setTimeout(120_000);
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/dashboard');
  const card = page.locator('[data-chart="inventory-endpoints"]').getByRole('link', { name: /^Non-Compliant Endpoints: / });
  await expect(card).toBeVisible({ timeout: 30_000 });
  const shown = Number(/: (\d+)$/.exec((await card.getAttribute('aria-label')) ?? (await card.innerText()))?.[1]);
  expect(Number.isFinite(shown)).toBe(true);
  await card.click();
  await expect(page).toHaveURL(/\/compliance\?.*status=Non\+Compliant/);
  expect(await shownTotal(page)).toBe(shown);
  await expect(page.getByTestId('compliance-figure-noncompliant')).toHaveAttribute('data-value', String(shown));
  await expect(page.getByTestId('compliance-row').first()).toBeVisible();
  await settled(page);
  await noSeriousViolations(page, '/compliance non-compliant');

  // the status chip removes the status filter: every endpoint, as the API counts them
  await page.getByRole('button', { name: 'Remove filter Non Compliant' }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect.poll(() => shownTotal(page)).toBe(await apiTotal(request, session.token, ''));
});

test('an endpoint’s compliance history, the Controls and Frameworks tabs pass axe', async ({ page, signInAs }) => {
  test.setTimeout(120_000);
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/compliance?tab=endpoints&encryption=Non+HD+Encrypted');
  const row = page.getByTestId('compliance-row').first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: /^Compliance history of / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table')).toBeVisible();
  await expect(dialog.getByText('Loading', { exact: true })).toHaveCount(0, { timeout: 20_000 });
  // a timeline row: the check, its result and when it changed
  const change = dialog.getByRole('row').filter({ has: page.getByRole('rowheader') }).first();
  await expect(change).toBeVisible();
  await expect(change.getByText(/^(Passed|Failed)$/)).toBeVisible();
  await expect(change.getByRole('cell').last()).toHaveText(/\d/);
  await expect(dialog.getByRole('link', { name: 'Open endpoint' })).toBeVisible();
  await noSeriousViolations(page, 'compliance history dialog');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Controls', exact: true }).click();
  await expect(page).toHaveURL(/tab=controls/);
  await expect(page.getByRole('rowheader', { name: /Disk encryption enabled/ })).toBeVisible({ timeout: 20_000 });
  await settled(page);
  await noSeriousViolations(page, '/compliance controls');

  await page.getByRole('link', { name: 'Frameworks', exact: true }).click();
  await expect(page).toHaveURL(/tab=frameworks/);
  await expect(page.getByRole('rowheader', { name: /NIST/ })).toBeVisible({ timeout: 20_000 });
  await settled(page);
  await noSeriousViolations(page, '/compliance frameworks');
});

test('/compliance-ext loads with totals that add up, an endpoint’s extension history, and passes axe', async ({ page, signInAs, request }) => {
  test.setTimeout(120_000);
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/compliance-ext');
  const total = page.getByTestId('ext-total');
  await expect(total).toHaveAttribute('data-value', /\d+/, { timeout: 30_000 });
  const all = Number(await total.getAttribute('data-value'));
  const res = await request.head('/api/compliance-ext-endpoints', { headers: { authorization: `Bearer ${session.token}` } });
  expect(Number(res.headers()['x-size'])).toBe(all);
  const figure = async (id: string) => {
    const card = page.getByTestId(`ext-figure-${id}`);
    await expect(card).toHaveAttribute('data-value', /\d+/);
    return Number(await card.getAttribute('data-value'));
  };
  expect((await figure('COMPLIANT')) + (await figure('NON_COMPLIANT'))).toBe(all);
  await expect(page.getByTestId('ext-row').first()).toBeVisible();
  await settled(page);
  await noSeriousViolations(page, '/compliance-ext');

  await page.goto('/compliance-ext?status=Non+Compliant');
  const row = page.getByTestId('ext-row').first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: /^Extension history of / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Loading', { exact: true })).toHaveCount(0, { timeout: 20_000 });
  await expect(dialog.getByText(/^(Installed|Removed)$/).first()).toBeVisible();
  await noSeriousViolations(page, 'extension history dialog');
});

// Issue 23 "The compliance report" (reader): the dashboard's Non-Compliant Endpoints card opens /compliance
// filtered, with the number the card showed; a filter chip removes its filter (the total follows the API);
// each tab and an endpoint's check results pass axe.
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

test('an endpoint’s check results, the Controls and Frameworks tabs pass axe', async ({ page, signInAs }) => {
  test.setTimeout(120_000);
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/compliance?tab=endpoints&encryption=Non+HD+Encrypted');
  const row = page.getByTestId('compliance-row').first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: /^Check results of / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table')).toBeVisible();
  await expect(dialog.getByText('Loading', { exact: true })).toHaveCount(0, { timeout: 20_000 });
  await expect(dialog.getByRole('link', { name: 'Open endpoint' })).toBeVisible();
  await noSeriousViolations(page, 'check results dialog');
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

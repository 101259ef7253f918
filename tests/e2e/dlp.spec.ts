// Issue 21 "Inventory › DLP" (reader): the dashboard's Data Security cards open the DLP lists with the
// numbers they showed; each DLP screen passes axe; Globex (no DLP) has no DLP menu and its DLP routes go
// to /unauthorized.
import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, noSeriousViolations, settled, test } from './fixtures';

/** the total line above a DLP list, once HEAD answered */
async function shownTotal(page: Page): Promise<number> {
  const total = page.getByTestId('dlp-total');
  await expect(total).toHaveAttribute('data-value', /\d+/, { timeout: 30_000 });
  return Number(await total.getAttribute('data-value'));
}

const CARDS = [
  { id: 'insight-endpointsWithSensitiveData', name: 'Endpoints with Sensitive Data', url: /\/dlp-endpoints\?range=2$/ },
  { id: 'insight-usersWithSensitiveData', name: 'Users with Sensitive Data', url: /\/dlp-endpoints\?(?=.*\btab=users\b)(?=.*\brange=2\b)/ },
  { id: 'insight-sensitiveDataDiscovered', name: 'Sensitive Data Discovered', url: /\/sensitive-data\?range=2$/ },
  { id: 'insight-sensitiveActivityDiscovered', name: 'Sensitive Activity Discovered', url: /\/copy-paste-activity\?range=2$/ },
];

test('each Data Security card opens its DLP list with the number it showed', async ({ page, signInAs }) => {
  test.setTimeout(180_000);
  await signInAs(DEMO_USERS.acmeAdmin.email);
  for (const card of CARDS) {
    await page.goto('/dashboard');
    const figure = page.locator(`[data-figure="${card.id}"][data-value]`).first();
    await expect(figure).toBeVisible({ timeout: 30_000 });
    const shown = Number(await figure.getAttribute('data-value'));
    await page.getByRole('link', { name: `Open ${card.name}` }).click();
    await expect(page).toHaveURL(card.url);
    expect(await shownTotal(page), card.name).toBe(shown);
  }
});

test('every DLP screen shows its rows and passes axe', async ({ page, signInAs }) => {
  test.setTimeout(240_000);
  await signInAs(DEMO_USERS.acmeAdmin.email);
  for (const path of ['/dlp-endpoints', '/dlp-endpoints?tab=users', '/sensitive-data?range=3', '/copy-paste-activity?range=3', '/source-code?range=4']) {
    await page.goto(path);
    expect(await shownTotal(page), path).toBeGreaterThan(0);
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    await settled(page);
    await noSeriousViolations(page, path);
  }
  // an endpoint's findings, one of its files, the file's scan history, a data type
  await page.goto('/dlp-endpoints');
  await page.getByRole('table').locator('tbody tr').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dlp-endpoint-details\//);
  await expect(page.getByRole('group', { name: 'Sensitive data on this endpoint' })).toBeVisible({ timeout: 30_000 });
  await settled(page);
  await noSeriousViolations(page, 'dlp-endpoint-details');
  await page.getByRole('table', { name: 'Files with sensitive data' }).locator('tbody tr').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/file-details\//);
  await expect(page.getByRole('table', { name: 'Data types found in this file' }).locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await settled(page);
  await noSeriousViolations(page, 'file-details');
  await page.getByRole('link', { name: 'Open the scan history' }).click();
  await expect(page).toHaveURL(/\/scan-history\//);
  await expect(page.getByRole('table', { name: 'Scans of this file' }).locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await settled(page);
  await noSeriousViolations(page, 'scan-history');
  await page.goBack();
  await page.getByRole('table', { name: 'Data types found in this file' }).locator('tbody tr').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/data-details\//);
  await expect(page.getByRole('group', { name: /in this period$/ })).toBeVisible({ timeout: 30_000 });
  await settled(page);
  await noSeriousViolations(page, 'data-details');
  // the help's sample endpoint 51 is no stored endpoint
  await page.goto('/dlp-endpoint-details/51');
  await expect(page.getByRole('heading', { name: 'This endpoint was not found' })).toBeVisible();
});

test('Globex has no DLP menu and its DLP routes go to /unauthorized', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.globexAdmin.email);
  await page.goto('/sensitive-data');
  await expect(page).toHaveURL(/\/unauthorized$/, { timeout: 30_000 });
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inventory' }).click();
  const panel = page.getByRole('navigation', { name: 'Inventory section' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'DLP' })).toHaveCount(0);
});

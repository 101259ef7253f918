// Issue 18 Applications, Browser Policy and Endpoint Status, read-only: each screen shows the API's totals,
// an Endpoint Status figure lands on the endpoint list with that total, the endpoint page keeps the
// Endpoints menu item selected, and axe finds no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_USERS, expect, test } from './fixtures';

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function apiTotal(request: APIRequestContext, token: string, path: string): Promise<number> {
  const res = await request.head(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return Number(res.headers()['x-size']);
}

async function shown(page: Page, testId: string): Promise<number> {
  const total = page.getByTestId(testId);
  await expect(total).toHaveAttribute('data-value', /\d+/);
  return Number(await total.getAttribute('data-value'));
}

test('/applications shows the API total and opens an application with the endpoints that have it', async ({ page, signInAs, request }) => {
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/applications?o=MacOS');
  await expect(page.getByTestId('application-row').first()).toBeVisible();
  expect(await shown(page, 'applications-total')).toBe(await apiTotal(request, session.token, '/applications?o=MacOS'));
  await expectAccessible(page);
  const first = page.getByTestId('application-row').first().getByRole('link');
  const name = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/applications-detail/${encodeURIComponent(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/MacOS`));
  await expect(page.getByTestId('application-name')).toHaveText(name);
  expect(await shown(page, 'application-endpoints-total')).toBe(await apiTotal(request, session.token, `/applications/${encodeURIComponent(name)}/MacOS/endpoints`));
  await expect(page.getByRole('link', { name: 'Applications', exact: true }).first()).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
});

test('/browser-policy shows the browsers and the extensions with the API total; the auditor gets no controls', async ({ page, signInAs, request }) => {
  const session = await signInAs(DEMO_USERS.acmeAuditor.email);
  await page.goto('/browser-policy');
  await expect(page.getByTestId('browser-card').first()).toBeVisible();
  await expect(page.getByTestId('extension-row').first()).toBeVisible();
  expect(await shown(page, 'extensions-total')).toBe(await apiTotal(request, session.token, '/browser-extensions'));
  await expect(page.getByRole('button', { name: /^Decide on / })).toHaveCount(0);
  await expectAccessible(page);
});

test('an Endpoint Status figure lands on Endpoint Management with that total', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/endpoint-status');
  const card = page.getByTestId('status-card-OFFLINE_FOR_CONFIG_TIME');
  const link = card.getByRole('link');
  await expect(link).toBeVisible();
  const figure = Number(await link.textContent());
  await expectAccessible(page);
  await link.click();
  await expect(page).toHaveURL(/\/endpoints\/v2\?status=OFFLINE_FOR_CONFIG_TIME$/);
  const total = page.getByTestId('fleet-total');
  await expect(total).toHaveAttribute('data-value', String(figure));
});

test('an endpoint’s page keeps the Endpoints menu item selected and offers Reassign to the admin', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/applications');
  await expect(page.getByTestId('application-row').first()).toBeVisible();
  await page.goto('/devices');
  await page.getByTestId('endpoint-row').first().getByRole('link').first().click();
  await expect(page.getByTestId('endpoint-hostname')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Endpoints', exact: true }).first()).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Reassign' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

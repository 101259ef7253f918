import type { APIRequestContext } from '@playwright/test';
import type { AccountApp, InventoryRow } from '../../src/api/contract/saas';
import { DEMO_USERS, expect, test } from './fixtures';

const DAY = 86_400_000;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const range = () => ({ s: String(Date.now() - 90 * DAY), e: String(Date.now()), z: 'UTC' });

async function inventory(request: APIRequestContext, token: string, params: Record<string, string>): Promise<InventoryRow[]> {
  const res = await request.get('/api/saas-inv', { headers: auth(token), params: { ...range(), size: '100', ...params } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as InventoryRow[];
}

async function classified(request: APIRequestContext, token: string, name: string): Promise<AccountApp | undefined> {
  const res = await request.get('/api/saas-account', { headers: auth(token), params: { q: name, size: '100' } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as AccountApp[]).find((app) => app.name === name);
}

test('an Unclassified app marked Unsanctioned with Block from /saas-config shows there, in /saas-account and in the inventory', async ({ page, signInAs, request }) => {
  test.setTimeout(120_000);
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  // an app people used that nothing classifies yet (neither the app nor one of its categories)
  const [app] = await inventory(request, session.token, { tag: 'Unclassified', so: 'asc', sb: 'name' });
  expect(app, 'the demo fleet uses at least one Unclassified app').toBeDefined();

  await page.goto('/saas-config');
  await page.getByRole('button', { name: 'Add New' }).click();
  await page.getByRole('menuitem', { name: 'From Catalog' }).click();
  const picker = page.getByRole('dialog', { name: 'Classify a catalog app' });
  await picker.getByRole('searchbox').fill(app.name);
  await picker.getByRole('button', { name: `Choose ${app.name}`, exact: true }).click();

  const dialog = page.getByRole('dialog', { name: `Access for ${app.name}` });
  await expect(dialog.getByText('Access is blocked.')).toBeVisible();
  await expect(dialog.getByText('The user is alerted but allowed to continue.')).toBeVisible();
  await dialog.getByRole('radio', { name: /Unsanctioned: Block\b(?! Alert)/ }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText(`Make ${app.name} Unsanctioned with Block?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const toasts = page.getByRole('status', { name: 'Notifications' });
  await expect(toasts.getByText('Configuration is accepted and shared to online devices in 1-2 minutes; offline devices get it when they next come online.')).toBeVisible();

  await page.getByRole('tab', { name: 'Unsanctioned' }).click();
  await expect(page).toHaveURL(/tab=unsanctioned/);
  await page.getByRole('searchbox').fill(app.name);
  const row = page.locator(`tr[data-app="${app.name}"]`);
  await expect(row).toContainText('Unsanctioned · Block');

  const stored = await classified(request, session.token, app.name);
  expect(stored).toMatchObject({ access_type: 'Unsanctioned', action_type: 'Block' });
  const [after] = await inventory(request, session.token, { q: app.name });
  expect(after).toMatchObject({ name: app.name, access_type: 'Unsanctioned', action_type: 'Block' });
});

test('the custom app form names each missing or bad field, and a duplicate shows the spec message', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/add-custom-saas-app');
  const save = page.getByRole('button', { name: 'Save' });
  await save.click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is required.')).toHaveCount(3);

  await page.getByLabel('Name', { exact: true }).fill('Palisade Intranet');
  await page.getByLabel('URL', { exact: true }).fill('not a url');
  await save.click();
  await expect(page.getByText('Enter a valid URL or domain.')).toBeVisible();
  await expect(page.getByText('This field is required.')).toHaveCount(1);

  await page.getByLabel('URL', { exact: true }).fill('https://intranet.acme.test');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').first().click();
  await save.click();
  await expect(page).toHaveURL(/\/saas-config/);

  // the same name again: 409 → 'This app already exist' (spec part 1 §8)
  await page.goto('/add-custom-saas-app');
  await page.getByLabel('Name', { exact: true }).fill('Palisade Intranet');
  await page.getByLabel('URL', { exact: true }).fill('intranet2.acme.test');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').first().click();
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('This app already exist');
});

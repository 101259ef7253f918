import type { APIRequestContext, Page } from '@playwright/test';
import type { AccountApp, CatalogApp, InventoryRow } from '../../src/api/contract/saas';
import { DEMO_USERS, expect, selectCommand, test } from './fixtures';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function openPalette(page: Page) {
  await expect(page.getByRole('button', { name: 'Open the command palette' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Command palette' });
  await expect(input).toBeFocused();
  return input;
}

/** Makes this command the active row with the arrow keys, then presses Enter (keyboard only). */
async function choose(page: Page, commandId: string) {
  await selectCommand(page, commandId);
  await page.keyboard.press('Enter');
}

async function firstUnclassified(request: APIRequestContext, token: string): Promise<CatalogApp> {
  const res = await request.get('/api/saas', { headers: auth(token), params: { size: '200' } });
  expect(res.status(), await res.text()).toBe(200);
  // a name of 4+ letters that no other app's name contains, so typing it leaves one app
  const apps = (await res.json()) as CatalogApp[];
  const unique = apps.filter((app) => app.access_type === 'Unclassified' && /^[A-Za-z]{4,}$/.test(app.name) && apps.every((o) => o === app || !o.name.toLowerCase().includes(app.name.toLowerCase())));
  expect(unique.length, 'some catalog app is Unclassified').toBeGreaterThan(0);
  return unique[0];
}

test("'block', an app, 'Block', confirm: the app is Unsanctioned with Block in the API and on /saas-config", async ({ page, signInAs, request }) => {
  test.setTimeout(120_000);
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  const app = await firstUnclassified(request, session.token);
  await page.goto('/dashboard');
  const input = await openPalette(page);

  await input.fill('block');
  await choose(page, 'app-access');
  await input.fill(app.name);
  await choose(page, `app-access-app:${app.name}`);
  // each security action is explained where it is chosen (spec part 1 §4)
  await expect(page.getByRole('option', { name: /Access is blocked\./ })).toBeVisible();
  await expect(page.getByRole('option', { name: /The user is alerted but allowed to continue\./ })).toBeVisible();
  await input.fill('Block');
  await choose(page, `app-access-change:${app.name}:Unsanction: Block`);
  await choose(page, `app-access-confirm:${app.name}`);
  await expect(page.getByRole('status', { name: 'Notifications' }).getByText(`${app.name}: Unsanction: Block saved.`, { exact: false })).toBeVisible();

  await expect
    .poll(async () => {
      const res = await request.get('/api/saas-account', { headers: auth(session.token), params: { q: app.name, size: '100' } });
      return ((await res.json()) as AccountApp[]).find((row) => row.name === app.name);
    })
    .toMatchObject({ access_type: 'Unsanctioned', action_type: 'Block' });

  await page.goto(`/saas-config?tab=unsanctioned&q=${encodeURIComponent(app.name)}`);
  await expect(page.locator(`tr[data-app="${app.name}"]`)).toContainText('Unsanctioned · Block');
});

test('the auditor is not offered the access actions, but finds an app it may read and opens its users', async ({ page, signInAs, request }) => {
  const session = await signInAs(DEMO_USERS.acmeAuditor.email);
  const res = await request.get('/api/saas-inv', { headers: auth(session.token), params: { s: String(Date.now() - 7 * 86_400_000), e: String(Date.now()), z: 'UTC', size: '1' } });
  expect(res.status(), await res.text()).toBe(200);
  const [app] = (await res.json()) as InventoryRow[];
  await page.goto('/alerts-saas-apps');
  const input = await openPalette(page);
  await input.fill('block');
  await expect(page.getByRole('listbox').locator('[data-command-id="app-access"]')).toHaveCount(0);
  await input.fill('>Unsanction');
  await expect(page.getByRole('listbox').locator('[data-command-id^="app-access"]')).toHaveCount(0);
  await input.fill(app.name);
  await choose(page, `app:${app.name}`);
  await expect(page).toHaveURL((url) => url.pathname.startsWith(`/${app.is_gen_ai ? 'gen-ai-users' : 'saas-users'}/${encodeURIComponent(app.name)}`));
});

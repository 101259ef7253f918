import type { APIRequestContext, Page } from '@playwright/test';
import type { AppUserRow, InventoryRow, UsageReport } from '../../src/api/contract/saas';
import { formatDuration } from '../../src/lib/format';
import { DEMO_USERS, expect, test } from './fixtures';

const DAY = 86_400_000;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Last 7 days as the picker computes it (local start of six days ago to the end of today). */
function lastWeek(): { s: number; e: number } {
  const end = new Date();
  end.setHours(23, 59, 59, 999);
  const start = new Date(end.getTime() - 6 * DAY);
  start.setHours(0, 0, 0, 0);
  return { s: start.getTime(), e: end.getTime() };
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string, params: Record<string, string | number>): Promise<T> {
  const { s, e } = lastWeek();
  const res = await request.get(`/api${path}`, { headers: auth(token), params: { s, e, z: zone, ...params } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

async function apiCount(request: APIRequestContext, token: string, path: string, params: Record<string, string | number>): Promise<number> {
  const { s, e } = lastWeek();
  const res = await request.head(`/api${path}`, { headers: auth(token), params: { s, e, z: zone, ...params } });
  expect(res.status()).toBe(200);
  return Number(res.headers()['x-size']);
}

async function rowNames(page: Page, testId: string): Promise<string[]> {
  const rows = page.getByTestId(testId);
  await expect(rows.first()).toBeVisible();
  return rows.locator('th').allInnerTexts().then((names) => names.map((n) => n.trim()));
}

test('the /saas list shows the first page of GET /saas-inv for the same range, with the pager total from HEAD', async ({ page, signInAs, request }) => {
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  const expected = await apiGet<InventoryRow[]>(request, session.token, '/saas-inv', { page: 1, size: 10 });
  const total = await apiCount(request, session.token, '/saas-inv', {});
  expect(expected.length).toBeGreaterThan(0);

  await page.goto('/saas');
  await expect(page).toHaveURL(/\/saas\/list/);
  expect(await rowNames(page, 'inventory-row')).toEqual(expected.map((r) => r.name));
  const first = page.getByTestId('inventory-row').first();
  await expect(first.getByRole('cell').nth(2)).toHaveText(formatDuration(expected[0].weighted_duration));
  await expect(page.getByText(`Showing 1 to ${Math.min(10, total)} of ${total} Results`)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('SaaS Apps.csv');
});

test('/saas?tag=Unsanctioned shows only Unsanctioned apps and says the filter is applied', async ({ page, signInAs, request }) => {
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  const expected = await apiGet<InventoryRow[]>(request, session.token, '/saas-inv', { tag: 'Unsanctioned', page: 1, size: 10 });
  expect(expected.length, 'the demo tenant uses an Unsanctioned app').toBeGreaterThan(0);

  await page.goto('/saas?tag=Unsanctioned');
  await expect(page.getByTestId('applied-filters')).toContainText('Tag: Unsanctioned');
  await expect(page.getByRole('combobox', { name: 'Tag' })).toHaveText('Unsanctioned');
  expect(await rowNames(page, 'inventory-row')).toEqual(expected.map((r) => r.name));
  for (const tag of await page.getByTestId('tag-cell').allInnerTexts()) expect(tag).toMatch(/^Unsanctioned/);
});

test('drill-down: an app, its users, one user’s report, with the API’s figures', async ({ page, signInAs, request }) => {
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  const [app] = await apiGet<InventoryRow[]>(request, session.token, '/saas-inv', { page: 1, size: 1 });
  const name = encodeURIComponent(app.name);
  const users = await apiGet<AppUserRow[]>(request, session.token, `/saas-inv/${name}/users`, { page: 1, size: 10 });
  expect(users.length).toBeGreaterThan(0);

  await page.goto('/saas');
  await page.getByTestId('inventory-row').first().getByRole('link', { name: app.name }).click();
  await expect(page).toHaveURL(new RegExp(`/saas-users/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/list`));
  expect(await rowNames(page, 'user-row')).toEqual(users.map((u) => u.name || u.email));
  await expect(page.getByTestId('user-row').first().getByTestId('user-screen-time')).toHaveText(formatDuration(users[0].weighted_duration));

  const user = users[0];
  const report = await apiGet<UsageReport>(request, session.token, `/saas-inv/${name}/users/${encodeURIComponent(user.email)}`, {});
  await page.getByRole('link', { name: user.name || user.email }).click();
  await expect(page).toHaveURL(new RegExp(`/saas-users-report/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/${encodeURIComponent(user.email).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(page.getByTestId('report-screen-time')).toHaveText(formatDuration(report.weighted_duration));
  await expect(page.getByTestId('report-sessions')).toHaveText(String(report.sessions));
});

test('bulk edit: three Unclassified apps become Sanctioned, in the list and in the API', async ({ page, signInAs, request }) => {
  test.setTimeout(90_000);
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  const unclassified = await apiGet<InventoryRow[]>(request, session.token, '/saas-inv', { tag: 'Unclassified', sb: 'name', so: 'asc', page: 1, size: 50 });
  const picked = unclassified.filter((r) => r.name.length >= 3).slice(0, 3);
  expect(picked.length, 'the demo tenant uses three Unclassified apps').toBe(3);

  await page.goto('/bulk-edit-apps');
  for (const app of picked) {
    await page.getByRole('searchbox').fill(app.name);
    const box = page.getByRole('checkbox', { name: `Select ${app.name}`, exact: true });
    await expect(box).toBeVisible();
    await box.check();
  }
  await expect(page.getByText('3 apps selected')).toBeVisible();
  await page.getByRole('radio', { name: /^Sanctioned/ }).click();
  await page.getByRole('button', { name: 'Apply to selected' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Change 3 apps?' });
  for (const app of picked) await expect(confirm).toContainText(app.name);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('3 apps updated')).toBeVisible();
  await expect(page.getByText(/shared to online devices in 1-2 minutes/)).toBeVisible();

  for (const app of picked) {
    const [row] = await apiGet<InventoryRow[]>(request, session.token, '/saas-inv', { q: app.name, page: 1, size: 10 }).then((rows) => rows.filter((r) => r.name === app.name));
    expect(row.access_type).toBe('Sanctioned');
    await page.goto(`/saas?q=${encodeURIComponent(app.name)}`);
    const uiRow = page.getByTestId('inventory-row').filter({ has: page.getByRole('link', { name: app.name, exact: true }) });
    await expect(uiRow.getByTestId('tag-cell')).toHaveText('Sanctioned');
  }
});

test('the Gen AI list shows only Gen AI apps', async ({ page, signInAs, request }) => {
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  const expected = await apiGet<InventoryRow[]>(request, session.token, '/saas-inv', { genai: 'true', page: 1, size: 10 });
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.every((r) => r.is_gen_ai)).toBe(true);

  await page.goto('/gen-ai-apps');
  await expect(page).toHaveURL(/\/gen-ai-apps\/list/);
  expect(await rowNames(page, 'inventory-row')).toEqual(expected.map((r) => r.name));
});

test('the auditor sees the inventory without any control that changes access', async ({ page, signInAs, request }) => {
  const session = await signInAs(DEMO_USERS.acmeAuditor.email);
  const [app] = await apiGet<InventoryRow[]>(request, session.token, '/saas-inv', { page: 1, size: 1 });

  await page.goto('/saas');
  await expect(page.getByTestId('inventory-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Change access/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Bulk Edit' })).toHaveCount(0);

  await page.getByRole('link', { name: app.name, exact: true }).click();
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Change access/ })).toHaveCount(0);

  // bulk edit is a policy change: the route's guard refuses the read-only role
  await page.goto('/bulk-edit-apps');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

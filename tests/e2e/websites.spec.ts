import type { APIRequestContext, Page } from '@playwright/test';
import type { GeoFenceRow, BlockedWebsiteRow } from '../../src/api/contract/web-policies';
import type { WebsiteInventoryRow } from '../../src/api/contract/websites';
import { DEMO_USERS, expect, test } from './fixtures';

const CHANGES_MESSAGE = 'Configuration is accepted and shared to online devices in 1-2 minutes; offline devices get it when they next come online.';

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

const toast = (page: Page) => page.getByRole('status', { name: 'Notifications' }).getByText(CHANGES_MESSAGE);

const websiteName = (row: WebsiteInventoryRow) => row.application_name || row.domain;

/** The website links of the table's row headers, in order. */
async function tableWebsites(page: Page): Promise<string[]> {
  return page.getByRole('table', { name: 'Websites' }).getByRole('rowheader').getByRole('link').allTextContents();
}

/** Opens a list page and returns the query the browser sent to GET /api/nonsaas-inv. */
async function openInventory(page: Page, url: string): Promise<URLSearchParams> {
  const listCall = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/nonsaas-inv');
  await page.goto(url);
  return new URL((await listCall).url()).searchParams;
}

test('the first page of /inventory-websites is what GET /api/nonsaas-inv answers for the same range', async ({ page, request, signInAs }) => {
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  const sent = await openInventory(page, '/inventory-websites');
  await expect(page).toHaveURL(/\/inventory-websites\/list/);
  expect(sent.get('page')).toBe('1');
  expect(sent.get('size')).toBe('10');
  const rows = await apiGet<WebsiteInventoryRow[]>(request, session.token, `/nonsaas-inv?${sent.toString()}`);
  expect(rows.length).toBeGreaterThan(0);
  await expect.poll(() => tableWebsites(page)).toEqual(rows.map(websiteName));
  const total = await request.head(`/api/nonsaas-inv?${sent.toString()}`, { headers: { authorization: `Bearer ${session.token}` } });
  await expect(page.getByText(`Showing 1 to ${Math.min(10, Number(total.headers()['x-size']))} of ${total.headers()['x-size']} Results`)).toBeVisible();
});

test('a link with ?q= opens the inventory with that search applied', async ({ page, request, signInAs }) => {
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  const [first] = await apiGet<WebsiteInventoryRow[]>(request, session.token, '/nonsaas-inv?page=1&size=1');
  const term = first.domain.split('.')[0].slice(0, 5);
  const sent = await openInventory(page, `/inventory-websites?q=${encodeURIComponent(term)}`);
  expect(sent.get('q')).toBe(term);
  await expect(page.getByRole('searchbox', { name: 'Search websites' })).toHaveValue(term);
  const rows = await apiGet<WebsiteInventoryRow[]>(request, session.token, `/nonsaas-inv?${sent.toString()}`);
  expect(rows.length).toBeGreaterThan(0);
  await expect.poll(() => tableWebsites(page)).toEqual(rows.map(websiteName));
});

test('drill-down: a website opens its users, a user opens their report on it', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await openInventory(page, '/inventory-websites');
  const table = page.getByRole('table', { name: 'Websites' });
  const firstLink = table.getByRole('rowheader').first().getByRole('link');
  await firstLink.click();
  await expect(page).toHaveURL(/\/websites-users\/[^/]+\/list\?range=2$/);
  const domain = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
  const users = page.getByRole('table', { name: `Users of ${domain}` });
  await expect(users.getByRole('rowheader').first()).toBeVisible();
  const person = users.getByRole('rowheader').first().getByRole('link');
  const name = (await person.textContent())!;
  await person.click();
  await expect(page).toHaveURL(new RegExp(`/websites-users-report/${encodeURIComponent(domain).replace(/\./g, '\\.')}/[^/]+\\?range=2$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByRole('heading', { name: 'Screen Time per Day' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Browsers' })).toBeVisible();
});

test('add a blocked website: an invalid domain shows the field error first, then it is listed on /config-websites and by the API', async ({ page, request, signInAs }) => {
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  const domain = `e2e-h6-${Date.now()}.example.com`;
  await page.goto('/config-websites');
  await page.getByRole('link', { name: 'Add Websites' }).click();
  await expect(page).toHaveURL(/\/add-websites$/);
  const field = page.getByRole('textbox', { name: 'Websites' });
  await field.fill('not-a-domain');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid URL or domain: not-a-domain')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(domain);
  await page.getByRole('radio', { name: /Block Alert/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/config-websites$/);
  await expect(toast(page)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search blocked websites' }).fill(domain);
  await expect(page.getByRole('table', { name: 'Blocked websites' }).getByRole('row', { name: new RegExp(domain.replace(/\./g, '\\.')) })).toContainText('Block Alert');

  const stored = await apiGet<BlockedWebsiteRow[]>(request, session.token, `/blocked-websites?q=${encodeURIComponent(domain)}`);
  expect(stored.map((r) => [r.domain, r.action])).toEqual([[domain, 'Block Alert']]);
});

test('add and delete a geo-fence', async ({ page, request, signInAs }) => {
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  const name = `E2E fence ${Date.now()}`;
  await page.goto('/geo-fencing');
  await page.getByRole('link', { name: 'Add Geo-Fence' }).click();
  await expect(page).toHaveURL(/\/add-geofencing$/);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('searchbox', { name: 'Countries' }).fill('Fran');
  await page.getByRole('checkbox', { name: /France/ }).click();
  await page.getByRole('radio', { name: /Report/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/geo-fencing$/);
  await expect(toast(page)).toBeVisible();
  const row = page.getByRole('table', { name: 'Geo-fences' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('France');
  await expect(row).toContainText('Report');
  let fences = await apiGet<GeoFenceRow[]>(request, session.token, `/geo-fencing?q=${encodeURIComponent(name)}`);
  expect(fences.map((f) => [f.name, f.countries, f.action])).toEqual([[name, ['FR'], 'Report']]);

  await row.getByRole('button', { name: `Remove ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);
  fences = await apiGet<GeoFenceRow[]>(request, session.token, `/geo-fencing?q=${encodeURIComponent(name)}`);
  expect(fences).toEqual([]);
});

test('Globex (disable_session_logs) is sent to /unauthorized for /inventory-websites', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.globexAdmin.email);
  await page.goto('/inventory-websites?q=abc');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test('every website inventory and web policy screen renders its data for an admin', async ({ page, request, signInAs }) => {
  test.setTimeout(150_000);
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  const [site] = await apiGet<WebsiteInventoryRow[]>(request, session.token, '/nonsaas-inv?page=1&size=1');
  const [category] = await apiGet<{ name: string }[]>(request, session.token, '/nonsaas-categories?page=1&size=1');
  const [person] = await apiGet<{ email: string }[]>(request, session.token, `/nonsaas-categories/${encodeURIComponent(category.name)}/users?page=1&size=1`);
  const [device] = await apiGet<{ id: string }[]>(request, session.token, `/nonsaas-inv/${encodeURIComponent(site.domain)}/devices?page=1&size=1`);
  const paths = [
    '/inventory-websites/graph',
    `/websites-users/${encodeURIComponent(site.domain)}/endpoint`,
    `/websites-users/${encodeURIComponent(site.domain)}/graph`,
    `/websites-endpoints-report/${device.id}/${encodeURIComponent(site.domain)}`,
    '/website-categories',
    '/website-categories/graph',
    `/categories-users/${encodeURIComponent(category.name)}`,
    `/categories-users/${encodeURIComponent(category.name)}/graph`,
    `/category-users-report/${encodeURIComponent(category.name)}/${encodeURIComponent(person.email)}`,
    `/blocked-category/${encodeURIComponent(category.name)}`,
    '/config-websites?tab=categories',
    '/add-blocked-category',
    '/excluded-domains',
    '/add-excluded-domains',
    '/add-excluded-domains-others',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    if (process.env.H6_SHOTS) await page.screenshot({ path: `${process.env.H6_SHOTS}/${path.replace(/[^a-z0-9]+/gi, '_')}.png`, fullPage: true });
  }
});

// The fleet screens for the account admin (issue 18 "Must show"): /devices, /endpoints/v2 and
// /user-management populated; an Operational Overview link lands filtered with the figure it showed;
// an endpoint's tabs populated; axe finds no serious or critical violation on any of them.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_USERS, expect, test } from './fixtures';

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * The total line above a list shows `expected` once HEAD answered. Waiting for the value itself, not for any
 * number: after a tab or filter change the previous list's total stays until the new query replaces it.
 */
async function expectShownTotal(page: Page, expected: number, message?: string) {
  await expect(page.getByTestId('fleet-total'), message).toHaveAttribute('data-value', String(expected));
}

/** HEAD on a list call as the admin, the total the screen should show */
async function apiTotal(request: APIRequestContext, token: string, path: string): Promise<number> {
  const res = await request.head(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return Number(res.headers()['x-size']);
}

test('/devices lists active, in-scope endpoints with the API total, infrastructure on its own tab', async ({ page, signInAs, request }) => {
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/devices');
  await expect(page.getByTestId('endpoint-row').first()).toBeVisible();
  await expectShownTotal(page, await apiTotal(request, session.token, '/devices?status=ACTIVE&scope=IN_SCOPE'));
  const infra = await apiTotal(request, session.token, '/infra-devices');
  await page.getByRole('link', { name: /^Infrastructure/ }).click();
  await expect(page).toHaveURL(/tab=infra/);
  await expectShownTotal(page, infra);
  await expectAccessible(page);
});

test('/endpoints/v2 lists the managed endpoints with the API total and the device report', async ({ page, signInAs, request }) => {
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/endpoints/v2');
  await expect(page.getByTestId('endpoint-row').first()).toBeVisible();
  await expectShownTotal(page, await apiTotal(request, session.token, '/devices/v2?status=ACTIVE&scope=IN_SCOPE'));
  await expect(page.getByRole('button', { name: 'Download device report' })).toBeVisible();
  await expectAccessible(page);
});

test('/user-management lists active people with the API total and opens a person’s endpoints and apps', async ({ page, signInAs, request }) => {
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/user-management');
  await expect(page.getByTestId('person-row').first()).toBeVisible();
  await expectShownTotal(page, await apiTotal(request, session.token, '/users?status=ACTIVE'));
  await page.getByRole('button', { name: /^Show the endpoints and apps of / }).first().click();
  await expect(page.getByTestId('person-fleet')).toBeVisible();
  await expectAccessible(page);
});

test('the Inactive users bar lands on /user-management with the dashboard’s figure', async ({ page, signInAs, request }) => {
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  const e = Date.now();
  const stats = await request.get('/api/user-stats', { headers: { authorization: `Bearer ${session.token}` }, params: { s: e - 6 * 86_400_000, e, z: 'UTC' } });
  const { inactive_users } = (await stats.json()) as { inactive_users: number };
  await page.goto('/user-management?copilot=not_installed&copilot=uninstalled');
  await expectShownTotal(page, inactive_users);
});

test('the Total Endpoints and MDM cards of the Operational Overview land filtered with their figures', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/dashboard-v2');
  const figure = page.locator('[data-figure="total-endpoints"]');
  await expect(figure).toHaveAttribute('data-value', /\d+/);
  const total = Number(await figure.getAttribute('data-value'));
  await page.locator('[data-chart="overview-total"]').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/endpoints\/v2\?/);
  await expectShownTotal(page, total);

  await page.goto('/dashboard-v2');
  const mdm = page.locator('[data-figure="mdm-enrolled"]');
  await expect(mdm).toHaveAttribute('data-value', /\d+/);
  const enrolled = Number(await mdm.getAttribute('data-value'));
  await page.locator('[data-chart="overview-mdm"]').getByRole('link').first().click();
  await expect(page).toHaveURL(/managed=MDM/);
  await expectShownTotal(page, enrolled);
});

test('the Endpoints and Users bars of /dashboard land on their day’s list with the figure they showed', async ({ page, signInAs }) => {
  // four cold dashboards and four lists: a trace under CI load showed 7-9 s per dashboard before its bars had figures
  test.setTimeout(120_000);
  await signInAs(DEMO_USERS.acmeAdmin.email);
  const bars: [string, RegExp, RegExp][] = [
    ['inventory-endpoints', /^Active Endpoints: ([\d,]+)/, /\/devices\?active_on=/],
    ['inventory-endpoints', /^Inactive Endpoints: ([\d,]+)/, /\/devices\?inactive_on=/],
    ['inventory-users', /^Active Users: ([\d,]+)/, /\/users\?active_on=/],
    ['inventory-users', /^Risky Users: ([\d,]+)/, /\/user-management\?r=High&active_on=/],
  ];
  for (const [chart, name, url] of bars) {
    await page.goto('/dashboard');
    const link = page.locator(`[data-chart="${chart}"]`).getByRole('link', { name });
    await expect(link).toBeVisible({ timeout: 20_000 });
    const figure = Number(name.exec((await link.textContent())!)![1].replace(/,/g, ''));
    await link.click();
    await expect(page).toHaveURL(url);
    await expect(page.getByTestId('applied-filters')).toBeVisible();
    await expectShownTotal(page, figure, `${chart} ${name}`);
  }
});

test('an endpoint’s details open from the list with every tab populated', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/devices');
  const first = page.getByTestId('endpoint-row').first().getByRole('link').first();
  const hostname = (await first.innerText()).trim();
  await first.click();
  await expect(page.getByTestId('endpoint-hostname')).toHaveText(hostname);
  await expect(page.getByText('Serial number')).toBeVisible();
  await expectAccessible(page);
  for (const tab of ['Compliance', 'Installed Apps', 'Browser Extensions', 'SaaS Usage', 'Alerts']) {
    await page.getByRole('tab', { name: tab }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('table')).toBeVisible();
    await expect(panel.getByText('Loading')).toHaveCount(0);
    await expect(panel.locator('tbody tr').first()).toBeVisible();
  }
  await expectAccessible(page);
});

test('an endpoint’s Performance tab draws its samples and its Logs tab lists the uploaded files', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/devices');
  await page.getByTestId('endpoint-row').first().getByRole('link').first().click();
  await expect(page.getByTestId('endpoint-hostname')).toBeVisible();
  await page.getByRole('tab', { name: 'Logs' }).click();
  await expect(page.getByRole('tabpanel').getByRole('rowheader', { name: 'agent.log' })).toBeVisible();
  // Performance: the latest sample and three line charts of the seeded samples, by the hour then by the day
  await page.getByRole('tab', { name: 'Performance' }).click();
  await expect(page.getByText('Latest sample')).toBeVisible();
  for (const metric of ['cpu', 'memory', 'disk']) await expect(page.getByTestId(`perf-chart-${metric}`).locator('path.recharts-curve').first()).toBeVisible();
  await page.getByRole('radio', { name: '90 days' }).click();
  await expect(page.getByText('Average use per day.')).toBeVisible();
  await expect(page.getByTestId('perf-chart-cpu').locator('path.recharts-curve').first()).toBeVisible();
  await expectAccessible(page);
});

interface SensitiveSummary {
  total: { files: number; matches: number };
  removed: number;
  by_data_type: { data_type: string; files: number }[];
  newest: { path: string }[];
}

test('an endpoint’s Sensitive Data tab shows what the API answers for it', async ({ page, signInAs, request }) => {
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  const auth = { authorization: `Bearer ${session.token}` };
  const devices = (await (await request.get('/api/devices', { params: { size: '100' }, headers: auth })).json()) as { id: string }[];
  let found: { id: string; summary: SensitiveSummary } | undefined;
  for (const d of devices) {
    const res = await request.get(`/api/devices/${d.id}/sensitive-data-discovery-summary`, { headers: auth });
    expect(res.status()).toBe(200);
    const summary = (await res.json()) as SensitiveSummary;
    if (summary.total.files > 1) {
      found = { id: d.id, summary };
      break;
    }
  }
  expect(found, 'an Acme endpoint with sensitive files').toBeDefined();
  const { id, summary } = found!;
  await page.goto(`/endpoint-details/${id}`);
  await page.getByRole('tab', { name: 'Sensitive Data' }).click();
  await expect(page).toHaveURL(/tab=sensitive/);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByTestId('sensitive-files')).toHaveText(summary.total.files.toLocaleString('en-US'));
  await expect(panel.getByTestId('sensitive-matches')).toHaveText(summary.total.matches.toLocaleString('en-US'));
  await expect(panel.getByTestId('sensitive-removed')).toHaveText(summary.removed.toLocaleString('en-US'));
  const types = panel.getByRole('table', { name: 'By data type' });
  await expect(types.locator('tbody tr')).toHaveCount(summary.by_data_type.length);
  await expect(types.getByRole('rowheader').first()).toHaveText(summary.by_data_type[0]!.data_type);
  await expect(panel.getByRole('table', { name: 'Newest finds' }).getByRole('rowheader').first()).toHaveText(summary.newest[0]!.path);
  await expectAccessible(page);
});

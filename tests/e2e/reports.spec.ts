// Issue 17, the reports half: each report screen is populated for the Acme admin with what the API answers,
// the dashboard's inactive-device bar lands on /activity's Inactivity tab with its range and the same
// figure, Globex (disable_session_logs) cannot open the usage reports, and axe finds no serious or
// critical violation on any report screen.
import type { APIRequestContext } from '@playwright/test';
import type { SessionResponse } from '../../src/api/contract/auth';
import { DEFAULT_PRESET, presetRange, rangeToQuery } from '../../src/lib/date-presets';
import { DEMO_USERS, expect, test, noSeriousViolations, settled } from './fixtures';

const range = () => rangeToQuery(presetRange(DEFAULT_PRESET));

async function apiCount(request: APIRequestContext, session: SessionResponse, path: string, query: Record<string, string | number> = {}): Promise<number> {
  const res = await request.head(`/api${path}`, { headers: { authorization: `Bearer ${session.token}` }, params: { ...range(), ...query } });
  expect(res.status(), path).toBe(200);
  return Number(res.headers()['x-size']);
}

const REPORTS: { path: string; heading: string; table: string; total?: (r: APIRequestContext, s: SessionResponse) => Promise<number> }[] = [
  { path: '/session', heading: 'Sessions', table: 'Sessions per day' },
  { path: '/productivity-insight', heading: 'User Behavior Analysis', table: 'Users by screen time', total: (r, s) => apiCount(r, s, '/reports/users', { kind: 'saas' }) },
  { path: '/reports-saas-apps', heading: 'SaaS Apps Report', table: 'SaaS apps used in the date range', total: (r, s) => apiCount(r, s, '/saas-inv') },
  { path: '/websites-reports/websites-tab', heading: 'Websites Report by Website', table: 'Websites used in the date range', total: (r, s) => apiCount(r, s, '/nonsaas-inv') },
  { path: '/websites-reports/categories-tab', heading: 'Websites Report by Category', table: 'Website categories used in the date range', total: (r, s) => apiCount(r, s, '/nonsaas-categories') },
  { path: '/activity', heading: 'Activity', table: 'Activity per day' },
  { path: '/activity?tab=inactivity', heading: 'Activity', table: 'Inactive endpoints' },
];

test.describe('reports', () => {
  test.setTimeout(180_000);

  test('every report screen is populated for the Acme admin, with the totals the API answers, and passes axe', async ({ page, request, signInAs }) => {
    const session = await signInAs(DEMO_USERS.acmeAdmin.email);
    for (const report of REPORTS) {
      await page.goto(report.path);
      await settled(page);
      await expect(page.getByRole('heading', { level: 1, name: report.heading }), report.path).toBeVisible();
      const table = page.getByRole('table', { name: report.table });
      await expect(table.getByRole('rowheader').first(), report.path).toBeVisible();
      await expect(page.locator('#main').getByText('Data not available')).toHaveCount(0);
      if (report.total) {
        const total = await report.total(request, session);
        expect(total, report.path).toBeGreaterThan(0);
        await expect(page.locator('#main').getByText(new RegExp(`of ${total} Results`)), report.path).toBeVisible();
      }
      await noSeriousViolations(page, report.path);
    }
  });

  test('/websites-reports opens its websites tab, /productivity-insight/old redirects', async ({ page, signInAs }) => {
    await signInAs(DEMO_USERS.acmeAdmin.email);
    await page.goto('/websites-reports');
    await expect(page).toHaveURL(/\/websites-reports\/websites-tab/);
    await page.goto('/productivity-insight/old?range=3');
    await expect(page).toHaveURL(/\/productivity-insight\?range=3$/);
  });

  test("the dashboard's inactive-device bar lands on the Inactivity tab with its range and the same figure", async ({ page, signInAs }) => {
    await signInAs(DEMO_USERS.acmeAdmin.email);
    await page.goto('/dashboard-v2');
    const card = page.locator('[data-chart="overview-devices"]');
    await expect(card).toHaveAttribute('data-state', /^(data|empty)$/, { timeout: 20_000 });
    const inactive = Number(await card.locator('[data-figure="inactive"]').first().getAttribute('data-value'));
    await card.getByRole('link', { name: /^Inactive Endpoints: / }).click();
    await page.waitForURL((url) => url.pathname === '/activity' && url.searchParams.get('tab') === 'inactivity' && url.searchParams.get('range') === '2');
    await expect(page.getByTestId('inactive-figure')).toHaveText(String(inactive), { timeout: 20_000 });
    await expect(page.getByRole('navigation', { name: 'Activity views' }).getByRole('link', { name: 'Inactivity' })).toHaveAttribute('aria-current', 'page');
  });

  test('Globex (disable_session_logs) cannot open the usage reports, its menu hides them, and its Sessions report shows no website figures', async ({ page, signInAs }) => {
    await signInAs(DEMO_USERS.globexAdmin.email);
    for (const path of ['/productivity-insight', '/websites-reports/websites-tab', '/activity']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/unauthorized/);
    }
    await page.goto('/session');
    await settled(page);
    await expect(page.getByRole('table', { name: 'Sessions per day' }).getByRole('columnheader', { name: 'SaaS Sessions' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Website Sessions' })).toHaveCount(0);
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Reports' }).click();
    const panel = page.getByRole('navigation', { name: /section/i });
    await expect(panel.getByRole('link', { name: 'SaaS Apps' })).toBeVisible();
    for (const hidden of ['User Behavior Analysis', 'Websites', 'Activity']) await expect(panel.getByRole('link', { name: hidden })).toHaveCount(0);
  });
});

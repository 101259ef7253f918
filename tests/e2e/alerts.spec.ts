// Issue 17 (alerts): the group admin and the auditor land on a populated SaaS alerts list (the group
// admin's total is its groups' own), a dashboard doughnut segment lands on the list filtered with the
// total it showed, and both alert screens pass axe with no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { SessionResponse } from '../../src/api/contract/auth';
import { DEFAULT_PRESET, presetRange, rangeToQuery } from '../../src/lib/date-presets';
import { DEMO_USERS, expect, test } from './fixtures';

async function apiTotal(request: APIRequestContext, session: SessionResponse, path: string, query: Record<string, string> = {}): Promise<number> {
  const res = await request.head(`/api${path}`, {
    headers: { authorization: `Bearer ${session.token}` },
    params: { ...rangeToQuery(presetRange(DEFAULT_PRESET)), ...query },
  });
  expect(res.status()).toBe(200);
  return Number(res.headers()['x-size']);
}

/** The list's total as the pager says it: 'Showing 1 to 10 of Z Results'. */
async function shownTotal(page: Page): Promise<number> {
  const pager = page.getByText(/Showing \d+ to \d+ of [\d,]+ Results/);
  await expect(pager).toBeVisible({ timeout: 20_000 });
  return Number((/of ([\d,]+) Results/.exec((await pager.textContent()) ?? '')?.[1] ?? '').replace(/,/g, ''));
}

test.describe('alerts', () => {
  test.setTimeout(90_000);

  for (const who of [DEMO_USERS.acmeGroupAdmin, DEMO_USERS.acmeAuditor]) {
    test(`${who.email} lands on a populated SaaS alerts list`, async ({ page, request, signInAs }) => {
      const session = await signInAs(who.email);
      await page.goto('/');
      await expect(page).toHaveURL(/\/alerts-saas-apps/);
      await expect(page.getByRole('heading', { level: 1, name: 'SaaS Apps Alerts' })).toBeVisible();
      await expect(page.getByRole('table').getByRole('rowheader').first()).toBeVisible({ timeout: 20_000 });
      const total = await apiTotal(request, session, '/saas-alerts');
      expect(total).toBeGreaterThan(0);
      expect(await shownTotal(page)).toBe(total);
      // the read-only auditor cannot mark a look-alike safe
      if (who === DEMO_USERS.acmeAuditor) await expect(page.getByRole('button', { name: 'Mark as safe' })).toHaveCount(0);
    });
  }

  test('the group admin sees fewer alerts than the company admin', async ({ request }) => {
    const sign = async (email: string) => (await (await request.post('/api/auth/signin', { data: { email, password: 'Palisade-demo-1' } })).json()) as SessionResponse;
    const admin = await apiTotal(request, await sign(DEMO_USERS.acmeAdmin.email), '/saas-alerts');
    const group = await apiTotal(request, await sign(DEMO_USERS.acmeGroupAdmin.email), '/saas-alerts');
    expect(group).toBeGreaterThan(0);
    expect(group).toBeLessThan(admin);
  });

  test('a dashboard alert segment lands on the filtered list with the same total', async ({ page, signInAs }) => {
    await signInAs(DEMO_USERS.acmeAdmin.email);
    await page.goto('/dashboard');
    const segment = page.locator('a[href^="/alerts-saas-apps?t=Block"]').first();
    await expect(segment).toBeVisible({ timeout: 30_000 });
    const clicked = Number(/(\d[\d,]*)\s*$/.exec((await segment.textContent()) ?? '')?.[1]?.replace(/,/g, '') ?? NaN);
    expect(clicked).toBeGreaterThan(0);
    await segment.click();
    await expect(page).toHaveURL(/\/alerts-saas-apps\?t=Block/);
    expect(await shownTotal(page)).toBe(clicked);
    await expect(page.getByTestId('count-Block')).toHaveText(clicked.toLocaleString('en-US'));
    await expect(page.getByRole('button', { name: /Blocks/, pressed: true })).toBeVisible();
  });

  for (const path of ['/alerts-saas-apps', '/alerts-websites']) {
    test(`${path} has no serious or critical axe violation`, async ({ page, signInAs }) => {
      await signInAs(DEMO_USERS.acmeAdmin.email);
      await page.goto(path);
      await expect(page.getByRole('table').getByRole('rowheader').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('#main').getByText('Loading', { exact: true })).toHaveCount(0, { timeout: 15_000 });
      const results = await new AxeBuilder({ page }).include('#main').analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

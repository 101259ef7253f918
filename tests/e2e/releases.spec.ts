// Issue 24, agent releases and canary plans: root sees the versions with the API's fleet counts, creates a
// canary plan for a draft version from /add-canary with the company picker, starts it and sees its company in
// the live rollout, then rolls it back behind the confirmation. axe finds no serious or critical violation.
// It changes the demo data (a version, a plan), so it runs among the WRITERS (playwright.config.ts).
import type { PlanDetail, VersionRow } from '../../src/api/contract/releases';
import { DEMO_USERS, expect, noSeriousViolations, test } from './fixtures';

test('root creates a canary plan for a draft version, starts it and sees its companies', async ({ page, signInAs, request }) => {
  test.setTimeout(120_000);
  const session = await signInAs(DEMO_USERS.superAdmin.email);
  const headers = { authorization: `Bearer ${session.token}` };
  // a draft version of this run, with one build
  const stamp = Date.now();
  const version = `9.${Math.floor(stamp / 1000) % 10_000}.${stamp % 1000}`;
  const created = await request.post('/api/agent-releases', {
    headers,
    data: { version, notes: 'E2E', builds: [{ platform: 'DARWIN_ARM_64', file_name: `copilot-${version}.pkg`, size_bytes: 1000, sha256: 'c'.repeat(64) }] },
  });
  expect(created.status(), await created.text()).toBe(201);

  // the versions list shows the API's rows and fleet counts
  await page.goto('/copilot-versions');
  const rows = (await (await request.get('/api/agent-releases?page=1&size=10', { headers })).json()) as VersionRow[];
  const table = page.getByRole('table', { name: 'Copilot versions' });
  await expect(table.getByTestId('version-row')).toHaveCount(rows.length);
  const latest = rows.find((r) => r.version === '1.1.7');
  if (latest) await expect(table.getByRole('row').filter({ has: page.getByRole('link', { name: 'Edit 1.1.7' }) }).getByTestId('version-endpoints')).toHaveText(String(latest.endpoints));
  await noSeriousViolations(page, '/copilot-versions');

  // a plan for it, to Acme Corp only, from the editor
  await page.goto('/canary');
  await page.getByRole('link', { name: 'Add Canary Plan' }).click();
  await expect(page).toHaveURL(/\/add-canary$/);
  await page.getByLabel('Plan name').fill(`E2E wave ${version}`);
  await page.getByRole('combobox', { name: 'Version' }).click();
  await page.getByRole('option', { name: version, exact: true }).click();
  await page.getByRole('radio', { name: 'Chosen companies' }).click();
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByText('Choose at least one company.')).toBeVisible();
  // while a search is on its way the picker says so beside its list, never inside it (axe once caught a
  // Loading text as a child of the list): the answer is held until axe has looked
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/canary-companies?*q=Acme*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('searchbox', { name: 'Search companies to add' }).fill('Acme');
  await expect(page.getByTestId('company-search').getByText('Loading', { exact: true })).toBeVisible();
  await noSeriousViolations(page, 'the company picker while it searches');
  release();
  await page.getByRole('button', { name: 'Add Acme Corp' }).click();
  await expect(page.getByTestId('chosen-companies')).toContainText('Acme Corp');
  await page.getByLabel('Stages (%)').fill('50, 100');
  await noSeriousViolations(page, '/add-canary');
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page).toHaveURL(/\/add-canary\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;

  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByTestId('status').first()).toHaveText('Active');
  const companies = page.getByRole('table', { name: 'Companies of the plan' });
  await expect(companies.getByTestId('plan-company')).toHaveCount(1);
  await expect(companies.getByRole('row', { name: /Acme Corp/ })).toContainText('Stage 1');
  const plan = (await (await request.get(`/api/canary-plans/${id}`, { headers })).json()) as PlanDetail;
  expect(plan).toMatchObject({ status: 'active', current_stage: 0, companies_in: 1, companies: [{ name: 'Acme Corp' }] });
  await expect(page.getByTestId('stage-card').first()).toContainText('1 company');
  await noSeriousViolations(page, 'the started plan');

  // the plans list and the release overview name it
  await page.goto('/canary');
  await expect(page.getByRole('row', { name: new RegExp(`E2E wave ${version.replace(/\./g, '\\.')}`) }).getByTestId('plan-companies')).toHaveText('1');
  await page.goto('/copilot-release');
  await expect(page.getByRole('row', { name: /Acme Corp/ })).toContainText(version);
  await noSeriousViolations(page, '/copilot-release');

  // rolled back behind its confirmation: the demo is left with no running plan
  await page.goto(`/add-canary/${id}`);
  await page.getByRole('button', { name: 'Roll back' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Roll back' }).click();
  await expect(page.getByTestId('status').first()).toHaveText('Rolled back');
});

import { DEMO_USERS, expect, test } from './fixtures';

test("Acme's and Globex's menus differ as their flags say", async ({ page, signInAs, browser }) => {
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: /main/i });
  await nav.getByRole('link', { name: 'Inventory' }).click();
  const acmePanel = page.getByRole('navigation', { name: /section/i });
  await expect(acmePanel.getByText('ZTPA', { exact: true })).toBeVisible();
  await expect(acmePanel.getByText('DLP', { exact: true })).toBeVisible();
  await expect(acmePanel.getByText('COMMANDS', { exact: true })).toBeVisible();

  const globex = await browser.newContext();
  const globexPage = await globex.newPage();
  const res = await globexPage.request.post('/api/auth/signin', { data: { email: DEMO_USERS.globexAdmin.email, password: 'Palisade-demo-1' } });
  const session = await res.json();
  await globexPage.goto('/login');
  await globexPage.evaluate(([s]) => localStorage.setItem('palisade.user', s), [JSON.stringify(session)]);
  await globexPage.goto('/dashboard');
  await globexPage.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Inventory' }).click();
  const globexPanel = globexPage.getByRole('navigation', { name: /section/i });
  await expect(globexPanel.getByText('FLEET', { exact: true })).toBeVisible();
  for (const group of ['ZTPA', 'DLP', 'COMMANDS']) {
    await expect(globexPanel.getByText(group, { exact: true })).toHaveCount(0);
  }
  await globexPage.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Reports' }).click();
  await expect(globexPanel.getByRole('link', { name: 'User Behavior Analysis' })).toHaveCount(0);
  await expect(globexPanel.getByRole('link', { name: 'Activity' })).toHaveCount(0);
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Reports' }).click();
  await expect(acmePanel.getByRole('link', { name: 'User Behavior Analysis' })).toBeVisible();
  await expect(acmePanel.getByRole('link', { name: 'Activity' })).toBeVisible();
  await globex.close();
});

for (const path of ['/dlp-endpoints', '/ztpa-server', '/commands', '/activity', '/productivity-insight', '/push-certificate']) {
  test(`Globex admin typing ${path} goes to /unauthorized`, async ({ page, signInAs }) => {
    await signInAs(DEMO_USERS.globexAdmin.email);
    await page.goto(path);
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
}

test('the auditor cannot open Policies and the super admin cannot open customer screens', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.acmeAuditor.email);
  await page.goto('/saas-config');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test('a signed-out visitor typing a screen is sent to sign in, then back to that screen', async ({ page }) => {
  await page.goto('/account-settings');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/e-?mail/i).fill(DEMO_USERS.acmeAdmin.email);
  await page.getByLabel(/password/i).fill('Palisade-demo-1');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/account-settings$/);
});

test('a 403 from the API sends the user to /unauthorized', async ({ page, signInAs }) => {
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  // A stored account id that is not the token's: the server answers 403 to every call.
  await page.addInitScript(
    ([s]) => {
      const stored = JSON.parse(s);
      stored.account_id = '00000000-0000-4000-8000-000000000000';
      localStorage.setItem('palisade.user', JSON.stringify(stored));
    },
    [JSON.stringify(session)],
  );
  await page.goto('/account-settings');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

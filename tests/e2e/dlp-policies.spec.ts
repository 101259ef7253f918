// Issue 21 "the rest of DLP" from the console's side: an admin creates an exfiltration policy through the
// three steps and sees it listed with what the API answers; an invalid custom pattern is refused on its
// field with the detector library's reason; the DLP policy screens have no serious axe violation; Globex
// (no DLP) is sent to /unauthorized. Changes demo data (adds, then removes, a policy): a writer.
import { apiSignIn, DEMO_USERS, expect, noSeriousViolations, settled, test } from './fixtures';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
type Policy = { id: string; name: string; action: string; channels: string[]; data_types: string[] };

test('an exfiltration policy created through the steps is listed and answered by the API', async ({ page, signInAs, request }) => {
  test.setTimeout(120_000);
  await signInAs(DEMO_USERS.acmeAdmin.email);
  const admin = await apiSignIn(request, DEMO_USERS.acmeAdmin.email);

  await page.goto('/data-exfiltration');
  await settled(page);
  await noSeriousViolations(page, '/data-exfiltration');
  const listed = (await (await request.get('/api/dlp-policies?kind=exfiltration&size=100', { headers: auth(admin.token) })).json()) as Policy[];
  for (const p of listed) await expect(page.getByRole('row').filter({ hasText: p.name })).toBeVisible();

  await page.getByRole('link', { name: 'Add policy' }).click();
  await settled(page);
  await noSeriousViolations(page, '/data-exfiltration-steps');
  const name = `E2E cards to Gen AI ${Date.now() % 100_000}`;
  // nothing chosen: the step says what is missing
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('checkbox', { name: 'Credit Card Number' }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Gen AI prompts' }).click();
  await page.getByRole('radio', { name: /^Block/ }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Save policy' }).click();

  await expect(page).toHaveURL(/\/data-exfiltration$/);
  await settled(page);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Block');
  await expect(row).toContainText('Credit Card Number');
  const created = ((await (await request.get(`/api/dlp-policies?kind=exfiltration&q=${encodeURIComponent(name)}`, { headers: auth(admin.token) })).json()) as Policy[])[0];
  expect(created).toMatchObject({ name, action: 'Block', channels: ['Gen AI'], data_types: ['Credit Card Number'] });

  // put the demo back
  expect((await request.delete(`/api/dlp-policies/${created.id}`, { headers: auth(admin.token) })).status()).toBe(200);
});

test('an invalid custom pattern is refused on its field; the DLP policy screens pass axe', async ({ page, signInAs }) => {
  test.setTimeout(300_000);
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/add-custom-data-steps');
  await settled(page);
  await noSeriousViolations(page, '/add-custom-data-steps');
  await page.getByLabel('Name', { exact: true }).fill('E2E explosive');
  await page.getByLabel('Pattern', { exact: true }).fill('(a+)+$');
  await page.getByRole('button', { name: 'Save custom data' }).click();
  await expect(page.getByText(/exponential time/)).toBeVisible();
  await expect(page).toHaveURL(/\/add-custom-data-steps$/);

  for (const path of ['/Sensitive-data-groups', '/add-custom-data', '/token-hashes', '/add-new-folder', '/add-new-system-dictionary']) {
    await page.goto(path);
    await settled(page);
    await noSeriousViolations(page, path);
  }
});

test('Globex (no DLP) is sent to /unauthorized', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.globexAdmin.email);
  await page.goto('/data-exfiltration');
  await expect(page).toHaveURL(/\/unauthorized/);
});

// Admin › MANAGEMENT › People (issue 18): the account admin adds a person with the form, finds them in
// /user-management, edits them on /update-user/{email} and deletes them from the list; each step is
// checked against what the API answers, and axe finds no serious violation on the forms. Changes the
// demo company, so it runs as a writer (playwright.config.ts WRITERS).
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_USERS, expect, test } from './fixtures';

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

interface Person {
  id: string;
  name: string;
  email: string;
  department: string | null;
}

/** the people the API finds for this e-mail, as the admin */
async function peopleNamed(request: APIRequestContext, token: string, email: string): Promise<Person[]> {
  const res = await request.get('/api/users', { params: { q: email, size: '50' }, headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as Person[]).filter((p) => p.email === email);
}

test('the admin adds a person, edits them and deletes them', async ({ page, signInAs, request }) => {
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  const email = `e2e.person.${Date.now()}@acme.test`;

  // add
  await page.goto('/add-users');
  await expect(page.getByRole('heading', { name: 'Add a person' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Testperson');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Department').fill('Quality');
  await page.getByRole('button', { name: 'Add person' }).click();
  await expect(page).toHaveURL(/\/user-management/);
  await expect(page.getByText('Robin Testperson was added.')).toBeVisible();
  const [added] = await peopleNamed(request, session.token, email);
  expect(added).toMatchObject({ name: 'Robin Testperson', department: 'Quality' });

  // the same address again is refused with the form's message
  await page.goto('/add-users');
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Add person' }).click();
  await expect(page.getByText('A person with this e-mail already exists.').first()).toBeVisible();
  expect(await peopleNamed(request, session.token, email)).toHaveLength(1);

  // find and edit
  await page.goto('/user-management');
  await page.getByRole('searchbox', { name: 'Search users by name, e-mail or department' }).fill(email);
  const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: 'Edit Robin Testperson' }).click();
  await expect(page).toHaveURL(new RegExp(`/update-user/${encodeURIComponent(email).replace(/\./g, '\\.')}`));
  // the list stays until the edit screen has loaded: wait for the form before reading its fields
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await expectAccessible(page);
  await page.getByLabel('Department').fill('Security');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Robin Testperson was updated.')).toBeVisible();
  await expect(page).toHaveURL(/\/user-management/);
  expect((await peopleNamed(request, session.token, email))[0]).toMatchObject({ id: added!.id, department: 'Security' });

  // delete from the list, after confirming
  await page.getByRole('searchbox', { name: 'Search users by name, e-mail or department' }).fill(email);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete Robin Testperson' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Delete person' }).click();
  await expect(row).toHaveCount(0);
  expect(await peopleNamed(request, session.token, email)).toEqual([]);
});

test('the admin deletes several manually entered endpoints at once, after confirming their count', async ({ page, signInAs, request }) => {
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  const auth = { authorization: `Bearer ${session.token}` };
  const prefix = `e2e-bulk-${Date.now()}`;
  for (const n of [1, 2]) {
    const res = await request.post('/api/assets', { headers: auth, data: { hostname: `${prefix}-${n}`, kind: 'laptop' } });
    expect(res.status()).toBe(201);
  }
  const countOf = async () => Number((await request.head('/api/assets', { params: { q: prefix }, headers: auth })).headers()['x-size']);
  expect(await countOf()).toBe(2);

  await page.goto(`/endpoint-list/all?q=${prefix}`);
  await expect(page.getByTestId('asset-row')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).click();
  await expect(page.getByTestId('assets-selected')).toHaveText('2 selected');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Delete 2 endpoints?' })).toBeVisible();
  await expect(dialog).toContainText(`${prefix}-1, ${prefix}-2`);
  await dialog.getByRole('button', { name: 'Delete 2 endpoints' }).click();
  await expect(page.getByText('2 endpoints deleted')).toBeVisible();
  await expect(page.getByTestId('asset-row')).toHaveCount(0);
  expect(await countOf()).toBe(0);
});

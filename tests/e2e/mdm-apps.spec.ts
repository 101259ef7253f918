// Issue 20, application groups from the console's side: an admin adds an application group from the screen,
// assigned to one of the company's groups, and its detail shows the reach the API computes from the fleet's
// installed applications; the group is listed on Application Groups; Globex (no MDM) is sent to
// /unauthorized. The screens have no serious axe violation. Changes demo data: a writer.
import { randomUUID } from 'node:crypto';
import { apiSignIn, DEMO_USERS, expect, noSeriousViolations, settled, test } from './fixtures';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test('an application group added on the screen shows its reach and is listed', async ({ page, signInAs, request }) => {
  test.setTimeout(120_000);
  await signInAs(DEMO_USERS.acmeAdmin.email);
  const admin = await apiSignIn(request, DEMO_USERS.acmeAdmin.email);
  const [app] = (await (await request.get('/api/applications?page=1&size=1&sb=endpoints&so=desc', { headers: auth(admin.token) })).json()) as { name: string }[];
  const [group] = (await (await request.get('/api/groups-lite', { headers: auth(admin.token) })).json()) as { id: string; name: string }[];
  const name = `E2E toolkit ${randomUUID().slice(0, 8)}`;

  await page.goto('/application-policies');
  await settled(page);
  await noSeriousViolations(page, '/application-policies');
  await page.getByRole('link', { name: 'Add Application Group' }).click();
  await expect(page).toHaveURL(/\/add-application-group$/);
  await settled(page);
  await noSeriousViolations(page, '/add-application-group');

  // nothing filled in: the form says what is missing
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a group name.')).toBeVisible();

  await page.getByLabel('Group name').fill(name);
  await page.getByLabel('Applications', { exact: true }).fill(app.name);
  await page.getByRole('checkbox', { name: group.name, exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/apps-group-detail\//);
  await settled(page);
  const [created] = (await (await request.get(`/api/mdm/app-groups?q=${encodeURIComponent(name)}`, { headers: auth(admin.token) })).json()) as { id: string; reach: { devices: number; compliant: number } }[];
  expect(created).toBeTruthy();
  await expect(page.getByTestId('app-group-reach')).toHaveText(`${created.reach.compliant} of ${created.reach.devices}`);
  await expect(page.getByRole('table', { name: 'Devices the group applies to' })).toBeVisible();
  if (created.reach.devices > 0) await expect(page.getByRole('table', { name: 'Devices the group applies to' }).getByRole('row')).not.toHaveCount(1);
  await noSeriousViolations(page, '/apps-group-detail');

  await page.goto(`/application-policies?q=${encodeURIComponent(name)}`);
  await settled(page);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(`${created.reach.compliant} of ${created.reach.devices}`);
});

test('Globex (no MDM) is sent to /unauthorized from Application Groups', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.globexAdmin.email);
  await page.goto('/application-policies');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

// Issue 20, app policies and browsers from the console's side: Browser Selection shows the devices the API
// counts from the installed-apps inventory, and disallowing a browser there is what the API then says; the
// Selected Browser page lists its devices and links to Browser Policy; an admin adds an app policy for an
// application group from the screen and its edit page shows the reach the API computes; Globex (no MDM) is
// sent to /unauthorized. The screens have no serious axe violation. Changes demo data: a writer.
import { apiSignIn, DEMO_USERS, expect, noSeriousViolations, settled, test } from './fixtures';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
type Browser = { name: string; label: string; allowed: boolean; devices: number };

test('Browser Selection shows the inventory’s figures and a disallowed browser is stored', async ({ page, signInAs, request }) => {
  test.setTimeout(120_000);
  await signInAs(DEMO_USERS.acmeAdmin.email);
  const admin = await apiSignIn(request, DEMO_USERS.acmeAdmin.email);
  const browsers = async () => (await (await request.get('/api/mdm/browsers', { headers: auth(admin.token) })).json()) as Browser[];
  const before = await browsers();

  await page.goto('/browsers/application-selection');
  await settled(page);
  await noSeriousViolations(page, '/browsers/application-selection');
  for (const b of before) await expect(page.getByTestId(`browser-devices-${b.name}`)).toHaveText(String(b.devices));

  const target = before.find((b) => b.allowed)!;
  await page.getByRole('switch', { name: `Allow ${target.label} on managed devices` }).click();
  await expect(page.getByRole('switch', { name: `Allow ${target.label} on managed devices` })).not.toBeChecked();
  await expect.poll(async () => (await browsers()).find((b) => b.name === target.name)?.allowed).toBe(false);

  const busiest = [...before].sort((a, b) => b.devices - a.devices)[0];
  await page.getByRole('link', { name: busiest.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/browsers/selected-application/${busiest.name}$`));
  await settled(page);
  await expect(page.getByTestId('browser-devices')).toHaveText(String(busiest.devices));
  await expect(page.getByRole('link', { name: 'Manage extensions in Browser Policy' })).toHaveAttribute('href', '/browser-policy');
  if (busiest.devices > 0) await expect(page.getByRole('table', { name: 'Devices with this browser installed' }).getByRole('row')).not.toHaveCount(1);
  await noSeriousViolations(page, '/browsers/selected-application');

  // put the demo back as it was
  await request.put(`/api/mdm/browsers/${target.name}`, { headers: auth(admin.token), data: { allowed: true } });
});

test('an app policy added on the screen shows its reach and is listed', async ({ page, signInAs, request }) => {
  test.setTimeout(120_000);
  await signInAs(DEMO_USERS.acmeAdmin.email);
  const admin = await apiSignIn(request, DEMO_USERS.acmeAdmin.email);
  const choices = (await (await request.get('/api/mdm/app-policy-choices', { headers: auth(admin.token) })).json()) as { groups: { id: string; name: string; apps: string[] }[] };
  const appGroup = choices.groups[0];
  expect(appGroup, 'the demo has an application group').toBeTruthy();
  const [group] = (await (await request.get('/api/groups-lite', { headers: auth(admin.token) })).json()) as { id: string; name: string }[];

  await page.goto('/add-app-policy');
  await settled(page);
  await noSeriousViolations(page, '/add-app-policy');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose one managed app or one application group.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Managed app or application group' }).click();
  await page.getByRole('option', { name: new RegExp(`^${appGroup.name} \\(`) }).click();
  await page.getByRole('radio', { name: 'Remove' }).check();
  await page.getByRole('checkbox', { name: group.name, exact: true }).check();
  await page.getByRole('radio', { name: 'In a maintenance window' }).check();
  await page.getByRole('checkbox', { name: 'Sat' }).check();
  await page.getByLabel('From hour (0–23)').fill('2');
  await page.getByLabel('To hour (0–23)').fill('25');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('An hour is from 0 to 23.')).toBeVisible();
  await page.getByLabel('To hour (0–23)').fill('4');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/edit-app-policy\//);
  await settled(page);
  const id = page.url().split('/').pop()!;
  const created = (await (await request.get(`/api/mdm/app-policies/${id}`, { headers: auth(admin.token) })).json()) as { reach: { devices: number; applied: number; compliant: number } };
  await expect(page.getByTestId('app-policy-applied')).toHaveText(`Applied on ${created.reach.applied} of ${created.reach.devices}`);
  await expect(page.getByTestId('app-policy-compliant')).toHaveText(`${created.reach.compliant} of ${created.reach.devices} devices comply`);
  await noSeriousViolations(page, '/edit-app-policy');

  await page.goto('/application-policies');
  await settled(page);
  await expect(page.getByRole('table', { name: 'App policies' }).getByRole('row').filter({ hasText: appGroup.name }).filter({ hasText: 'Remove' })).toContainText(
    `Applied on ${created.reach.applied} of ${created.reach.devices}`,
  );
});

test('Globex (no MDM) is sent to /unauthorized from Browsers and Add App Policy', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.globexAdmin.email);
  await page.goto('/browsers/application-selection');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await page.goto('/add-app-policy');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

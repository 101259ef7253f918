// Issue 20, managed applications from the console's side: an admin adds an App Catalog app and a custom app
// from the screens, and Managed Applications lists both with the installed / targeted device figures the API
// computes (tests/api/mdm-catalog.test.ts checks those against the database); a bad bundle id is refused on
// the form; Globex (no MDM) is sent to /unauthorized. No serious axe violation. Changes demo data: a writer.
import { randomUUID } from 'node:crypto';
import { apiSignIn, DEMO_USERS, expect, noSeriousViolations, settled, test } from './fixtures';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
type Managed = { id: string; name: string; bundle_id: string; installed_devices: number; targeted_devices: number };
type CatalogApp = { id: string; name: string; bundle_id: string; installed_devices: number; managed_app_id: string | null };

test('a catalogue app and a custom app added on the screens are listed with their device figures', async ({ page, signInAs, request }) => {
  test.setTimeout(150_000);
  await signInAs(DEMO_USERS.acmeAdmin.email);
  const admin = await apiSignIn(request, DEMO_USERS.acmeAdmin.email);
  const catalog = (await (await request.get('/api/mdm/app-catalog?size=100', { headers: auth(admin.token) })).json()) as CatalogApp[];
  const pick = catalog.filter((c) => !c.managed_app_id).sort((a, b) => b.installed_devices - a.installed_devices)[0]!;

  // the App Catalog: the installed figure, then "Add to managed apps"
  await page.goto(`/app-catalog?q=${encodeURIComponent(pick.bundle_id)}`);
  await settled(page);
  await noSeriousViolations(page, '/app-catalog');
  await expect(page.getByTestId(`installed-${pick.bundle_id}`)).toHaveText(String(pick.installed_devices));
  await page.getByRole('button', { name: `Add ${pick.name} to managed apps` }).click();
  await expect(page.getByRole('row').filter({ hasText: pick.bundle_id })).toContainText('Managed');

  // a custom app: a bad bundle id is refused on the form, then saved
  const name = `E2E Tool ${randomUUID().slice(0, 8)}`;
  const bundle = `com.acme.e2e${randomUUID().slice(0, 8)}`;
  await page.goto('/content-apps');
  await settled(page);
  await noSeriousViolations(page, '/content-apps');
  await page.getByRole('link', { name: 'Add Custom App' }).click();
  await expect(page).toHaveURL(/\/add-custom-apps$/);
  await settled(page);
  await noSeriousViolations(page, '/add-custom-apps');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Bundle ID').fill('not a bundle');
  await page.getByLabel('Package URL (https)').fill('http://downloads.acme.example/tool.pkg');
  await page.getByLabel('SHA-256 of the package').fill('b'.repeat(64));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter the bundle identifier in reverse-DNS form')).toBeVisible();
  await page.getByLabel('Bundle ID').fill(bundle);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The package URL must start with https://.')).toBeVisible();
  await page.getByLabel('Package URL (https)').fill('https://downloads.acme.example/tool.pkg');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/content-apps$/);

  // both are listed with the API's figures
  const managed = (await (await request.get('/api/mdm/managed-apps?size=200', { headers: auth(admin.token) })).json()) as Managed[];
  for (const bundleId of [pick.bundle_id, bundle]) {
    const row = managed.find((m) => m.bundle_id === bundleId)!;
    expect(row, bundleId).toBeTruthy();
    await page.goto(`/content-apps?q=${encodeURIComponent(bundleId)}`);
    await settled(page);
    await expect(page.getByTestId(`devices-${bundleId}`)).toHaveText(`${row.installed_devices} / ${row.targeted_devices}`);
  }
  expect(managed.find((m) => m.bundle_id === pick.bundle_id)!.installed_devices).toBe(pick.installed_devices);
  await page.goto(`/update-custom-apps/${managed.find((m) => m.bundle_id === bundle)!.id}`);
  await settled(page);
  await expect(page.getByLabel('Bundle ID')).toHaveValue(bundle);
  await noSeriousViolations(page, '/update-custom-apps');
});

test('Globex (no MDM) is sent to /unauthorized from Managed Applications and the App Catalog', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.globexAdmin.email);
  for (const path of ['/content-apps', '/app-catalog', '/add-custom-apps']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/unauthorized$/);
  }
});

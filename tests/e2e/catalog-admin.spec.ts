// Issue 24, the provider's global catalog: the provider admin adds a SaaS app to the catalog from
// /sudo-add-saas, finds it in /admin-saas-apps, uploads its logo on /catalog-app-image and sees the logo as
// the app's icon. axe finds no serious or critical violation on the list, the form and the logo page.
// It changes the catalog, so it runs among the WRITERS (playwright.config.ts).
import { DEMO_USERS, expect, noSeriousViolations, test } from './fixtures';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('ops adds a catalog app, finds it in the list and gives it a logo', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.providerAdmin.email);
  const name = `E2E Catalog ${Date.now().toString(36)}`;
  const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`;

  await page.goto('/admin-saas-apps');
  await expect(page.getByRole('table', { name: 'Catalog SaaS apps' }).getByRole('row').nth(1)).not.toContainText('Loading');
  await noSeriousViolations(page, '/admin-saas-apps');
  await page.getByRole('link', { name: 'Add catalog app' }).click();
  await expect(page).toHaveURL(/\/sudo-add-saas$/);
  await noSeriousViolations(page, 'the catalog app form');

  // Enter in a field saves the form
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Domains', { exact: true }).fill(domain);
  await page.getByLabel('Categories', { exact: true }).fill('Productivity, E2E');
  await page.getByLabel('Categories', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/admin-saas-apps$/);
  await expect(page.getByText(`${name} was added to the catalog.`)).toBeVisible();

  await page.getByLabel('Search apps by name or domain').fill(name);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(domain);
  await expect(row).toContainText('Productivity');

  await row.getByRole('link', { name: `Logo of ${name}` }).click();
  await expect(page).toHaveURL(/\/catalog-app-image\//);
  await expect(page.getByText('No logo has been uploaded for this app.')).toBeVisible();
  await noSeriousViolations(page, 'the logo form');
  await page.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of the chosen logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page.getByText(`The new logo of ${name} is in use.`)).toBeVisible();
  await expect(page.getByText('In use', { exact: true })).toBeVisible();
  const icon = page.getByRole('img', { name: `Current icon of ${name}` });
  await expect(icon).toHaveAttribute('src', /\/api\/catalog-images\/[0-9a-f-]{36}$/);

  // an SVG is refused before it is sent, with the reason
  await page.getByLabel('Logo file').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(page.getByRole('alert')).toContainText('SVG images are not accepted');
});

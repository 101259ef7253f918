// Issue 24, provider administration: ops and root land on a populated /palisade-accounts whose figures are the
// API's; a company created from /add-account appears with its flags; /user-list shows a company's people;
// customer admins are sent to /unauthorized. axe finds no serious or critical violation on these screens.
// It creates a company, so it runs among the WRITERS (playwright.config.ts).
import type { ManagedCompanyRow } from '../../src/api/contract/provider';
import { apiSignIn, DEMO_USERS, expect, noSeriousViolations, test } from './fixtures';

for (const who of [DEMO_USERS.providerAdmin, DEMO_USERS.superAdmin]) {
  test(`${who.email} lands on a populated /palisade-accounts with the API's figures`, async ({ page, signInAs, request }) => {
    const session = await signInAs(who.email);
    await page.goto('/');
    await expect(page).toHaveURL(/\/palisade-accounts$/);
    const api = await request.get('/api/provider/companies?size=10', { headers: { authorization: `Bearer ${session.token}` } });
    const rows = (await api.json()) as ManagedCompanyRow[];
    const acme = rows.find((r) => r.name === 'Acme Corp')!;
    expect(acme.endpoints_total).toBeGreaterThan(0);
    const table = page.getByRole('table', { name: 'Managed companies' });
    const acmeRow = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'Details of Acme Corp' }) });
    await expect(acmeRow.getByTestId('endpoints-online')).toHaveText(`${acme.endpoints_online} / ${acme.endpoints_total}`);
    await expect(acmeRow.getByTestId('alerts-week')).toHaveText(String(acme.alerts_week));
    await expect(table.getByTestId('company-row')).toHaveCount(rows.length);
    await expect(page.getByText(`of ${rows.length} Results`)).toBeVisible();
    await noSeriousViolations(page, `the landing page of ${who.email}`);
  });
}

test('ops creates a company from /add-account; it appears with its flags and its first admin', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.providerAdmin.email);
  const name = `E2E Company ${Date.now().toString(36)}`;
  await page.goto('/palisade-accounts');
  await page.getByRole('link', { name: 'Add Company' }).click();
  await expect(page).toHaveURL(/\/add-account$/);
  await noSeriousViolations(page, '/palisade-accounts');
  await page.getByLabel('Company name').fill(name);
  await page.getByLabel("First admin's e-mail").fill('not-an-address');
  await page.getByRole('checkbox', { name: /^DLP/ }).click();
  await page.getByRole('checkbox', { name: /^MDM/ }).click();
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await page.getByLabel("First admin's e-mail").fill(`boss-${Date.now().toString(36)}@example.test`);
  await page.getByRole('button', { name: 'Create company' }).click();

  await expect(page).toHaveURL(/\/palisade-account-details\/[0-9a-f-]+\/.+\/company-details$/);
  const details = page.getByTestId('company-details');
  await expect(details.getByRole('switch', { name: /^DLP/ })).toBeChecked();
  await expect(details.getByRole('switch', { name: /^MDM/ })).toBeChecked();
  await expect(details.getByRole('switch', { name: /^ZTPA/ })).not.toBeChecked();
  await expect(details.getByText('Invited')).toBeVisible();
  await expect(details.getByText('No admin actions recorded yet.')).toBeVisible();
  await noSeriousViolations(page, "the new company's details");

  // the flag edit is recorded in the company's admin actions
  await details.getByRole('switch', { name: /^ZTPA/ }).click();
  await expect(details.getByRole('switch', { name: /^ZTPA/ })).toBeChecked();
  await expect(details.getByText('account.flags')).toBeVisible();
  await page.getByRole('navigation', { name: 'Company sections' }).getByRole('link', { name: 'Logs' }).click();
  await expect(page).toHaveURL(/\/logs\/admin-event-logs$/);
  await expect(page.getByRole('table', { name: 'Admin actions' }).getByText('account.flags')).toBeVisible();

  await page.goto('/palisade-accounts');
  await page.getByPlaceholder('Type 3 characters to search').fill(name);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Details of ${name}` }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('DLP', { exact: true })).toBeVisible();
  await expect(row.getByText('MDM', { exact: true })).toBeVisible();
  await expect(row.getByText('ZTPA (VPN)', { exact: true })).toBeVisible();
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
});

test("/user-list shows a managed company's people instead of a blank page", async ({ page, signInAs, request }) => {
  await signInAs(DEMO_USERS.providerAdmin.email);
  const root = await apiSignIn(request, DEMO_USERS.superAdmin.email);
  const companies = (await (await request.get('/api/provider/companies?q=Acme', { headers: { authorization: `Bearer ${root.token}` } })).json()) as ManagedCompanyRow[];
  const acme = companies[0];
  await page.goto(`/user-list/${acme.id}/Acme%20Corp`);
  const table = page.getByRole('table', { name: 'Account users' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(page.getByText(/Showing 1 to 10 of \d+ Results/)).toBeVisible();
  await noSeriousViolations(page, '/user-list');
});

test('a customer admin is sent to /unauthorized on the provider routes and on /user-list', async ({ page, signInAs, request }) => {
  await signInAs(DEMO_USERS.acmeAdmin.email);
  for (const path of ['/palisade-accounts', '/admin-accounts']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/unauthorized$/);
  }
  const root = await apiSignIn(request, DEMO_USERS.superAdmin.email);
  const [acme] = (await (await request.get('/api/provider/companies?q=Acme', { headers: { authorization: `Bearer ${root.token}` } })).json()) as ManagedCompanyRow[];
  await page.goto(`/palisade-account-details/${acme.id}/Acme%20Corp/company-details`);
  await expect(page).toHaveURL(/\/unauthorized$/);
  await page.goto(`/user-list/${acme.id}`);
  await expect(page).toHaveURL(/\/unauthorized$/);
});

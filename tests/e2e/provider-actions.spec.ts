// Issue 24 "Beyond the peers": ops selects two managed companies on /palisade-accounts, previews blocking a
// catalog app in both (per company: from → to, endpoints and people reached), confirms, and sees the result
// per company; the change is in each company's admin action log. It changes the demo companies, so it runs
// among the WRITERS (playwright.config.ts). axe finds no serious or critical violation in the dialog.
import type { AdminEvent, ManagedCompanyRow } from '../../src/api/contract/provider';
import type { ActionPreview, CatalogAppOption } from '../../src/api/contract/provider-actions';
import { DEMO_USERS, expect, noSeriousViolations, test } from './fixtures';

test('ops previews blocking an app in two companies, confirms, and sees the result per company', async ({ page, signInAs, request }) => {
  const session = await signInAs(DEMO_USERS.providerAdmin.email);
  const headers = { authorization: `Bearer ${session.token}` };
  const companies = (await (await request.get('/api/provider/companies?size=10', { headers })).json()) as ManagedCompanyRow[];
  const ids = ['Acme Corp', 'Globex'].map((name) => companies.find((c) => c.name === name)!.id);
  // an app neither company blocks yet, found through the same preview the screen calls
  const apps = (await (await request.get('/api/provider/action-apps', { headers })).json()) as CatalogAppOption[];
  let app = '';
  let expected: ActionPreview | undefined;
  for (const candidate of apps) {
    const res = await request.post('/api/provider/actions/preview', { headers, data: { action: 'app-access', company_ids: ids, app: candidate.name, access: 'Unsanctioned', action_type: 'Block' } });
    const preview = (await res.json()) as ActionPreview;
    if (preview.changing === 2) {
      app = candidate.name;
      expected = preview;
      break;
    }
  }
  expect(app).not.toBe('');

  await page.goto('/palisade-accounts');
  await page.getByRole('checkbox', { name: 'Select Acme Corp' }).click();
  await page.getByRole('checkbox', { name: 'Select Globex' }).click();
  await expect(page.getByText('2 companies selected')).toBeVisible();
  await page.getByRole('button', { name: 'Apply a change' }).click();

  const dialog = page.getByRole('dialog', { name: 'Apply a change to 2 companies' });
  await dialog.getByPlaceholder("Type an app's name").fill(app);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByTestId('action-preview');
  for (const company of expected!.companies) {
    const row = preview.getByRole('row').filter({ has: page.getByRole('rowheader', { name: company.name }) });
    await expect(row).toContainText(`${company.from} → Unsanctioned (Block)`);
    await expect(row).toContainText(`${company.endpoints} endpoints, ${company.people} people used the app in the last 30 days`);
  }
  await expect(dialog.getByText('2 of 2 companies change; 0 already have it.')).toBeVisible();
  await noSeriousViolations(page, 'the preview dialog', { include: '[role="dialog"]' });

  await dialog.getByRole('button', { name: 'Apply to 2 companies' }).click();
  const result = dialog.getByTestId('action-result');
  for (const name of ['Acme Corp', 'Globex']) {
    await expect(result.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })).toContainText('Applied');
  }
  await expect(dialog.getByText('Applied in 2, unchanged in 0, failed in 0.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // the run is listed under the table, and each company's admin action log has the change
  await expect(page.getByTestId('action-runs').getByText('2 applied · 0 unchanged · 0 failed').first()).toBeVisible();
  for (const id of ids) {
    const events = (await (await request.get(`/api/provider/companies/${id}/admin-events`, { headers })).json()) as AdminEvent[];
    expect(events[0]).toMatchObject({ action: 'saas.app.classify', target: app, email: DEMO_USERS.providerAdmin.email });
  }
});

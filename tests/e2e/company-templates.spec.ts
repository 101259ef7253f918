// Issue 24, /add-email-template: the provider operator opens a managed company's e-mail templates from its
// Configurations tab, saves the company's own version of one and resets it, and each step shows what the
// provider's calls answer. It changes a company's template, so it runs among the WRITERS (playwright.config.ts).
import type { TemplateSummary } from '../../src/api/contract/notifications';
import type { ManagedCompanyRow } from '../../src/api/contract/provider';
import { DEMO_USERS, expect, noSeriousViolations, settled, test } from './fixtures';

test("the operator edits and resets a managed company's template, and the company's list says so", async ({ page, request, signInAs }) => {
  test.setTimeout(120_000);
  const ops = await signInAs(DEMO_USERS.providerAdmin.email);
  const get = async <T,>(path: string) => {
    const res = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${ops.token}` } });
    expect(res.status(), path).toBe(200);
    return (await res.json()) as T;
  };
  const acme = (await get<ManagedCompanyRow[]>('/provider/companies?size=10')).find((c) => c.name === 'Acme Corp')!;
  const templates = await get<TemplateSummary[]>(`/provider/companies/${acme.id}/email-templates`);
  const template = templates.find((m) => m.trigger === 'disk-encryption-alert')!;
  expect(template.source).not.toBe('account');

  await page.goto(`/palisade-account-details/${acme.id}/Acme%20Corp/configurations/email-templates`);
  await settled(page);
  await page.getByRole('link', { name: `Edit the ${template.name} template for this company` }).click();
  await expect(page).toHaveURL(new RegExp(`/add-email-template/${acme.id}\\?t=disk-encryption-alert$`));
  const subject = page.getByLabel('Subject', { exact: true });
  await expect(subject).toHaveValue(template.subject);
  // the preview frame shows the message's own HTML, sandboxed without scripts: axe cannot run inside it
  await noSeriousViolations(page, '/add-email-template', { exclude: 'iframe' });

  const wanted = `Please encrypt {{deviceName}} (${Date.now().toString(36)})`;
  await subject.fill(wanted);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Template saved.')).toBeVisible();
  const saved = await get<{ source: string; subject: string; updated_by: string }>(`/provider/companies/${acme.id}/email-templates/disk-encryption-alert`);
  expect(saved).toMatchObject({ source: 'account', subject: wanted, updated_by: ops.email });

  // back on the company's list, the row is the company's own version with the new subject
  await page.getByRole('link', { name: "Back to Acme Corp's e-mail templates" }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(template.name) }) });
  await expect(row.getByRole('cell').nth(0)).toHaveText(wanted);
  await expect(row.getByRole('cell').nth(1)).toHaveText("Company's own");

  await row.getByRole('link', { name: `Edit the ${template.name} template for this company` }).click();
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset to default' }).click();
  await expect(page.getByText('Template reset to default.')).toBeVisible();
  const after = await get<{ source: string }>(`/provider/companies/${acme.id}/email-templates/disk-encryption-alert`);
  expect(after.source).toBe(template.source);
});

// Issue 23 "Frameworks and controls" from the console's side: an admin enables a control on Policies ›
// Controls; it then shows among the enabled controls, its check reaches the policy document an agent
// fetches (with a new policy version), and the agent that acknowledges it counts in the policy reach.
// Also: the framework list shows the shipped control counts, a firewall rule with a bad address is refused
// on its field, and the screens have no serious axe violation. Changes demo data: a writer.
import { randomUUID } from 'node:crypto';
import { apiSignIn, DEMO_USERS, expect, noSeriousViolations, settled, test } from './fixtures';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test('a control enabled in the console is listed as enabled and reaches the policy document', async ({ page, signInAs, request }) => {
  test.setTimeout(120_000);
  await signInAs(DEMO_USERS.acmeAdmin.email);
  const admin = await apiSignIn(request, DEMO_USERS.acmeAdmin.email);
  const before = (await (await request.get('/api/policy-status', { headers: auth(admin.token) })).json()) as { version: number };

  // the frameworks with the control counts of the shipped data; CIS Controls is selected in the demo
  await page.goto('/config-frameworks/framework-selection');
  await settled(page);
  await noSeriousViolations(page, '/framework-selection');
  const frameworks = (await (await request.get('/api/account-frameworks', { headers: auth(admin.token) })).json()) as { name: string; control_count: number; selected: boolean }[];
  for (const f of frameworks) await expect(page.getByRole('row').filter({ hasText: f.name })).toContainText(String(f.control_count));
  await expect(page.getByRole('switch', { name: 'Select CIS Controls' })).toBeChecked();

  // CIS 4.1 (guest account, automatic login) is off in the demo: enable it
  await page.goto('/policies?framework=cis&q=secure%20configuration');
  await settled(page);
  await noSeriousViolations(page, '/policies');
  const toggle = page.getByRole('switch', { name: 'Enable CIS Controls 4.1' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText('CIS Controls 4.1 enabled')).toBeVisible();
  await expect(toggle).toBeChecked();

  // it is listed among the enabled controls
  await page.goto('/policies?framework=cis&enabled=true');
  await settled(page);
  await expect(page.getByRole('row').filter({ hasText: 'Secure configuration process' })).toBeVisible();

  // its details say what device management enforces
  await page.getByRole('link', { name: '4.1', exact: true }).click();
  await settled(page);
  await expect(page.getByRole('row').filter({ hasText: 'Guest account disabled' })).toContainText('Enforced');
  await noSeriousViolations(page, '/selected-control');

  // the policy document an agent fetches holds its checks, at a new version; the agent's ack counts in the reach
  const status = (await (await request.get('/api/policy-status', { headers: auth(admin.token) })).json()) as { version: number; applied_total: number };
  expect(status.version).toBeGreaterThan(before.version);
  const enrol = await request.post('/agent/v1/enrol', {
    data: {
      secret: 'acme-demo-enrolment-secret', hostname: `E2E-COMPLIANCE-${Date.now() % 100_000}`, serial: `E2E${randomUUID().slice(0, 12)}`, platform: 'DARWIN_ARM_64',
      os_name: 'macOS', os_version: '15.1', agent_version: '1.1.7', owner_email: 'admin@acme.test', mdm_managed: true, disk_encrypted: true,
    },
  });
  expect(enrol.status(), await enrol.text()).toBe(200);
  const device = auth(((await enrol.json()) as { device_token: string }).device_token);
  const doc = (await (await request.get('/agent/v1/policy', { headers: device })).json()) as { version: number; compliance_checks?: { name: string }[] };
  expect(doc.version).toBe(status.version);
  expect(doc.compliance_checks?.map((c) => c.name)).toEqual(expect.arrayContaining(['Guest account disabled', 'Automatic login disabled']));
  expect((await request.post('/agent/v1/policy/ack', { headers: device, data: { version: doc.version } })).status()).toBe(200);
  const after = (await (await request.get('/api/policy-status', { headers: auth(admin.token) })).json()) as { applied_total: number };
  expect(after.applied_total).toBe(status.applied_total + 1);

  // put the demo back
  const undo = await request.put(`/api/account-controls/${encodeURIComponent('cis:4.1')}`, { headers: auth(admin.token), data: { enabled: false } });
  expect(undo.status()).toBe(200);
});

test('a firewall rule with a bad address is refused on its field, a good one is listed', async ({ page, signInAs, request }) => {
  test.setTimeout(90_000);
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/config-endpoints');
  await settled(page);
  await noSeriousViolations(page, '/config-endpoints');
  await expect(page.getByRole('row').filter({ hasText: 'Block inbound RDP' })).toBeVisible();

  await page.getByRole('link', { name: 'Add Rule' }).click();
  await settled(page);
  const name = `E2E rule ${Date.now() % 100_000}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Ports').fill('8443');
  await page.getByLabel('Remote addresses').fill('10.0.0.300');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Remote addresses')).toHaveAttribute('aria-invalid', 'true');
  await noSeriousViolations(page, '/add-new-rule');
  await page.getByLabel('Remote addresses').fill('10.0.0.0/8');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/config-endpoints$/);
  await page.getByLabel('Search rules').fill(name);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('10.0.0.0/8');

  const admin = await apiSignIn(request, DEMO_USERS.acmeAdmin.email);
  const rules = (await (await request.get(`/api/firewall-rules?q=${encodeURIComponent(name)}`, { headers: auth(admin.token) })).json()) as { id: string; ports: string }[];
  expect(rules).toHaveLength(1);
  expect(rules[0].ports).toBe('8443');
  expect((await request.delete(`/api/firewall-rules/${rules[0].id}`, { headers: auth(admin.token) })).status()).toBe(200);
});

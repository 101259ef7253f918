// Issue 27 in the browser: an admin creates a read-only API token on /api-setting, copies the secret shown
// once, the token lists /api/users and is refused on a change, is revoked from the list and then refused;
// agent settings saved on /copilot are what the API answers; About's agent versions are the API's; the
// Swagger view opens; axe on each screen.
import type { AboutResponse, AgentSettingsResponse } from '../../src/api/contract/settings-api';
import { DEMO_USERS, expect, noSeriousViolations, settled, test } from './fixtures';

const ADMIN = DEMO_USERS.acmeAdmin.email;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test.describe.configure({ mode: 'serial' });

test('a read-only token made on /api-setting reads /api/users, is refused a change, and is refused once revoked', async ({ page, request, signInAs }) => {
  await signInAs(ADMIN);
  await page.goto('/api-setting');
  await settled(page);
  await noSeriousViolations(page, '/api-setting');
  const name = `e2e token ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create token' }).click();
  const secret = (await page.getByTestId('new-token').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^pls_[A-Za-z0-9]{8}_/);

  const read = await request.get('/api/users', { headers: auth(secret) });
  expect(read.status()).toBe(200);
  const change = await request.post('/api/users', { headers: auth(secret), data: { email: 'e2e.token@acme.test', first_name: 'E2E', last_name: 'Token' } });
  expect(change.status()).toBe(403);

  await page.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Read-only');
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  expect((await request.get('/api/users', { headers: auth(secret) })).status()).toBe(401);

  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: /Open API reference/ }).click()]);
  await expect(popup.locator('.swagger-ui .information-container')).toBeVisible({ timeout: 20_000 });
  await popup.close();
});

test('agent settings saved on /copilot are what the API answers', async ({ page, request, signInAs }) => {
  const session = await signInAs(ADMIN);
  await page.goto('/copilot');
  await settled(page);
  await noSeriousViolations(page, '/copilot');
  const heartbeat = page.getByLabel('Heartbeat interval (seconds)');
  await heartbeat.fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The heartbeat interval is at least 30.')).toBeVisible();
  await heartbeat.fill('120');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Last changed .* by admin@acme\.test\./)).toBeVisible();
  const api: AgentSettingsResponse = await (await request.get('/api/agent-settings', { headers: auth(session.token) })).json();
  expect(api.settings.heartbeat_seconds).toBe(120);
  await expect(page.getByTestId('policy-reach')).toContainText(`Policy version ${api.reach.policy_version}:`);

  await page.goto('/copilot-messages');
  await settled(page);
  await noSeriousViolations(page, '/copilot-messages');
  await expect(page.getByRole('img', { name: 'Preview of the Block page notice' })).toBeVisible();
});

test('About lists the agent versions the API counts', async ({ page, request, signInAs }) => {
  const session = await signInAs(ADMIN);
  const about: AboutResponse = await (await request.get('/api/about', { headers: auth(session.token) })).json();
  await page.goto('/about');
  await settled(page);
  await noSeriousViolations(page, '/about');
  const table = page.getByRole('table', { name: 'Agent versions' });
  for (const v of about.agent_versions) {
    await expect(table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: v.version, exact: true }) })).toContainText(v.endpoints.toLocaleString('en-US'));
  }
  await page.getByRole('link', { name: 'Expanded view' }).click();
  await expect(page).toHaveURL(/\/expand-view$/);
  await settled(page);
  await noSeriousViolations(page, '/expand-view');
});

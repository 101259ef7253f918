// Issue 22 "must show" from the console's side: the three-step setup of /configure-vpn (an overlapping range
// refused on its field) creates a gateway that then appears in /ztpa-server; ZTPA Logs' Deny filter shows
// only denials, as many as the API counts; the ZTPA screens have no serious axe violation; Globex (no
// enable_vpn) is sent to /unauthorized.
import { RANGE_OVERLAP_MESSAGE } from '../../src/api/contract/ztpa';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Random } from '../../server/seed/random';
import { AgentClient } from '../../tools/simulate/agent-client';
import { startGateways } from '../../tools/simulate/ztpa';
import { apiSignIn, DEMO_USERS, expect, noSeriousViolations, settled, test } from './fixtures';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test('the three-step setup creates a gateway that then appears in ZTPA Gateways', async ({ page, signInAs, request }) => {
  test.setTimeout(120_000);
  const octet = Math.floor(Math.random() * 250) + 1;
  const name = `e2e-gateway-${octet}-${Date.now() % 100_000}`;
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/configure-vpn');
  await settled(page);
  await noSeriousViolations(page, '/configure-vpn step 1');

  // step 1: a range inside a demo gateway's range is refused on the field, a free one is taken
  const range = page.getByLabel('Endpoint IP range');
  await range.fill('100.64.5.0/24');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText(RANGE_OVERLAP_MESSAGE)).toBeVisible();
  await expect(range).toHaveAttribute('aria-invalid', 'true');
  await range.fill(`100.90.${octet}.0/24`);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // step 2: the gateway and its keys; the public key is shown
  await page.getByLabel('Gateway name').fill(name);
  await page.getByLabel('Public host').fill(`${name}.example.com`);
  await page.getByRole('button', { name: 'Create gateway and generate keys' }).click();
  const key = page.getByTestId('gateway-public-key');
  await expect(key).toHaveText(/^[A-Za-z0-9+/]{43}=$/);
  await noSeriousViolations(page, '/configure-vpn step 2');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // step 3: a subnet and one policy (all users, HTTPS only)
  await page.getByLabel('Subnets').fill(`10.90.${octet}.0/24`);
  await page.getByRole('button', { name: 'Add policy' }).click();
  await page.getByRole('checkbox', { name: 'All users' }).click();
  await page.getByLabel('Ports of policy 1').fill('443');
  await noSeriousViolations(page, '/configure-vpn step 3');
  await page.getByRole('button', { name: 'Save policies' }).click();
  await expect(page).toHaveURL(/\/config-vpn$/);
  await expect(page.getByTestId('gateway-config-row').filter({ hasText: name })).toContainText(`100.90.${octet}.0/24`);

  // the new gateway is listed in Inventory › ZTPA › Gateways, offline until it enrols
  await page.goto('/ztpa-server');
  await settled(page);
  await page.getByLabel('Search gateways').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Offline');
  await expect(row).toContainText(`10.90.${octet}.0/24`);

  // and what the server holds says the same
  const admin = await apiSignIn(request, DEMO_USERS.acmeAdmin.email);
  const res = await request.get('/api/vpn-config', { headers: auth(admin.token) });
  const configs = (await res.json()) as { name: string; public_key: string; endpoint_ip_range: string; policies: unknown[] }[];
  const created = configs.find((c) => c.name === name);
  expect(created).toMatchObject({ endpoint_ip_range: `100.90.${octet}.0/24` });
  expect(created?.policies).toHaveLength(1);
  expect(created?.public_key).toMatch(/^[A-Za-z0-9+/]{43}=$/);
});

test("ZTPA Logs' Deny filter shows only denials, as many as the API counts", async ({ page, signInAs, request }) => {
  const admin = await apiSignIn(request, DEMO_USERS.acmeAdmin.email);
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/ztpa-logs?range=3');
  await settled(page);
  await noSeriousViolations(page, '/ztpa-logs');
  // the list call the screen makes with the filter, asked again of the API as a count
  const listed = page.waitForRequest((r) => r.method() === 'GET' && /\/api\/ztpa-logs\?.*action=Deny/.test(r.url()));
  await page.getByRole('button', { name: /Action/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Deny' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/action=Deny/);
  const call = new URL((await listed).url());
  call.searchParams.delete('page');
  call.searchParams.delete('size');
  await settled(page);
  const head = await request.head(`${call.pathname}${call.search}`, { headers: auth(admin.token) });
  expect(head.status()).toBe(200);
  const total = Number(head.headers()['x-size']);
  expect(total).toBeGreaterThan(0);
  const badges = page.locator('#main [data-action]');
  await expect(badges.first()).toBeVisible();
  const actions = await badges.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-action')));
  expect(new Set(actions)).toEqual(new Set(['Deny']));
  await expect(page.getByTestId('ztpa-logs-total')).toHaveAttribute('data-value', String(total));
});

test('the ZTPA lists have no serious axe violation', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.acmeAdmin.email);
  for (const path of ['/ztpa-server', '/inventory-vpn', '/config-vpn', '/vpn-server']) {
    await page.goto(path);
    await settled(page);
    await expect(page.locator('#main table').first()).toBeVisible();
    await noSeriousViolations(page, path);
  }
});

test('Globex (no ZTPA) is sent to /unauthorized', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.globexAdmin.email);
  for (const path of ['/ztpa-server', '/configure-vpn', '/ztpa-logs', '/ztpa-commands', '/add-ztpa-command']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/unauthorized$/);
  }
});

test('a gateway command sent from the console is run by a simulated gateway and its result shown live', async ({ page, signInAs, request }) => {
  test.setTimeout(120_000);
  const admin = await apiSignIn(request, DEMO_USERS.acmeAdmin.email);
  // a gateway of its own, enrolled by a simulated gateway run from this test
  const octet = Math.floor(Math.random() * 200) + 20;
  const name = `e2e-cmd-gateway-${Date.now() % 100_000}`;
  const created = await request.post('/api/vpn-config', {
    headers: auth(admin.token),
    data: { name, endpoint_ip_range: `100.91.${octet}.0/24`, public_host: `${name}.example.com`, listen_port: 51820 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { gateway, enrolment_token } = (await created.json()) as { gateway: { id: string }; enrolment_token: string };

  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto(`/add-ztpa-command?gateway=${gateway.id}`);
  await settled(page);
  await noSeriousViolations(page, '/add-ztpa-command');
  await page.getByRole('combobox', { name: 'Command', exact: true }).click();
  await page.getByRole('option', { name: 'Reload policy' }).click();
  await page.getByRole('button', { name: 'Send Command' }).click();
  await expect(page).toHaveURL(/\/execute-ztpa-command\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', 'Queued');
  await noSeriousViolations(page, '/execute-ztpa-command');

  // the simulated gateway enrols, fetches the command and reports its result; the page follows without a reload
  const client = new AgentClient(new URL(page.url()).origin, { fetch, stats: { retries: 0 }, retry: { maxWaitMs: 2000, baseDelayMs: 50 } });
  const tick = await startGateways({
    client, account: 'acme-e2e', tokens: [enrolment_token], people: [], stateFile: join(mkdtempSync(join(tmpdir(), 'e2e-gw-')), 'state.json'),
    random: new Random('e2e-gateway-command'), log: () => undefined,
  });
  await tick();
  await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', 'Success', { timeout: 20_000 });
  const res = await request.get(`/api/ztpa-commands/${id}`, { headers: auth(admin.token) });
  const stored = (await res.json()) as { status: string; output: string };
  expect(stored.status).toBe('Success');
  await expect(page.getByTestId('command-output')).toHaveText(stored.output);

  // the gateway's command tab and the list show it with the same status
  await page.goto(`/vpn-server-list/${gateway.id}/command-tab`);
  await settled(page);
  await expect(page.getByRole('row').filter({ hasText: 'Reload policy' }).locator('[data-status]')).toHaveAttribute('data-status', 'Success');
  await noSeriousViolations(page, '/vpn-server-list/{id}/command-tab');
  await page.goto('/ztpa-commands');
  await settled(page);
  const total = await request.head('/api/ztpa-commands', { headers: auth(admin.token) });
  await expect(page.getByTestId('gateway-commands-total')).toHaveAttribute('data-value', total.headers()['x-size']!);
  await noSeriousViolations(page, '/ztpa-commands');
  await request.delete(`/api/vpn-config/${gateway.id}`, { headers: auth(admin.token) });
});

test("the provider's ZTPA tab shows the company's gateways as its own configuration lists them", async ({ page, signInAs, request }) => {
  const admin = await apiSignIn(request, DEMO_USERS.acmeAdmin.email);
  const own = (await (await request.get('/api/vpn-config', { headers: auth(admin.token) })).json()) as { id: string; name: string; policies: unknown[] }[];
  await signInAs(DEMO_USERS.providerAdmin.email);
  await page.goto(`/palisade-account-details/${admin.account_id}/Acme/configurations/ztpa-gateway`);
  await settled(page);
  for (const g of own) await expect(page.getByRole('row').filter({ hasText: g.name }).first()).toBeVisible();
  await noSeriousViolations(page, 'provider ztpa-gateway');
  await page.getByRole('link', { name: own[0]!.name, exact: true }).click();
  await expect(page.getByTestId('company-ztpa-config')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Who may reach which subnet' }).locator('tbody tr')).toHaveCount(Math.max(own[0]!.policies.length, 1));
  await noSeriousViolations(page, 'provider config-ztpa');
});

test('Cloud Agents and Cloud Services: an agent added in the console publishes an external service', async ({ page, signInAs, request }) => {
  const admin = await apiSignIn(request, DEMO_USERS.acmeAdmin.email);
  const name = `e2e-agent-${Date.now() % 100_000}`;
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/cloud-agents');
  await settled(page);
  await page.getByRole('button', { name: 'Add Cloud Agent' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Region', exact: true }).fill('Not a region!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('Expected a region like us-east-1, westeurope or europe-west1.');
  await expect(page.getByRole('textbox', { name: 'Region', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'Region', exact: true }).fill('us-east-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await noSeriousViolations(page, '/cloud-agents');
  const agents = (await (await request.get(`/api/cloud-agents?q=${name}`, { headers: auth(admin.token) })).json()) as { id: string }[];
  expect(agents).toHaveLength(1);
  const svc = await request.post('/api/cloud-services', {
    headers: auth(admin.token),
    data: { agent_id: agents[0]!.id, name: `${name}-portal`, exposure: 'external', host: 'portal.example.com', port: 443 },
  });
  expect(svc.status()).toBe(201);
  await page.goto('/cloud-services/external-tab');
  await settled(page);
  await expect(page.getByRole('row').filter({ hasText: `${name}-portal` })).toContainText('portal.example.com:443/tcp');
  await noSeriousViolations(page, '/cloud-services/external-tab');
  await page.getByRole('link', { name: 'Internal' }).click();
  await expect(page.getByRole('row').filter({ hasText: `${name}-portal` })).toHaveCount(0);
  await noSeriousViolations(page, '/cloud-services/internal-tab');
});

// Issue 22 "must show" from the console's side: the three-step setup of /configure-vpn (an overlapping range
// refused on its field) creates a gateway that then appears in /ztpa-server; ZTPA Logs' Deny filter shows
// only denials, as many as the API counts; the ZTPA screens have no serious axe violation; Globex (no
// enable_vpn) is sent to /unauthorized.
import { RANGE_OVERLAP_MESSAGE } from '../../src/api/contract/ztpa';
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
  for (const path of ['/ztpa-server', '/configure-vpn', '/ztpa-logs']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/unauthorized$/);
  }
});

// Issue 5 "Enforcement, end to end": an Unclassified app the simulated endpoints use is set to Unsanctioned +
// Block through the console's API; the policy document's version moves, every online endpoint applies it,
// Block alerts for the app arrive, and /saas-config shows how far the change has reached.
import { spawn, type ChildProcess } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import type { EnrolResponse, PolicyDocument } from '../../src/api/contract/agent';
import type { PolicyStatus } from '../../src/api/contract/policy-status';
import type { AppDeviceRow, CatalogApp, UsageReport } from '../../src/api/contract/saas';
import { DEMO_ENROLMENT_SECRETS } from '../../server/seed/accounts';
import { simulatedFleet } from '../../tools/simulate/simulator';
import { apiSignIn, DEMO_USERS, expect, test } from './fixtures';

const SIM = { account: 'acme', devices: 3, days: 1, seed: 4242 } as const;
let simulator: ChildProcess | undefined;

test.afterAll(() => {
  // the simulator runs in its own process group (npx → tsx → node): end that group only
  if (simulator?.pid && simulator.exitCode === null) process.kill(-simulator.pid, 'SIGTERM');
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function policyStatus(request: APIRequestContext, token: string): Promise<PolicyStatus> {
  const res = await request.get('/api/policy-status', { headers: auth(token) });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** An Unclassified work app from the end of the catalog list (the palette spec takes the first ones). */
async function unclassifiedApp(request: APIRequestContext, token: string): Promise<CatalogApp> {
  const res = await request.get('/api/saas', { headers: auth(token), params: { size: '200' } });
  expect(res.status(), await res.text()).toBe(200);
  const apps = ((await res.json()) as CatalogApp[]).filter((a) => a.access_type === 'Unclassified' && /^[A-Za-z][A-Za-z ]{3,}$/.test(a.name));
  expect(apps.length, 'some catalog app is Unclassified').toBeGreaterThan(0);
  return apps[apps.length - 1];
}

test('Block on an app reaches every online simulated endpoint and turns its usage into Block alerts', async ({ page, request, signInAs, baseURL }) => {
  test.setTimeout(120_000);
  const admin = await apiSignIn(request, DEMO_USERS.acmeAdmin.email);
  const app = await unclassifiedApp(request, admin.token);

  // A probe agent reads the document as every agent does; it never acknowledges, so it is never counted online.
  // Its owner is a person the demo already has, so the probe adds no one to the people list.
  const fleet = simulatedFleet(SIM, new Date());
  const probeEnrol = await request.post('/agent/v1/enrol', {
    data: {
      secret: DEMO_ENROLMENT_SECRETS.acme, hostname: 'E2E-POLICY-PROBE', serial: `E2E-PROBE-${Date.now()}`, platform: 'LINUX_AMD_64',
      os_name: 'Ubuntu', os_version: '24.04', agent_version: '1.1.7', owner_email: fleet.devices[0].owner.email,
    },
  });
  expect(probeEnrol.status(), await probeEnrol.text()).toBe(200);
  const probe = auth(((await probeEnrol.json()) as EnrolResponse).device_token);
  const readPolicy = async () => (await (await request.get('/agent/v1/policy', { headers: probe })).json()) as PolicyDocument;
  const before = await readPolicy();
  expect(before.apps.map((a) => a.name)).not.toContain(app.name);

  // --use: every live tick the busy endpoint opens the app, so its alerts show within seconds
  simulator = spawn(
    'npx',
    ['tsx', 'tools/simulate/cli.ts', '--url', baseURL!, '--account', SIM.account, '--devices', String(SIM.devices), '--days', String(SIM.days),
      '--seed', String(SIM.seed), '--live', '--interval', '1', '--heartbeat', '1', '--use', app.name],
    { detached: true, stdio: 'ignore' },
  );
  await expect.poll(async () => (await policyStatus(request, admin.token)).online, { timeout: 30_000, message: 'the simulated endpoints come online' }).toBeGreaterThanOrEqual(SIM.devices);

  // the simulated endpoints use the app while it is Unclassified: each one appears among the app's devices
  const range = { s: String(Date.now() - 2 * 3_600_000), e: String(Date.now() + 3_600_000), z: 'UTC' };
  const hostnames = new Set(fleet.devices.map((d) => d.hostname));
  const simulatedDevices = async () => {
    const res = await request.get(`/api/saas-inv/${encodeURIComponent(app.name)}/devices`, { headers: auth(admin.token), params: { ...range, size: '50' } });
    return res.status() === 200 ? ((await res.json()) as AppDeviceRow[]).filter((d) => hostnames.has(d.hostname)) : [];
  };
  await expect.poll(async () => (await simulatedDevices()).length, { timeout: 30_000, message: 'every simulated endpoint uses the app' }).toBe(SIM.devices);
  const devices = await simulatedDevices();

  // the console's call (/saas-config's change-access dialog and the palette use it)
  const block = await request.post(`/api/saas-account/${encodeURIComponent(app.name)}`, { headers: auth(admin.token), data: { is_sanctioned: false, action_type: 'Block' } });
  expect(block.status(), await block.text()).toBe(200);

  const after = await readPolicy();
  expect(after.version).toBeGreaterThan(before.version);
  expect(after.apps.find((a) => a.name === app.name)).toMatchObject({ access_type: 'Unsanctioned', action: 'Block' });

  await expect
    .poll(async () => {
      const s = await policyStatus(request, admin.token);
      return s.version === after.version && s.online >= SIM.devices && s.applied_online === s.online;
    }, { timeout: 30_000, message: 'every online endpoint applied the new version' })
    .toBe(true);

  // Block alerts for the app from the simulated endpoints, read from their per-endpoint report of the app
  const blockAlerts = async () => {
    let total = 0;
    for (const device of devices) {
      const report = await request.get(`/api/saas-inv/${encodeURIComponent(app.name)}/devices/${device.id}`, { headers: auth(admin.token), params: range });
      if (report.status() !== 200) continue;
      total += ((await report.json()) as UsageReport).alerts.filter((a) => a.action === 'Block' && a.reason === 'Unsanctioned App').reduce((sum, a) => sum + a.count, 0);
    }
    return total;
  };
  await expect.poll(blockAlerts, { timeout: 30_000, message: 'Block alerts for the app arrive' }).toBeGreaterThan(0);

  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/saas-config');
  const reach = page.getByTestId('policy-reach');
  await expect(reach).toContainText(/Applied on (\d+) of \1 online endpoints/);
  await expect(reach).toContainText(`Policy version ${after.version}`);
});

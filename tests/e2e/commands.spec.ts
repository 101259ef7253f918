// Issue 19 "must show": a command sent from /add-command to a live simulated endpoint goes Queued → Success
// with its output, without a reload; a command to an endpoint that never answers goes Abort after its
// (shortened, 1 minute) time-out. Both followed in the console, the status compared with the API's.
import { spawn, type ChildProcess } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { EnrolResponse } from '../../src/api/contract/agent';
import type { RemoteCommand } from '../../src/api/contract/commands';
import { DEMO_ENROLMENT_SECRETS } from '../../server/seed/accounts';
import { simulatedFleet } from '../../tools/simulate/simulator';
import { apiSignIn, DEMO_USERS, expect, test } from './fixtures';

const SIM = { account: 'acme', devices: 2, days: 1, seed: 1919 } as const;
let simulator: ChildProcess | undefined;

test.afterAll(() => {
  // the simulator runs in its own process group (npx → tsx → node): end that group only
  if (simulator?.pid && simulator.exitCode === null) process.kill(-simulator.pid, 'SIGTERM');
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function commandOf(request: APIRequestContext, token: string, id: string): Promise<RemoteCommand> {
  const res = await request.get(`/api/device-commands/${id}`, { headers: auth(token) });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** Chooses one endpoint on /add-command by its serial and picks a library command. */
async function chooseEndpointAndCommand(page: Page, serial: string, hostname: string, command: string) {
  await page.goto('/add-command');
  await page.getByLabel('Search by host name, serial or owner').fill(serial);
  await page.getByRole('radio', { name: new RegExp(`^${hostname}`) }).click();
  await page.getByRole('combobox', { name: 'Command' }).click();
  await page.getByRole('option', { name: command, exact: true }).click();
}

test.describe.configure({ mode: 'serial' });

test('a library command sent from /add-command to a live simulated endpoint goes Queued → Success with its output, without a reload', async ({ page, request, signInAs, baseURL }) => {
  test.setTimeout(150_000);
  const admin = await apiSignIn(request, DEMO_USERS.acmeAdmin.email);
  const device = simulatedFleet(SIM, new Date()).devices[0]!;
  simulator = spawn(
    'npx',
    ['tsx', 'tools/simulate/cli.ts', '--url', baseURL!, '--account', SIM.account, '--devices', String(SIM.devices), '--days', String(SIM.days),
      '--seed', String(SIM.seed), '--live', '--interval', '1', '--heartbeat', '1'],
    { detached: true, stdio: 'ignore' },
  );
  // the simulated endpoint is enrolled once the console can find it by its serial
  await expect
    .poll(async () => {
      const res = await request.get('/api/devices-lite', { headers: auth(admin.token), params: { q: device.serial } });
      return res.status() === 200 ? ((await res.json()) as { serial: string }[]).some((d) => d.serial === device.serial) : false;
    }, { timeout: 60_000, message: 'the simulated endpoint enrols' })
    .toBe(true);

  await signInAs(DEMO_USERS.acmeAdmin.email);
  await chooseEndpointAndCommand(page, device.serial, device.hostname, 'Restart agent');
  expect((await new AxeBuilder({ page }).include('#main').analyze()).violations).toEqual([]);
  // a marker in the window: a reload would lose it
  await page.evaluate(() => ((window as unknown as { e2eNoReload: boolean }).e2eNoReload = true));
  await page.getByRole('button', { name: 'Send command' }).click();

  await expect(page).toHaveURL(/\/commands\?run=[0-9a-f-]+&cmd=[0-9a-f-]+$/);
  const commandId = new URL(page.url()).searchParams.get('cmd')!;
  const dialog = page.getByRole('dialog', { name: 'Command' });
  await expect(dialog).toContainText(device.hostname);
  await expect(dialog.locator('[data-status]')).toHaveAttribute('data-status', /Queued|Delivered|Success/);
  await expect(dialog.locator('[data-status]')).toHaveAttribute('data-status', 'Success', { timeout: 60_000 });
  const output = dialog.getByTestId('command-output');
  await expect(output).toContainText(/restarted/);
  expect(await page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);

  // what the console shows is what the server holds
  const stored = await commandOf(request, admin.token, commandId);
  expect(stored.status).toBe('Success');
  expect(stored.hostname).toBe(device.hostname);
  const text = await (await request.get(`/api/device-commands-output/${commandId}`, { headers: auth(admin.token) })).text();
  await expect(output).toHaveText(text);
  // the row behind the dialog shows the same word
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator(`[data-command-id="${commandId}"] [data-status]`)).toHaveAttribute('data-status', 'Success');
  expect((await new AxeBuilder({ page }).include('#main').analyze()).violations).toEqual([]);
});

test('a command to an endpoint that never answers goes Abort after its 1-minute time-out', async ({ page, request, signInAs }) => {
  test.setTimeout(180_000);
  // an endpoint that enrols and then never asks for commands
  const stamp = Date.now();
  const hostname = `E2E-CMD-SILENT-${stamp}`;
  const serial = `E2E-SILENT-${stamp}`;
  const enrol = await request.post('/agent/v1/enrol', {
    data: {
      secret: DEMO_ENROLMENT_SECRETS.acme, hostname, serial, platform: 'LINUX_AMD_64', os_name: 'Ubuntu', os_version: '24.04', agent_version: '1.1.7',
      owner_email: simulatedFleet(SIM, new Date()).devices[0]!.owner.email,
    },
  });
  expect(enrol.status(), await enrol.text()).toBe(200);
  expect(((await enrol.json()) as EnrolResponse).device_token).toBeTruthy();
  const admin = await apiSignIn(request, DEMO_USERS.acmeAdmin.email);

  await signInAs(DEMO_USERS.acmeAdmin.email);
  await chooseEndpointAndCommand(page, serial, hostname, 'Flush DNS');
  await page.getByLabel('Time-out in minutes (optional)').fill('1');
  await page.getByRole('button', { name: 'Send command' }).click();
  await expect(page).toHaveURL(/\/commands\?run=[0-9a-f-]+&cmd=[0-9a-f-]+$/);
  const commandId = new URL(page.url()).searchParams.get('cmd')!;
  const dialog = page.getByRole('dialog', { name: 'Command' });
  await expect(dialog.locator('[data-status]')).toHaveAttribute('data-status', 'Queued');
  // the time-out (1 minute) plus the sweep's interval (30 s) plus the backoff's longest wait (15 s)
  await expect(dialog.locator('[data-status]')).toHaveAttribute('data-status', 'Abort', { timeout: 150_000 });
  await expect(dialog).toContainText('No result within 1 minute; the command timed out.');
  expect((await commandOf(request, admin.token, commandId)).status).toBe('Abort');
});

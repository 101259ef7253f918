// Issue 20 "must show" (part 3): an MDM lock command to a simulated Mac goes Pending → Acknowledged in the
// console without a reload (through NotNow while the Mac is busy); a wipe without the right typed name is
// refused and queues nothing; Globex (no MDM) is sent to /unauthorized. The Mac enrols through the real flow
// (an admin's PIN, the downloaded profile, the check-in) and answers through tools/simulate/mdm.ts.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { MdmCommand } from '../../src/api/contract/mdm-commands';
import { enrolWithPin, fetchTransport, macSession, type SimulatedMac } from '../../tools/simulate/mdm';
import { apiSignIn, DEMO_USERS, expect, test, useStoredSession } from './fixtures';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const NAME = `E2E-MAC-${randomUUID().slice(0, 4).toUpperCase()}`;

test.describe.configure({ mode: 'serial' });

test('a lock command to a simulated Mac goes Pending → NotNow → Acknowledged in the console without a reload; a wrong wipe confirmation queues nothing', async ({ page, request, signInAs, baseURL }) => {
  test.setTimeout(120_000);
  const admin = await apiSignIn(request, DEMO_USERS.acmeAdmin.email);
  const pin = await request.post('/api/mdm/pins', { headers: auth(admin.token), data: { label: 'E2E MDM commands', single_use: false } });
  expect(pin.status(), await pin.text()).toBe(201);
  const send = fetchTransport(baseURL!);
  const enrolled = await enrolWithPin(send, (await pin.json()).code as string, { udid: randomUUID().toUpperCase(), name: NAME, serialNumber: `C02E2E${randomUUID().slice(0, 6).toUpperCase()}` });
  const devices = (await (await request.get('/api/mdm/enrolled-devices', { headers: auth(admin.token) })).json()) as { id: string; udid: string }[];
  const deviceId = devices.find((d) => d.udid === enrolled.udid)!.id;
  const mac: SimulatedMac = { ...enrolled, deviceId, accountId: '' };
  const history = async () => (await (await request.get(`/api/mdm/command-history/${deviceId}`, { headers: auth(admin.token) })).json()) as MdmCommand[];

  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto(`/mdm-history/${deviceId}/${NAME}/command-history`);
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(page.getByText('No MDM commands have been sent to this Mac.')).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // lock from the console
  await page.getByRole('group', { name: 'MDM actions' }).getByRole('button', { name: 'Lock' }).click();
  const dialog = page.getByRole('dialog', { name: `Lock ${NAME}` });
  await dialog.getByLabel('Six-digit PIN').fill('246810');
  await dialog.getByLabel('Lock screen message (optional)').fill('Please call IT');
  await dialog.getByRole('button', { name: 'Lock' }).click();
  await expect(dialog).toBeHidden();
  const answer = page.getByTestId('apple-status').first();
  await expect(answer).toHaveAttribute('data-status', 'Pending');
  const [queued] = await history();
  expect(queued).toMatchObject({ request_type: 'DeviceLock', apple_status: 'Pending', status: 'Queued' });

  // the Mac is busy, then free: the row follows without a reload
  expect(await macSession(send, mac, { busy: true })).toEqual({ acknowledged: 0, notNow: 1 });
  await expect(answer).toHaveAttribute('data-status', 'NotNow');
  await expect(page.getByText('asked again 1 time')).toBeVisible();
  expect(await macSession(send, mac)).toEqual({ acknowledged: 1, notNow: 0 });
  await expect(answer).toHaveAttribute('data-status', 'Acknowledged');
  await expect(page.getByRole('row', { name: /Lock with message "Please call IT"/ }).getByText('Success')).toBeVisible();
  expect((await history())[0]).toMatchObject({ command_uuid: queued!.command_uuid, apple_status: 'Acknowledged', status: 'Success', not_now_count: 1 });

  // wipe: the wrong name is refused by the server and nothing is queued
  await page.getByRole('group', { name: 'MDM actions' }).getByRole('button', { name: 'Wipe' }).click();
  const wipe = page.getByRole('dialog', { name: `Wipe ${NAME}` });
  await wipe.getByLabel(`Type ${NAME} to confirm`).fill(NAME.toLowerCase());
  await wipe.getByRole('button', { name: 'Wipe this Mac' }).click();
  await expect(wipe.getByText(`Type the device name "${NAME}" to confirm the wipe.`)).toBeVisible();
  await wipe.getByRole('button', { name: 'Cancel' }).click();
  expect(await history()).toHaveLength(1);

  // the other tabs
  await page.getByRole('link', { name: 'Device Details' }).click();
  await expect(page.getByText(enrolled.serialNumber)).toBeVisible();
  await page.getByRole('link', { name: 'Control Policy History' }).click();
  await expect(page.getByText('No configuration or key changes have been sent to this Mac.')).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('Globex (no MDM) is sent to /unauthorized and its calls answer 403', async ({ browser, request }) => {
  const context = await browser.newContext();
  const globex = await context.newPage();
  const session = await apiSignIn(globex.request, DEMO_USERS.globexAdmin.email);
  await useStoredSession(globex, session);
  const id = randomUUID();
  await globex.goto(`/mdm-history/${id}/command-history`);
  await expect(globex).toHaveURL(/\/unauthorized$/);
  const res = await request.post('/api/mdm/command', { headers: auth(session.token), data: { device_id: id, request_type: 'DeviceLock' } });
  expect(res.status()).toBe(403);
  await context.close();
});

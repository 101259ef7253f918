// Issue 25 in Chromium: forgot password → the e-mail's link (read from the company's notification log, as
// the console keeps every message it sends) → new password → sign in; then set up an authenticator app
// on Account Settings and sign in with its code (made here with otplib). A company of its own is signed
// up for the run, so the demo users keep their passwords.
import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { expect, test } from './fixtures';

const NEW_PASSWORD = 'Brand-New-Pass-9!';
const run = randomBytes(4).toString('hex');
const email = `owner@reset-${run}.example.com`;
const company = `Reset Co ${run}`;
let secret = '';
/** the last TOTP time step used: the server takes each step once */
let usedStep = 0;

async function signInForm(page: import('@playwright/test').Page, password: string) {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

test.describe.configure({ mode: 'serial' });

test('forgot password: the e-mailed link resets the password once, and the new one signs in', async ({ page, request }) => {
  const signup = await request.post('/api/signup', { data: { email, firstName: 'Rhea', lastName: 'Set', company, password: 'First-Pass-1!' } });
  expect(signup.status(), await signup.text()).toBe(201);
  const { token } = await signup.json();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // the sign-in form (with its own E-mail field) stays on screen until the new screen's code has loaded
  await expect(page.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeVisible();
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists for this e-mail address' })).toBeVisible();

  // the message as the console stored it
  const list = await request.get('/api/notification-logs', { headers: { authorization: `Bearer ${token}` } });
  expect(list.status(), await list.text()).toBe(200);
  const row = (await list.json()).find((r: { recipient: string; template: string }) => r.recipient === email && r.template === 'password-reset');
  expect(row).toBeTruthy();
  const message = await (await request.get(`/api/notification-logs/${row.id}`, { headers: { authorization: `Bearer ${token}` } })).json();
  const link = /https?:\/\/[^\s"]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(message.text)![0];
  const path = new URL(link).pathname + new URL(link).search;

  await page.goto(path);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset' })).toBeVisible();

  // the link works once
  await page.goto(path);
  await page.getByLabel('New password', { exact: true }).fill('Other-Pass-77!');
  await page.getByLabel('Repeat the new password').fill('Other-Pass-77!');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' })).toBeVisible();

  await signInForm(page, NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('two-factor: set up on Account Settings, then the sign-in asks for the code', async ({ page }) => {
  await signInForm(page, NEW_PASSWORD);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/account-settings');
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
  await page.getByLabel('6-digit code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Done' }).click();

  // sign out, then in: the password alone is not enough
  await page.evaluate(() => window.localStorage.clear());
  await signInForm(page, NEW_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Code', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The code is not valid' })).toBeVisible();
  // the next time step's code: the one used to turn it on is not taken twice
  const epoch = Math.floor(Date.now() / 1000) + 30;
  usedStep = Math.floor(epoch / 30);
  const code = await generate({ secret, epoch });
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login$/);
});

test('login history shows the attempts the API lists for the company', async ({ page }) => {
  test.setTimeout(120_000);
  // a code of a time step not used yet
  while (Math.floor(Date.now() / 30_000) <= usedStep) await page.waitForTimeout(1000);
  await signInForm(page, NEW_PASSWORD);
  await page.getByLabel('Code', { exact: true }).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
  const token = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}').token as string, STORAGE_KEYS.user);
  await page.goto('/login-details');
  const api = await (await page.request.get('/api/login-details', { headers: { authorization: `Bearer ${token}` } })).json();
  expect(api.length).toBeGreaterThanOrEqual(5);
  const table = page.getByRole('table', { name: 'Sign-in attempts' });
  await expect(table.getByRole('row')).toHaveCount(api.length + 1);
  await expect(table.getByRole('row').nth(1)).toContainText(api[0].email);
  await expect(table).toContainText('Code asked');
  await expect(table).toContainText('Failed');
});

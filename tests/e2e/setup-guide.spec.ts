import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { SessionResponse } from '../../src/api/contract/auth';
import type { SetupStatus } from '../../src/api/contract/setup';
import { badgeCount, remainingSteps, type SetupFlags } from '../../src/machines/setup-guide/setup-guide';
import { apiSignIn, DEMO_USERS, expect, test, useStoredSession } from './fixtures';

/** A company made through sign-up: onboarding required, every optional feature off, nothing set up. */
async function freshCompany(request: APIRequestContext): Promise<SessionResponse> {
  const id = randomBytes(4).toString('hex');
  const res = await request.post('/api/signup', {
    data: { email: `owner-${id}@fresh-${id}.test`, firstName: 'Fresh', lastName: 'Owner', company: `Fresh ${id}`, password: 'Str0ng-pass!' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as SessionResponse;
}

async function statusOf(request: APIRequestContext, token: string): Promise<SetupStatus> {
  const res = await request.get('/api/account-setup-status', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as SetupStatus;
}

async function flagsOf(request: APIRequestContext, token: string): Promise<SetupFlags> {
  const res = await request.get('/api/accounts', { headers: { authorization: `Bearer ${token}` } });
  const { enable_mdm, enable_vpn } = await res.json();
  return { enable_mdm, enable_vpn };
}

/** What the header badge must show for the company, from what the database holds. */
async function expectedBadge(request: APIRequestContext, token: string): Promise<number> {
  return badgeCount(remainingSteps((await statusOf(request, token)).steps).length, await flagsOf(request, token));
}

const setupButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Setup Guide/ });

/** Leaves the Dashboard through the left navigation and waits until the guide has decided. */
async function leaveDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const decided = page.waitForResponse((r) => r.url().endsWith('/api/account-status'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alerts' }).click();
  await decided;
}

test("a fresh company's admin is sent to the setup guide after leaving the dashboard, until the guide is dismissed", async ({ page, request }) => {
  const session = await freshCompany(request);
  await useStoredSession(page, session);
  await leaveDashboard(page);
  await expect(page).toHaveURL(/\/setup-guide$/);
  const badge = await expectedBadge(request, session.token);
  expect(badge).toBeGreaterThan(0);
  await expect(setupButton(page)).toHaveAccessibleName(`Setup Guide ${badge} setup steps left`);

  await page.getByRole('button', { name: 'Dismiss the guide' }).click();
  await expect(page.getByText(/You dismissed the guide/)).toBeVisible();
  expect((await statusOf(request, session.token)).dismissed).toBe(true);

  await leaveDashboard(page);
  // the decision has been taken once account-status answered; give the router a moment to act on it
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/alerts-saas-apps$/);
});

test('Globex shows no MDM or ZTPA steps and the badge the database implies; completing a step lowers it', async ({ page, request, signInAs }) => {
  const session = await signInAs(DEMO_USERS.globexAdmin.email);
  await page.goto('/setup-guide');
  const steps = page.getByRole('list', { name: 'Setup steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.filter({ hasText: 'device management' })).toHaveCount(0);
  await expect(steps.filter({ hasText: 'zero-trust' })).toHaveCount(0);
  await expect(page.getByText(/Steps for device management \(MDM\) and zero-trust access \(ZTPA\) appear/)).toBeVisible();

  const before = await expectedBadge(request, session.token);
  const status = await statusOf(request, session.token);
  const open = ['Step_1', 'Step_2', 'Step_3', 'Step_4', 'Step_8'].filter((s) => !status.steps.find((x) => x.step === s)?.visited);
  test.skip(open.length === 0, 'Globex has completed every step it can see');
  await expect(setupButton(page)).toHaveAccessibleName(`Setup Guide ${before} setup step${before === 1 ? '' : 's'} left`);

  const number = Number(open[0].replace('Step_', ''));
  await page.getByRole('link', { name: new RegExp(`^Start step ${number}:`) }).click();
  await page.getByRole('button', { name: 'Mark this step done' }).click();
  await expect(page.getByText(/You completed this step on/)).toBeVisible();
  const after = await expectedBadge(request, session.token);
  expect(after).toBe(before - 1);
  const badgeText = after === 0 ? 'Setup Guide' : `Setup Guide ${after} setup step${after === 1 ? '' : 's'} left`;
  await expect(setupButton(page)).toHaveAccessibleName(badgeText);
});

test('the recommended configuration pages link to the screens where the work is done', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/recommended-config');
  await expect(page).toHaveURL(/\/recommended-config\/users-groups$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Add your users and groups' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open User Management' })).toHaveAttribute('href', '/user-management');
  await page.getByRole('navigation', { name: 'Setup steps' }).getByRole('link', { name: /Step 7/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Set up zero-trust private access' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Configure Gateway' })).toHaveAttribute('href', '/configure-vpn');
});

test('the auditor has no setup guide', async ({ page, request }) => {
  const session = await apiSignIn(request, DEMO_USERS.acmeAuditor.email);
  await useStoredSession(page, session);
  await page.goto('/alerts-saas-apps');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(setupButton(page)).toHaveCount(0);
  await page.goto('/setup-guide');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

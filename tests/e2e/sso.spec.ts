// Issue 25 (part 2), writer: an admin sets up the company's Okta connection on /okta (checked by OpenID
// discovery), then a signed-out visitor clicks Okta on the sign-in page, signs in at the provider (a real
// oidc-provider started by this test), comes back through /login/callback and lands on /dashboard.
import { apiSignIn, DEMO_USERS, expect, noSeriousViolations, settled, test } from './fixtures';
import { startOidcProvider, type TestProvider } from '../support/oidc-provider';

let op: TestProvider | undefined;
let token = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  token = (await apiSignIn(request, DEMO_USERS.acmeAdmin.email)).token;
  const res = await request.get('/api/sso/okta', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const { redirect_uri } = (await res.json()) as { redirect_uri: string };
  op = await startOidcProvider({
    redirectUris: [redirect_uri],
    users: [{ sub: 'dana', email: DEMO_USERS.acmeAdmin.email, email_verified: true, name: 'Dana Whitfield' }],
  });
});

test.afterAll(async ({ request }) => {
  // Leave the demo company as it was: no Okta connection.
  await request.delete('/api/sso/okta', { headers: { authorization: `Bearer ${token}` } });
  await op?.close();
});

test('an admin connects Okta; the issuer is checked by discovery', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/okta');
  await settled(page);
  const form = page.getByRole('form', { name: 'Okta sign-in connection' });
  await expect(form.getByText('No Okta connection is set up yet.')).toBeVisible();
  await expect(form.getByText(/\/login\/callback$/)).toBeVisible();

  await form.getByLabel('Issuer URL').fill('http://127.0.0.1:9/unreachable');
  await form.getByLabel('Client ID').fill(op!.clientId);
  await form.getByLabel('Client secret').fill(op!.clientSecret);
  await form.getByRole('button', { name: 'Save and check' }).click();
  await expect(form.getByText(/OpenID discovery failed/)).toBeVisible();

  await form.getByLabel('Issuer URL').fill(op!.issuer);
  await form.getByRole('button', { name: 'Save and check' }).click();
  await expect(page.getByText('Okta connection saved')).toBeVisible();
  await expect(form.getByText('Sign-in on')).toBeVisible();
  await expect(form.getByText('A secret is stored. Leave blank to keep it.')).toBeVisible();
  await noSeriousViolations(page, '/okta');
});

test('a signed-out visitor signs in with Okta and lands on the dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Okta' }).click();
  const step = page.getByRole('form', { name: 'Sign in with Okta' });
  await step.getByLabel('Work e-mail').fill(DEMO_USERS.acmeAdmin.email);
  await step.getByRole('button', { name: 'Continue with Okta' }).click();

  await expect(page.getByRole('heading', { name: 'Test provider sign-in' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(op!.issuer);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await settled(page);
});

test('the Okta pass-through page starts a sign-in by e-mail', async ({ page }) => {
  await page.goto('/okta-auth');
  await expect(page.getByRole('heading', { name: 'Sign in with Okta' })).toBeVisible();
  await noSeriousViolations(page, '/okta-auth');
  await page.getByLabel('Work e-mail').fill(DEMO_USERS.acmeAdmin.email);
  await page.getByRole('button', { name: 'Continue with Okta' }).click();
  await expect(page.getByRole('heading', { name: 'Test provider sign-in' })).toBeVisible();
});

test('a callback without a code says so and goes back to sign-in', async ({ page }) => {
  await page.goto('/login/callback?state=nothing');
  await expect(page.getByText('The provider did not return a sign-in. Start again from the sign-in page.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

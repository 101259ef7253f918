import { DEMO_PASSWORD, DEMO_USERS, expect, test } from './fixtures';

for (const [name, user] of Object.entries(DEMO_USERS)) {
  test(`${name} signs in with the form and lands on ${user.landing}`, async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(/e-?mail/i).fill(user.email);
    await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page).toHaveURL(new RegExp(`${user.landing}$`));
    await expect(page.getByRole('banner')).toBeVisible();
  });
}

test('a wrong password is refused without saying whether the e-mail exists', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill('admin@acme.test');
  await page.getByLabel(/password/i).fill('Wrong-password-1');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await page.getByLabel(/e-?mail/i).fill('nobody@acme.test');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('logout from the header returns to the sign-in page and forgets the session', async ({ page, signInAs }) => {
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/dashboard');
  // The user dropdown shows the display name (spec part 1 §2).
  await page.getByRole('banner').getByRole('button', { name: session.display_name }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path shows a not-found page with a way home', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  await page.getByRole('link', { name: /home|dashboard/i }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

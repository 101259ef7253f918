// Issue 27 Downloads: the public pages list the platforms and show the LINUX_AMD_64 install command
// without a secret; signed in, an admin's Copilot instructions offer the enrolment secret (not issued
// here: issuing rotates the demo company's secret, which other specs use). axe passes on each page,
// and the agent file the page links to is served.
import { DEMO_USERS, expect, noSeriousViolations, settled, test } from './fixtures';

const SHOTS = process.env.DOWNLOADS_SHOTS;

test('public download pages: platforms, a command without a secret, and the agent file', async ({ page, request }) => {
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/downloads');
    await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
    const link = page.getByRole('link', { name: 'Download the agent for Linux AMD' });
    await expect(link).toHaveAttribute('href', '/api/downloads/agent/LINUX_AMD_64');
    await noSeriousViolations(page, '/downloads');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/downloads-${width}.png`, fullPage: true });

    await page.getByRole('link', { name: 'Install instructions for Linux AMD' }).click();
    const command = page.getByTestId('install-command');
    await expect(command).toContainText('--secret <ENROLMENT_SECRET>');
    await noSeriousViolations(page, '/download-instructions');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    expect(overflow).toBe(false);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/instructions-public-${width}.png`, fullPage: true });
  }
  const file = await request.get('/api/downloads/agent/LINUX_AMD_64');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toBe('attachment; filename="palisade-agent.mjs"');

  for (const path of ['/downloads-na', '/downloads-ext']) {
    await page.goto(path);
    await expect(page.getByRole('table')).toBeVisible();
    await noSeriousViolations(page, path);
  }
});

test('an admin sees the enrolment secret control on the Copilot instructions', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.acmeAdmin.email);
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/copilot-download');
    await settled(page);
    await page.getByRole('link', { name: 'Install instructions for Linux AMD' }).click();
    await expect(page.getByRole('button', { name: 'Put a new enrolment secret into the command' })).toBeVisible();
    await expect(page.getByTestId('install-command')).toContainText('--secret <ENROLMENT_SECRET>');
    await noSeriousViolations(page, '/copilot-download-instructions');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/instructions-admin-${width}.png`, fullPage: true });
  }
});

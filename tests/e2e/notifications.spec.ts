// Issue 16: /notification-logs lists the messages queued before (the demo's setup invitations, stored
// by the server's worker without SMTP_URL) as the API answers them, a message opens with its text and
// its HTML in a script-less frame, the template screens show the templates, and axe finds no serious or
// critical violation on any of them.
import type { Page } from '@playwright/test';
import type { NotificationRow } from '../../src/api/contract/notifications';
import { DEFAULT_PRESET, presetRange } from '../../src/lib/date-presets';
import { DEMO_USERS, expect, noSeriousViolations, test } from './fixtures';

async function settled(page: Page) {
  await expect(page.locator('#main')).toBeVisible();
  await expect(page.locator('#main').getByText('Loading…', { exact: true })).toHaveCount(0, { timeout: 20_000 });
}

/** The frames show a message's own HTML, sandboxed without scripts, so axe cannot run inside them: they are left out. */
const FRAMES = { exclude: 'iframe' };

test.describe('notifications', () => {
  test.setTimeout(120_000);

  test('Notification Logs show the messages the API holds, each readable safely', async ({ page, request, signInAs }) => {
    const session = await signInAs(DEMO_USERS.acmeAdmin.email);
    const range = presetRange(DEFAULT_PRESET);
    const headers = { authorization: `Bearer ${session.token}` };
    const params = { s: range.s, e: range.e };
    const head = await request.head('/api/notification-logs', { headers, params });
    const total = Number(head.headers()['x-size']);
    expect(total).toBeGreaterThan(0);
    const rows = (await (await request.get('/api/notification-logs', { headers, params: { ...params, size: 10 } })).json()) as NotificationRow[];

    await page.goto('/notification-logs');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Notification Logs' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Messages' });
    await expect(table.getByRole('rowheader')).toHaveCount(rows.length);
    const first = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: rows[0].recipient, exact: true }) }).first();
    await expect(first).toContainText(rows[0].subject);
    await expect(first).toContainText(rows[0].status);
    await expect(page.getByText(`of ${total} Results`)).toBeVisible();
    await noSeriousViolations(page, '/notification-logs', FRAMES);

    await first.getByRole('button', { name: `View the message to ${rows[0].recipient}` }).click();
    const dialog = page.getByRole('dialog', { name: `Message to ${rows[0].recipient}` });
    await expect(dialog.getByText(rows[0].subject)).toBeVisible();
    await expect(dialog.locator('pre')).toContainText('Hello');
    await dialog.getByRole('tab', { name: /^HTML/ }).click();
    await expect(dialog.locator('iframe[sandbox=""]')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto('/notification-logs?status=Failed');
    await settled(page);
    const failed = rows.filter((r) => r.status === 'Failed').length;
    if (failed === 0) await expect(page.getByText('No messages match these filters.')).toBeVisible();
  });

  test('the company’s templates list its versions and open with a preview', async ({ page, signInAs }) => {
    await signInAs(DEMO_USERS.acmeAdmin.email);
    await page.goto('/account-email-templates');
    await settled(page);
    const table = page.getByRole('table', { name: 'E-mail templates' });
    await expect(table.getByRole('rowheader', { name: 'User invitation' })).toBeVisible();
    await noSeriousViolations(page, '/account-email-templates', FRAMES);
    await table.getByRole('link', { name: 'Edit the User invitation template' }).click();
    await expect(page).toHaveURL(/\/account-email-template\/user-invitation\//);
    await expect(page.getByTitle('Preview of the HTML part')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Acme Corp invites you to Palisade')).toBeVisible();
    await noSeriousViolations(page, '/account-email-template', FRAMES);
  });

  test('the provider’s default templates open with a preview', async ({ page, signInAs }) => {
    await signInAs(DEMO_USERS.providerAdmin.email);
    await page.goto('/email-templates');
    await settled(page);
    await expect(page.getByRole('table', { name: 'E-mail templates' }).getByRole('rowheader', { name: 'Disk encryption alert' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit the Disk encryption alert template' }).click();
    await expect(page.getByTitle('Preview of the HTML part')).toBeVisible({ timeout: 20_000 });
    await noSeriousViolations(page, '/email-templates', FRAMES);
  });
});

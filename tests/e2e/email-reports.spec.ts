// Issue 26, email reports: the Acme admin schedules a weekly compliance report in /add-email-reports (its
// recipients checked, its own time zone), finds it on the compliance tab with the next run the API computed,
// previews the figures the API's preview answers, and sends it now: each recipient's message shows in
// Notification Logs with the status the API holds. axe finds no serious or critical violation on these screens.
// It schedules and sends a report, so it runs among the WRITERS (playwright.config.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import type { EmailReportRow, ReportModel } from '../../src/api/contract/email-reports';
import type { NotificationRow } from '../../src/api/contract/notifications';
import { DEMO_USERS, expect, test, noSeriousViolations, settled } from './fixtures';

const ZONE = 'Asia/Tokyo';
const DAY = 86_400_000;

async function api<T>(request: APIRequestContext, token: string, path: string, params: Record<string, string> = {}): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` }, params });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/** weekday and HH:mm of an instant in a time zone */
function localIn(zone: string, iso: string) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { weekday: part('weekday'), time: `${part('hour')}:${part('minute')}` };
}

/** Chooses an option of a labelled Radix select. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveText(option);
}

test.describe('email reports', () => {
  test.setTimeout(180_000);

  test('a weekly compliance report scheduled in the console is listed with its next run, previews the API figures, and Send now lands in Notification Logs', async ({ page, request, signInAs }) => {
    const session = await signInAs(DEMO_USERS.acmeAdmin.email);
    const name = `E2E weekly compliance ${Date.now().toString(36)}`;
    const recipients = [`ciso-${Date.now().toString(36)}@acme.test`, `audit-${Date.now().toString(36)}@acme.test`];

    await page.goto('/email-report/compliance-tab');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Compliance Email Reports' })).toBeVisible();
    await noSeriousViolations(page, '/email-report/compliance-tab');
    await page.getByRole('link', { name: 'Add Email Report' }).click();
    await expect(page).toHaveURL(/\/add-email-reports\?report=compliance$/);
    await expect(page.getByRole('combobox', { name: 'Report' })).toHaveText('Compliance');
    await noSeriousViolations(page, '/add-email-reports');

    await page.getByLabel('Name').fill(name);
    await choose(page, 'Frequency', 'Weekly');
    await choose(page, 'Day of the week', 'Friday');
    await page.getByLabel('Time of day').fill('07:30');
    await choose(page, 'Time zone', ZONE);
    await page.getByLabel('Recipients').fill(`${recipients[0]}, not-an-address`);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Not an e-mail address: not-an-address')).toBeVisible();
    await page.getByLabel('Recipients').fill(recipients.join(',\n'));
    const created = page.waitForResponse((r) => r.url().endsWith('/api/email-reports') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    expect((await created).status()).toBe(201);

    // back on the compliance tab: the row shows the schedule and the next run the API computed in the report's zone
    await expect(page).toHaveURL(/\/email-report\/compliance-tab/);
    const [stored] = await api<EmailReportRow[]>(request, session.token, '/email-reports', { report: 'compliance', q: name });
    expect(stored).toMatchObject({ name, report: 'compliance', frequency: 'weekly', day_of_week: 5, time_of_day: '07:30', time_zone: ZONE, recipients, enabled: true });
    expect(stored.next_run_at).not.toBeNull();
    expect(localIn(ZONE, stored.next_run_at!)).toEqual({ weekday: 'Friday', time: '07:30' });
    const wait = Date.parse(stored.next_run_at!) - Date.now();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(7 * DAY);
    await settled(page);
    const row = page.getByRole('table', { name: 'Compliance email reports' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row).toHaveCount(1);
    const cells = row.getByRole('cell');
    await expect(cells.nth(0)).toHaveText(`Every Friday at 07:30 (${ZONE})`);
    await expect(cells.nth(1)).toHaveText(recipients.join(', '));
    await expect(cells.nth(2)).toHaveText('PDF');
    await expect(cells.nth(3)).toHaveText(format(parseISO(stored.next_run_at!), 'MM/dd/yyyy HH:mm'));
    await expect(cells.nth(4)).toHaveText('Never');

    // the preview shows the figures the API's preview answers
    const preview = await api<ReportModel>(request, session.token, `/email-reports/${stored.id}/preview`);
    expect(preview.figures.length).toBeGreaterThan(0);
    await row.getByRole('button', { name: `Preview ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `${preview.title}: ${preview.company}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`${preview.range.from} to ${preview.range.to} (${preview.range.z})`)).toBeVisible();
    const figures = dialog.getByRole('table', { name: preview.title });
    for (const figure of preview.figures) {
      await expect(figures.getByRole('row').filter({ has: page.getByRole('rowheader', { name: figure.label, exact: true }) }).getByRole('cell'), figure.key).toHaveText(figure.value.toLocaleString('en-US'));
    }
    for (const table of preview.tables) {
      const shown = dialog.getByRole('table', { name: table.title });
      await expect(shown.getByRole('columnheader')).toHaveText(table.columns);
      if (table.rows.length) await expect(shown.getByRole('row').nth(1).getByRole('cell')).toHaveText(table.rows[0]);
    }
    await noSeriousViolations(page, 'email report preview');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    // Send now: one message per recipient, listed in Notification Logs with the status the API holds
    const sent = page.waitForResponse((r) => r.url().endsWith(`/api/email-reports/${stored.id}/send`) && r.request().method() === 'POST');
    await row.getByRole('button', { name: `Send ${name} now` }).click();
    const answer = await sent;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { queued: number }).queued).toBe(recipients.length);
    await expect(page.getByText(`${recipients.length} messages queued. Delivery shows in Notification Logs.`)).toBeVisible();
    // the mail job settles each message (Sent, Stored without SMTP, or Failed)
    await expect
      .poll(async () => (await api<NotificationRow[]>(request, session.token, '/notification-logs', { q: recipients[0] })).map((m) => m.status), { timeout: 60_000 })
      .toEqual([expect.stringMatching(/^(Sent|Stored|Failed)$/)]);
    await expect(cells.nth(4)).not.toHaveText('Never', { timeout: 15_000 });

    await page.getByRole('link', { name: 'Notification Logs' }).click();
    await expect(page).toHaveURL(/\/notification-logs/);
    await settled(page);
    for (const recipient of recipients) {
      const [message] = await api<NotificationRow[]>(request, session.token, '/notification-logs', { q: recipient });
      expect(message).toMatchObject({ recipient, template: 'email-report' });
      expect(message.related?.label).toBe(name);
      const line = page.getByRole('table', { name: 'Messages' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: recipient }) });
      await expect(line).toHaveCount(1);
      await expect(line).toContainText(message.subject);
      await expect(line).toContainText('Email report');
      await expect(line).toContainText(name);
      await expect(line.getByText(message.status, { exact: true })).toBeVisible();
    }
    await noSeriousViolations(page, '/notification-logs');
  });
});

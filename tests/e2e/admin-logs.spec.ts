// Issue 26 "Must show": an app blocked on /saas-config appears in Admin Action Logs with the trace id its
// request's answer carried, in the detail dialog and in the CEF export; Copilot Error Logs show the errors
// the API holds. axe finds no serious or critical violation on either screen.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { AdminLogRow, ErrorLogRow } from '../../src/api/contract/logs';
import type { InventoryRow } from '../../src/api/contract/saas';
import { DEFAULT_PRESET, presetRange } from '../../src/lib/date-presets';
import { DEMO_USERS, expect, noSeriousViolations, test } from './fixtures';

const DAY = 86_400_000;

async function settled(page: Page) {
  await expect(page.locator('#main')).toBeVisible();
  await expect(page.locator('#main').getByText('Loading…', { exact: true })).toHaveCount(0, { timeout: 20_000 });
}

/** The extension of a CEF line as key → value (values end where the next unescaped ' key=' starts). */
function cefExtension(line: string): Record<string, string> {
  const rest = line.split(/(?<!\\)\|/).slice(7).join('|');
  const keys = [...rest.matchAll(/(?:^| )([A-Za-z0-9]+)=/g)];
  return Object.fromEntries(keys.map((m, k) => [m[1], rest.slice(m.index! + m[0].length, k + 1 < keys.length ? keys[k + 1].index! : rest.length).replace(/\\([\\=])/g, '$1')]));
}

test.describe('logs', () => {
  test.setTimeout(150_000);

  test('a block on /saas-config shows in Admin Action Logs with its trace id, its details and in the CEF export', async ({ page, request, signInAs }) => {
    const session = await signInAs(DEMO_USERS.acmeAdmin.email);
    const headers = { authorization: `Bearer ${session.token}` };
    const inventory = await request.get('/api/saas-inv', {
      headers,
      params: { s: String(Date.now() - 90 * DAY), e: String(Date.now()), z: 'UTC', size: '100', tag: 'Unclassified', so: 'asc', sb: 'name' },
    });
    expect(inventory.status()).toBe(200);
    const [app] = (await inventory.json()) as InventoryRow[];
    expect(app, 'the demo fleet uses at least one Unclassified app').toBeDefined();

    await page.goto('/saas-config');
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByRole('menuitem', { name: 'From Catalog' }).click();
    const picker = page.getByRole('dialog', { name: 'Classify a catalog app' });
    await picker.getByRole('searchbox').fill(app.name);
    await picker.getByRole('button', { name: `Choose ${app.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Access for ${app.name}` });
    await dialog.getByRole('radio', { name: /Unsanctioned: Block\b(?! Alert)/ }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    const answer = page.waitForResponse((r) => r.url().includes('/api/saas-account') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    const trace = (await response.allHeaders())['x-trace-id'];
    expect(trace).toMatch(/^[0-9a-f]{32}$/);

    // the list, searched by the app's name, shows the block with who made it and the same trace id
    await page.goto(`/admin-logs?q=${encodeURIComponent(app.name)}`);
    await settled(page);
    const row = page.getByRole('row').filter({ hasText: trace });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('admin@acme.test');
    await expect(row).toContainText('Admin');
    await expect(row).toContainText('saas.app.classify');
    await expect(row).toContainText('SaaS app');
    await expect(row).toContainText(app.name);
    const api = await request.get('/api/admin-logs', { headers, params: { q: trace } });
    const [stored] = (await api.json()) as AdminLogRow[];
    expect(stored).toMatchObject({ trace_id: trace, target: app.name, action: 'saas.app.classify', email: 'admin@acme.test' });
    await noSeriousViolations(page, '/admin-logs');

    await row.getByRole('button', { name: `Details of saas.app.classify on ${app.name}` }).click();
    const detail = page.getByRole('dialog', { name: `saas.app.classify · ${app.name}` });
    await expect(detail.getByText(trace)).toBeVisible();
    await expect(detail.locator('pre')).toContainText('"action_type": "Block"');
    await expect(page).toHaveURL(new RegExp(`id=${stored.id}`));
    await detail.getByRole('button', { name: 'Close' }).click();

    // the CEF file of the same filters holds the block as an event with its trace id
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CEF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('AdminActionLogs.cef');
    const lines = (await readFile((await file.path())!, 'utf8')).split('\n').filter(Boolean);
    const event = lines.find((l) => l.includes(trace));
    expect(event, 'the CEF export holds the block').toBeDefined();
    expect(event!.startsWith('CEF:0|Palisade|Palisade Console|1.0|audit:saas.app.classify|')).toBe(true);
    expect(cefExtension(event!)).toMatchObject({ act: 'saas.app.classify', suser: 'admin@acme.test', cs1: app.name, cs3: trace, externalId: stored.id });
  });

  test('Copilot Error Logs show the errors the agents reported, linked to their endpoints', async ({ page, request, signInAs }) => {
    const session = await signInAs(DEMO_USERS.acmeAdmin.email);
    const range = presetRange(DEFAULT_PRESET);
    const api = await request.get('/api/error-logs', { headers: { authorization: `Bearer ${session.token}` }, params: { severity: 'Critical', s: range.s, e: range.e } });
    await page.goto('/error-logs?severity=Critical');
    await settled(page);
    const rows = (await api.json()) as ErrorLogRow[];
    expect(rows.length, 'the demo fleet reported critical errors').toBeGreaterThan(0);
    const first = page.getByRole('row').filter({ hasText: rows[0].message });
    await expect(first.first()).toContainText(rows[0].code);
    await expect(first.first().getByRole('link', { name: rows[0].endpoint.hostname })).toHaveAttribute('href', `/endpoint-details/${rows[0].endpoint.id}`);
    await noSeriousViolations(page, '/error-logs');
  });
});

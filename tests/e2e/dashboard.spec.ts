// Issue 4 end to end: every figure of /dashboard and /dashboard-v2 equals what the API answers for the
// same range (the API tests prove the API equals SQL), every click target lands on its pre-filtered URL,
// Globex hides the website widgets, and the error and empty states appear.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { SessionResponse } from '../../src/api/contract/auth';
import { DEFAULT_PRESET, presetRange, rangeToQuery } from '../../src/lib/date-presets';
import { percent2, wholePercent } from '../../src/lib/percent';
import { DEMO_USERS, expect, test, useStoredSession } from './fixtures';

type Json = Record<string, unknown>;

/** The dashboard's default range as the browser computes it (same machine, same zone). */
const range = () => rangeToQuery(presetRange(DEFAULT_PRESET));

function api(request: APIRequestContext, session: SessionResponse) {
  const headers = { authorization: `Bearer ${session.token}`, 'x-account-id': session.account_id };
  return {
    async get<T = Json>(path: string, query: Record<string, string | number> = {}): Promise<T> {
      const res = await request.get(`/api${path}`, { headers, params: { ...range(), ...query } });
      expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
      return (await res.json()) as T;
    },
    async count(path: string, query: Record<string, string | number> = {}): Promise<number> {
      const res = await request.head(`/api${path}`, { headers, params: { ...range(), ...query } });
      expect(res.status(), path).toBe(200);
      return Number(res.headers()['x-size']);
    },
  };
}

const chart = (page: Page, id: string) => page.locator(`[data-chart="${id}"]`);

async function loaded(page: Page, id: string): Promise<Locator> {
  const card = chart(page, id);
  await expect(card).toHaveAttribute('data-state', /^(data|empty)$/, { timeout: 20_000 });
  return card;
}

async function figure(page: Page, id: string, key: string): Promise<number> {
  const card = await loaded(page, id);
  return Number(await card.locator(`[data-figure="${key}"]`).first().getAttribute('data-value'));
}

test.describe('dashboard figures', () => {
  test.setTimeout(120_000);

  test('/dashboard shows what the API answers', async ({ page, request, signInAs }) => {
    const session = await signInAs(DEMO_USERS.acmeAdmin.email);
    const a = api(request, session);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Get overall Usage of the SaaS Apps and Security Actions taken.')).toBeVisible();
    await expect(page.getByText('Last 7 days data')).toBeVisible();

    const access = await a.get<{ label: string[]; y: number[] }>('/saas-stats-access-type');
    for (const [i, tag] of access.label.entries()) expect(await figure(page, 'inventory-saas', tag), tag).toBe(access.y[i]);

    const devices = await a.get<Json & { total_endpoints: number; noncompliant_count: number }>('/device-stats');
    for (const key of ['endpoint_count', 'inactive', 'noncompliant_count']) expect(await figure(page, 'inventory-endpoints', key), key).toBe(devices[key]);
    const users = await a.get<Json & { people: number; unmonitored: number }>('/user-stats');
    for (const key of ['total_users', 'risky', 'inactive_users']) expect(await figure(page, 'inventory-users', key), key).toBe(users[key]);

    for (const [id, path] of [['actions-saas-alerts', '/saas-stats-alerts'], ['actions-website-alerts', '/nonsaas-stats-alerts']] as const) {
      const stats = await a.get(path);
      for (const key of ['alerts', 'reports', 'blocks']) expect(await figure(page, id, key), `${id} ${key}`).toBe(stats[key]);
    }
    const phishing = await a.get('/saas-stats-alerts-type');
    for (const key of ['spoof_count', 'session_hijack_count', 'typo_count']) expect(await figure(page, 'actions-phishing', key), key).toBe(phishing[key]);

    // Security Insights: counts and whole-number percentages
    const idle = await a.get<{ active: number; idle: number; inactive_last_week: number }>('/device-inactivity-stats');
    const vul = await a.get<{ vul_app_user_count: number; vul_app_device_count: number }>('/vul-stats');
    const genAi = await a.get<{ user_count: number; unsanctioned_count: number }>('/genai-saas-stats');
    const sensitive = await a.get<{ total_users: number; total_devices: number; sensitive_files: number; total_activities: number }>('/device-files-action');
    const expected: Record<string, [number, string?]> = {
      unmonitoredUsers: [users.unmonitored, `${wholePercent(users.unmonitored, users.people)}%`],
      usersWithRiskyApps: [vul.vul_app_user_count],
      nonCompliantEndpoints: [devices.noncompliant_count, `${wholePercent(devices.noncompliant_count, devices.total_endpoints)}%`],
      longIdleEndpoints: [idle.inactive_last_week, `${wholePercent(idle.inactive_last_week, idle.idle + idle.active)}%`],
      endpointsWithRiskyApps: [vul.vul_app_device_count],
      unsanctionedSaasApps: [access.y[access.label.indexOf('Unsanctioned')]],
      unsanctionedGenAiApps: [genAi.unsanctioned_count],
      usersWithUnsanctionedApps: [await a.count('/session-stats-saas-users', { tag: 'Unsanctioned' })],
      usersWithGenAi: [genAi.user_count],
      usersWithSensitiveData: [sensitive.total_users],
      endpointsWithSensitiveData: [sensitive.total_devices],
      sensitiveDataDiscovered: [sensitive.sensitive_files],
      sensitiveActivityDiscovered: [sensitive.total_activities],
    };
    for (const [key, [count, shown]] of Object.entries(expected)) {
      const id = `insight-${key}`;
      expect(await figure(page, id, id), key).toBe(count);
      const card = chart(page, id);
      if (count === 0) await expect(card.getByText('All Clear'), key).toBeVisible();
      else await expect(card.locator(`[data-figure="${id}"]`), key).toHaveText(shown ?? String(count));
    }

    // Top 10 tables: the same rows in the same order as the inventory calls
    const top = { page: 1, size: 10, sb: 'weighted_duration', so: 'desc' };
    const saasRows = await a.get<{ name: string }[]>('/saas-inv', top);
    await loaded(page, 'usage-saas');
    await expect(chart(page, 'usage-saas').locator('tbody tr th')).toHaveText(saasRows.map((r) => r.name));
    const webRows = await a.get<{ domain: string; application_name: string | null }[]>('/nonsaas-inv', top);
    await loaded(page, 'usage-websites');
    await expect(chart(page, 'usage-websites').locator('tbody tr th')).toHaveText(webRows.map((r) => r.application_name || r.domain));
  });

  test('/dashboard-v2 shows what the API answers', async ({ page, request, signInAs }) => {
    const session = await signInAs(DEMO_USERS.acmeAdmin.email);
    const a = api(request, session);
    await page.goto('/dashboard-v2');
    const d = await a.get<Json & { compliant: number; total_endpoints: number; mdm_enrolled_device_count: number; mac_count: number; missing_hd_encryption: number; pf_count: Json; comp_pf_count: Json }>(
      '/device-stats',
    );
    expect(await figure(page, 'overview-compliance', 'completed')).toBe(percent2(d.compliant, d.total_endpoints));
    expect(await figure(page, 'overview-compliance', 'fully-compliant')).toBe(d.compliant);
    expect(await figure(page, 'overview-compliance', 'in-progress')).toBe(d.total_endpoints - d.compliant);
    expect(await figure(page, 'overview-total', 'total-endpoints')).toBe(d.total_endpoints);
    expect(await figure(page, 'overview-compliant', 'compliant-endpoints')).toBe(d.compliant);
    for (const platform of ['Windows', 'MacOS', 'Linux']) {
      expect(await figure(page, 'overview-total', `total-${platform}`), platform).toBe(d.pf_count[platform]);
      expect(await figure(page, 'overview-compliant', `compliant-${platform}`), platform).toBe(d.comp_pf_count[platform]);
    }
    expect(await figure(page, 'overview-mdm', 'mdm-enrolled')).toBe(d.mdm_enrolled_device_count);
    expect(await figure(page, 'overview-mdm', 'mdm-percent')).toBe(percent2(d.mdm_enrolled_device_count, d.mac_count));
    expect(await figure(page, 'overview-encryption', 'missing-encryption')).toBe(d.missing_hd_encryption);
    for (const key of ['device_sensitive_data', 'noncompliant_count', 'inactive']) expect(await figure(page, 'overview-devices', key), key).toBe(d[key]);
    const u = await a.get('/user-stats');
    for (const key of ['user_sensitive_data', 'inactive_users', 'risky']) expect(await figure(page, 'overview-users', key), key).toBe(u[key]);
    for (const [id, path] of [['overview-saas-alerts', '/saas-stats-alerts'], ['overview-web-alerts', '/nonsaas-stats-alerts']] as const) {
      const stats = await a.get(path);
      for (const key of ['alerts', 'reports', 'blocks']) expect(await figure(page, id, key), `${id} ${key}`).toBe(stats[key]);
    }
  });
});

/**
 * Clicks a link on the dashboard and checks the path and every expected filter of the URL it lands on.
 * A route with an index child (/saas opens /saas/list) may move on to that child, filters kept.
 */
async function expectLanding(page: Page, link: Locator, path: string, filters: Record<string, string[]>) {
  await link.click();
  await page.waitForURL(
    (url) =>
      (url.pathname === path || url.pathname.startsWith(`${path}/`)) &&
      Object.entries(filters).every(([k, v]) => JSON.stringify(url.searchParams.getAll(k)) === JSON.stringify(v)),
    { timeout: 20_000 },
  );
}

/** Back to the dashboard through history (the SPA keeps its cached figures); a destination that replaced the entry is left with goto. */
async function back(page: Page, path: string) {
  await page.goBack();
  if (new URL(page.url()).pathname !== path) await page.goto(path);
}

test.describe('dashboard click targets', () => {
  test.setTimeout(180_000);

  test('bars, segments, rows and card arrows of /dashboard open their pre-filtered lists', async ({ page, signInAs }) => {
    await signInAs(DEMO_USERS.acmeAdmin.email);
    const targets: [string, (p: Page) => Locator, string, Record<string, string[]>][] = [
      ['inventory-saas', (p) => chart(p, 'inventory-saas').getByRole('link', { name: /^Unsanctioned: / }), '/saas', { tag: ['Unsanctioned'], range: ['2'] }],
      ['inventory-endpoints', (p) => chart(p, 'inventory-endpoints').getByRole('link', { name: /^Non-Compliant Endpoints: / }), '/compliance', { tab: ['endpoints'], status: ['Non Compliant'] }],
      ['inventory-users', (p) => chart(p, 'inventory-users').getByRole('link', { name: /^Risky Users: / }), '/user-management', { r: ['High'] }],
      ['inventory-users', (p) => chart(p, 'inventory-users').getByRole('link', { name: /^Inactive Users: / }), '/user-management', { copilot: ['not_installed', 'uninstalled'] }],
      ['actions-saas-alerts', (p) => chart(p, 'actions-saas-alerts').getByRole('link', { name: /^Blocks - / }), '/alerts-saas-apps', { t: ['Block'], range: ['2'] }],
      ['actions-website-alerts', (p) => chart(p, 'actions-website-alerts').getByRole('link', { name: /^Reports - / }), '/alerts-websites', { t: ['Report'], range: ['2'] }],
      ['actions-phishing', (p) => chart(p, 'actions-phishing').getByRole('link', { name: /^App Spoofing - / }), '/alerts-saas-apps', { reason: ['App Spoofing'] }],
      ['insight-unmonitoredUsers', (p) => chart(p, 'insight-unmonitoredUsers').getByRole('link', { name: 'Open Unmonitored Users' }), '/user-management', { copilot: ['not_installed'] }],
      ['insight-unsanctionedSaasApps', (p) => chart(p, 'insight-unsanctionedSaasApps').getByRole('link', { name: 'Open Unsanctioned SaaS Apps' }), '/saas', { tag: ['Unsanctioned'] }],
      ['insight-nonCompliantEndpoints', (p) => chart(p, 'insight-nonCompliantEndpoints').getByRole('link', { name: 'Open Non-Compliant Endpoints' }), '/compliance', { status: ['Non Compliant'] }],
      ['insight-longIdleEndpoints', (p) => chart(p, 'insight-longIdleEndpoints').getByRole('link', { name: 'Open Long Idle Endpoints' }), '/devices', { status: ['OFFLINE_FOR_CONFIG_TIME'] }],
    ];
    await page.goto('/dashboard');
    for (const [id, link, path, filters] of targets) {
      await loaded(page, id);
      await expectLanding(page, link(page), path, filters);
      await back(page, '/dashboard');
    }
    // a Top 10 row name opens the inventory with that name as the query
    const saasRow = (await loaded(page, 'usage-saas')).locator('tbody tr th a').first();
    const app = (await saasRow.textContent())!.trim();
    await expectLanding(page, saasRow, '/saas', { q: [app] });
    await back(page, '/dashboard');
    const webRow = (await loaded(page, 'usage-websites')).locator('tbody tr th a').first();
    const site = (await webRow.textContent())!.trim();
    await expectLanding(page, webRow, '/inventory-websites', { q: [site] });
  });

  test('cards, platforms, bars and segments of /dashboard-v2 open their pre-filtered lists', async ({ page, signInAs }) => {
    await signInAs(DEMO_USERS.acmeAdmin.email);
    const targets: [string, (p: Page) => Locator, string, Record<string, string[]>][] = [
      ['overview-total', (p) => chart(p, 'overview-total').getByRole('link', { name: 'Open Total Endpoints' }), '/endpoints/v2', { o: ['Windows', 'MacOS', 'Linux'] }],
      ['overview-compliant', (p) => chart(p, 'overview-compliant').getByRole('link', { name: 'Open Compliant Endpoints' }), '/endpoints/v2', { compliant: ['true'] }],
      ['overview-total', (p) => chart(p, 'overview-total').getByRole('link', { name: /^MacOS: / }), '/endpoints/v2', { o: ['MacOS'] }],
      ['overview-compliant', (p) => chart(p, 'overview-compliant').getByRole('link', { name: /^Linux: / }), '/endpoints/v2', { o: ['Linux'], compliant: ['true'] }],
      ['overview-mdm', (p) => chart(p, 'overview-mdm').getByRole('link', { name: 'Open MDM Enrollments' }), '/endpoints/v2', { managed: ['MDM'] }],
      ['overview-encryption', (p) => chart(p, 'overview-encryption').getByRole('link', { name: 'Open Missing HD Encryption' }), '/compliance', { tab: ['endpoints'], encryption: ['Non HD Encrypted'] }],
      ['overview-devices', (p) => chart(p, 'overview-devices').getByRole('link', { name: /^Non-Compliant Endpoints: / }), '/compliance', { status: ['Non Compliant'] }],
      ['overview-devices', (p) => chart(p, 'overview-devices').getByRole('link', { name: /^Inactive Endpoints: / }), '/activity', { tab: ['inactivity'], range: ['2'] }],
      ['overview-devices', (p) => chart(p, 'overview-devices').getByRole('link', { name: /^Endpoints with Sensitive Data: / }), '/dlp-endpoints', {}],
      ['overview-users', (p) => chart(p, 'overview-users').getByRole('link', { name: /^Users with Sensitive Data: / }), '/dlp-endpoints', {}],
      ['overview-users', (p) => chart(p, 'overview-users').getByRole('link', { name: /^Risky Users: / }), '/user-management', { r: ['High'] }],
      ['overview-users', (p) => chart(p, 'overview-users').getByRole('link', { name: /^Inactive Users: / }), '/user-management', { copilot: ['not_installed', 'uninstalled'] }],
      ['overview-users', (p) => chart(p, 'overview-users').getByRole('link', { name: 'Open User Activity and Inventory Insights' }), '/users', {}],
      ['overview-devices', (p) => chart(p, 'overview-devices').getByRole('link', { name: 'Open Device Compliance and Activity' }), '/devices', {}],
      ['overview-web-alerts', (p) => chart(p, 'overview-web-alerts').getByRole('link', { name: 'Open Web Application Alerts' }), '/alerts-websites', {}],
      ['overview-saas-alerts', (p) => chart(p, 'overview-saas-alerts').getByRole('link', { name: 'Open SaaS Application Alerts' }), '/alerts-saas-apps', {}],
      ['overview-saas-alerts', (p) => chart(p, 'overview-saas-alerts').getByRole('link', { name: /^Alerts - / }), '/alerts-saas-apps', { t: ['Alert'] }],
    ];
    await page.goto('/dashboard-v2');
    for (const [id, link, path, filters] of targets) {
      await loaded(page, id);
      await expectLanding(page, link(page), path, filters);
      await back(page, '/dashboard-v2');
    }
  });

  test('the tabs switch views and the dashboard reopens on the tab chosen last', async ({ page, signInAs }) => {
    await signInAs(DEMO_USERS.acmeAdmin.email);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard views' }).getByRole('link', { name: 'Operational Overview' }).click();
    await expect(page).toHaveURL(/\/dashboard-v2$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard-v2$/);
    await page.getByRole('navigation', { name: 'Dashboard views' }).getByRole('link', { name: 'Security Insights' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(chart(page, 'inventory-saas')).toBeVisible();
  });
});

test.describe('dashboard states', () => {
  test.setTimeout(90_000);

  test('Globex (disable_session_logs) hides Website Alerts and the websites table', async ({ page, signInAs }) => {
    await signInAs(DEMO_USERS.globexAdmin.email);
    await page.goto('/dashboard');
    await loaded(page, 'actions-saas-alerts');
    await loaded(page, 'usage-saas');
    await expect(page.getByText('Website Alerts', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Top 10 Websites')).toHaveCount(0);
    await expect(page.getByText('Top 10 SaaS Apps')).toBeVisible();
    await page.goto('/dashboard-v2');
    await loaded(page, 'overview-saas-alerts');
    await expect(page.getByText('Web Application Alerts')).toHaveCount(0);
  });

  test('a failing call shows the 408 text or the exception text', async ({ page, signInAs }) => {
    await signInAs(DEMO_USERS.acmeAdmin.email);
    await page.route('**/api/saas-stats-alerts?*', (route) => route.fulfill({ status: 408, contentType: 'application/json', body: JSON.stringify({ exception: 'Request Timeout', code: 'timeout' }) }));
    await page.route('**/api/saas-stats-alerts-type?*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ exception: 'Phishing statistics are being rebuilt', code: 'internal' }) }),
    );
    await page.goto('/dashboard');
    const alerts = chart(page, 'actions-saas-alerts');
    await expect(alerts).toHaveAttribute('data-state', 'error', { timeout: 20_000 });
    await expect(alerts.getByText("Looks like we're experiencing a temporary hiccup.")).toBeVisible();
    await expect(alerts.getByText('Please try again in a few moments.')).toBeVisible();
    // a 5xx is retried twice before the card shows the error
    const phishing = chart(page, 'actions-phishing');
    await expect(phishing).toHaveAttribute('data-state', 'error', { timeout: 20_000 });
    await expect(phishing.getByText('Phishing statistics are being rebuilt')).toBeVisible();
    await expect(phishing.getByText('Please try again in a few moments.')).toBeVisible();
    await expect(chart(page, 'inventory-saas')).toHaveAttribute('data-state', 'data');
  });

  // Initech has no fleet, but only its own ADMIN may open its dashboard (the provider admin switched into
  // it sees the Admin module only, DESIGN.md roles) and the demo has no Initech admin; a company made
  // through sign-up is the same thing: an account with no data at all.
  test('an account with no data shows Data not available and All Clear', async ({ page, request }) => {
    const id = randomBytes(4).toString('hex');
    const res = await request.post('/api/signup', {
      data: { email: `owner-${id}@empty-${id}.test`, firstName: 'Empty', lastName: 'Owner', company: `Empty ${id}`, password: 'Str0ng-pass!' },
    });
    expect(res.status(), await res.text()).toBe(201);
    await useStoredSession(page, (await res.json()) as SessionResponse);
    await page.goto('/dashboard');
    for (const id of ['inventory-saas', 'inventory-endpoints', 'inventory-users', 'actions-saas-alerts', 'actions-phishing']) {
      await expect(chart(page, id), id).toHaveAttribute('data-state', 'empty', { timeout: 20_000 });
      await expect(chart(page, id).getByText('Data not available'), id).toBeVisible();
    }
    await expect(chart(page, 'usage-saas').getByText('Data not available')).toBeVisible();
    await expect(chart(page, 'insight-nonCompliantEndpoints').getByText('All Clear')).toBeVisible();
  });
});

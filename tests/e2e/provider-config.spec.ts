// Issue 24, the operator's view into one company: every Configurations and Logs tab of
// /palisade-account-details and every account drill-down page shows what the provider API answers for that
// company (its first row and its count, or its figures), the figures agree between pages, the provider admin
// is refused a company it does not manage, a customer admin is refused the pages, and the super admin sees
// any company. axe finds no serious or critical violation on any of these pages.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import type { SessionResponse } from '../../src/api/contract/auth';
import type { ManagedCompanyRow } from '../../src/api/contract/provider';
import { apiSignIn, DEMO_USERS, expect, test, noSeriousViolations, settled } from './fixtures';

// the API's rows, read loosely: each check names the fields it compares
type Row = Record<string, unknown>;
type Api = <T = Row[]>(path: string, params?: Record<string, string>) => Promise<T>;

function apiOf(request: APIRequestContext, session: SessionResponse): Api & { count: (path: string) => Promise<number> } {
  const headers = { authorization: `Bearer ${session.token}` };
  const get = (async (path: string, params: Record<string, string> = {}) => {
    const res = await request.get(`/api${path}`, { headers, params });
    expect(res.status(), path).toBe(200);
    return res.json();
  }) as Api;
  return Object.assign(get, {
    count: async (path: string) => {
      const res = await request.head(`/api${path}`, { headers });
      expect(res.status(), path).toBe(200);
      return Number(res.headers()['x-size']);
    },
  });
}

const bodyRows = (table: Locator) => table.getByRole('row').filter({ has: table.page().getByRole('rowheader') });
const dateTime = (iso: unknown) => format(parseISO(String(iso)), 'MM/dd/yyyy HH:mm');

/**
 * One list page: the table of this name shows the API's first page (its first row's fields, in order
 * within the row) and the pager its count. Lists that move while the test runs (sign-ins are audited) are
 * compared again after a reload until both agree.
 */
async function listMatchesApi(page: Page, api: Api & { count: (path: string) => Promise<number> }, spec: { table: string; path: string; fields: (row: Row) => string[]; paged?: boolean; empty?: string }) {
  const table = page.getByRole('table', { name: spec.table, exact: true });
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) {
      await page.reload();
      await settled(page);
    }
    const rows = await api(spec.path, { page: '1', size: '10' });
    const shown = bodyRows(table);
    await expect(shown, spec.path).toHaveCount(rows.length, { timeout: 5_000 });
    if (rows.length) {
      for (const text of spec.fields(rows[0])) await expect(shown.first(), spec.path).toContainText(text, { timeout: 2_000 });
    } else if (spec.empty) {
      await expect(table.getByText(spec.empty), spec.path).toBeVisible({ timeout: 2_000 });
    }
    if (spec.paged !== false) {
      const total = await api.count(spec.path);
      await expect(page.locator('#main').getByText(new RegExp(`of ${total} Results`)), spec.path).toBeVisible({ timeout: 2_000 });
    }
  }).toPass({ timeout: 45_000 });
}

/** The value next to a label of a data list on the page. */
const valueOf = (page: Page, label: string) => page.locator('#main .rt-DataListItem').filter({ has: page.getByText(label, { exact: true }) }).locator('.rt-DataListValue');

async function companyIds(request: APIRequestContext, session: SessionResponse): Promise<Record<string, string>> {
  const rows = await apiOf(request, session)<ManagedCompanyRow[]>('/provider/companies', { size: '10' });
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

const details = (id: string, name: string, tab: string) => `/palisade-account-details/${id}/${encodeURIComponent(name)}/${tab}`;

/** The Configurations and Logs tabs, each with the provider call behind it and what its first row shows. */
const TABS = (id: string) => [
  { tab: 'configurations/bypassed-domains', table: 'Bypassed domains', path: `/provider/companies/${id}/bypassed-domains`, fields: (r: Row) => [String(r.name)], empty: 'This company bypasses no domains.' },
  { tab: 'configurations/saas-app', table: 'Classified SaaS apps', path: `/provider/companies/${id}/saas-apps`, fields: (r: Row) => [String(r.name), String(r.access_type)], empty: 'This company has classified no apps yet.' },
  { tab: 'configurations/websites', table: 'Blocked websites', path: `/provider/companies/${id}/blocked-websites`, fields: (r: Row) => [String(r.domain), String(r.action)], empty: 'This company blocks no website.' },
  { tab: 'configurations/Geo-Fencing', table: 'Geo-fences', path: `/provider/companies/${id}/geo-fences`, fields: (r: Row) => [String(r.name)], empty: 'This company has no geo-fence.' },
  { tab: 'configurations/fleet-endpoints', table: 'Endpoints', path: `/provider/companies/${id}/endpoints`, fields: (r: Row) => [String(r.hostname), String(r.agent_version), dateTime(r.last_seen)] },
  { tab: 'logs/admin-event-logs', table: 'Admin actions', path: `/provider/companies/${id}/admin-events`, fields: (r: Row) => [dateTime(r.at), String(r.email), String(r.action), String(r.target)] },
  { tab: 'logs/notifications-logs', table: 'Notification Logs', path: `/provider/companies/${id}/notification-logs`, fields: (r: Row) => [dateTime(r.time), String(r.recipient), String(r.subject), String(r.status)], empty: 'This company has sent no notifications yet.' },
  { tab: 'logs/common-errors-logs', table: 'Copilot Error Logs', path: `/provider/companies/${id}/error-logs`, fields: (r: Row) => [dateTime(r.time), String((r.endpoint as Row).hostname), String(r.code), String(r.agent_version)] },
];

test.describe('provider: a company\'s configurations, logs and drill-down', () => {
  test.setTimeout(240_000);

  test('every Configurations and Logs tab shows what the provider API answers for Acme, and passes axe', async ({ page, request, signInAs }) => {
    const session = await signInAs(DEMO_USERS.providerAdmin.email);
    const api = apiOf(request, session);
    const id = (await companyIds(request, session))['Acme Corp'];
    expect(id).toBeDefined();

    for (const spec of TABS(id)) {
      await page.goto(details(id, 'Acme Corp', spec.tab));
      await settled(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Acme Corp' })).toBeVisible();
      await listMatchesApi(page, api, { ...spec, empty: undefined });
      await noSeriousViolations(page, spec.tab);
    }

    // the websites tab's categories: every blocked category with its website count
    await page.goto(details(id, 'Acme Corp', 'configurations/websites'));
    await settled(page);
    await listMatchesApi(page, api, { table: 'Blocked website categories', path: `/provider/companies/${id}/blocked-categories`, fields: (r) => [String(r.category), String(r.action), String(r.websites)], paged: false });

    // e-mail templates: one row per trigger, as the API lists them
    await page.goto(details(id, 'Acme Corp', 'configurations/email-templates'));
    await settled(page);
    const templates = await api('/provider/companies/' + id + '/email-templates');
    const templateRows = bodyRows(page.getByRole('table', { name: 'E-mail templates', exact: true }));
    await expect(templateRows).toHaveCount(templates.length);
    for (const [i, t] of templates.entries()) await expect(templateRows.nth(i)).toContainText(String(t.name));
    await noSeriousViolations(page, 'configurations/email-templates');

    // Policies: the policy version and how far it reached, as the company's policy status answers
    const status = await api<Row>(`/provider/companies/${id}/policy-status`);
    await page.getByRole('navigation', { name: 'Configuration sections' }).getByRole('link', { name: 'Policies' }).click();
    await expect(page).toHaveURL(/\/configurations\/Policies$/);
    await settled(page);
    await expect(valueOf(page, 'Policy version')).toHaveText(String(status.version));
    await expect(valueOf(page, 'Endpoints with an agent')).toHaveText(String(status.endpoints_total));
    await expect(valueOf(page, 'Applied on all endpoints')).toHaveText(`${String(status.applied_total)} of ${String(status.endpoints_total)}`);
    await noSeriousViolations(page, 'configurations/Policies');

    // the endpoints tab counts what the drill-down's endpoint list counts
    expect(await api.count(`/provider/companies/${id}/endpoints`)).toBe(await api.count(`/provider/companies/${id}/devices`));
  });

  test("the account drill-down pages show the API's figures for Acme, agreeing with each other, and pass axe", async ({ page, request, signInAs }) => {
    const session = await signInAs(DEMO_USERS.providerAdmin.email);
    const api = apiOf(request, session);
    const id = (await companyIds(request, session))['Acme Corp'];
    const company = await api<Row & { admins: Row[] }>(`/provider/companies/${id}`);

    await page.goto(`/user-account/${id}/Acme%20Corp`);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Corp' })).toBeVisible();
    await expect(valueOf(page, 'Endpoints online')).toHaveText(`${String(company.endpoints_online)} of ${String(company.endpoints_total)}`);
    await expect(valueOf(page, 'People')).toHaveText(String(company.people));
    await expect(valueOf(page, 'Alerts (7 days)')).toHaveText(String(company.alerts_week));
    await expect(valueOf(page, 'Client ID')).toHaveText(String(company.client_id));
    const admins = bodyRows(page.getByRole('table', { name: 'Console users', exact: true }));
    await expect(admins).toHaveCount(company.admins.length);
    await expect(admins.first()).toContainText(String(company.admins[0].email));
    await noSeriousViolations(page, '/user-account');
    // the people and endpoint lists count what the overview says
    expect(await api.count(`/provider/companies/${id}/users`)).toBe(company.people);
    expect(await api.count(`/provider/companies/${id}/devices`)).toBe(company.endpoints_total);

    const nav = page.getByRole('navigation', { name: 'Look into this company' });
    await nav.getByRole('link', { name: 'People' }).click();
    await expect(page).toHaveURL(new RegExp(`/user-list/${id}`));
    await settled(page);
    await listMatchesApi(page, api, { table: 'Account users', path: `/provider/companies/${id}/users`, fields: (r) => [String(r.name), String(r.email)] });
    await noSeriousViolations(page, '/user-list');

    await page.goto(`/account-endpoint-list/${id}/Acme%20Corp`);
    await settled(page);
    await listMatchesApi(page, api, { table: 'Endpoints of the company', path: `/provider/companies/${id}/devices`, fields: (r) => [String(r.hostname), String(r.agent_version), dateTime(r.last_seen)] });
    await noSeriousViolations(page, '/account-endpoint-list');
    const [device] = await api(`/provider/companies/${id}/devices`, { page: '1', size: '10' });
    await page.getByRole('table', { name: 'Endpoints of the company' }).getByRole('link', { name: String(device.hostname), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/selected-endpoint-detail/${id}/.+/${String(device.id)}$`));
    await settled(page);
    const detail = await api<Row>(`/provider/companies/${id}/devices/${String(device.id)}`);
    await expect(valueOf(page, 'Serial number')).toHaveText(String(detail.serial));
    await expect(valueOf(page, 'Agent version')).toHaveText(String(detail.agent_version));
    await expect(valueOf(page, 'Last seen')).toHaveText(dateTime(detail.last_seen));
    await noSeriousViolations(page, '/selected-endpoint-detail');

    await page.goto(`/group/${id}`);
    await settled(page);
    await listMatchesApi(page, api, { table: 'Groups of the company', path: `/provider/companies/${id}/groups`, fields: (r) => [String(r.name), String(r.members)] });
    await noSeriousViolations(page, '/group');
    const groups = await api(`/provider/companies/${id}/groups`, { page: '1', size: '10' });
    const group = groups.find((g) => Number(g.members) > 0)!;
    await page.getByRole('link', { name: String(group.name), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/group/${id}/${encodeURIComponent(String(group.name))}$`));
    await settled(page);
    const members = await api<Row & { member_list: Row[] }>(`/provider/companies/${id}/groups/${encodeURIComponent(String(group.name))}`);
    // the group's people are as many as the groups list says
    expect(members.member_list.length).toBe(group.members);
    const memberRows = bodyRows(page.getByRole('table', { name: 'People in the group', exact: true }));
    await expect(memberRows).toHaveCount(members.member_list.length);
    await expect(memberRows.first()).toContainText(String(members.member_list[0].email));
    await noSeriousViolations(page, '/group/{name}');

    await page.goto(`/subaccount/${id}/Acme%20Corp`);
    await settled(page);
    await listMatchesApi(page, api, { table: 'Sub-accounts of the company', path: `/provider/companies/${id}/subaccounts`, fields: (r) => [String(r.name)], empty: 'This company has no sub-accounts' });
    await noSeriousViolations(page, '/subaccount');
  });

  test('the provider admin is refused a company it does not manage; a customer admin is refused the pages', async ({ page, request, signInAs }) => {
    const session = await signInAs(DEMO_USERS.providerAdmin.email);
    const headers = { authorization: `Bearer ${session.token}` };
    // the provider's own company is not one it manages (DESIGN.md: ops manages Acme, Globex and Initech)
    const own = session.account_id;
    expect(Object.values(await companyIds(request, session))).not.toContain(own);
    for (const path of ['', '/devices', '/groups', '/users', '/saas-apps', '/notification-logs', '/error-logs']) {
      const res = await request.get(`/api/provider/companies/${own}${path}`, { headers });
      expect(res.status(), path).toBe(404);
    }
    for (const path of [`/user-account/${own}/Palisade`, `/account-endpoint-list/${own}/Palisade`, `/group/${own}`]) {
      await page.goto(path);
      await expect(page.locator('#main').getByText('This company is not among the ones you manage.'), path).toBeVisible({ timeout: 20_000 });
    }
    await page.goto(details(own, 'Palisade', 'configurations/saas-app'));
    // the tab says the company is not the operator's, and shows no table at all
    await expect(page.locator('#main').getByText('This company is not among the ones you manage.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('table', { name: 'Classified SaaS apps', exact: true })).toHaveCount(0);

    const acme = (await companyIds(request, session))['Acme Corp'];
    const admin = await apiSignIn(request, DEMO_USERS.acmeAdmin.email);
    for (const path of [`/provider/companies/${acme}/saas-apps`, `/provider/companies/${acme}/devices`, `/provider/companies/${acme}/error-logs`]) {
      const res = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${admin.token}` } });
      expect(res.status(), path).toBe(403);
    }
  });

  test('a customer admin typing a drill-down or company tab goes to /unauthorized', async ({ page, request, signInAs }) => {
    const ops = await apiSignIn(request, DEMO_USERS.providerAdmin.email);
    const acme = (await companyIds(request, ops))['Acme Corp'];
    await signInAs(DEMO_USERS.acmeAdmin.email);
    for (const path of [`/user-account/${acme}/Acme%20Corp`, `/account-endpoint-list/${acme}`, details(acme, 'Acme Corp', 'configurations/saas-app'), details(acme, 'Acme Corp', 'logs/common-errors-logs')]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/unauthorized$/);
    }
  });

  test("the super admin sees Globex's tabs and overview with the API's figures", async ({ page, request, signInAs }) => {
    const session = await signInAs(DEMO_USERS.superAdmin.email);
    const api = apiOf(request, session);
    const id = (await companyIds(request, session))['Globex'];
    expect(id).toBeDefined();
    for (const spec of TABS(id).filter((s) => ['configurations/saas-app', 'configurations/fleet-endpoints', 'logs/common-errors-logs', 'logs/notifications-logs'].includes(s.tab))) {
      await page.goto(details(id, 'Globex', spec.tab));
      await settled(page);
      await listMatchesApi(page, api, spec);
      await noSeriousViolations(page, `Globex ${spec.tab}`);
    }
    const company = await api<Row>(`/provider/companies/${id}`);
    await page.goto(`/user-account/${id}/Globex`);
    await settled(page);
    await expect(valueOf(page, 'Endpoints online')).toHaveText(`${String(company.endpoints_online)} of ${String(company.endpoints_total)}`);
    await expect(valueOf(page, 'People')).toHaveText(String(company.people));
    await noSeriousViolations(page, 'Globex /user-account');
  });
});

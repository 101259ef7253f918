// issue 15 "standing checks": axe runs on every built screen of the route table for the account admin,
// with no serious or critical violation; and (issue 28 item 7) no screen is wider than 1280 or 1440 pixels. The list comes from the table and the screens map, so a new
// screen is covered the day it lands; a route with required params gets real values from the API. It
// runs last of the specs that change the demo company (playwright.config.ts WRITERS): when the demo has
// no geo-fence to open, it adds one.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { canOpenRoute } from '../../src/app/can-open';
import { allRoutes, type RouteId } from '../../src/app/routes/table';
import type { EndpointDef } from '../../src/api/contract/endpoint';
import { applicationsApi } from '../../src/api/contract/applications';
import { commandsApi, type ShareLink } from '../../src/api/contract/commands';
import { fleetApi } from '../../src/api/contract/fleet';
import { notificationsApi } from '../../src/api/contract/notifications';
import { saasApi } from '../../src/api/contract/saas';
import { usersApi } from '../../src/api/contract/users';
import { webPoliciesApi } from '../../src/api/contract/web-policies';
import { websitesApi } from '../../src/api/contract/websites';
import { ztpaApi } from '../../src/api/contract/ztpa';
import { ztpaOpsApi } from '../../src/api/contract/ztpa-ops';
import { dlpApi } from '../../src/api/contract/dlp';
import { linkTo, type LinkParams } from '../../src/lib/links';
import { fillPath, searchString, type QueryRecord, type PathParams } from '../../src/lib/url';
import { DEMO_USERS, expect, test } from './fixtures';

/** Route ids that have a screen, read from src/app/screens.ts without loading React. */
async function builtScreens(): Promise<Set<string>> {
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(new URL('../../src/app/screens.ts', import.meta.url), 'utf8');
  return new Set([...text.matchAll(/^\s+'?([A-Za-z0-9-]+)'?: /gm)].map((m) => m[1]));
}

const DAY = 86_400_000;
const range = () => ({ s: Date.now() - 30 * DAY, e: Date.now(), z: 'UTC' });

async function first<T>(request: APIRequestContext, token: string, e: EndpointDef, params: PathParams = {}, query: QueryRecord = {}): Promise<T | undefined> {
  const res = await request.get(`/api${fillPath(e.path, params)}${searchString({ page: 1, size: 1, ...query })}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok()) return undefined;
  const rows = (await res.json()) as T[];
  return rows[0];
}

/** Real values for the routes with required params: an app, a Gen AI app, a website, a category, their people and endpoints. */
async function sampleParams(request: APIRequestContext, token: string): Promise<Partial<Record<RouteId, LinkParams>>> {
  const r = range();
  const app = await first<{ name: string }>(request, token, saasApi.listInventory, {}, r);
  const genAi = await first<{ name: string }>(request, token, saasApi.listInventory, {}, { ...r, genai: true });
  const site = await first<{ domain: string }>(request, token, websitesApi.listInventory, {}, r);
  const category = await first<{ name: string }>(request, token, websitesApi.listCategories, {}, r);
  const appUser = app && (await first<{ email: string }>(request, token, saasApi.listAppUsers, { name: app.name }, r));
  const appDevice = app && (await first<{ id: string }>(request, token, saasApi.listAppDevices, { name: app.name }, r));
  const genAiUser = genAi && (await first<{ email: string }>(request, token, saasApi.listAppUsers, { name: genAi.name }, r));
  const genAiDevice = genAi && (await first<{ id: string }>(request, token, saasApi.listAppDevices, { name: genAi.name }, r));
  const siteUser = site && (await first<{ email: string }>(request, token, websitesApi.listWebsiteUsers, { name: site.domain }, r));
  const siteDevice = site && (await first<{ id: string }>(request, token, websitesApi.listWebsiteDevices, { name: site.domain }, r));
  const categoryUser = category && (await first<{ email: string }>(request, token, websitesApi.listCategoryUsers, { name: category.name }, r));
  const blocked = await first<{ category: string }>(request, token, webPoliciesApi.listBlockedCategories);
  const fence = (await first<{ name: string }>(request, token, webPoliciesApi.listGeoFences)) ?? (await addGeoFence(request, token));
  const unsanctioned = await first<{ name: string }>(request, token, saasApi.listUnsanctionedCategories);
  const endpoint = await first<{ id: string }>(request, token, fleetApi.listDevices);
  const template = await first<{ trigger: string; id: string | null }>(request, token, notificationsApi.listAccountEmailTemplates);
  const application = await first<{ name: string }>(request, token, applicationsApi.listApplications);
  const person = await first<{ email: string }>(request, token, usersApi.listUsers);
  const group = await first<{ name: string }>(request, token, usersApi.listGroups);
  const asset = await first<{ id: string }>(request, token, fleetApi.listAssets);
  const out: Partial<Record<RouteId, LinkParams>> = {};
  const set = (ids: RouteId[], params: LinkParams | undefined | false) => {
    if (params) for (const id of ids) out[id] = params;
  };
  set(['saas-users', 'saas-users-list', 'saas-users-endpoint', 'saas-users-graph'], app && { name: app.name });
  set(['saas-users-report'], app && appUser && { appName: app.name, userName: appUser.email });
  set(['saas-endpoint-report'], app && appDevice && { id: appDevice.id, appName: app.name });
  set(['gen-ai-users', 'gen-ai-users-list', 'gen-ai-users-endpoints', 'gen-ai-users-graph'], genAi && { name: genAi.name });
  set(['gen-ai-user-report'], genAi && genAiUser && { appName: genAi.name, userName: genAiUser.email });
  set(['gen-ai-endpoint-report'], genAi && genAiDevice && { id: genAiDevice.id, appName: genAi.name });
  set(['websites-users', 'websites-users-list', 'websites-users-endpoint', 'websites-users-graph'], site && { name: site.domain });
  set(['websites-users-report'], site && siteUser && { appName: site.domain, userName: siteUser.email });
  set(['websites-endpoints-report'], site && siteDevice && { id: siteDevice.id, appName: site.domain });
  set(['categories-users', 'categories-users-graph'], category && { name: category.name });
  set(['category-users-report'], category && categoryUser && { appName: category.name, userName: categoryUser.email });
  set(['blocked-category'], blocked && { name: blocked.category });
  set(['update-geofencing'], fence && { name: fence.name });
  set(['update-unsanctioned-category'], unsanctioned && { name: unsanctioned.name });
  set(['endpoint-details'], endpoint && { id: endpoint.id });
  set(['applications-detail'], application && { id: application.name, apt: 'all' });
  set(['update-user'], person && { email: person.email });
  set(['update-group'], group && { name: group.name });
  set(['endpoint-list'], { id: 'all' });
  set(['download-instructions', 'copilot-download-instructions'], { name: 'agent', type: 'LINUX_AMD_64' });
  set(['download-na-instructions'], { name: 'agent', type: 'WINDOWS_AMD_64_NA' });
  set(['update-endpoint'], asset && { id: asset.id });
  set(['account-email-template-create'], template && { trigger: template.trigger });
  set(['account-email-template'], template && { trigger: template.trigger, id: template.id ?? 'default' });
  // the public Command Execution page opens from a command's signed status link
  const command = await first<{ id: string }>(request, token, commandsApi.listCommands);
  if (command) {
    const res = await request.post(`/api${fillPath(commandsApi.getShareLink.path, { id: command.id })}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.ok(), await res.text()).toBe(true);
    const [, , id, name] = ((await res.json()) as ShareLink).path.split('/');
    set(['execute-command'], { id, name });
  }
  // ZTPA (issue 22): a demo gateway, the busiest destination and its top user
  const gateway = await first<{ id: string }>(request, token, ztpaApi.listGateways);
  set(['execute-ztpa-command'], await first<{ id: string }>(request, token, ztpaOpsApi.listGatewayCommands));
  set(['vpn-server-list', 'vpn-server-logs-tab', 'vpn-server-activity-tab', 'vpn-server-errors-tab', 'vpn-server-command-tab', 'configure-vpn', 'edit-config-vpn'], gateway && { id: gateway.id });
  const destination = await first<{ host: string }>(request, token, ztpaApi.listDestinations, {}, r);
  set(['vpn-details', 'vpn-details-graph'], destination && { name: destination.host });
  const destinationUser = destination && (await (await request.get(`/api${fillPath(ztpaApi.getDestination.path, { name: destination.host })}${searchString(r)}`, { headers: { authorization: `Bearer ${token}` } })).json() as { top_users: { email: string }[] }).top_users[0];
  set(['vpn-users-graph'], destination && destinationUser && { subnet: destination.host, userName: destinationUser.email });
  // DLP (issue 21): the endpoint with the most sensitive files now, a file found on an endpoint, a data type
  const dlpEndpoint = await first<{ endpoint: { id: string }; data_types: string[] }>(request, token, dlpApi.listDlpEndpoints);
  const dlpFile = await first<{ id: string }>(request, token, dlpApi.listSensitiveFiles);
  set(['dlp-endpoint-details'], dlpEndpoint && { deviceId: dlpEndpoint.endpoint.id });
  set(['scan-history'], dlpFile && { fileId: dlpFile.id });
  set(['file-details'], dlpFile && { id: dlpFile.id });
  set(['data-details'], dlpEndpoint?.data_types[0] !== undefined && { id: dlpEndpoint.data_types[0] });
  set(['add-new-policy'], { type: 'activity' }); // DLP data activity policy form (issue 21)
  set(['selected-control'], { id: 'cis:4.5' });
  const [appGroup, blockedGroup] = await Promise.all((['INSTALL', 'BLOCK'] as const).map(async (kind) => first<{ id: string; name: string }>(request, token, (await import('../../src/api/contract/mdm-apps')).mdmAppsApi.listAppGroups, {}, { kind })));
  set(['apps-group-detail'], appGroup && { name: appGroup.name, id: appGroup.id });
  set(['mdm-history', 'control-policy-history', 'device-details', 'command-history'], await (async () => { const mac = await first<{ id: string }>(request, token, (await import('../../src/api/contract/mdm-enrol')).mdmEnrolApi.listEnrolledDevices); return mac && { id: mac.id }; })());
  set(['update-application-group'], appGroup && { id: appGroup.id });
  set(['blocked-apps-group-detail'], blockedGroup && { name: blockedGroup.name, id: blockedGroup.id });
  set(['update-blocked-apps-group'], blockedGroup && { id: blockedGroup.id });
  set(['edit-app-policy'], await first<{ id: string }>(request, token, (await import('../../src/api/contract/mdm-policies')).mdmPoliciesApi.listAppPolicies));
  set(['update-custom-apps'], await first<{ id: string }>(request, token, (await import('../../src/api/contract/mdm-catalog')).mdmCatalogApi.listManagedApps, {}, { source: 'CUSTOM' }));
  set(['selected-application'], { appName: 'Chrome' });
  set(['help-center-topic'], { name: 'inventory' });
  set(['help-center-article'], { name: 'inventory', child: 'saas-apps' });
  return out;
}

async function addGeoFence(request: APIRequestContext, token: string): Promise<{ name: string }> {
  const e = webPoliciesApi.createGeoFence;
  const res = await request.post(`/api${e.path}`, { headers: { authorization: `Bearer ${token}` }, data: { name: 'Accessibility check', countries: ['KP'], action: 'Report' } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { name: string };
}

const hasRequiredParams = (path: string) => path.split('/').some((s) => s.startsWith(':') && !s.endsWith('?'));

test('every built screen the admin can open has no serious or critical axe violation and fits 1280 and 1440 pixels', async ({ page, signInAs, request }) => {
  test.setTimeout(1_500_000); // ~210 screens at two widths: about 10 minutes on 2 cores, more on a loaded machine
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  const admin = { role: 'ADMIN' as const, flags: { enable_dlp: true, enable_vpn: true, enable_mdm: true, enable_execute_command: true, disable_session_logs: false }, billing: true, onProviderAccount: false };
  const token = session.token;
  const screens = await builtScreens();
  const params = await sampleParams(request, token);
  const failures: string[] = [];
  const visited: string[] = [];
  const unreached: string[] = [];
  for (const route of allRoutes) {
    if (!screens.has(route.id) || route.redirectWhenSignedIn || route.index || !canOpenRoute(route, admin)) continue;
    const given = params[route.id as RouteId];
    if (hasRequiredParams(route.path) && !given) {
      if (route.id !== 'conversation') unreached.push(route.id);
      continue;
    }
    await page.goto(linkTo(route.id as RouteId, given));
    // a framed route's main region is the frame's (its own chunk), not the one shown while the session restores
    const main = page.locator(route.chrome === 'bare' ? '#main' : '#main.app-main');
    await expect(main).toBeVisible();
    // the screen's own content has arrived: no loading placeholder left in the main region
    await expect(page.locator('#main').getByText('Loading', { exact: true })).toHaveCount(0, { timeout: 15_000 });
    // the first page after sign-in may still swap its main region once (session restored, frame loaded)
    const analyze = () => new AxeBuilder({ page }).include('#main').analyze();
    const results = await analyze().catch(async (error: unknown) => {
      if (!String(error).includes('No elements found for include')) throw error;
      await expect(main).toBeVisible();
      return analyze();
    });
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    for (const v of bad) failures.push(`${route.id}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
    // DESIGN.md "What every area adds": no horizontal overflow at 1280 and 1440 pixels wide, neither of
    // the page nor of the main region (a wide table scrolls inside its own box)
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => {
        const main = document.getElementById('main')!;
        return { page: document.documentElement.scrollWidth - window.innerWidth, main: main.scrollWidth - main.clientWidth };
      });
      if (overflow.page > 0 || overflow.main > 0) failures.push(`${route.id} at ${width}px: page ${overflow.page}px, main ${overflow.main}px wider than the window`);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    visited.push(route.id);
  }
  test.info().annotations.push({ type: 'screens', description: `${visited.length} screens checked` });
  expect({ failures, unreached }).toEqual({ failures: [], unreached: [] });
  expect(visited.length).toBeGreaterThan(40);
});

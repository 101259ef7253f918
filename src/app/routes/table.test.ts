import { describe, expect, it } from 'vitest';
import type { AccessContext } from '../../api/contract/access';
import { FEATURE_FLAGS, type FeatureFlag } from '../../api/contract/accounts';
import { decideGuard } from '../guard';
import { MENU } from '../menu';
import { allRoutes, findRoute, matchRoute, routeById, routeTree, type RouteId } from './table';

// spec part 2 §2.6, transcribed by hand: `{x}` written `:x`, `{product}` is 'palisade', tab children
// written out under their parent.
const SPEC_PATHS = `
/login/callback /google/callback /vanta/oauth/callback / /login /forgot-password /reset-password /signup
/unauthorized /mdm-enroll /mdm-login /enroll-mdm /success-enrollment /error-enrollment /help-center
/help-center/:name /help-center/:name/:child /endpoint-status /execute-command-management /execute-command/:id/:name
/okta/oauth2/authorize /success-payment /error-payment /downloads-ext /downloads /downloads-na
/download-na-instructions/:name/:type/:installType? /download-instructions/:name/:type/:installType?

/dashboard-v2 /dashboard /accounts /add-account /alerts-saas-apps /alerts-websites /session /compliance-ext /compliance
/productivity-insight /productivity-insight/old /reports-saas-apps /websites-reports /websites-reports/websites-tab
/websites-reports/categories-tab /activity

/saas /saas/list /saas/graph /saas-users/:name /saas-users/:name/list /saas-users/:name/endpoint /saas-users/:name/graph
/saas-users-report/:appName/:userName /saas-endpoint-report/:id/:appName /bulk-edit-apps /inventory-websites
/inventory-websites/list /inventory-websites/graph /websites-users/:name /websites-users/:name/list
/websites-users/:name/endpoint /websites-users/:name/graph /websites-users-report/:appName/:userName
/websites-endpoints-report/:id/:appName /website-categories /website-categories/graph /categories-users/:name
/categories-users/:name/graph /category-users-report/:appName/:userName /gen-ai-apps /gen-ai-apps/list /gen-ai-apps/graph
/gen-ai-users/:name /gen-ai-users/:name/list /gen-ai-users/:name/endpoints /gen-ai-users/:name/graph
/gen-ai-user-report/:appName/:userName /gen-ai-endpoint-report/:id/:appName /gen-ai-user /bulk-edit-ai-apps

/sensitive-data-ext /sensitive-data /Sensitive-data-groups /add-new-policy/:type/:id? /sensitive-activity
/copy-paste-activity /source-code /dlp-endpoints /dlp-endpoint-details/:deviceId /scan-history/:fileId /data-details/:id
/file-details/:id /data-exfiltration /update-LLM/:name? /data-exfiltration-steps /update-steps/:name? /add-new-folder-steps
/add-new-token /add-new-hash /file-hash/:id? /token-hashes/:id? /add-custom-data/:id? /add-custom-data-steps
/add-new-folder/:id? /add-new-system-dictionary/:id? /add-new-system-dictionary-steps

/users /devices /inactive-devices /applications /applications-detail/:id/:apt /browser-policy /endpoint-details/:id

/commands /add-command /ztpa-commands /add-ztpa-command /execute-ztpa-command/:id

/inventory-vpn /ztpa-server /vpn-users-graph/:subnet/:userName /vpn-details/:name /vpn-details/:name/graph /cloud-agents
/cloud-services /cloud-services/external-tab /cloud-services/internal-tab

/saas-config /add-custom-saas-app /add-catalog-saas-app /add-unsanctioned-category /update-unsanctioned-category/:name
/browse-catalog /config-websites /blocked-category/:name /config-endpoints /add-new-rule /update-rule/:id?
/configure-vpn/:id? /config-vpn /edit-config-vpn/:id? /edit-proxy-destination/:id? /add-websites/:name?
/add-blocked-category/:name? /geo-fencing /add-geofencing /update-geofencing/:name /browse-catalog-legacy
/edit-catalog-app/:name /catalog-app-image/:name/:imageId? /excluded-domains /add-excluded-domains/:id?
/add-excluded-domains-others/:id? /update-excluded-domains-others/:id?

/config-frameworks /config-frameworks/framework-selection /config-frameworks/selected-frameworks /controls /policies
/application-policies /add-application-group /apps-group-detail/:name/:id /blocked-apps-group-detail/:name/:id
/update-application-group/:id /add-blocked-apps-group /update-blocked-apps-group/:id /app-catalog /browsers
/browsers/application-selection /browsers/selected-application/:appName /selected-control/:id /account-email-templates
/account-email-template/:trigger/create /account-email-template/:trigger/:id /push-certificate /add-certificate
/device-enrollment-program /add-device-enrollment /content-token /add-content-token /content-apps /add-custom-apps
/update-custom-apps/:id /add-app-policy /edit-app-policy/:id

/user-management /inactive-users /add-users /update-user/:email /endpoints /endpoints/v2 /inactive-endpoints
/mdm-history/:id/:name?/:accountId? /mdm-history/:id/:name?/:accountId?/control-policy-history
/mdm-history/:id/:name?/:accountId?/device-details /mdm-history/:id/:name?/:accountId?/command-history
/endpoint-list/:id /add-new-endpoint /update-endpoint/:id /group-management /add-group /update-group/:name

/billing /payment-history

/update-copilot-version/:version /admin-accounts /copilot-versions /copilot-release /add-copilot-version /canary
/add-canary/:id? /scheduled-jobs /selected-scheduled-job/:id /admin-saas-apps /admin-native-apps /native-app/:id?
/admin-website-categories /admin-websites /sudo-add-saas/:name? /sudo-add-websites/:name? /sudo-update-category/:name?
/sudo-add-new-category/:name? /email-templates /palisade-accounts /palisade-account-details/:id/:name?
/palisade-account-details/:id/:name?/company-details /palisade-account-details/:id/:name?/configurations
/palisade-account-details/:id/:name?/configurations/bypassed-domains /palisade-account-details/:id/:name?/configurations/saas-app
/palisade-account-details/:id/:name?/configurations/websites /palisade-account-details/:id/:name?/configurations/Geo-Fencing
/palisade-account-details/:id/:name?/configurations/ztpa-gateway
/palisade-account-details/:id/:name?/configurations/ztpa-gateway/config-ztpa/:ztpaId?
/palisade-account-details/:id/:name?/configurations/dlp-sensitive /palisade-account-details/:id/:name?/configurations/fleet-endpoints
/palisade-account-details/:id/:name?/configurations/frameworks /palisade-account-details/:id/:name?/configurations/email-templates
/palisade-account-details/:id/:name?/configurations/Policies /palisade-account-details/:id/:name?/logs/admin-event-logs
/palisade-account-details/:id/:name?/logs/notifications-logs /palisade-account-details/:id/:name?/logs/common-errors-logs
/palisade-account-details/:id/:name?/alerts/saas-apps /palisade-account-details/:id/:name?/alerts/website

/user-account/:id/:name? /user-list/:id/:name? /account-endpoint-list/:id/:name? /selected-endpoint-detail/:accountId/:name/:id
/subaccount/:id/:name? /group/:id/:name? /:parentname/:id/subaccount/details/:name? /add-email-template/:id?

/email-report /email-report/compliance-tab /email-report/summary-tab /email-report/inactivity-tab /email-report/dlp-tab
/add-email-reports/:id?

/vpn-server /vpn-server-list/:id? /vpn-server-list/:id?/logs-tab /vpn-server-list/:id?/activity-tab
/vpn-server-list/:id?/errors-tab /vpn-server-list/:id?/command-tab

/copilot-download /chatbot /chatbot/conversation /chatbot/conversation/:id /copilot-download-instructions/:name/:type/:installType?
/vanta /scrut /microsoft /azure /google /okta /notification-logs /admin-logs /ztpa-logs /error-logs /setup-guide
/recommended-config /recommended-config/users-groups /recommended-config/blocked-categories /recommended-config/sanctioned-apps
/recommended-config/unsanctioned-apps /recommended-config/compliance-framework /recommended-config/configure-mdm
/recommended-config/configure-ztpa /recommended-config/email-reports /account-settings /copilot /copilot-messages /about
/api-setting /expand-view /login-details /delete-account
`.split(/\s+/).filter(Boolean);

// spec part 1 §2: the routes it names, and every id of its left navigation, with the path each maps to.
const PART1_IDS: Record<string, string> = {
  login: '/login', 'okta-auth': '/okta-auth', 'okta-authorize': '/okta/oauth2/authorize', 'login-callback': '/login/callback',
  dashboard: '/dashboard', 'alerts-saas-apps': '/alerts-saas-apps', 'alerts-websites': '/alerts-websites', 'palisade-accounts': '/palisade-accounts',
  'saas-config': '/saas-config', 'configure-vpn': '/configure-vpn/:id?', accounts: '/accounts', 'account-settings': '/account-settings',
  'help-center': '/help-center', 'new-conversation': '/chatbot/conversation', 'setup-guide': '/setup-guide', 'endpoint-status': '/endpoint-status',
  unauthorized: '/unauthorized', compliance: '/compliance', 'productivity-insight': '/productivity-insight', 'reports-saas-apps': '/reports-saas-apps',
  'reports-categories-tab': '/websites-reports/categories-tab', 'reports-websites-tab': '/websites-reports/websites-tab', activity: '/activity',
  'saas-list': '/saas/list', 'gen-ai-list': '/gen-ai-apps/list', 'website-categories': '/website-categories', 'inventory-websites-list': '/inventory-websites/list',
  'ztpa-server': '/ztpa-server', 'inventory-vpn': '/inventory-vpn', 'dlp-endpoints': '/dlp-endpoints', 'sensitive-data': '/sensitive-data',
  'source-code': '/source-code', 'copy-paste-activity': '/copy-paste-activity', devices: '/devices', users: '/users', applications: '/applications',
  'browser-policy': '/browser-policy', 'cloud-agents': '/cloud-agents', 'external-tab': '/cloud-services/external-tab', commands: '/commands',
  'ztpa-commands': '/ztpa-commands', 'config-websites': '/config-websites', 'geo-fencing': '/geo-fencing', 'excluded-domains': '/excluded-domains',
  'config-vpn': '/config-vpn', 'data-exfiltration': '/data-exfiltration', 'Sensitive-data-groups': '/Sensitive-data-groups',
  'framework-selection': '/config-frameworks/framework-selection', policies: '/policies', 'application-policies': '/application-policies',
  'content-apps': '/content-apps', 'application-selection': '/browsers/application-selection', 'account-email-templates': '/account-email-templates',
  azure: '/azure', google: '/google', okta: '/okta', microsoft: '/microsoft', vanta: '/vanta', scrut: '/scrut',
  'notification-logs': '/notification-logs', 'admin-logs': '/admin-logs', 'ztpa-logs': '/ztpa-logs', 'error-logs': '/error-logs',
  'login-details': '/login-details', 'endpoints-v2': '/endpoints/v2', 'user-management': '/user-management', 'group-management': '/group-management',
  'push-certificate': '/push-certificate', 'device-enrollment-program': '/device-enrollment-program', 'content-token': '/content-token',
  'vpn-server': '/vpn-server', 'email-compliance-tab': '/email-report/compliance-tab', billing: '/billing', 'payment-history': '/payment-history',
  'admin-saas-apps': '/admin-saas-apps', 'admin-native-apps': '/admin-native-apps', 'admin-website-categories': '/admin-website-categories',
  'admin-websites': '/admin-websites', 'kc-email-templates': '/email-templates', 'copilot-release': '/copilot-release', canary: '/canary',
  'scheduled-jobs': '/scheduled-jobs', 'copilot-download': '/copilot-download', copilot: '/copilot', 'copilot-messages': '/copilot-messages',
  'api-setting': '/api-setting', about: '/about', 'delete-account': '/delete-account',
};

const ALL_FLAGS_ON = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, f !== 'disable_session_logs'])) as Record<FeatureFlag, boolean>;
const GLOBEX_FLAGS: Record<FeatureFlag, boolean> = {
  enable_dlp: false, enable_mdm: false, enable_vpn: false, enable_execute_command: false, disable_session_logs: true,
};
const ctx = (role: AccessContext['role'], flags = ALL_FLAGS_ON, extra: Partial<AccessContext> = {}): AccessContext => ({
  role, flags, billing: true, onProviderAccount: role === 'SuperAdmin' || role === 'PALISADE_ADMIN', ...extra,
});
const ready = (access: AccessContext) => ({ status: 'ready' as const, access });
const decisionAt = (path: string, access: AccessContext) => {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  return decideGuard(match.route, ready(access)).kind;
};

describe('the route table', () => {
  const paths = new Set(allRoutes.map((r) => r.path));

  it('holds every path of spec part 2 §2.6', () => {
    expect(SPEC_PATHS.length).toBeGreaterThan(290);
    expect(SPEC_PATHS.filter((p) => !paths.has(p))).toEqual([]);
  });

  it('holds nothing the spec does not name, except /okta-auth of part 1 §2 and the tab containers of logs and alerts', () => {
    const spec = new Set(SPEC_PATHS);
    expect(allRoutes.map((r) => r.path).filter((p) => !spec.has(p))).toEqual([
      '/okta-auth', '/palisade-account-details/:id/:name?/logs', '/palisade-account-details/:id/:name?/alerts',
    ]);
  });

  it('moves a legacy address on to a route that exists, opens with the same gate and needs no parameter', () => {
    const moving = allRoutes.filter((r) => r.movesTo !== undefined);
    expect(moving.map((r) => r.path)).toEqual(['/productivity-insight/old']);
    for (const route of moving) {
      const target = allRoutes.find((r) => r.id === route.movesTo);
      expect(target, route.id).toBeDefined();
      expect(target!.path).not.toContain(':');
      expect(target!.gate).toEqual(route.gate);
    }
  });

  it('has unique ids and unique paths', () => {
    expect(new Set(allRoutes.map((r) => r.id)).size).toBe(allRoutes.length);
    expect(paths.size).toBe(allRoutes.length);
  });

  it('maps every route id of spec part 1 §2 to its path', () => {
    for (const [id, path] of Object.entries(PART1_IDS)) expect(findRoute(id)?.path, id).toBe(path);
  });

  it('resolves every menu child to a route', () => {
    const ids = MENU.flatMap((m) => [...(m.items ?? []), ...(m.groups ?? []).flatMap((g) => g.items)]).flatMap((item) =>
      'routeId' in item ? [item.routeId] : [item.byCategory, item.byWebsite],
    );
    expect(ids.length).toBeGreaterThan(70);
    for (const id of ids) expect(findRoute(id), id).toBeDefined();
  });

  // the screen each entry shows is app/screens.ts's (screens.test.ts)
  it('gives every entry a title and a spec reference', () => {
    for (const r of allRoutes) {
      expect(r.title.trim(), r.id).not.toBe('');
      expect(r.spec, r.id).toMatch(/^part [12] §/);
    }
  });

  it('makes each child at least as strict as its parent', () => {
    for (const r of allRoutes.filter((x) => x.parentId)) {
      const parent = findRoute(r.parentId!)!;
      expect(r.gate.area, r.id).toBe(parent.gate.area);
      for (const flag of parent.gate.flags ?? []) expect(r.gate.flags, r.id).toContain(flag);
      for (const flag of parent.gate.blockedBy ?? []) expect(r.gate.blockedBy, r.id).toContain(flag);
      expect(r.path.startsWith(parent.path), r.id).toBe(true);
    }
  });

  it('names an existing child as the index of each tab container', () => {
    for (const r of allRoutes.filter((x) => x.index)) expect(r.children?.some((c) => c.id === r.index), r.id).toBe(true);
    expect(routeById('chatbot').index).toBe('new-conversation');
  });

  it('opens the public group of §2.6 without a session and keeps sign-in pages bare', () => {
    for (const r of routeTree.filter((x) => x.spec === 'part 2 §2.6 Public or auth')) expect(r.gate.area, r.id).toBe('public');
    for (const id of ['root', 'login', 'signup', 'forgot-password', 'reset-password', 'login-callback'] as RouteId[]) {
      expect(routeById(id).chrome, id).toBe('bare');
    }
  });

  it('hides the side panel on help-centre, accounts, add-account, endpoint-status and dashboard-v2', () => {
    for (const id of ['help-center', 'help-center-topic', 'help-center-article', 'accounts', 'add-account', 'endpoint-status', 'dashboard-v2'] as RouteId[]) {
      expect(routeById(id).chrome, id).toBe('no-panel');
    }
    expect(routeById('dashboard').chrome).toBe('shell');
  });
});

describe('matchRoute', () => {
  it.each([
    ['/saas/list', 'saas-list'],
    ['/saas', 'saas'],
    ['/palisade-account-details/5/configurations', 'palisade-account-configurations'],
    ['/palisade-account-details/5/Acme/configurations/ztpa-gateway/config-ztpa', 'palisade-account-config-ztpa'],
    ['/account-email-template/welcome/create', 'account-email-template-create'],
    ['/account-email-template/welcome/42', 'account-email-template'],
    ['/acme/7/subaccount/details', 'subaccount-details'],
    ['/mdm-history/9/device-details', 'device-details'],
    ['/chatbot/conversation/abc', 'conversation'],
    ['/endpoints/v2', 'endpoints-v2'],
    ['/', 'root'],
  ])('%s is %s', (path, id) => {
    expect(matchRoute(path)?.route.id).toBe(id);
  });

  it('reads optional params when given and leaves them undefined when not', () => {
    expect(matchRoute('/palisade-account-details/5')).toMatchObject({ route: { id: 'palisade-account-details' }, params: { id: '5', name: undefined } });
    expect(matchRoute('/palisade-account-details/5/Acme')?.params).toEqual({ id: '5', name: 'Acme' });
    expect(matchRoute('/mdm-history/9/MBP/a1/command-history')).toMatchObject({ route: { id: 'command-history' }, params: { id: '9', name: 'MBP', accountId: 'a1' } });
    expect(matchRoute('/download-instructions/copilot/DARWIN_ARM_64')?.params).toEqual({ name: 'copilot', type: 'DARWIN_ARM_64', installType: undefined });
    expect(matchRoute('/update-rule/')?.route.id).toBe('update-rule');
    expect(matchRoute('/update-rule/')?.params.id).toBeUndefined();
  });

  it('decodes segments and keeps an encoded slash inside its param', () => {
    expect(matchRoute('/update-group/Sales%2FEMEA')).toMatchObject({ route: { id: 'update-group' }, params: { name: 'Sales/EMEA' } });
    expect(matchRoute('/saas-users/Google%20Drive/list')?.params).toEqual({ name: 'Google Drive' });
    expect(matchRoute('/update-group/100%')?.params).toEqual({ name: '100%' });
    expect(matchRoute('/update-group/a/b')).toBeUndefined();
  });

  it('matches regardless of case and of a trailing slash, as React Router does', () => {
    expect(matchRoute('/SAAS/List')?.route.id).toBe('saas-list');
    expect(matchRoute('/sensitive-data-groups')?.route.id).toBe('Sensitive-data-groups');
    expect(matchRoute('/dashboard/')?.route.id).toBe('dashboard');
  });

  it('reads params and finds nothing for unknown paths', () => {
    expect(matchRoute('/saas-users/Slack/graph')?.params).toEqual({ name: 'Slack' });
    expect(matchRoute('/no-such-screen')).toBeUndefined();
    expect(matchRoute('/help-center/a/b/c')).toBeUndefined();
  });
});

describe('route guards (spec part 2 §2.7)', () => {
  it("sends Globex's admin to /unauthorized for what its flags turn off", () => {
    const globex = ctx('ADMIN', GLOBEX_FLAGS, { billing: false });
    for (const path of [
      '/dlp-endpoints', '/ztpa-server', '/inventory-vpn', '/commands', '/ztpa-commands', '/activity', '/productivity-insight',
      '/websites-reports/categories-tab', '/inventory-websites/list', '/push-certificate', '/config-frameworks/framework-selection',
      '/mdm-history/1', '/vpn-server', '/config-vpn', '/data-exfiltration', '/billing', '/payment-history', '/email-report/dlp-tab',
    ]) {
      expect(decisionAt(path, globex), path).toBe('unauthorized');
    }
    for (const path of ['/dashboard', '/saas/list', '/devices', '/saas-config', '/alerts-websites', '/email-report/compliance-tab']) {
      expect(decisionAt(path, globex), path).toBe('render');
    }
  });

  it('lets Acme admin in everywhere but the operator area', () => {
    const acme = ctx('ADMIN');
    for (const r of allRoutes) {
      const expected = r.gate.area === 'operator' ? 'unauthorized' : 'render';
      if (r.redirectWhenSignedIn) continue;
      expect(decideGuard(r, ready(acme)).kind, r.id).toBe(expected);
    }
  });

  it('closes customer routes to the super-admin types and opens operator routes to them', () => {
    for (const role of ['SuperAdmin', 'PALISADE_ADMIN'] as const) {
      expect(decisionAt('/dashboard', ctx(role))).toBe('unauthorized');
      expect(decisionAt('/palisade-accounts', ctx(role))).toBe('render');
      expect(decisionAt('/canary', ctx(role))).toBe('render');
      expect(decisionAt('/edit-catalog-app/Slack', ctx(role))).toBe('render');
      expect(decisionAt('/subaccount/1', ctx(role))).toBe('render');
    }
    expect(decisionAt('/admin-accounts', ctx('PALISADE_ADMIN'))).toBe('unauthorized');
    expect(decisionAt('/copilot-versions', ctx('PALISADE_ADMIN'))).toBe('unauthorized');
    expect(decisionAt('/admin-accounts', ctx('SuperAdmin'))).toBe('render');
  });

  it('keeps Cloud, the SaaS Apps report and AskCISO from the auditor', () => {
    const auditor = ctx('AUDITOR');
    for (const path of ['/cloud-agents', '/cloud-services/external-tab', '/reports-saas-apps', '/chatbot/conversation', '/saas-config']) {
      expect(decisionAt(path, auditor), path).toBe('unauthorized');
    }
    expect(decisionAt('/alerts-saas-apps', auditor)).toBe('render');
  });

  it('sends signed-out visitors to sign in, except on public pages, and signed-in users away from /login', () => {
    expect(decideGuard(routeById('dashboard'), { status: 'signedOut', access: null }).kind).toBe('login');
    expect(decideGuard(routeById('help-center'), { status: 'signedOut', access: null }).kind).toBe('render');
    expect(decideGuard(routeById('login'), { status: 'signedOut', access: null }).kind).toBe('render');
    expect(decideGuard(routeById('dashboard'), { status: 'loading', access: null }).kind).toBe('loading');
    expect(decideGuard(routeById('login'), ready(ctx('GROUP_ADMIN')))).toEqual({ kind: 'landing', to: '/alerts-saas-apps' });
    expect(decideGuard(routeById('root'), ready(ctx('PALISADE_ADMIN')))).toEqual({ kind: 'landing', to: '/palisade-accounts' });
    expect(decideGuard(routeById('copilot-download'), ready(ctx('GROUP_ADMIN'))).kind).toBe('render');
  });
});

// THE route table (DESIGN.md "single sources of truth"): every path of spec part 2 §2.6 and every
// route id of part 1 §2. Menu, guards, breadcrumbs, document titles, the palette and deep links read it.
// Gates follow part 2 §2.7 and the role table of DESIGN.md; the choices the spec left open are in
// docs/DECISIONS.md ("Route table").
import { matchPath } from 'react-router-dom';
import type { Gate } from '../api/contract/access';
import { activityFilters, chatFilters, commandFilters, gatewayFilters, alertFilters, appInventoryFilters, complianceFilters, dataFilters, deviceFilters, drillDownFilters, endpointManagementFilters, genAiUserFilters, peopleFilters, policyListFilters, userManagementFilters, websiteInventoryFilters } from './route-filters';
import type { GroupDefaults, GroupIds, IdsOf, RouteDef, RouteGroup, RouteInput } from './route-types';

const DLP = ['enable_dlp'] as const;
const MDM = ['enable_mdm'] as const;
const VPN = ['enable_vpn'] as const;
const COMMANDS = ['enable_execute_command'] as const;
const SESSION_LOGS = ['disable_session_logs'] as const;

const g = {
  public: { area: 'public' },
  open: { area: 'open' },
  general: { area: 'general' },
  dashboard: { area: 'dashboard' },
  alerts: { area: 'alerts' },
  reports: { area: 'reports' },
  reportsWithSessions: { area: 'reports', blockedBy: SESSION_LOGS },
  inventory: { area: 'inventory' },
  inventoryWithSessions: { area: 'inventory', blockedBy: SESSION_LOGS },
  inventoryDlp: { area: 'inventory', flags: DLP },
  inventoryVpn: { area: 'inventory', flags: VPN },
  inventoryCommands: { area: 'inventory', flags: COMMANDS },
  inventoryVpnCommands: { area: 'inventory', flags: [...VPN, ...COMMANDS] },
  cloud: { area: 'inventory', restricted: true },
  policies: { area: 'policies' },
  policiesDlp: { area: 'policies', flags: DLP },
  policiesMdm: { area: 'policies', flags: MDM },
  policiesVpn: { area: 'policies', flags: VPN },
  integrations: { area: 'integrations' },
  logs: { area: 'logs' },
  logsVpn: { area: 'logs', flags: VPN },
  askciso: { area: 'askciso', restricted: true },
  admin: { area: 'admin' },
  adminDlp: { area: 'admin', flags: DLP },
  adminMdm: { area: 'admin', flags: MDM },
  adminVpn: { area: 'admin', flags: VPN },
  settings: { area: 'settings' },
  settingsMdm: { area: 'settings', flags: MDM },
  settingsVpn: { area: 'settings', flags: VPN },
  billing: { area: 'billing', billing: true },
  operator: { area: 'operator' },
  superAdmin: { area: 'operator', superAdminOnly: true },
} as const satisfies Record<string, Gate>;

const login = () => import('../screens/auth/login');
const helpTopic = () => import('../screens/help/help-topic');
const recommendedConfig = () => import('../screens/setup/recommended-config');
const recommendedStep = () => import('../screens/setup/recommended-step');

function joinPath(parent: string, child: string): string {
  return child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`;
}

function resolve(input: RouteInput, inherited: GroupDefaults, parent?: RouteDef): RouteDef {
  const { children, ...rest } = input;
  const def: RouteDef = {
    ...rest,
    path: parent ? joinPath(parent.path, input.path) : input.path,
    spec: input.spec ?? inherited.spec,
    gate: input.gate ?? inherited.gate,
    chrome: input.chrome ?? inherited.chrome ?? 'shell',
    ...(parent ? { parentId: parent.id } : {}),
  };
  if (!children) return def;
  const own: GroupDefaults = { spec: def.spec, gate: def.gate, chrome: def.chrome };
  return { ...def, children: children.map((c) => resolve(c, own, def)) };
}

function inGroup<const E extends readonly RouteInput[]>(defaults: GroupDefaults, entries: E): RouteGroup<IdsOf<E[number]>> {
  return entries.map((e) => resolve(e, defaults));
}

const publicRoutes = inGroup({ spec: 'part 2 §2.6 Public or auth', gate: g.public, chrome: 'bare' }, [
  { id: 'login-callback', path: '/login/callback', title: 'Signing in', screen: 'ScreenPending' },
  { id: 'google-callback', path: '/google/callback', title: 'Google Sign-in', screen: 'ScreenPending' },
  { id: 'vanta-callback', path: '/vanta/oauth/callback', title: 'Vanta Connection', screen: 'ScreenPending' },
  { id: 'root', path: '/', title: 'Sign in', screen: login, redirectWhenSignedIn: true },
  { id: 'login', path: '/login', title: 'Sign in', screen: login, redirectWhenSignedIn: true },
  { id: 'forgot-password', path: '/forgot-password', title: 'Forgot Password', screen: 'ScreenPending' },
  { id: 'reset-password', path: '/reset-password', title: 'Reset Password', screen: 'ScreenPending' },
  { id: 'signup', path: '/signup', title: 'Sign up', screen: () => import('../screens/auth/signup') },
  { id: 'unauthorized', path: '/unauthorized', title: 'Unauthorized', screen: () => import('../screens/auth/unauthorized'), chrome: 'no-panel' },
  { id: 'mdm-enroll', path: '/mdm-enroll', title: 'MDM Enrollment', screen: 'ScreenPending' },
  { id: 'mdm-login', path: '/mdm-login', title: 'MDM Sign-in', screen: 'ScreenPending' },
  { id: 'enroll-mdm', path: '/enroll-mdm', title: 'Enroll Device', screen: 'ScreenPending' },
  { id: 'success-enrollment', path: '/success-enrollment', title: 'Enrollment Complete', screen: 'ScreenPending' },
  { id: 'error-enrollment', path: '/error-enrollment', title: 'Enrollment Failed', screen: 'ScreenPending' },
  { id: 'help-center', path: '/help-center', title: 'Help Center', screen: () => import('../screens/help/help-center'), chrome: 'no-panel', keywords: ['guides', 'documentation'] },
  { id: 'help-center-topic', path: '/help-center/:name', title: 'Help Topic', screen: helpTopic, chrome: 'no-panel' },
  { id: 'help-center-article', path: '/help-center/:name/:child', title: 'Help Article', screen: helpTopic, chrome: 'no-panel' },
  { id: 'endpoint-status', path: '/endpoint-status', title: 'Endpoint Status', screen: 'ScreenPending', chrome: 'no-panel' },
  { id: 'execute-command-management', path: '/execute-command-management', title: 'Command Execution', screen: 'ScreenPending', chrome: 'no-panel' },
  { id: 'execute-command', path: '/execute-command/:id/:name', title: 'Execute Command', screen: 'ScreenPending', chrome: 'no-panel' },
  { id: 'okta-authorize', path: '/okta/oauth2/authorize', title: 'Okta Authorization', screen: 'ScreenPending' },
  { id: 'okta-auth', path: '/okta-auth', title: 'Okta Sign-in', screen: 'ScreenPending', spec: 'part 1 §2' },
  { id: 'success-payment', path: '/success-payment', title: 'Payment Successful', screen: 'ScreenPending', chrome: 'no-panel' },
  { id: 'error-payment', path: '/error-payment', title: 'Payment Failed', screen: 'ScreenPending', chrome: 'no-panel' },
  { id: 'downloads-ext', path: '/downloads-ext', title: 'Browser Extension Downloads', screen: 'ScreenPending', chrome: 'no-panel' },
  { id: 'downloads', path: '/downloads', title: 'Downloads', screen: 'ScreenPending', chrome: 'no-panel' },
  { id: 'downloads-na', path: '/downloads-na', title: 'Downloads (Non Admin)', screen: 'ScreenPending', chrome: 'no-panel' },
  { id: 'download-na-instructions', path: '/download-na-instructions/:name/:type/:installType?', title: 'Installation Instructions (Non Admin)', screen: 'ScreenPending', chrome: 'no-panel' },
  { id: 'download-instructions', path: '/download-instructions/:name/:type/:installType?', title: 'Installation Instructions', screen: 'ScreenPending', chrome: 'no-panel' },
]);

const dashboardRoutes = inGroup({ spec: 'part 2 §2.6 Dashboards and reporting', gate: g.reports }, [
  { id: 'dashboard-v2', path: '/dashboard-v2', title: 'Operational Overview', help: 'dashboard', screen: () => import('../screens/dashboard/operational-overview'), gate: g.dashboard, chrome: 'no-panel', spec: 'part 2 §2.4' },
  { id: 'dashboard', path: '/dashboard', title: 'Dashboard', help: 'dashboard', subtitle: 'Get overall Usage of the SaaS Apps and Security Actions taken.', screen: () => import('../screens/dashboard/dashboard'), gate: g.dashboard, spec: 'part 2 §2.1-2.3', keywords: ['security insights', 'home'] },
  { id: 'accounts', path: '/accounts', title: 'Accounts', screen: () => import('../screens/accounts/accounts'), gate: g.open, chrome: 'no-panel', keywords: ['companies'] },
  { id: 'add-account', path: '/add-account', title: 'Add Account', screen: 'ScreenPending', gate: g.open, chrome: 'no-panel', keywords: ['company'] },
  { id: 'alerts-saas-apps', path: '/alerts-saas-apps', filters: alertFilters, title: 'SaaS Apps Alerts', help: 'alerts-saas-apps', screen: 'ScreenPending', gate: g.alerts },
  { id: 'alerts-websites', path: '/alerts-websites', filters: alertFilters, title: 'Website Alerts', help: 'alerts-websites', screen: 'ScreenPending', gate: g.alerts },
  { id: 'session', path: '/session', title: 'Sessions', screen: 'ScreenPending' },
  { id: 'compliance-ext', path: '/compliance-ext', title: 'Browser Extension Compliance', help: 'reports-compliance', screen: 'ScreenPending' },
  { id: 'compliance', path: '/compliance', filters: complianceFilters, title: 'Compliance', help: 'reports-compliance', screen: 'ScreenPending', keywords: ['non compliant', 'encryption'] },
  { id: 'productivity-insight', path: '/productivity-insight', title: 'User Behavior Analysis', help: 'reports-user-behavior-analysis', screen: 'ScreenPending', gate: g.reportsWithSessions, keywords: ['productivity'] },
  { id: 'productivity-insight-old', path: '/productivity-insight/old', title: 'User Behavior Analysis (Legacy)', help: 'reports-user-behavior-analysis', screen: 'ScreenPending', gate: g.reportsWithSessions },
  { id: 'reports-saas-apps', path: '/reports-saas-apps', title: 'SaaS Apps Report', help: 'reports-saas-apps', screen: 'ScreenPending', gate: { area: 'reports', restricted: true } },
  {
    id: 'websites-reports', path: '/websites-reports', title: 'Websites Report', help: 'reports-websites', screen: 'ScreenPending', gate: g.reportsWithSessions, index: 'reports-websites-tab',
    children: [
      { id: 'reports-websites-tab', path: 'websites-tab', title: 'Websites Report by Website', help: 'reports-websites', screen: 'ScreenPending' },
      { id: 'reports-categories-tab', path: 'categories-tab', title: 'Websites Report by Category', help: 'reports-categories', screen: 'ScreenPending' },
    ],
  },
  { id: 'activity', path: '/activity', filters: activityFilters, title: 'Activity', help: 'reports-activity', screen: 'ScreenPending', gate: g.reportsWithSessions, keywords: ['inactivity'] },
]);

const saasRoutes = inGroup({ spec: 'part 2 §2.6 SaaS, websites, gen-AI', gate: g.inventory }, [
  {
    id: 'saas', path: '/saas', filters: appInventoryFilters, title: 'SaaS Apps', help: 'inventory-saas-apps', screen: () => import('../screens/inventory/saas'), index: 'saas-list', keywords: ['sanctioned', 'unsanctioned', 'applications'],
    children: [
      { id: 'saas-list', path: 'list', filters: appInventoryFilters, title: 'SaaS Apps List', help: 'inventory-saas-apps', screen: () => import('../screens/inventory/saas-list') },
      { id: 'saas-graph', path: 'graph', filters: appInventoryFilters, title: 'SaaS Apps Graph', help: 'inventory-saas-apps', screen: () => import('../screens/inventory/saas-graph') },
    ],
  },
  {
    id: 'saas-users', path: '/saas-users/:name', filters: drillDownFilters, title: 'SaaS App Usage', help: 'inventory-saas-apps', screen: () => import('../screens/inventory/saas-users'), index: 'saas-users-list',
    children: [
      { id: 'saas-users-list', path: 'list', filters: drillDownFilters, title: 'SaaS App Users', screen: () => import('../screens/inventory/saas-users-list') },
      { id: 'saas-users-endpoint', path: 'endpoint', filters: drillDownFilters, title: 'SaaS App Endpoints', screen: () => import('../screens/inventory/saas-users-endpoint') },
      { id: 'saas-users-graph', path: 'graph', filters: drillDownFilters, title: 'SaaS App Usage Graph', screen: () => import('../screens/inventory/saas-users-graph') },
    ],
  },
  { id: 'saas-users-report', path: '/saas-users-report/:appName/:userName', filters: drillDownFilters, title: 'SaaS App User Report', help: 'inventory-saas-apps', screen: () => import('../screens/inventory/saas-users-report') },
  { id: 'saas-endpoint-report', path: '/saas-endpoint-report/:id/:appName', filters: drillDownFilters, title: 'SaaS App Endpoint Report', help: 'inventory-saas-apps', screen: () => import('../screens/inventory/saas-endpoint-report') },
  { id: 'bulk-edit-apps', path: '/bulk-edit-apps', title: 'Bulk Edit SaaS Apps', help: 'inventory-saas-apps', gate: g.policies, screen: () => import('../screens/inventory/bulk-edit-apps') },
  {
    id: 'inventory-websites', path: '/inventory-websites', filters: websiteInventoryFilters, title: 'Websites', help: 'inventory-websites', screen: () => import('../screens/inventory/websites'), gate: g.inventoryWithSessions, index: 'inventory-websites-list',
    children: [
      { id: 'inventory-websites-list', path: 'list', filters: websiteInventoryFilters, title: 'Websites List', help: 'inventory-websites', screen: () => import('../screens/inventory/websites-list') },
      { id: 'inventory-websites-graph', path: 'graph', filters: websiteInventoryFilters, title: 'Websites Graph', help: 'inventory-websites', screen: () => import('../screens/inventory/websites-graph') },
    ],
  },
  {
    id: 'websites-users', path: '/websites-users/:name', filters: drillDownFilters, title: 'Website Usage', help: 'inventory-websites', screen: () => import('../screens/inventory/websites-users'), index: 'websites-users-list',
    children: [
      { id: 'websites-users-list', path: 'list', filters: drillDownFilters, title: 'Website Users', screen: () => import('../screens/inventory/websites-users-list') },
      { id: 'websites-users-endpoint', path: 'endpoint', filters: drillDownFilters, title: 'Website Endpoints', screen: () => import('../screens/inventory/websites-users-endpoint') },
      { id: 'websites-users-graph', path: 'graph', filters: drillDownFilters, title: 'Website Usage Graph', screen: () => import('../screens/inventory/websites-users-graph') },
    ],
  },
  { id: 'websites-users-report', path: '/websites-users-report/:appName/:userName', filters: drillDownFilters, title: 'Website User Report', help: 'inventory-websites', screen: () => import('../screens/inventory/websites-users-report') },
  { id: 'websites-endpoints-report', path: '/websites-endpoints-report/:id/:appName', filters: drillDownFilters, title: 'Website Endpoint Report', help: 'inventory-websites', screen: () => import('../screens/inventory/websites-endpoints-report') },
  {
    id: 'website-categories', path: '/website-categories', filters: drillDownFilters, title: 'Website Categories', help: 'inventory-websites', screen: () => import('../screens/inventory/website-categories'),
    children: [{ id: 'website-categories-graph', path: 'graph', filters: drillDownFilters, title: 'Website Categories Graph', screen: () => import('../screens/inventory/website-categories-graph') }],
  },
  {
    id: 'categories-users', path: '/categories-users/:name', filters: drillDownFilters, title: 'Category Usage', help: 'inventory-websites', screen: () => import('../screens/inventory/categories-users'),
    children: [{ id: 'categories-users-graph', path: 'graph', title: 'Category Usage Graph', screen: () => import('../screens/inventory/categories-users-graph') }],
  },
  { id: 'category-users-report', path: '/category-users-report/:appName/:userName', filters: drillDownFilters, title: 'Category User Report', help: 'inventory-websites', screen: () => import('../screens/inventory/category-users-report') },
  {
    id: 'gen-ai-apps', path: '/gen-ai-apps', filters: appInventoryFilters, title: 'Gen AI Apps', help: 'inventory-gen-ai-apps', screen: () => import('../screens/inventory/gen-ai-apps'), index: 'gen-ai-list', keywords: ['generative ai', 'llm'],
    children: [
      { id: 'gen-ai-list', path: 'list', filters: appInventoryFilters, title: 'Gen AI Apps List', help: 'inventory-gen-ai-apps', screen: () => import('../screens/inventory/gen-ai-list') },
      { id: 'gen-ai-graph', path: 'graph', filters: appInventoryFilters, title: 'Gen AI Apps Graph', help: 'inventory-gen-ai-apps', screen: () => import('../screens/inventory/gen-ai-graph') },
    ],
  },
  {
    id: 'gen-ai-users', path: '/gen-ai-users/:name', filters: drillDownFilters, title: 'Gen AI App Usage', help: 'inventory-gen-ai-apps', screen: () => import('../screens/inventory/gen-ai-users'), index: 'gen-ai-users-list',
    children: [
      { id: 'gen-ai-users-list', path: 'list', filters: drillDownFilters, title: 'Gen AI App Users', screen: () => import('../screens/inventory/gen-ai-users-list') },
      { id: 'gen-ai-users-endpoints', path: 'endpoints', filters: drillDownFilters, title: 'Gen AI App Endpoints', screen: () => import('../screens/inventory/gen-ai-users-endpoints') },
      { id: 'gen-ai-users-graph', path: 'graph', filters: drillDownFilters, title: 'Gen AI App Usage Graph', screen: () => import('../screens/inventory/gen-ai-users-graph') },
    ],
  },
  { id: 'gen-ai-user-report', path: '/gen-ai-user-report/:appName/:userName', filters: drillDownFilters, title: 'Gen AI User Report', help: 'inventory-gen-ai-apps', screen: () => import('../screens/inventory/gen-ai-user-report') },
  { id: 'gen-ai-endpoint-report', path: '/gen-ai-endpoint-report/:id/:appName', filters: drillDownFilters, title: 'Gen AI Endpoint Report', help: 'inventory-gen-ai-apps', screen: () => import('../screens/inventory/gen-ai-endpoint-report') },
  { id: 'gen-ai-user', path: '/gen-ai-user', filters: genAiUserFilters, title: 'Gen AI Users', help: 'inventory-gen-ai-apps', screen: () => import('../screens/inventory/gen-ai-user') },
  { id: 'bulk-edit-ai-apps', path: '/bulk-edit-ai-apps', title: 'Bulk Edit Gen AI Apps', help: 'inventory-gen-ai-apps', gate: g.policies, screen: () => import('../screens/inventory/bulk-edit-ai-apps') },
]);

const dlpRoutes = inGroup({ spec: 'part 2 §2.6 DLP', gate: g.inventoryDlp }, [
  { id: 'sensitive-data-ext', path: '/sensitive-data-ext', title: 'Browser Extension Sensitive Data', screen: 'ScreenPending' },
  { id: 'sensitive-data', path: '/sensitive-data', filters: dataFilters, title: 'Sensitive Data', help: 'inventory-discovered-sensitive-data', screen: 'ScreenPending' },
  { id: 'Sensitive-data-groups', path: '/Sensitive-data-groups', title: 'Data Activity Policies', help: 'config-sensitive-data', screen: 'ScreenPending', gate: g.policiesDlp, keywords: ['sensitive data groups'] },
  { id: 'add-new-policy', path: '/add-new-policy/:type/:id?', title: 'Data Activity Policy', help: 'config-sensitive-data', screen: 'ScreenPending', gate: g.policiesDlp },
  { id: 'sensitive-activity', path: '/sensitive-activity', title: 'Sensitive Activity', screen: 'ScreenPending' },
  { id: 'copy-paste-activity', path: '/copy-paste-activity', filters: dataFilters, title: 'Data Activity', screen: 'ScreenPending', keywords: ['copy paste', 'clipboard'] },
  { id: 'source-code', path: '/source-code', title: 'Source Code', screen: 'ScreenPending' },
  { id: 'dlp-endpoints', path: '/dlp-endpoints', filters: dataFilters, title: 'Discovered Data', help: 'inventory-discovered-sensitive-data', screen: 'ScreenPending', keywords: ['dlp endpoints', 'sensitive files'] },
  { id: 'dlp-endpoint-details', path: '/dlp-endpoint-details/:deviceId', title: 'Discovered Data on Endpoint', help: 'inventory-discovered-sensitive-data', screen: 'ScreenPending' },
  { id: 'scan-history', path: '/scan-history/:fileId', title: 'Scan History', help: 'inventory-discovered-sensitive-data', screen: 'ScreenPending' },
  { id: 'data-details', path: '/data-details/:id', title: 'Data Details', help: 'inventory-discovered-sensitive-data', screen: 'ScreenPending' },
  { id: 'file-details', path: '/file-details/:id', title: 'File Details', help: 'inventory-discovered-sensitive-data', screen: 'ScreenPending' },
  { id: 'data-exfiltration', path: '/data-exfiltration', title: 'Sensitive Data Policies', help: 'config-sensitive-data', screen: 'ScreenPending', gate: g.policiesDlp, keywords: ['data exfiltration'] },
  { id: 'update-LLM', path: '/update-LLM/:name?', title: 'LLM Detection', help: 'config-sensitive-data', screen: 'ScreenPending', gate: g.policiesDlp },
  { id: 'data-exfiltration-steps', path: '/data-exfiltration-steps', title: 'Data Exfiltration Setup', help: 'config-sensitive-data', screen: 'ScreenPending', gate: g.policiesDlp },
  { id: 'update-steps', path: '/update-steps/:name?', title: 'Update Data Exfiltration Setup', help: 'config-sensitive-data', screen: 'ScreenPending', gate: g.policiesDlp },
  { id: 'add-new-folder-steps', path: '/add-new-folder-steps', title: 'Folder Setup', screen: 'ScreenPending', gate: g.policiesDlp },
  { id: 'add-new-token', path: '/add-new-token', title: 'Add Token', screen: 'ScreenPending', gate: g.policiesDlp },
  { id: 'add-new-hash', path: '/add-new-hash', title: 'Add File Hash', screen: 'ScreenPending', gate: g.policiesDlp },
  { id: 'file-hash', path: '/file-hash/:id?', title: 'File Hash', screen: 'ScreenPending', gate: g.policiesDlp },
  { id: 'token-hashes', path: '/token-hashes/:id?', title: 'Token Hashes', screen: 'ScreenPending', gate: g.policiesDlp },
  { id: 'add-custom-data', path: '/add-custom-data/:id?', title: 'Custom Data', help: 'config-sensitive-data', screen: 'ScreenPending', gate: g.policiesDlp },
  { id: 'add-custom-data-steps', path: '/add-custom-data-steps', title: 'Custom Data Setup', screen: 'ScreenPending', gate: g.policiesDlp },
  { id: 'add-new-folder', path: '/add-new-folder/:id?', title: 'Monitored Folder', screen: 'ScreenPending', gate: g.policiesDlp },
  { id: 'add-new-system-dictionary', path: '/add-new-system-dictionary/:id?', title: 'System Dictionary', help: 'config-sensitive-data', screen: 'ScreenPending', gate: g.policiesDlp },
  { id: 'add-new-system-dictionary-steps', path: '/add-new-system-dictionary-steps', title: 'System Dictionary Setup', screen: 'ScreenPending', gate: g.policiesDlp },
]);

const fleetRoutes = inGroup({ spec: 'part 2 §2.6 Users, devices, applications', gate: g.inventory }, [
  { id: 'users', path: '/users', filters: peopleFilters, title: 'Users', help: 'inventory-users', screen: 'ScreenPending', keywords: ['people', 'risky users'] },
  { id: 'devices', path: '/devices', filters: deviceFilters, title: 'Endpoints', help: 'inventory-endpoints', screen: 'ScreenPending', keywords: ['devices', 'laptops'] },
  { id: 'inactive-devices', path: '/inactive-devices', title: 'Inactive Devices', help: 'inventory-endpoints', screen: 'ScreenPending' },
  { id: 'applications', path: '/applications', title: 'Applications', screen: 'ScreenPending', keywords: ['installed software'] },
  { id: 'applications-detail', path: '/applications-detail/:id/:apt', title: 'Application Details', screen: 'ScreenPending' },
  { id: 'browser-policy', path: '/browser-policy', title: 'Browser Policy', screen: 'ScreenPending', keywords: ['browsers', 'extensions'] },
  { id: 'endpoint-details', path: '/endpoint-details/:id', title: 'Endpoint Details', help: 'inventory-endpoints', screen: 'ScreenPending' },
]);

const commandRoutes = inGroup({ spec: 'part 2 §2.6 Commands', gate: g.inventoryCommands }, [
  { id: 'commands', path: '/commands', filters: commandFilters, title: 'Device Commands', help: 'inventory-remote-command-output', screen: 'ScreenPending', keywords: ['remote command', 'run command'] },
  { id: 'add-command', path: '/add-command', title: 'Add Command', help: 'inventory-remote-command-output', screen: 'ScreenPending' },
  { id: 'ztpa-commands', path: '/ztpa-commands', title: 'Gateway Commands', help: 'inventory-remote-command-output', screen: 'ScreenPending', gate: g.inventoryVpnCommands, keywords: ['ztpa commands'] },
  { id: 'add-ztpa-command', path: '/add-ztpa-command', title: 'Add Gateway Command', help: 'inventory-remote-command-output', screen: 'ScreenPending', gate: g.inventoryVpnCommands },
  { id: 'execute-ztpa-command', path: '/execute-ztpa-command/:id', title: 'Execute Gateway Command', help: 'inventory-remote-command-output', screen: 'ScreenPending', gate: g.inventoryVpnCommands },
]);

const vpnCloudRoutes = inGroup({ spec: 'part 2 §2.6 VPN and cloud', gate: g.inventoryVpn }, [
  { id: 'inventory-vpn', path: '/inventory-vpn', title: 'ZTPA Destinations', help: 'inventory-ztpa-destinations', screen: 'ScreenPending', keywords: ['vpn', 'private access'] },
  { id: 'ztpa-server', path: '/ztpa-server', filters: gatewayFilters, title: 'ZTPA Gateways', help: 'inventory-ztpa-gateways', screen: 'ScreenPending', keywords: ['zero trust', 'gateways'] },
  { id: 'vpn-users-graph', path: '/vpn-users-graph/:subnet/:userName', title: 'Destination User Graph', help: 'inventory-ztpa-destinations', screen: 'ScreenPending' },
  {
    id: 'vpn-details', path: '/vpn-details/:name', title: 'Destination Details', help: 'inventory-ztpa-destinations', screen: 'ScreenPending',
    children: [{ id: 'vpn-details-graph', path: 'graph', title: 'Destination Graph', screen: 'ScreenPending' }],
  },
  { id: 'cloud-agents', path: '/cloud-agents', title: 'Cloud Agents', help: 'inventory-cloud-agents', screen: 'ScreenPending', gate: g.cloud },
  {
    id: 'cloud-services', path: '/cloud-services', title: 'Cloud Services', help: 'inventory-cloud-services', screen: 'ScreenPending', gate: g.cloud, index: 'external-tab',
    children: [
      { id: 'external-tab', path: 'external-tab', title: 'External Cloud Services', help: 'inventory-cloud-services', screen: 'ScreenPending' },
      { id: 'internal-tab', path: 'internal-tab', title: 'Internal Cloud Services', help: 'inventory-cloud-services', screen: 'ScreenPending' },
    ],
  },
]);

const configurationRoutes = inGroup({ spec: 'part 2 §2.6 Configuration', gate: g.policies }, [
  { id: 'saas-config', path: '/saas-config', filters: policyListFilters, title: 'SaaS Apps Policy', help: 'config-saas-apps', screen: () => import('../screens/policies/saas-config'), keywords: ['saas configuration', 'sanction', 'block app'] },
  { id: 'add-custom-saas-app', path: '/add-custom-saas-app', title: 'Add Custom SaaS App', help: 'config-saas-apps', screen: () => import('../screens/policies/add-custom-saas-app') },
  { id: 'add-catalog-saas-app', path: '/add-catalog-saas-app', title: 'Add SaaS App from Catalog', help: 'config-saas-apps', screen: () => import('../screens/policies/browse-catalog') },
  { id: 'add-unsanctioned-category', path: '/add-unsanctioned-category', title: 'Add Unsanctioned Category', help: 'config-saas-apps', screen: () => import('../screens/policies/unsanctioned-category') },
  { id: 'update-unsanctioned-category', path: '/update-unsanctioned-category/:name', title: 'Update Unsanctioned Category', help: 'config-saas-apps', screen: () => import('../screens/policies/unsanctioned-category') },
  { id: 'browse-catalog', path: '/browse-catalog', title: 'Browse Catalog', help: 'config-saas-apps', screen: () => import('../screens/policies/browse-catalog') },
  { id: 'config-websites', path: '/config-websites', filters: policyListFilters, title: 'Websites Policy', help: 'config-websites', screen: () => import('../screens/policies/config-websites'), keywords: ['website configuration', 'block website'] },
  { id: 'blocked-category', path: '/blocked-category/:name', title: 'Blocked Category', help: 'config-websites', screen: () => import('../screens/policies/blocked-category') },
  { id: 'config-endpoints', path: '/config-endpoints', title: 'Endpoint Firewall Rules', help: 'config-endpoints', screen: 'ScreenPending' },
  { id: 'add-new-rule', path: '/add-new-rule', title: 'Add Firewall Rule', help: 'config-endpoints', screen: 'ScreenPending' },
  { id: 'update-rule', path: '/update-rule/:id?', title: 'Update Firewall Rule', help: 'config-endpoints', screen: 'ScreenPending' },
  { id: 'configure-vpn', path: '/configure-vpn/:id?', title: 'Configure Gateway', help: 'config-gateways', screen: 'ScreenPending', gate: g.policiesVpn, keywords: ['vpn configuration'] },
  { id: 'config-vpn', path: '/config-vpn', title: 'Gateway Policies', help: 'config-gateways', screen: 'ScreenPending', gate: g.policiesVpn, keywords: ['ztpa', 'vpn'] },
  { id: 'edit-config-vpn', path: '/edit-config-vpn/:id?', title: 'Edit Gateway Policy', help: 'config-gateways', screen: 'ScreenPending', gate: g.policiesVpn },
  { id: 'edit-proxy-destination', path: '/edit-proxy-destination/:id?', title: 'Edit Proxy Destination', help: 'config-gateways', screen: 'ScreenPending', gate: g.policiesVpn },
  { id: 'add-websites', path: '/add-websites/:name?', title: 'Add Websites', help: 'config-websites', screen: () => import('../screens/policies/add-websites') },
  { id: 'add-blocked-category', path: '/add-blocked-category/:name?', title: 'Add Blocked Category', help: 'config-websites', screen: () => import('../screens/policies/add-blocked-category') },
  { id: 'geo-fencing', path: '/geo-fencing', title: 'Geo-Fencing', help: 'config-geo-fencing', screen: () => import('../screens/policies/geo-fencing'), keywords: ['countries'] },
  { id: 'add-geofencing', path: '/add-geofencing', title: 'Add Geo-Fence', help: 'config-geo-fencing', screen: () => import('../screens/policies/add-geofencing') },
  { id: 'update-geofencing', path: '/update-geofencing/:name', title: 'Update Geo-Fence', help: 'config-geo-fencing', screen: () => import('../screens/policies/update-geofencing') },
  { id: 'browse-catalog-legacy', path: '/browse-catalog-legacy', title: 'Browse Catalog (Legacy)', help: 'config-saas-apps', screen: () => import('../screens/policies/browse-catalog') },
  { id: 'edit-catalog-app', path: '/edit-catalog-app/:name', title: 'Edit Catalog App', screen: 'ScreenPending', gate: g.operator },
  { id: 'catalog-app-image', path: '/catalog-app-image/:name/:imageId?', title: 'Catalog App Image', screen: 'ScreenPending', gate: g.operator },
  { id: 'excluded-domains', path: '/excluded-domains', title: 'Bypassed Domains', help: 'config-bypassed-domains', screen: () => import('../screens/policies/excluded-domains'), keywords: ['excluded domains'] },
  { id: 'add-excluded-domains', path: '/add-excluded-domains/:id?', title: 'Add Bypassed Domains', help: 'config-bypassed-domains', screen: () => import('../screens/policies/add-excluded-domains') },
  { id: 'add-excluded-domains-others', path: '/add-excluded-domains-others/:id?', title: 'Add Other Bypassed Domains', help: 'config-bypassed-domains', screen: () => import('../screens/policies/add-excluded-domains-others') },
  { id: 'update-excluded-domains-others', path: '/update-excluded-domains-others/:id?', title: 'Update Other Bypassed Domains', help: 'config-bypassed-domains', screen: () => import('../screens/policies/update-excluded-domains-others') },
]);

const complianceMdmRoutes = inGroup({ spec: 'part 2 §2.6 Compliance and MDM', gate: g.policiesMdm }, [
  {
    id: 'config-frameworks', path: '/config-frameworks', title: 'Compliance Frameworks', help: 'config-frameworks', screen: 'ScreenPending', index: 'framework-selection',
    children: [
      { id: 'framework-selection', path: 'framework-selection', title: 'Framework Selection', help: 'config-frameworks', screen: 'ScreenPending' },
      { id: 'selected-frameworks', path: 'selected-frameworks', title: 'Selected Frameworks', help: 'config-frameworks', screen: 'ScreenPending' },
    ],
  },
  { id: 'controls', path: '/controls', title: 'Compliance Controls', help: 'config-frameworks', screen: 'ScreenPending' },
  { id: 'policies', path: '/policies', title: 'Controls', help: 'config-frameworks', screen: 'ScreenPending', keywords: ['compliance policies'] },
  { id: 'application-policies', path: '/application-policies', title: 'Application Groups', help: 'admin-applications', screen: 'ScreenPending', keywords: ['application policies'] },
  { id: 'add-application-group', path: '/add-application-group', title: 'Add Application Group', screen: 'ScreenPending' },
  { id: 'apps-group-detail', path: '/apps-group-detail/:name/:id', title: 'Application Group', screen: 'ScreenPending' },
  { id: 'blocked-apps-group-detail', path: '/blocked-apps-group-detail/:name/:id', title: 'Blocked Application Group', screen: 'ScreenPending' },
  { id: 'update-application-group', path: '/update-application-group/:id', title: 'Update Application Group', screen: 'ScreenPending' },
  { id: 'add-blocked-apps-group', path: '/add-blocked-apps-group', title: 'Add Blocked Application Group', screen: 'ScreenPending' },
  { id: 'update-blocked-apps-group', path: '/update-blocked-apps-group/:id', title: 'Update Blocked Application Group', screen: 'ScreenPending' },
  { id: 'app-catalog', path: '/app-catalog', title: 'App Catalog', screen: 'ScreenPending' },
  {
    id: 'browsers', path: '/browsers', title: 'Browsers', screen: 'ScreenPending', index: 'application-selection',
    children: [
      { id: 'application-selection', path: 'application-selection', title: 'Browser Selection', screen: 'ScreenPending' },
      { id: 'selected-application', path: 'selected-application/:appName', title: 'Selected Browser', screen: 'ScreenPending' },
    ],
  },
  { id: 'selected-control', path: '/selected-control/:id', title: 'Control Details', help: 'config-frameworks', screen: 'ScreenPending' },
  { id: 'account-email-templates', path: '/account-email-templates', title: 'Email Templates', help: 'config-email-templates', screen: 'ScreenPending', gate: g.policies },
  { id: 'account-email-template-create', path: '/account-email-template/:trigger/create', title: 'Create Email Template', help: 'config-email-templates', screen: 'ScreenPending', gate: g.policies },
  { id: 'account-email-template', path: '/account-email-template/:trigger/:id', title: 'Edit Email Template', help: 'config-email-templates', screen: 'ScreenPending', gate: g.policies },
  { id: 'push-certificate', path: '/push-certificate', title: 'Push Certificate', help: 'admin-push-certificate', screen: 'ScreenPending', gate: g.adminMdm, keywords: ['apns', 'mdm'] },
  { id: 'add-certificate', path: '/add-certificate', title: 'Add Push Certificate', help: 'admin-push-certificate', screen: 'ScreenPending', gate: g.adminMdm },
  { id: 'device-enrollment-program', path: '/device-enrollment-program', title: 'Automated Device Enrollment', help: 'admin-ade-enrollment', screen: 'ScreenPending', gate: g.adminMdm, keywords: ['ade', 'dep'] },
  { id: 'add-device-enrollment', path: '/add-device-enrollment', title: 'Add Device Enrollment', help: 'admin-ade-enrollment', screen: 'ScreenPending', gate: g.adminMdm },
  { id: 'content-token', path: '/content-token', title: 'Content Token', help: 'admin-content-token', screen: 'ScreenPending', gate: g.adminMdm, keywords: ['vpp', 'apple'] },
  { id: 'add-content-token', path: '/add-content-token', title: 'Add Content Token', help: 'admin-content-token', screen: 'ScreenPending', gate: g.adminMdm },
  { id: 'content-apps', path: '/content-apps', title: 'Managed Applications', help: 'admin-applications', screen: 'ScreenPending' },
  { id: 'add-custom-apps', path: '/add-custom-apps', title: 'Add Custom App', help: 'admin-applications', screen: 'ScreenPending' },
  { id: 'update-custom-apps', path: '/update-custom-apps/:id', title: 'Update Custom App', help: 'admin-applications', screen: 'ScreenPending' },
  { id: 'add-app-policy', path: '/add-app-policy', title: 'Add App Policy', help: 'admin-applications', screen: 'ScreenPending' },
  { id: 'edit-app-policy', path: '/edit-app-policy/:id', title: 'Edit App Policy', help: 'admin-applications', screen: 'ScreenPending' },
]);

const peopleRoutes = inGroup({ spec: 'part 2 §2.6 People and groups', gate: g.admin }, [
  { id: 'user-management', path: '/user-management', filters: userManagementFilters, title: 'User Management', help: 'admin-users', screen: 'ScreenPending', keywords: ['invite users'] },
  { id: 'inactive-users', path: '/inactive-users', title: 'Inactive Users', help: 'admin-users', screen: 'ScreenPending' },
  { id: 'add-users', path: '/add-users', title: 'Add Users', help: 'admin-users', screen: 'ScreenPending' },
  { id: 'update-user', path: '/update-user/:email', title: 'Update User', help: 'admin-users', screen: 'ScreenPending' },
  { id: 'endpoints', path: '/endpoints', title: 'Endpoint Management (Legacy)', help: 'admin-endpoints', screen: 'ScreenPending' },
  { id: 'endpoints-v2', path: '/endpoints/v2', filters: endpointManagementFilters, title: 'Endpoint Management', help: 'admin-endpoints', screen: 'ScreenPending', keywords: ['devices', 'mdm enrolled'] },
  { id: 'inactive-endpoints', path: '/inactive-endpoints', title: 'Inactive Endpoints', help: 'admin-endpoints', screen: 'ScreenPending' },
  {
    id: 'mdm-history', path: '/mdm-history/:id/:name?/:accountId?', title: 'MDM History', screen: 'ScreenPending', gate: g.adminMdm, index: 'control-policy-history',
    children: [
      { id: 'control-policy-history', path: 'control-policy-history', title: 'Control Policy History', screen: 'ScreenPending' },
      { id: 'device-details', path: 'device-details', title: 'Device Details', screen: 'ScreenPending' },
      { id: 'command-history', path: 'command-history', title: 'Command History', screen: 'ScreenPending' },
    ],
  },
  { id: 'endpoint-list', path: '/endpoint-list/:id', title: 'Endpoint List', help: 'admin-endpoints', screen: 'ScreenPending' },
  { id: 'add-new-endpoint', path: '/add-new-endpoint', title: 'Add Endpoint', help: 'admin-endpoints', screen: 'ScreenPending' },
  { id: 'update-endpoint', path: '/update-endpoint/:id', title: 'Update Endpoint', help: 'admin-endpoints', screen: 'ScreenPending' },
  { id: 'group-management', path: '/group-management', title: 'Group Management', help: 'admin-groups', screen: 'ScreenPending' },
  { id: 'add-group', path: '/add-group', title: 'Add Group', help: 'admin-groups', screen: 'ScreenPending' },
  { id: 'update-group', path: '/update-group/:name', title: 'Update Group', help: 'admin-groups', screen: 'ScreenPending' },
]);

const billingRoutes = inGroup({ spec: 'part 2 §2.6 Billing', gate: g.billing }, [
  { id: 'billing', path: '/billing', title: 'Payment Details', help: 'admin-payment-details', screen: 'ScreenPending', keywords: ['billing', 'subscription'] },
  { id: 'payment-history', path: '/payment-history', title: 'Payment History', help: 'admin-payment-history', screen: 'ScreenPending', keywords: ['invoices'] },
]);

const operatorRoutes = inGroup({ spec: 'part 2 §2.6 Product-operator', gate: g.operator }, [
  { id: 'update-copilot-version', path: '/update-copilot-version/:version', title: 'Update Copilot Version', screen: 'ScreenPending', gate: g.superAdmin },
  { id: 'admin-accounts', path: '/admin-accounts', title: 'All Accounts', screen: 'ScreenPending', gate: g.superAdmin },
  { id: 'copilot-versions', path: '/copilot-versions', title: 'Copilot Versions', screen: 'ScreenPending', gate: g.superAdmin },
  { id: 'copilot-release', path: '/copilot-release', title: 'Copilot Release', screen: 'ScreenPending' },
  { id: 'add-copilot-version', path: '/add-copilot-version', title: 'Add Copilot Version', screen: 'ScreenPending', gate: g.superAdmin },
  { id: 'canary', path: '/canary', title: 'Canary Plan', screen: 'ScreenPending' },
  { id: 'add-canary', path: '/add-canary/:id?', title: 'Add Canary Plan', screen: 'ScreenPending' },
  { id: 'scheduled-jobs', path: '/scheduled-jobs', title: 'Scheduled Jobs', screen: 'ScreenPending' },
  { id: 'selected-scheduled-job', path: '/selected-scheduled-job/:id', title: 'Scheduled Job', screen: 'ScreenPending' },
  { id: 'admin-saas-apps', path: '/admin-saas-apps', title: 'SaaS App Catalog', screen: 'ScreenPending' },
  { id: 'admin-native-apps', path: '/admin-native-apps', title: 'Native Apps', screen: 'ScreenPending' },
  { id: 'native-app', path: '/native-app/:id?', title: 'Native App', screen: 'ScreenPending' },
  { id: 'admin-website-categories', path: '/admin-website-categories', title: 'Website Category Catalog', screen: 'ScreenPending' },
  { id: 'admin-websites', path: '/admin-websites', title: 'Website Catalog', screen: 'ScreenPending' },
  { id: 'sudo-add-saas', path: '/sudo-add-saas/:name?', title: 'Catalog SaaS App', screen: 'ScreenPending' },
  { id: 'sudo-add-websites', path: '/sudo-add-websites/:name?', title: 'Catalog Website', screen: 'ScreenPending' },
  { id: 'sudo-update-category', path: '/sudo-update-category/:name?', title: 'Update Catalog Category', screen: 'ScreenPending' },
  { id: 'sudo-add-new-category', path: '/sudo-add-new-category/:name?', title: 'Add Catalog Category', screen: 'ScreenPending' },
  { id: 'kc-email-templates', path: '/email-templates', title: 'Default Email Templates', screen: 'ScreenPending' },
  { id: 'palisade-accounts', path: '/palisade-accounts', title: 'Managed Companies', screen: 'ScreenPending', keywords: ['customers', 'managed accounts'] },
  {
    id: 'palisade-account-details', path: '/palisade-account-details/:id/:name?', title: 'Company', screen: 'ScreenPending', index: 'palisade-account-company-details',
    children: [
      { id: 'palisade-account-company-details', path: 'company-details', title: 'Company Details', screen: 'ScreenPending' },
      {
        id: 'palisade-account-configurations', path: 'configurations', title: 'Company Configurations', screen: 'ScreenPending', index: 'palisade-account-bypassed-domains',
        children: [
          { id: 'palisade-account-bypassed-domains', path: 'bypassed-domains', title: 'Company Bypassed Domains', screen: 'ScreenPending' },
          { id: 'palisade-account-saas-app', path: 'saas-app', title: 'Company SaaS Apps', screen: 'ScreenPending' },
          { id: 'palisade-account-websites', path: 'websites', title: 'Company Websites', screen: 'ScreenPending' },
          { id: 'palisade-account-geo-fencing', path: 'Geo-Fencing', title: 'Company Geo-Fencing', screen: 'ScreenPending' },
          {
            id: 'palisade-account-ztpa-gateway', path: 'ztpa-gateway', title: 'Company ZTPA Gateways', screen: 'ScreenPending',
            children: [{ id: 'palisade-account-config-ztpa', path: 'config-ztpa/:ztpaId?', title: 'Company ZTPA Gateway Configuration', screen: 'ScreenPending' }],
          },
          { id: 'palisade-account-dlp-sensitive', path: 'dlp-sensitive', title: 'Company Sensitive Data', screen: 'ScreenPending' },
          { id: 'palisade-account-fleet-endpoints', path: 'fleet-endpoints', title: 'Company Endpoints', screen: 'ScreenPending' },
          { id: 'palisade-account-frameworks', path: 'frameworks', title: 'Company Frameworks', screen: 'ScreenPending' },
          { id: 'palisade-account-email-templates', path: 'email-templates', title: 'Company Email Templates', screen: 'ScreenPending' },
          { id: 'palisade-account-policies', path: 'Policies', title: 'Company Policies', screen: 'ScreenPending' },
        ],
      },
      {
        id: 'palisade-account-logs', path: 'logs', title: 'Company Logs', screen: 'ScreenPending', index: 'palisade-account-admin-event-logs',
        children: [
          { id: 'palisade-account-admin-event-logs', path: 'admin-event-logs', title: 'Company Admin Event Logs', screen: 'ScreenPending' },
          { id: 'palisade-account-notifications-logs', path: 'notifications-logs', title: 'Company Notification Logs', screen: 'ScreenPending' },
          { id: 'palisade-account-common-errors-logs', path: 'common-errors-logs', title: 'Company Error Logs', screen: 'ScreenPending' },
        ],
      },
      {
        id: 'palisade-account-alerts', path: 'alerts', title: 'Company Alerts', screen: 'ScreenPending', index: 'palisade-account-alerts-saas-apps',
        children: [
          { id: 'palisade-account-alerts-saas-apps', path: 'saas-apps', title: 'Company SaaS App Alerts', screen: 'ScreenPending' },
          { id: 'palisade-account-alerts-website', path: 'website', title: 'Company Website Alerts', screen: 'ScreenPending' },
        ],
      },
    ],
  },
]);

const drillDownRoutes = inGroup({ spec: 'part 2 §2.6 Account drill-down', gate: g.open }, [
  { id: 'user-account', path: '/user-account/:id/:name?', title: 'Account Overview', screen: 'ScreenPending' },
  { id: 'user-list', path: '/user-list/:id/:name?', title: 'Account Users', screen: 'ScreenPending' },
  { id: 'account-endpoint-list', path: '/account-endpoint-list/:id/:name?', title: 'Account Endpoints', screen: 'ScreenPending' },
  { id: 'selected-endpoint-detail', path: '/selected-endpoint-detail/:accountId/:name/:id', title: 'Account Endpoint Details', screen: 'ScreenPending' },
  { id: 'subaccount', path: '/subaccount/:id/:name?', title: 'Sub-accounts', screen: 'ScreenPending' },
  { id: 'group', path: '/group/:id/:name?', title: 'Account Group', screen: 'ScreenPending' },
  { id: 'subaccount-details', path: '/:parentname/:id/subaccount/details/:name?', title: 'Sub-account Details', screen: 'ScreenPending' },
  { id: 'add-email-template', path: '/add-email-template/:id?', title: 'Account Email Template', screen: 'ScreenPending' },
]);

const emailReportRoutes = inGroup({ spec: 'part 2 §2.6 Email reports', gate: g.admin }, [
  {
    id: 'email-report', path: '/email-report', title: 'Email Reports', help: 'admin-email-reports', screen: 'ScreenPending', index: 'email-compliance-tab', keywords: ['scheduled reports'],
    children: [
      { id: 'email-compliance-tab', path: 'compliance-tab', title: 'Compliance Email Reports', help: 'admin-email-reports', screen: 'ScreenPending' },
      { id: 'email-summary-tab', path: 'summary-tab', title: 'Summary Email Reports', help: 'admin-email-reports', screen: 'ScreenPending' },
      { id: 'email-inactivity-tab', path: 'inactivity-tab', title: 'Inactivity Email Reports', help: 'admin-email-reports', screen: 'ScreenPending' },
      { id: 'email-dlp-tab', path: 'dlp-tab', title: 'DLP Email Reports', help: 'admin-email-reports', screen: 'ScreenPending', gate: g.adminDlp },
    ],
  },
  { id: 'add-email-reports', path: '/add-email-reports/:id?', title: 'Email Report', help: 'admin-email-reports', screen: 'ScreenPending' },
]);

const vpnServerRoutes = inGroup({ spec: 'part 2 §2.6 VPN server', gate: g.adminVpn }, [
  { id: 'vpn-server', path: '/vpn-server', title: 'Gateway Management', help: 'admin-gateways', screen: 'ScreenPending', keywords: ['ztpa', 'vpn server'] },
  {
    id: 'vpn-server-list', path: '/vpn-server-list/:id?', title: 'Gateway Details', help: 'admin-gateways', screen: 'ScreenPending', index: 'vpn-server-logs-tab',
    children: [
      { id: 'vpn-server-logs-tab', path: 'logs-tab', title: 'Gateway Logs', screen: 'ScreenPending' },
      { id: 'vpn-server-activity-tab', path: 'activity-tab', title: 'Gateway Activity', screen: 'ScreenPending' },
      { id: 'vpn-server-errors-tab', path: 'errors-tab', title: 'Gateway Errors', screen: 'ScreenPending' },
      { id: 'vpn-server-command-tab', path: 'command-tab', title: 'Gateway Command Results', screen: 'ScreenPending' },
    ],
  },
]);

const otherRoutes = inGroup({ spec: 'part 2 §2.6 Other', gate: g.settings }, [
  { id: 'copilot-download', path: '/copilot-download', title: 'Download Copilot', screen: 'ScreenPending', gate: g.open, keywords: ['agent', 'installer'] },
  {
    id: 'chatbot', path: '/chatbot', title: 'AskCISO', help: 'askciso', screen: () => import('../askciso/chat-layout'), gate: g.askciso, index: 'new-conversation', keywords: ['chat', 'assistant', 'ask'],
    children: [
      { id: 'new-conversation', path: 'conversation', filters: chatFilters, title: 'New Conversation', help: 'askciso', screen: () => import('../askciso/chat-screen') },
      { id: 'conversation', path: 'conversation/:id', title: 'Conversation', help: 'askciso', screen: () => import('../askciso/chat-screen') },
    ],
  },
  { id: 'copilot-download-instructions', path: '/copilot-download-instructions/:name/:type/:installType?', title: 'Copilot Installation Instructions', screen: 'ScreenPending', gate: g.open },
  { id: 'vanta', path: '/vanta', title: 'Vanta', help: 'integrations-vanta', screen: 'ScreenPending', gate: g.integrations, keywords: ['grc', 'integration'] },
  { id: 'scrut', path: '/scrut', title: 'Scrut', help: 'integrations-scrut', screen: 'ScreenPending', gate: g.integrations, keywords: ['grc', 'integration'] },
  { id: 'microsoft', path: '/microsoft', title: 'Microsoft Entra', help: 'integrations-microsoft-entra', screen: 'ScreenPending', gate: g.integrations, keywords: ['iam', 'integration', 'azure ad'] },
  { id: 'azure', path: '/azure', title: 'Azure', help: 'integrations-azure', screen: 'ScreenPending', gate: g.integrations, keywords: ['iam', 'integration'] },
  { id: 'google', path: '/google', title: 'Google Workspace', help: 'integrations-google', screen: 'ScreenPending', gate: g.integrations, keywords: ['iam', 'integration'] },
  { id: 'okta', path: '/okta', title: 'Okta', help: 'integrations-okta', screen: 'ScreenPending', gate: g.integrations, keywords: ['iam', 'integration'] },
  { id: 'notification-logs', path: '/notification-logs', title: 'Notification Logs', help: 'logs-notification', screen: 'ScreenPending', gate: g.logs },
  { id: 'admin-logs', path: '/admin-logs', title: 'Admin Action Logs', help: 'logs-admin-audit-trail', screen: 'ScreenPending', gate: g.logs, keywords: ['audit'] },
  { id: 'ztpa-logs', path: '/ztpa-logs', title: 'ZTPA Logs', help: 'logs-copilot-error-logs', screen: 'ScreenPending', gate: g.logsVpn },
  { id: 'error-logs', path: '/error-logs', title: 'Copilot Error Logs', help: 'logs-copilot-error-logs', screen: 'ScreenPending', gate: g.logs },
  { id: 'setup-guide', path: '/setup-guide', title: 'Setup Guide', help: 'settings-setup-guide', screen: () => import('../screens/setup/setup-guide'), keywords: ['onboarding'] },
  {
    id: 'recommended-config', path: '/recommended-config', title: 'Recommended Configuration', help: 'settings-setup-guide', screen: recommendedConfig, index: 'recommended-config-users-groups',
    children: [
      { id: 'recommended-config-users-groups', path: 'users-groups', title: 'Recommended Users and Groups', help: 'settings-setup-guide', screen: recommendedStep },
      { id: 'recommended-config-blocked-categories', path: 'blocked-categories', title: 'Recommended Blocked Categories', help: 'settings-setup-guide', screen: recommendedStep },
      { id: 'recommended-config-sanctioned-apps', path: 'sanctioned-apps', title: 'Recommended Sanctioned Apps', help: 'settings-setup-guide', screen: recommendedStep },
      { id: 'recommended-config-unsanctioned-apps', path: 'unsanctioned-apps', title: 'Recommended Unsanctioned Apps', help: 'settings-setup-guide', screen: recommendedStep },
      { id: 'recommended-config-compliance-framework', path: 'compliance-framework', title: 'Recommended Compliance Framework', help: 'settings-setup-guide', screen: recommendedStep, gate: g.settingsMdm },
      { id: 'recommended-config-configure-mdm', path: 'configure-mdm', title: 'Configure MDM', help: 'settings-setup-guide', screen: recommendedStep, gate: g.settingsMdm },
      { id: 'recommended-config-configure-ztpa', path: 'configure-ztpa', title: 'Configure ZTPA', help: 'settings-setup-guide', screen: recommendedStep, gate: g.settingsVpn },
      { id: 'recommended-config-email-reports', path: 'email-reports', title: 'Recommended Email Reports', help: 'settings-setup-guide', screen: recommendedStep },
    ],
  },
  { id: 'account-settings', path: '/account-settings', title: 'Account Settings', help: 'settings-account', screen: () => import('../screens/settings/account-settings'), gate: g.general, keywords: ['profile', 'settings'] },
  { id: 'copilot', path: '/copilot', title: 'Agent Settings', help: 'settings-copilot', screen: 'ScreenPending', keywords: ['copilot settings'] },
  { id: 'copilot-messages', path: '/copilot-messages', title: 'Copilot Messages', help: 'settings-copilot-messages', screen: 'ScreenPending' },
  { id: 'about', path: '/about', title: 'About Agent', help: 'settings-about', screen: 'ScreenPending', gate: g.general },
  { id: 'api-setting', path: '/api-setting', title: 'API Settings', help: 'settings-api', screen: 'ScreenPending', keywords: ['swagger', 'openapi', 'api key'] },
  { id: 'expand-view', path: '/expand-view', title: 'Expanded View', screen: 'ScreenPending', gate: g.general },
  { id: 'login-details', path: '/login-details', title: 'Login History', help: 'logs-login-history', screen: 'ScreenPending', gate: g.logs },
  { id: 'delete-account', path: '/delete-account', title: 'Delete Account', help: 'settings-delete-account', screen: 'ScreenPending' },
]);

const GROUPS = [
  publicRoutes, dashboardRoutes, saasRoutes, dlpRoutes, fleetRoutes, commandRoutes, vpnCloudRoutes, configurationRoutes,
  complianceMdmRoutes, peopleRoutes, billingRoutes, operatorRoutes, drillDownRoutes, emailReportRoutes, vpnServerRoutes, otherRoutes,
] as const;

export type RouteId = GroupIds<(typeof GROUPS)[number]>;

/** The top-level entries, children nested, in table order. */
export const routeTree: readonly RouteDef[] = GROUPS.flat();

function flatten(defs: readonly RouteDef[]): RouteDef[] {
  return defs.flatMap((d) => [d, ...flatten(d.children ?? [])]);
}

/** Every entry, children included, parents before their children. */
export const allRoutes: readonly RouteDef[] = flatten(routeTree);

const byId = new Map(allRoutes.map((r) => [r.id, r]));

export function routeById(id: RouteId): RouteDef {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}

export function findRoute(id: string): RouteDef | undefined {
  return byId.get(id);
}

export function isRouteId(id: string): id is RouteId {
  return byId.has(id);
}

/** The entry and its ancestors, outermost first. */
export function routeTrail(route: RouteDef): RouteDef[] {
  const trail: RouteDef[] = [];
  for (let r: RouteDef | undefined = route; r; r = r.parentId ? byId.get(r.parentId) : undefined) trail.unshift(r);
  return trail;
}

// Most specific first, the order React Router ranks them: static segments beat dynamic ones.
function score(path: string): number {
  return path.split('/').filter(Boolean).reduce((s, seg) => s + (seg.startsWith(':') ? (seg.endsWith('?') ? 1 : 2) : 10), 0);
}
const byScore = [...allRoutes].sort((a, b) => score(b.path) - score(a.path));

// As React Router does: decode each segment, keeping an encoded '/' inside a param.
function decodePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** The table entry a pathname shows, or undefined (the not-found page). */
export function matchRoute(pathname: string): { route: RouteDef; params: Record<string, string | undefined> } | undefined {
  const decoded = decodePath(pathname);
  for (const route of byScore) {
    const m = matchPath({ path: route.path, end: true }, decoded);
    if (m) return { route, params: m.params };
  }
  return undefined;
}

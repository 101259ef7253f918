// spec part 1 §2 "Left navigation": the modules, their children and accordion groups, in the spec's
// order. Every child is a route id of the table; visibility is canOpenRoute() on that route's gate.
import {
  ArchiveIcon, BarChartIcon, BellIcon, ChatBubbleIcon, CodeIcon, CubeIcon, DashboardIcon, DesktopIcon,
  DownloadIcon, EnvelopeClosedIcon, EyeClosedIcon, FileTextIcon, GearIcon, GlobeIcon, IdCardIcon, LayersIcon,
  LockClosedIcon, MixerHorizontalIcon, MobileIcon, PersonIcon, ReaderIcon, RocketIcon, Share2Icon, CheckCircledIcon,
  TokensIcon,
} from '@radix-ui/react-icons';
import {
  canAdminister, canChangeSettings, hasSessionLogs, isProviderAdmin, isProviderOperator, type AccessContext, type Capability,
} from '../api/contract/access';
import type { AccountDetails } from '../api/contract/accounts';
import { linkTo } from '../lib/links';
import { canOpenRoute } from './can-open';
import { routeById, routeTrail, findRoute, type RouteId } from './routes/table';

export type MenuIcon = typeof DashboardIcon;

interface RouteItem {
  readonly routeId: RouteId;
  readonly label: string;
}
/** spec part 1 §2: the Websites entries follow the account's group-by-category setting. */
interface WebsitesItem {
  readonly label: string;
  readonly byCategory: RouteId;
  readonly byWebsite: RouteId;
  /** spec part 1 §6: disable_session_logs hides the websites items, whichever route they open */
  readonly shownWhen: Capability;
}
type MenuItemDef = RouteItem | WebsitesItem;

interface MenuGroupDef {
  readonly id: string;
  readonly label: string;
  readonly logo: MenuIcon;
  readonly items: readonly MenuItemDef[];
  /** an extra condition for the whole group, beyond its children's routes */
  readonly shownWhen?: Capability;
  /** spec part 1 §6: hidden for the provider admin (downloads, management, MDM, ZTPA, reports, billing) */
  readonly hiddenWhen?: Capability;
}

export interface MenuModuleDef {
  readonly id: string;
  readonly label: string;
  readonly icon: MenuIcon;
  readonly items?: readonly MenuItemDef[];
  readonly groups?: readonly MenuGroupDef[];
  readonly shownWhen?: Capability;
  readonly hiddenWhen?: Capability;
}

export const MENU: readonly MenuModuleDef[] = [
  { id: 'dashboard', label: 'Dashboard', icon: DashboardIcon, items: [{ routeId: 'dashboard', label: 'Dashboard' }] },
  {
    id: 'alerts', label: 'Alerts', icon: BellIcon,
    items: [{ routeId: 'alerts-saas-apps', label: 'SaaS Apps' }, { routeId: 'alerts-websites', label: 'Websites' }],
  },
  {
    id: 'reports', label: 'Reports', icon: BarChartIcon,
    items: [
      { routeId: 'compliance', label: 'Compliance' },
      { routeId: 'productivity-insight', label: 'User Behavior Analysis' },
      { routeId: 'reports-saas-apps', label: 'SaaS Apps' },
      { label: 'Websites', byCategory: 'reports-categories-tab', byWebsite: 'reports-websites-tab', shownWhen: hasSessionLogs },
      { routeId: 'activity', label: 'Activity' },
    ],
  },
  {
    id: 'inventory', label: 'Inventory', icon: ArchiveIcon,
    groups: [
      {
        id: 'inventory-swg', label: 'Endpoint SWG', logo: GlobeIcon,
        items: [
          { routeId: 'saas-list', label: 'SaaS Apps' },
          { routeId: 'gen-ai-list', label: 'Gen AI Apps' },
          { label: 'Websites', byCategory: 'website-categories', byWebsite: 'inventory-websites-list', shownWhen: hasSessionLogs },
        ],
      },
      { id: 'inventory-ztpa', label: 'ZTPA', logo: LockClosedIcon, items: [{ routeId: 'ztpa-server', label: 'Gateways' }, { routeId: 'inventory-vpn', label: 'Destinations' }] },
      {
        id: 'inventory-dlp', label: 'DLP', logo: EyeClosedIcon,
        items: [
          { routeId: 'dlp-endpoints', label: 'Discovered Data' },
          { routeId: 'sensitive-data', label: 'Sensitive Data' },
          { routeId: 'source-code', label: 'Source Code' },
          { routeId: 'copy-paste-activity', label: 'Data Activity' },
        ],
      },
      {
        id: 'inventory-fleet', label: 'FLEET', logo: DesktopIcon,
        items: [
          { routeId: 'devices', label: 'Endpoints' },
          { routeId: 'users', label: 'Users' },
          { routeId: 'applications', label: 'Applications' },
          { routeId: 'browser-policy', label: 'Browser Policy' },
        ],
      },
      { id: 'inventory-cloud', label: 'CLOUD', logo: CubeIcon, items: [{ routeId: 'cloud-agents', label: 'Cloud Agents' }, { routeId: 'external-tab', label: 'Cloud Services' }] },
      { id: 'inventory-commands', label: 'COMMANDS', logo: CodeIcon, items: [{ routeId: 'commands', label: 'Devices' }, { routeId: 'ztpa-commands', label: 'Gateways' }] },
    ],
  },
  {
    id: 'policies', label: 'Policies', icon: MixerHorizontalIcon,
    groups: [
      {
        id: 'policies-swg', label: 'Endpoint SWG', logo: GlobeIcon,
        items: [
          { routeId: 'saas-config', label: 'SaaS Apps' },
          { routeId: 'config-websites', label: 'Websites' },
          { routeId: 'geo-fencing', label: 'Geo-Fencing' },
          { routeId: 'excluded-domains', label: 'Bypassed Domains' },
        ],
      },
      { id: 'policies-ztpa', label: 'ZTPA', logo: LockClosedIcon, items: [{ routeId: 'config-vpn', label: 'Gateways' }] },
      {
        id: 'policies-dlp', label: 'DLP', logo: EyeClosedIcon,
        items: [{ routeId: 'data-exfiltration', label: 'Sensitive Data' }, { routeId: 'Sensitive-data-groups', label: 'Data Activity' }],
      },
      {
        id: 'policies-fleet', label: 'FLEET', logo: DesktopIcon,
        items: [
          { routeId: 'framework-selection', label: 'Compliance' },
          { routeId: 'policies', label: 'Controls' },
          { routeId: 'application-policies', label: 'Application Groups' },
          { routeId: 'content-apps', label: 'Applications' },
          { routeId: 'application-selection', label: 'Browsers' },
        ],
      },
      { id: 'policies-email-templates', label: 'EMAIL TEMPLATES', logo: EnvelopeClosedIcon, items: [{ routeId: 'account-email-templates', label: 'Email Templates' }] },
    ],
  },
  {
    id: 'integrations', label: 'Integrations', icon: Share2Icon,
    groups: [
      {
        id: 'integrations-iam', label: 'IAM', logo: IdCardIcon,
        items: [
          { routeId: 'azure', label: 'Azure' },
          { routeId: 'google', label: 'Google' },
          { routeId: 'okta', label: 'Okta' },
          { routeId: 'microsoft', label: 'Microsoft Entra' },
        ],
      },
      { id: 'integrations-grc', label: 'GRC', logo: CheckCircledIcon, items: [{ routeId: 'vanta', label: 'Vanta' }, { routeId: 'scrut', label: 'Scrut' }] },
    ],
  },
  {
    id: 'logs', label: 'Logs', icon: ReaderIcon,
    items: [
      { routeId: 'notification-logs', label: 'Notification Logs' },
      { routeId: 'admin-logs', label: 'Admin Action Logs' },
      { routeId: 'ztpa-logs', label: 'ZTPA Logs' },
      { routeId: 'error-logs', label: 'Copilot Error Logs' },
      { routeId: 'login-details', label: 'Login History' },
    ],
  },
  { id: 'askciso', label: 'AskCISO', icon: ChatBubbleIcon, items: [{ routeId: 'new-conversation', label: 'New Conversation' }] },
  {
    id: 'admin', label: 'Admin', icon: PersonIcon,
    groups: [
      {
        id: 'admin-management', label: 'MANAGEMENT', logo: LayersIcon, hiddenWhen: isProviderAdmin,
        items: [
          { routeId: 'endpoints-v2', label: 'Endpoints' },
          { routeId: 'user-management', label: 'Users' },
          { routeId: 'group-management', label: 'Groups' },
        ],
      },
      {
        id: 'admin-mdm', label: 'MDM', logo: MobileIcon, hiddenWhen: isProviderAdmin,
        items: [
          { routeId: 'push-certificate', label: 'Push Certificate' },
          { routeId: 'device-enrollment-program', label: 'ADE' },
          { routeId: 'content-token', label: 'Content Token' },
        ],
      },
      { id: 'admin-ztpa', label: 'ZTPA', logo: LockClosedIcon, hiddenWhen: isProviderAdmin, items: [{ routeId: 'vpn-server', label: 'Gateways' }] },
      { id: 'admin-reports', label: 'REPORTS', logo: FileTextIcon, hiddenWhen: isProviderAdmin, items: [{ routeId: 'email-compliance-tab', label: 'Email Reports' }] },
      {
        id: 'admin-billing', label: 'BILLING', logo: TokensIcon, hiddenWhen: isProviderAdmin,
        items: [{ routeId: 'billing', label: 'Payment Details' }, { routeId: 'payment-history', label: 'Payment History' }],
      },
      {
        id: 'admin-provider', label: 'PROVIDER ADMIN', logo: RocketIcon, shownWhen: isProviderOperator,
        items: [
          { routeId: 'palisade-accounts', label: 'Managed Companies' },
          { routeId: 'admin-saas-apps', label: 'SaaS Apps' },
          { routeId: 'admin-native-apps', label: 'Native Apps' },
          { routeId: 'admin-website-categories', label: 'Website Categories' },
          { routeId: 'admin-websites', label: 'Websites' },
          { routeId: 'kc-email-templates', label: 'Email Templates' },
          { routeId: 'copilot-release', label: 'Copilot Release' },
          { routeId: 'canary', label: 'Canary Plan' },
          { routeId: 'scheduled-jobs', label: 'Scheduled Jobs' },
        ],
      },
    ],
  },
  // The download page itself has no guard (part 2 §2.7); the menu entry is for customer admins.
  { id: 'downloads', label: 'Downloads', icon: DownloadIcon, shownWhen: canAdminister, hiddenWhen: isProviderAdmin, items: [{ routeId: 'copilot-download', label: 'Copilot' }] },
  {
    id: 'settings', label: 'Settings', icon: GearIcon, shownWhen: canChangeSettings,
    items: [
      { routeId: 'setup-guide', label: 'Setup Guide' },
      { routeId: 'account-settings', label: 'Account Settings' },
      { routeId: 'copilot', label: 'Agent Settings' },
      { routeId: 'copilot-messages', label: 'Copilot Messages' },
      { routeId: 'api-setting', label: 'API Settings' },
      { routeId: 'about', label: 'About' },
      { routeId: 'delete-account', label: 'Delete Account' },
    ],
  },
];

export interface VisibleItem {
  readonly routeId: RouteId;
  readonly label: string;
  readonly href: string;
}
export interface VisibleGroup {
  readonly id: string;
  readonly label: string;
  readonly logo: MenuIcon;
  readonly items: readonly VisibleItem[];
}
export interface VisibleModule {
  readonly id: string;
  readonly label: string;
  readonly icon: MenuIcon;
  /** every visible child, groups flattened, in order */
  readonly items: readonly VisibleItem[];
  /** set for the accordion modules (Inventory, Policies, Integrations, Admin) */
  readonly groups?: readonly VisibleGroup[];
  /** spec part 1 §2: clicking a module opens its first child */
  readonly href: string;
}

function resolveItem(item: MenuItemDef, ctx: AccessContext, account: AccountDetails | undefined): VisibleItem | null {
  const routeId = 'routeId' in item ? item.routeId : account?.group_by_category ? item.byCategory : item.byWebsite;
  if (!canOpenRoute(routeById(routeId), ctx)) return null;
  if ('shownWhen' in item && !item.shownWhen(ctx)) return null;
  return { routeId, label: item.label, href: linkTo(routeId) };
}

function resolveItems(items: readonly MenuItemDef[], ctx: AccessContext, account: AccountDetails | undefined): VisibleItem[] {
  return items.map((i) => resolveItem(i, ctx, account)).filter((i): i is VisibleItem => i !== null);
}

// Modules and groups carry capabilities, never role strings: hiddenWhen wins over shownWhen.
function shown(def: { shownWhen?: Capability; hiddenWhen?: Capability }, ctx: AccessContext): boolean {
  if (def.hiddenWhen?.(ctx)) return false;
  return def.shownWhen?.(ctx) ?? true;
}

/** The menu as the signed-in role and its account's flags allow; empty groups and modules dropped. */
export function visibleMenu(ctx: AccessContext, account: AccountDetails | undefined): VisibleModule[] {
  const modules: VisibleModule[] = [];
  for (const m of MENU) {
    // spec part 1 §6: the provider admin (and SuperAdmin) see only the Admin module, plus what
    // canOpenRoute() grants once switched into a customer (Policies). Settings pages stay in the user menu.
    if (!shown(m, ctx)) continue;
    if (m.groups) {
      const groups = m.groups
        .filter((grp) => shown(grp, ctx))
        .map((grp) => ({ id: grp.id, label: grp.label, logo: grp.logo, items: resolveItems(grp.items, ctx, account) }))
        .filter((grp) => grp.items.length > 0);
      const items = groups.flatMap((grp) => grp.items);
      if (items.length) modules.push({ id: m.id, label: m.label, icon: m.icon, items, groups, href: items[0].href });
    } else {
      const items = resolveItems(m.items ?? [], ctx, account);
      if (items.length) modules.push({ id: m.id, label: m.label, icon: m.icon, items, href: items[0].href });
    }
  }
  return modules;
}

export interface MenuPlacement {
  readonly moduleId: string;
  readonly routeId: RouteId;
  /** index of the accordion group among the module's visible groups, when it has groups */
  readonly groupIndex?: number;
}

function topOf(routeId: string): string | undefined {
  const route = findRoute(routeId);
  return route ? routeTrail(route)[0].id : undefined;
}

/**
 * spec part 1 §2: the current route selects the matching module and child. A tab of a menu route
 * (e.g. /saas/graph for saas-list) selects that child too; a detail page of MENU_OWNERS selects its list
 * (the one in `previous`, the child selected before, when it is one of them); any other route outside the
 * menu selects nothing.
 */
export function placeInMenu(menu: readonly VisibleModule[], routeId: string, previous?: string | null): MenuPlacement | undefined {
  const locate = (test: (item: VisibleItem) => boolean): MenuPlacement | undefined => {
    for (const m of menu) {
      const item = m.items.find(test);
      if (!item) continue;
      const groupIndex = m.groups?.findIndex((grp) => grp.items.includes(item));
      return { moduleId: m.id, routeId: item.routeId, ...(groupIndex !== undefined ? { groupIndex } : {}) };
    }
    return undefined;
  };
  const top = topOf(routeId);
  const owners = (MENU_OWNERS[routeId as RouteId] ?? []).filter((o) => menu.some((m) => m.items.some((i) => i.routeId === o)));
  // a detail page selects the list it belongs to: the one the user came from when it is one of them
  const owner = owners.find((o) => o === previous) ?? owners[0];
  return locate((i) => i.routeId === routeId) ?? (top ? locate((i) => topOf(i.routeId) === top) : undefined) ?? (owner ? locate((i) => i.routeId === owner) : undefined);
}

/** Detail pages outside the menu and the menu items whose lists open them (the first is the default). */
const MENU_OWNERS: Partial<Record<RouteId, readonly RouteId[]>> = {
  'endpoint-details': ['devices', 'endpoints-v2'],
  'applications-detail': ['applications'],
  'add-users': ['user-management'],
  'update-user': ['user-management', 'users', 'inactive-users'],
  'add-group': ['group-management'],
  'update-group': ['group-management'],
  'vpn-details': ['inventory-vpn'],
  'vpn-details-graph': ['inventory-vpn'],
  'vpn-users-graph': ['inventory-vpn'],
  'configure-vpn': ['config-vpn'],
  'edit-config-vpn': ['config-vpn'],
  'edit-proxy-destination': ['config-vpn'],
  'vpn-server-list': ['vpn-server'],
  'vpn-server-logs-tab': ['vpn-server'],
  'vpn-server-activity-tab': ['vpn-server'],
  'vpn-server-errors-tab': ['vpn-server'],
  'dlp-endpoint-details': ['dlp-endpoints'],
  'scan-history': ['dlp-endpoints'],
  'file-details': ['dlp-endpoints', 'sensitive-data'],
  'data-details': ['sensitive-data', 'dlp-endpoints'],
  'sensitive-activity': ['copy-paste-activity'],
  'sensitive-data-ext': ['sensitive-data'],
  'selected-control': ['policies', 'controls'],
  'add-new-rule': ['config-endpoints'],
  'update-rule': ['config-endpoints'],
  'compliance-ext': ['compliance'],
};

import { describe, expect, it } from 'vitest';
import type { AccessContext } from '../api/contract/access';
import type { AccountDetails, FeatureFlag } from '../api/contract/accounts';
import { placeInMenu, visibleMenu, type VisibleModule } from './menu';

const ACME_FLAGS: Record<FeatureFlag, boolean> = {
  enable_dlp: true, enable_mdm: true, enable_vpn: true, enable_execute_command: true, disable_session_logs: false,
};
const GLOBEX_FLAGS: Record<FeatureFlag, boolean> = {
  enable_dlp: false, enable_mdm: false, enable_vpn: false, enable_execute_command: false, disable_session_logs: true,
};

function account(over: Partial<AccountDetails> = {}): AccountDetails {
  return {
    id: 'a1', client_id: 'c1', name: 'Acme Corp', logo: null, disable_username_password: false, group_by_category: false,
    show_legacy_agent_online_offline_graph: false, billing_period: 'monthly', billing_type: 'seat', unit_amount: 5,
    billing_start_date: '2026-01-01', ...ACME_FLAGS, user_onboarding_required: false, is_provider: false, created_at: '2026-01-01',
    ...over,
  };
}

const ctx = (role: AccessContext['role'], flags = ACME_FLAGS, over: Partial<AccessContext> = {}): AccessContext => ({
  role, flags, billing: true, onProviderAccount: role === 'SuperAdmin' || role === 'PALISADE_ADMIN', ...over,
});

const modules = (menu: VisibleModule[]) => menu.map((m) => m.label);
const groups = (menu: VisibleModule[], module: string) => menu.find((m) => m.label === module)?.groups?.map((g) => g.label);
const labels = (menu: VisibleModule[], module: string) => menu.find((m) => m.label === module)?.items.map((i) => i.label) ?? [];
const ids = (menu: VisibleModule[]) => menu.flatMap((m) => m.items.map((i) => i.routeId));

describe('visibleMenu (spec part 1 §2 and §6)', () => {
  const acme = visibleMenu(ctx('ADMIN'), account());
  const globex = visibleMenu(ctx('ADMIN', GLOBEX_FLAGS, { billing: false }), account({ ...GLOBEX_FLAGS, name: 'Globex' }));

  it("gives Acme's admin every module in the spec's order, each opening its first child", () => {
    expect(modules(acme)).toEqual(['Dashboard', 'Alerts', 'Reports', 'Inventory', 'Policies', 'Integrations', 'Logs', 'AskCISO', 'Admin', 'Downloads', 'Settings']);
    expect(groups(acme, 'Inventory')).toEqual(['Endpoint SWG', 'ZTPA', 'DLP', 'FLEET', 'CLOUD', 'COMMANDS']);
    expect(groups(acme, 'Policies')).toEqual(['Endpoint SWG', 'ZTPA', 'DLP', 'FLEET', 'EMAIL TEMPLATES']);
    expect(groups(acme, 'Integrations')).toEqual(['IAM', 'GRC']);
    expect(groups(acme, 'Admin')).toEqual(['MANAGEMENT', 'MDM', 'ZTPA', 'REPORTS', 'BILLING']);
    expect(acme.find((m) => m.label === 'Inventory')?.href).toBe('/saas/list');
    expect(acme.find((m) => m.label === 'AskCISO')?.href).toBe('/chatbot/conversation');
    expect(acme.find((m) => m.label === 'Admin')?.href).toBe('/endpoints/v2');
  });

  it("uses the spec's labels", () => {
    expect(labels(acme, 'Reports')).toEqual(['Compliance', 'User Behavior Analysis', 'SaaS Apps', 'Websites', 'Activity']);
    expect(labels(acme, 'Inventory')).toEqual(expect.arrayContaining(['Discovered Data', 'Data Activity', 'Gateways', 'Destinations', 'Endpoints', 'Cloud Services', 'Sensitive Data']));
    expect(labels(acme, 'Policies')).toEqual(expect.arrayContaining(['Bypassed Domains', 'Compliance', 'Controls', 'Application Groups', 'Applications', 'Browsers']));
    expect(labels(acme, 'Integrations')).toContain('Microsoft Entra');
    expect(labels(acme, 'Logs')).toEqual(['Notification Logs', 'Admin Action Logs', 'ZTPA Logs', 'Copilot Error Logs', 'Login History']);
    expect(labels(acme, 'Admin')).toEqual(expect.arrayContaining(['Email Reports', 'Payment Details', 'Payment History']));
  });

  it("takes DLP, ZTPA, MDM, commands, user behaviour, websites reports and inventory and activity from Globex's admin", () => {
    expect(groups(globex, 'Inventory')).toEqual(['Endpoint SWG', 'FLEET', 'CLOUD']);
    expect(groups(globex, 'Policies')).toEqual(['Endpoint SWG', 'EMAIL TEMPLATES']);
    expect(groups(globex, 'Admin')).toEqual(['MANAGEMENT', 'REPORTS']);
    expect(labels(globex, 'Reports')).toEqual(['Compliance', 'SaaS Apps']);
    expect(labels(globex, 'Inventory')).not.toContain('Websites');
    expect(labels(globex, 'Logs')).not.toContain('ZTPA Logs');
    const lost = ids(acme).filter((id) => !ids(globex).includes(id));
    expect(lost).toEqual(expect.arrayContaining([
      'productivity-insight', 'reports-websites-tab', 'activity', 'inventory-websites-list', 'ztpa-server', 'inventory-vpn', 'dlp-endpoints',
      'commands', 'ztpa-commands', 'config-vpn', 'data-exfiltration', 'framework-selection', 'policies', 'push-certificate', 'vpn-server',
      'billing', 'payment-history',
    ]));
    expect(ids(globex)).toEqual(expect.arrayContaining(['alerts-websites', 'saas-list', 'devices', 'saas-config', 'external-tab']));
  });

  it('opens websites by category when the account groups by category', () => {
    const grouped = visibleMenu(ctx('ADMIN'), account({ group_by_category: true }));
    expect(ids(grouped)).toEqual(expect.arrayContaining(['website-categories', 'reports-categories-tab']));
    expect(ids(grouped)).not.toContain('inventory-websites-list');
    expect(ids(acme)).toEqual(expect.arrayContaining(['inventory-websites-list', 'reports-websites-tab']));
    // disable_session_logs hides the websites entries whichever route they open.
    const hidden = visibleMenu(ctx('ADMIN', { ...ACME_FLAGS, disable_session_logs: true }), account({ group_by_category: true }));
    expect(ids(hidden)).not.toContain('website-categories');
    expect(ids(hidden)).not.toContain('reports-categories-tab');
  });

  it('shows the group admin Alerts, Reports, Inventory and AskCISO only', () => {
    expect(modules(visibleMenu(ctx('GROUP_ADMIN'), account()))).toEqual(['Alerts', 'Reports', 'Inventory', 'AskCISO']);
  });

  it('hides Cloud, the SaaS Apps report and AskCISO from the auditor', () => {
    const auditor = visibleMenu(ctx('AUDITOR'), account());
    expect(modules(auditor)).toEqual(['Alerts', 'Reports', 'Inventory']);
    expect(groups(auditor, 'Inventory')).not.toContain('CLOUD');
    expect(ids(auditor)).not.toContain('reports-saas-apps');
    expect(ids(auditor)).not.toContain('new-conversation');
  });

  it('shows the provider admin and SuperAdmin only the provider section of Admin', () => {
    for (const role of ['PALISADE_ADMIN', 'SuperAdmin'] as const) {
      const menu = visibleMenu(ctx(role), account({ is_provider: true }));
      expect(modules(menu), role).toEqual(['Admin']);
      expect(groups(menu, 'Admin'), role).toEqual(['PROVIDER ADMIN']);
      expect(labels(menu, 'Admin'), role).toEqual([
        'Managed Companies', 'SaaS Apps', 'Native Apps', 'Website Categories', 'Websites', 'Email Templates', 'Copilot Release', 'Canary Plan', 'Scheduled Jobs',
      ]);
      expect(menu[0].href).toBe('/palisade-accounts');
    }
  });

  it('adds Policies for the provider admin switched into a customer, and nothing else of the customer area', () => {
    const menu = visibleMenu(ctx('PALISADE_ADMIN', ACME_FLAGS, { onProviderAccount: false }), account());
    expect(modules(menu)).toEqual(['Policies', 'Admin']);
    expect(groups(menu, 'Admin')).toEqual(['PROVIDER ADMIN']);
  });

  it('hides billing without the billing fields', () => {
    const menu = visibleMenu(ctx('ADMIN', ACME_FLAGS, { billing: false }), account());
    expect(groups(menu, 'Admin')).not.toContain('BILLING');
  });
});

describe('placeInMenu', () => {
  const menu = visibleMenu(ctx('ADMIN'), account());

  it('selects the module, child and accordion group of the current route', () => {
    expect(placeInMenu(menu, 'ztpa-server')).toEqual({ moduleId: 'inventory', routeId: 'ztpa-server', groupIndex: 1 });
    expect(placeInMenu(menu, 'activity')).toEqual({ moduleId: 'reports', routeId: 'activity' });
  });

  it('selects the menu child for a sibling tab of the same screen', () => {
    expect(placeInMenu(menu, 'saas-graph')).toMatchObject({ moduleId: 'inventory', routeId: 'saas-list', groupIndex: 0 });
    expect(placeInMenu(menu, 'conversation')).toMatchObject({ moduleId: 'askciso', routeId: 'new-conversation' });
    expect(placeInMenu(menu, 'email-summary-tab')).toMatchObject({ moduleId: 'admin', routeId: 'email-compliance-tab' });
  });

  it('selects nothing for a route outside the menu', () => {
    expect(placeInMenu(menu, 'saas-users-list')).toBeUndefined();
    expect(placeInMenu(menu, 'no-such-route')).toBeUndefined();
  });
});

// The palette's MDM app steps: each lists what its screen's index page lists from the API (application groups
// of the route's kind, app policies, custom apps, browsers) and opens the route with that entity; none without
// MDM or for a role that may not open Policies.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppGroupRow } from '../../api/contract/mdm-apps';
import type { ManagedAppRow } from '../../api/contract/mdm-catalog';
import type { AppPolicyRow, BrowserRow } from '../../api/contract/mdm-policies';
import { json, mockApi } from '../../app/session/testing';
import { openStep, paletteContext, stepRoutes, targets } from './area-testing';
import { mdmAppsArea } from './mdm-apps';

const reach = { devices: 4, compliant: 3 };
const GROUPS: AppGroupRow[] = [
  { id: '00000000-0000-4000-8000-0000000000a1', kind: 'INSTALL', name: 'Engineering tools', description: 'For developers', apps: ['Docker', 'iTerm', 'Slack', 'Zoom'], people: 2, groups: [{ id: 'g1', name: 'Engineering' }], reach, updated_at: '2026-11-20T10:00:00.000Z' },
  { id: '00000000-0000-4000-8000-0000000000a2', kind: 'BLOCK', name: 'Games', description: null, apps: ['Steam'], people: 0, groups: [], reach, updated_at: '2026-11-20T10:00:00.000Z' },
];
const POLICY: AppPolicyRow = {
  id: '00000000-0000-4000-8000-0000000000b1',
  subject: { kind: 'app', id: 'm1', name: 'Slack', bundle_id: 'com.tinyspeck.slackmacgap', apps: ['Slack'] },
  action: 'INSTALL', people: 3, groups: [], schedule: { kind: 'IMMEDIATE', days: [], start_hour: null, end_hour: null }, deferrals: 0, priority: 10,
  reach: { devices: 3, applied: 2, compliant: 2 }, updated_at: '2026-11-20T10:00:00.000Z',
};
const app = (id: string, name: string, source: ManagedAppRow['source']): ManagedAppRow => ({
  id, source, catalog_app_id: null, name, bundle_id: `com.acme.${name.toLowerCase().replace(/\s/g, '')}`, version: '2.1', platforms: ['MACOS'], install_type: 'AUTO', removable: true,
  package: { kind: 'NONE', url: null, file_name: null, size: null, sha256: null }, licence: null, installed_devices: 1, targeted_devices: 2, updated_at: '2026-11-20T10:00:00.000Z',
});
const APPS = [app('00000000-0000-4000-8000-0000000000c1', 'Acme VPN', 'CUSTOM'), app('00000000-0000-4000-8000-0000000000c2', 'Zoom', 'CATALOG')];
const BROWSER: BrowserRow = { name: 'Firefox', label: 'Mozilla Firefox', apps: ['Firefox'], allowed: false, devices: 5, versions: [], updated_by: null, updated_at: null };

function mockMdm() {
  return mockApi(({ url }) => {
    const q = url.searchParams;
    if (url.pathname === '/api/mdm/app-groups') return json(200, GROUPS.filter((g) => !q.get('kind') || g.kind === q.get('kind')));
    if (url.pathname === '/api/mdm/app-policies') return json(200, [POLICY]);
    if (url.pathname === '/api/mdm/managed-apps') return json(200, APPS.filter((a) => !q.get('source') || a.source === q.get('source')));
    if (url.pathname === '/api/mdm/browsers') return json(200, [BROWSER]);
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('palette: MDM apps and policies', () => {
  it('offers the group, policy, custom app and browser steps to who opens MDM policies, the update forms to who may change them', () => {
    mockMdm();
    expect(stepRoutes(mdmAppsArea, paletteContext('ADMIN')).sort()).toEqual([...mdmAppsArea.entityRoutes!].sort());
    expect(stepRoutes(mdmAppsArea, paletteContext('ADMIN', { flags: { enable_mdm: false } }))).toEqual([]);
    expect(stepRoutes(mdmAppsArea, paletteContext('GROUP_ADMIN'))).toEqual([]);
    expect(stepRoutes(mdmAppsArea, paletteContext('AUDITOR'))).toEqual([]);
  });

  it('lists the application groups of the route’s kind and opens their detail and update routes', async () => {
    const calls = mockMdm();
    const ctx = paletteContext('ADMIN');
    const install = await openStep(mdmAppsArea, 'apps-group-detail', ctx, 1);
    expect(targets(install)).toEqual([['Engineering tools', `/apps-group-detail/Engineering%20tools/${GROUPS[0]!.id}`]]);
    expect(install[0]!.subtitle).toBe('4 apps · Docker, iTerm, Slack');
    expect(calls.some((c) => c.url.pathname === '/api/mdm/app-groups' && c.url.searchParams.get('kind') === 'INSTALL')).toBe(true);

    expect(targets(await openStep(mdmAppsArea, 'update-blocked-apps-group', ctx, 1))).toEqual([['Games', `/update-blocked-apps-group/${GROUPS[1]!.id}`]]);
    expect(targets(await openStep(mdmAppsArea, 'blocked-apps-group-detail', ctx, 1))).toEqual([['Games', `/blocked-apps-group-detail/Games/${GROUPS[1]!.id}`]]);
    expect(targets(await openStep(mdmAppsArea, 'update-application-group', ctx, 1))).toEqual([['Engineering tools', `/update-application-group/${GROUPS[0]!.id}`]]);
  });

  it('opens an app policy, a custom app (never a catalogue one) and a browser', async () => {
    const calls = mockMdm();
    const ctx = paletteContext('ADMIN');
    const policies = await openStep(mdmAppsArea, 'edit-app-policy', ctx, 1);
    expect(targets(policies)).toEqual([['Slack', `/edit-app-policy/${POLICY.id}`]]);
    expect(policies[0]!.subtitle).toBe('Install · Managed app · priority 10');

    const custom = await openStep(mdmAppsArea, 'update-custom-apps', ctx, 1);
    expect(targets(custom)).toEqual([['Acme VPN', `/update-custom-apps/${APPS[0]!.id}`]]);
    expect(calls.find((c) => c.url.pathname === '/api/mdm/managed-apps')?.url.searchParams.get('source')).toBe('CUSTOM');

    const browsers = await openStep(mdmAppsArea, 'selected-application', ctx, 1);
    expect(targets(browsers)).toEqual([['Mozilla Firefox', '/browsers/selected-application/Firefox']]);
    expect(browsers[0]!.subtitle).toBe('Not allowed · installed on 5 endpoints');
  });
});

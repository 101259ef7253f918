// MDM apps and policies in the palette (issue 20 screens): 'Application Group › Engineering tools' opens
// /apps-group-detail/{name}/{id}, the blocked kind /blocked-apps-group-detail/{name}/{id}, and their update
// forms; 'Edit App Policy › Slack' opens /edit-app-policy/{id}; 'Update Custom App › Acme VPN' opens
// /update-custom-apps/{id}; 'Selected Browser › Firefox' opens /browsers/selected-application/{name}. Each step
// lists what the route's own index page lists (GET /mdm/app-groups, /mdm/app-policies, /mdm/managed-apps,
// /mdm/browsers), only while the step is open; a search of 3 characters or more asks the server too. The
// update forms are offered to the roles that may change them, as the lists offer their edit buttons.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { canChangeCompliancePolicies } from '../../api/contract/access';
import { MAX_PAGE_SIZE } from '../../api/contract/common';
import type { AppGroupKind, AppGroupRow } from '../../api/contract/mdm-apps';
import type { ManagedAppRow } from '../../api/contract/mdm-catalog';
import type { AppPolicyRow, BrowserRow } from '../../api/contract/mdm-policies';
import { mdmAppsQueries } from '../../api/queries/mdm-apps';
import { mdmCatalogQueries } from '../../api/queries/mdm-catalog';
import { mdmPoliciesQueries } from '../../api/queries/mdm-policies';
import { canOpen } from '../../app/can-open';
import { linkTo } from '../../lib/links';
import { entityStep } from '../route-commands';
import { useSearchedRows } from './searched-rows';
import type { Command, CommandArea, CommandContext, NavigateCommand, PageCommand } from '../types';

const NS = { ns: 'palette-mdm-apps' } as const;
const STALE = 60_000;
const APPS_SHOWN = 3;
const NO_BROWSERS: readonly BrowserRow[] = [];

/** The four routes of an application group: which kind each shows, and whether it is the update form. */
const GROUP_ROUTES = {
  'apps-group-detail': { kind: 'INSTALL', update: false },
  'update-application-group': { kind: 'INSTALL', update: true },
  'blocked-apps-group-detail': { kind: 'BLOCK', update: false },
  'update-blocked-apps-group': { kind: 'BLOCK', update: true },
} as const satisfies Record<string, { kind: AppGroupKind; update: boolean }>;
type GroupRoute = keyof typeof GROUP_ROUTES;

// ---------- application groups ----------

const paletteGroups = (kind: AppGroupKind) => (q: string | undefined) => ({ ...mdmAppsQueries.groups({ page: 1, size: MAX_PAGE_SIZE, kind, q }), staleTime: STALE });

function appsText(apps: readonly string[], t: CommandContext['t']): string {
  if (apps.length === 0) return t('group.noApps', NS);
  return t('group.apps', { ...NS, count: apps.length, apps: apps.slice(0, APPS_SHOWN).join(', ') });
}

/** The groups of the route's kind, each opening that route. */
export function appGroupCommands(routeId: GroupRoute, rows: readonly AppGroupRow[], t: CommandContext['t']): NavigateCommand[] {
  const { kind } = GROUP_ROUTES[routeId];
  return rows
    .filter((row) => row.kind === kind)
    .map((row) => ({
      kind: 'navigate',
      id: `${routeId}:${row.id}`,
      scope: 'pages',
      badge: t(kind === 'BLOCK' ? 'badge.blockedGroup' : 'badge.group', NS),
      title: row.name,
      subtitle: appsText(row.apps, t),
      keywords: [...row.apps, ...(row.description ? [row.description] : []), ...row.groups.map((g) => g.name), t('group.keywords', NS)],
      href: linkTo(routeId, { name: row.name, id: row.id }),
    }));
}

function useGroupStep(ctx: CommandContext, routeId: GroupRoute): readonly Command[] {
  const { kind } = GROUP_ROUTES[routeId];
  const rows = useSearchedRows<AppGroupRow>(canOpen(routeId, ctx.access), ctx.search, MAX_PAGE_SIZE, paletteGroups(kind));
  const { t } = ctx;
  return useMemo(() => appGroupCommands(routeId, rows, t), [routeId, rows, t]);
}

const useInstallGroupDetail = (ctx: CommandContext) => useGroupStep(ctx, 'apps-group-detail');
const useInstallGroupUpdate = (ctx: CommandContext) => useGroupStep(ctx, 'update-application-group');
const useBlockGroupDetail = (ctx: CommandContext) => useGroupStep(ctx, 'blocked-apps-group-detail');
const useBlockGroupUpdate = (ctx: CommandContext) => useGroupStep(ctx, 'update-blocked-apps-group');

// ---------- app policies ----------

const palettePolicies = (q: string | undefined) => ({ ...mdmPoliciesQueries.policies({ page: 1, size: MAX_PAGE_SIZE, q }), staleTime: STALE });

export function appPolicyCommands(rows: readonly AppPolicyRow[], t: CommandContext['t']): NavigateCommand[] {
  return rows.map((row) => ({
    kind: 'navigate',
    id: `edit-app-policy:${row.id}`,
    scope: 'pages',
    badge: t('badge.policy', NS),
    title: row.subject.name,
    subtitle: t('policy.subtitle', {
      ...NS,
      action: t(`policy.actions.${row.action}`, NS),
      subject: t(`policy.subject.${row.subject.kind}`, NS),
      priority: row.priority,
    }),
    keywords: [...(row.subject.bundle_id ? [row.subject.bundle_id] : []), ...row.subject.apps, ...row.groups.map((g) => g.name), t('policy.keywords', NS)],
    href: linkTo('edit-app-policy', { id: row.id }),
  }));
}

function usePolicyStep(ctx: CommandContext): readonly Command[] {
  const rows = useSearchedRows<AppPolicyRow>(canOpen('edit-app-policy', ctx.access), ctx.search, MAX_PAGE_SIZE, palettePolicies);
  const { t } = ctx;
  return useMemo(() => appPolicyCommands(rows, t), [rows, t]);
}

// ---------- custom apps ----------

/** Only custom apps: an app taken from the App Catalog is not edited on /update-custom-apps. */
const paletteCustomApps = (q: string | undefined) => ({ ...mdmCatalogQueries.apps({ page: 1, size: MAX_PAGE_SIZE, source: 'CUSTOM', q }), staleTime: STALE });

export function customAppCommands(rows: readonly ManagedAppRow[], t: CommandContext['t']): NavigateCommand[] {
  return rows
    .filter((row) => row.source === 'CUSTOM')
    .map((row) => ({
      kind: 'navigate',
      id: `update-custom-apps:${row.id}`,
      scope: 'pages',
      badge: t('badge.customApp', NS),
      title: row.name,
      subtitle: row.version ? t('customApp.subtitle', { ...NS, bundle: row.bundle_id, version: row.version }) : row.bundle_id,
      keywords: [row.bundle_id, t('customApp.keywords', NS)],
      href: linkTo('update-custom-apps', { id: row.id }),
    }));
}

function useCustomAppStep(ctx: CommandContext): readonly Command[] {
  const allowed = canOpen('update-custom-apps', ctx.access) && canChangeCompliancePolicies(ctx.access);
  const rows = useSearchedRows<ManagedAppRow>(allowed, ctx.search, MAX_PAGE_SIZE, paletteCustomApps);
  const { t } = ctx;
  return useMemo(() => customAppCommands(rows, t), [rows, t]);
}

// ---------- browsers ----------

export function browserCommands(rows: readonly BrowserRow[], t: CommandContext['t']): NavigateCommand[] {
  return rows.map((row) => ({
    kind: 'navigate',
    id: `selected-application:${row.name}`,
    scope: 'pages',
    badge: t('badge.browser', NS),
    title: row.label,
    subtitle: t('browser.subtitle', { ...NS, state: t(row.allowed ? 'browser.allowed' : 'browser.notAllowed', NS), count: row.devices }),
    keywords: [row.name, ...row.apps, t('browser.keywords', NS)],
    href: linkTo('selected-application', { appName: row.name }),
  }));
}

function useBrowserStep(ctx: CommandContext): readonly Command[] {
  const allowed = canOpen('selected-application', ctx.access);
  const list = useQuery({ ...mdmPoliciesQueries.browsers(), enabled: allowed, staleTime: STALE });
  const rows = (allowed ? list.data : null) ?? NO_BROWSERS;
  const { t } = ctx;
  return useMemo(() => browserCommands(rows, t), [rows, t]);
}

export const mdmAppsArea: CommandArea = {
  id: 'mdm-apps',
  entityRoutes: [
    'apps-group-detail', 'update-application-group', 'blocked-apps-group-detail', 'update-blocked-apps-group',
    'edit-app-policy', 'update-custom-apps', 'selected-application',
  ],
  useCommands(ctx) {
    const { access, t } = ctx;
    return useMemo(() => {
      const change = canChangeCompliancePolicies(access);
      const steps = [
        entityStep('apps-group-detail', access, t, { useCommands: useInstallGroupDetail }),
        entityStep('blocked-apps-group-detail', access, t, { useCommands: useBlockGroupDetail }),
        change ? entityStep('update-application-group', access, t, { useCommands: useInstallGroupUpdate }) : null,
        change ? entityStep('update-blocked-apps-group', access, t, { useCommands: useBlockGroupUpdate }) : null,
        entityStep('edit-app-policy', access, t, { useCommands: usePolicyStep }),
        change ? entityStep('update-custom-apps', access, t, { useCommands: useCustomAppStep }) : null,
        entityStep('selected-application', access, t, { useCommands: useBrowserStep }),
      ];
      return steps.filter((s): s is PageCommand => s !== null);
    }, [access, t]);
  },
};

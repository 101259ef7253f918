// Every entry of the route table as palette data (STYLE.md habit 1: the palette reads the route table, src/app/routes/).
// Visibility is canOpenRoute(), the very rule the route guards run, so the palette never shows a
// route the user would be refused.
import type { TFunction } from 'i18next';
import type { AccessContext } from '../api/contract/access';
import { canOpenRoute } from '../app/can-open';
import { MENU } from '../app/menu';
import { allRoutes, findRoute, routeTrail, type RouteId } from '../app/routes/table';
import type { RouteDef } from '../app/routes/types';
import { linkTo } from '../lib/links';
import type { CommandPage, NavigateCommand, PageCommand } from './types';

/**
 * Pages a signed-in user has no reason to open from the palette: sign-in steps and callbacks (they
 * redirect or need a provider's answer), and the landing points of flows that finish elsewhere.
 */
const NOT_DESTINATIONS: ReadonlySet<string> = new Set([
  'root', 'login', 'login-callback', 'google-callback', 'vanta-callback', 'okta-authorize', 'okta-auth',
  'forgot-password', 'reset-password', 'signup', 'mdm-login', 'unauthorized',
  'success-enrollment', 'error-enrollment', 'success-payment', 'error-payment',
]);

/** How the palette reaches a route; every route id of the table has exactly one. */
export type RouteReach =
  | { readonly kind: 'direct' }
  | { readonly kind: 'entity' }
  | { readonly kind: 'none'; readonly reason: 'not-a-destination' | 'no-entity-source' };

export function hasRequiredParams(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith(':') && !segment.endsWith('?'));
}

/**
 * A route with required params is reached through an entity step when an area lists it in its
 * `entityRoutes`; otherwise it is left out until the area whose list feeds it lands. Optional params
 * are simply dropped by linkTo().
 */
export function reachOf(route: RouteDef, entityRoutes: ReadonlySet<string>): RouteReach {
  if (NOT_DESTINATIONS.has(route.id)) return { kind: 'none', reason: 'not-a-destination' };
  if (!hasRequiredParams(route.path)) return { kind: 'direct' };
  return entityRoutes.has(route.id) ? { kind: 'entity' } : { kind: 'none', reason: 'no-entity-source' };
}

const MENU_SEPARATOR = ' › ';

function menuPaths(): Map<string, readonly string[]> {
  const paths = new Map<string, readonly string[]>();
  for (const module of MENU) {
    const groups = module.groups ?? [{ label: null, items: module.items ?? [] }];
    for (const group of groups) {
      for (const item of group.items) {
        const path = [module.label, ...(group.label ? [group.label] : []), item.label];
        const ids = 'routeId' in item ? [item.routeId] : [item.byCategory, item.byWebsite];
        for (const id of ids) if (!paths.has(id)) paths.set(id, path);
      }
    }
  }
  return paths;
}

const MENU_PATHS = menuPaths();
const topOf = (route: RouteDef) => routeTrail(route)[0].id;
const MENU_BY_TOP = new Map<string, readonly string[]>();
for (const [id, path] of MENU_PATHS) {
  const route = findRoute(id);
  if (route && !MENU_BY_TOP.has(topOf(route))) MENU_BY_TOP.set(topOf(route), path);
}

/** 'Policies › Endpoint SWG › SaaS Apps', or the section a tab or drill-down belongs to. */
export function menuPathOf(route: RouteDef): string | undefined {
  const path = MENU_PATHS.get(route.id) ?? MENU_BY_TOP.get(topOf(route));
  return path?.join(MENU_SEPARATOR);
}

/** The menu path; failing that the real address (never a pattern such as '/x/:name?'), or the breadcrumb. */
export function routeSubtitle(route: RouteDef): string {
  const menu = menuPathOf(route);
  if (menu) return menu;
  if (!hasRequiredParams(route.path)) return linkTo(route.id as RouteId);
  return routeTrail(route).map((r) => r.title).join(MENU_SEPARATOR);
}

function routeKeywords(route: RouteDef): string[] {
  return [...(route.keywords ?? []), route.id.replace(/-/g, ' ')];
}

export function routeCommandId(routeId: string): string {
  return `route:${routeId}`;
}

const MENU_ORDER = new Map([...MENU_PATHS.keys()].map((id, i) => [routeCommandId(id), i]));

/**
 * Where a command stands in the empty palette (issue 28 item 6): the menu's pages in the menu's order
 * (the modules this user's role opens, as the left navigation shows them), then everything else.
 */
export function emptyPaletteOrder<T extends { readonly id: string }>(commands: readonly T[]): T[] {
  const rank = (c: T) => MENU_ORDER.get(c.id) ?? Number.MAX_SAFE_INTEGER;
  return commands.map((c, i) => ({ c, i, r: rank(c) })).sort((a, b) => a.r - b.r || a.i - b.i).map((x) => x.c);
}

/** The direct routes the user may open, in table order. */
export function routeCommands(access: AccessContext, entityRoutes: ReadonlySet<string>, t: TFunction<'commands'>): NavigateCommand[] {
  return allRoutes
    .filter((route) => reachOf(route, entityRoutes).kind === 'direct' && canOpenRoute(route, access))
    .map((route) => ({ kind: 'navigate', ...routeFields(route, t), href: linkTo(route.id as RouteId) }));
}

/** What a route's command shows and is matched by, whether it opens the route or an entity step. */
function routeFields(route: RouteDef, t: TFunction<'commands'>) {
  return {
    id: routeCommandId(route.id),
    scope: 'pages',
    badge: t('badge.page'),
    title: route.title,
    subtitle: routeSubtitle(route),
    keywords: routeKeywords(route),
  } as const;
}

/** A parametrised route as a step: choosing it opens `page`, whose entities fill the params. */
export function entityStep(routeId: RouteId, access: AccessContext, t: TFunction<'commands'>, page: Omit<CommandPage, 'id' | 'title'>): PageCommand | null {
  const route = findRoute(routeId);
  if (!route || !canOpenRoute(route, access)) return null;
  return { kind: 'page', ...routeFields(route, t), page: { id: routeCommandId(route.id), title: route.title, ...page } };
}

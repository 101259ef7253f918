// THE route table (DESIGN.md "single sources of truth"): every path of spec part 2 §2.6 and every
// route id of part 1 §2, as plain data, one file per area. Menu, guards, breadcrumbs, document titles,
// the palette, deep links and the server's AskCISO answers read it; the screens each route shows are
// in app/screens.ts, so nothing here loads React.
import { billingRoutes } from './billing';
import { commandRoutes } from './commands';
import { complianceMdmRoutes } from './compliance-mdm';
import { configurationRoutes } from './configuration';
import { dashboardRoutes } from './dashboard-reports';
import { dlpRoutes } from './dlp';
import { drillDownRoutes } from './drill-down';
import { emailReportRoutes } from './email-reports';
import { fleetRoutes } from './fleet';
import { compilePattern, decodePath, matchPattern, specificity, type PathParams } from './match';
import { operatorRoutes } from './operator';
import { otherRoutes } from './other';
import { peopleRoutes } from './people';
import { publicRoutes } from './public';
import { saasRoutes } from './saas-inventory';
import type { GroupIds, RouteDef } from './types';
import { vpnCloudRoutes } from './vpn-cloud';
import { vpnServerRoutes } from './vpn-server';

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

const byScore = [...allRoutes]
  .sort((a, b) => specificity(b.path) - specificity(a.path))
  .map((route) => ({ route, pattern: compilePattern(route.path) }));

/** The table entry a pathname shows, or undefined (the not-found page). */
export function matchRoute(pathname: string): { route: RouteDef; params: PathParams } | undefined {
  const decoded = decodePath(pathname);
  for (const { route, pattern } of byScore) {
    const params = matchPattern(pattern, decoded);
    if (params) return { route, params };
  }
  return undefined;
}

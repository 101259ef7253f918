// The palette's root level: every route the user may open, then each area's entities and actions.
// Pure parts (which routes, how reached) are tested without React in registry.test.ts.
import { useMemo } from 'react';
import { allRoutes } from '../app/routes/table';
import { AREAS } from './areas';
import { reachOf, routeCommands, type RouteReach } from './route-commands';
import type { Command, CommandContext, CommandPage } from './types';

/** Route ids that some area reaches through an entity step. */
export const ENTITY_ROUTES: ReadonlySet<string> = new Set(AREAS.flatMap((area) => area.entityRoutes ?? []));

/** How the palette reaches each route id of the table (unit-tested: every id has one). */
export const ROUTE_REACH: ReadonlyMap<string, RouteReach> = new Map(allRoutes.map((route) => [route.id, reachOf(route, ENTITY_ROUTES)]));

function useRootCommands(ctx: CommandContext): readonly Command[] {
  const { access, t } = ctx;
  const routes = useMemo(() => routeCommands(access, ENTITY_ROUTES, t), [access, t]);
  // AREAS is a constant list, so the hooks below run in the same order on every render.
  const fromAreas = AREAS.map((area) => area.useCommands(ctx));
  return useMemo(() => [...routes, ...fromAreas.flat()], [routes, ...fromAreas]); // eslint-disable-line react-hooks/exhaustive-deps
}

export const ROOT_PAGE: CommandPage = { id: 'root', title: '', useCommands: useRootCommands };

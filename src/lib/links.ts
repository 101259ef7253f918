// DESIGN.md "deep links": the one way to build a URL to a screen. Dashboard click targets, palette
// actions and AskCISO answers call linkTo(); nothing concatenates paths. The encoding is lib/url's.
import { routeById, type RouteId } from '../app/routes/table';
import { fillPath, searchString, searchToObject, type PathParams, type QueryRecord } from './url';

export type LinkParams = PathParams;
export type LinkFilters = QueryRecord;

function pathOf(pattern: string, params: LinkParams | undefined): string {
  try {
    return fillPath(pattern, params);
  } catch (error) {
    throw new Error(`linkTo: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * The URL of a route with its filters. A filter the destination's schema (route table `filters`) would
 * not read is a programming error, so it throws rather than sending the user to an unfiltered list.
 */
export function linkTo(routeId: RouteId, params?: LinkParams, filters?: LinkFilters): string {
  const route = routeById(routeId);
  const search = searchString(filters);
  if (search && route.filters) {
    const checked = route.filters.safeParse(searchToObject(new URLSearchParams(search)));
    if (!checked.success) {
      throw new Error(`linkTo: ${routeId} does not accept ${search}: ${checked.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    }
  }
  return pathOf(route.path, params) + search;
}

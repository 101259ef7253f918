// DESIGN.md "deep links": the one way to build a URL to a screen. Dashboard click targets, palette
// actions and AskCISO answers call linkTo(); nothing concatenates paths.
import { searchToObject } from '../app/route-filters';
import { routeById, type RouteId } from '../app/routes';

export type LinkParams = Readonly<Record<string, string | number | undefined | null>>;
type FilterScalar = string | number | boolean | Date;
export type LinkFilters = Readonly<Record<string, FilterScalar | readonly FilterScalar[] | undefined | null>>;

function encodeFilter(value: FilterScalar): string {
  // DESIGN.md API conventions: time filters (s, e) travel as epoch milliseconds.
  return value instanceof Date ? String(value.getTime()) : String(value);
}

/** Fills a route pattern: required params must be given, unfilled optional ones are dropped. */
export function fillPath(pattern: string, params: LinkParams = {}): string {
  const segments = pattern.split('/').filter(Boolean).flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return [];
      throw new Error(`linkTo: missing parameter "${name}" for ${pattern}`);
    }
    return [encodeURIComponent(String(value))];
  });
  return `/${segments.join('/')}`;
}

export function searchString(filters: LinkFilters = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value as readonly FilterScalar[]) search.append(key, encodeFilter(v));
    else search.append(key, encodeFilter(value as FilterScalar));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
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
  return fillPath(route.path, params) + search;
}

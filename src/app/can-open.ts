// Whether a signed-in session may open a route: the guard's own rule (decideGuard renders it), shared by
// the header, the palette, help topics, the setup steps and guide, and the sign-in return path.
import { canAccess, type AccessContext } from '../api/contract/access';
import { findRoute, type RouteId } from './routes/table';
import type { RouteDef } from './routes/types';

/** Sign-in pages (redirectWhenSignedIn) send a signed-in user on, so they are not opened. */
export function canOpenRoute(route: Pick<RouteDef, 'gate' | 'redirectWhenSignedIn'>, access: AccessContext | null): boolean {
  if (!access) return false;
  if (route.gate.area === 'public') return !route.redirectWhenSignedIn;
  return canAccess(route.gate, access);
}

export function canOpen(routeId: RouteId, access: AccessContext | null): boolean {
  const route = findRoute(routeId);
  return route !== undefined && canOpenRoute(route, access);
}

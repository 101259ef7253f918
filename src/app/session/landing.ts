// Where a user goes after signing in (spec part 1 §4): back to the page they were sent away from when
// their role and account may open it, else the landing page of their role.
import { landingPath, type AccessContext } from '../../api/contract/access';
import { canOpenRoute } from '../can-open';
import { matchRoute } from '../routes/table';

function pathOf(from: unknown): string | null {
  if (typeof from === 'string') return from;
  if (from && typeof from === 'object' && 'pathname' in from && typeof from.pathname === 'string') {
    const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
    const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
    return `${from.pathname}${search}${hash}`;
  }
  return null;
}

/** `from` is the location (or path) kept in the router state by a guard or by the session's logout. */
export function landingFor(access: AccessContext, from?: unknown): string {
  const path = pathOf(from);
  if (path?.startsWith('/') && !path.startsWith('//')) {
    const match = matchRoute(new URL(path, 'http://x').pathname);
    if (match && match.route.gate.area !== 'public' && canOpenRoute(match.route, access)) return path;
  }
  return landingPath(access.role, access.onProviderAccount);
}

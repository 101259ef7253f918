// spec part 2 §2.7 and part 1 §4: what a route shows for the current session. Pure, so the rule is
// tested without React; <RouteGuard> turns the decision into elements.
import { landingPath, type AccessContext } from '../api/contract/access';
import { canOpenRoute } from './can-open';
import type { RouteDef } from './routes/types';
import { landingFor } from './session/landing';

export type GuardDecision =
  | { readonly kind: 'render' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'login' }
  | { readonly kind: 'unauthorized' }
  | { readonly kind: 'landing'; readonly to: string };

export interface GuardSession {
  readonly status: 'signedOut' | 'loading' | 'ready';
  readonly access: AccessContext | null;
}

export function homePath(access: AccessContext | null): string {
  return access ? landingPath(access.role, access.onProviderAccount) : '/login';
}

/** `from` is the page a signed-out user was sent away from: a sign-in page returns there when allowed. */
export function decideGuard(route: Pick<RouteDef, 'gate' | 'redirectWhenSignedIn'>, session: GuardSession, from?: unknown): GuardDecision {
  if (route.gate.area === 'public') {
    if (!route.redirectWhenSignedIn || session.status === 'signedOut') return { kind: 'render' };
    if (session.status === 'loading' || !session.access) return { kind: 'loading' };
    return { kind: 'landing', to: landingFor(session.access, from) };
  }
  if (session.status === 'signedOut') return { kind: 'login' };
  if (session.status === 'loading') return { kind: 'loading' };
  return canOpenRoute(route, session.access) ? { kind: 'render' } : { kind: 'unauthorized' };
}

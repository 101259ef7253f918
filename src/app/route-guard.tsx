// spec part 2 §2.7: each route element is guarded; a legacy address moves on to its route, a built
// screen is loaded lazily (with the reload-once rule), every other route shows ScreenPending.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation, useOutlet } from 'react-router-dom';
import { ScreenPending } from '../ui/ScreenPending';
import { decideGuard, homePath } from './guard';
import { lazyScreen } from './lazy-screen';
import { CenteredLoading } from './layout/centered-loading';
import { isRouteId, routeById, type RouteId } from './routes/table';
import type { RouteDef } from './routes/types';
import { SCREENS, type ScreenLoader } from './screens';
import { useSession } from './session/use-session';

const lazyByLoader = new Map<ScreenLoader, LazyExoticComponent<ComponentType>>();

/** One lazy component per loader ('/' and '/login' share the sign-in screen). */
export function lazyComponent(loader: ScreenLoader): LazyExoticComponent<ComponentType> {
  let component = lazyByLoader.get(loader);
  if (!component) {
    component = lazy(lazyScreen(loader));
    lazyByLoader.set(loader, component);
  }
  return component;
}

function RouteScreen({ route }: { route: RouteDef }) {
  const outlet = useOutlet();
  const { access, status } = useSession();
  if (route.movesTo) return <IndexRedirect to={routeById(route.movesTo as RouteId).path} />;
  const loader = isRouteId(route.id) ? SCREENS[route.id] : undefined;
  if (!loader) {
    // A pending tab container lets its matched tab speak for it.
    if (outlet) return outlet;
    const headingLevel = route.chrome === 'bare' || status !== 'ready' ? 'h1' : 'h2';
    return <ScreenPending route={route} homeHref={homePath(access)} headingLevel={headingLevel} />;
  }
  const Screen = lazyComponent(loader);
  return (
    <Suspense fallback={<CenteredLoading />}>
      <Screen />
    </Suspense>
  );
}

export function RouteGuard({ route }: { route: RouteDef }) {
  const session = useSession();
  const location = useLocation();
  const decision = decideGuard(route, session, (location.state as { from?: unknown } | null)?.from);
  switch (decision.kind) {
    case 'loading':
      return <CenteredLoading />;
    case 'login':
      return <Navigate to="/login" replace state={{ from: location }} />;
    case 'unauthorized':
      return <Navigate to="/unauthorized" replace />;
    case 'landing':
      return <Navigate to={decision.to} replace />;
    case 'render':
      return <RouteScreen route={route} />;
  }
}

/** The child shown at a tab container's own path, keeping the search params (filters). */
export function IndexRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

// Turns the route table into React Router's data routes (spec part 2 §2.6, history mode).
import { Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import NotFound from '../screens/errors/not-found';
import { ToastProvider } from '../ui/toast';
import { AppLayout } from './layout/app-layout';
import { IndexRedirect, RouteGuard } from './route-guard';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';
import { routeTree } from './routes/table';
import type { RouteDef } from './routes/types';
import { SessionProvider } from './session/session-provider';

function relativeTo(parent: RouteDef, child: RouteDef): string {
  return child.path.slice(parent.path.length).replace(/^\//, '');
}

export function toRouteObject(route: RouteDef): RouteObject {
  const handle: RouteHandle = { route };
  const children: RouteObject[] = (route.children ?? []).map(toRouteObject);
  const index = route.index ? route.children?.find((c) => c.id === route.index) : undefined;
  if (index) children.unshift({ index: true, element: <IndexRedirect to={relativeTo(route, index)} /> });
  return {
    id: route.id,
    // Children are written with their absolute paths; React Router accepts them under the parent's.
    path: route.path,
    handle,
    element: <RouteGuard route={route} />,
    errorElement: <RouteError />,
    ...(children.length ? { children } : {}),
  };
}

/** Providers that need the router: the session navigates, toasts outlive route changes. */
function AppRoot() {
  return (
    <ToastProvider>
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    </ToastProvider>
  );
}

export function buildRoutes(): RouteObject[] {
  const notFound: RouteHandle = { notFound: true };
  return [
    {
      id: 'app-root',
      element: <AppRoot />,
      errorElement: <RouteError />,
      children: [
        {
          id: 'app-layout',
          element: <AppLayout />,
          children: [...routeTree.map(toRouteObject), { id: 'not-found', path: '*', handle: notFound, element: <NotFound /> }],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}

import { useMatches } from 'react-router-dom';
import type { RouteDef } from './routes/types';

/** What each React Router route carries in its `handle`: its table entry, or the not-found marker. */
export interface RouteHandle {
  readonly route?: RouteDef;
  readonly notFound?: boolean;
}

export interface CurrentRoute {
  /** the deepest matched table entry; undefined on the not-found page */
  readonly route: RouteDef | undefined;
  readonly notFound: boolean;
}

export function useCurrentRoute(): CurrentRoute {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.route) return { route: handle.route, notFound: false };
    if (handle?.notFound) return { route: undefined, notFound: true };
  }
  return { route: undefined, notFound: false };
}

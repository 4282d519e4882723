import type { RouteObject } from 'react-router';

type RouteModule = Pick<RouteObject, 'Component' | 'ErrorBoundary' | 'loader'>;

/**
 * A route module loaded on demand. If its chunk fails to load (offline, a deploy replaced it), react-router 7 leaves
 * the route "still loading" and renders an empty outlet; turning the failure into a component that throws lets the
 * route's error boundary say what happened and offer a reload instead.
 */
export function lazyRoute(load: () => Promise<RouteModule>): () => Promise<RouteModule> {
  return () =>
    load().catch((error: unknown) => ({
      Component() {
        throw error;
      },
    }));
}

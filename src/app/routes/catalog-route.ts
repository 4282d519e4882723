import type { RouteObject } from 'react-router';
import { RouteError } from '../layout/route-error.tsx';
import { lazyRoute } from '../lazy-route.ts';

/**
 * The catalog's pages module (catalog-pages.tsx), its own lazy chunk. The route below loads it on navigation, the
 * sidebar on hover or focus of a link and an eager designed page once its own part is shown; all call this same
 * import, so it is fetched once.
 */
export const loadCatalogPages = () => import('./catalog-pages.tsx');

/**
 * Every catalog group's page (a designed one where app/designed-pages.ts lists it) and its described operations' pages,
 * under one route: what is at a path is read by the page itself (features/catalog/catalog-path.ts), and a path no
 * group has is "not found". One route instead of one per group and operation: the router flattens and ranks
 * its whole table when it starts and on every navigation (docs/decisions/catch-all-catalog-route.md). Static routes
 * (the eager designed pages, sign-in, settings) rank above it.
 */
export const catalogRoutes: RouteObject[] = [
  { path: '*', lazy: lazyRoute(loadCatalogPages), ErrorBoundary: RouteError },
];

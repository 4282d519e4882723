import type { RouteObject } from 'react-router';
import { RouteError } from '../layout/route-error.tsx';
import { lazyRoute } from '../lazy-route.ts';

/**
 * The catalog's pages module (catalog-pages.tsx), its own lazy chunk. The route below loads it on navigation, the
 * sidebar on hover or focus of a link and a typed page once its cards are shown; all call this same import, so it
 * is fetched once.
 */
export const loadCatalogPages = () => import('./catalog-pages.tsx');

/**
 * Every catalog group's page and its described operations' pages, under one route: what is at a path is read by
 * the page itself (features/catalog/catalog-path.ts), and a path no group has is "not found". One route instead of
 * one per group and operation: the router flattens and ranks its whole table when it starts and on every navigation,
 * and a table of every group and operation makes that a large part of the script's evaluation on a phone's CPU
 * (docs/decisions/catch-all-catalog-route.md).
 * Static routes (the typed pages, sign-in, settings) rank above it. The page and the catalog load on demand.
 */
export const catalogRoutes: RouteObject[] = [
  { path: '*', lazy: lazyRoute(loadCatalogPages), ErrorBoundary: RouteError },
];

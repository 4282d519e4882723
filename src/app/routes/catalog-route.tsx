import type { RouteObject } from 'react-router';
import type { GroupPageManifest } from '../../lib/bindings/group-page.ts';
import { RouteError } from '../layout/route-error.tsx';
import { lazyRoute } from '../lazy-route.ts';

/**
 * The catalog's pages module (catalog-pages.tsx), its own lazy chunk. The route below loads it on navigation, the
 * sidebar on hover or focus of a link and an eager designed page once its own part is shown; all call this same
 * import, so it is fetched once.
 */
export const loadCatalogPages = () => import('./catalog-pages.tsx');

/**
 * Every catalog group's page and its described operations' pages, under one route: what is at a path is read by
 * the page itself (features/catalog/catalog-path.ts), and a path no group has is "not found". One route instead of
 * one per group and operation: the router flattens and ranks its whole table when it starts and on every
 * navigation (docs/decisions/catch-all-catalog-route.md). Static routes (the eager designed pages, sign-in,
 * settings) rank above it. The designed group pages are app/group-pages.ts's, read in the pages' chunk, or `pages`
 * (a test's own list).
 */
export function catalogRoutes(pages?: readonly GroupPageManifest[]): RouteObject[] {
  return [
    {
      path: '*',
      lazy: lazyRoute(() =>
        loadCatalogPages().then(({ CatalogPage }) => ({
          Component: pages ? () => <CatalogPage pages={pages} /> : CatalogPage,
        })),
      ),
      ErrorBoundary: RouteError,
    },
  ];
}

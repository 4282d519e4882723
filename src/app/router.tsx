import { type QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { type PatchRoutesOnNavigationFunction, type RouteObject, createBrowserRouter, matchRoutes } from 'react-router';
import { AppShell } from './layout/app-shell.tsx';
import { RouteError } from './layout/route-error.tsx';
import { RouteLoading } from './layout/route-loading.tsx';
import { lazyRoute } from './lazy-route.ts';
import { BelowFirstPage } from './below-first-page.tsx';
import { FIRST_LOAD_PAGE } from '../config/paths.ts';
import { queryClient } from '../lib/query-client.ts';
// The pages people land on load with the app (one round trip less before they paint); the rest on demand.
import { Component as OverviewPage } from '../features/projects/overview-route.tsx';
import { Component as RestreamPage } from '../features/tariffs/restream-page.tsx';

// Home's list loads on its own, after the page's heading (app/home-list.tsx).
const HomeList = lazy(() => import('./home-list.tsx'));

function LoadingShell() {
  return <AppShell loading />;
}

/** The route every page is a child of (inside the shell): the routes the first load does not hold are patched in. */
const PAGES = 'pages';

/**
 * The first load's routes: Home, the sign-in, Settings and the route map's first-load page (the tariff page, whose
 * route module goes below its cards once they are drawn). Every other line of the route map, and the catalog's and
 * the operations' pages, are routes too, in a chunk of their own (page-routes.ts) that the router loads and patches in
 * on the first navigation the first load's routes do not match: its table is the first load's until then, so building
 * the router and matching the first address rank a handful of routes.
 */
export const firstLoadRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    // A first address the first load's routes do not match: the shell shows at once, and the content area says the
    // page is loading while the router loads the rest of its routes.
    HydrateFallback: LoadingShell,
    ErrorBoundary: RouteError,
    children: [
      {
        id: PAGES,
        ErrorBoundary: RouteError,
        // A first load that lands on a lazy page: the shell shows at once and this fills the content area until the
        // page's chunk is here (without it React Router renders nothing there and warns in the console).
        HydrateFallback: RouteLoading,
        children: [
          { index: true, element: <OverviewPage list={HomeList} /> },
          // The sign-in page, and where a provider's sign-in comes back to (`/sign-in/callback`): one chunk.
          { path: 'sign-in/:step?', lazy: lazyRoute(() => import('../features/sign-in/sign-in-route.tsx')) },
          { path: 'settings', lazy: lazyRoute(() => import('./routes/settings-route.tsx')) },
          {
            path: `projects/:projectId/${FIRST_LOAD_PAGE.path}`,
            Component: RestreamPage,
            children: [{ index: true, Component: BelowFirstPage }],
          },
        ],
      },
    ],
  },
];

/**
 * The app's routes for `client` (its loaders read into it): the first load's, and the rest patched in when first
 * needed. Each router patches its own table once.
 */
export function appRouterOptions(client: QueryClient): { patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  let patched = false;
  return {
    async patchRoutesOnNavigation({ path, patch }) {
      // React Router asks on every navigation to a route with params too: a path the first load's routes match whole
      // (the tariff page) needs nothing more.
      if (patched || matchRoutes(firstLoadRoutes, path)) return;
      let routes: RouteObject[];
      try {
        routes = (await import('./page-routes.ts')).pageRoutes(client);
      } catch (error) {
        // Their chunk did not load (offline, a deploy that replaced it): every page but the first load's says so in
        // its place, with a reload (RouteError), and the header and the navigation stay.
        routes = [
          {
            path: '*',
            Component() {
              throw error;
            },
          },
        ];
      }
      if (patched) return;
      patched = true;
      patch(PAGES, routes);
    },
  };
}

/**
 * Built by main.tsx in a task after the script's evaluation, not while this module is evaluated: the router matches
 * the first URL when it is built, and with the evaluation that made one long task on a phone's CPU.
 */
export function createAppRouter() {
  return createBrowserRouter(firstLoadRoutes, appRouterOptions(queryClient));
}

export type AppRouter = ReturnType<typeof createAppRouter>;

import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell.tsx';
import { RouteError } from './layout/route-error.tsx';
import { RouteLoading } from './layout/route-loading.tsx';
import { catalogRoutes } from './routes/catalog-route.ts';
import { lazyRoute } from './lazy-route.ts';
import { DesignedPageBelowSlot } from './designed-page-below-slot.tsx';
import { FIRST_LOAD_PAGE } from '../config/paths.ts';
// The pages people land on load with the app (one round trip less before they paint); the rest on demand.
// The route map's eager page (the tariff page) does too; the other designed pages load with the catalog's.
import { Component as OverviewPage } from '../features/projects/overview-route.tsx';
import { Component as RestreamPage } from '../features/tariffs/restream-page.tsx';

// Every page is its own chunk; each route module exports `Component`.
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        // A first load that lands on a lazy page: the shell shows at once and this fills the content area until the
        // page's chunk is here (without it React Router renders nothing there and warns in the console).
        HydrateFallback: RouteLoading,
        children: [
          { index: true, Component: OverviewPage },
          // The sign-in page, and where a provider's sign-in comes back to (`/sign-in/callback`): one chunk.
          { path: 'sign-in/:step?', lazy: lazyRoute(() => import('../features/sign-in/sign-in-route.tsx')) },
          { path: 'settings', lazy: lazyRoute(() => import('./routes/settings-route.tsx')) },
          // The route map's eager page is a route of its own (config/paths.ts); below it, what its manifest loads.
          {
            path: `projects/:projectId/${FIRST_LOAD_PAGE.path}`,
            Component: RestreamPage,
            children: [{ index: true, element: <DesignedPageBelowSlot page={FIRST_LOAD_PAGE.page} /> }],
          },
          // The catalog's pages (a designed page that loads with its route among them), and "not found".
          ...catalogRoutes,
        ],
      },
    ],
  },
];

/**
 * Built by main.tsx in a task after the script's evaluation, not while this module is evaluated: the router matches
 * the first URL when it is built, and with the evaluation that made one long task on a phone's CPU.
 */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

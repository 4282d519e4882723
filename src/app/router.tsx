import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell.tsx';
import { RouteError } from './layout/route-error.tsx';
import { catalogRoutes } from './catalog-routes.tsx';
import { lazyRoute } from './lazy-route.ts';

// Every page is its own chunk; each route module exports `Component` (and `loader` where it prefetches data).
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: lazyRoute(() => import('../features/projects/overview-route.tsx')) },
          { path: 'sign-in', lazy: lazyRoute(() => import('../features/session/sign-in-route.tsx')) },
          { path: 'settings', lazy: lazyRoute(() => import('../features/settings/settings-route.tsx')) },
          { path: 'projects/:projectId/tariffs/restream', lazy: lazyRoute(() => import('../features/tariffs/tariff-route.tsx')) },
          ...catalogRoutes,
          { path: '*', lazy: lazyRoute(() => import('./layout/not-found-route.tsx')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

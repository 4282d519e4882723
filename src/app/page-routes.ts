import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { NotFound } from '../components/not-found.tsx';
import { type PageName, placeOf, placePattern, projectPath } from '../config/route-map.ts';
import {
  type DesignedLine,
  type DesignedPage,
  type RouteModule,
  designedLines,
  designedPages,
} from './designed-pages.ts';
import type { GroupHandle } from './route-group.ts';
import { RouteError } from './layout/route-error.tsx';
import { lazyRoute } from './lazy-route.ts';
import { pageLoader } from './page-loader.ts';

// The routes the first load does not hold (app/router.tsx patches them in on the first navigation that needs them):
// a route for each line of the route map, made from the line — its path, its loader (which starts the page's reads)
// and its route module (app/routes/<name>-route.tsx) — then the generated pages of the groups without a line, the
// operations' pages, and "not found". The router matches every path; nothing here reads one.

const apiRoute = () => import('./routes/api-route.tsx');
const groupRoute = () => import('./routes/group-route.tsx');
const operationRoute = () => import('./routes/operation-route.tsx');

/** A group's list of operations and an operation's page, under the group's page at `path`. */
const operationRoutes = (path: string, handle?: GroupHandle): RouteObject[] => [
  { path: `${path}/operations`, handle, lazy: lazyRoute(groupRoute) },
  { path: `${path}/operations/:operation`, handle, lazy: lazyRoute(operationRoute) },
];

/** A line's designed page: its route (the first load's page has one there), and its group's operations under it. */
function designedRoutes(client: QueryClient, { line, manifest, route }: DesignedLine) {
  const path = placePattern(line);
  const own: RouteObject = {
    id: line.page,
    // A page with pages of its own is one route: going between them keeps what it read.
    path: line.subPages ? `${path}/:subPage?` : path,
    loader: pageLoader(client, manifest),
    lazy: lazyRoute(route),
  };
  return [...(line.eager ? [] : [own]), ...operationRoutes(path, { group: manifest.group })];
}

/** Every route but the first load's, its loaders reading into `client` (`pages`: the designed ones, in a test). */
export function pageRoutes(client: QueryClient, pages: readonly DesignedLine[] = designedLines): RouteObject[] {
  const api = placeOf('api');
  return [
    ...pages.flatMap((page) => designedRoutes(client, page)),
    // The API page, a project's or all.
    { path: `/${api.path}`, lazy: lazyRoute(apiRoute) },
    { path: projectPath(':projectId', api.path), lazy: lazyRoute(apiRoute) },
    { path: '/invite/:secret?', lazy: lazyRoute(() => import('./routes/invite-route.tsx')) },
    // The groups without a designed page, at their names' kebab-case, within a project or outside one.
    { path: projectPath(':projectId', ':group'), lazy: lazyRoute(groupRoute) },
    ...operationRoutes(projectPath(':projectId', ':group')),
    { path: '/:group', lazy: lazyRoute(groupRoute) },
    ...operationRoutes('/:group'),
    { path: '*', Component: NotFound, ErrorBoundary: RouteError },
  ];
}

/** Starts loading a place's route module (the navigation's links, on hovering or focusing them). */
export function preloadPage(page: PageName): void {
  const load: (() => Promise<RouteModule>) | undefined =
    page === 'api' ? apiRoute : (designedPages as Partial<Record<PageName, DesignedPage>>)[page]?.route;
  load?.().catch(() => {});
}

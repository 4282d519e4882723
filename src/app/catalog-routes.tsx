import type { RouteObject } from 'react-router';
import { catalogIndex, groupPath, type NavGroup } from '../features/catalog/catalog-index.ts';
import { ProjectGate } from '../features/catalog/project-gate.tsx';
import type { GroupHandle } from '../features/catalog/route-handle.ts';
import { RouteError } from './layout/route-error.tsx';
import { lazyRoute } from './lazy-route.ts';
import { loadConsolePages } from './load-console-pages.ts';
import { typedPageOf } from './typed-pages.ts';

// Per catalog group: its page, and the page of each operation a service description adds to it. All of them come
// from one lazily loaded module, and each page reads its group from `handle`.
const scaffoldPage = lazyRoute(loadConsolePages);
const operationPage = lazyRoute(() => loadConsolePages().then((pages) => ({ Component: pages.OperationPage })));
const pages = (group: NavGroup): RouteObject[] => {
  const handle = { group: group.name } satisfies GroupHandle;
  // Its links are built by features/catalog/operation-path.ts (catalog-routes.test.tsx checks they agree). Its
  // errors reach the enclosing route's boundary, which sits in the same place.
  const operation = { path: `${groupPath(group).slice(1)}/operations/:operationKey`, handle, lazy: operationPage };
  // A typed page (the tariff page) is the group's page; router.tsx has its route.
  if (typedPageOf(group.name)) return [operation];
  return [{ path: groupPath(group).slice(1), handle, lazy: scaffoldPage, ErrorBoundary: RouteError }, operation];
};

export const catalogRoutes: RouteObject[] = [
  // Pathless, so /projects/:projectId alone still falls through to "not found".
  {
    Component: ProjectGate,
    ErrorBoundary: RouteError,
    children: catalogIndex.filter((group) => group.scope === 'project').flatMap(pages),
  },
  ...catalogIndex.filter((group) => group.scope !== 'project').flatMap(pages),
];

import type { RouteObject } from 'react-router';
import { TARIFF_GROUP, catalogIndex, groupPath, type NavGroup } from '../features/catalog/catalog-index.ts';
import { ProjectGate } from '../features/catalog/project-gate.tsx';
import type { GroupHandle } from '../features/catalog/route-handle.ts';
import { loadCatalogPages } from '../features/catalog/load-catalog-pages.ts';
import { RouteError } from './layout/route-error.tsx';
import { lazyRoute } from './lazy-route.ts';

// Per catalog group: its page, and the page of each operation a service description adds to it. All of them come
// from one lazily loaded module, and each page reads its group from `handle`.
const scaffoldPage = lazyRoute(loadCatalogPages);
const operationPage = lazyRoute(() => loadCatalogPages().then((pages) => ({ Component: pages.OperationPage })));
const pages = (group: NavGroup): RouteObject[] => {
  const handle = { group: group.name } satisfies GroupHandle;
  // Its links are built by features/catalog/operation-path.ts (catalog-routes.test.tsx checks they agree). Its
  // errors reach the enclosing route's boundary, which sits in the same place.
  const operation = { path: `${groupPath(group).slice(1)}/operations/:operationKey`, handle, lazy: operationPage };
  // PlanRestream's own page is the existing tariff route.
  if (group.name === TARIFF_GROUP) return [operation];
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

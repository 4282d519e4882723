import type { RouteObject } from 'react-router';
import { TARIFF_GROUP, catalogIndex, groupPath, type NavGroup } from '../features/catalog/catalog-index.ts';
import { ProjectGate } from '../features/catalog/project-gate.tsx';
import type { GroupHandle } from '../features/catalog/route-handle.ts';
import { loadScaffoldRoute } from '../features/catalog/load-scaffold-route.ts';
import { RouteError } from './layout/route-error.tsx';
import { lazyRoute } from './lazy-route.ts';

// One route per catalog group, all sharing one page module that reads its group from `handle`.
const scaffoldPage = lazyRoute(loadScaffoldRoute);
// PlanRestream is left out: its page is the existing tariff route.
const route = (group: NavGroup): RouteObject => ({
  path: groupPath(group).slice(1),
  handle: { group: group.name } satisfies GroupHandle,
  lazy: scaffoldPage,
  ErrorBoundary: RouteError,
});

const routed = catalogIndex.filter((group) => group.name !== TARIFF_GROUP);

export const catalogRoutes: RouteObject[] = [
  // Pathless, so /projects/:projectId alone still falls through to "not found".
  {
    Component: ProjectGate,
    ErrorBoundary: RouteError,
    children: routed.filter((group) => group.scope === 'project').map(route),
  },
  ...routed.filter((group) => group.scope !== 'project').map(route),
];

import type { RouteObject } from 'react-router';
import { TARIFF_GROUP, catalogIndex, groupPath } from '../features/catalog/catalog-index.ts';
import type { GroupHandle } from '../features/catalog/route-handle.ts';
import { loadScaffoldRoute } from '../features/catalog/route-chunks.ts';
import { RouteError } from './layout/route-error.tsx';

// One route per catalog group, all sharing one page module that reads its group from `handle`.
// PlanRestream is left out: its page is the existing tariff route.
export const catalogRoutes: RouteObject[] = catalogIndex
  .filter((group) => group.name !== TARIFF_GROUP)
  .map((group) => ({
    path: groupPath(group).slice(1),
    handle: { group: group.name } satisfies GroupHandle,
    lazy: loadScaffoldRoute,
    ErrorBoundary: RouteError,
  }));

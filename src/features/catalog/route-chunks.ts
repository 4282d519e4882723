/**
 * Where each group's page code lives. The route table loads it on navigation and the sidebar on hover or
 * focus of a link; both call the same import, so the browser fetches each chunk once.
 */
import { TARIFF_GROUP } from './catalog-index.ts';

export const loadScaffoldRoute = () => import('./scaffold-route.tsx');

const loadTariffRoute = () => import('../tariffs/tariff-route.tsx');

export function prefetchGroupRoute(groupName: string): void {
  // A failed prefetch is not the user's concern: navigating retries the import and shows RouteError if it fails.
  (groupName === TARIFF_GROUP ? loadTariffRoute() : loadScaffoldRoute()).catch(() => {});
}

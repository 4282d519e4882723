import { destinationsManifest } from '../../features/destinations/destinations-manifest.ts';
import { DestinationsPage } from '../../features/destinations/destinations-page.tsx';
import { DesignedPage } from '../designed-page.tsx';

/** A project's destinations (the route map's `destinations`). */
export function Component() {
  return <DesignedPage manifest={destinationsManifest} view={DestinationsPage} />;
}

export { RouteError as ErrorBoundary } from '../layout/route-error.tsx';

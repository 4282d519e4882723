import { lazy } from 'react';
import { destinationsManifest } from '../../features/destinations/destinations-manifest.ts';
import { DestinationsPage } from '../../features/destinations/destinations-page.tsx';
import type { DestinationsInserts, DestinationsProps } from '../../features/destinations/destinations-props.ts';
import { DesignedPage } from '../designed-page.tsx';

// A destination's quality, in its ⋯ menu: the quality feature's, handed in here (features do not import each other).
const inserts: DestinationsInserts = {
  destinationActions: [
    lazy(() =>
      import('../../features/quality/destination-quality.tsx').then((module) => ({
        default: module.DestinationQualityItem,
      })),
    ),
  ],
};

function DestinationsView(props: DestinationsProps) {
  return <DestinationsPage {...props} inserts={inserts} />;
}

/** A project's destinations (the route map's `destinations`). */
export function Component() {
  return <DesignedPage manifest={destinationsManifest} view={DestinationsView} />;
}

export { RouteError as ErrorBoundary } from '../layout/route-error.tsx';

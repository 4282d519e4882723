import { lazy } from 'react';
import { streamManifest } from '../../features/stream/stream-manifest.ts';
import { StreamPage } from '../../features/stream/stream-page.tsx';
import type { StreamInserts, StreamProps } from '../../features/stream/stream-props.ts';
import { DesignedPage } from '../designed-page.tsx';

// The Stream page draws other features' views where they belong: this module, which may import several features,
// hands them in. Each loads when the page first draws it.
const inserts: StreamInserts = {
  guard: lazy(() =>
    import('../../features/stream-guard/stream-guard.tsx').then((module) => ({ default: module.StreamGuard })),
  ),
  pauseVideo: lazy(() =>
    import('../../features/stream-guard/stream-guard.tsx').then((module) => ({ default: module.PauseVideo })),
  ),
  notice: lazy(() =>
    import('../../features/notifications/screen-notice.tsx').then((module) => ({ default: module.ScreenNotice })),
  ),
  addDestination: lazy(() =>
    import('../../features/destinations/add-destination.tsx').then((module) => ({ default: module.AddDestination })),
  ),
  destinationActions: [
    lazy(() =>
      import('../../features/quality/destination-quality.tsx').then((module) => ({
        default: module.DestinationQualityItem,
      })),
    ),
    lazy(() =>
      import('../../features/destinations/destination-actions.tsx').then((module) => ({
        default: module.DestinationActions,
      })),
    ),
  ],
  destinationDetails: lazy(() =>
    import('../../features/quality/destination-quality.tsx').then((module) => ({
      default: module.DestinationQualityLine,
    })),
  ),
};

function StreamView(props: StreamProps) {
  return <StreamPage {...props} inserts={inserts} />;
}

/** A project's Stream page (the route map's `stream`), and its own pages under it. */
export function Component() {
  return <DesignedPage manifest={streamManifest} view={StreamView} />;
}

export { RouteError as ErrorBoundary } from '../layout/route-error.tsx';

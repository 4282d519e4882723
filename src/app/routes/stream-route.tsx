import { streamManifest } from '../../features/stream/stream-manifest.ts';
import { StreamPage } from '../../features/stream/stream-page.tsx';
import { DesignedPage } from '../designed-page.tsx';

/** A project's Stream page (the route map's `stream`), and its own pages under it. */
export function Component() {
  return <DesignedPage manifest={streamManifest} view={StreamPage} />;
}

export { RouteError as ErrorBoundary } from '../layout/route-error.tsx';

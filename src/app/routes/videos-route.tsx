import { videosManifest } from '../../features/videos/videos-manifest.ts';
import { VideosPage } from '../../features/videos/videos-page.tsx';
import { DesignedPage } from '../designed-page.tsx';

/** A project's Videos (the route map's `videos`), and a video's page under it. */
export function Component() {
  return <DesignedPage manifest={videosManifest} view={VideosPage} />;
}

export { RouteError as ErrorBoundary } from '../layout/route-error.tsx';

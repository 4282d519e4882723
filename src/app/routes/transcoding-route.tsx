import { transcodingManifest } from '../../features/tariffs/transcoding-manifest.ts';
import { TranscodingPage } from '../../features/tariffs/described/described-views.ts';
import { DesignedPage } from '../designed-page.tsx';

/** A project's transcoding plans (the route map's `transcoding`). */
export function Component() {
  return <DesignedPage manifest={transcodingManifest} view={TranscodingPage} />;
}

export { RouteError as ErrorBoundary } from '../layout/route-error.tsx';

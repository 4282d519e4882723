import { qualityManifest } from '../../features/quality/quality-manifest.ts';
import { QualityPage } from '../../features/quality/quality-page.tsx';
import { DesignedPage } from '../designed-page.tsx';

/** A project's Quality page: its transcoding profiles (the route map's `quality`). */
export function Component() {
  return <DesignedPage manifest={qualityManifest} view={QualityPage} />;
}

export { RouteError as ErrorBoundary } from '../layout/route-error.tsx';

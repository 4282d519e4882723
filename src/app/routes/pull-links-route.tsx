import { pullLinksManifest } from '../../features/pull-links/pull-links-manifest.ts';
import { PullLinksPage } from '../../features/pull-links/pull-links-page.tsx';
import { DesignedPage } from '../designed-page.tsx';

/** A project's Pull links page (the route map's `pullLinks`). */
export function Component() {
  return <DesignedPage manifest={pullLinksManifest} view={PullLinksPage} />;
}

export { RouteError as ErrorBoundary } from '../layout/route-error.tsx';

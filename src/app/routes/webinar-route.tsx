import { webinarManifest } from '../../features/tariffs/webinar-manifest.ts';
import { WebinarPage } from '../../features/tariffs/described/described-views.ts';
import { DesignedPage } from '../designed-page.tsx';

/** A project's webinar plans (the route map's `webinar`). */
export function Component() {
  return <DesignedPage manifest={webinarManifest} view={WebinarPage} />;
}

export { RouteError as ErrorBoundary } from '../layout/route-error.tsx';

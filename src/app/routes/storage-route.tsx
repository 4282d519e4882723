import { storageManifest } from '../../features/tariffs/storage-manifest.ts';
import { StoragePage } from '../../features/tariffs/described/described-views.ts';
import { DesignedPage } from '../designed-page.tsx';

/** A project's storage plans (the route map's `storage`). */
export function Component() {
  return <DesignedPage manifest={storageManifest} view={StoragePage} />;
}

export { RouteError as ErrorBoundary } from '../layout/route-error.tsx';

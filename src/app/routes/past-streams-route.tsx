import { pastStreamsManifest } from '../../features/past-streams/past-streams-manifest.ts';
import { PastStreamsPage } from '../../features/past-streams/past-streams-page.tsx';
import { DesignedPage } from '../designed-page.tsx';

/** A project's past streams (the route map's `pastStreams`), and a past stream's page under it. */
export function Component() {
  return <DesignedPage manifest={pastStreamsManifest} view={PastStreamsPage} />;
}

export { RouteError as ErrorBoundary } from '../layout/route-error.tsx';

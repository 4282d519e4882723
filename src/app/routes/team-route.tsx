import { teamManifest } from '../../features/team/team-manifest.ts';
import { TeamPage } from '../../features/team/team-page.tsx';
import { DesignedPage } from '../designed-page.tsx';

/** A project's Team page (the route map's `team`). */
export function Component() {
  return <DesignedPage manifest={teamManifest} view={TeamPage} />;
}

export { RouteError as ErrorBoundary } from '../layout/route-error.tsx';

import { useParams } from 'react-router';
import { SignedOutPanel } from '../../components/signed-out-panel.tsx';
import { parseProjectId } from '../../config/paths.ts';
import { AllOperationsPage } from '../../features/catalog/all-operations-page.tsx';
import { BadProjectPanel } from '../../features/catalog/bad-project-panel.tsx';
import { useTokenStore } from '../../lib/session/token-store.ts';
import { designedPageOfGroup } from '../designed-pages.ts';

/** Starts loading a group's designed page, if it has one (the API page's links, on hovering or focusing them). */
function preloadGroupPage(group?: string): void {
  const page = group === undefined ? undefined : designedPageOfGroup(group);
  page?.route().catch(() => {});
}

/**
 * The API page (the route map's `api`), a project's (its groups too) or not; an ID that is no project number is the
 * page's to explain, signed in or not.
 */
export function Component() {
  const rawProjectId = useParams().projectId;
  const signedIn = useTokenStore((state) => state.session !== null);
  if (rawProjectId === undefined) return <AllOperationsPage projectId={null} onPrefetch={preloadGroupPage} />;
  const projectId = parseProjectId(rawProjectId);
  if (projectId === null)
    return <BadProjectPanel groupName={undefined} rawProjectId={rawProjectId} titleId="all-operations-title" />;
  if (!signedIn) return <SignedOutPanel />;
  return <AllOperationsPage key={projectId} projectId={projectId} onPrefetch={preloadGroupPage} />;
}

export { RouteError as ErrorBoundary } from '../layout/route-error.tsx';

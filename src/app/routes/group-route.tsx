import { NotFound } from '../../components/not-found.tsx';
import { SignedOutPanel } from '../../components/signed-out-panel.tsx';
import { GeneratedPage } from '../../features/catalog/generated-page.tsx';
import { useTokenStore } from '../../lib/session/token-store.ts';
import { useRouteGroup } from '../route-group.ts';

/**
 * A group's generated page (a group without a designed page, at its name's kebab-case), and every group's list of
 * operations (`…/operations`, where a designed page holds the group's own path): what the interface document says of
 * it and its operations. A project's page needs a session; an ID that is no project number is the page's to explain.
 */
export function Component() {
  const { group, projectId, rawProjectId } = useRouteGroup();
  const signedIn = useTokenStore((state) => state.session !== null);
  if (!group) return <NotFound />;
  if (projectId !== null && !signedIn) return <SignedOutPanel />;
  // Another group's page is a new page; the same page of another project is the same page with new values.
  return <GeneratedPage key={group.name} group={group} projectId={projectId} rawProjectId={rawProjectId} />;
}

export { RouteError as ErrorBoundary } from '../layout/route-error.tsx';

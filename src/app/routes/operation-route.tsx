import { useParams } from 'react-router';
import { NotFound } from '../../components/not-found.tsx';
import { SignedOutPanel } from '../../components/signed-out-panel.tsx';
import { BadProjectPanel } from '../../features/catalog/bad-project-panel.tsx';
import { Breadcrumbs } from '../../features/catalog/breadcrumbs.tsx';
import { groupPath } from '../../features/catalog/catalog-index.ts';
import { segmentKey } from '../../features/catalog/operation-path.ts';
import { OperationPage } from '../../features/console/operation-page.tsx';
import '../../features/catalog/catalog.css';
import { specGroups } from '../../lib/bindings/bind.ts';
import { useTokenStore } from '../../lib/session/token-store.ts';
import { designedPageOfGroup } from '../designed-pages.ts';
import { useRouteGroup } from '../route-group.ts';

/**
 * The page of one operation a deployment's description adds to a group (`…/operations/:operation`), a chunk of its
 * own: a group's page does not wait for the console's code. The catalog knows the group (its place, its document
 * lines, the way back); the console knows the operation. Features never import each other, so this route joins them.
 */
export function Component() {
  const { group, projectId, rawProjectId } = useRouteGroup();
  const operation = useParams().operation;
  const signedIn = useTokenStore((state) => state.session !== null);
  if (!group || operation === undefined) return <NotFound />;
  if (projectId !== null && !signedIn) return <SignedOutPanel />;
  if (group.scope === 'project' && projectId === null)
    return <BadProjectPanel groupName={group.name} rawProjectId={rawProjectId} titleId="op-title" />;
  // A write here makes the reads of the groups its designed page shows stale too.
  const page = designedPageOfGroup(group.name)?.manifest;
  const pageGroups = page ? specGroups(page.group, page.bindings) : [];
  const groupHref = groupPath(group, projectId ?? undefined);
  return (
    <OperationPage
      // Another operation of the same group, or the same page of another project, is the same page with new values.
      key={group.name}
      operationKey={segmentKey(operation)}
      groupName={group.name}
      groupHref={groupHref}
      projectId={projectId}
      documentLines={group.operations}
      pageGroups={pageGroups}
      breadcrumbs={(current) => (
        <Breadcrumbs groupName={group.name} projectId={projectId} groupHref={groupHref} current={current} />
      )}
    />
  );
}

export { RouteError as ErrorBoundary } from '../layout/route-error.tsx';

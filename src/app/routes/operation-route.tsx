import { BadProjectPanel } from '../../features/catalog/bad-project-panel.tsx';
import { Breadcrumbs } from '../../features/catalog/breadcrumbs.tsx';
import { groupPath } from '../../features/catalog/catalog-index.ts';
import { catalogMessages } from '../../features/catalog/catalog-messages.ts';
import type { CatalogGroup } from '../../features/catalog/catalog-types.ts';
import { OperationPage } from '../../features/console/operation-page.tsx';
import '../../features/catalog/catalog.css';
import { useMessages } from '../../lib/i18n/message-table.ts';
import type { QueryKey } from '@tanstack/react-query';

/**
 * The page of one operation a deployment's description adds to a group. The catalog knows the group (its place,
 * its document lines, the way back); the operations feature knows the operation. Features never import each other,
 * so this route joins them.
 */
export function OperationRoute({
  group,
  operationKey,
  projectId,
  rawProjectId,
  invalidates,
}: {
  group: CatalogGroup;
  operationKey: string;
  projectId: number | null;
  rawProjectId: string;
  /** What a write here makes stale besides the group's reads: its designed page's (app/group-pages.ts). */
  invalidates: readonly QueryKey[];
}) {
  const catalogText = useMessages(catalogMessages);
  if (group.scope === 'project' && projectId === null)
    return <BadProjectPanel groupName={group.name} rawProjectId={rawProjectId} titleId="op-title" />;
  const groupHref = groupPath(group, projectId ?? undefined);
  return (
    <OperationPage
      operationKey={operationKey}
      groupName={group.name}
      groupHref={groupHref}
      projectId={projectId}
      documentLines={group.operations}
      invalidates={invalidates}
      breadcrumbs={(current) => (
        <Breadcrumbs
          groupName={group.name}
          projectId={projectId}
          m={catalogText}
          groupHref={groupHref}
          current={current}
        />
      )}
    />
  );
}

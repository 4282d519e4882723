import { BadProjectPanel } from '../../features/catalog/bad-project-panel.tsx';
import { Breadcrumbs } from '../../features/catalog/breadcrumbs.tsx';
import { groupPath } from '../../features/catalog/catalog-index.ts';
import { catalogMessages } from '../../features/catalog/catalog-messages.ts';
import type { CatalogGroup } from '../../features/catalog/catalog-types.ts';
import { OperationPage } from '../../features/console/operation-page.tsx';
import '../../features/catalog/catalog.css';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { use } from 'react';
import { specGroups } from '../../lib/bindings/bind.ts';
import { manifestOf } from '../designed-page.tsx';
import type { PageLine } from '../designed-pages.ts';

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
  designed,
}: {
  group: CatalogGroup;
  operationKey: string;
  projectId: number | null;
  rawProjectId: string;
  /** Its group's designed page (app/designed-pages.ts): a write here makes the reads of the groups it shows stale too. */
  designed: PageLine | undefined;
}) {
  const page = designed ? use(manifestOf(designed)) : undefined;
  const pageGroups = page ? specGroups(page.group, page.bindings) : [];
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
      pageGroups={pageGroups}
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

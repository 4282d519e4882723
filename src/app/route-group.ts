import { useMatches, useParams } from 'react-router';
import { parseProjectId } from '../config/paths.ts';
import { catalogGroups } from '../features/catalog/catalog-groups.ts';
import { catalogIndex } from '../features/catalog/catalog-index.ts';
import type { CatalogGroup } from '../features/catalog/catalog-types.ts';

/** What a route of a group's pages says of its group where its path spells it (a designed page's line). */
export interface GroupHandle {
  group: string;
}

/**
 * The group a route of the catalog's pages is for, and the project in its path: the group its route names (a
 * designed page's `…/operations`), else the one whose path segment the `:group` param is, in the path's scope
 * (a project's group within a project, the others outside one); undefined where no group has that segment.
 */
export function useRouteGroup(): { group: CatalogGroup | undefined; projectId: number | null; rawProjectId: string } {
  const params = useParams();
  const handle = useMatches().at(-1)?.handle as GroupHandle | undefined;
  const inProject = params.projectId !== undefined;
  const slug = params.group?.toLowerCase();
  const name =
    handle?.group ?? catalogIndex.find((one) => one.slug === slug && (one.scope === 'project') === inProject)?.name;
  const group = catalogGroups.find((one) => one.name === name);
  const rawProjectId = params.projectId ?? '';
  return { group, rawProjectId, projectId: group?.scope === 'project' ? parseProjectId(rawProjectId) : null };
}

import { catalogIndex } from '../features/catalog/catalog-index.ts';
import { groupOperationsPath, operationPath } from '../features/catalog/operation-path.ts';
import { writeForm } from '../features/console/form/url-state.ts';

/**
 * The page of a described operation with its form filled (the console's URL state), for a designed page that sends
 * people to the console's form rather than copying it: the destination's ID in its platform's settings, say. The
 * fields are the page's own non-secret values; the URL never asks for a run.
 */
export function operationHref(
  groupName: string,
  operationKey: string,
  fields: Readonly<Record<string, string>>,
  projectId: number | null,
): string {
  const group = catalogIndex.find((candidate) => candidate.name === groupName);
  if (!group) return '/';
  const query = writeForm({ fields: { ...fields }, json: undefined }, { secret: () => false, bodySchema: undefined });
  const search = query.toString();
  return `${operationPath(group, operationKey, projectId ?? undefined)}${search ? `?${search}` : ''}`;
}

/** The group's list of operations, as its generated page shows them (for a designed page that holds the group's path). */
export function operationsHref(groupName: string, projectId: number | null): string {
  const group = catalogIndex.find((candidate) => candidate.name === groupName);
  return group ? groupOperationsPath(group, projectId ?? undefined) : '/';
}

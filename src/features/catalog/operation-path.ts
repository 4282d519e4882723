import { type NavGroup, groupPath } from './catalog-index.ts';

/**
 * URL path of the page of an operation a service description adds to a group: under the group's page, by the
 * operation's key. The route table's pattern is `…/operations/:operationKey` (app/catalog-routes.tsx); it lives
 * there so the first bundle carries no more than the pattern, and catalog-routes.test.tsx checks the two agree.
 */
export function operationPath(group: Pick<NavGroup, 'scope' | 'slug'>, key: string, projectId?: number): string {
  return `${groupPath(group, projectId)}/operations/${encodeURIComponent(key)}`;
}

import { type NavGroup, groupPath } from './catalog-index.ts';

/**
 * URL path of the page of an operation a service description adds to a group: under the group's page, by the
 * operation's key. catalog-path.ts reads it back (catalog-path.test.ts checks the two agree).
 */
export function operationPath(group: Pick<NavGroup, 'scope' | 'slug'>, key: string, projectId?: number): string {
  return `${groupPath(group, projectId)}/operations/${encodeURIComponent(key)}`;
}

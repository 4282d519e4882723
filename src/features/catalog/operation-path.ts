import { OPERATION_PAGES, type NavGroup, groupPath } from './catalog-index.ts';

/**
 * URL path of the page of an operation a service description adds to a group: under the group's page, by the
 * operation's key. Loaded with the pages that link there; the route table (first bundle) has only the pattern.
 */
export function operationPath(group: Pick<NavGroup, 'scope' | 'slug'>, key: string, projectId?: number): string {
  return `${groupPath(group, projectId)}/${OPERATION_PAGES.replace(':operationKey', encodeURIComponent(key))}`;
}

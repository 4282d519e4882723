import type { Unbound } from '../../bindings/bind.ts';
import { type ProjectListing, useProjectPages } from './project-list-query.ts';

/**
 * A project's name as the account's list gives it: the same query as the overview's and the navigation's (read once
 * for all of them), its pages searched for the project. Undefined while the list is read, or when the project is not
 * on the pages read so far.
 */
export function useListedProjectName(listing: ProjectListing | Unbound, projectId: number): string | undefined {
  return useProjectPages(listing).items.find((project) => project.id === projectId)?.name;
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/message-table.ts';
import { type ProjectListing, projectListQuery } from './project-list-query.ts';

/**
 * A project's name as the account's list gives it: the same query as the overview's and the navigation's (read once
 * for all of them), its pages searched for the project. Undefined while the list is read, or when the project is not
 * on the pages read so far.
 */
export function useListedProjectName(listing: ProjectListing, projectId: number): string | undefined {
  return useInfiniteQuery({
    ...projectListQuery(listing, useLanguage()),
    select: (data) => {
      for (const page of data.pages) {
        const found = page.projects.find((project) => project.id === projectId);
        if (found) return found.name;
      }
      return undefined;
    },
  }).data;
}

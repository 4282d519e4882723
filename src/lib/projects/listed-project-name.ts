import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import * as bindingKeys from '../bindings/keys.ts';
import { type ProjectPage, projectListName } from '../operations/account/project-list-query.ts';

// A project's name as the account's list (the overview's "List of project for current user") last gave it, read
// from the query cache: a project page names its project without asking the service anything for it. Until the
// list has been read in this tab, there is no name and the page says the project's ID alone.

function isPages(data: unknown): data is InfiniteData<ProjectPage> {
  return typeof data === 'object' && data !== null && Array.isArray((data as { pages?: unknown }).pages);
}

/** The name of `projectId` in any page of the cached account list, or undefined when it has none there. */
export function listedProjectName(client: QueryClient, projectId: number): string | undefined {
  // The list's key is the group's, then its operation, the language and 'pages' (projectListQuery).
  for (const [key, data] of client.getQueriesData({ queryKey: bindingKeys.group(projectListName[0]) })) {
    if (key.at(-1) !== 'pages' || !isPages(data)) continue;
    for (const page of data.pages) {
      const name = page.projects?.find((project) => project.id === projectId)?.name;
      if (name !== undefined) return name;
    }
  }
  return undefined;
}

export function useListedProjectName(projectId: number | null): string | undefined {
  const client = useQueryClient();
  const subscribe = useCallback((change: () => void) => client.getQueryCache().subscribe(change), [client]);
  const read = () => (projectId === null ? undefined : listedProjectName(client, projectId));
  return useSyncExternalStore(subscribe, read, read);
}

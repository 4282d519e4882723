// UserProject "List of project for current user": the signed-in account's projects, a page at a time.
import type { DemoOperation } from './demo-paths.ts';
import { type DemoRoute, pageOf } from './demo-route.ts';
import { paging } from './validation.ts';

export const USER_PROJECT_ROUTES: Partial<Record<DemoOperation, DemoRoute>> = {
  'project/list': {
    method: 'GET',
    signedIn: true,
    run: ({ query, state }, account) => {
      const items = account.projects.map(({ projectId, isOwner }) => ({
        project_id: projectId,
        name: state.projects.get(projectId)?.name ?? '',
        is_owner: isOwner,
      }));
      return pageOf(items, paging(query));
    },
  },
};

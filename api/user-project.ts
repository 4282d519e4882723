// UserProject "List of project for current user": the signed-in account's projects, a page at a time.
import type { DemoOperation } from './demo-paths.ts';
import { type DemoRoute, pageOf } from './demo-route.ts';
import { paging } from './validation.ts';

export const USER_PROJECT_ROUTES: Partial<Record<DemoOperation, DemoRoute>> = {
  'project/list': {
    method: 'GET',
    signedIn: true,
    run: ({ query, state }, account) => {
      const items = account.projects.map(({ projectId, isOwner }, index) => {
        // The demo's own values where the real kind gives no meaning: the account's access level in the project's
        // team (2 for a project it owns, api/team/team-seed.ts), and type 1 (a team's project) for one shared with
        // it by its owner; an owned one is personal.
        const members = state.team.members(projectId).length;
        const accessType = state.team.levelOf(projectId, account.userId) ?? (isOwner ? 2 : 1);
        return {
          id: account.userId * 1000 + index + 1,
          user_id: account.userId,
          project_id: projectId,
          access_type: accessType,
          project: {
            user_id: account.userId,
            project_id: projectId,
            // The demo's projects have one name; the family name the real kind has beside it is left empty.
            name: state.projects.get(projectId)?.name ?? '',
            fename: '',
            photo_50: '',
            type: isOwner ? 0 : 1,
            external_id: String(projectId),
            access_type: accessType,
          },
          member_count: members,
        };
      });
      return pageOf(items, paging(query));
    },
  },
};

import { groupOf } from '../../config/route-map.ts';
import type { PageManifest } from '../../lib/bindings/manifest.ts';
import { accountProjectsList } from '../../lib/operations/account/project-list-query.ts';
import { destinationList } from '../../lib/operations/channels/destination-list.ts';
import {
  destinationAccessRead,
  destinationInvitesRead,
  membersRead,
  projectHistoryList,
} from '../../lib/operations/team/team-reads.ts';
import type { TeamRole } from './team-props.ts';

// UserProject's designed page, a project's Team page: its members and their access, who else may use each of its
// destinations and the invitations to them, and its history of actions. It binds operations of several groups by the
// document's names (the real kind's summaries are known aliases); what the page sends by itself must be a read.

const invite = (name: string) => ({ group: 'ProjectChannelInvite', name });

export const teamManifest: PageManifest<TeamRole> = {
  group: groupOf('team'),
  bindings: {
    members: membersRead.binding,
    changeAccess: 'Change access user from project',
    // The newer "Remove member from project", else the older "Remove user from project" (the same removal).
    removeMember: { name: ['Remove member from project', 'Remove user from project'] },
    leave: 'Leave project',
    // The account's own level in each of its projects: whether the page offers changes.
    projects: accountProjectsList.binding,
    destinations: destinationList.binding,
    channelAccess: destinationAccessRead.binding,
    removeShare: { group: 'ProjectChannel', name: 'Remove access' },
    changeShare: { group: 'ProjectChannel', name: 'Change access' },
    handOver: { group: 'ProjectChannel', name: 'Transfer owner' },
    invites: destinationInvitesRead.binding,
    // The document's "Add (by id or by email) channel invite item for another user" is two operations: each is
    // named with the parenthesis read, as the real kind words them.
    inviteByEmail: invite('Add channel invite item for another user by email'),
    inviteById: invite('Add channel invite item for another user by id'),
    revokeInvite: invite('Delete channel invite item for another user'),
    history: projectHistoryList.binding,
  },
};

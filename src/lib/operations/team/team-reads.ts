import { projectValues } from '../../bindings/call.ts';
import type { NamedValues } from '../../bindings/call.ts';
import { byItems, defineList } from '../../bindings/pages.ts';
import { defineRead } from '../../bindings/read.ts';
import { readHistoryEntry, readInvite, readMember, readProjectAccess } from './team-readers.ts';

// The Team page's reads, defined once (their readers: team-readers.ts): the project's members, for each destination
// the other projects that use it and the invitations to it, the project's history of actions, and an invitation a
// secret link names.

/** A destination of a project. */
export interface ProjectDestination {
  projectId: number;
  channelId: string;
}

const destinationValues = ({ projectId, channelId }: ProjectDestination) =>
  projectValues(projectId, { channel_id: channelId });

/** "List of user in project": the project's members (the Team page's first read; its entry needs it described). */
export const membersRead = defineRead({
  name: 'members',
  binding: { name: { group: 'UserProject', name: 'List of user in project' }, read: true, fills: ['project_id'] },
  values: (projectId: number) => projectValues(projectId),
  parse: byItems(readMember),
});

/** "Project channel list": the projects that may use one of the project's destinations, each at its level. */
export const destinationAccessRead = defineRead({
  name: 'destination access',
  binding: { name: { group: 'ProjectChannel', name: 'Project channel list' }, read: true },
  values: destinationValues,
  parse: byItems(readProjectAccess),
});

/** "List of invites for channel in project": the invitations to one of the project's destinations. */
export const destinationInvitesRead = defineRead({
  name: 'destination invitations',
  binding: { name: { group: 'ProjectChannelInvite', name: 'List of invites for channel in project' }, read: true },
  values: destinationValues,
  parse: byItems(readInvite),
});

/** What the history of actions is asked for: a project's, filtered as the reader chose. */
export interface HistoryAsked {
  projectId: number;
  filters: NamedValues;
}

/** "Get project history of actions", a page at a time. */
export const projectHistoryList = defineList({
  name: 'project history',
  binding: { name: { group: 'ProjectHistory', name: 'Get project history of actions' }, read: true },
  values: ({ projectId, filters }: HistoryAsked) => projectValues(projectId, filters),
  items: byItems(readHistoryEntry),
});

/** A destination's invitation, by the secret its link carries. */
export interface InvitationAsked {
  channelId: string;
  secret: string;
}

/** "Get invitation using a secret link": what an invitation's link offers. */
export const invitationRead = defineRead({
  name: 'invitation',
  binding: { name: { group: 'ProjectChannelInvite', name: 'Get invitation using a secret link' }, read: true },
  values: ({ channelId, secret }: InvitationAsked) => ({ channel_id: channelId, secret }),
  parse: (body) => readInvite(body, undefined),
});

/** "Get invitation for channel": an invitation to one of the account's projects, by the project and destination. */
export const invitationForProjectRead = defineRead({
  name: 'invitation for project',
  binding: {
    name: { group: 'ProjectChannelInvite', name: 'Get invitation for channel' },
    read: true,
    fills: ['project_id', 'channel_id'],
  },
  values: ({ projectId, channelId }: ProjectDestination) => destinationValues({ projectId, channelId }),
  parse: (body) => readInvite(body, undefined),
});

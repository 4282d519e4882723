// The team groups' answers in the real kind's shapes (../shared/real-kind-shapes.md, and the newer description's
// §2.19 where it changed them): a member as UserProject2ProjectResponse, a project using a channel as the newer
// ProjectChannelResponse, an invitation as
// ProjectChannelInviteResponse (the inviter's view) or ProjectChannelInviteLinkResponse (the invitee's), an action as
// ProjectHistoryResponse. The demo keeps no pictures: every `photo_50` is empty.
import type { Account } from '../accounts.ts';
import { isoSeconds } from '../seed.ts';
import { MANAGE_LEVEL } from './access-levels.ts';
import type { HistoryEntry, Invite, Member } from './team-seed.ts';
import type { TeamState } from './team-state.ts';

/** A person's external ID, as the real kind's `ref_id` ("Unique symbol id of user") and a member's `external_id`. */
const refOf = (userId: number) => `u${userId}`;

/** 0 for the account's own project, 1 for one shared with it, as "List of project for current user" says. */
const typeFor = (account: Account, projectId: number) =>
  account.projects.some((project) => project.projectId === projectId && project.isOwner) ? 0 : 1;

export function memberAnswer(team: TeamState, account: Account, projectId: number, member: Member) {
  const person = team.person(member.userId);
  return {
    user_id: member.userId,
    project_id: projectId,
    name: person.name,
    fename: person.fename,
    photo_50: '',
    type: typeFor(account, projectId),
    external_id: refOf(member.userId),
    access_type: member.accessType,
  };
}

/**
 * Who may use a channel: its owner project first, then each project it is shared with, in the newer description's
 * shape. The level is sent as `access_type` (what "Change access" sets) and again as `usageType`, the older shape's only
 * field for it, so a reader of either finds it; the owner project's row has the level that manages the channel.
 * `active` is whether the destination is on, `title` its name and `transcoder_id` the transcoder it is sent through;
 * the demo has no preview, gives `unlim` no meaning (empty) and knows nothing of the stream's `streamInfo` (empty).
 */
export function channelAccessAnswer(team: TeamState, channelId: number) {
  const ownerProject = team.channelOwner(channelId)!;
  const ownerId = team.ownerOf(ownerProject) ?? 0;
  const destination = team.destination(channelId);
  const row = (id: number, projectId: number, level: number) => ({
    id,
    project_id: projectId,
    channel_id: channelId,
    owner_id: ownerId,
    access_type: level,
    usageType: level,
    active: destination?.active ? 1 : 0,
    title: destination?.name ?? null,
    preview: null,
    transcoder_id: destination?.transcoderId ?? null,
    unlim: '',
    streamInfo: {},
  });
  return {
    results: [
      row(channelId, ownerProject, MANAGE_LEVEL),
      ...team.shares(channelId).map((share) => row(share.id, share.projectId, share.level)),
    ],
  };
}

function inviteFields(invite: Invite) {
  return {
    project_channel_invite_id: invite.id,
    channel_id: invite.channelId,
    to_project_id: invite.toProjectId,
    access_type: invite.accessType,
    date: isoSeconds(invite.at),
    secret: invite.secret,
    email: invite.email,
    reject: invite.reject,
    from_user_id: invite.fromUserId,
  };
}

/** The inviter's view, with the person the invited project belongs to (`to_project_`) where it names one. */
export function inviteAnswer(team: TeamState, invite: Invite) {
  const owner = invite.toProjectId === null ? undefined : team.ownerOf(invite.toProjectId);
  const person = owner === undefined ? undefined : team.person(owner);
  return {
    ...inviteFields(invite),
    from_project_id: invite.fromProjectId,
    ...(person
      ? {
          to_project_: {
            user_id: person.userId,
            name: person.name,
            fename: person.fename,
            photo_50: '',
            ref_id: refOf(person.userId),
          },
        }
      : {}),
  };
}

/** The invitee's view: what is offered, the channel named. */
export function inviteLinkAnswer(team: TeamState, invite: Invite) {
  return {
    ...inviteFields(invite),
    channel_: { channel_id: invite.channelId, name: team.channelName(invite.channelId), photo_50: '' },
  };
}

export const historyAnswer = (entry: HistoryEntry) => ({
  id: entry.id,
  action: entry.action,
  project_id: entry.projectId,
  user_id: entry.userId,
  group_id: entry.groupId,
  date: isoSeconds(entry.at),
});

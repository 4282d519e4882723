// The notification a person gets when one of their projects is invited, by its ID, to use a destination: the real
// kind's `request_access_channel`, for the project invited, its Accept and Decline carrying the destination's ID as
// their value (as the invitation to a project carries the project's). The real kind has no read that lists the
// invitations addressed to a project or a person, so this is how the invitee finds them: the dashboard reads each with
// "Get invitation for channel" (project and destination), and running Accept or Decline answers it (notify-history.ts).
import type { NewNotice } from '../notify-history.ts';
import { type Words, answerActions } from '../notify-kinds.ts';
import type { Invite } from './team-seed.ts';

/** Who offers which destination of which project, to which project. */
export type InviteNames = { person: string; destination: string; fromProject: string; toProject: string };

const TITLE: Words = { en: 'Invitation to a destination', ru: 'Приглашение на площадку', cn: '推流目标邀请' };

export function inviteNotice(invite: Invite, names: InviteNames, read: boolean): NewNotice {
  const { person, destination, fromProject, toProject } = names;
  return {
    name: 'request_access_channel',
    projectId: invite.toProjectId!,
    category: 'important',
    at: invite.at,
    read,
    title: TITLE,
    text: {
      en: `${person} invites “${toProject}” to use the destination “${destination}” of “${fromProject}”.`,
      ru: `${person} приглашает проект «${toProject}» пользоваться площадкой «${destination}» проекта «${fromProject}».`,
      cn: `${person} 邀请项目“${toProject}”使用项目“${fromProject}”的推流目标“${destination}”。`,
    },
    actions: answerActions(String(invite.channelId), `g-channel-invite-${invite.id}`),
  };
}

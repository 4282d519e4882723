// Invitations to a channel, as the real kind names and shapes them (ProjectChannelInvite): a project that may share it
// (its owner, or one that manages it) invites another project by its ID or a person by e-mail, at an access level, and
// each invitation has a secret link; the invitee reads it (for a project of theirs, or by the link) and accepts it for
// one of their projects or declines it. Every field is a query parameter, read before anything is looked up; the router
// has checked the project each names (api/project-access.ts). The real kind lists no invitations for the invitee: one
// addressed to a project of the account's is found through its notification (invite-notice.ts) and read with "Get
// invitation for channel".
import type { Account } from '../accounts.ts';
import type { DemoOperation } from '../demo-paths.ts';
import { type DemoRequest, type DemoRoute, SUCCESS } from '../demo-route.ts';
import { queryId, queryString } from '../validation.ts';
import { inviteAnswer, inviteLinkAnswer } from './team-answers.ts';
import { teamMessages } from './team-messages.ts';
import { refusal } from './team-state.ts';
import { read, shareLevelIn, write } from './team-route-kit.ts';

/** One address, as a person types it: something before an @, a domain with a dot, no spaces; at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function emailIn(query: URLSearchParams): string {
  const email = queryString(query, 'email').trim();
  if (email.length > 254 || !EMAIL.test(email))
    throw refusal('invalid_request', 'email', teamMessages.notEmail('email'));
  return email;
}

/** The invitation a secret link opens, with the values every such request names. */
function bySecret({ query, state }: DemoRequest, withProject: boolean) {
  const projectId = withProject ? queryId(query, 'project_id') : undefined;
  const channelId = queryId(query, 'channel_id');
  const secret = queryString(query, 'secret');
  return { projectId, invite: state.team.inviteBySecret(channelId, secret) };
}

/** The invitation to the account, read or answered for one of its projects. */
function forProject({ query, state }: DemoRequest, account: Account) {
  const projectId = queryId(query, 'project_id');
  const channelId = queryId(query, 'channel_id');
  return { projectId, invite: state.team.inviteFor(account, channelId) };
}

export const INVITE_ROUTES: Partial<Record<DemoOperation, DemoRoute>> = {
  'channel_invite/list': read(({ query, state }, account) => {
    const projectId = queryId(query, 'project_id');
    const channelId = queryId(query, 'channel_id');
    const invites = state.team.invitesFrom(account, projectId, channelId);
    return { results: invites.map((invite) => inviteAnswer(state.team, invite)) };
  }),
  'channel_invite/add_by_email': write(({ query, state }, account) => {
    const projectId = queryId(query, 'project_id');
    const channelId = queryId(query, 'channel_id');
    const email = emailIn(query);
    const accessType = shareLevelIn(query);
    const invite = state.team.invite(account, projectId, channelId, { email }, accessType);
    return inviteAnswer(state.team, invite);
  }),
  'channel_invite/add_by_id': write(({ query, state }, account) => {
    const projectId = queryId(query, 'project_id');
    const channelId = queryId(query, 'channel_id');
    const accessType = shareLevelIn(query);
    const external = queryString(query, 'to_project_external_id');
    // The demo's projects' external IDs are their numbers as text ("List of project for current user").
    const target = [...state.projects.keys()].find((id) => String(id) === external);
    if (target === undefined)
      throw refusal(
        'unknown_project',
        'to_project_external_id',
        teamMessages.unknownExternal('to_project_external_id'),
      );
    const invite = state.team.invite(account, projectId, channelId, { projectId: target }, accessType);
    return inviteAnswer(state.team, invite);
  }),
  // The real kind answers its SuccessResponse: whether the invitation is one of the account's channels'.
  'channel_invite/get': read(({ query, state }, account) => {
    state.team.ownInvite(account, queryId(query, 'id'));
    return SUCCESS;
  }),
  'channel_invite/del': write(({ query, state }, account) => {
    state.team.revoke(account, queryId(query, 'id'));
    return SUCCESS;
  }),
  'channel_invite/get_for_project': read((request, account) =>
    inviteLinkAnswer(request.state.team, forProject(request, account).invite),
  ),
  'channel_invite/accept_for_project': write((request, account) => {
    const { projectId, invite } = forProject(request, account);
    request.state.team.answer(account, invite, projectId, true);
    return SUCCESS;
  }),
  'channel_invite/decline_for_project': write((request, account) => {
    const { projectId, invite } = forProject(request, account);
    request.state.team.answer(account, invite, projectId, false);
    return SUCCESS;
  }),
  'channel_invite/get_for_secret': read((request) =>
    inviteLinkAnswer(request.state.team, bySecret(request, false).invite),
  ),
  'channel_invite/accept_for_secret': write((request, account) => {
    const { projectId, invite } = bySecret(request, true);
    request.state.team.answer(account, invite, projectId!, true);
    return SUCCESS;
  }),
  'channel_invite/decline_for_secret': write((request, account) => {
    const { projectId, invite } = bySecret(request, true);
    request.state.team.answer(account, invite, projectId!, false);
    return SUCCESS;
  }),
};

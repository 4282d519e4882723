// The description of a project's team (api/team/): UserProject's members and their access (with the newer
// description's leave, delete and "Get current user project"), ProjectChannel (which projects may use a channel),
// ProjectChannelInvite (invitations to a channel, by ID, by e-mail or by a secret link) and ProjectHistory. The paths,
// parameters and shapes are the real kind's (../shared/real-kind-shapes.md, and real-kind-newer.md §2.19 where it
// changed them), every field a query parameter as there; the access levels are its numbers, which it does not
// explain: what each allows in the demo is the deployment's configuration (config.json's `accessLevels`), not this
// description's.
import { MEMBER_LEVELS, SHARE_LEVELS } from '../team/access-levels.ts';
import { HISTORY_ACTIONS } from '../team/team-seed.ts';
import { MAX_LIMIT } from '../validation.ts';
import {
  COMMON_QUERY,
  PROJECT_QUERY,
  type Schema,
  dateTime,
  enumQuery,
  idQuery,
  listOf,
  number,
  object,
  operation,
  query,
  ref,
  resultsOf,
  string,
  documentTags,
} from './parts.ts';

export const TEAM_TAGS = documentTags(['ProjectChannel', 'ProjectChannelInvite', 'ProjectHistory']);

const CHANNEL = idQuery('channel_id', 'Channel id');
const MEMBER_ACCESS = enumQuery('access_type', MEMBER_LEVELS, 'Access type');
const ACCESS = enumQuery('access_type', SHARE_LEVELS, 'Access type');
const SECRET = query('secret', { type: 'string', minLength: 1 }, 'Secret key of the invitation’s link');
const DENIED = '`owner_only` (the account’s access to the project does not allow it)';
const SHARE_DENIED = '`channel_access_denied` (the project’s access to the channel does not allow sharing it)';
const ABOVE = '`above_own_level` (more access than the caller’s own, or from one who has more)';
const REMOVE_ERRORS = `\`unknown_project\`, ${DENIED}, \`unknown_member\`, \`own_access\`, ${ABOVE}`;
const nullable = (type: string, description: string): Schema => ({ type: [type, 'null'], description });

const success = (
  group: string,
  summary: string,
  operationId: string,
  description: string,
  parameters: unknown[],
  errors: string,
) =>
  operation({
    group,
    summary,
    operationId,
    description,
    parameters,
    answer: ref('SuccessResponse'),
    answerDescription: 'Done.',
    errors,
  });

export const TEAM_PATHS: Record<string, Record<string, unknown>> = {
  '/method/project/user/list': {
    get: operation({
      group: 'UserProject',
      summary: 'List of user in project',
      operationId: 'listProjectUsers',
      description: 'The members of a project of the account’s, each with their access level, the owner first.',
      parameters: [PROJECT_QUERY],
      answer: ref('ProjectUserList'),
      answerDescription: 'The project’s members.',
      errors: '`unknown_project`',
    }),
  },
  '/method/project/user/change_access': {
    post: success(
      'UserProject',
      'Change access user from project',
      'changeProjectUserAccess',
      'Gives a member of the project another access level (0–3). Only a member whose level may change the team does, to a level that allows nothing theirs does not; one’s own level may be lowered, but not by the last member who may change the team.',
      [PROJECT_QUERY, idQuery('user_id', 'User id'), MEMBER_ACCESS],
      `\`unknown_project\`, ${DENIED}, \`unknown_member\`, ${ABOVE}, \`last_owner\``,
    ),
  },
  '/method/project/user/delete': {
    post: success(
      'UserProject',
      'Remove member from project',
      'removeProjectMember',
      'Takes another member off the project’s team, by one whose level may change the team. Nobody removes themselves: they leave.',
      [PROJECT_QUERY, idQuery('user_id', 'User id')],
      REMOVE_ERRORS,
    ),
  },
  '/method/project/user/del': {
    post: {
      ...success(
        'UserProject',
        'Remove user from project',
        'removeProjectUser',
        'Deprecated by the newer description in favour of “Leave project” and “Remove member from project”; still served, as the latter.',
        [PROJECT_QUERY, idQuery('user_id', 'User id')],
        REMOVE_ERRORS,
      ),
      deprecated: true,
    },
  },
  '/method/project/user/leave': {
    post: success(
      'UserProject',
      'Leave project',
      'leaveProject',
      'The account leaves the project’s team, whatever its level (a guest of a shared project too); not the last member who may change the team. The project is then gone from its list.',
      [PROJECT_QUERY],
      '`unknown_project`, `last_owner`',
    ),
  },
  '/method/project/me': {
    get: {
      ...operation({
        group: 'UserProject',
        summary: 'Get current user project',
        operationId: 'getCurrentUserProject',
        description:
          'The scopes the access token was granted. `language` is optional here, as the newer description has it.',
        answer: ref('ProjectMeResponse'),
        answerDescription: 'The token’s scopes.',
      }),
      parameters: COMMON_QUERY.map((parameter) => ({ ...parameter, required: false })),
    },
  },
  '/method/channel/access/list': {
    get: operation({
      group: 'ProjectChannel',
      summary: 'Project channel list',
      operationId: 'listProjectChannels',
      description:
        'The projects that may use a channel: the project that owns it first, then each it is shared with. Read by the owner project or one it is shared with.',
      parameters: [PROJECT_QUERY, CHANNEL],
      answer: ref('ProjectChannelListResponse'),
      answerDescription: 'The projects with access to the channel.',
      errors: '`unknown_project`, `unknown_channel`',
    }),
  },
  '/method/channel/access/del': {
    post: success(
      'ProjectChannel',
      'Remove access for project in channel',
      'removeProjectChannelAccess',
      'Stops sharing the channel with another project, from a project whose access may share it; or, with its own ID, a project gives up a channel shared with it.',
      [PROJECT_QUERY, CHANNEL, idQuery('target_project_id', 'The project whose access is removed')],
      `\`unknown_project\`, ${DENIED}, \`unknown_channel\`, ${SHARE_DENIED}, \`not_shared\`, ${ABOVE}`,
    ),
  },
  '/method/channel/access/change': {
    post: success(
      'ProjectChannel',
      'Change access for project in channel',
      'changeProjectChannelAccess',
      'Gives a project the channel is shared with another access level.',
      [PROJECT_QUERY, CHANNEL, idQuery('to_project_id', 'The project whose access changes'), ACCESS],
      `\`unknown_project\`, ${DENIED}, \`unknown_channel\`, ${SHARE_DENIED}, \`not_shared\`, ${ABOVE}`,
    ),
  },
  '/method/channel/access/transfer_owner': {
    post: success(
      'ProjectChannel',
      'Transfer owner for project in channel',
      'transferProjectChannelOwner',
      'Makes a project the channel is shared with its owner; the project that owned it keeps it, at the level that manages it. Only the owner project hands a channel over.',
      [PROJECT_QUERY, CHANNEL, idQuery('to_project_id', 'The project that becomes the owner')],
      `\`unknown_project\`, ${DENIED}, \`unknown_channel\`, ${SHARE_DENIED}, ${ABOVE}, \`not_shared\``,
    ),
  },
  '/method/channel_invite/list': {
    get: operation({
      group: 'ProjectChannelInvite',
      summary: 'List of invites for channel in project',
      operationId: 'listChannelInvites',
      description:
        'The invitations to a channel the project may share that nobody has accepted yet, oldest first; a declined one has `reject` true. Read by a member who may share it: each carries its link’s key.',
      parameters: [PROJECT_QUERY, CHANNEL],
      answer: ref('ProjectChannelInviteList'),
      answerDescription: 'The channel’s invitations.',
      errors: `\`unknown_project\`, ${DENIED}, \`unknown_channel\`, ${SHARE_DENIED}`,
    }),
  },
  '/method/channel_invite/get_for_project': {
    get: operation({
      group: 'ProjectChannelInvite',
      summary: 'Get invitation for channel',
      operationId: 'getChannelInviteForProject',
      description:
        'The invitation to a channel addressed to the account (by its e-mail, or by the ID of a project it owns), not declined, read for one of its projects. The invitations to a project are found through their notifications (`request_access_channel`, the channel’s ID the value of its Accept and Decline): no read lists them.',
      parameters: [PROJECT_QUERY, CHANNEL],
      answer: ref('ProjectChannelInviteLinkResponse'),
      answerDescription: 'What is offered.',
      errors: '`unknown_project`, `unknown_invite`',
    }),
  },
  '/method/channel_invite/accept_for_project': {
    post: success(
      'ProjectChannelInvite',
      'Accept channel invitation for selected project',
      'acceptChannelInviteForProject',
      'A project of the account’s, where its level may change the team, takes the channel offered to the account, at the level offered.',
      [PROJECT_QUERY, CHANNEL],
      `\`unknown_project\`, \`unknown_invite\`, ${DENIED}, \`same_project\`, \`already_shared\``,
    ),
  },
  '/method/channel_invite/decline_for_project': {
    post: success(
      'ProjectChannelInvite',
      'Decline channel invitation for selected project',
      'declineChannelInviteForProject',
      'Declines the invitation to the channel addressed to the account, for a project of its where its level may change the team.',
      [PROJECT_QUERY, CHANNEL],
      `\`unknown_project\`, \`unknown_invite\`, ${DENIED}`,
    ),
  },
  '/method/channel_invite/get_for_secret': {
    get: operation({
      group: 'ProjectChannelInvite',
      summary: 'Get channel invitation using a secret link',
      operationId: 'getChannelInviteForSecret',
      description: 'The invitation a secret link opens (a declined one has `reject` true).',
      parameters: [CHANNEL, SECRET],
      answer: ref('ProjectChannelInviteLinkResponse'),
      answerDescription: 'What is offered.',
      errors: '`unknown_invite`',
    }),
  },
  '/method/channel_invite/accept_for_secret': {
    post: success(
      'ProjectChannelInvite',
      'Accept channel invitation using a secret link',
      'acceptChannelInviteForSecret',
      'Accepts the invitation a secret link opens for one of the account’s projects where its level may change the team: one sent by e-mail only by the account of that address, one sent to a project only by that project’s owner.',
      [PROJECT_QUERY, CHANNEL, SECRET],
      `\`unknown_project\`, \`unknown_invite\`, \`invite_not_yours\`, \`invite_answered\`, ${DENIED}, \`same_project\`, \`already_shared\``,
    ),
  },
  '/method/channel_invite/decline_for_secret': {
    post: success(
      'ProjectChannelInvite',
      'Decline channel invitation using a secret link',
      'declineChannelInviteForSecret',
      'Declines the invitation a secret link opens, by the person it was sent to (by e-mail, or as the owner of the project invited), for a project of theirs where their level may change the team.',
      [PROJECT_QUERY, CHANNEL, SECRET],
      `\`unknown_project\`, \`unknown_invite\`, \`invite_not_yours\`, \`invite_answered\`, ${DENIED}`,
    ),
  },
  '/method/channel_invite/get': {
    get: operation({
      group: 'ProjectChannelInvite',
      summary: 'Get channel invite item for my channel for another user',
      operationId: 'getChannelInvite',
      description: 'Whether an invitation is one to a channel a project of the account’s may share.',
      parameters: [idQuery('id', 'Invitation id (project_channel_invite_id)')],
      answer: ref('SuccessResponse'),
      answerDescription: 'It is.',
      errors: '`unknown_invite`',
    }),
  },
  '/method/channel_invite/add_by_id': {
    post: operation({
      group: 'ProjectChannelInvite',
      summary: 'Add channel invite item for another user by id',
      operationId: 'addChannelInviteById',
      description: 'Invites another project, by its external id, to use the project’s channel at an access level.',
      parameters: [
        PROJECT_QUERY,
        CHANNEL,
        ACCESS,
        query('to_project_external_id', { type: 'string', minLength: 1 }, 'External id of the project invited'),
      ],
      answer: ref('ProjectChannelInviteResponse'),
      answerDescription: 'The invitation, with its secret link’s key.',
      errors: `\`unknown_project\`, ${DENIED}, \`unknown_channel\`, ${SHARE_DENIED}, ${ABOVE}, \`same_project\`, \`already_shared\`, \`invite_exists\``,
    }),
  },
  '/method/channel_invite/add_by_email': {
    post: operation({
      group: 'ProjectChannelInvite',
      summary: 'Add channel invite item for another user by email',
      operationId: 'addChannelInviteByEmail',
      description: 'Invites a person, by e-mail, to use the project’s channel at an access level.',
      parameters: [PROJECT_QUERY, CHANNEL, query('email', { type: 'string', format: 'email' }, 'Email'), ACCESS],
      answer: ref('ProjectChannelInviteResponse'),
      answerDescription: 'The invitation, with its secret link’s key.',
      errors: `\`unknown_project\`, ${DENIED}, \`unknown_channel\`, ${SHARE_DENIED}, ${ABOVE}, \`invite_exists\``,
    }),
  },
  '/method/channel_invite/del': {
    post: success(
      'ProjectChannelInvite',
      'Del channel invite item for my channel for another user',
      'deleteChannelInvite',
      'Revokes an invitation to a channel a project of the account’s may share, where its level may change the team: its link stops working.',
      [idQuery('id', 'Invitation id (project_channel_invite_id)')],
      `\`unknown_invite\`, ${DENIED}`,
    ),
  },
  '/method/project_history/list': {
    get: operation({
      group: 'ProjectHistory',
      summary: 'Get project history of actions',
      operationId: 'listProjectHistory',
      description: 'What was done in the project’s team and to its channels’ access, newest first, a page at a time.',
      parameters: [
        query(
          'limit',
          { type: 'number', minimum: 1, maximum: MAX_LIMIT, default: 20 },
          'How many items a page has',
          false,
        ),
        query('offset', { type: 'number', minimum: 0, default: 0 }, 'How many items to skip', false),
        PROJECT_QUERY,
        query('date_from', { type: 'string', format: 'date-time' }, 'Actions at or after this time', false),
        query('date_to', { type: 'string', format: 'date-time' }, 'Actions at or before this time', false),
        query('action', { type: 'string', enum: [...HISTORY_ACTIONS] }, 'Only actions of this kind', false),
        query('group_id', { type: 'number', minimum: 0 }, 'Only actions of this group', false),
      ],
      answer: ref('ProjectHistoryList'),
      answerDescription: 'A page of the project’s history.',
      errors: '`unknown_project`',
    }),
  },
};

export const TEAM_SCHEMAS: Record<string, Schema> = {
  ProjectMeResponse: object({
    scopes: { type: 'array', items: { type: 'string' }, description: 'Scopes granted to the token' },
  }),
  // The members: the real kind's UserProject2ProjectResponse (described with the project list, api/openapi/identity.ts).
  ProjectUserList: resultsOf('UserProject2ProjectResponse'),
  // The newer description's ProjectChannelResponse (§2.19): the older's five fields, the glosses as given ("User id"
  // for the project's), and the share's level, the destination's state and two objects it does not write out.
  ProjectChannelResponse: object(
    {
      id: number('Primary key'),
      project_id: number('User id'),
      channel_id: number('Channel id'),
      owner_id: number('Owner id'),
      access_type: { type: 'number', enum: [...SHARE_LEVELS], description: 'Access type' },
      usageType: { type: 'number', enum: [...SHARE_LEVELS], description: 'usageType' },
      active: number('Whether the channel is on (1) or off (0)'),
      title: nullable('string', 'Channel title'),
      preview: nullable('string', 'Channel preview'),
      transcoder_id: nullable('number', 'Transcoder id'),
      unlim: string('unlim'),
      // Neither written out by the newer description: the demo sends the second empty and never the first.
      project_: { type: 'object', description: 'Member info of the project' },
      streamInfo: { type: 'object', description: 'Stream info of the channel' },
    },
    ['title', 'preview', 'transcoder_id', 'project_'],
  ),
  ProjectChannelListResponse: resultsOf('ProjectChannelResponse'),
  ProjectChannelInviteProjectResponse: object({
    user_id: number('Unique id'),
    name: string('First name'),
    fename: string('Last name'),
    photo_50: string('Link to avatar 50*50px'),
    ref_id: string('Unique symbol id of user'),
  }),
  ProjectChannelInviteResponse: object(
    {
      project_channel_invite_id: number('Unique id'),
      channel_id: number('Channel id'),
      to_project_id: nullable('number', 'Project id (user)'),
      access_type: number('Access type'),
      date: dateTime('Date create'),
      secret: string('Secret key for link'),
      email: nullable('string', 'Email'),
      reject: nullable('boolean', 'If rejected request then true'),
      from_user_id: nullable('number', 'The user who granted access'),
      from_project_id: nullable('number', 'from_project_id'),
      to_project_: { allOf: [ref('ProjectChannelInviteProjectResponse')], description: 'User info' },
    },
    ['to_project_'],
  ),
  ProjectChannelInviteList: resultsOf('ProjectChannelInviteResponse'),
  ProjectChannelInviteChannelLinkResponse: object({
    channel_id: number('Unique id'),
    name: string('First name'),
    photo_50: string('Link to avatar 50*50px'),
  }),
  ProjectChannelInviteLinkResponse: object(
    {
      project_channel_invite_id: number('Unique id'),
      channel_id: number('Channel id'),
      to_project_id: nullable('number', 'Project id (in invite for project id)'),
      access_type: number('Access type'),
      date: dateTime('Date create'),
      secret: string('Secret key for link'),
      email: nullable('string', 'Email'),
      reject: nullable('boolean', 'If rejected then true'),
      from_user_id: nullable('number', 'The user who granted access'),
      channel_: { allOf: [ref('ProjectChannelInviteChannelLinkResponse')], description: 'Project info' },
    },
    ['channel_'],
  ),
  ProjectHistoryResponse: object(
    {
      id: number('Primary key'),
      action: { type: 'string', enum: [...HISTORY_ACTIONS], description: 'Action' },
      project_id: number('Project id'),
      user_id: number('User id'),
      group_id: number('Group id'),
      date: dateTime('Date'),
    },
    ['date'],
  ),
  ProjectHistoryList: listOf('ProjectHistoryResponse'),
};

// The description of who is signed in (Auth "Get basic data for auth user", User "Get user profile"), Logout, and
// UserProject "List of project for current user", in the real kind's paths and shapes (a member's `access_type` 0–3,
// as the newer description has it): its profile's UserProfileResponse (with its `id` said to be 0 or 1, as
// generated), and Auth's read with no answer described.
import { LANGUAGES } from '../messages.ts';
import { MEMBER_LEVELS } from '../team/access-levels.ts';
import { PAGING_QUERY, type Schema, listOf, number, object, operation, ref, string } from './parts.ts';

export const IDENTITY_TAGS = [
  {
    name: 'User',
    description:
      'Document section 1; paths and shapes are the real kind’s (api/real-kind.test.ts lists what is not yet).',
  },
  {
    name: 'UserProject',
    description:
      'Document section 1; paths and shapes are the real kind’s (api/real-kind.test.ts lists what is not yet).',
  },
];

export const IDENTITY_PATHS: Record<string, Record<string, unknown>> = {
  '/method/project/list': {
    get: operation({
      group: 'UserProject',
      summary: 'List of project for current user',
      operationId: 'listUserProjects',
      description: 'The projects of the signed-in account, a page at a time.',
      parameters: PAGING_QUERY,
      answer: ref('UserProjectList'),
      answerDescription: 'A page of the account’s projects.',
    }),
  },
  '/method/auth/me': {
    get: operation({
      group: 'Auth',
      summary: 'Get basic data for auth user',
      operationId: 'getAuthUser',
      description: 'Who the access token was issued to.',
      answer: undefined,
      answerDescription: 'The signed-in account; its shape is not described, as the real kind has it.',
    }),
  },
  '/method/auth/logout': {
    post: operation({
      group: 'Auth',
      summary: 'Logout',
      operationId: 'logout',
      description:
        'Ends the sign-in the refresh token belongs to: it and every token of its sign-in stop working (a refresh with any of them answers 400 `invalid_grant`, as a used one does). ' +
        'The Authorization header is accepted but not required, so an expired access token does not keep anyone signed in. A token this service does not know answers the same.',
      body: 'LogoutRequest',
      answer: ref('SuccessResponse'),
      answerDescription: 'The sign-in is over.',
      errors: '`invalid_content_type`, `invalid_json`',
      signedIn: false,
    }),
  },
  '/method/users/profile': {
    get: operation({
      group: 'User',
      summary: 'Get user profile',
      operationId: 'getUserProfile',
      description: 'The signed-in account’s profile.',
      parameters: [
        {
          name: 'project_id',
          in: 'query',
          required: false,
          schema: { type: ['number', 'null'], default: null },
          description: 'Project id',
        },
      ],
      answer: ref('UserProfileResponse'),
      answerDescription: 'The profile.',
    }),
  },
};

export const IDENTITY_SCHEMAS: Record<string, Schema> = {
  // The real kind's UserProjectResponse: a row joining the user to a project, the project's own record inside it
  // (UserProject2ProjectResponse, as "List of user in project" writes it out), glossed as the real kind glosses them.
  UserProject: object({
    id: number('Primary key'),
    user_id: number('User id'),
    project_id: number('Project id'),
    access_type: { type: 'number', enum: [...MEMBER_LEVELS], example: 2, description: 'Access type' },
    project: { allOf: [ref('UserProject2ProjectResponse')], description: 'Project data' },
    member_count: number('Members count'),
  }),
  UserProject2ProjectResponse: object({
    user_id: number('User id'),
    project_id: number('Project id'),
    name: string('Имя'),
    fename: string('Фамилия'),
    photo_50: string('Аватарка'),
    type: { type: 'number', enum: [0, 1], example: 0, description: 'Тип 0 - личный проект, 1 - командный проект' },
    external_id: string('External id'),
    access_type: { type: 'number', enum: [...MEMBER_LEVELS], example: 2, description: 'Access type' },
  }),
  UserProjectList: listOf('UserProject'),
  UserProfileResponse: object({
    // As the real kind's description has it: an enum its generator took from another field.
    id: { type: 'number', enum: [0, 1], example: 0, description: 'User id' },
    type: number('Type profile'),
    firstName: string('FirstName'),
    lastName: string('LastName'),
    photo: string('Photo'),
    refId: string('RefId'),
    partners: number('Count partners'),
    referralsIncome: string('Referrals income'),
    scope: number('Scope'),
    currency: { type: 'string', enum: ['rub', 'usd'], example: 'rub', description: 'Currency' },
    countrie_id: number('Country'),
    language: { type: 'string', enum: [...LANGUAGES], example: 'ru', description: 'Language' },
    balance: number('Balance'),
    lastProjectId: { type: ['number', 'null'], description: 'Last select project' },
  }),
  LogoutRequest: object({
    refresh: { type: 'string', minLength: 1, description: 'The refresh token of the sign-in to end' },
  }),
};

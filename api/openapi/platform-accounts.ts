// The description of a person's linked platform accounts (api/setup/platform-routes.ts): "Get accounts", "Get
// channels with accounts", "Remove account", and the sign-out the real kind publishes under the category search's
// summary (../shared/real-kind-newer.md §2.10).
import { ACCOUNT_PLATFORMS, CHANNEL_LIST_PLATFORMS } from '../setup/setup-seed.ts';
import { PROJECT_QUERY, type Schema, number, object, operation, query, ref, resultsOf, string } from './parts.ts';

const PLATFORM = { type: 'string', enum: [...ACCOUNT_PLATFORMS], example: 'vk' };
const platformQuery = query('platform', PLATFORM, 'Platform of the accounts');

export const PLATFORM_ACCOUNT_PATHS: Record<string, Record<string, unknown>> = {
  '/method/platforms/accounts': {
    get: operation({
      group: 'Platforms',
      summary: 'Get accounts',
      operationId: 'getPlatformAccounts',
      description: 'The accounts of the platform the signed-in person has linked (a person’s, not a project’s).',
      parameters: [platformQuery],
      answer: ref('GetAccountsResponse'),
      answerDescription: 'The accounts.',
    }),
  },
  '/method/platforms/account/channels': {
    get: operation({
      group: 'Platforms',
      summary: 'Get channels with accounts',
      operationId: 'getPlatformAccountChannels',
      description:
        'The channels the named accounts can stream to (a VK account’s communities, an OK account’s groups), each with the accounts that can and the project’s channel made from it, if any; found by name, a page at a time.',
      parameters: [
        query('platform', { type: 'string', enum: [...CHANNEL_LIST_PLATFORMS] }, 'Platform of the accounts'),
        {
          ...query(
            'ids',
            { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: 100 },
            'The accounts (id of Get accounts)',
          ),
          style: 'form',
          explode: true,
        },
        PROJECT_QUERY,
        query('request_id', { type: 'string', minLength: 1, maxLength: 128 }, 'Cache key of the listing'),
        query('q', { type: 'string', maxLength: 100, default: '' }, 'Part of the channel’s name', false),
        query('sort', { type: 'string', enum: ['asc', 'desc'], default: 'asc' }, 'Order by name', false),
        query('limit', { type: 'number', minimum: 1, maximum: 100, default: 10 }, 'How many a page has', false),
        query('page', { type: 'number', minimum: 1, default: 1 }, 'Which page, from 1', false),
      ],
      answer: ref('GetAccountChannelsResponse'),
      answerDescription: 'A page of channels.',
      errors: '`unknown_project`, `unknown_account` (an account of `ids` is not the person’s), `account_signed_out`',
    }),
  },
  '/method/platforms/account/remove': {
    post: operation({
      group: 'Platforms',
      summary: 'Remove account',
      operationId: 'removePlatformAccount',
      description:
        'Forgets a linked account. The channels added from it can no longer be streamed to (their token is invalid) until they are connected again.',
      body: 'RemoveAccountQuery',
      answer: ref('SuccessResponse'),
      answerDescription: 'The account was removed.',
      created: true,
      errors: '`invalid_content_type`, `invalid_json`, `unknown_account`',
    }),
  },
  '/method/platforms/logout': {
    post: operation({
      group: 'Platforms',
      // The real kind publishes the sign-out under the category search's summary, and its answer's shape too.
      summary: 'Get category from the platform',
      operationId: 'logoutPlatformAccount',
      description:
        'Signs a linked account out: it stays listed (status 0), and the channels added from it can no longer be streamed to until it is connected again. Its answer is described as the category search’s, as the real kind does.',
      parameters: [
        query('id', { type: 'string', minLength: 1, maxLength: 64 }, 'The account (accountId of Get accounts)'),
        query('platform', PLATFORM, 'Platform of the account'),
      ],
      answer: ref('CategoryListResponse'),
      answerDescription: 'The account was signed out; the list is empty.',
      errors: '`unknown_account`',
    }),
  },
};

export const PLATFORM_ACCOUNT_SCHEMAS: Record<string, Schema> = {
  GetAccountsResponseItem: object({
    id: number('The account’s number at the service (ids of Get channels with accounts)'),
    accountId: string('The account’s ID on the platform'),
    name: string('Name of the account'),
    avatar: string('Address of the account’s picture'),
    status: number('1 while the service is signed in to it, 0 once signed out'),
  }),
  GetAccountsResponse: resultsOf('GetAccountsResponseItem'),
  GetAccountChannelsAccountItem: object({
    id: string('The account’s ID on the platform'),
    name: string('Name of the account'),
    avatar: string('Address of the account’s picture'),
    internalId: number('The account’s number at the service'),
  }),
  GetAccountChannelsItem: object({
    id: string('The channel’s ID on the platform (channel_id of Add vk channel, Add ok channel)'),
    name: string('Name of the channel'),
    photo: string('Address of the channel’s picture'),
    members: number('How many members it has'),
    connectedId: { type: ['number', 'null'], description: 'The project’s channel made from it, or null' },
    accounts: {
      type: 'array',
      items: ref('GetAccountChannelsAccountItem'),
      description: 'The accounts that can stream to it',
    },
  }),
  GetAccountChannelsResponse: object({
    results: { type: 'array', items: ref('GetAccountChannelsItem'), description: 'The channels of this page' },
    totalItems: number('How many channels were found'),
    totalPages: number('How many pages they fill'),
    currentPage: number('This page, from 1'),
    nextPage: number('The next page, or 0 on the last one'),
  }),
  RemoveAccountQuery: object({
    platform: { ...PLATFORM, description: 'Platform of the account' },
    id: { type: 'string', minLength: 1, maxLength: 64, description: 'The account (accountId of Get accounts)' },
  }),
};

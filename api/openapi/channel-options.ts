// The description of the Channel settings group's operations beyond one channel's settings
// (api/studio/channel-options-routes.ts): the bulk title and description (the newer description's), a channel's
// playlists and planned events, and a platform's categories (Platforms). Paths and shapes are the real kind's.
import { CATEGORY_PLATFORMS } from '../studio/platform-options.ts';
import {
  PROJECT_QUERY,
  type Schema,
  dateTime,
  idQuery,
  integer,
  object,
  operation,
  query,
  ref,
  resultsOf,
  string,
} from './parts.ts';

const CHANNEL_QUERY = idQuery('channel_id', 'Channel ID');
const CHANNEL_ERRORS = '`unknown_project`, `unknown_channel`';

export const CHANNEL_OPTION_PATHS: Record<string, Record<string, unknown>> = {
  '/method/channel_settings/bulkUpdate': {
    post: operation({
      group: 'Channel settings',
      summary: 'Bulk update channel title and description. Global settings.',
      operationId: 'bulkUpdateChannels',
      description:
        'One title and one description for every channel of the project whose platform takes them (`set_title`, `set_description` of Supported platforms); each channel’s `streamInfo` reads them back. Nothing changes unless both fit every such channel’s platform: a title longer than one takes (140 characters on Twitch, 100 on YouTube and Trovo, 128 on VK, OK and VK Video Live) is refused, naming the channel. Depends on the tariff (`change_subject` of the project’s plan).',
      body: 'SiteBulkUpdateChannelRequest',
      answer: ref('SuccessResponse'),
      answerDescription: 'Every channel that takes them has them.',
      created: true,
      errors:
        '`invalid_content_type`, `invalid_json`, `unknown_project`, `owner_only`, `plan_forbids_changes` (the project’s plan does not allow it)',
    }),
  },
  '/method/channel_settings/options/getPlaylist': {
    get: operation({
      group: 'Channel settings',
      summary: 'Get playlists from the platform',
      operationId: 'listChannelPlaylists',
      description:
        'The playlists (albums) of the channel’s account that a broadcast’s recording can go to (`playlist_id` of its optional settings); none on a platform without them.',
      parameters: [PROJECT_QUERY, CHANNEL_QUERY],
      answer: ref('PlaylistListResponse'),
      answerDescription: 'The playlists.',
      errors: CHANNEL_ERRORS,
    }),
  },
  '/method/channel_settings/options/getPlanned': {
    get: operation({
      group: 'Channel settings',
      summary: 'Get planned list',
      operationId: 'listChannelPlanned',
      description:
        'The events the channel’s account has planned on the platform (YouTube’s scheduled broadcasts), which the next broadcast can be (Set planned id); none on other platforms.',
      parameters: [PROJECT_QUERY, CHANNEL_QUERY],
      answer: ref('PlannedListResponse'),
      answerDescription: 'The planned events.',
      errors: CHANNEL_ERRORS,
    }),
  },
  '/method/channel_settings/options/setPlanned': {
    post: operation({
      group: 'Channel settings',
      summary: 'Set planned id. Depends on the tariff.',
      operationId: 'setChannelPlanned',
      description:
        'Makes the channel’s next broadcast one of its planned events (Get planned list), or none without an `id`.',
      body: 'SiteSetPlannedRequest',
      answer: ref('SitePlannedResponse'),
      answerDescription: 'The planned event chosen; no `planned` when none is.',
      created: true,
      errors: `\`invalid_content_type\`, \`invalid_json\`, ${CHANNEL_ERRORS}, \`owner_only\`, \`wrong_platform\` (only YouTube plans events), \`unknown_planned\`, \`plan_forbids_changes\``,
    }),
  },
  '/method/platforms/category': {
    get: operation({
      group: 'Platforms',
      summary: 'Get category from the platform',
      operationId: 'searchPlatformCategories',
      description:
        'The platform’s categories a broadcast can be in (`category_id` and `category_name` of its optional settings), those whose name holds `q`.',
      parameters: [
        query('q', { type: 'string' }, 'Part of the category name', false),
        query('type', { type: 'string', enum: [...CATEGORY_PLATFORMS], example: 'twitch' }, 'Platform'),
      ],
      answer: ref('CategoryListResponse'),
      answerDescription: 'The categories found.',
    }),
  },
};

export const CHANNEL_OPTION_SCHEMAS: Record<string, Schema> = {
  SiteBulkUpdateChannelRequest: object({
    project_id: integer('Project ID'),
    title: { type: 'string', minLength: 1, description: 'Title of the broadcasts on every platform that takes one' },
    description: { type: 'string', description: 'Description of the broadcasts on every platform that takes one' },
  }),
  PlaylistItemResponse: object({ id: string('Playlist ID on the platform'), name: string('Playlist name') }),
  PlaylistListResponse: resultsOf('PlaylistItemResponse'),
  PlannedItemResponse: object({
    id: string('Planned event ID on the platform'),
    title: string('Title of the event'),
    description: string('Description of the event'),
    date: dateTime('When it is planned for'),
  }),
  SitePlannedResponse: object({ planned: { allOf: [ref('PlannedItemResponse')], description: 'Planned item' } }, [
    'planned',
  ]),
  PlannedListResponse: resultsOf('SitePlannedResponse'),
  SiteSetPlannedRequest: object(
    {
      project_id: integer('Project ID'),
      channel_id: integer('Channel ID'),
      id: { type: 'string', maxLength: 20, description: 'Planned event ID (Get planned list); none: no planned event' },
    },
    ['id'],
  ),
  CategoryItemResponse: object(
    {
      id: string('Category ID on the platform'),
      name: string('Category name'),
      image: string('Picture of the category (never sent by the demo)'),
      subList: {
        type: 'array',
        items: ref('CategorySubListItemResponse'),
        description: 'Its sub-categories (never sent by the demo)',
      },
    },
    ['image', 'subList'],
  ),
  CategorySubListItemResponse: object({ id: string('Sub-category ID on the platform'), name: string('Its name') }),
  CategoryListResponse: resultsOf('CategoryItemResponse'),
};

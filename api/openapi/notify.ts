// The description of the NotifyHistory and NotifyUser groups (api/notify-routes.ts), in the real kind's paths and
// shapes (../shared/real-kind-shapes.md). The real kind describes a notification's `actions` as an object with no
// properties: the demo's reading of it (`{}`, or `{items: [...]}`) is said in its description, not in its schema.
import { LANGUAGES } from '../messages.ts';
import {
  ACTION_NAMES,
  ACTION_TYPES,
  GROUP_TYPES,
  INDEX_LANGUAGES,
  NOTIFY_CATEGORIES,
  NOTIFY_CHANNELS,
  NOTIFY_NAMES,
  NOTIFY_PAGE,
  READ_STATES,
  SCREEN_TYPES,
  SETTING_STATES,
} from '../notify-kinds.ts';
import { MAX_LIMIT } from '../validation.ts';
import {
  PROJECT_QUERY,
  type Schema,
  dateTime,
  integer,
  listOf,
  number,
  object,
  operation,
  query,
  ref,
  string,
  documentTags,
} from './parts.ts';

export const NOTIFY_TAGS = documentTags(['NotifyHistory', 'NotifyUser']);

const boolean = (description: string): Schema => ({ type: 'boolean', description });
const oneOfText = (values: readonly string[], description: string): Schema => ({
  type: 'string',
  enum: [...values],
  description,
});
const categories = (description: string): Schema => ({
  type: 'array',
  items: oneOfText(NOTIFY_CATEGORIES, 'Category'),
  description,
});
const textQuery = (name: string, description: string) => query(name, { type: 'string' }, description);
const optionalQuery = (name: string, schema: Schema, description: string) => query(name, schema, description, false);

const LIST_QUERY = [
  optionalQuery('limit', { type: 'number', minimum: 1, maximum: MAX_LIMIT, default: NOTIFY_PAGE }, 'Limit'),
  optionalQuery('offset', { type: 'number', minimum: 0, default: 0 }, 'Offset'),
  optionalQuery('project_id', { type: 'integer', minimum: 1 }, 'Only this project’s'),
  optionalQuery('name', { type: 'string', enum: [...NOTIFY_NAMES] }, 'Only this kind'),
  optionalQuery('channel', { type: 'string', enum: [...NOTIFY_CHANNELS] }, 'Only this channel’s'),
  optionalQuery('date_from', { type: 'string', format: 'date-time' }, 'Sent at or after'),
  optionalQuery('date_to', { type: 'string', format: 'date-time' }, 'Sent at or before'),
  optionalQuery('status_read', { type: 'string', enum: [...READ_STATES] }, 'Only the unread or only the read'),
];

const ITEM_ERRORS = '`unknown_notification` (not one of the account’s)';

export const NOTIFY_PATHS: Record<string, Record<string, unknown>> = {
  '/method/notify_history/get': {
    get: operation({
      group: 'NotifyHistory',
      summary: 'Get my NotifyHistory item by id',
      operationId: 'getNotifyHistoryItem',
      description: 'One notification of the signed-in account’s cabinet.',
      parameters: [textQuery('_id', 'Id of the notification')],
      answer: ref('NotifyHistoryItem'),
      answerDescription: 'The notification.',
      errors: ITEM_ERRORS,
    }),
  },
  '/method/notify_history/list': {
    get: operation({
      group: 'NotifyHistory',
      summary: 'Get list of my notifications',
      operationId: 'listMyNotifications',
      description: 'The signed-in account’s notifications in the cabinet, newest first, a page at a time.',
      parameters: LIST_QUERY,
      answer: listOf('NotifyHistoryItem'),
      answerDescription: 'A page of notifications.',
    }),
  },
  '/method/notify_history/get_status': {
    get: operation({
      group: 'NotifyHistory',
      summary: 'Get my status unread message for user',
      operationId: 'getUnreadStatus',
      description: 'How many of the signed-in account’s notifications in the cabinet are unread.',
      answer: ref('NotifyHistoryStatus'),
      answerDescription: 'The count.',
    }),
  },
  '/method/notify_history/set_all_cabinet_read': {
    post: operation({
      group: 'NotifyHistory',
      summary: 'Set all notification in cabinet as read',
      operationId: 'setAllCabinetRead',
      description: 'Marks every notification of the signed-in account’s cabinet read.',
      answer: ref('SuccessResponse'),
      answerDescription: 'All are read.',
    }),
  },
  '/method/notify_history/run_action': {
    post: operation({
      group: 'NotifyHistory',
      summary: 'Run action in my notify item',
      operationId: 'runNotifyAction',
      description:
        'Runs an action of a notification, named with its group; the notification is then read. Accepting or declining an invitation settles it: its actions go (`{}`) and each text says which was chosen.',
      parameters: [
        textQuery('notify_history_id', 'Id of the notification'),
        textQuery('action_name', 'The action’s name'),
        textQuery('group_id', 'The action’s group'),
      ],
      answer: ref('NotifyHistoryItem'),
      answerDescription: 'The notification, after the action.',
      errors: `${ITEM_ERRORS}, \`unknown_action\` (the notification has no such action in that group)`,
    }),
  },
  '/method/notify_history/read': {
    put: operation({
      group: 'NotifyHistory',
      summary: 'Set notification in cabinet as read',
      operationId: 'markNotificationsRead',
      description: 'Marks the named notifications read; ids of none of the account’s notifications are passed over.',
      body: 'MarkReadRequest',
      answer: ref('MarkReadResponse'),
      answerDescription: 'How many of them were unread and are now read.',
      errors: '`invalid_content_type`, `invalid_json`',
    }),
  },
  '/method/notify_user/del_mobile_token': {
    post: operation({
      group: 'NotifyUser',
      summary: 'Delete mobile token from user',
      operationId: 'deleteMobileToken',
      description: 'Stops notifications to a phone of the signed-in account (the demo keeps no phones).',
      parameters: [textQuery('token', 'The phone’s push token')],
      answer: ref('SuccessResponse'),
      answerDescription: 'The token is gone.',
    }),
  },
  '/method/notify_user/setting': {
    get: operation({
      group: 'NotifyUser',
      summary: 'Get user notify settings',
      operationId: 'getNotifySettings',
      description:
        'Where the account’s notifications of a project go: which channels are connected, and which categories each carries.',
      parameters: [PROJECT_QUERY],
      answer: ref('NotifyUserSettings'),
      answerDescription: 'The settings.',
      errors: '`unknown_project`',
    }),
    post: operation({
      group: 'NotifyUser',
      summary: 'Set user notify settings',
      operationId: 'setNotifySetting',
      description:
        'Turns one category on or off on one channel for a project. A channel that is not connected (Telegram in the demo) takes nothing until it is.',
      body: 'NotifyUserSettingRequest',
      answer: ref('SuccessResponse'),
      answerDescription: 'The setting was saved.',
      errors:
        '`invalid_content_type`, `invalid_json`, `unknown_project`, `channel_not_connected` (connect the channel first)',
    }),
  },
  '/method/notify_user/screen': {
    get: operation({
      group: 'NotifyUser',
      summary: 'Get user screen notify',
      operationId: 'getScreenNotice',
      description:
        'The notice to show over the project’s pages, in the asked language. An empty `text` (with `type` info) means there is none.',
      parameters: [PROJECT_QUERY],
      answer: ref('ScreenNotice'),
      answerDescription: 'The notice, or an empty one.',
      errors: '`unknown_project`',
    }),
    post: operation({
      group: 'NotifyUser',
      summary: 'Remove user screen notify',
      operationId: 'removeScreenNotice',
      description: 'Removes the project’s screen notice until the project goes live again.',
      parameters: [PROJECT_QUERY],
      answer: ref('SuccessResponse'),
      answerDescription: 'The notice is removed.',
      created: true,
      errors: '`unknown_project`',
    }),
  },
};

export const NOTIFY_SCHEMAS: Record<string, Schema> = {
  // The real kind's InternalNotifyTypeText, glossed as it glosses it.
  NotifyText: object({
    language: { ...oneOfText(INDEX_LANGUAGES, 'Language for indexing'), default: 'russian' },
    language_iso: { ...oneOfText(LANGUAGES, 'Language ISO'), default: 'ru' },
    title: { type: 'string', default: '', description: 'Title value' },
    text: { type: 'string', default: '', description: 'Text value' },
  }),
  // The real kind's InternalNotifyTypeActionText.
  NotifyActionText: object({
    language: { ...oneOfText(INDEX_LANGUAGES, 'Language for indexing'), default: 'russian' },
    language_iso: { ...oneOfText(LANGUAGES, 'Language ISO'), default: 'ru' },
    title: { type: 'string', default: '', description: 'Title value' },
    complited_title: { type: 'string', default: '', description: 'Title of complited value' },
  }),
  NotifyAction: object({
    name: oneOfText(ACTION_NAMES, 'Action name'),
    value: string('Action value'),
    type: oneOfText(ACTION_TYPES, 'Type'),
    text: { type: 'array', items: ref('NotifyActionText'), description: 'text' },
    icon: { type: 'string', default: '', description: 'Icon (special symbol)' },
    group_id: string('Action group id'),
    group_type: oneOfText(GROUP_TYPES, 'Group actions'),
  }),
  NotifyHistoryItem: object({
    id: string('Id of page in mongodb'),
    project_id: number('Project id'),
    date_create: dateTime('Date create'),
    actions: {
      type: 'object',
      description:
        'Actions. Described by the real kind as an object with no properties: this service sends `{}` when there are none, otherwise `{"items": [NotifyAction, …]}`.',
    },
    channel: oneOfText(NOTIFY_CHANNELS, 'Channel'),
    text: { type: 'array', items: ref('NotifyText'), description: 'Array of texts' },
    status_read: boolean('Status read'),
    category: oneOfText(NOTIFY_CATEGORIES, 'Category of user notify'),
  }),
  NotifyHistoryStatus: object({ count_unread: number('Count unread') }),
  MarkReadRequest: object({
    notify_history_ids: { type: 'array', items: { type: 'string' }, description: 'Id of page in mongodb' },
  }),
  MarkReadResponse: object({ count: number('Count read') }),
  NotifyUserSettings: object({
    user_id: number('User id'),
    channels: { allOf: [ref('NotifyUserChannels')], description: 'Channels' },
    relation: { allOf: [ref('NotifyUserRelation')], description: 'Relation' },
  }),
  NotifyUserChannels: object({
    cabinet: boolean('Active cabinet'),
    telegram: boolean('Active telegram'),
    mobile: boolean('Active mobile'),
  }),
  NotifyUserRelation: object({
    cabinet: categories('Category of user notify in cabinet'),
    telegram: categories('Category of user notify in telegram'),
    mobile: categories('Category of user notify in mobile'),
    project_id: number('Project'),
  }),
  NotifyUserSettingRequest: object({
    project_id: integer('Project id'),
    notify_channel: oneOfText(NOTIFY_CHANNELS, 'Notify channel'),
    notify_category: oneOfText(NOTIFY_CATEGORIES, 'Notify category'),
    status: oneOfText(SETTING_STATES, 'Set status'),
  }),
  ScreenNotice: object(
    {
      type: { ...oneOfText(SCREEN_TYPES, 'Level of notify. Default is info'), default: 'info' },
      title: string('Title of notify'),
      text: string('Text of notify; empty when there is no notice'),
      actions: { type: 'array', items: ref('NotifyAction'), description: 'Array of texts' },
    },
    ['title', 'actions'],
  ),
};

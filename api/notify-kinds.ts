// The values the real kind's NotifyHistory and NotifyUser groups enumerate (../shared/real-kind-shapes.md), and the
// shapes of a notification as they are sent: the routes check requests against these, and the description lists them.
import type { Language } from './messages.ts';

export const NOTIFY_CHANNELS = ['telegram', 'cabinet', 'mobile'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

export const NOTIFY_CATEGORIES = ['important', 'stream'] as const;
export type NotifyCategory = (typeof NOTIFY_CATEGORIES)[number];

/** The real kind's page of notifications: 20 unless asked otherwise. */
export const NOTIFY_PAGE = 20;

export const READ_STATES = ['unread', 'read'] as const;
export const SETTING_STATES = ['enable', 'disable'] as const;
export const SCREEN_TYPES = ['debug', 'info', 'warning', 'error'] as const;

export const ACTION_NAMES = [
  'external_link',
  'cabinet_link',
  'landing_link',
  'link',
  'accept',
  'decline',
  'accept_1',
  'accept_2',
  'accept_3',
] as const;
export const ACTION_TYPES = ['primary', 'secondary', 'link'] as const;
export const GROUP_TYPES = ['toggle', 'select', 'default'] as const;

/** The language a text is indexed in, as the real kind names it beside the ISO code: Chinese is indexed as none. */
export const INDEX_LANGUAGES = ['russian', 'english', 'none'] as const;
export const INDEX_LANGUAGE: Record<Language, (typeof INDEX_LANGUAGES)[number]> = {
  en: 'english',
  ru: 'russian',
  cn: 'none',
};

/**
 * The kinds of notification the list filters by (`name`), every one the real kind enumerates. A notification keeps
 * its kind in the demo's state only: the real kind's item has no field for it.
 */
export const NOTIFY_NAMES = [
  'high_bitrate',
  'request_access_channel',
  'request_access_project',
  'promocode_test',
  'stream_test',
  'plan_restream_expires',
  'plan_restream_expired',
  'plan_restream_renewed',
  'plan_transcoder_expires',
  'plan_transcoder_expired',
  'plan_transcoder_renewed',
  'plan_storage_expires',
  'plan_storage_expired',
  'plan_storage_renewed',
  'broadcast_unsupported_codec',
  'broadcast_unsupported_codec_screen',
  'broadcast_bitrate_exceeded_screen',
  'rtmp_connect_old_server_screen',
  'broadcast_not_audio',
  'broadcast_bitrate_exceeded',
  'broadcast_started',
  'broadcast_stopped',
  'restream_check_twitch_bitrate_1',
  'api_pause_start',
  'api_pause_end',
  'api_wait_edit',
  'api_restream_start',
  'api_restream_stop',
  'api_drop_broadcast',
  'api_drop_broadcast_remove_company',
  'api_drop_broadcast_update_key',
  'publisher_disconnected',
  'publisher_connected',
  'publisher_initializing',
  'publisher_close',
  'broadcast_connected_start',
  'broadcast_connected_end',
  'broadcast_connecting_stream',
  'broadcast_started_new_stream',
  'broadcast_connecting_lost',
  'broadcast_video_lost_start',
  'broadcast_video_lost_end',
  'broadcast_video_pause_start',
  'broadcast_video_pause_end',
  'broadcast_init_restream',
  'start_stream',
  'create_reader',
  'start_channel',
  'stop_channel',
  'stop_stream_video_timeout',
  'stop_stream_no_start_video',
  'stop_stream',
  'delete_reader',
  'transcoder_start',
  'transcoder_stop',
  'start_channel_failed',
  'start_channel_success',
  'api_channel_initializing_start',
  'api_channel_initializing_failed',
  'api_channel_initializing_success',
  'channel_api_update_settings_success',
  'channel_api_update_settings_error',
  'channel_api_update_playlist_success',
  'channel_api_update_playlist_error',
  'channel_api_update_chat_error',
  'channel_api_stream_key_success',
  'channel_api_stream_key_error',
  'channel_api_auto_stop_disable_success',
  'channel_api_auto_stop_disable_error',
  'channel_api_unbinding_stream_key_error',
  'channel_api_create_broadcast_success',
  'channel_api_create_broadcast_error',
  'channel_api_set_planned_success',
  'channel_api_set_planned_error',
  'channel_api_set_thumbnail_success',
  'channel_api_set_thumbnail_error',
  'channel_token_error',
  'channel_api_group_failed',
  'no_audio_reader',
  'restream_check_twitch_bitrate_2',
  'transcoder_support_error_screen',
  'transcoder_tariff_end_screen',
  'transcoder_count_flow_screen',
  'transcoder_resolution_screen',
  'stream_key_banned',
  'broadcast_change_codec',
  'broadcast_change_region',
  'video_upload_error',
  'stop_channel_error',
  'broadcast_user_action_stop',
] as const;
export type NotifyName = (typeof NOTIFY_NAMES)[number];

/** The real kind's InternalNotifyTypeText: a title and a text in one language. */
export type NotifyText = {
  language: (typeof INDEX_LANGUAGES)[number];
  language_iso: Language;
  title: string;
  text: string;
};

/**
 * The real kind's InternalNotifyTypeActionText: an action's words in one language, and its words once done (empty
 * for a link).
 */
export type NotifyActionText = {
  language: (typeof INDEX_LANGUAGES)[number];
  language_iso: Language;
  title: string;
  complited_title: string;
};

/** The real kind's InternalNotifyTypeAction; its words are one NotifyActionText a language. */
export type NotifyAction = {
  name: (typeof ACTION_NAMES)[number];
  value: string;
  type: (typeof ACTION_TYPES)[number];
  text: NotifyActionText[];
  icon: string;
  group_id: string;
  group_type: (typeof GROUP_TYPES)[number];
};

/**
 * The real kind's NotifyHistorySiteResponse. Its `actions` is described as an object with no properties: the demo
 * sends `{}` for none and `{items: [...]}` otherwise (docs/contract-api.md).
 */
export type NotifyItem = {
  id: string;
  project_id: number;
  date_create: string;
  actions: { items?: NotifyAction[] };
  channel: NotifyChannel;
  text: NotifyText[];
  status_read: boolean;
  category: NotifyCategory;
};

/** Words in the three languages the service answers in. */
export type Words = Record<Language, string>;

const ISO_ORDER: readonly Language[] = ['en', 'ru', 'cn'];

/** A title and a text as the item carries them: one entry a language, every language in every item. */
export const textsOf = (title: Words, text: Words): NotifyText[] =>
  ISO_ORDER.map((iso) => ({ language: INDEX_LANGUAGE[iso], language_iso: iso, title: title[iso], text: text[iso] }));

/** An action's words, one entry a language, and what it says once done (nothing, for a link). */
export const actionWords = (words: Words, done?: Words): NotifyActionText[] =>
  ISO_ORDER.map((iso) => ({
    language: INDEX_LANGUAGE[iso],
    language_iso: iso,
    title: words[iso],
    complited_title: done?.[iso] ?? '',
  }));

/** An action of a notification, in the default kind of group. */
export const notifyAction = (
  name: NotifyAction['name'],
  value: string,
  type: NotifyAction['type'],
  groupId: string,
  words: Words,
  done?: Words,
): NotifyAction => ({
  name,
  value,
  type,
  text: actionWords(words, done),
  icon: '',
  group_id: groupId,
  group_type: 'default',
});

/** An invitation's Accept and Decline, for what `value` names, in one group: running either settles both. */
export const answerActions = (value: string, groupId: string): NotifyAction[] => [
  notifyAction(
    'accept',
    value,
    'primary',
    groupId,
    { en: 'Accept', ru: 'Принять', cn: '接受' },
    { en: 'Accepted', ru: 'Принято', cn: '已接受' },
  ),
  notifyAction(
    'decline',
    value,
    'secondary',
    groupId,
    { en: 'Decline', ru: 'Отклонить', cn: '拒绝' },
    { en: 'Declined', ru: 'Отклонено', cn: '已拒绝' },
  ),
];

// The Channel settings group's per-platform settings and a custom channel's name and RTMP URL, at the real kind's
// paths and by its summaries: which fields each takes (the real kind's, all optional besides the project and the
// channel, but a youtube image) with its checks, and how a channel's settings read back as its `streamInfo`. Each
// answers `{success: true}` with a 201, as the real kind's do.
import { messages } from '../messages.ts';
import { lengthOf, longerThan } from '../text-length.ts';
import { invalid } from '../validation.ts';
import type { Destination } from './studio-seed.ts';
import { studioMessages } from './studio-messages.ts';

export type SettingsPlatform = 'youtube' | 'twitch' | 'vk' | 'trovo' | 'ok' | 'vkvideolive' | 'telegram' | 'custom';

/** A field of a settings body, with the real kind's checks: text unless it is a list of tags or a yes/no. */
export type SettingsField = {
  description: string;
  kind?: 'tags' | 'boolean';
  minLength?: number;
  maxLength?: number;
  /** A regular expression the whole text must match (JSON Schema's `pattern`). */
  pattern?: string;
  values?: readonly string[];
  rtmp?: boolean;
  /** A value a client must not show (it carries the stream's key): described as one (`format: password`). */
  secret?: boolean;
  /** Each tag's own checks, for a list of tags. */
  item?: { pattern?: string; minLength?: number; maxLength?: number };
  /** The most tags a list takes. */
  maxItems?: number;
  /** The most characters a list of tags takes in all, as the platform counts them. */
  total?: { max: number; count: (tags: readonly string[]) => number };
};

type PlatformSettings = { fields: Record<string, SettingsField> };

const platformSettings = (fields: Record<string, SettingsField>): PlatformSettings => ({ fields });

const NO_ANGLES = '^[^<>]*$';
const DIGITS = '^[0-9]*$';
const title = (where: string, maxLength: number, pattern?: string): SettingsField => ({
  description: `Title of the broadcast on ${where}`,
  maxLength,
  ...(pattern === undefined ? {} : { pattern }),
});
const description = (where: string, pattern?: string): SettingsField => ({
  description: `Description of the broadcast on ${where}`,
  maxLength: 5000,
  ...(pattern === undefined ? {} : { pattern }),
});
const category = (where: string, maxName = 255, idPattern: string | undefined = DIGITS) => ({
  category_id: {
    description: `ID of the broadcast's category on ${where} (Get category from the platform)`,
    minLength: 1,
    maxLength: 255,
    ...(idPattern === undefined ? {} : { pattern: idPattern }),
  },
  category_name: { description: `Name of the broadcast's category on ${where}`, minLength: 1, maxLength: maxName },
});
const language = (values: readonly string[]): SettingsField => ({ description: 'Language of the broadcast', values });
/**
 * YouTube's tags take 500 characters in all, counting the commas between them and the quotes it puts around a tag
 * with a space ("Foo Baz" is nine).
 */
const youtubeTagsLength = (tags: readonly string[]) =>
  tags.reduce((sum, tag) => sum + lengthOf(tag) + (tag.includes(' ') ? 2 : 0), Math.max(0, tags.length - 1));
const VK_COMMENTS = ['all', 'members', 'editors', 'nobody'] as const;
// Who can watch: the values VK's read-back (ChannelVkInfoDto) and the newer description's body have. The older
// sheet's body lists the comments' values for it, which the read-back could not say.
const VK_VIEWERS = ['all', 'members', 'editors', 'by_link', 'donut'] as const;
const TROVO_AUDIENCES = [
  'CHANNEL_AUDIENCE_TYPE_FAMILYFRIENDLY',
  'CHANNEL_AUDIENCE_TYPE_TEEN',
  'CHANNEL_AUDIENCE_TYPE_EIGHTEENPLUS',
] as const;

export const SETTINGS_FIELDS: Record<SettingsPlatform, PlatformSettings> = {
  youtube: platformSettings({
    title: title('YouTube', 100, NO_ANGLES),
    description: description('YouTube', NO_ANGLES),
    ...category('YouTube'),
    playlist_id: {
      description: 'Playlist the recording goes to (Get playlists from the platform)',
      minLength: 1,
      maxLength: 255,
    },
    audience: {
      description: 'Whether the broadcast is made for children',
      values: ['mark_for_kids', 'mark_for_nokids'],
    },
    latency: { description: 'Latency of the broadcast', values: ['normal', 'low', 'ultraLow'] },
    privacy_video: {
      description: 'Who can watch the broadcast on YouTube',
      values: ['private', 'public', 'unlisted'],
    },
    lang: language(['ru', 'en']),
    tags: {
      description:
        'Tags of the broadcast: 500 characters in all, counting a comma between tags and quotes around one with a space',
      kind: 'tags',
      item: { pattern: '^[a-zA-Zа-яА-ЯёЁ0-9 ]*$' },
      total: { max: 500, count: youtubeTagsLength },
    },
  }),
  twitch: platformSettings({
    title: title('Twitch', 140),
    ...category('Twitch'),
    lang: language(['ru', 'en']),
    tags: {
      description: 'Tags of the stream: at most 10',
      kind: 'tags',
      item: { pattern: '^[a-zA-Zа-яА-ЯёЁ0-9]*$', minLength: 1, maxLength: 25 },
      maxItems: 10,
    },
    domain: { description: 'Twitch ingest domain the stream is sent to', minLength: 1, maxLength: 255 },
  }),
  vk: platformSettings({
    title: title('VK', 128),
    description: description('VK'),
    ...category('VK', 100),
    category_secondary_id: {
      description: 'ID of the broadcast’s second category on VK',
      minLength: 1,
      maxLength: 255,
      pattern: DIGITS,
    },
    category_secondary_name: {
      description: 'Name of the broadcast’s second category on VK',
      minLength: 1,
      maxLength: 100,
    },
    playlist_id: {
      description: 'Album the recording goes to (Get playlists from the platform)',
      minLength: 1,
      maxLength: 100,
    },
    privacy_comments: { description: 'Who can comment on the broadcast', values: VK_COMMENTS },
    privacy_video: { description: 'Who can watch the broadcast on VK', values: VK_VIEWERS },
    wall: { description: 'Whether the broadcast is posted on the wall', kind: 'boolean' },
  }),
  trovo: platformSettings({
    title: title('Trovo', 100),
    ...category('Trovo'),
    audience: { description: 'Audience the stream is for', values: TROVO_AUDIENCES },
    lang: language(['ru', 'en', 'cn']),
  }),
  ok: platformSettings({ title: title('OK', 128), description: description('OK') }),
  vkvideolive: platformSettings({ title: title('VK Video Live', 128), ...category('VK Video Live', 255, undefined) }),
  telegram: platformSettings({
    link: { description: 'Link to the Telegram post announcing the stream', maxLength: 1024 },
  }),
  custom: {
    fields: {
      name: { description: 'Name of the channel', maxLength: 255 },
      url: {
        description: 'RTMP URL the stream is sent to, stream key included',
        maxLength: 1000,
        rtmp: true,
        secret: true,
      },
    },
  },
};

/** Whether a platform's channel takes a field (its title, its description) through its settings. */
export const takes = (platform: string, field: string): boolean =>
  Object.hasOwn(SETTINGS_FIELDS, platform) && field in SETTINGS_FIELDS[platform as SettingsPlatform].fields;

/**
 * One operation of the group: its path under /method/channel_settings/, its summary, and the fields its body takes.
 * The document's "Optional settings per platform (vk, youtube, …)" is one operation per platform, as the real kind
 * has it, and "Set name / rtmp url for a custom channel" two, each requiring its field; the summaries are the real
 * kind's (the document's names are their known aliases, src/lib/service-description/known-aliases.ts).
 */
export type SettingsOperation = {
  path: string;
  platform: SettingsPlatform;
  summary: string;
  operationId: string;
  fields: readonly string[];
  required: boolean;
  /** "Depends on the tariff.": refused where the project's plan does not allow changing the stream's data. */
  tariff: boolean;
};

/** The platforms with "Optional settings for … Depends on the tariff.", by the words and path the real kind uses. */
const OPTIONAL: readonly [SettingsPlatform, string, string][] = [
  ['youtube', 'youtube', 'Youtube'],
  ['twitch', 'twitch', 'Twitch'],
  ['vk', 'vk', 'Vk'],
  ['trovo', 'trovo', 'Trovo'],
  ['ok', 'ok', 'Ok'],
  ['vkvideolive', 'vk video live', 'VkVideoLive'],
];

const optionalFor = ([platform, words, name]: (typeof OPTIONAL)[number]): SettingsOperation => ({
  path: `options/set${name}`,
  platform,
  summary: `Optional settings for ${words}. Depends on the tariff.`,
  operationId: `set${name}Settings`,
  fields: Object.keys(SETTINGS_FIELDS[platform].fields),
  required: false,
  tariff: true,
});

export const SETTINGS_OPERATIONS: readonly SettingsOperation[] = [
  ...OPTIONAL.map(optionalFor),
  {
    path: 'chat/setTelegram',
    platform: 'telegram',
    summary: 'Optional settings for telegram',
    operationId: 'setTelegramSettings',
    fields: Object.keys(SETTINGS_FIELDS.telegram.fields),
    required: false,
    tariff: false,
  },
  {
    path: 'setName',
    platform: 'custom',
    summary: 'Set name from custom channel. Global settings.',
    operationId: 'setCustomChannelName',
    fields: ['name'],
    required: true,
    tariff: false,
  },
  {
    path: 'setRtmp',
    platform: 'custom',
    summary: 'Set rtmp url from channel. Global settings.',
    operationId: 'setCustomChannelRtmpUrl',
    fields: ['url'],
    required: true,
    tariff: false,
  },
];

const RTMP_URL = /^rtmps?:\/\/[^\s/]+/;

function checkedText(field: string, spec: Omit<SettingsField, 'description'>, value: unknown): string {
  if (typeof value !== 'string') throw invalid(field, messages.notString(field));
  if (spec.values && !spec.values.includes(value)) throw invalid(field, messages.oneOf(field, spec.values));
  if (spec.minLength !== undefined && !longerThan(value, spec.minLength - 1))
    throw invalid(field, messages.empty(field));
  if (spec.maxLength !== undefined && longerThan(value, spec.maxLength)) {
    throw invalid(field, messages.tooLong(field, spec.maxLength));
  }
  if (spec.pattern !== undefined && !new RegExp(spec.pattern, 'u').test(value)) {
    throw invalid(field, studioMessages.notAllowedCharacters(field));
  }
  return value;
}

/** A value of a settings field, checked as the real kind checks it; throws a 400 naming the field. */
export function checkedSetting(field: string, spec: SettingsField, value: unknown): unknown {
  if (spec.kind === 'boolean') {
    if (typeof value !== 'boolean') throw invalid(field, studioMessages.notBoolean(field));
    return value;
  }
  if (spec.kind === 'tags') {
    if (!Array.isArray(value)) throw invalid(field, studioMessages.notList(field));
    if (spec.maxItems !== undefined && value.length > spec.maxItems)
      throw invalid(field, messages.tooMany(field, spec.maxItems));
    const tags = value.map((tag) => checkedText(field, spec.item ?? {}, tag));
    if (spec.total && spec.total.count(tags) > spec.total.max)
      throw invalid(field, studioMessages.tagsTooLong(field, spec.total.max));
    return tags;
  }
  const text = checkedText(field, spec, value);
  if (spec.rtmp && !RTMP_URL.test(text)) throw invalid(field, studioMessages.notRtmpUrl(field));
  if (field === 'name' && text.trim() === '') throw invalid(field, messages.empty(field));
  return text;
}

/** The settings the body gives for the operation, checked; optional fields it leaves out are left as they are. */
export function settingsOf(operation: SettingsOperation, body: Record<string, unknown>): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  for (const field of operation.fields) {
    const value = body[field];
    if (value === undefined && operation.required) throw invalid(field, messages.missing(field));
    if (value === undefined) continue;
    settings[field] = checkedSetting(field, SETTINGS_FIELDS[operation.platform].fields[field]!, value);
  }
  return settings;
}

/**
 * What each platform's `streamInfo` reads back, as the real kind's alternatives for it name them (ChannelYoutubeInfoDto,
 * ChannelVkInfoDto, ChannelTrovoInfoDto, ChannelTwitchInfoDto, ChannelOkInfoDto, ChannelDefaultInfoDto): the title
 * always, the rest where set. VK Video Live's takes a category beside its title; every other platform's
 * (ChannelDefaultInfoDto) the title alone.
 */
const READ_BACK: Partial<Record<Destination['platform'], readonly string[]>> = {
  youtube: ['description', 'lang', 'tags', 'category', 'playlist', 'privacyVideo', 'latency', 'audience', 'image'],
  vk: ['description', 'wall', 'privacyVideo', 'privacyComments', 'playlist', 'category'],
  trovo: ['lang', 'audience', 'category'],
  twitch: ['lang', 'tags', 'category', 'domain'],
  ok: ['description'],
  vkvideolive: ['category'],
};

/** Read back whether set or not (empty where none is): the alternative of each platform requires them. */
const ALWAYS = new Set(['title', 'description']);

/**
 * A channel's settings as its `streamInfo` reads them back: the fields its platform's alternative names, a category
 * as `{id, name}` (VK's second one inside it, as `secondary`) and a playlist as `{id}`.
 */
export function streamInfoOf({ platform, settings }: Destination): Record<string, unknown> {
  const text = (field: string) => (typeof settings[field] === 'string' ? (settings[field] as string) : undefined);
  const categoryOf = (id: string | undefined, name: string | undefined) =>
    id === undefined && name === undefined ? undefined : { id: id ?? '', name: name ?? '' };
  const secondary = categoryOf(text('category_secondary_id'), text('category_secondary_name'));
  const category = categoryOf(text('category_id'), text('category_name'));
  const playlistId = text('playlist_id');
  const values: Record<string, unknown> = {
    title: text('title') ?? '',
    description: text('description') ?? '',
    lang: text('lang'),
    tags: Array.isArray(settings.tags) ? [...(settings.tags as string[])] : undefined,
    category: category && secondary ? { ...category, secondary } : category,
    playlist: playlistId === undefined ? undefined : { id: playlistId },
    privacyVideo: text('privacy_video'),
    latency: text('latency'),
    audience: text('audience'),
    image: text('image'),
    wall: typeof settings.wall === 'boolean' ? settings.wall : undefined,
    privacyComments: text('privacy_comments'),
    domain: text('domain'),
  };
  const names = ['title', ...(READ_BACK[platform] ?? [])];
  return Object.fromEntries(
    names.flatMap((name) => (values[name] !== undefined || ALWAYS.has(name) ? [[name, values[name] ?? '']] : [])),
  );
}

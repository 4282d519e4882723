// A channel as "Search channel list" gives it: the real kind's SearchChannelItem, with every shape it names written
// out as its sheet writes them (../shared/real-kind-shapes.md, "Named shapes"), glossed as it glosses them.
import { SETTINGS_FIELDS, type SettingsPlatform } from '../studio/channel-settings.ts';
import { CHANNEL_STATUSES, PLATFORMS, TOKEN_STATUSES } from '../studio/studio-seed.ts';
import { type Schema, number, object, ref, string } from './parts.ts';

const boolean = (description: string): Schema => ({ type: 'boolean', description });
const oneOfText = (values: readonly string[], description: string): Schema => ({
  type: 'string',
  enum: [...values],
  description,
});
/** A settings field's values, as the platform's settings take them. */
const valuesOf = (platform: SettingsPlatform, field: string) => SETTINGS_FIELDS[platform].fields[field]?.values ?? [];
const nullable = (schema: Schema, description: string): Schema => ({ description, oneOf: [schema, { type: 'null' }] });

const platform = oneOfText(PLATFORMS, 'Platform');
const category = { allOf: [ref('ChannelCategoryInfo')], description: 'Category of the broadcast' };
const playlist = { allOf: [ref('ChannelPlayListInfo')], description: 'Playlist (album) the recording goes to' };
const tags = { type: 'array', items: { type: 'string' }, description: 'Tags of the broadcast' };
const title = string('Title of the channel');
const description = string('Description of the broadcast (empty where none is set)');

/**
 * The broadcast's data on each platform, as its settings set it: one of the real kind's six alternatives by platform
 * (VK Video Live's, a title and a category, is Twitch's shape). They overlap (a title and a description is YouTube's,
 * VK's and OK's), so they are described as any of them: as `oneOf` no YouTube channel's would hold.
 */
const STREAM_INFO: Record<string, Schema> = {
  ChannelYoutubeInfo: object(
    {
      title,
      description,
      lang: oneOfText(valuesOf('youtube', 'lang'), 'Language of the broadcast'),
      tags,
      category,
      playlist,
      privacyVideo: oneOfText(valuesOf('youtube', 'privacy_video'), 'Who can watch the broadcast'),
      latency: oneOfText(valuesOf('youtube', 'latency'), 'Latency of the broadcast'),
      audience: oneOfText(valuesOf('youtube', 'audience'), 'Whether the broadcast is made for children'),
      image: string('Picture of the broadcast (never set by the demo)'),
    },
    ['lang', 'tags', 'category', 'playlist', 'privacyVideo', 'latency', 'audience', 'image'],
  ),
  ChannelVkInfo: object(
    {
      title,
      description,
      wall: boolean('Whether the broadcast is posted on the wall'),
      privacyVideo: oneOfText(valuesOf('vk', 'privacy_video'), 'Who can watch the broadcast'),
      privacyComments: oneOfText(valuesOf('vk', 'privacy_comments'), 'Who can comment on the broadcast'),
      playlist,
      category: { allOf: [ref('ChannelVkCategoryInfo')], description: 'Category of the broadcast' },
    },
    ['wall', 'privacyVideo', 'privacyComments', 'playlist', 'category'],
  ),
  // The real kind's read-back names Russian and English only, where the settings also take Chinese.
  ChannelTrovoInfo: object(
    {
      title,
      lang: oneOfText(valuesOf('trovo', 'lang'), 'Language of the broadcast'),
      audience: oneOfText(valuesOf('trovo', 'audience'), 'Audience the stream is for'),
      category,
    },
    ['lang', 'audience', 'category'],
  ),
  ChannelTwitchInfo: object(
    {
      title,
      lang: oneOfText(valuesOf('twitch', 'lang'), 'Language of the broadcast'),
      tags,
      category,
      domain: string('Ingest domain the stream is sent to'),
    },
    ['lang', 'tags', 'category', 'domain'],
  ),
  ChannelOkInfo: object({ title, description }),
  ChannelDefaultInfo: object({ title }),
};

const STREAM_INFO_PARTS: Record<string, Schema> = {
  ChannelCategoryInfo: object({ id: string('Category ID on the platform'), name: string('Category name') }),
  ChannelVkCategoryInfo: object(
    {
      id: string('Category ID on the platform'),
      name: string('Category name'),
      secondary: { allOf: [ref('ChannelCategoryInfo')], description: 'The second category' },
    },
    ['secondary'],
  ),
  ChannelPlayListInfo: object({ id: string('Playlist ID on the platform') }),
};

/**
 * The newer description's one shape for the broadcast's data (SearchChannelItemStreamInfo, "Get channel by id"): the
 * six alternatives merged, a title and a description always, the rest where the platform has them.
 */
const MERGED_STREAM_INFO: Schema = object(
  {
    title,
    description,
    lang: string('Language of the broadcast'),
    tags,
    category,
    playlist,
    privacyVideo: string('Who can watch the broadcast'),
    latency: string('Latency of the broadcast'),
    audience: string('Audience the broadcast is for'),
    image: string('Picture of the broadcast (never set by the demo)'),
    disableAutoEnd: boolean('Whether the broadcast is left running when the stream stops'),
    wall: boolean('Whether the broadcast is posted on the wall'),
    privacyComments: string('Who can comment on the broadcast'),
    domain: string('Ingest domain the stream is sent to'),
  },
  [
    'lang',
    'tags',
    'category',
    'playlist',
    'privacyVideo',
    'latency',
    'audience',
    'image',
    'disableAutoEnd',
    'wall',
    'privacyComments',
    'domain',
  ],
);

export const CHANNEL_SCHEMAS: Record<string, Schema> = {
  SearchChannelItemStreamInfo: MERGED_STREAM_INFO,
  // As the real kind lists a channel: its ID a string beside other IDs that are numbers. The demo sends no RTMP
  // target's parts and no live users; its credentials are the account a channel came from.
  Channel: object(
    {
      name: string('name'),
      id: string('name'),
      transcoderId: number('Transcoder id'),
      group_id: number('group_id'),
      type: string('type'),
      photo_default: string('photo_default'),
      sell: boolean('sell'),
      price: number('price'),
      live: boolean('live'),
      status: oneOfText(CHANNEL_STATUSES, 'State of the channel'),
      user_id: number('user_id'),
      active: boolean('active'),
      guestsNum: number('guestsNum'),
      guestRights: { type: ['number', 'null'], description: 'guestRights' },
      usageType: number('usageType'),
      companyRole: { type: ['number', 'null'], description: 'companyRole' },
      threads: number('threads'),
      streamInfo: {
        description: 'The broadcast’s data on the platform, as the channel’s settings set it',
        anyOf: Object.keys(STREAM_INFO).map(ref),
      },
      rtmp: nullable(ref('ChannelRtmp'), 'rtmp'),
      credentials: {
        type: ['array', 'null'],
        items: ref('ChannelCredentials'),
        description: 'The accounts the channel goes through (null for none)',
      },
      tokens: { allOf: [ref('ChannelTokens')], description: 'Tokens' },
      live_users: { type: 'array', items: ref('ChannelLiveUser'), description: 'live_users' },
      platform: { allOf: [ref('ChannelPlatform')], description: 'Platform' },
    },
    ['transcoderId', 'live_users'],
  ),
  ...STREAM_INFO,
  ...STREAM_INFO_PARTS,
  // The real kind's SearchChannelRtmpDto, SearchChannelCredentialsDto and SearchChannelLiveUserDto: it gives their
  // fields no words.
  ChannelRtmp: object(
    {
      name: string('name'),
      path: { type: ['string', 'null'], description: 'path' },
      port: { type: ['number', 'null'], description: 'port' },
      query: { type: ['string', 'null'], description: 'query' },
      domain: string('domain'),
      protocol: string('protocol'),
    },
    ['path', 'port', 'query'],
  ),
  // The demo's reading of them: the linked account a channel came from.
  ChannelCredentials: object({
    cid: number('The account’s number at the service (id of Get accounts)'),
    id: string('The account’s ID on the platform (accountId of Get accounts)'),
    status: number('status'),
    role: number('role'),
    personal: boolean('personal'),
    update: boolean('update'),
  }),
  ChannelLiveUser: object(
    {
      restreamId: number('restreamId'),
      userId: number('userId'),
      video: { type: ['string', 'null'], description: 'video' },
      name: string('name'),
      photo: string('photo'),
    },
    ['video'],
  ),
  // The real kind's SearchChannelPlatformDto.
  ChannelPlatform: object({
    title: string('Title'),
    type: platform,
    url: string('The platform’s site (empty for a custom RTMP target)'),
    extension: { type: 'string', enum: ['png', 'svg'], description: 'Extension of the platform’s icon' },
    edit_name: number('Whether the channel’s name can be set here (1) or comes from the platform (0)'),
  }),
  ChannelTokens: object({
    account: { allOf: [ref('ChannelToken')], description: 'The account’s token' },
    group: { allOf: [ref('ChannelToken')], description: 'The group’s token' },
  }),
  ChannelToken: object({ status: oneOfText(TOKEN_STATUSES, 'Token status') }),
  ChannelList: {
    allOf: [
      ref('BaseList'),
      object({
        results: { type: 'array', items: ref('Channel'), description: 'The items of this page' },
        platforms: { type: 'array', items: ref('ChannelSearchPlatform'), description: 'Platforms of the channels' },
      }),
    ],
  },
  ChannelSearchPlatform: object({
    id: number('Id'),
    type: platform,
    title: string('Title'),
    edit_name: number('Is edit name'),
  }),
};

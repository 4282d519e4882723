// The Channel settings group's per-platform settings and a custom channel's name and RTMP URL, at the real kind's
// paths and by its summaries: which fields each takes (a subset of the real kind's, all optional besides the project
// and the channel) and their checks. Each answers `{success: true}` with a 201, as the real kind's do.
import { messages } from '../messages.ts';
import { invalid } from '../validation.ts';
import { studioMessages } from './studio-messages.ts';

export type SettingsPlatform = 'youtube' | 'twitch' | 'vk' | 'telegram' | 'custom';

export type SettingsField = { description: string; maxLength?: number; values?: readonly string[]; rtmp?: boolean };

type PlatformSettings = { fields: Record<string, SettingsField> };

const platformSettings = (fields: Record<string, SettingsField>): PlatformSettings => ({ fields });

export const SETTINGS_FIELDS: Record<SettingsPlatform, PlatformSettings> = {
  youtube: platformSettings({
    title: { description: 'Title of the broadcast on YouTube', maxLength: 100 },
    description: { description: 'Description of the broadcast on YouTube', maxLength: 5000 },
    privacy_video: {
      description: 'Who can watch the broadcast on YouTube',
      values: ['private', 'public', 'unlisted'],
    },
  }),
  twitch: platformSettings({
    title: { description: 'Title of the stream on Twitch', maxLength: 140 },
    category_name: { description: 'Category of the stream on Twitch', maxLength: 255 },
  }),
  vk: platformSettings({
    title: { description: 'Title of the broadcast on VK', maxLength: 128 },
    description: { description: 'Description of the broadcast on VK', maxLength: 5000 },
  }),
  telegram: platformSettings({
    link: { description: 'Link to the Telegram post announcing the stream', maxLength: 1024 },
  }),
  custom: {
    fields: {
      name: { description: 'Name of the channel', maxLength: 255 },
      url: { description: 'RTMP URL the stream is sent to, stream key included', maxLength: 1000, rtmp: true },
    },
  },
};

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
};

const optionalFor = (platform: 'youtube' | 'twitch' | 'vk'): SettingsOperation => ({
  path: `options/set${platform === 'vk' ? 'Vk' : platform[0]!.toUpperCase() + platform.slice(1)}`,
  platform,
  summary: `Optional settings for ${platform}. Depends on the tariff.`,
  operationId: `set${platform[0]!.toUpperCase()}${platform.slice(1)}Settings`,
  fields: Object.keys(SETTINGS_FIELDS[platform].fields),
  required: false,
});

export const SETTINGS_OPERATIONS: readonly SettingsOperation[] = [
  optionalFor('youtube'),
  optionalFor('twitch'),
  optionalFor('vk'),
  {
    path: 'chat/setTelegram',
    platform: 'telegram',
    summary: 'Optional settings for telegram',
    operationId: 'setTelegramSettings',
    fields: Object.keys(SETTINGS_FIELDS.telegram.fields),
    required: false,
  },
  {
    path: 'setName',
    platform: 'custom',
    summary: 'Set name from custom channel. Global settings.',
    operationId: 'setCustomChannelName',
    fields: ['name'],
    required: true,
  },
  {
    path: 'setRtmp',
    platform: 'custom',
    summary: 'Set rtmp url from channel. Global settings.',
    operationId: 'setCustomChannelRtmpUrl',
    fields: ['url'],
    required: true,
  },
];

const RTMP_URL = /^rtmps?:\/\/[^\s/]+/;

/** The settings the body gives for the operation, checked; optional fields it leaves out are left as they are. */
export function settingsOf(operation: SettingsOperation, body: Record<string, unknown>): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const field of operation.fields) {
    const spec = SETTINGS_FIELDS[operation.platform].fields[field]!;
    const value = body[field];
    if (value === undefined && operation.required) throw invalid(field, messages.missing(field));
    if (value === undefined) continue;
    if (typeof value !== 'string') throw invalid(field, messages.notString(field));
    if (spec.values && !spec.values.includes(value)) throw invalid(field, messages.oneOf(field, spec.values));
    if (spec.maxLength !== undefined && value.length > spec.maxLength) {
      throw invalid(field, studioMessages.tooLong(field, spec.maxLength));
    }
    if (spec.rtmp && !RTMP_URL.test(value)) throw invalid(field, studioMessages.notRtmpUrl(field));
    if (field === 'name' && value.trim() === '') throw invalid(field, messages.empty(field));
    settings[field] = value;
  }
  return settings;
}

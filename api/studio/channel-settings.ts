// The Channel settings group's per-platform settings and a custom channel's name and RTMP URL: which fields each
// takes (all optional besides the channel), their checks, and the settings answered afterwards. Our own shapes.
import { messages } from '../messages.ts';
import { invalid } from '../validation.ts';
import { studioMessages } from './studio-messages.ts';
import type { Destination } from './studio-seed.ts';

export type SettingsPlatform = 'youtube' | 'twitch' | 'vk' | 'telegram' | 'custom';

export type SettingsField = { description: string; maxLength?: number; values?: readonly string[]; rtmp?: boolean };

type PlatformSettings = {
  fields: Record<string, SettingsField>;
  answer: (destination: Destination) => Record<string, string>;
};

const stored = (destination: Destination, field: string) => {
  const value = destination.settings[field];
  return typeof value === 'string' ? value : '';
};

function platformSettings(fields: Record<string, SettingsField>): PlatformSettings {
  return {
    fields,
    answer: (destination) =>
      Object.fromEntries(Object.keys(fields).map((field) => [field, stored(destination, field)])),
  };
}

export const SETTINGS_FIELDS: Record<SettingsPlatform, PlatformSettings> = {
  youtube: platformSettings({
    title: { description: 'Title of the broadcast on YouTube', maxLength: 100 },
    description: { description: 'Description of the broadcast on YouTube', maxLength: 5000 },
    privacy: { description: 'Who can watch the broadcast on YouTube', values: ['public', 'unlisted', 'private'] },
  }),
  twitch: platformSettings({
    title: { description: 'Title of the stream on Twitch', maxLength: 140 },
    category: { description: 'Category of the stream on Twitch', maxLength: 100 },
  }),
  vk: platformSettings({
    title: { description: 'Title of the broadcast on VK', maxLength: 128 },
    description: { description: 'Description of the broadcast on VK', maxLength: 1000 },
  }),
  telegram: platformSettings({
    caption: { description: 'Text of the post announcing the stream in Telegram', maxLength: 1024 },
  }),
  custom: {
    fields: {
      name: { description: 'Name of the channel', maxLength: 64 },
      rtmp_url: { description: 'RTMP URL the stream is sent to, stream key included', maxLength: 1024, rtmp: true },
    },
    answer: (destination) => ({ name: destination.name, rtmp_url: stored(destination, 'rtmp_url') }),
  },
};

/**
 * One operation of the group: its path under /method/channel_settings/, its summary, and the fields its body takes.
 * The document's "Optional settings per platform (vk, youtube, …)" is one operation per platform here, and "Set name /
 * rtmp url for a custom channel" two, one per name its slash gives, each requiring its field.
 */
export type SettingsOperation = {
  path: string;
  platform: SettingsPlatform;
  summary: string;
  operationId: string;
  fields: readonly string[];
  required: boolean;
};

const optionalFor = (platform: Exclude<SettingsPlatform, 'custom'>): SettingsOperation => ({
  path: platform,
  platform,
  summary: `Optional settings for ${platform}`,
  operationId: `set${platform[0]!.toUpperCase()}${platform.slice(1)}Settings`,
  fields: Object.keys(SETTINGS_FIELDS[platform].fields),
  required: false,
});

export const SETTINGS_OPERATIONS: readonly SettingsOperation[] = [
  optionalFor('youtube'),
  optionalFor('twitch'),
  optionalFor('vk'),
  optionalFor('telegram'),
  {
    path: 'custom/name',
    platform: 'custom',
    summary: 'Set name for a custom channel (global settings)',
    operationId: 'setCustomChannelName',
    fields: ['name'],
    required: true,
  },
  {
    path: 'custom/rtmp_url',
    platform: 'custom',
    summary: 'Set rtmp url for a custom channel (global settings)',
    operationId: 'setCustomChannelRtmpUrl',
    fields: ['rtmp_url'],
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

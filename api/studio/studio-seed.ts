// What the streamer's studio of the demo deployment starts with: the relay's ingest servers, each project's stream
// key, and project 42's five destinations, one per state a destination shows. Every shape is the contract API's own;
// the document names these operations but describes none of them.

export const SERVER_STATUSES = ['good', 'problem', 'bad'] as const;
export type ServerStatus = (typeof SERVER_STATUSES)[number];

export type RtmpServer = { id: number; url: string; city: string; country: string; serverStatus: ServerStatus };

// Some as a bare host, some as a full RTMP URL: real server lists carry both.
export const RTMP_SERVERS: readonly RtmpServer[] = [
  { id: 1, url: 'live-eu.relay.example', city: 'Frankfurt', country: 'DE', serverStatus: 'good' },
  { id: 2, url: 'rtmp://live-ams.relay.example/live', city: 'Amsterdam', country: 'NL', serverStatus: 'good' },
  { id: 3, url: 'rtmp://live-us-east.relay.example/live', city: 'New York', country: 'US', serverStatus: 'problem' },
  { id: 4, url: 'live-sg.relay.example', city: 'Singapore', country: 'SG', serverStatus: 'good' },
  { id: 5, url: 'rtmp://live-sao.relay.example/live', city: 'São Paulo', country: 'BR', serverStatus: 'bad' },
];

export const PLATFORMS = ['youtube', 'twitch', 'vk', 'telegram', 'trovo', 'ok', 'custom'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PLATFORM_NAMES: Record<Platform, string> = {
  youtube: 'YouTube',
  twitch: 'Twitch',
  vk: 'VK Video Live',
  telegram: 'Telegram',
  trovo: 'Trovo',
  ok: 'OK',
  custom: 'Custom RTMP',
};

/** The platforms whose account is connected with oauth; a custom destination is an RTMP URL and has no token. */
export const OAUTH_PLATFORMS: readonly Platform[] = PLATFORMS.filter((platform) => platform !== 'custom');

export const CHANNEL_STATUSES = ['init', 'pending', 'error', 'live', 'offline', 'busy'] as const;
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];
export const TOKEN_STATUSES = ['unused', 'invalid', 'deprecated', 'valid'] as const;
export type TokenStatus = (typeof TOKEN_STATUSES)[number];

export type Destination = {
  id: number;
  projectId: number;
  platform: Platform;
  name: string;
  active: boolean;
  tokenStatus: TokenStatus;
  /** While set, the destination shows this state instead of going live (the platform refuses, or the target is busy). */
  refuses: 'error' | 'busy' | undefined;
  /** Platform settings (the Channel settings group), by field name. */
  settings: Record<string, unknown>;
};

export const LIVE_PROJECT_ID = 42;
export const LIVE_BROADCAST_ID = 9001;
export const LIVE_STREAM_ID = 5001;
/** Project 42's stream before the live one: ended, with its series, for the analytics of "the last stream". */
export const PAST_STREAM_ID = 5000;

export function seedDestinations(): Destination[] {
  const destination = (
    id: number,
    platform: Platform,
    name: string,
    rest: Partial<Pick<Destination, 'active' | 'tokenStatus' | 'refuses' | 'settings'>> = {},
  ): Destination => ({
    id,
    projectId: LIVE_PROJECT_ID,
    platform,
    name,
    active: true,
    tokenStatus: 'valid',
    refuses: undefined,
    settings: {},
    ...rest,
  });
  return [
    destination(101, 'youtube', 'Main YouTube', {
      settings: { title: 'Friday night stream', description: 'Live from the studio', privacy_video: 'public' },
    }),
    destination(102, 'twitch', 'Twitch — demo_streamer', {
      tokenStatus: 'deprecated',
      settings: { title: 'Friday night stream', category: 'Just Chatting' },
    }),
    destination(103, 'vk', 'VK community', { refuses: 'error', settings: { title: 'Friday night stream' } }),
    destination(104, 'telegram', 'Telegram channel', { active: false, tokenStatus: 'invalid', settings: {} }),
    destination(105, 'custom', 'Backup RTMP', {
      tokenStatus: 'unused',
      refuses: 'busy',
      settings: { url: 'rtmp://backup.relay.example/live/demo' },
    }),
  ];
}

/** A stream key that looks like one and is the same for a project on every start (tests can compare it). */
export function streamKeyOf(projectId: number): string {
  const digits = String(projectId * 7919 + 104_729).padStart(8, '0');
  return `live_${projectId}_${digits}_sk${(projectId * 31).toString(36)}q9x`;
}

/**
 * The realtime channels: the project's (the Centrifuge group's project token), and a broadcast's two that the live
 * info names as the real kind does (`update_stats_channel`, `update_url_channel`).
 */
export const projectChannel = (projectId: number) => `$project_channels:${projectId}`;
export const broadcastChannel = (broadcastId: number) => `$live_stats:${broadcastId}`;
export const broadcastUrlChannel = (broadcastId: number) => `$live_url:${broadcastId}`;

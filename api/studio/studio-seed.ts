// What the streamer's studio of the demo deployment starts with: the relay's ingest servers, each project's stream
// key, and project 42's five destinations, one per state a destination shows. Every shape is the contract API's own;
// the document names these operations but describes none of them.
import { PLATFORMS, type Platform, platformIdOf, titleOf } from '../setup/platform-catalog.ts';

export const SERVER_STATUSES = ['good', 'problem', 'bad'] as const;
export type ServerStatus = (typeof SERVER_STATUSES)[number];

/** A load of a server over the selected time, as the real kind gives it (RtmpServerLoading): no unit is stated. */
export type ServerLoad = { avg: number; max: number };

/** How a server reaches one platform (RtmpServerPlatformQuality): the platform's number and title, as listed. */
export type ServerPlatformQuality = {
  id: number;
  quality: number;
  title: string;
  status: ServerStatus;
  reconnect: number;
};

/**
 * An ingest server as the real kind lists it (RtmpServerListItem): no ID, its address the key; its country the real
 * kind's CountryItem, with the demo's own numbers for countries.
 */
export type RtmpServer = {
  url: string;
  city: string;
  country: { name: string; code: string; id: number };
  lat: number;
  long: number;
  network: ServerLoad;
  cpu: ServerLoad;
  ram: ServerLoad;
  quality: number;
  serverStatus: ServerStatus;
  platforms: ServerPlatformQuality[];
};

/** The platforms a server reports its way to: those a project's destinations stream to most. */
const REPORTED_PLATFORMS = ['youtube', 'twitch', 'vk'] as const;

/** The application path of the demo's ingest servers: what OBS adds after one named by its host alone. */
export const INGEST_APP = 'live';

// Some as a bare host, some as a full RTMP URL: real server lists carry both.
export const RTMP_SERVERS: readonly RtmpServer[] = [
  server('live-eu.relay.example', 'Frankfurt', ['DE', 'Germany', 1], [50.11, 8.68], 'good'),
  server('rtmp://live-ams.relay.example/live', 'Amsterdam', ['NL', 'Netherlands', 2], [52.37, 4.9], 'good'),
  server('rtmp://live-us-east.relay.example/live', 'New York', ['US', 'United States', 3], [40.71, -74.01], 'problem'),
  server('live-sg.relay.example', 'Singapore', ['SG', 'Singapore', 4], [1.35, 103.82], 'good'),
  server('rtmp://live-sao.relay.example/live', 'São Paulo', ['BR', 'Brazil', 5], [-23.55, -46.63], 'bad'),
];

function server(
  url: string,
  city: string,
  [code, name, id]: [string, string, number],
  [lat, long]: [number, number],
  serverStatus: ServerStatus,
): RtmpServer {
  const quality = { good: 100, problem: 60, bad: 20 }[serverStatus];
  // The busier the server, the worse it streams: its loads follow its state.
  const busy = { good: 1, problem: 2, bad: 3 }[serverStatus];
  const load = (avg: number): ServerLoad => ({ avg: avg * busy, max: Math.min(100, avg * busy + 15) });
  return {
    url,
    city,
    country: { name, code, id },
    lat,
    long,
    network: load(20),
    cpu: load(25),
    ram: load(30),
    quality,
    serverStatus,
    platforms: REPORTED_PLATFORMS.map((platform) => ({
      id: platformIdOf(platform),
      quality,
      title: titleOf(platform),
      status: serverStatus,
      reconnect: busy - 1,
    })),
  };
}

// The platforms, numbered and named as "Supported platforms" lists them, are the catalogue's (api/setup/).
export { PLATFORMS, PLATFORM_CAPABILITIES, type Platform, chatOf, hostOf } from '../setup/platform-catalog.ts';

export const PLATFORM_NAMES = Object.fromEntries(PLATFORMS.map((platform) => [platform, titleOf(platform)])) as Record<
  Platform,
  string
>;

/**
 * The platforms whose account is connected with oauth, as the real kind's "Get url for start oauth" enumerates them:
 * `vk-id` is VK's newer sign-in, for a VK channel. Telegram is not among them, and a custom destination is an RTMP URL
 * with no account at all.
 */
export const OAUTH_PLATFORMS = ['vk', 'vk-id', 'ok', 'youtube', 'trovo', 'twitch'] as const;
export type OauthPlatform = (typeof OAUTH_PLATFORMS)[number];

/** The channel's platform an oauth start connects. */
export const connectedPlatform = (platform: OauthPlatform): Platform => (platform === 'vk-id' ? 'vk' : platform);

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
  /** Platform settings (the Channel settings group), by the field name its operation's body gives them. */
  settings: Record<string, unknown>;
  /** The transcoder its stream is sent through ("Set transcoder from channel"), if any. */
  transcoderId?: number;
};

export const LIVE_PROJECT_ID = 42;
export const LIVE_BROADCAST_ID = 9001;
export const LIVE_STREAM_ID = 5001;
/** Project 42's stream before the live one: ended, with its series, for the analytics of "the last stream". */
export const PAST_STREAM_ID = 5000;

/**
 * Project 42's five destinations, one per state a destination shows; Speedrun practice's (7) on the platforms 42 has
 * none of, each with its own settings, all off; Weekend stream's (17) one, whose plan does not allow changing
 * titles (`change_subject`); and the second account's, which its projects share with the demo's (api/team/).
 */
export function seedDestinations(): Destination[] {
  const destination = (
    id: number,
    platform: Platform,
    name: string,
    rest: Partial<Pick<Destination, 'projectId' | 'active' | 'tokenStatus' | 'refuses' | 'settings'>> = {},
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
      settings: {
        title: 'Friday night stream',
        description: 'Live from the studio',
        privacy_video: 'public',
        category_id: '20',
        category_name: 'Gaming',
        playlist_id: 'PL-fridays',
        tags: ['live', 'music'],
      },
    }),
    destination(102, 'twitch', 'Twitch — demo_streamer', {
      tokenStatus: 'deprecated',
      settings: { title: 'Friday night stream', category_id: '509658', category_name: 'Just Chatting', lang: 'en' },
    }),
    destination(103, 'vk', 'VK community', {
      refuses: 'error',
      settings: { title: 'Friday night stream', description: 'Live from the studio' },
    }),
    destination(104, 'telegram', 'Telegram channel', { active: false, tokenStatus: 'invalid', settings: {} }),
    destination(105, 'custom', 'Backup RTMP', {
      tokenStatus: 'unused',
      refuses: 'busy',
      settings: { url: 'rtmp://backup.relay.example/live/demo' },
    }),
    destination(71, 'trovo', 'Trovo — speedrunner', {
      projectId: 7,
      active: false,
      settings: { title: 'Any% practice', category_id: '10023', category_name: 'Speedrun', lang: 'en' },
    }),
    destination(72, 'ok', 'OK group', { projectId: 7, active: false, settings: { title: 'Any% practice' } }),
    destination(73, 'vkvideolive', 'VK Video Live — speedruns', {
      projectId: 7,
      active: false,
      settings: { title: 'Any% practice', category_id: '42', category_name: 'Speedrun' },
    }),
    destination(171, 'twitch', 'Twitch — weekend', {
      projectId: 17,
      active: false,
      settings: { title: 'Weekend stream', category_id: '509658', category_name: 'Just Chatting' },
    }),
    destination(211, 'youtube', 'Подкаст на YouTube', {
      projectId: 21,
      active: false,
      settings: { title: 'Подкаст', description: 'Выпуски по пятницам', privacy_video: 'public' },
    }),
    destination(221, 'vk', 'Концертный зал ВКонтакте', {
      projectId: 22,
      active: false,
      settings: { title: 'Концерт', description: 'Живой звук' },
    }),
    destination(222, 'twitch', 'Концертный зал на Twitch', {
      projectId: 22,
      active: false,
      settings: { title: 'Концерт', category_id: '26936', category_name: 'Music', lang: 'ru' },
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

// What setting a stream up starts with in the demo: the platform accounts each person has linked and the channels
// behind them, which destinations came from which account, project 42's two transcoder profiles (one running on its
// Twitch destination) and its two pull links, and the pull servers. The shapes are the real kind's
// (../shared/real-kind-newer.md §2.10–2.12); the data is ours.

/** The platforms an account is linked on, as the real kind's provider enum names them (`vk-id`: VK's newer sign-in). */
export const ACCOUNT_PLATFORMS = ['vk', 'vk-id', 'ok', 'youtube', 'trovo', 'twitch', 'vkvideolive'] as const;
export type AccountPlatform = (typeof ACCOUNT_PLATFORMS)[number];
/** The platforms whose accounts' channels (communities, groups) are listed and added from. */
export const CHANNEL_LIST_PLATFORMS = ['vk', 'ok'] as const;

export type Picture = { letters: string; hue: number };

/** A channel an account can stream to on its platform (a VK community, an OK group). */
export type PlatformChannel = { id: string; name: string; picture: Picture; members: number };

export type LinkedAccount = {
  /** The service's own number for it. */
  id: number;
  userId: number;
  platform: AccountPlatform;
  /** Its ID on the platform. */
  accountId: string;
  name: string;
  picture: Picture;
  /** The demo's reading of the real kind's number: 1 signed in, 0 signed out ("platforms/logout"). */
  status: 0 | 1;
  channels: PlatformChannel[];
};

/** Which account a destination came from, and which of its channels, where the platform has them. */
export type AccountLink = { account: number; channel?: string };

const TOPICS = ['Speedrun', 'Retro games', 'Indie music', 'Cooking', 'Guitar', 'Esports', 'Travel', 'Study', 'Jazz'];
const KINDS = ['club', 'fans', 'news', 'chat', 'live'];
const initials = (name: string) =>
  name
    .split(' ')
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();

/** The demo account's VK communities: 45, so the list (ten a page by default) takes five pages. */
const VK_COMMUNITIES: PlatformChannel[] = TOPICS.flatMap((topic, t) =>
  KINDS.map((kind, k) => {
    const index = t * KINDS.length + k;
    const name = `${topic} ${kind}`;
    return {
      id: String(210_000 + index),
      name,
      picture: { letters: initials(name), hue: (index * 47) % 360 },
      members: 120 + ((index * 7_919) % 48_000),
    };
  }),
);

const channel = (id: string, name: string, letters: string, hue: number, members: number): PlatformChannel => ({
  id,
  name,
  picture: { letters, hue },
  members,
});

/** Project 42's VK destination (103) streams to the first community; Speedrun practice's OK one (72) to a group. */
const VK_COMMUNITY_OF_103 = '210000';
const OK_GROUP_OF_72 = '5800002';

export function seedAccounts(): LinkedAccount[] {
  const account = (
    id: number,
    userId: number,
    platform: AccountPlatform,
    accountId: string,
    name: string,
    picture: Picture,
    channels: PlatformChannel[] = [],
  ): LinkedAccount => ({ id, userId, platform, accountId, name, picture, status: 1, channels });
  const demo = { letters: 'DS', hue: 210 };
  return [
    account(11, 1, 'youtube', 'UCd3mo5treamer0000000001', 'Demo Streamer', demo),
    account(21, 1, 'vk', '712345678', 'Demo Streamer', demo, VK_COMMUNITIES),
    account(31, 1, 'ok', '581234567890', 'Demo Streamer', demo, [
      channel('5800001', 'Demo Streamer', 'DS', 210, 1_250),
      channel(OK_GROUP_OF_72, 'Speedrun practice group', 'SPG', 140, 3_400),
      channel('5800003', 'Any% runners', 'AR', 20, 860),
      channel('5800004', 'Weekend streams', 'WS', 300, 410),
    ]),
    account(41, 1, 'twitch', '123456789', 'demo_streamer', { letters: 'DS', hue: 265 }),
    account(51, 1, 'trovo', '88001234', 'speedrunner', { letters: 'S', hue: 140 }),
    account(61, 1, 'vkvideolive', '71234', 'Demo Streamer', demo),
    // The second account's own: another person's account is none of the demo account's business.
    account(22, 2, 'vk', '798765432', 'Мария Соколова', { letters: 'MS', hue: 20 }, [
      channel('310001', 'Подкаст о книгах', 'PK', 35, 2_100),
      channel('310002', 'Концертный зал', 'KZ', 250, 5_600),
      channel('310003', 'Джаз по пятницам', 'DP', 330, 940),
    ]),
  ];
}

/** The seeded destinations' accounts (the studio's destinations, api/studio/studio-seed.ts). */
export function seedLinks(): Map<number, AccountLink> {
  return new Map<number, AccountLink>([
    [101, { account: 11 }],
    [102, { account: 41 }],
    [103, { account: 21, channel: VK_COMMUNITY_OF_103 }],
    [71, { account: 51 }],
    [72, { account: 31, channel: OK_GROUP_OF_72 }],
    [73, { account: 61 }],
    [171, { account: 41 }],
  ]);
}

export const VIDEO_CODECS = ['h264', 'hevc'] as const;
export const TRANSCODER_MODES = ['custom', 'twitch'] as const;

/** A transcoder profile: the real kind's TranscoderListItem's settings, and what the demo keeps of its running. */
export type Transcoder = {
  id: number;
  projectId: number;
  name: string;
  createdAt: number;
  videoCodec: (typeof VIDEO_CODECS)[number];
  mode: (typeof TRANSCODER_MODES)[number];
  width?: number;
  height?: number;
  fps?: number;
  vBitrate?: number;
  aBitrate?: number;
  rotation?: number;
  bFrames?: number;
  preset: string;
  delay: number;
  /** Stopped ("Transcoder stop") until it is changed or set on a channel again. */
  stopped: boolean;
  /** When its delay was last reset ("Reset delay"), or it started. */
  delayFrom: number;
};

/** Project 42's profiles: 720p sent to its Twitch destination (live, so it runs), and an idle 480p one. */
export function seedTranscoders(now: number, liveSince: number): Transcoder[] {
  return [
    {
      id: 1,
      projectId: 42,
      name: '720p for Twitch',
      createdAt: now - 9 * 86_400_000,
      videoCodec: 'h264',
      mode: 'custom',
      width: 1280,
      height: 720,
      fps: 30,
      vBitrate: 2500,
      aBitrate: 160,
      bFrames: 2,
      preset: 'veryfast',
      delay: 0,
      stopped: false,
      delayFrom: liveSince,
    },
    {
      id: 2,
      projectId: 42,
      name: '480p for phones',
      createdAt: now - 3 * 86_400_000,
      videoCodec: 'h264',
      mode: 'custom',
      width: 854,
      height: 480,
      fps: 30,
      vBitrate: 1200,
      aBitrate: 128,
      preset: 'veryfast',
      delay: 0,
      stopped: false,
      delayFrom: now,
    },
  ];
}

/** The destination the running profile is set on: project 42's Twitch. */
export const TRANSCODED_CHANNELS: ReadonlyMap<number, number> = new Map([[102, 1]]);

export const TRANSPORTS = ['rtmp', 'srt', 'hls'] as const;
export type Transport = (typeof TRANSPORTS)[number];

/** A pull server as the real kind lists it (PullServerListItem): where it is, and a link per transport. */
export type PullServer = {
  city: string;
  pingHost: string;
  url: Record<Transport, string>;
  country: { name: string; code: string; id: number };
  /** Whether it is up: a link through one that is not reports `error` while the stream is live. */
  healthy: boolean;
};

const pullServer = (
  slug: string,
  city: string,
  [code, name, id]: [string, string, number],
  healthy = true,
): PullServer => ({
  city,
  pingHost: `ping-${slug}.relay.example`,
  url: {
    rtmp: `rtmp://pull-${slug}.relay.example:1935/live/{{key}}`,
    srt: `srt://pull-${slug}.relay.example:8093?streamid={{key}}`,
    hls: `https://pull-${slug}.relay.example/live/{{key}}/index.m3u8`,
  },
  country: { name, code, id },
  healthy,
});

/** The cities a pull link can be served from (a link's `region`), with the countries' ISO 3166 numbers. */
export const PULL_SERVERS: readonly PullServer[] = [
  pullServer('fra', 'Frankfurt', ['DE', 'Germany', 276]),
  pullServer('ams', 'Amsterdam', ['NL', 'Netherlands', 528]),
  pullServer('nyc', 'New York', ['US', 'United States', 840]),
  pullServer('sin', 'Singapore', ['SG', 'Singapore', 702]),
  pullServer('sao', 'São Paulo', ['BR', 'Brazil', 76], false),
];

export type PullKey = {
  id: number;
  projectId: number;
  uuid: string;
  transport: Transport;
  name: string;
  region: string;
};

/** Project 42's two links: its studio's OBS pulling by RTMP from Frankfurt, a player by HLS from São Paulo. */
export function seedPullKeys(): PullKey[] {
  return [
    {
      id: 1,
      projectId: 42,
      uuid: '6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e6f',
      transport: 'rtmp',
      name: 'OBS at the studio',
      region: 'Frankfurt',
    },
    {
      id: 2,
      projectId: 42,
      uuid: '0d9e8f7a-6b5c-4d3e-8f1a-2b3c4d5e6f70',
      transport: 'hls',
      name: 'Website player',
      region: 'São Paulo',
    },
  ];
}

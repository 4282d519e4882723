// The platforms the demo deployment streams to, as "Supported platforms" lists them (the real kind's
// PlatformsSupportedItem: numbered, named by `type`, each ability 1 or 0). A channel of one is added through the
// OAuth start or by its own "Add <platform> channel" (channel-adds.ts). The studio's destinations are on these
// platforms; the names, addresses and abilities are ours.

type PlatformSpec = {
  title: string;
  /** Where the platform is (a channel's platform record gives its address); none for a target of one's own. */
  host: string;
  /** Whether "Supported platforms" says it can be added (`is_adding`). */
  adding: boolean;
  /** What the platform can do; whether it takes a title and a description is its settings' (channel-settings.ts). */
  abilities?: Partial<Record<Ability, boolean>>;
  /** The icon's colour (a hue) and letters. */
  hue: number;
  letters: string;
};

/** What the real kind's platform list says of each platform, as numbers (1: yes, 0: no). */
export const PLATFORM_CAPABILITIES = [
  'oauth',
  'read_chat',
  'write_chat',
  'edit_name',
  'set_title',
  'set_description',
  'created_stream',
  'rtmp_url',
  'rtmp_key',
  'planned',
  'options',
  'url_stream',
  'viewers',
  'messages',
  'like',
] as const;
export type Ability = (typeof PLATFORM_CAPABILITIES)[number];

/** A platform whose account the service signs in to: its chat, audience and stream data are the service's to read. */
const ACCOUNT: Partial<Record<Ability, boolean>> = {
  read_chat: true,
  write_chat: true,
  options: true,
  url_stream: true,
  viewers: true,
  messages: true,
  like: true,
};
/** An RTMP target: its name, RTMP URL and key are given here, and nothing comes back from it. */
const TARGET: Partial<Record<Ability, boolean>> = { edit_name: true, rtmp_url: true, rtmp_key: true };

const spec = (
  title: string,
  host: string,
  [hue, letters]: [number, string],
  abilities: Partial<Record<Ability, boolean>> = TARGET,
  adding = true,
): PlatformSpec => ({ title, host, adding, abilities, hue, letters });

/**
 * Numbered in this order (a platform's `id`): one added later goes at the end, so the others keep theirs. The first
 * eight are the studio's seeded destinations' platforms. V Live, whose "Add vlive channel" the newer description
 * still has, is not listed: the service no longer streams there (its add is refused, as the unlisted ones' are).
 */
const SPECS = {
  youtube: spec('YouTube', 'www.youtube.com', [0, 'YT'], {
    ...ACCOUNT,
    oauth: true,
    created_stream: true,
    planned: true,
  }),
  twitch: spec('Twitch', 'www.twitch.tv', [265, 'TW'], { ...ACCOUNT, oauth: true }),
  vk: spec('VK', 'vk.com', [212, 'VK'], { ...ACCOUNT, oauth: true }),
  // Telegram's live streams are added by their RTMP address and key, and its chat is read through a bot.
  telegram: spec('Telegram', 'telegram.org', [200, 'TG'], { ...ACCOUNT, ...TARGET, like: false }),
  trovo: spec('Trovo', 'trovo.live', [140, 'TR'], { ...ACCOUNT, oauth: true }),
  ok: spec('OK', 'ok.ru', [28, 'OK'], { ...ACCOUNT, oauth: true, rtmp_url: true, rtmp_key: true }),
  custom: spec('Custom RTMP', '', [220, 'RT']),
  // Neither an add operation nor the OAuth start takes it: the demo has no way to add one.
  vkvideolive: spec('VK Video Live', 'live.vkvideo.ru', [330, 'VV'], ACCOUNT, false),
  kick: spec('Kick', 'kick.com', [100, 'K'], { rtmp_url: true, rtmp_key: true }),
  tiktok: spec('TikTok', 'www.tiktok.com', [345, 'TT']),
  rutube: spec('Rutube', 'rutube.ru', [250, 'RU'], { rtmp_url: true, rtmp_key: true }),
  fb: spec('Facebook', 'www.facebook.com', [221, 'FB']),
  instagram: spec('Instagram', 'www.instagram.com', [320, 'IG']),
  linkedin: spec('LinkedIn', 'www.linkedin.com', [205, 'IN']),
  boosty: spec('Boosty', 'boosty.to', [20, 'BO']),
  steam: spec('Steam', 'store.steampowered.com', [215, 'ST']),
  srt: spec('SRT', '', [180, 'SRT'], { edit_name: true }),
  goodgame: spec('GoodGame', 'goodgame.ru', [120, 'GG']),
  plvideo: spec('Platforma', 'plvideo.ru', [275, 'PL']),
  kinescope: spec('Kinescope', 'kinescope.io', [190, 'KS']),
  getcourse: spec('GetCourse', 'getcourse.ru', [35, 'GC']),
  bizon: spec('Bizon 365', 'bizon365.ru', [50, 'BZ']),
  tachid: spec('Tach', 'tach.id', [160, 'TC']),
  huya: spec('Huya', 'www.huya.com', [40, 'HY']),
  douyu: spec('Douyu', 'www.douyu.com', [10, 'DY']),
  fc2Live: spec('FC2 Live', 'live.fc2.com', [300, 'FC']),
  navertv: spec('Naver TV', 'tv.naver.com', [130, 'NV']),
  // Listed, and no longer taking new channels.
  nimotv: spec('Nimo TV', 'www.nimo.tv', [60, 'NM'], TARGET, false),
  nonolive: spec('Nonolive', 'www.nonolive.com', [290, 'NO'], TARGET, false),
  zhanqitv: spec('Zhanqi TV', 'www.zhanqi.tv', [5, 'ZQ'], TARGET, false),
} as const satisfies Record<string, PlatformSpec>;

export type Platform = keyof typeof SPECS;
export const PLATFORMS = Object.keys(SPECS) as Platform[];

/** The platform a text names, or undefined: looked up as its own property, never one every object has. */
export const platformNamed = (text: unknown): Platform | undefined =>
  typeof text === 'string' && Object.hasOwn(SPECS, text) ? (text as Platform) : undefined;

const specOf = (platform: Platform): PlatformSpec => SPECS[platform];

/** A platform's number, as the real kind's list of platforms gives it. */
export const platformIdOf = (platform: Platform): number => PLATFORMS.indexOf(platform) + 1;

export const titleOf = (platform: Platform): string => specOf(platform).title;
export const hostOf = (platform: Platform): string => specOf(platform).host;
export const listedAsAdding = (platform: Platform): boolean => specOf(platform).adding;
export const abilityOf = (platform: Platform, ability: Ability): boolean =>
  specOf(platform).abilities?.[ability] === true;

/** Whether the service reads and writes a platform's chat: a platform it signs in to, not an RTMP target. */
export const chatOf = (platform: Platform): boolean => abilityOf(platform, 'read_chat');

/** The icon's picture: its letters on its colour (api/setup/pictures.ts draws it). */
export const iconOf = (platform: Platform): { letters: string; hue: number } => ({
  letters: specOf(platform).letters,
  hue: specOf(platform).hue,
});

// The newer description's "Add <platform> channel" operations (../shared/real-kind-newer.md §2.4): one path per
// platform, each with its own body model and summary as the real kind words them ("Add tach channel" adds a `tachid`
// one), and what each body takes.
import { type Platform, platformNamed } from './platform-catalog.ts';

/** Every platform's add operation, by its path under /method/ (the demo's operation names, api/demo-paths.ts). */
export const CHANNEL_ADD_OPERATIONS = [
  'channel/add/bizon',
  'channel/add/boosty',
  'channel/add/custom',
  'channel/add/douyu',
  'channel/add/fb',
  'channel/add/fc2Live',
  'channel/add/getcourse',
  'channel/add/goodgame',
  'channel/add/huya',
  'channel/add/instagram',
  'channel/add/kick',
  'channel/add/kinescope',
  'channel/add/linkedin',
  'channel/add/navertv',
  'channel/add/nimotv',
  'channel/add/nonolive',
  'channel/add/ok',
  'channel/add/plvideo',
  'channel/add/rutube',
  'channel/add/srt',
  'channel/add/steam',
  'channel/add/tachid',
  'channel/add/telegram',
  'channel/add/tiktok',
  'channel/add/vk',
  'channel/add/vlive',
  'channel/add/zhanqitv',
] as const;
export type ChannelAddOperation = (typeof CHANNEL_ADD_OPERATIONS)[number];

/**
 * What an add's body takes: the sheet's RtmpTargetBody (`name`, `rtmp_url`, `stream_key`), Kick's and Rutube's
 * `channel_url` in place of `name`, SRT's `name` and `ingress_url`, VK's account and channel, OK's with its RTMP URL
 * and key.
 */
export type AddBody = 'rtmp' | 'channel-url' | 'srt' | 'vk' | 'ok';

export type ChannelAdd = {
  operation: ChannelAddOperation;
  /** The word of the path. */
  word: string;
  /** The platform it adds a channel of; none for one the service no longer lists (V Live). */
  platform: Platform | undefined;
  summary: string;
  /** The real kind's name for its body. */
  model: string;
  body: AddBody;
};

const BODIES: Readonly<Record<string, AddBody>> = {
  kick: 'channel-url',
  rutube: 'channel-url',
  srt: 'srt',
  vk: 'vk',
  ok: 'ok',
};
/** Where the real kind's names are not the path's word with its first letter capitalised. */
const SUMMARY_WORDS: Readonly<Record<string, string>> = { tachid: 'tach' };
const MODELS: Readonly<Record<string, string>> = { fc2Live: 'Fc2liveDto', srt: 'MethodSrtDto' };

export const CHANNEL_ADDS: readonly ChannelAdd[] = CHANNEL_ADD_OPERATIONS.map((operation) => {
  const word = operation.slice('channel/add/'.length);
  return {
    operation,
    word,
    platform: platformNamed(word),
    summary: `Add ${Object.hasOwn(SUMMARY_WORDS, word) ? SUMMARY_WORDS[word] : word} channel`,
    model: Object.hasOwn(MODELS, word) ? MODELS[word]! : `${word[0]!.toUpperCase()}${word.slice(1)}Dto`,
    body: Object.hasOwn(BODIES, word) ? BODIES[word]! : 'rtmp',
  };
});

// The values a request built from the contract API's description is given, by parameter or body field name: seed
// values the demo answers 200 to (api/openapi.test.ts sends every described operation, api/real-kind-depth.test.ts
// every described read).
import { SEED_PENDING } from '../money/money-seed.ts';

/** The seeded payment waiting by a pay system, with its intent where it has one. */
const pendingBy = (paySystemId: number) => SEED_PENDING.find((seed) => seed.paySystemId === paySystemId)!;
/** What a way's operations take: its seeded payment, and the intent's payer and reference. */
const payingWith = (paySystemId: number, extra: Record<string, unknown> = {}) => {
  const seed = pendingBy(paySystemId);
  return {
    payment_id: seed.paymentId,
    ...(seed.intent ? { payer_address: seed.intent.payer, payment_ref: seed.intent.paymentRef } : {}),
    ...extra,
  };
};
/**
 * Seed values the demo answers 200 to: project 42, for the plan ids the plan scheduled next on it, its live broadcast
 * and stream, and a channel of its own with a valid token (settings take a channel of their platform).
 */
const SEED_VALUES: Record<string, unknown> = {
  project_id: 42,
  plan_restream_id: 4,
  plan_transcoding_id: 3,
  plan_storage_id: 1,
  channel_id: 101,
  broadcast_id: 9001,
  stream_id: 5001,
  record: true,
  status: false,
  name: 'Backup',
  url: 'rtmp://backup.relay.example/live/other',
  // The demo account's Google sign-in, linked as it is seeded.
  social_id: 1,
  // A sign-in's PKCE challenge (RFC 7636's example: the S256 of its verifier).
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  // The demo account's invitation to project 16, and its Accept.
  _id: '66a1f0c2b7e94d3a5c00000a',
  notify_history_id: '66a1f0c2b7e94d3a5c00000a',
  action_name: 'accept',
  group_id: 'g-invite',
  notify_history_ids: ['66a1f0c2b7e94d3a5c00000a'],
  token: 'fcm-demo-phone',
  // Project 42 by "Select user for project"'s name for it, its first seeded payment, a promo code it has not used,
  // and a top-up the bank card takes.
  id: 42,
  payId: 7001,
  code: 2025,
  amount: 500,
  // The live broadcast's first chat message, a message to send to its YouTube restream, its chat channel.
  event_id: '000023290000000000000001',
  text: 'Hello from the description',
  restreams: [900100001],
  channel_name: '$chat:9001',
  title: 'One title everywhere',
  description: 'One description everywhere',
  // Project 42's team: a member who is not its owner, the project its YouTube is shared with, an address to invite
  // and a project of the demo account's to invite by its external ID.
  user_id: 4,
  target_project_id: 16,
  to_project_id: 16,
  email: 'new.member@relay.example',
  to_project_external_id: '31',
  // Project 42's own service video (not the one its stream guard shows).
  media_id: 11,
  // A destination of project 42's on a platform added by its address and key (a channel's page for Kick and Rutube,
  // an SRT address for SRT), its profile 720p for Twitch, and the demo account's VK account to list channels of.
  rtmp_url: 'rtmp://live.platform.example/app',
  stream_key: 'live_key_from_the_platform',
  channel_url: 'https://kick.com/demo_streamer',
  ingress_url: 'srt://ingest.platform.example:9000?streamid=demo',
  transcoder_id: 1,
  ids: [21],
  request_id: 'openapi-test',
  // A webinar plan bigger than 42's, and its renewal turned on.
  plan_webinar_id: 3,
  enabled: true,
};
/**
 * Values for one path where another operation's name for something else would not do: the send's `id` is the
 * sender's own message ID (text), the category search's `type` a platform, and the platforms 42 has no channel of are
 * Speedrun practice's (7).
 */
const VALUES_BY_PATH: Record<string, Record<string, unknown>> = {
  '/method/chat/messages': { id: 'openapi-test-1' },
  '/method/platforms/category': { type: 'twitch' },
  '/method/channel_settings/options/setTrovo': { project_id: 7 },
  '/method/channel_settings/options/setOk': { project_id: 7 },
  '/method/channel_settings/options/setVkVideoLive': { project_id: 7 },
  // The invitations the demo account answers: Weekend stream's Twitch (171) to its Speedrun practice (7), by the
  // project or by the link; the one an owner reads or revokes, 42's invitation of an address (501).
  ...Object.fromEntries(
    ['get_for_project', 'accept_for_project', 'decline_for_project'].map((operation) => [
      `/method/channel_invite/${operation}`,
      { project_id: 7, channel_id: 171 },
    ]),
  ),
  ...Object.fromEntries(
    ['get_for_secret', 'accept_for_secret', 'decline_for_secret'].map((operation) => [
      `/method/channel_invite/${operation}`,
      { project_id: 7, channel_id: 171, secret: 'b5d2a7e3c1f94e0a8b6d3c2f1e9a7b4d' },
    ]),
  ),
  // A service video to show on pause; Speedrun practice's (7) one still processing, to cancel; a recording of 42's,
  // and its download-link id.
  '/method/media-service-files/set': { type: 'pause' },
  '/method/media-service-files/cancel': { project_id: 7, media_id: 12 },
  '/method/video/get': { id: 7001 },
  '/method/video/update': { id: 7001 },
  '/method/video/delete': { id: 7001 },
  '/method/video/download': { id: 'dl-7001' },
  '/method/channel_invite/get': { id: 501 },
  // The demo account leaves Guest studio, where it is a guest: its own project 42 it is the last owner of.
  '/method/project/user/leave': { project_id: 16 },
  '/method/channel_invite/del': { id: 501 },
  // A VK community and an OK group of the demo account's accounts that project 42 has no destination of; its
  // Telegram destination (the ones it shares with other projects cannot be removed); its VK account by its ID on VK.
  '/method/channel/add/vk': { channel_id: '210005', account_id: '712345678' },
  '/method/channel/add/ok': { channel_id: '5800003', account_id: '581234567890' },
  '/method/channel/delete': { channel_id: 104 },
  '/method/platforms/account/remove': { id: '712345678' },
  '/method/platforms/logout': { id: '712345678' },
  // The seeded payments waiting for their payer, one a way; a transfer's hash.
  '/method/pay-system/payoneer/create': payingWith(4),
  '/method/pay-system/t-bank/create': payingWith(5),
  '/method/pay-system/unitpay/create': payingWith(6),
  '/method/pay-system/tonconnect/intent': payingWith(7),
  '/method/pay-system/tonconnect/status': payingWith(7),
  '/method/pay-system/tonconnect/submit': payingWith(7),
  '/method/pay-system/tron/intent': payingWith(8),
  '/method/pay-system/tron/status': payingWith(8),
  '/method/pay-system/tron/submit': payingWith(8, { tx_hash: 'a'.repeat(64) }),
  '/method/pay-system/walletconnect/intent': payingWith(9),
  '/method/pay-system/walletconnect/status': payingWith(9),
  '/method/pay-system/walletconnect/submit': payingWith(9, { tx_hash: `0x${'b'.repeat(64)}`, chain_id: 11155111 }),
  // Project 42's RTMP pull link, by its key.
  '/method/stream-pull-keys': { key: '6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e6f' },
  '/method/stream-pull-keys/check': { key: '6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e6f' },
};
/**
 * Taken over a described enum's first value: Telegram is not connected in the demo, so nothing can be turned on there;
 * a payment's first kind is a restream plan's, which the demo refuses (it takes top-ups only).
 */
const OVER_ENUM: Record<string, unknown> = { notify_channel: 'cabinet', type: 'topup' };
/** The seeded channel each settings operation is for, by the last part of its path. */
const CHANNEL_OF_SETTINGS: Record<string, number> = {
  setYoutube: 101,
  setTwitch: 102,
  setVk: 103,
  setTrovo: 71,
  setOk: 72,
  setVkVideoLive: 73,
  setPlanned: 101,
  getPlaylist: 101,
  getPlanned: 101,
  setTelegram: 104,
  setName: 105,
  setRtmp: 105,
  setTranscoder: 102,
};

/** A value known only once the service runs (a chat's key: a secret, asked for, never known beforehand). */
export function setSeedValue(name: string, value: unknown): void {
  SEED_VALUES[name] = value;
}

export function valueFor(
  name: string,
  schema: { enum?: unknown[] } | undefined,
  refreshToken: string,
  opPath = '',
): unknown {
  const byPath = VALUES_BY_PATH[opPath];
  if (byPath && Object.hasOwn(byPath, name)) return byPath[name];
  if (name in OVER_ENUM) return OVER_ENUM[name];
  if (schema?.enum !== undefined) return schema.enum[0];
  if (name === 'refresh') return refreshToken;
  const settingsOf = /^\/method\/channel_settings\/.*?(\w+)$/.exec(opPath)?.[1];
  if (name === 'channel_id' && settingsOf !== undefined) return CHANNEL_OF_SETTINGS[settingsOf];
  const value = SEED_VALUES[name];
  if (value === undefined) throw new Error(`no seed value for ${name}`);
  return value;
}

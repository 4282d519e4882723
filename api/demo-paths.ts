// The operations the demo deployment adds to the document's two, named by their path under /method/ — the real
// kind's path (../shared/real-kind-shapes.md; api/real-kind.test.ts holds them to it) — and, where the real kind puts
// several methods on one path (a tariff's read, buy and removal), by the method before it. A test's fault names an
// operation the same way.
export const DEMO_OPERATIONS = [
  'project/list',
  'auth/me',
  'auth/logout',
  'auth/redirect-url',
  'auth/connect',
  'auth/callback/google',
  'auth/callback/vk-id',
  'auth/callback/vk',
  'auth/auth-telegram',
  'auth/app/exchange',
  'auth/app/code',
  'socials/list',
  'auth/disconnect',
  'users/profile',
  'DELETE plan_restream',
  'POST plan_restream',
  'plan_restream/list',
  'plan_restream/list/project',
  'plan_restream/get_discount',
  'plan_transcoding',
  'DELETE plan_transcoding',
  'POST plan_transcoding',
  'plan_transcoding/list',
  'plan_transcoding/get_discount',
  'plan_transcoding/check',
  'plan_restream/check',
  'plan_storage',
  'DELETE plan_storage',
  'POST plan_storage',
  'plan_storage/list',
  'plan_storage/get_discount',
  'plan_storage/check',
  'stream-keys',
  'stream-keys/record',
  'rtmp_server/list',
  'rtmp_server/state',
  'channel/search',
  'channel/short',
  'channel/set-status',
  'channel/access/list',
  'platforms/list',
  'platforms/connect',
  'channel_settings/options/setYoutube',
  'channel_settings/options/setTwitch',
  'channel_settings/options/setVk',
  'channel_settings/chat/setTelegram',
  'channel_settings/setName',
  'channel_settings/setRtmp',
  'project/live-status',
  'live/restreams',
  'centrifuge',
  'centrifuge/auth/project',
  'centrifuge/token/broadcast',
  'analytics/stream/graph/bitrate',
  'analytics/stream/graph/viewers',
  'analytics/stream/events',
] as const;

export type DemoOperation = (typeof DEMO_OPERATIONS)[number];

const METHOD_PREFIX = /^(POST|DELETE) /;

/** The path an operation answers on. */
export const methodPath = (operation: DemoOperation): string => `/method/${operation.replace(METHOD_PREFIX, '')}`;

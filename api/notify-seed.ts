// The cabinet's notifications each account starts with, oldest first (they are numbered in this order, as MongoDB's
// ids grow with time). The demo account has twelve over the last ten days, five unread, which tell the story of its
// projects (project 42's live stream and the one two days ago, its plans, an invitation to 16); the second account
// has two and the edge-case account one, so two accounts in two tabs see different counts. One text carries `<b>`
// and `&`, which the dashboard must show as written.
import type { AccountKey } from './accounts.ts';
import {
  type NotifyAction,
  type NotifyCategory,
  type NotifyName,
  type Words,
  answerActions,
  notifyAction as action,
} from './notify-kinds.ts';

export type SeedNotice = {
  name: NotifyName;
  projectId: number;
  category: NotifyCategory;
  /** How long before the demo's clock at reset it was sent. */
  minutesAgo: number;
  read: boolean;
  title: Words;
  text: Words;
  actions?: NotifyAction[];
};

const HOUR = 60;

/** The invitation's group: Accept and Decline settle it together. */
export const INVITE_GROUP = 'g-invite';

/** The restream tariffs of a project, in the dashboard (a `cabinet_link` is a path of the cabinet). */
export const restreamTariffsPath = (projectId: number) => `/projects/${projectId}/tariffs/restream`;

/** The bitrate warning's title, in the list and on the studio's screen notice alike. */
export const BITRATE_TOO_HIGH: Words = { en: 'Bitrate too high', ru: 'Слишком высокий битрейт', cn: '码率过高' };

const PLAN_ENDS_SOON: Words = {
  en: 'Restream plan ends soon',
  ru: 'Тариф рестрима скоро закончится',
  cn: '转推套餐即将到期',
};

const STREAM_STARTED = {
  title: { en: 'Stream started', ru: 'Трансляция началась', cn: '直播已开始' },
  text: {
    en: '“Main channel” is live: the stream has reached the ingest server and is going out to your channels.',
    ru: '«Main channel» в эфире: поток пришёл на сервер и уходит на ваши каналы.',
    cn: '“Main channel”已开播：推流已到达接收服务器，正在转推到您的各个频道。',
  },
};

const DEMO: SeedNotice[] = [
  {
    name: 'channel_token_error',
    projectId: 42,
    category: 'stream',
    minutesAgo: 236 * HOUR,
    read: true,
    title: {
      en: 'Twitch needs reconnecting soon',
      ru: 'Скоро нужно переподключить Twitch',
      cn: 'Twitch 即将需要重新连接',
    },
    text: {
      en: 'The authorization of “Twitch — demo_streamer” runs out in two weeks. Reconnect the channel in the studio so restreaming to Twitch does not stop.',
      ru: 'Авторизация канала «Twitch — demo_streamer» истекает через две недели. Переподключите канал в студии, чтобы рестрим на Twitch не прервался.',
      cn: '频道“Twitch — demo_streamer”的授权将在两周后失效。请在工作室中重新连接该频道，以免向 Twitch 的转推中断。',
    },
  },
  {
    name: 'plan_storage_renewed',
    projectId: 37,
    category: 'important',
    minutesAgo: 190 * HOUR,
    read: true,
    title: { en: 'Storage plan renewed', ru: 'Тариф хранилища продлён', cn: '存储套餐已续订' },
    text: {
      en: 'The storage plan of “Football talk show” has been renewed for another month. The payment was taken from your balance.',
      ru: 'Тариф хранилища проекта «Football talk show» продлён ещё на месяц. Оплата списана с баланса.',
      cn: '项目“Football talk show”的存储套餐已续订一个月，费用已从余额中扣除。',
    },
  },
  {
    name: 'promocode_test',
    projectId: 42,
    category: 'important',
    minutesAgo: 145 * HOUR,
    read: true,
    title: { en: '25% off transcoding', ru: 'Скидка 25% на транскодинг', cn: '转码套餐限时优惠' },
    text: {
      en: 'Until the end of the month, promo code RELAY25 takes 25% off the first month of any transcoding plan.',
      ru: 'До конца месяца промокод RELAY25 даёт скидку 25% на первый месяц любого тарифа транскодинга.',
      cn: '本月底前，使用优惠码 RELAY25，任意转码套餐首月可减免 25%。',
    },
  },
  {
    name: 'plan_restream_renewed',
    projectId: 34,
    category: 'important',
    minutesAgo: 100 * HOUR,
    read: true,
    title: { en: 'Restream plan renewed', ru: 'Тариф рестрима продлён', cn: '转推套餐已续订' },
    text: {
      en: 'The restream plan of “Esports watch party” has been renewed for another month. The payment was taken from your balance.',
      ru: 'Тариф рестрима проекта «Esports watch party» продлён ещё на месяц. Оплата списана с баланса.',
      cn: '项目“Esports watch party”的转推套餐已续订一个月，费用已从余额中扣除。',
    },
  },
  {
    name: 'broadcast_unsupported_codec',
    projectId: 7,
    category: 'stream',
    minutesAgo: 77 * HOUR,
    read: false,
    title: { en: 'Unsupported video codec', ru: 'Неподдерживаемый видеокодек', cn: '不支持的视频编码' },
    text: {
      en: 'The stream of “Speedrun practice” arrived in HEVC (H.265), which restreaming does not support. Switch the encoder to H.264 and start the stream again.',
      ru: 'Трансляция «Speedrun practice» пришла в кодеке HEVC (H.265), который рестрим не поддерживает. Переключите кодировщик на H.264 и запустите трансляцию снова.',
      cn: '项目“Speedrun practice”的推流使用了 HEVC (H.265) 编码，转推不支持该编码。请将编码器切换为 H.264 后重新开始推流。',
    },
    actions: [
      action('external_link', 'https://help.relay.example/encoder/codecs', 'link', 'g-help', {
        en: 'How to set up the encoder',
        ru: 'Как настроить кодировщик',
        cn: '如何设置编码器',
      }),
    ],
  },
  // Project 42's stream of two days ago (the studio's stream 5000): an hour long, VK refusing it after 12 minutes.
  {
    name: 'broadcast_started',
    projectId: 42,
    category: 'stream',
    minutesAgo: 48 * HOUR,
    read: true,
    ...STREAM_STARTED,
  },
  {
    name: 'start_channel_failed',
    projectId: 42,
    category: 'stream',
    minutesAgo: 48 * HOUR - 12,
    read: false,
    title: { en: 'Restream to VK did not start', ru: 'Рестрим в VK не запустился', cn: 'VK 转推未能启动' },
    text: {
      en: 'VK refused the stream to the community “Games & <b>Streams</b>” (error 403). Check the community’s live settings, then switch the channel off and on again.',
      ru: 'VK отклонил трансляцию в сообщество «Games & <b>Streams</b>» (ошибка 403). Проверьте настройки трансляций сообщества, затем выключите и снова включите канал.',
      cn: 'VK 拒绝了向社区“Games & <b>Streams</b>”的推流（错误 403）。请检查该社区的直播设置，然后关闭并重新开启该频道。',
    },
  },
  {
    name: 'broadcast_stopped',
    projectId: 42,
    category: 'stream',
    minutesAgo: 47 * HOUR,
    read: true,
    title: { en: 'Stream ended', ru: 'Трансляция завершилась', cn: '直播已结束' },
    text: {
      en: 'The stream of “Main channel” has ended after an hour on air. Its statistics are in the studio.',
      ru: 'Трансляция «Main channel» завершилась после часа в эфире. Статистика — в студии.',
      cn: '“Main channel”的直播在播出一小时后结束。统计数据可在工作室中查看。',
    },
  },
  {
    name: 'plan_restream_expires',
    projectId: 42,
    category: 'important',
    minutesAgo: 40 * HOUR,
    read: false,
    title: PLAN_ENDS_SOON,
    text: {
      en: 'The current restream plan of “Main channel” ends in two weeks. Check the plan that follows it, or choose another.',
      ru: 'Текущий тариф рестрима проекта «Main channel» закончится через две недели. Проверьте, какой тариф начнётся после него, или выберите другой.',
      cn: '项目“Main channel”当前的转推套餐将在两周后到期。请查看接下来生效的套餐，或选择其他套餐。',
    },
    actions: [
      action('cabinet_link', restreamTariffsPath(42), 'primary', 'g-plan', {
        en: 'Open tariffs',
        ru: 'Открыть тарифы',
        cn: '查看套餐',
      }),
    ],
  },
  {
    name: 'request_access_project',
    projectId: 16,
    category: 'important',
    minutesAgo: 26 * HOUR,
    read: false,
    title: { en: 'Invitation to a project', ru: 'Приглашение в проект', cn: '项目邀请' },
    text: {
      en: 'Alexei Morozov invites you to help run “Guest studio” as a moderator.',
      ru: 'Алексей Морозов приглашает вас модератором в проект «Guest studio».',
      cn: '阿列克谢·莫罗佐夫邀请您以版主身份参与管理项目“Guest studio”。',
    },
    actions: answerActions('16', INVITE_GROUP),
  },
  // Project 42's live stream, started 20 minutes before the demo's clock (the studio's broadcast 9001).
  { name: 'broadcast_started', projectId: 42, category: 'stream', minutesAgo: 20, read: true, ...STREAM_STARTED },
  {
    name: 'broadcast_bitrate_exceeded',
    projectId: 42,
    category: 'stream',
    minutesAgo: 12,
    read: false,
    title: BITRATE_TOO_HIGH,
    text: {
      en: 'The stream of “Main channel” arrives at a higher bitrate than your restream plan allows (6,000 kbps). Lower the bitrate in your encoder, or choose a plan with a higher limit.',
      ru: 'Трансляция «Main channel» приходит с битрейтом выше, чем позволяет ваш тариф рестрима (6000 кбит/с). Снизьте битрейт в кодировщике или выберите тариф с более высоким лимитом.',
      cn: '“Main channel”的推流码率超出了您的转推套餐上限（6000 kbps）。请在编码器中降低码率，或选择上限更高的套餐。',
    },
  },
];

const SECOND: SeedNotice[] = [
  {
    name: 'plan_transcoder_renewed',
    projectId: 22,
    category: 'important',
    minutesAgo: 72 * HOUR,
    read: false,
    title: { en: 'Transcoding plan renewed', ru: 'Тариф транскодинга продлён', cn: '转码套餐已续订' },
    text: {
      en: 'The transcoding plan of “Концертный зал” has been renewed for another month. The payment was taken from your balance.',
      ru: 'Тариф транскодинга проекта «Концертный зал» продлён ещё на месяц. Оплата списана с баланса.',
      cn: '项目“Концертный зал”的转码套餐已续订一个月，费用已从余额中扣除。',
    },
  },
  {
    name: 'plan_restream_expires',
    projectId: 21,
    category: 'important',
    minutesAgo: 30 * HOUR,
    read: false,
    title: PLAN_ENDS_SOON,
    text: {
      en: 'The restream plan of “Подкаст” ends in 10 days. Renew it so your streams go on without a break.',
      ru: 'Тариф рестрима проекта «Подкаст» закончится через 10 дней. Продлите его, чтобы трансляции шли без перерыва.',
      cn: '项目“Подкаст”的转推套餐将在 10 天后到期。请及时续订，以免直播中断。',
    },
  },
];

const EDGES: SeedNotice[] = [
  {
    name: 'plan_restream_expired',
    projectId: 11,
    category: 'important',
    minutesAgo: 72 * HOUR,
    read: false,
    title: { en: 'Restream plan has ended', ru: 'Тариф рестрима закончился', cn: '转推套餐已到期' },
    text: {
      en: 'The restream plan of “Summer festival 2025” has ended, and restreaming is off. Choose a plan to go on air again.',
      ru: 'Тариф рестрима проекта «Summer festival 2025» закончился, рестрим отключён. Выберите тариф, чтобы снова выходить в эфир.',
      cn: '项目“Summer festival 2025”的转推套餐已到期，转推已停止。请选择套餐以恢复直播。',
    },
  },
];

/** In the order they are numbered: the demo account's, the second's, the edge-case account's. */
export const SEED_NOTICES: readonly [AccountKey, readonly SeedNotice[]][] = [
  ['demo', DEMO],
  ['second', SECOND],
  ['edges', EDGES],
];

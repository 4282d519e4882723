import { defineMessages } from '../../lib/i18n/message-table.ts';
import type { Level } from '../../lib/operations/broadcast/broadcast-events.ts';

/**
 * Words of the past streams' pages, in the three interface languages; they load with the pages only. The service's
 * own words (an event's text, a destination's name, a platform the service does not name) are shown as given.
 */
export interface PastStreamsMessages {
  title: string;
  detailTitle: string;
  toStream: string;
  back: string;
  newestFirst: string;
  serviceOrder: string;
  empty: string;
  showMore: string;
  shown: (shown: string, total: string) => string;
  notEnded: string;
  started: string;
  ended: string;
  duration: string;
  viewers: string;
  messages: string;
  reconnects: string;
  sentTo: string;
  noDestinations: string;
  incoming: string;
  resolution: string;
  fps: string;
  bitrate: string;
  encoder: string;
  location: string;
  noIncoming: string;
  destinations: string;
  watch: (name: string) => string;
  withUnit: (name: string, unit: string) => string;
  timeAxis: string;
  untimed: (name: string) => string;
  noSeries: (name: string) => string;
  noSpan: string;
  events: string;
  oldestFirst: string;
  noEvents: string;
  levels: Readonly<Record<Level, string>>;
  level: string;
  platform: string;
}

export const pastStreamsMessages = defineMessages<PastStreamsMessages>({
  en: {
    title: 'Past streams',
    detailTitle: 'Past stream',
    toStream: 'Stream',
    back: 'All past streams',
    newestFirst: 'Newest first.',
    serviceOrder: 'In the order the service lists them.',
    empty: 'No streams yet: each stream of this project is listed here once it has started.',
    showMore: 'Show more',
    shown: (shown, total) => `Showing ${shown} of ${total}.`,
    notEnded: 'Not ended',
    started: 'Started',
    ended: 'Ended',
    duration: 'Duration',
    viewers: 'Viewers',
    messages: 'Messages',
    reconnects: 'Reconnects',
    sentTo: 'Sent to',
    noDestinations: 'The service names no destination for this stream.',
    incoming: 'Incoming stream',
    resolution: 'Resolution',
    fps: 'Frames per second',
    bitrate: 'Bitrate',
    encoder: 'Encoder',
    location: 'Location',
    noIncoming: 'The service gives no figures for the incoming stream.',
    destinations: 'Destinations',
    watch: (name) => `Watch on ${name}`,
    withUnit: (name, unit) => `${name}, ${unit}`,
    timeAxis: 'Time',
    untimed: (name) => `The answer to “${name}” does not say when its points were taken, so it is not drawn.`,
    noSeries: (name) => `The answer to “${name}” holds no series to draw.`,
    noSpan: 'The service does not say when this stream started and ended.',
    events: 'Events',
    oldestFirst: 'Oldest first.',
    noEvents: 'The service lists no events for this stream.',
    levels: { info: 'Info', warning: 'Warning', error: 'Error', debug: 'Debug' },
    level: 'Level',
    platform: 'Platform',
  },
  ru: {
    title: 'Прошлые эфиры',
    detailTitle: 'Прошлый эфир',
    toStream: 'Стрим',
    back: 'Все прошлые эфиры',
    newestFirst: 'Сначала новые.',
    serviceOrder: 'В том порядке, в каком их перечисляет сервис.',
    empty: 'Эфиров пока нет: каждый эфир этого проекта появится здесь, как только начнётся.',
    showMore: 'Показать ещё',
    shown: (shown, total) => `Показано ${shown} из ${total}.`,
    notEnded: 'Не завершён',
    started: 'Начало',
    ended: 'Конец',
    duration: 'Длительность',
    viewers: 'Зрители',
    messages: 'Сообщения',
    reconnects: 'Переподключения',
    sentTo: 'Площадки',
    noDestinations: 'Сервис не называет ни одной площадки этого эфира.',
    incoming: 'Входящий поток',
    resolution: 'Разрешение',
    fps: 'Кадров в секунду',
    bitrate: 'Битрейт',
    encoder: 'Кодировщик',
    location: 'Место',
    noIncoming: 'Сервис не даёт показателей входящего потока.',
    destinations: 'Площадки',
    watch: (name) => `Смотреть на ${name}`,
    withUnit: (name, unit) => `${name}, ${unit}`,
    timeAxis: 'Время',
    untimed: (name) => `Ответ на «${name}» не сообщает, когда сняты его точки, поэтому график не нарисован.`,
    noSeries: (name) => `В ответе на «${name}» нет ряда для графика.`,
    noSpan: 'Сервис не сообщает, когда этот эфир начался и закончился.',
    events: 'События',
    oldestFirst: 'Сначала ранние.',
    noEvents: 'Сервис не перечисляет событий этого эфира.',
    levels: { info: 'Сведения', warning: 'Предупреждение', error: 'Ошибка', debug: 'Отладка' },
    level: 'Уровень',
    platform: 'Платформа',
  },
  cn: {
    title: '往期直播',
    detailTitle: '往期直播',
    toStream: '开播',
    back: '全部往期直播',
    newestFirst: '最新的在前。',
    serviceOrder: '按服务列出的顺序。',
    empty: '还没有直播：此项目的每场直播开始后都会列在这里。',
    showMore: '显示更多',
    shown: (shown, total) => `已显示 ${shown} / ${total}。`,
    notEnded: '未结束',
    started: '开始',
    ended: '结束',
    duration: '时长',
    viewers: '观众',
    messages: '消息',
    reconnects: '重新连接',
    sentTo: '推流到',
    noDestinations: '服务未列出本场直播的任何推流目标。',
    incoming: '输入流',
    resolution: '分辨率',
    fps: '帧率（每秒帧数）',
    bitrate: '码率',
    encoder: '编码器',
    location: '位置',
    noIncoming: '服务未提供输入流的数据。',
    destinations: '推流目标',
    watch: (name) => `在 ${name} 上观看`,
    withUnit: (name, unit) => `${name}（${unit}）`,
    timeAxis: '时间',
    untimed: (name) => `“${name}”的回答未说明各点的时间，因此不绘制图表。`,
    noSeries: (name) => `“${name}”的回答中没有可绘制的数据系列。`,
    noSpan: '服务未说明本场直播何时开始和结束。',
    events: '事件',
    oldestFirst: '最早的在前。',
    noEvents: '服务未列出本场直播的事件。',
    levels: { info: '信息', warning: '警告', error: '错误', debug: '调试' },
    level: '级别',
    platform: '平台',
  },
});

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
  untimed: string;
  noSeries: string;
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
    noDestinations: 'No destinations for this stream.',
    incoming: 'Incoming stream',
    resolution: 'Resolution',
    fps: 'Frames per second',
    bitrate: 'Bitrate',
    encoder: 'Encoder',
    location: 'Location',
    noIncoming: 'No figures for the incoming stream.',
    destinations: 'Destinations',
    watch: (name) => `Watch on ${name}`,
    withUnit: (name, unit) => `${name}, ${unit}`,
    timeAxis: 'Time',
    untimed: 'This chart has no times for its points, so it is not drawn.',
    noSeries: 'No figures were recorded for this stream.',
    noSpan: 'Start and end times unknown.',
    events: 'Events',
    oldestFirst: 'Oldest first.',
    noEvents: 'No events for this stream.',
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
    noDestinations: 'У этого эфира нет площадок.',
    incoming: 'Входящий поток',
    resolution: 'Разрешение',
    fps: 'Кадров в секунду',
    bitrate: 'Битрейт',
    encoder: 'Кодировщик',
    location: 'Место',
    noIncoming: 'Показателей входящего потока нет.',
    destinations: 'Площадки',
    watch: (name) => `Смотреть на ${name}`,
    withUnit: (name, unit) => `${name}, ${unit}`,
    timeAxis: 'Время',
    untimed: 'У точек этого графика нет времени, поэтому он не нарисован.',
    noSeries: 'Для этого эфира нет записанных показателей.',
    noSpan: 'Время начала и конца неизвестно.',
    events: 'События',
    oldestFirst: 'Сначала ранние.',
    noEvents: 'Событий этого эфира нет.',
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
    noDestinations: '本场直播没有推流目标。',
    incoming: '输入流',
    resolution: '分辨率',
    fps: '帧率（每秒帧数）',
    bitrate: '码率',
    encoder: '编码器',
    location: '位置',
    noIncoming: '暂无输入流的数据。',
    destinations: '推流目标',
    watch: (name) => `在 ${name} 上观看`,
    withUnit: (name, unit) => `${name}（${unit}）`,
    timeAxis: '时间',
    untimed: '此图表的数据点没有时间，因此不绘制。',
    noSeries: '此直播没有记录的数据。',
    noSpan: '开始和结束时间未知。',
    events: '事件',
    oldestFirst: '最早的在前。',
    noEvents: '本场直播没有事件。',
    levels: { info: '信息', warning: '警告', error: '错误', debug: '调试' },
    level: '级别',
    platform: '平台',
  },
});

// What happens during a broadcast, as its events say it: the demo's kind of event, a level (the real kind's four),
// the words in each of the three languages (an answer sends the request's), and the destination's platform for an
// event of one destination.
import type { Language } from '../messages.ts';

type Text = Record<Language, string>;

export const EVENT_LEVELS = ['info', 'warning', 'error', 'debug'] as const;
export type EventLevel = (typeof EVENT_LEVELS)[number];

export type StreamEvent = {
  time: number;
  /** The demo's kind of event (the Analytics group's "Events for stream" answers it as `type`). */
  type: string;
  level: EventLevel;
  texts: Text;
  /** The platform of the destination the event is about, if it is about one. */
  platform?: string;
};

type Destination = { name: string; platform: string };

const at =
  (type: string, level: EventLevel, texts: Text, platform?: string) =>
  (time: number): StreamEvent => ({ time, type, level, texts, ...(platform === undefined ? {} : { platform }) });

export const streamEvents = {
  started: at('start', 'info', { en: 'Stream started', ru: 'Трансляция началась', cn: '直播开始' }),
  ended: at('end', 'info', { en: 'Stream ended', ru: 'Трансляция завершена', cn: '直播结束' }),
  paused: at('pause', 'warning', { en: 'Stream paused', ru: 'Трансляция на паузе', cn: '直播已暂停' }),
  played: at('play', 'info', { en: 'Stream resumed', ru: 'Трансляция продолжена', cn: '直播已恢复' }),
  reconnected: at('reconnect', 'warning', {
    en: 'The encoder reconnected',
    ru: 'Кодировщик переподключился',
    cn: '编码器已重新连接',
  }),
  switchedOn: ({ name, platform }: Destination) =>
    at('channel_on', 'info', { en: `${name}: switched on`, ru: `${name}: включён`, cn: `${name}：已开启` }, platform),
  switchedOff: ({ name, platform }: Destination) =>
    at(
      'channel_off',
      'info',
      { en: `${name}: switched off`, ru: `${name}: выключен`, cn: `${name}：已关闭` },
      platform,
    ),
  refused: ({ name, platform }: Destination) =>
    at(
      'error',
      'error',
      {
        en: `${name}: the platform refused the stream`,
        ru: `${name}: платформа отклонила поток`,
        cn: `${name}：平台拒绝了推流`,
      },
      platform,
    ),
};

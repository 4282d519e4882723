import { defineMessages } from '../../i18n/message-table.ts';
import type { Destination } from './destination-list.ts';

// A destination's state as every page that lists destinations says it (the Stream page, the destinations page): on
// air where the list says so, else its status in the reader's words where the description enumerates it, else the
// service's own word.

export const destinationStateMessages = defineMessages({
  en: {
    states: {
      live: 'On air',
      offline: 'Not streaming',
      error: 'Error',
      busy: 'Busy',
      init: 'Starting',
      pending: 'Waiting',
    } as Readonly<Record<string, string>>,
    onAir: 'On air',
  },
  ru: {
    states: {
      live: 'В эфире',
      offline: 'Не транслирует',
      error: 'Ошибка',
      busy: 'Занята',
      init: 'Запускается',
      pending: 'Ожидает',
    },
    onAir: 'В эфире',
  },
  cn: {
    states: { live: '直播中', offline: '未推流', error: '出错', busy: '忙碌', init: '启动中', pending: '等待中' },
    onAir: '直播中',
  },
});

export type DestinationStateWords = (typeof destinationStateMessages)['en'];

/** Its state in words, and whether it is on air; `described`: the status values the description enumerates. */
export function destinationState(
  destination: Destination,
  described: readonly string[],
  words: DestinationStateWords,
): { state: string | undefined; onAir: boolean } {
  const { status } = destination;
  const onAir = destination.live === true || (status === 'live' && described.includes('live'));
  const state =
    status === undefined
      ? undefined
      : described.includes(status) && Object.hasOwn(words.states, status)
        ? words.states[status]
        : status;
  return { state: onAir ? words.onAir : state, onAir };
}

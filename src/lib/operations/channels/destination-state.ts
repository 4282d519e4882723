import { pageHref } from '../../../config/route-map.ts';
import { defineMessages } from '../../i18n/message-table.ts';
import { type Destination, needsReconnect } from './destination-list.ts';

// A destination's one state as every page that lists destinations says it (the Stream page, the destinations page),
// derived from all the service gives of it at once — its status, whether it is switched on, its tokens' states and
// whether the project is live — so a row never says two things that contradict each other: on air, or signed out of
// its platform, or off, or why it is not streaming. Each state has its words, its reason where there is one, and at
// most one thing to do about it. A status the description does not enumerate is shown as the service's own word.

export type DestinationStateKind =
  'onAir' | 'signIn' | 'off' | 'error' | 'busy' | 'starting' | 'notStreaming' | 'ready' | 'given';

/**
 * The one thing to do about a state: sign in to its platform again (its Connect), add it again where the deployment
 * offers no Connect for its platform (a new stream key is how that platform signs in again), or switch it off and on
 * again.
 */
export type DestinationAction = 'signIn' | 'addAgain' | 'retry';

export interface DestinationState {
  kind: DestinationStateKind;
  /** Its state in words (the service's own word for a status the page has no words for); none where nothing is given. */
  state: string | undefined;
  /** Why, in a sentence, where that is known. */
  reason: string | undefined;
  action: DestinationAction | undefined;
  onAir: boolean;
}

export const destinationStateMessages = defineMessages({
  en: {
    states: {
      onAir: 'On air',
      signIn: 'Signed out',
      off: 'Off',
      error: 'Did not start',
      busy: 'Busy',
      starting: 'Starting',
      notStreaming: 'Not streaming',
      ready: 'Ready',
    },
    reasons: {
      signIn: (platform: string) => `${platform} asks you to sign in again.`,
      addAgain: (platform: string) =>
        `${platform} asks you to sign in again: add it again with the server URL and stream key from ${platform}, then remove this one.`,
      error: 'It did not go live with the stream.',
      busy: 'Another stream is using it.',
      notStreaming: 'It is on, but the stream is not reaching it.',
      ready: 'It goes live when you start the stream.',
    },
    actions: {
      addAgain: (platform: string) => `Add ${platform} again`,
    },
  },
  ru: {
    states: {
      onAir: 'В эфире',
      signIn: 'Нужен вход',
      off: 'Выключена',
      error: 'Не запустилась',
      busy: 'Занята',
      starting: 'Запускается',
      notStreaming: 'Не транслирует',
      ready: 'Готова',
    },
    reasons: {
      signIn: (platform) => `${platform} просит войти снова.`,
      addAgain: (platform) =>
        `${platform} просит войти снова: добавьте площадку заново с адресом сервера и ключом потока из ${platform}, затем удалите эту.`,
      error: 'Она не вышла в эфир вместе с трансляцией.',
      busy: 'Её занимает другая трансляция.',
      notStreaming: 'Она включена, но трансляция до неё не доходит.',
      ready: 'Выйдет в эфир, когда вы начнёте трансляцию.',
    },
    actions: {
      addAgain: (platform) => `Добавить ${platform} заново`,
    },
  },
  cn: {
    states: {
      onAir: '直播中',
      signIn: '需要登录',
      off: '已关闭',
      error: '未能开始',
      busy: '被占用',
      starting: '启动中',
      notStreaming: '未推流',
      ready: '已就绪',
    },
    reasons: {
      signIn: (platform) => `${platform} 要求重新登录。`,
      addAgain: (platform) =>
        `${platform} 要求重新登录：请用 ${platform} 提供的服务器地址和推流密钥重新添加，然后删除这个。`,
      error: '它没有随直播一起开始。',
      busy: '另一路直播正在使用它。',
      notStreaming: '它已开启，但直播没有到达它。',
      ready: '开始直播时它会一起开播。',
    },
    actions: {
      addAgain: (platform) => `重新添加 ${platform}`,
    },
  },
});

export type DestinationStateWords = (typeof destinationStateMessages)['en'];

/** The statuses the page has words for, by what each means for the destination. */
const STATUS_KINDS: Readonly<Record<string, DestinationStateKind>> = {
  live: 'onAir',
  error: 'error',
  busy: 'busy',
  init: 'starting',
  pending: 'starting',
  offline: 'notStreaming',
};

export interface StateContext {
  /** The status values the description enumerates: those get the page's words, the rest are shown as given. */
  described: readonly string[];
  /** Whether the project is live now (any of its destinations on air, where nothing else says). */
  projectLive: boolean;
  /** The platform as people name it, for the reason it wants its sign-in again. */
  platform: string;
  /**
   * Whether its platform's sign-in can be started here (the deployment describes its Connect for that platform);
   * where not, signing in again is adding it again.
   */
  connect: boolean;
}

/** Its one state, from everything the service gives of it. */
export function destinationState(
  destination: Destination,
  { described, projectLive, platform, connect }: StateContext,
  words: DestinationStateWords,
): DestinationState {
  const { status } = destination;
  const kind = stateKind(destination, described, projectLive);
  const state = kind === 'given' ? status : words.states[kind];
  const reason =
    kind === 'signIn'
      ? connect
        ? words.reasons.signIn(platform)
        : words.reasons.addAgain(platform)
      : kind === 'error' || kind === 'busy' || kind === 'notStreaming' || kind === 'ready'
        ? words.reasons[kind]
        : undefined;
  const action = kind === 'signIn' ? (connect ? 'signIn' : 'addAgain') : kind === 'error' ? 'retry' : undefined;
  return { kind, state, reason, action, onAir: kind === 'onAir' };
}

function stateKind(destination: Destination, described: readonly string[], projectLive: boolean): DestinationStateKind {
  const { status } = destination;
  const word = status !== undefined && described.includes(status) ? STATUS_KINDS[status] : undefined;
  // What the service says streams is on air, whatever else it says of it.
  if (destination.live === true || word === 'onAir') return 'onAir';
  if (needsReconnect(destination)) return 'signIn';
  if (destination.active === false) return 'off';
  if (word === 'error' || word === 'busy') return word;
  // Nothing is live: a destination switched on is waiting for the stream, whatever it was last.
  if (!projectLive) return destination.active === true || word !== undefined ? 'ready' : 'given';
  if (word !== undefined) return word;
  return 'given';
}

/**
 * Where a destination is added again on its platform: the destinations page with that platform's add open (the way
 * forward where signing in again is adding it again).
 */
export function addAgainHref(projectId: number, platform: string): string {
  return `${pageHref('destinations', projectId)}?${new URLSearchParams({ add: platform }).toString()}`;
}

// The NotifyUser group's state: where each account's notifications go (its channels, and per project which
// categories each channel carries), and the screen notices it removed. The demo's one screen notice is project 42's
// bitrate warning, shown while that project is live: removing it holds for the broadcast it was shown for, so the
// notice is back when the project goes live again.
import type { Account } from './accounts.ts';
import type { Language } from './messages.ts';
import { NOTIFY_CATEGORIES, type NotifyCategory, type NotifyChannel, actionWords } from './notify-kinds.ts';
import { notifyMessages } from './notify-messages.ts';
import { BITRATE_TOO_HIGH, restreamTariffsPath } from './notify-seed.ts';
import { RequestError } from './validation.ts';

export type Relation = Record<NotifyChannel, NotifyCategory[]>;

/** The channels that can carry notifications: Telegram is not connected in the demo, so nothing goes there yet. */
const CHANNELS: Record<NotifyChannel, boolean> = { cabinet: true, telegram: false, mobile: true };
/** What each project's notifications start with: everything in the cabinet, the important ones on the phone. */
const RELATION = (): Relation => ({ cabinet: ['important', 'stream'], telegram: [], mobile: ['important'] });

/** The project whose live stream the screen notice warns about. */
export const SCREEN_PROJECT_ID = 42;

const SCREEN_WORDS = {
  title: BITRATE_TOO_HIGH,
  text: {
    en: 'Your stream arrives at a higher bitrate than your restream plan allows. Lower the bitrate in your encoder, or choose a plan with a higher limit.',
    ru: 'Ваша трансляция приходит с битрейтом выше, чем позволяет тариф рестрима. Снизьте битрейт в кодировщике или выберите тариф с более высоким лимитом.',
    cn: '您的推流码率超出了转推套餐允许的上限。请在编码器中降低码率，或选择上限更高的套餐。',
  },
};

/** The real kind's SiteScreenNotifyUserResponse: the warning, in the asked language, with a way to the tariffs. */
export function screenNotice(language: Language, projectId: number) {
  return {
    type: 'warning' as const,
    title: SCREEN_WORDS.title[language],
    text: SCREEN_WORDS.text[language],
    actions: [
      {
        name: 'cabinet_link' as const,
        value: restreamTariffsPath(projectId),
        type: 'link' as const,
        text: actionWords({ en: 'Choose a plan', ru: 'Выбрать тариф', cn: '选择套餐' }),
        icon: '',
        group_id: 'g-screen',
        group_type: 'default' as const,
      },
    ],
  };
}

/** No notice: the real kind's answer has a required `text`, so "nothing to show" is an empty one (docs/contract-api.md). */
export const NO_SCREEN_NOTICE = { type: 'info' as const, text: '' };

const keyOf = (account: Account, projectId: number) => `${account.userId}:${projectId}`;

export class NotifySettings {
  readonly #relations = new Map<string, Relation>();
  /** The broadcast a removed screen notice was shown for, by account and project. */
  readonly #removedScreens = new Map<string, number>();

  reset(): void {
    this.#relations.clear();
    this.#removedScreens.clear();
  }

  /** The same for every account: none has connected Telegram. */
  channels(): Record<NotifyChannel, boolean> {
    return { ...CHANNELS };
  }

  relationOf(account: Account, projectId: number): Relation {
    const key = keyOf(account, projectId);
    let relation = this.#relations.get(key);
    if (!relation) this.#relations.set(key, (relation = RELATION()));
    return relation;
  }

  /** Turns a category on or off on a channel; turning one on where the channel is not connected is refused. */
  set(account: Account, projectId: number, channel: NotifyChannel, category: NotifyCategory, on: boolean): void {
    if (on && !CHANNELS[channel]) {
      throw new RequestError({
        status: 400,
        code: 'channel_not_connected',
        field: 'notify_channel',
        text: notifyMessages.channelNotConnected(channel),
      });
    }
    const relation = this.relationOf(account, projectId);
    const chosen = new Set(relation[channel]);
    if (on) chosen.add(category);
    else chosen.delete(category);
    relation[channel] = NOTIFY_CATEGORIES.filter((each) => chosen.has(each));
  }

  isScreenRemoved(account: Account, projectId: number, broadcastId: number): boolean {
    return this.#removedScreens.get(keyOf(account, projectId)) === broadcastId;
  }

  /** Removes the notice shown for this broadcast; with nothing live there is nothing to remove. */
  removeScreen(account: Account, projectId: number, broadcastId: number | undefined): void {
    if (broadcastId !== undefined) this.#removedScreens.set(keyOf(account, projectId), broadcastId);
  }
}

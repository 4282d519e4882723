/**
 * The description's states in a designed page's words: a page that cannot be drawn says it could not be loaded and
 * why in a person's terms, a part that cannot be drawn says only that it is not available here. What the deployment
 * describes or not, and why, is the API section's to say (`description-messages.ts`, given by its frames through
 * `DescriptionWords`) and Settings → Advanced's.
 */
import { defineMessages } from '../i18n/message-table.ts';
import type { DescriptionMessages } from './description-words-shape.ts';

/** The few sentences a designed page says of the description's states, in one language. */
interface PlainWords {
  loading: string;
  failed: (reason: string) => string;
  notHere: string;
  unreadable: string;
  unsendable: string;
  /** Why the page could not be loaded: no connection, too slow, or anything else (try again later). */
  offline: string;
  slow: string;
  later: string;
  tryAgain: string;
  deprecated: string;
}

/** Every state in the one shape both tables share; the reasons an operator fixes all read "try again later". */
const plain = (words: PlainWords): DescriptionMessages => ({
  descriptionLoading: words.loading,
  descriptionFailed: words.failed,
  notConfigured: null,
  pageFailed: words.failed,
  instead: null,
  part: {
    namesEveryPart: false,
    notDescribed: () => words.notHere,
    notARead: () => words.notHere,
    needs: () => words.notHere,
    otherShape: () => words.notHere,
    unreadable: () => words.unreadable,
    unsendable: () => words.unsendable,
  },
  reasons: {
    http: () => words.later,
    network: words.offline,
    timeout: words.slow,
    notJson: words.later,
    notObject: words.later,
    swagger2: words.later,
    notOpenapi: words.later,
    unsupportedVersion: () => words.later,
    noPaths: words.later,
    other: words.later,
  },
  tryAgain: words.tryAgain,
  deprecated: words.deprecated,
});

export const plainDescriptionMessages = defineMessages<DescriptionMessages>({
  en: plain({
    loading: 'Loading…',
    failed: (reason) => `This page could not be loaded: ${reason}`,
    notHere: 'Not available here.',
    unreadable: 'This could not be shown: try again later.',
    unsendable: 'Nothing was sent: this needs details this page does not ask for.',
    offline: 'no connection. Check your connection and try again.',
    slow: 'it took too long; try again later.',
    later: 'try again later.',
    tryAgain: 'Try again',
    deprecated: 'No longer recommended',
  }),
  ru: plain({
    loading: 'Загрузка…',
    failed: (reason) => `Не удалось загрузить страницу: ${reason}`,
    notHere: 'Здесь недоступно.',
    unreadable: 'Не удалось показать: попробуйте позже.',
    unsendable: 'Ничего не отправлено: для этого нужны данные, которых эта страница не спрашивает.',
    offline: 'нет связи. Проверьте подключение и попробуйте снова.',
    slow: 'слишком долго нет ответа; попробуйте позже.',
    later: 'попробуйте позже.',
    tryAgain: 'Повторить',
    deprecated: 'Больше не рекомендуется',
  }),
  cn: plain({
    loading: '正在加载…',
    failed: (reason) => `无法加载此页面：${reason}`,
    notHere: '此处不可用。',
    unreadable: '无法显示：请稍后再试。',
    unsendable: '未发送任何内容：此操作需要本页面未询问的信息。',
    offline: '没有网络连接。请检查连接后重试。',
    slow: '等待时间过长；请稍后再试。',
    later: '请稍后再试。',
    tryAgain: '重试',
    deprecated: '不再推荐',
  }),
});

/**
 * The description's states in a designed page's words: a page that cannot be drawn says it could not be loaded and
 * why in a person's terms, a part that cannot be drawn says only that it is not available here. What the deployment
 * describes or not, and why, is the API section's to say (`description-messages.ts`, given by its frames through
 * `DescriptionWords`) and Settings → Advanced's.
 */
import { defineMessages } from '../i18n/message-table.ts';
import type { DescriptionMessages } from './description-words.ts';

const en = {
  notHere: 'Not available here.',
  later: 'try again later.',
};
const ru = {
  notHere: 'Здесь недоступно.',
  later: 'попробуйте позже.',
};
const cn = {
  notHere: '此处不可用。',
  later: '请稍后再试。',
};

export const plainDescriptionMessages = defineMessages<DescriptionMessages>({
  en: {
    descriptionLoading: 'Loading…',
    descriptionFailed: (reason) => `This page could not be loaded: ${reason}`,
    notConfigured: null,
    pageFailed: (reason) => `This page could not be loaded: ${reason}`,
    instead: null,
    part: {
      namesEveryPart: false,
      notDescribed: () => en.notHere,
      notARead: () => en.notHere,
      needs: () => en.notHere,
      otherShape: () => en.notHere,
      unreadable: () => `This could not be shown: ${en.later}`,
      unsendable: () => 'Nothing was sent: this needs details this page does not ask for.',
    },
    reasons: {
      http: () => en.later,
      network: 'no connection. Check your connection and try again.',
      timeout: `it took too long; ${en.later}`,
      notJson: en.later,
      notObject: en.later,
      swagger2: en.later,
      notOpenapi: en.later,
      unsupportedVersion: () => en.later,
      noPaths: en.later,
      other: en.later,
    },
    tryAgain: 'Try again',
    deprecated: 'No longer recommended',
  },
  ru: {
    descriptionLoading: 'Загрузка…',
    descriptionFailed: (reason) => `Не удалось загрузить страницу: ${reason}`,
    notConfigured: null,
    pageFailed: (reason) => `Не удалось загрузить страницу: ${reason}`,
    instead: null,
    part: {
      namesEveryPart: false,
      notDescribed: () => ru.notHere,
      notARead: () => ru.notHere,
      needs: () => ru.notHere,
      otherShape: () => ru.notHere,
      unreadable: () => `Не удалось показать: ${ru.later}`,
      unsendable: () => 'Ничего не отправлено: для этого нужны данные, которых эта страница не спрашивает.',
    },
    reasons: {
      http: () => ru.later,
      network: 'нет связи. Проверьте подключение и попробуйте снова.',
      timeout: `слишком долго нет ответа; ${ru.later}`,
      notJson: ru.later,
      notObject: ru.later,
      swagger2: ru.later,
      notOpenapi: ru.later,
      unsupportedVersion: () => ru.later,
      noPaths: ru.later,
      other: ru.later,
    },
    tryAgain: 'Повторить',
    deprecated: 'Больше не рекомендуется',
  },
  cn: {
    descriptionLoading: '正在加载…',
    descriptionFailed: (reason) => `无法加载此页面：${reason}`,
    notConfigured: null,
    pageFailed: (reason) => `无法加载此页面：${reason}`,
    instead: null,
    part: {
      namesEveryPart: false,
      notDescribed: () => cn.notHere,
      notARead: () => cn.notHere,
      needs: () => cn.notHere,
      otherShape: () => cn.notHere,
      unreadable: () => `无法显示：${cn.later}`,
      unsendable: () => '未发送任何内容：此操作需要本页面未询问的信息。',
    },
    reasons: {
      http: () => cn.later,
      network: '没有网络连接。请检查连接后重试。',
      timeout: `等待时间过长；${cn.later}`,
      notJson: cn.later,
      notObject: cn.later,
      swagger2: cn.later,
      notOpenapi: cn.later,
      unsupportedVersion: () => cn.later,
      noPaths: cn.later,
      other: cn.later,
    },
    tryAgain: '重试',
    deprecated: '不再推荐',
  },
});

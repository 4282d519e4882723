// Error texts of the NotifyHistory and NotifyUser operations, in the request's language like every other error of the
// contract API. They name fields, never echo what was sent.
import type { Language } from './messages.ts';
import type { NotifyChannel } from './notify-kinds.ts';

type Text = Record<Language, string>;

/** A channel as a sentence names it, in each language (Chinese sets a Latin word apart with a space). */
const CHANNEL_NAMES: Record<Language, Record<NotifyChannel, string>> = {
  en: { telegram: 'Telegram', cabinet: 'the cabinet', mobile: 'the mobile app' },
  ru: { telegram: 'Telegram', cabinet: 'личный кабинет', mobile: 'мобильное приложение' },
  cn: { telegram: ' Telegram', cabinet: '个人中心', mobile: '移动应用' },
};

export const notifyMessages = {
  unknownNotification: (field: string): Text => ({
    en: `"${field}" names no notification of yours`,
    ru: `Параметр "${field}" не указывает ни на одно ваше уведомление`,
    cn: `参数 "${field}" 不对应您的任何通知`,
  }),
  unknownAction: (): Text => ({
    en: 'This notification has no such action in that group',
    ru: 'У этого уведомления нет такого действия в этой группе',
    cn: '此通知在该组中没有这个操作',
  }),
  notIdList: (field: string): Text => ({
    en: `"${field}" must be an array of notification ids (strings)`,
    ru: `Параметр "${field}" должен быть массивом идентификаторов уведомлений (строк)`,
    cn: `参数 "${field}" 必须是通知 ID（字符串）组成的数组`,
  }),
  channelNotConnected: (channel: NotifyChannel): Text => ({
    en: `Connect ${CHANNEL_NAMES.en[channel]} first: notifications cannot go there until it is connected`,
    ru: `Сначала подключите ${CHANNEL_NAMES.ru[channel]}: пока подключения нет, уведомления туда не придут`,
    cn: `请先连接${CHANNEL_NAMES.cn[channel]}：连接之前无法向其发送通知`,
  }),
};

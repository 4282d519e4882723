// The banner's words for the rarer reasons, in the three interface languages. Not in the first load: each is shown
// only after the host or the service answered (config.json was read; the service answered a refresh), so the
// network is there to fetch them then. What is said when the network or the host is gone stays in en.ts.
import { defineMessages } from '../../lib/i18n/message-table.ts';

const en = {
  configInvalid:
    'The dashboard’s settings are not complete, so nothing can be sent yet. You are still signed in; ask whoever runs this dashboard to check them. Retrying…',
  redirected:
    'The connection was sent to another address. We did not follow it, so your session stayed here. You are still signed in; we will keep trying.',
  /** The status is for whoever reads the network log, not for the banner. */
  refreshNotAccepted: (_status: number) =>
    'Your session could not be renewed just now, but it has not ended. You are still signed in; we will keep trying.',
};

export type ConnectivityMessages = typeof en;

export const connectivityMessages = defineMessages({
  en,
  ru: {
    configInvalid:
      'Настройки панели заполнены не полностью, поэтому пока ничего нельзя отправить. Вы по-прежнему в системе; попросите того, кто обслуживает панель, проверить их. Повторяем попытку…',
    redirected:
      'Соединение перенаправили на другой адрес. Мы не перешли по нему, поэтому ваша сессия осталась здесь. Вы по-прежнему в системе; мы продолжаем попытки.',
    refreshNotAccepted: () =>
      'Сейчас не удалось продлить сессию, но она не завершена. Вы по-прежнему в системе; мы продолжаем попытки.',
  },
  cn: {
    configInvalid:
      '仪表板的设置不完整，因此暂时无法发送任何内容。您仍处于登录状态；请联系此仪表板的管理员检查设置。正在重试…',
    redirected: '连接被转到了另一个地址。我们没有跟随，因此您的会话留在了这里。您仍处于登录状态；我们会继续尝试。',
    refreshNotAccepted: () => '暂时无法续期您的会话，但会话并未结束。您仍处于登录状态；我们会继续尝试。',
  },
});

// The banner's words for the rarer reasons, in the three interface languages. Not in the first load: each is shown
// only after the host or the service answered (config.json was read; the service answered a refresh), so the
// network is there to fetch them then. What is said when the network or the host is gone stays in en.ts.
import { defineMessages } from '../../lib/i18n/message-table.ts';

const en = {
  configInvalid:
    'This dashboard’s configuration (config.json) gives an API address (apiBaseUrl) that is not a URL, so it does not know where the service is. You are still signed in; nothing is sent until the file is fixed. Retrying…',
  redirected:
    'The service answered with a redirect to another address. It was not followed, so your session was not sent there. You are still signed in; we will keep trying.',
  refreshNotAccepted: (status: number) =>
    `Your session could not be renewed just now (HTTP ${status}), but the service did not say it has ended. You are still signed in; we will keep trying.`,
};

export type ConnectivityMessages = typeof en;

export const connectivityMessages = defineMessages({
  en,
  ru: {
    configInvalid:
      'В конфигурации панели (config.json) адрес API (apiBaseUrl) не является URL, поэтому неизвестно, где находится сервис. Вы по-прежнему в системе; ничего не отправляется, пока файл не исправят. Повторяем попытку…',
    redirected:
      'Сервис ответил перенаправлением на другой адрес. Мы не перешли по нему, поэтому ваша сессия туда не отправлена. Вы по-прежнему в системе; мы продолжаем попытки.',
    refreshNotAccepted: (status) =>
      `Сейчас не удалось продлить сессию (HTTP ${status}), но сервис не сообщил, что она завершена. Вы по-прежнему в системе; мы продолжаем попытки.`,
  },
  cn: {
    configInvalid:
      '本控制台的配置（config.json）中的 API 地址（apiBaseUrl）不是有效的 URL，因此不知道服务的地址。您仍处于登录状态；在文件修复之前不会发送任何请求。正在重试…',
    redirected:
      '服务以重定向到另一个地址作为回应。我们没有跟随该重定向，因此您的会话没有被发送到那里。您仍处于登录状态；我们会继续尝试。',
    refreshNotAccepted: (status) =>
      `暂时无法续期您的会话（HTTP ${status}），但服务并未表示会话已结束。您仍处于登录状态；我们会继续尝试。`,
  },
});

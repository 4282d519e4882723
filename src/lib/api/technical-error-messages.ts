import { defineMessages } from '../i18n/message-table.ts';
import type { Messages } from '../i18n/messages/en.ts';

// The API section's words for what went wrong (its catalog, its operation pages, Settings → Advanced): what the
// service answered, with its status, the field of an answer that could not be read, the service's code and the fields
// it named. A designed page says the same in a person's words (lib/i18n/messages) and leaves these out.

type Technical = 'network' | 'timeout' | 'server' | 'client' | 'unauthorized' | 'redirected' | 'invalidResponse';

export interface TechnicalErrorMessages {
  /** With what only the console meets: a request it refused to send. */
  errors: Pick<Messages['errors'], Technical> & { notSentHere: string };
  said: { serviceSaid: string; serviceCode: (code: string) => string; fieldErrors: string };
}

export const technicalErrorMessages = defineMessages<TechnicalErrorMessages>({
  en: {
    errors: {
      network: 'The service could not be reached. Check your connection and try again.',
      timeout: 'The service took too long to answer. Try again in a moment.',
      server: (status) => `The service failed (HTTP ${status}). Try again in a moment.`,
      client: (status) => `The service refused the request (HTTP ${status}).`,
      unauthorized: 'The service did not accept your session for this request. Try again, or sign in again.',
      redirected: 'The service answered with a redirect, which was not followed: nothing was sent where it points.',
      invalidResponse: (field) =>
        `The service sent an answer this page cannot read (at “${field}”). Nothing from it is shown. Try again later.`,
      notSentHere: 'The request was not sent: nothing reached the service.',
    },
    said: {
      serviceSaid: 'The service said:',
      serviceCode: (code) => `Error code: ${code}`,
      fieldErrors: 'The service named these fields:',
    },
  },
  ru: {
    errors: {
      network: 'Не удалось связаться с сервисом. Проверьте подключение и повторите попытку.',
      timeout: 'Сервис слишком долго не отвечает. Повторите попытку чуть позже.',
      server: (status) => `Ошибка сервиса (HTTP ${status}). Повторите попытку чуть позже.`,
      client: (status) => `Сервис отклонил запрос (HTTP ${status}).`,
      unauthorized: 'Сервис не принял вашу сессию для этого запроса. Повторите попытку или войдите снова.',
      redirected: 'Сервис ответил перенаправлением; мы не перешли по нему, и туда ничего не отправлено.',
      invalidResponse: (field) =>
        `Сервис прислал ответ, который эта страница не может прочитать (в «${field}»). Из него ничего не показано. Повторите попытку позже.`,
      notSentHere: 'Запрос не отправлен: до сервиса ничего не дошло.',
    },
    said: {
      serviceSaid: 'Ответ сервиса:',
      serviceCode: (code) => `Код ошибки: ${code}`,
      fieldErrors: 'Сервис указал на эти поля:',
    },
  },
  cn: {
    errors: {
      network: '无法连接到服务。请检查网络连接后重试。',
      timeout: '服务响应超时。请稍后重试。',
      server: (status) => `服务出错（HTTP ${status}）。请稍后重试。`,
      client: (status) => `服务拒绝了该请求（HTTP ${status}）。`,
      unauthorized: '服务未接受您本次请求的会话。请重试，或重新登录。',
      redirected: '服务以重定向作为回应；我们没有跟随，因此没有向其指向的地址发送任何内容。',
      invalidResponse: (field) => `服务返回的内容本页无法读取（位置：“${field}”），因此未显示任何内容。请稍后重试。`,
      notSentHere: '请求未发送：服务未收到任何内容。',
    },
    said: {
      serviceSaid: '服务返回：',
      serviceCode: (code) => `错误代码：${code}`,
      fieldErrors: '服务指出了以下字段：',
    },
  },
});

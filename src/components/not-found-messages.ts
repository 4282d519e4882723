// The not-found page's words in the three interface languages; they load with that page only.
import { defineMessages } from '../lib/i18n/message-table.ts';

const en = {
  title: 'Page not found',
  body: 'There is nothing at this address.',
  home: 'Go to projects',
};

export type NotFoundMessages = typeof en;

export const notFoundMessages = defineMessages({
  en,
  ru: {
    title: 'Страница не найдена',
    body: 'По этому адресу ничего нет.',
    home: 'К проектам',
  },
  cn: {
    title: '页面不存在',
    body: '此地址下没有内容。',
    home: '返回项目',
  },
});

import { defineMessages } from '../lib/i18n/message-table.ts';

export const onceMessages = defineMessages({
  en: { sending: 'Sending: pressing again sends nothing more.' },
  ru: { sending: 'Отправляется: повторное нажатие ничего не отправит.' },
  cn: { sending: '正在发送：再次按下不会重复发送。' },
});

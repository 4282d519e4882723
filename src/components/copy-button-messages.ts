import { defineMessages } from '../lib/i18n/message-table.ts';

export const copyMessages = defineMessages({
  en: { copied: 'Copied', failed: 'Could not copy: select the text and copy it yourself' },
  ru: { copied: 'Скопировано', failed: 'Не удалось скопировать: выделите текст и скопируйте его сами' },
  cn: { copied: '已复制', failed: '无法复制：请选中文本自行复制' },
});

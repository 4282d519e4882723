import { defineMessages } from '../../lib/i18n/message-table.ts';

export const noticeMessages = defineMessages({
  en: {
    levels: { debug: 'Note', info: 'Information', warning: 'Warning', error: 'Error' },
    dismiss: 'Dismiss',
    details: 'Details',
    dismissFailed: 'The notice could not be dismissed.',
  },
  ru: {
    levels: { debug: 'Заметка', info: 'Информация', warning: 'Предупреждение', error: 'Ошибка' },
    dismiss: 'Скрыть',
    details: 'Подробнее',
    dismissFailed: 'Не удалось скрыть уведомление.',
  },
  cn: {
    levels: { debug: '备注', info: '信息', warning: '警告', error: '错误' },
    dismiss: '关闭',
    details: '详情',
    dismissFailed: '无法关闭此通知。',
  },
});

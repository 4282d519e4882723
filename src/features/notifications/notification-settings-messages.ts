// The words of Settings' notifications in the three interface languages; they load with Settings only.
import { defineMessages } from '../../lib/i18n/message-table.ts';

const en = {
  title: 'Notifications',
  hint: 'For each project, choose where you hear about what. A change applies at once.',
  project: 'Project',
  projectOption: (name: string) => name,
  category: 'Category',
  /** The service's channels and categories: its own word for any other. */
  channels: { cabinet: 'Dashboard', telegram: 'Telegram', mobile: 'Mobile app' } as Record<string, string>,
  categories: { important: 'Important', stream: 'Stream' } as Record<string, string>,
  notConnected: 'not connected',
  switchLabel: (category: string, channel: string) => `${category} — ${channel}`,
  saved: 'Saved.',
  refused: (what: string) => `“${what}” was not changed.`,
  noProjects: 'No project to set up.',
};

export type NotificationSettingsMessages = typeof en;

export const notificationSettingsMessages = defineMessages({
  en,
  ru: {
    title: 'Уведомления',
    hint: 'По каждому проекту — куда и о чём вам сообщать. Изменение применяется сразу.',
    project: 'Проект',
    projectOption: (name) => name,
    category: 'Категория',
    channels: { cabinet: 'Панель', telegram: 'Telegram', mobile: 'Мобильное приложение' },
    categories: { important: 'Важное', stream: 'Эфир' },
    notConnected: 'не подключён',
    switchLabel: (category, channel) => `${category} — ${channel}`,
    saved: 'Сохранено.',
    refused: (what) => `«${what}» не изменено.`,
    noProjects: 'Нет проектов для настройки.',
  },
  cn: {
    title: '通知',
    hint: '针对每个项目，选择通过哪些渠道接收哪些通知。更改立即生效。',
    project: '项目',
    projectOption: (name) => name,
    category: '类别',
    channels: { cabinet: '网页面板', telegram: 'Telegram', mobile: '移动应用' },
    categories: { important: '重要', stream: '直播' },
    notConnected: '未连接',
    switchLabel: (category, channel) => `${category} — ${channel}`,
    saved: '已保存。',
    refused: (what) => `“${what}”未更改。`,
    noProjects: '没有可设置的项目。',
  },
});

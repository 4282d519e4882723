// The bell's words in the three interface languages; they load with the bell, after the page's own content.
import { defineMessages } from '../../lib/i18n/message-table.ts';

/** "99+" past 99: the badge keeps its width. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

const en = {
  bell: (count: number | undefined) =>
    count === undefined || count === 0 ? 'Notifications' : `Notifications, ${badgeText(count)} unread`,
  announce: (count: number) => (count === 0 ? 'No unread notifications' : `${badgeText(count)} unread notifications`),
  title: 'Notifications',
  empty: 'No notifications yet.',
  markAllRead: 'Mark all as read',
  showMore: 'Show more',
  unread: 'Unread',
  project: (name: string) => `Project ${name}`,
  categories: { important: 'Important', stream: 'Stream' } as Record<string, string>,
  untitled: 'Notification',
  loading: 'Loading notifications…',
  actionDone: 'Done.',
};

export type BellMessages = typeof en;

export const bellMessages = defineMessages({
  en,
  ru: {
    bell: (count) =>
      count === undefined || count === 0 ? 'Уведомления' : `Уведомления, непрочитанных: ${badgeText(count)}`,
    announce: (count) =>
      count === 0 ? 'Непрочитанных уведомлений нет' : `Непрочитанных уведомлений: ${badgeText(count)}`,
    title: 'Уведомления',
    empty: 'Уведомлений пока нет.',
    markAllRead: 'Отметить все как прочитанные',
    showMore: 'Показать ещё',
    unread: 'Не прочитано',
    project: (name) => `Проект ${name}`,
    categories: { important: 'Важное', stream: 'Эфир' },
    untitled: 'Уведомление',
    loading: 'Загружаем уведомления…',
    actionDone: 'Готово.',
  },
  cn: {
    bell: (count) => (count === undefined || count === 0 ? '通知' : `通知，${badgeText(count)} 条未读`),
    announce: (count) => (count === 0 ? '没有未读通知' : `${badgeText(count)} 条未读通知`),
    title: '通知',
    empty: '还没有通知。',
    markAllRead: '全部标为已读',
    showMore: '显示更多',
    unread: '未读',
    project: (name) => `项目 ${name}`,
    categories: { important: '重要', stream: '直播' },
    untitled: '通知',
    loading: '正在加载通知…',
    actionDone: '已完成。',
  },
});

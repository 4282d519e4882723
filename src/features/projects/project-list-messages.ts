// The project list's words in the three interface languages. They load with the list, not with the overview's
// heading (which is in the app's messages): the tariff page's first load does not carry them.
import type { Language } from '../../lib/i18n/languages.ts';

// Russian nouns after numbers take one of three forms; Intl.PluralRules picks it.
const days = (n: number) => {
  const form = new Intl.PluralRules('ru-RU').select(n);
  return form === 'one' ? 'день' : form === 'few' ? 'дня' : 'дней';
};

const en = {
  addLabel: 'Project ID',
  add: 'Add',
  invalidId: 'A project ID is a positive whole number.',
  empty: 'No projects yet. Add one by its ID — for the demo, try 42.',
  pin: (id: number) => `Pin project ${id}`,
  unpin: (id: number) => `Unpin project ${id}`,
  remove: (id: number) => `Remove project ${id}`,
  project: (id: number) => `Project ${id}`,
  pinned: 'Pinned',
  channels: 'Channels',
  bitrate: 'Bitrate',
  ends: 'Ends',
  daysLeft: (days: number, formatted: string) => (days === 1 ? '1 day left' : `${formatted} days left`),
  ended: 'Ended',
  next: 'Next plan',
  nextScheduled: 'Scheduled',
  nextNone: 'None',
  noCurrent: 'No current plan',
  flagEndingSoon: 'Ends within 7 days and nothing is scheduled',
  loadingRow: 'Loading…',
  tableCaption: 'Your projects, soonest plan end first',
};

export type ProjectListMessages = typeof en;

export const projectListMessages: Record<Language, ProjectListMessages> = {
  en,
  ru: {
    addLabel: 'ID проекта',
    add: 'Добавить',
    invalidId: 'ID проекта — целое положительное число.',
    empty: 'Проектов пока нет. Добавьте проект по ID — для демо попробуйте 42.',
    pin: (id) => `Закрепить проект ${id}`,
    unpin: (id) => `Открепить проект ${id}`,
    remove: (id) => `Удалить проект ${id}`,
    project: (id) => `Проект ${id}`,
    pinned: 'Закреплён',
    channels: 'Каналы',
    bitrate: 'Битрейт',
    ends: 'Окончание',
    daysLeft: (n, formatted) => `Осталось ${formatted} ${days(n)}`,
    ended: 'Завершён',
    next: 'Следующий тариф',
    nextScheduled: 'Запланирован',
    nextNone: 'Нет',
    noCurrent: 'Нет текущего тарифа',
    flagEndingSoon: 'Заканчивается в течение 7 дней, следующий не запланирован',
    loadingRow: 'Загрузка…',
    tableCaption: 'Ваши проекты: сначала те, чей тариф кончается раньше',
  },
  cn: {
    addLabel: '项目 ID',
    add: '添加',
    invalidId: '项目 ID 必须是正整数。',
    empty: '还没有项目。请按 ID 添加——演示可以试试 42。',
    pin: (id) => `固定项目 ${id}`,
    unpin: (id) => `取消固定项目 ${id}`,
    remove: (id) => `移除项目 ${id}`,
    project: (id) => `项目 ${id}`,
    pinned: '已固定',
    channels: '频道',
    bitrate: '码率',
    ends: '到期',
    daysLeft: (_n, formatted) => `剩余 ${formatted} 天`,
    ended: '已到期',
    next: '下一套餐',
    nextScheduled: '已安排',
    nextNone: '无',
    noCurrent: '没有当前套餐',
    flagEndingSoon: '7 天内到期，且未安排下一套餐',
    loadingRow: '加载中…',
    tableCaption: '您的项目，按套餐到期时间由近到远排列',
  },
};

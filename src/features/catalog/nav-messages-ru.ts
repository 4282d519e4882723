import type { NavMessages } from './nav-messages.ts';

export const ru: NavMessages = {
  nav: 'Разделы',
  sections: {
    account: 'Аккаунт',
    tariffs: 'Тарифы',
    project: 'Проект',
    channels: 'Каналы',
    streaming: 'Трансляция',
    billing: 'Оплата',
    notifications: 'Уведомления',
    content: 'Контент',
  },
  filter: 'Фильтр',
  filterHint: 'Название группы или операции',
  noMatch: 'Ни одна группа не подходит',
  searching: 'Поиск по операциям…',
  openProject: 'Откройте проект, чтобы увидеть его разделы.',
  moreOperations: (count) => `и ещё ${count}`,
};

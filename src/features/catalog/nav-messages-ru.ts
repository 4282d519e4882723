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
  noMatch: 'Ни одна группа не подходит',
  openProject: 'Откройте проект, чтобы увидеть его разделы.',
};

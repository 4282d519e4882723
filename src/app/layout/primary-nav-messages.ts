// The primary navigation's words in the three interface languages. Few and short, so all three load with the
// navigation's chunk (after the page's first paint), never with the first load.
import { defineMessages } from '../../lib/i18n/message-table.ts';

const en = {
  /** Accessible name of the navigation landmark. */
  nav: 'Main',
  home: 'Home',
  project: (id: number) => `Project ${id}`,
  stream: 'Stream',
  pastStreams: 'Past streams',
  plans: 'Plans',
  billing: 'Billing',
  team: 'Team',
  api: 'API',
  apiHint: 'All operations',
};

export type PrimaryNavMessages = typeof en;

export const primaryNavMessages = defineMessages({
  en,
  ru: {
    nav: 'Основная навигация',
    home: 'Главная',
    project: (id) => `Проект ${id}`,
    stream: 'Стрим',
    pastStreams: 'Прошедшие стримы',
    plans: 'Тарифы',
    billing: 'Баланс',
    team: 'Команда',
    api: 'API',
    apiHint: 'Все операции',
  },
  cn: {
    nav: '主导航',
    home: '首页',
    project: (id) => `项目 ${id}`,
    stream: '开播',
    pastStreams: '往期直播',
    plans: '套餐',
    billing: '账单',
    team: '团队',
    api: 'API',
    apiHint: '全部操作',
  },
});

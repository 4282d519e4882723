// The primary navigation's own words in the three interface languages (its entries' names are the route map's,
// config/route-map-messages.ts). Few and short, so all three load with the navigation's chunk (after the page's first
// paint), never with the first load.
import { defineMessages } from '../../lib/i18n/message-table.ts';

const en = {
  /** Accessible name of the navigation landmark. */
  nav: 'Main',
  project: (id: number) => `Project ${id}`,
};

export type PrimaryNavMessages = typeof en;

export const primaryNavMessages = defineMessages({
  en,
  ru: {
    nav: 'Основная навигация',
    project: (id) => `Проект ${id}`,
  },
  cn: {
    nav: '主导航',
    project: (id) => `项目 ${id}`,
  },
});

// The route map's words: each place's name in the primary navigation (route-map.ts says which places have an entry),
// in the three interface languages. They load with the navigation's chunk, never with the first load.
import { defineMessages } from '../lib/i18n/message-table.ts';
import type { NavPage } from './route-map.ts';

interface RouteMapMessages {
  /** An entry's name, by its place. */
  entry: Record<NavPage, string>;
  /** What an entry leads to, said after its name where the name alone is short. */
  hint: Partial<Record<NavPage, string>>;
}

export const routeMapMessages = defineMessages<RouteMapMessages>({
  en: {
    entry: {
      home: 'Home',
      stream: 'Stream',
      destinations: 'Destinations',
      quality: 'Quality',
      pullLinks: 'Pull links',
      pastStreams: 'Past streams',
      videos: 'Videos',
      restream: 'Plans',
      billing: 'Billing',
      team: 'Team',
      api: 'API',
    },
    hint: { api: 'All operations' },
  },
  ru: {
    entry: {
      home: 'Главная',
      stream: 'Стрим',
      destinations: 'Площадки',
      quality: 'Качество',
      pullLinks: 'Ссылки для забора',
      pastStreams: 'Прошедшие стримы',
      videos: 'Видео',
      restream: 'Тарифы',
      billing: 'Баланс',
      team: 'Команда',
      api: 'API',
    },
    hint: { api: 'Все операции' },
  },
  cn: {
    entry: {
      home: '首页',
      stream: '开播',
      destinations: '推流目标',
      quality: '画质',
      pullLinks: '拉流链接',
      pastStreams: '往期直播',
      videos: '视频',
      restream: '套餐',
      billing: '账单',
      team: '团队',
      api: 'API',
    },
    hint: { api: '全部操作' },
  },
});

/**
 * The sidebar's own words. English ships with the sidebar's navigation chunk; Russian and Chinese load on
 * demand, as the app's own messages do. A group page's words are in catalog-messages.ts, in its own chunk.
 * Group and operation names are identifiers and are never translated.
 */
import { useEffect, useReducer } from 'react';
import { useLanguage } from '../../lib/i18n/i18n.ts';
import { usePrefsStore } from '../../lib/prefs/prefs-store.ts';
import type { Lang, SectionId } from './catalog-types.ts';

export interface NavMessages {
  /** Accessible name of the sidebar's navigation landmark. */
  nav: string;
  sections: Record<SectionId, string>;
  filter: string;
  noMatch: string;
  openProject: string;
}

const en: NavMessages = {
  nav: 'Sections',
  sections: {
    account: 'Account',
    tariffs: 'Tariffs',
    project: 'Project',
    channels: 'Channels',
    streaming: 'Streaming',
    billing: 'Billing',
    notifications: 'Notifications',
    content: 'Content',
  },
  filter: 'Filter',
  noMatch: 'No group matches',
  openProject: 'Open a project to see its areas.',
};

const loaders: Record<Exclude<Lang, 'en'>, () => Promise<NavMessages>> = {
  ru: () => import('./nav-messages-ru.ts').then((m) => m.ru),
  cn: () => import('./nav-messages-cn.ts').then((m) => m.cn),
};
const loaded = new Map<Lang, NavMessages>([['en', en]]);

function loadNavMessages(language: Lang): Promise<unknown> {
  if (language === 'en' || loaded.has(language)) return Promise.resolve();
  return loaders[language]().then((messages) => loaded.set(language, messages));
}

/** Settles once the words of the language chosen at start are here (or failed: English is shown then). */
export const navMessagesReady: Promise<unknown> = loadNavMessages(usePrefsStore.getState().language).catch(() => {});

/** The sidebar's words in the interface language (English until that language's have loaded). */
export function useNavMessages(): NavMessages {
  const language = useLanguage();
  const [, loadedOne] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    // A failed load leaves English; the next language change tries again.
    loadNavMessages(language).then(loadedOne, () => {});
  }, [language]);
  return loaded.get(language) ?? en;
}

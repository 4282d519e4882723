/**
 * The sidebar's own words. English ships in the first bundle with the sidebar; Russian and Chinese load on
 * demand, as the app's own messages do. A group page's words are in catalog-messages.ts, in its own chunk.
 * Group and operation names are identifiers and are never translated.
 */
import { useSyncExternalStore } from 'react';
import { useLanguage } from '../../lib/i18n/i18n.ts';
import { usePrefsStore } from '../../lib/prefs/prefs-store.ts';
import type { Lang, SectionId } from './catalog-types.ts';

export interface NavMessages {
  /** Accessible name of the sidebar's navigation landmark. */
  nav: string;
  sections: Record<SectionId, string>;
  filter: string;
  filterHint: string;
  noMatch: string;
  searching: string;
  openProject: string;
  moreOperations: (count: number) => string;
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
  filterHint: 'Group or operation name',
  noMatch: 'No group matches',
  searching: 'Searching operations…',
  openProject: 'Open a project to see its areas.',
  moreOperations: (count) => `and ${count} more`,
};

const loaders: Record<Exclude<Lang, 'en'>, () => Promise<NavMessages>> = {
  ru: () => import('./nav-messages-ru.ts').then((m) => m.ru),
  cn: () => import('./nav-messages-cn.ts').then((m) => m.cn),
};
const loaded = new Map<Lang, NavMessages>([['en', en]]);
const listeners = new Set<() => void>();

export async function loadNavMessages(language: Lang): Promise<void> {
  if (language === 'en' || loaded.has(language)) return;
  loaded.set(language, await loaders[language]());
  listeners.forEach((listener) => listener());
}

// Loading starts with the app, beside its own messages, so the sidebar is rarely seen in English first;
// a failed load leaves English and is tried again on the next language change.
const load = (language: Lang) => void loadNavMessages(language).catch(() => {});
load(usePrefsStore.getState().language);
usePrefsStore.subscribe((state) => load(state.language));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The sidebar's words in the interface language (English until that language's have loaded). */
export function useNavMessages(): NavMessages {
  const language = useLanguage();
  return useSyncExternalStore(subscribe, () => loaded.get(language) ?? en);
}

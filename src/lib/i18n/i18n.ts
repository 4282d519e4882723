import { useSyncExternalStore } from 'react';
import { usePrefsStore } from '../prefs/prefs-store.ts';
import { en, type Messages } from './messages/en.ts';
import { type Language, locales } from './languages.ts';

// English ships in the first bundle; Russian and Chinese load on demand so English readers never download them.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  ru: () => import('./messages/ru.ts').then((m) => m.ru),
  cn: () => import('./messages/cn.ts').then((m) => m.cn),
};
const loaded = new Map<Language, Messages>([['en', en]]);
const listeners = new Set<() => void>();

export async function loadMessages(language: Language): Promise<void> {
  if (loaded.has(language) || language === 'en') return;
  loaded.set(language, await loaders[language]());
  listeners.forEach((listener) => listener());
}

/** Switches the interface language once its messages are here, so the page never shows a mix. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadMessages(language);
  usePrefsStore.getState().setLanguage(language);
}

export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = locales[language];
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLanguage(): Language {
  return usePrefsStore((state) => state.language);
}

/** The messages of the interface language (English until the chosen one has loaded). */
export function useT(): Messages {
  const language = useLanguage();
  return useSyncExternalStore(subscribe, () => loaded.get(language) ?? en);
}

import { useSyncExternalStore } from 'react';
import { usePrefsStore } from '../prefs/prefs-store.ts';
import type { Language } from './languages.ts';

/** Words in the three interface languages, each of the shape English sets. */
export type MessageTable<T> = Readonly<Record<Language, T>>;

/**
 * Declares a table of words: English sets the type, so a key missing (or of another shape) in Russian or Chinese fails
 * the type check. Give the type explicitly (`defineMessages<FooMessages>({...})`) only where English's literal is
 * narrower than what the table means (a record keyed by a union, an optional entry).
 */
export function defineMessages<T>(table: { en: T; ru: NoInfer<T>; cn: NoInfer<T> }): MessageTable<T> {
  return table;
}

type Loaders<T> = Record<Exclude<Language, 'en'>, () => Promise<T>>;

/**
 * A table whose Russian and Chinese are modules of their own, loaded when the interface language becomes one of them,
 * so an English reader never downloads them; English stands in until the chosen language's words are here (and after
 * a failed load, until the next change of language tries again).
 */
export interface SplitMessages<T> {
  readonly en: T;
  /** The language's words once here, else English. */
  in(language: Language): T;
  /** Settles once the language's words are here; a failed load rejects, and the next call tries again. */
  load(language: Language): Promise<void>;
  subscribe(listener: () => void): () => void;
}

/** Declares a table whose Russian and Chinese load on demand (`ru: () => import('./foo-ru.ts').then(...)`). */
export function splitMessages<T>(en: T, loaders: Loaders<NoInfer<T>>): SplitMessages<T> {
  const loaded = new Map<Language, T>([['en', en]]);
  const listeners = new Set<() => void>();
  const table: SplitMessages<T> = {
    en,
    in: (language) => loaded.get(language) ?? en,
    async load(language) {
      if (loaded.has(language)) return;
      loaded.set(language, await loaders[language as keyof Loaders<T>]());
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  usePrefsStore.subscribe(({ language }) => void table.load(language).catch(() => {}));
  return table;
}

/** The interface language, for a component. */
export function useLanguage(): Language {
  return usePrefsStore((state) => state.language);
}

const staysPut = () => () => {};

/**
 * A table's words in the interface language, for a component: `const m = useMessages(streamMessages)`. A split table
 * gives English until the language's words are here, then renders again.
 */
export function useMessages<T>(table: MessageTable<T> | SplitMessages<T>): T {
  const language = useLanguage();
  const split = 'load' in table;
  return useSyncExternalStore(split ? table.subscribe : staysPut, () => (split ? table.in(language) : table[language]));
}

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { detectLanguage, isLanguage, type Language } from '../i18n/languages.ts';

export type ThemeChoice = 'system' | 'light' | 'dark';

interface PrefsState {
  language: Language;
  theme: ThemeChoice;
  /** The settings override of the API base URL; empty means "use config.json, else this origin". */
  apiBaseUrlOverride: string;
  setLanguage(language: Language): void;
  setTheme(theme: ThemeChoice): void;
  setApiBaseUrlOverride(url: string): void;
}

const PREFS_STORAGE_KEY = 'relay.prefs';

/** Preferences of this browser profile (not of the session): kept in localStorage, shared by all tabs. */
export const usePrefsStore = create<PrefsState>()(
  persist(
    (set) => ({
      language: detectLanguage(typeof navigator === 'undefined' ? [] : navigator.languages),
      theme: 'system',
      apiBaseUrlOverride: '',
      setLanguage: (language) => set({ language }),
      setTheme: (theme) => set({ theme }),
      setApiBaseUrlOverride: (apiBaseUrlOverride) => set({ apiBaseUrlOverride: apiBaseUrlOverride.trim() }),
    }),
    {
      name: PREFS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ language, theme, apiBaseUrlOverride }) => ({ language, theme, apiBaseUrlOverride }),
      // A hand-edited or old value must not break start-up: keep only what is valid.
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<PrefsState>;
        return {
          ...current,
          language: isLanguage(p.language) ? p.language : current.language,
          theme: p.theme === 'light' || p.theme === 'dark' || p.theme === 'system' ? p.theme : current.theme,
          apiBaseUrlOverride: typeof p.apiBaseUrlOverride === 'string' ? p.apiBaseUrlOverride : '',
        };
      },
    },
  ),
);

// Every tab follows the preferences another tab saves — the language, the theme, and the API base URL override,
// which decides where a session's pair may go (a change there ends the session in every tab, lib/session).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === PREFS_STORAGE_KEY && event.storageArea === localStorage) void usePrefsStore.persist.rehydrate();
  });
}

import { create } from 'zustand';
import { detectLanguage, isLanguage, type Language } from '../i18n/languages.ts';

export type ThemeChoice = 'system' | 'light' | 'dark';

/** What is kept of the preferences. */
interface Prefs {
  language: Language;
  theme: ThemeChoice;
  /** The settings override of the API base URL; empty means "use config.json, else this origin". */
  apiBaseUrlOverride: string;
}

interface PrefsState extends Prefs {
  setLanguage(language: Language): void;
  setTheme(theme: ThemeChoice): void;
  setApiBaseUrlOverride(url: string): void;
}

const PREFS_STORAGE_KEY = 'relay.prefs';
/** The format zustand's `persist` wrote before this module kept the preferences itself: older copies read as before. */
const FORMAT_VERSION = 1;

const defaults = (): Prefs => ({
  language: detectLanguage(typeof navigator === 'undefined' ? [] : navigator.languages),
  theme: 'system',
  apiBaseUrlOverride: '',
});

function storage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/** The kept preferences over the defaults; a hand-edited or old value must not break start-up: only what is valid. */
function stored(): Prefs {
  const fallback = defaults();
  let kept: Partial<Record<keyof Prefs, unknown>> = {};
  try {
    kept = (JSON.parse(storage()?.getItem(PREFS_STORAGE_KEY) ?? 'null') as { state?: typeof kept } | null)?.state ?? {};
  } catch {
    // Storage that cannot be read holds nothing.
  }
  return {
    language: isLanguage(kept.language) ? kept.language : fallback.language,
    theme: kept.theme === 'light' || kept.theme === 'dark' || kept.theme === 'system' ? kept.theme : fallback.theme,
    apiBaseUrlOverride: typeof kept.apiBaseUrlOverride === 'string' ? kept.apiBaseUrlOverride : '',
  };
}

/**
 * Preferences of this browser profile (not of the session): kept in localStorage, shared by all tabs. Written by
 * hand, as the session is (session/token-store.ts), rather than by zustand's `persist`, whose code the first load
 * would carry for these three values.
 */
export const usePrefsStore = create<PrefsState>()((set) => ({
  ...stored(),
  setLanguage: (language) => set({ language }),
  setTheme: (theme) => set({ theme }),
  setApiBaseUrlOverride: (apiBaseUrlOverride) => set({ apiBaseUrlOverride: apiBaseUrlOverride.trim() }),
}));

usePrefsStore.subscribe(({ language, theme, apiBaseUrlOverride }) => {
  try {
    storage()?.setItem(
      PREFS_STORAGE_KEY,
      JSON.stringify({ state: { language, theme, apiBaseUrlOverride }, version: FORMAT_VERSION }),
    );
  } catch {
    // Storage that refuses (quota, private mode) keeps the preferences for this page only.
  }
});

// Every tab follows the preferences another tab saves — the language, the theme, and the API base URL override,
// which decides where a session's pair may go (a change there ends the session in every tab, lib/session).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === PREFS_STORAGE_KEY && event.storageArea === localStorage) usePrefsStore.setState(stored());
  });
}

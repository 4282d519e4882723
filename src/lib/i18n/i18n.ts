import { usePrefsStore } from '../prefs/prefs-store.ts';
import { en } from './messages/en.ts';
import { type Language, locales } from './languages.ts';
import { splitMessages } from './message-table.ts';

export { useLanguage } from './message-table.ts';

/** The app's words (`t`): English ships in the first bundle; Russian and Chinese load when chosen. */
export const appMessages = splitMessages(en, {
  ru: () => import('./messages/ru.ts').then((m) => m.ru),
  cn: () => import('./messages/cn.ts').then((m) => m.cn),
});

/** Switches the interface language once its words are here, so the page never shows a mix. */
export async function changeLanguage(language: Language): Promise<void> {
  await appMessages.load(language);
  usePrefsStore.getState().setLanguage(language);
}

export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = locales[language];
}

/**
 * The groups' names for people and the API page's words. English ships with the catalog's pages; Russian and Chinese
 * load on demand, as the app's own messages do. A group page's own words are in catalog-messages.ts.
 * The document's group and operation names are identifiers and are never translated; `groups` gives each group a
 * name for people beside it.
 */
import { splitMessages } from '../../lib/i18n/message-table.ts';
import { ownWord } from '../../lib/i18n/own-word.ts';
import { usePrefsStore } from '../../lib/prefs/prefs-store.ts';
import { en, type NavMessages } from './nav-messages-en.ts';

export const navMessages = splitMessages(en, {
  ru: () => import('./nav-messages-ru.ts').then((m) => m.ru),
  cn: () => import('./nav-messages-cn.ts').then((m) => m.cn),
});

// The words of the language chosen at start are asked for with the first page that names a group (English stands in
// until they are here, or should they fail).
navMessages.load(usePrefsStore.getState().language).catch(() => {});

/** A group's name for people in these words; the document's name for a group they have none for. */
export function groupLabel(navText: NavMessages, group: string): string {
  // Its own entries only: a described group named `constructor` is named as the description names it.
  return ownWord(navText.groups, group) ?? group;
}

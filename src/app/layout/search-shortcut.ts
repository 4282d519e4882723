// The search shortcut: `/` or Ctrl/⌘+K focuses the API page's search, the field that declares the shortcut in its
// `aria-keyshortcuts`; on any other page it follows the navigation's API link (which declares it too) and focuses the
// search once it shows. Listened for once the navigation's code is here and the page is idle (sidebar-nav.tsx): the
// tariff page's first paint does not carry it.

const SEARCH = 'input[aria-keyshortcuts~="/"]';
/** The navigation's link to the API page (in a phone's closed drawer too, where a click still follows it). */
const TO_SEARCH = 'a[aria-keyshortcuts~="/"]';

/**
 * Whether a key press asks for the search: Ctrl+K or ⌘+K anywhere, or `/` where it would not be typed (outside
 * inputs, text areas, selects and editable content).
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if (event.ctrlKey || event.metaKey) return event.key === 'k' || event.key === 'K';
  const target = event.target as HTMLElement | null;
  return event.key === '/' && !target?.isContentEditable && !/^(INPUT|TEXTAREA|SELECT)$/.test(target?.tagName ?? '');
}

/**
 * The search, when it is on screen. Where the browser cannot say (no `checkVisibility`), a search on the page counts
 * as shown.
 */
function shownSearch(): HTMLElement | null {
  const search = document.querySelector<HTMLElement>(SEARCH);
  return search && (typeof search.checkVisibility !== 'function' || search.checkVisibility()) ? search : null;
}

/**
 * Focuses the search on the shortcut. When it is not on screen, the navigation's API link is followed and the search
 * takes the focus as it shows: the API page's code may still be coming.
 */
export function listenForSearch(): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (!isSearchShortcut(event)) return;
    const search = shownSearch();
    if (search) {
      event.preventDefault();
      return search.focus();
    }
    const link = document.querySelector<HTMLElement>(TO_SEARCH);
    if (!link) return;
    event.preventDefault();
    const observer = new MutationObserver(() => {
      const shown = shownSearch();
      if (!shown) return;
      observer.disconnect();
      shown.focus();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    // A page that never arrives (its chunk failed) leaves nothing watching.
    setTimeout(() => observer.disconnect(), 30_000);
    link.click();
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}

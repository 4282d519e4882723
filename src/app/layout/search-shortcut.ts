// The search shortcut: `/` or Ctrl/⌘+K focuses the sidebar's filter, the element that declares the shortcut in its
// `aria-keyshortcuts`; on a phone it presses Menu first. Listened for once the navigation's code is here and the page
// is idle (sidebar-nav.tsx): the tariff page's first paint does not carry it.

const FILTER = '[aria-keyshortcuts~="/"]';
/** The sidebar's Menu button while its drawer is closed (sidebar.tsx). */
const CLOSED_MENU = '.sidebar-toggle[aria-expanded="false"]';

/**
 * Whether a key press asks for the filter: Ctrl+K or ⌘+K anywhere, or `/` where it would not be typed (outside
 * inputs, text areas, selects and editable content).
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if (event.ctrlKey || event.metaKey) return event.key === 'k' || event.key === 'K';
  const target = event.target as HTMLElement | null;
  return event.key === '/' && !target?.isContentEditable && !/^(INPUT|TEXTAREA|SELECT)$/.test(target?.tagName ?? '');
}

/**
 * The filter, when it is on screen (a phone's closed drawer holds it out of sight). Where the browser cannot say
 * (no `checkVisibility`), a filter on the page counts as shown.
 */
function shownFilter(): HTMLElement | null {
  const filter = document.querySelector<HTMLElement>(FILTER);
  return filter && (typeof filter.checkVisibility !== 'function' || filter.checkVisibility()) ? filter : null;
}

/**
 * Focuses the filter on the shortcut. When it is not on screen (a phone's closed drawer), Menu opens the drawer and
 * the filter takes the focus as it shows: the drawer opens a render later, and its navigation may still be coming.
 */
export function listenForSearch(): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (!isSearchShortcut(event)) return;
    event.preventDefault();
    const filter = shownFilter();
    if (filter) return filter.focus();
    const observer = new MutationObserver(() => {
      const shown = shownFilter();
      if (!shown) return;
      observer.disconnect();
      shown.focus();
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-open'],
    });
    // A navigation that never arrives (its chunk failed) leaves nothing watching.
    setTimeout(() => observer.disconnect(), 30_000);
    document.querySelector<HTMLElement>(CLOSED_MENU)?.click();
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}

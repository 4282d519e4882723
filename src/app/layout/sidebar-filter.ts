// The search shortcut, shared by the sidebar (always on the page, which listens for it) and its navigation (its own
// chunk, which draws the filter). Kept small: it ships with the first load.

/** The sidebar filter's input. */
export const FILTER_ID = 'sidebar-filter-input';

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

import { useSyncExternalStore } from 'react';

// The width at which sidebar.css shows the sidebar beside the page instead of as a drawer behind the Menu button.
const wide = typeof matchMedia === 'undefined' ? null : matchMedia('(min-width: 48rem)');

function subscribe(listener: () => void): () => void {
  wide?.addEventListener('change', listener);
  return () => wide?.removeEventListener('change', listener);
}

/** True while the screen is wide enough for the sidebar to stand beside the page (no media queries: wide). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => wide?.matches ?? true);
}

import { useSyncExternalStore } from 'react';

// Whether this tab is shown: what a background read (the bell's count) waits for, so a hidden tab sends nothing.

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const visible = () => document.visibilityState !== 'hidden';

export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, visible, () => true);
}

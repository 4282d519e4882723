import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';

/**
 * Calls `load` once the page's own reads are answered (on a phone they share a slow link) and the page is idle;
 * checked again then, as the page's first read may start after this effect. A component of its own, so that only it
 * is drawn again when the number of reads under way changes. `load` may be called more than once: it loads once.
 */
export function FetchWhenSettled({ load }: { load: () => unknown }) {
  const queryClient = useQueryClient();
  const fetching = useIsFetching();
  useEffect(() => {
    if (fetching) return;
    let cancelled = false;
    whenIdle(() => {
      if (!cancelled && queryClient.isFetching() === 0) load();
    });
    return () => {
      cancelled = true;
    };
  }, [fetching, queryClient, load]);
  return null;
}

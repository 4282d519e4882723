import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';

/**
 * Whether the page still waits for something of its own (its code, on a first visit of a lazy page: nothing is read
 * until it is here, yet it is the page's first need on a phone's shared link): what it draws meanwhile says it is busy.
 * Its reads, once its code is here, bring this component's next check.
 */
const pageWaiting = () => document.querySelector('main [aria-busy="true"]') !== null;

/** The longest a read that hangs (a service that never answers) keeps what waits for the page's reads away. */
const AT_MOST_MS = 6000;

/**
 * Calls `load` once the page's own code is here and its reads are answered (on a phone they share a slow link) and
 * the page is idle; checked again then, as the page's first read may start after this effect; and after AT_MOST_MS
 * whatever the reads do. A component of its own, so that only it is drawn again when the number of reads under way changes. `load` may
 * be called more than once: it loads once.
 */
export function FetchWhenSettled({ load }: { load: () => unknown }) {
  const queryClient = useQueryClient();
  const fetching = useIsFetching();
  useEffect(() => {
    const timer = setTimeout(load, AT_MOST_MS);
    return () => clearTimeout(timer);
  }, [load]);
  useEffect(() => {
    if (fetching) return;
    let cancelled = false;
    whenIdle(() => {
      if (!cancelled && queryClient.isFetching() === 0 && !pageWaiting()) load();
    });
    return () => {
      cancelled = true;
    };
  }, [fetching, queryClient, load]);
  return null;
}

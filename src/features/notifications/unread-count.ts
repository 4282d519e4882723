import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Bound, isBound } from '../../lib/bindings/bind.ts';
import { readQuery, useRead } from '../../lib/bindings/read.ts';
import { unreadCountRead } from '../../lib/operations/notifications/notify-reads.ts';
import { useLanguage } from '../../lib/i18n/message-table.ts';
import { usePageVisible } from '../../lib/use-page-visible.ts';
import {
  COUNT_INTERVAL_MS,
  COUNT_KEY,
  lastSharedCount,
  nextReadIn,
} from '../../lib/operations/notifications/shared-count.ts';

// The bell's unread count: read while the page is visible (when shown, when it gets focus, then when the count this
// browser's tabs share is an interval old), never while hidden, and at most once per interval for all tabs of a
// sign-in (shared-count.ts). A tab shows what another tab read as soon as it is kept.

export function useUnreadCount(bound: Bound, signInId: string) {
  const language = useLanguage();
  const visible = usePageVisible();
  const client = useQueryClient();

  useEffect(() => {
    const { queryKey } = readQuery(unreadCountRead, bound, signInId, language);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== COUNT_KEY && event.key !== null) return;
      const count = lastSharedCount(signInId);
      if (count !== undefined) client.setQueryData(queryKey, count);
    };
    // A window that gets the focus back without having been hidden (another window was in front) asks too: another
    // tab's fresh answer, else the service.
    const onFocus = () => {
      if (document.visibilityState !== 'hidden') void client.refetchQueries({ queryKey, type: 'active' });
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('focus', onFocus);
    };
  }, [client, signInId, language, bound]);

  return useRead(unreadCountRead, bound, signInId, {
    quiet: true,
    enabled: visible && isBound(bound),
    placeholderData: lastSharedCount(signInId),
    // Again when the shared count is an interval old (every tab wakes then, and only the first reads), and never
    // sooner than an interval after this tab's own last try, answered or not: a refused read is no loop.
    refetchInterval: (query) => {
      const lastTry = Math.max(query.state.dataUpdatedAt, query.state.errorUpdatedAt);
      return Math.max(nextReadIn(signInId), lastTry + COUNT_INTERVAL_MS - Date.now(), 1000) + 250;
    },
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    // A count that cannot be read leaves the bell without a number, and usable.
    retry: false,
  });
}

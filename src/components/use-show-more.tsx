import { useEffect, useRef } from 'react';
import { formatNumber } from '../lib/i18n/format.ts';
import { useLanguage } from '../lib/i18n/message-table.ts';
import { Button } from './button.tsx';

/** What "Show more" needs of a paged read (the kit's `useBoundPages`). */
interface Paged {
  items: readonly unknown[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  showMore: () => void;
}

/**
 * "Show more" for a paged list, which hands the focus to the first item it brought (the element matching `item`, a
 * CSS selector, in the list): the button is gone once the last page is in, and the reader reads on from where the new
 * ones start. `button` is the button while there is more, else null.
 */
export function useShowMore<List extends HTMLElement>(pages: Paged, item: string, label: string) {
  const list = useRef<List>(null);
  const before = useRef<number | undefined>(undefined);
  const count = pages.items.length;
  useEffect(() => {
    if (before.current === undefined || count <= before.current) return;
    list.current?.querySelectorAll<HTMLElement>(item)[before.current]?.focus();
    before.current = undefined;
  }, [count, item]);
  const showMore = () => {
    before.current = count;
    pages.showMore();
  };
  const button = pages.hasNextPage ? (
    <Button onClick={showMore} busy={pages.isFetchingNextPage}>
      {label}
    </Button>
  ) : null;
  return { list, button };
}

/** How many of a paged list's items are shown while the service says it has more ("Showing 10 of 11."). */
export function ShownCount({
  shown,
  total,
  words,
}: {
  shown: number;
  total: number | undefined;
  words: (count: string, total: string) => string;
}) {
  const language = useLanguage();
  return total !== undefined && total > shown ? (
    <p className="hint" role="status">
      {words(formatNumber(shown, language), formatNumber(total, language))}
    </p>
  ) : null;
}

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { formatNumber } from '../lib/i18n/format.ts';
import { useLanguage, useMessages } from '../lib/i18n/message-table.ts';
import { Button } from './button.tsx';
import { rowsMessages } from './first-rows-messages.ts';

// A list the service sends can be of any length: thousands of destinations, servers or events would cost the page
// seconds to draw, so the first rows are drawn and the rest on request. One way to bound a list, for every page.

/** Rows drawn before "Show all". */
export const FIRST_ROWS = 50;

/**
 * Draws `children` with the first `first` items (and any `keep` says must stay, such as the one chosen), then a
 * "Show all N" button that draws the rest. Once pressed, the button gives way to a line saying all are shown, which
 * takes the focus, so the keyboard is not dropped at the top of the page.
 */
export function FirstRows<T>({
  items,
  first = FIRST_ROWS,
  keep,
  children,
}: {
  items: readonly T[];
  first?: number;
  keep?: (item: T) => boolean;
  children: (shown: readonly T[]) => ReactNode;
}) {
  const m = useMessages(rowsMessages);
  const language = useLanguage();
  const [all, setAll] = useState(false);
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (all) said.current?.focus();
  }, [all]);
  const bounded = !all && items.length > first;
  const shown = !bounded
    ? items
    : keep
      ? items.filter((item, index) => index < first || keep(item))
      : items.slice(0, first);
  const count = formatNumber(items.length, language);
  return (
    <>
      {children(shown)}
      {bounded ? (
        <Button variant="quiet" className="first-rows-more" onClick={() => setAll(true)}>
          {m.showAll(count)}
        </Button>
      ) : all && items.length > first ? (
        <p ref={said} tabIndex={-1} className="hint first-rows-all">
          {m.showingAll(count)}
        </p>
      ) : null}
    </>
  );
}

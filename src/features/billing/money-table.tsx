import type { ReactNode, RefObject } from 'react';

/**
 * A table of the page's entries (the history, the payments): its columns' headings, a row each; where the card is
 * narrow each row is drawn as a block (billing.css), and a last cell whose figure needs its heading's words carries
 * them as `data-label`. Reachable by the keyboard (it scrolls sideways should a long word still not fit); `list` is
 * where Show more takes the reader on from.
 */
export function MoneyTable({
  title,
  head,
  list,
  children,
}: {
  title: string;
  /** The columns' headings, by title and whether the column holds figures (aligned to the end). */
  head: readonly { title: string; figures?: boolean }[];
  list: RefObject<HTMLDivElement | null>;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <div className="billing-table" role="group" aria-label={title} tabIndex={0} ref={list}>
      <table>
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            {head.map((column) => (
              <th key={column.title} scope="col" className={column.figures ? 'billing-number' : undefined}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

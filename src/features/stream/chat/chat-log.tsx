import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';

/** Within this many pixels of the end, the reader is at the newest message: the log follows what arrives. */
const AT_END_PX = 32;

/**
 * The chat's log, newest at the bottom: it keeps to the newest as messages arrive, and stops where the reader scrolls
 * up — then a button says how many came meanwhile and goes back to them. What arrives is announced politely.
 */
export function ChatLog({
  ids,
  label,
  newLabel,
  logRef,
  children,
}: {
  /** The messages' IDs in order: what tells the log something arrived. */
  ids: readonly string[];
  label: string;
  newLabel: (count: number) => string;
  logRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  const atEnd = useRef(true);
  /** Where the log was last scrolled to, to tell the reader's scroll up from the end moving away below it. */
  const lastTop = useRef(0);
  const shown = useRef<ReadonlySet<string> | undefined>(undefined);
  const [unseen, setUnseen] = useState(0);

  useLayoutEffect(() => {
    const log = logRef.current;
    const before = shown.current;
    shown.current = new Set(ids);
    if (!log) return;
    // What came after the newest one shown before: earlier messages read in above it are no news.
    let newest = ids.length - 1;
    while (newest >= 0 && before !== undefined && !before.has(ids[newest]!)) newest -= 1;
    const arrived = before === undefined ? ids.length : ids.length - 1 - newest;
    if (arrived === 0) return;
    if (atEnd.current) log.scrollTop = log.scrollHeight;
    else setUnseen((count) => count + arrived);
  }, [ids, logRef]);

  // What the log holds is a list, or a line saying it is empty: each observed as it comes.
  const empty = ids.length === 0;
  // At the end, the log stays there as it or its messages change size (the form drawn below it, names read in).
  useEffect(() => {
    const log = logRef.current;
    if (!log || typeof ResizeObserver === 'undefined') return;
    const keep = new ResizeObserver(() => {
      if (atEnd.current) log.scrollTop = log.scrollHeight;
    });
    keep.observe(log);
    for (const child of log.children) keep.observe(child);
    return () => keep.disconnect();
  }, [logRef, empty]);

  const toEnd = () => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
    atEnd.current = true;
    setUnseen(0);
  };

  return (
    <div className="chat-log-frame">
      <div
        ref={logRef}
        className="chat-log"
        role="log"
        aria-live="polite"
        aria-label={label}
        // Scrolled by the keyboard too, when nothing in it takes the focus.
        tabIndex={0}
        onScroll={(event) => {
          const log = event.currentTarget;
          // Only the reader scrolling up leaves the end: a scroll to it whose event comes after the messages grew
          // (a busy machine's next frame) finds it short of the end, and is taken back there rather than left.
          if (log.scrollHeight - log.scrollTop - log.clientHeight <= AT_END_PX) atEnd.current = true;
          else if (log.scrollTop < lastTop.current) atEnd.current = false;
          else if (atEnd.current) log.scrollTop = log.scrollHeight;
          lastTop.current = log.scrollTop;
          if (atEnd.current) setUnseen(0);
        }}
      >
        {children}
      </div>
      {unseen > 0 ? (
        <Button variant="primary" size="large" className="chat-jump" onClick={toEnd}>
          <span aria-hidden="true">↓ </span>
          {newLabel(unseen)}
        </Button>
      ) : null}
    </div>
  );
}

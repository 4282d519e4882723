import { type FocusEvent, useRef, useState } from 'react';

type Key = string | number;

/**
 * A list that sorts itself as its reads land keeps its order while the reader moves the pointer over it or has the focus in it:
 * a row does not move from under a pointer about to press it, nor away from the keyboard's focus. Rows that come
 * while it is held go after the others, in their sorted order; the sorted order is taken up again once the pointer
 * and the focus have both left. `hold` goes on the list's element.
 */
export function useHeldOrder<T>(sorted: readonly T[], keyOf: (item: T) => Key) {
  const [held, setHeld] = useState<readonly Key[] | null>(null);
  const pointing = useRef(false);
  const focused = useRef(false);
  const current = sorted.map(keyOf);
  const take = () => setHeld((order) => order ?? current);
  const release = () => {
    if (!pointing.current && !focused.current) setHeld(null);
  };
  const hold = {
    // A move, not an enter: a list drawn under a pointer that rests still is not being read yet.
    onPointerMove: () => {
      pointing.current = true;
      take();
    },
    onPointerLeave: () => {
      pointing.current = false;
      release();
    },
    onFocus: () => {
      focused.current = true;
      take();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      focused.current = false;
      release();
    },
  };
  if (!held) return { items: sorted, hold };
  const place = new Map(held.map((key, index) => [key, index]));
  const items = sorted
    .map((item, index) => ({ item, index, at: place.get(keyOf(item)) ?? held.length + index }))
    .sort((a, b) => a.at - b.at)
    .map(({ item }) => item);
  return { items, hold };
}

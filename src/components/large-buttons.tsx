import type { ReactNode } from 'react';

/**
 * A part of a page a phone's thumb works in (a card's actions, the Stream page's parts): every button drawn inside,
 * the components' too (a secret's Show, a Copy, a menu's items), takes a thumb's size (button.css). The part draws
 * no box of its own: its children lay out as the page's own.
 */
export function LargeButtons({ children }: { children: ReactNode }) {
  return <div className="buttons-large">{children}</div>;
}

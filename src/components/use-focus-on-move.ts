import { type RefObject, useEffect, useRef } from 'react';

/**
 * Going between a page and one of its own pages (a list and an item of it) is a new page with the same frame: the
 * heading takes the focus, as it would on a page of its own (the link pressed is gone). A page opened by its address
 * starts at the top anyway.
 */
export function useFocusOnMove(heading: RefObject<HTMLHeadingElement | null>, subPage: string | undefined) {
  const shown = useRef(subPage);
  useEffect(() => {
    if (shown.current === subPage) return;
    shown.current = subPage;
    heading.current?.focus();
  }, [heading, subPage]);
}

import { createContext, useContext } from 'react';

// The groups a designed page binds, provided by the frame that binds them (components/bound-part.tsx): a write
// on the page makes all of their reads stale, not only its own group's, because a page shows them together — a
// destination switched in Channel changes what Live and ProjectChannel answer on the same page.

export const PageGroups = createContext<readonly string[]>([]);

export const usePageGroups = () => useContext(PageGroups);

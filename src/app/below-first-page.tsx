import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { configReady } from '../config/runtime-config.ts';

/**
 * Below the first load's page (its <Outlet />): its route module (routes/restream-route.tsx), whose code (and then
 * the description) is asked for after the page has rendered, so nothing of it competes with it. Should its chunk fail
 * to load, the page's own part is all there is.
 */
export function BelowFirstPage() {
  const [Below, setBelow] = useState<ComponentType | null>(null);
  useEffect(() => {
    // Cards restored from the last visit render before config.json is read; the section reads its description
    // setting. A task of its own: an effect may still run in the task that rendered the cards. Left before it lands,
    // the page drops the state it sets (React ignores it), so nothing needs cancelling.
    void configReady.then(() =>
      setTimeout(() =>
        import('./routes/restream-route.tsx').then(
          // A transition: what is below the cards is drawn in slices, so a tap on them is never kept waiting.
          (below) => startTransition(() => setBelow(() => below.Component)),
          () => {},
        ),
      ),
    );
  }, []);
  return Below ? <Below /> : null;
}

import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { configReady } from '../config/runtime-config.ts';
import { loadCatalogPages } from './routes/catalog-route.ts';

/**
 * Below an eager designed page's own part (its <Outlet />): what its manifest (designed-pages.ts) loads. Its code
 * (and then the description) is asked for after the page has rendered, so nothing of it competes with it. Should its
 * chunk fail to load, the page's own part is all there is.
 */
export function DesignedPageBelowSlot({ page }: { page: string }) {
  const [Below, setBelow] = useState<ComponentType<{ page: string }> | null>(null);
  useEffect(() => {
    // Cards restored from the last visit render before config.json is read; the section reads its description
    // setting. A task of its own: an effect may still run in the task that rendered the cards. Left before it lands,
    // the page drops the state it sets (React ignores it), so nothing needs cancelling.
    void configReady.then(() =>
      setTimeout(() =>
        loadCatalogPages().then(
          // A transition: what is below the cards is drawn in slices, so a tap on them is never kept waiting.
          (pages) => startTransition(() => setBelow(() => pages.BelowPage)),
          () => {},
        ),
      ),
    );
  }, []);
  return Below ? <Below page={page} /> : null;
}

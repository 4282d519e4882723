import { type ComponentType, useEffect, useState } from 'react';
import { configReady } from '../config/runtime-config.ts';
import { loadCatalogPages } from './routes/catalog-route.ts';

/**
 * Below a typed page's cards (its <Outlet />): the group's operations, as its group page lists them, and with a
 * description what it adds. Its code (and then the description) is asked for after the cards have rendered, so
 * nothing of it competes with them. Should its chunk fail to load, the cards are all there is.
 */
export function DescribedSectionSlot({ group }: { group: string }) {
  const [Section, setSection] = useState<ComponentType<{ group: string }> | null>(null);
  useEffect(() => {
    // Cards restored from the last visit render before config.json is read; the section reads its description
    // setting. A task of its own: an effect may still run in the task that rendered the cards. Left before it lands,
    // the page drops the state it sets (React ignores it), so nothing needs cancelling.
    void configReady.then(() =>
      setTimeout(() =>
        loadCatalogPages().then(
          (pages) => setSection(() => pages.TypedPageBelow),
          () => {},
        ),
      ),
    );
  }, []);
  return Section ? <Section group={group} /> : null;
}

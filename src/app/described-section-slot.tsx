import { type ComponentType, useEffect, useState } from 'react';
import { configReady, runtimeConfig } from '../config/runtime-config.ts';
import { loadConsolePages } from './load-console-pages.ts';

/**
 * Below a typed page's cards (its <Outlet />): the group's operations the deployment's description adds. Nothing
 * without a description; with one, its code (and then the description) is asked for after the cards have rendered,
 * so nothing of it competes with them. Should its chunk fail to load, the cards are all there is.
 */
export function DescribedSectionSlot({ group }: { group: string }) {
  const [Section, setSection] = useState<ComponentType<{ group: string }> | null>(null);
  useEffect(() => {
    let cancelled = false;
    // Cards restored from the last visit render before config.json is read: the setting is only known after it.
    void configReady.then(() => {
      if (cancelled || !runtimeConfig().serviceDescriptionUrl) return;
      // A task of its own: an effect may still run in the task that rendered the cards.
      setTimeout(() => {
        if (!cancelled) loadConsolePages().then((pages) => !cancelled && setSection(() => pages.DescribedSection), () => {});
      });
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return Section ? <Section group={group} /> : null;
}

import { type ComponentType, useEffect, useState } from 'react';
import { configReady, runtimeConfig } from '../config/runtime-config.ts';
import { loadCatalogPages } from '../features/catalog/load-catalog-pages.ts';

/**
 * Below the tariff page's cards (its <Outlet />): the PlanRestream operations the deployment's description adds.
 * Nothing without a description; with one, its code (and then the description) is asked for after the cards have
 * rendered, so nothing of it competes with them. Should its chunk fail to load, the cards are all there is.
 */
export function TariffOperationsSlot() {
  const [Section, setSection] = useState<ComponentType | null>(null);
  useEffect(() => {
    let cancelled = false;
    // Cards restored from the last visit render before config.json is read: the setting is only known after it.
    void configReady.then(() => {
      if (cancelled || !runtimeConfig().serviceDescriptionUrl) return;
      // A task of its own: an effect may still run in the task that rendered the cards.
      setTimeout(() => {
        if (!cancelled) loadCatalogPages().then((pages) => !cancelled && setSection(() => pages.TariffOperationsSection), () => {});
      });
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return Section ? <Section /> : null;
}

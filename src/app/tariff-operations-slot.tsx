import { type ComponentType, useEffect, useState } from 'react';
import { runtimeConfig } from '../config/runtime-config.ts';
import { loadCatalogPages } from '../features/catalog/load-catalog-pages.ts';

/**
 * Below the tariff page's cards (its <Outlet />): the PlanRestream operations the deployment's description adds.
 * Nothing without a description; with one, its code (and then the description) is asked for after the cards have
 * rendered, so nothing of it competes with them. Should its chunk fail to load, the cards are all there is.
 */
export function TariffOperationsSlot() {
  const [Section, setSection] = useState<ComponentType | null>(null);
  useEffect(() => {
    // Rendered below a plan answer, which waited for config.json: the setting is known by now.
    if (!runtimeConfig().serviceDescriptionUrl) return;
    // A task of its own: an effect may still run in the task that rendered the cards.
    const timer = setTimeout(() => loadCatalogPages().then((pages) => setSection(() => pages.TariffOperationsSection), () => {}));
    return () => clearTimeout(timer);
  }, []);
  return Section ? <Section /> : null;
}

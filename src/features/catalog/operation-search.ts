/**
 * The sidebar's filter: matches groups by either name at once, and by operation name once catalog.ts has loaded.
 * catalog.ts (operations, purposes in three languages) is far larger than the navigation index, so it is
 * fetched only when someone starts filtering.
 */
import { useState } from 'react';
import type { NavGroup } from './catalog-index.ts';
import type { CatalogGroup } from './catalog-types.ts';

type Catalog = readonly CatalogGroup[];

/**
 * The full catalog: null until loaded; empty when it could not be loaded (the filter then matches group
 * names only, and the next call tries again). `load` is cheap to call on every focus or keystroke: the
 * module is fetched once.
 */
export function useCatalogOnDemand(): [Catalog | null, () => void] {
  const [catalog, setCatalog] = useState<Catalog | null>(null);
  const load = () => {
    import('./catalog.ts').then(
      (module) => setCatalog(module.catalog),
      () => setCatalog((current) => current ?? []),
    );
  };
  return [catalog, load];
}

export interface GroupMatch {
  group: NavGroup;
  /** The first matching operation name when the group's own name does not match: it says why the group is listed. */
  operation?: string | undefined;
}

/** Groups whose document name, name for people (`label`) or, once the catalog is here, an operation matches. */
export function matchGroups(
  groups: readonly NavGroup[],
  query: string,
  catalog: Catalog | null,
  label: (group: NavGroup) => string = (group) => group.name,
): GroupMatch[] {
  const q = query.trim().toLowerCase();
  return groups.flatMap((group) => {
    if (group.name.toLowerCase().includes(q) || label(group).toLowerCase().includes(q)) return [{ group }];
    const operation = catalog
      ?.find((full) => full.name === group.name)
      ?.operations.find((op) => op.name.toLowerCase().includes(q))?.name;
    return operation === undefined ? [] : [{ group, operation }];
  });
}

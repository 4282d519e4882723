/**
 * The API page's search of groups: by either name, and by an operation's name (catalog.ts, which the catalog's pages
 * carry; without it, by the groups' names alone).
 */
import type { NavGroup } from './catalog-index.ts';
import type { CatalogGroup } from './catalog-types.ts';

type Catalog = readonly CatalogGroup[];

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

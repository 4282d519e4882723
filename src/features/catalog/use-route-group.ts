import { useMatches } from 'react-router';
import { catalog } from './catalog.ts';
import type { CatalogGroup } from './catalog-types.ts';
import { isGroupHandle } from './route-handle.ts';

/** The catalog group of the deepest matched route that names one (see catalog-routes.tsx). */
export function useRouteGroup(): CatalogGroup {
  const handles = useMatches()
    .map((match) => match.handle)
    .filter(isGroupHandle);
  const name = handles.at(-1)?.group;
  const group = catalog.find((candidate) => candidate.name === name);
  // Only a route table out of step with the catalog gets here; RouteError shows it.
  if (!group) throw new Error(`No catalog group for this route: ${String(name)}`);
  return group;
}

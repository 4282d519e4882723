import { useDeferredValue, useMemo } from 'react';
import { useServiceDescription } from '../description-status/use-service-description.ts';
import { bindAll } from './bind.ts';
import type { BoundRoles, PartManifest } from './manifest.ts';

/**
 * The kit's own: a part's manifest bound against the deployment's description, for the frame that draws the part
 * (components/bound-part.tsx) — undefined until the description is read (`url` null: none is configured; `query`
 * says whether it is loading or why it failed). A manifest is bound again when it is another object.
 */
export function useBindings<Role extends string>(part: PartManifest<Role>) {
  const { url, query } = useServiceDescription();
  // A description that arrives while the page is up is bound in a render React may interrupt: every part of the page
  // that binds (the header, the page, what is below it) would otherwise be drawn again in one task.
  const description = useDeferredValue(query.data);
  const bound = useMemo(
    () => (description ? (bindAll(description, part.group, part.bindings) as BoundRoles<Role>) : undefined),
    [description, part],
  );
  return { url, query, description, bound };
}

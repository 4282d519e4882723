import { useDeferredValue } from 'react';
import { useServiceDescription } from '../description-status/use-service-description.ts';
import type { ServiceDescription } from '../service-description/description.ts';
import { bindAll } from './bind.ts';
import type { BoundRoles, PartManifest } from './manifest.ts';

/** Each description's bound manifests: a manifest is bound once per description, whoever asks (the loader, the frame). */
const boundOf = new WeakMap<ServiceDescription, WeakMap<PartManifest<string>, BoundRoles<string>>>();

/**
 * A manifest bound against a description, the same object for every caller: a page's loader and its frame hand the
 * same roles to what they read, and what is sent once per bound roles (keep-reads.ts) is sent once.
 */
export function bindPart<Role extends string>(description: ServiceDescription, part: PartManifest<Role>) {
  let parts = boundOf.get(description);
  if (!parts) boundOf.set(description, (parts = new WeakMap()));
  let bound = parts.get(part);
  if (!bound) parts.set(part, (bound = bindAll(description, part.group, part.bindings)));
  return bound as BoundRoles<Role>;
}

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
  const bound = description ? bindPart(description, part) : undefined;
  return { url, query, description, bound };
}

import { useMemo } from 'react';
import { useServiceDescription } from '../description-status/use-service-description.ts';
import { bindManifest } from './bind-manifest.ts';
import type { GroupPageManifest } from './group-page.ts';

/**
 * A designed page's bindings against the deployment's description: undefined until there is one (`url` null: none
 * is configured; `query` says whether it is loading or why it failed), then each role a Binding or why not.
 */
export function useGroupBindings<Role extends string>(manifest: Pick<GroupPageManifest<Role>, 'group' | 'bindings'>) {
  const { url, query } = useServiceDescription();
  const description = query.data;
  const bindings = useMemo(
    () => (description ? bindManifest(description, manifest) : undefined),
    [description, manifest],
  );
  return { url, query, description, bindings };
}

import type { ServiceDescription } from '../service-description/description.ts';
import { type Binding, type BindingProblem, bind } from './bind.ts';
import type { BindingSpec, GroupPageManifest } from './group-page.ts';

/** Every binding a manifest names, bound against a description: each a Binding or why it is not one. */
export function bindManifest<Role extends string>(
  description: ServiceDescription,
  manifest: Pick<GroupPageManifest<Role>, 'group' | 'bindings'>,
): Record<Role, Binding | BindingProblem> {
  const bound = {} as Record<Role, Binding | BindingProblem>;
  for (const [role, spec] of Object.entries(manifest.bindings) as [Role, BindingSpec][])
    bound[role] =
      typeof spec === 'string'
        ? bind(description, manifest.group, spec)
        : bind(description, manifest.group, spec.read, { read: true, ...(spec.fills ? { fills: spec.fills } : {}) });
  return bound;
}

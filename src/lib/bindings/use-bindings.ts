import { useDeferredValue, useMemo } from 'react';
import { useServiceDescription } from '../description-status/use-service-description.ts';
import { type BindingSpec, type Bound, bindAll } from './bind.ts';

/**
 * Bindings against the deployment's description: undefined until it is read (`url` null: none is configured; `query`
 * says whether it is loading or why it failed), then each role bound or why not. Pass a module-level `bindings`
 * object: it is bound again when it changes.
 */
export function useBindings<Role extends string>(group: string, bindings: Readonly<Record<Role, BindingSpec>>) {
  const { url, query } = useServiceDescription();
  // A description that arrives while the page is up is bound in a render React may interrupt: every part of the page
  // that binds (the header, the page, what is below it) would otherwise be drawn again in one task.
  const description = useDeferredValue(query.data);
  const bound = useMemo(
    () => (description ? bindAll(description, group, bindings) : undefined),
    [description, group, bindings],
  );
  return { url, query, description, bound: bound as Readonly<Record<Role, Bound>> | undefined };
}

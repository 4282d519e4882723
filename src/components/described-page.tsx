import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { type BindingSpec, type Bound, groupsOf } from '../lib/bindings/bind.ts';
import { PageGroups } from '../lib/bindings/page-groups.ts';
import { useBindings } from '../lib/bindings/use-bindings.ts';
import { descriptionMessages } from '../lib/description-status/description-messages.ts';
import { descriptionProblem } from '../lib/description-status/use-service-description.ts';
import { useMessages } from '../lib/i18n/message-table.ts';
import type { ServiceDescription } from '../lib/service-description/description.ts';
import { Button } from './button.tsx';

/**
 * The frame of anything built from the deployment's description: the description's states, written once. None
 * configured, or one that could not be read (with Try again): a line saying so and what stands instead, then
 * `fallback`. While it is read: a line saying so, then `pending`. Then the bindings, bound by the document's names,
 * for `children` — and the groups they name, which a write inside makes stale.
 */
export function DescribedPage<Role extends string>({
  group,
  bindings,
  fallback = null,
  pending = null,
  instead,
  quiet = false,
  children,
}: {
  /** The group a name without one belongs to. */
  group: string;
  bindings: Readonly<Record<Role, BindingSpec>>;
  fallback?: ReactNode;
  pending?: ReactNode;
  /** The sentence that says what stands instead (the fallback); by default, the interface document's list. */
  instead?: string;
  /**
   * For what works without a description: `true` says nothing of its states (the fallback or `pending` alone),
   * `'unconfigured'` says nothing when none is configured — which is then no problem — but says a failure.
   */
  quiet?: boolean | 'unconfigured';
  children: (bound: Readonly<Record<Role, Bound>>, description: ServiceDescription) => ReactNode;
}) {
  const m = useMessages(descriptionMessages);
  const { url, query, description, bound } = useBindings(group, bindings);
  const groups = useMemo(() => (bound ? groupsOf(bound) : []), [bound]);
  if (url === null || query.isError) {
    if (quiet === true || (quiet === 'unconfigured' && url === null)) return fallback;
    return (
      <>
        <div className="notice described-note" role={url === null ? 'note' : 'alert'}>
          <p>
            {url === null ? m.notConfigured : m.pageFailed(descriptionProblem(query.error, m))} {instead ?? m.instead}
          </p>
          {url === null ? null : (
            <Button busy={query.isFetching} disabled={query.isFetching} onClick={() => void query.refetch()}>
              {m.tryAgain}
            </Button>
          )}
        </div>
        {fallback}
      </>
    );
  }
  if (!description || !bound)
    return (
      <>
        {quiet === true ? null : (
          <p role="status" className="hint" aria-busy="true">
            {m.descriptionLoading}
          </p>
        )}
        {pending}
      </>
    );
  return <PageGroups.Provider value={groups}>{children(bound, description)}</PageGroups.Provider>;
}

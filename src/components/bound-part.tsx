import type { ReactNode } from 'react';
import { createContext, useContext, useMemo } from 'react';
import { groupsOf, isBound } from '../lib/bindings/bind.ts';
import type { BoundRoles, PartManifest } from '../lib/bindings/manifest.ts';
import { PageGroups, usePageGroups } from '../lib/bindings/page-groups.ts';
import { useBindings } from '../lib/bindings/use-bindings.ts';
import { useDescriptionWords } from '../lib/description-status/description-words.ts';
import { descriptionProblem } from '../lib/description-status/use-service-description.ts';
import type { ServiceDescription } from '../lib/service-description/description.ts';
import { Button } from './button.tsx';
import { PartNote } from './part-note.tsx';

/**
 * Whether a frame around has already said the description's state (not configured, failed, being read): a part
 * drawn inside it (the interface document's list under a designed page) does not say it a second time.
 */
const DescriptionStateSaid = createContext(false);

/**
 * The frame of anything built from the deployment's description — a page, a section, a header's element: its
 * manifest bound, and the description's states drawn here once. None configured, or one that could not be read (with
 * Try again): a line saying so and what stands instead, then `fallback`. While it is read: a line saying so, then
 * `pending`. A role in `needs` that is not bound: its one line (`PartNote`) and `fallback`. Then the
 * view, handed every role bound or why not — never undefined — and the groups they name, which a write inside makes
 * stale (with those of the page around it).
 */
export function BoundPart<Role extends string>({
  part,
  needs = [],
  fallback = null,
  pending = null,
  instead,
  quiet = false,
  children,
}: {
  /** A module-level manifest (`definePart`): a new object is bound again. */
  part: PartManifest<Role>;
  /** Roles without which the view has nothing to show. */
  needs?: readonly NoInfer<Role>[];
  fallback?: ReactNode;
  pending?: ReactNode;
  /** The sentence that says what stands instead (the fallback); by default, the interface document's list where there is one. */
  instead?: string;
  /**
   * For what works without a description (a header's element, what is below a page that stands on its own): `true`
   * says nothing of its states (the fallback or `pending` alone), `'unconfigured'` says nothing when none is
   * configured — which is then no problem — but says a failure.
   */
  quiet?: boolean | 'unconfigured';
  children: (bound: BoundRoles<Role>, description: ServiceDescription) => ReactNode;
}) {
  const m = useDescriptionWords();
  const said = useContext(DescriptionStateSaid);
  const { url, query, description, bound } = useBindings(part);
  const around = usePageGroups();
  const groups = useMemo(() => (bound ? [...new Set([...around, ...groupsOf(bound)])] : around), [bound, around]);
  // Whatever stands in the part's place is drawn in one place, whichever state it is in, so an element that stands in
  // more than one (a form drawn before the description and after it) is kept, with what is typed in it and the focus.
  let note: ReactNode = null;
  let content: ReactNode;
  let descriptionNote = false;
  if (url === null || query.isError) {
    content = fallback;
    const stateText = url === null ? m.notConfigured : m.pageFailed(descriptionProblem(query.error, m));
    const standsInstead = instead ?? (fallback === null ? null : m.instead);
    descriptionNote =
      !(said || quiet === true || (quiet === 'unconfigured' && url === null)) &&
      (stateText !== null || standsInstead !== null);
    if (descriptionNote)
      note = (
        <div className="notice described-note" role={url === null ? 'note' : 'alert'}>
          <p>
            {stateText}
            {stateText !== null && standsInstead !== null ? ' ' : null}
            {standsInstead}
          </p>
          {url === null ? null : (
            <Button busy={query.isFetching} disabled={query.isFetching} onClick={() => void query.refetch()}>
              {m.tryAgain}
            </Button>
          )}
        </div>
      );
  } else if (!description || !bound) {
    content = pending;
    descriptionNote = !said && quiet !== true;
    if (descriptionNote)
      note = (
        <p role="status" className="hint" aria-busy="true">
          {m.descriptionLoading}
        </p>
      );
  } else {
    const missing = needs.map((role) => bound[role]).filter((one) => !isBound(one));
    if (missing.length) {
      content = fallback;
      if (quiet !== true) note = <PartNote part={missing} />;
    } else content = children(bound, description);
  }
  return (
    <>
      {note}
      <DescriptionStateSaid.Provider value={said || descriptionNote}>
        <PageGroups.Provider value={groups}>{content}</PageGroups.Provider>
      </DescriptionStateSaid.Provider>
    </>
  );
}

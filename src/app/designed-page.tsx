import { type ComponentType, type ReactNode, useMemo } from 'react';
import { useParams } from 'react-router';
import { BoundPart } from '../components/bound-part.tsx';
import { SignedOutPanel } from '../components/signed-out-panel.tsx';
import { SlotsContext } from '../components/slots.tsx';
import { parseProjectId } from '../config/paths.ts';
import { catalogGroups } from '../features/catalog/catalog-groups.ts';
import { GeneratedPage } from '../features/catalog/generated-page.tsx';
import type { PageManifest, PageProps } from '../lib/bindings/manifest.ts';
import { useTokenStore } from '../lib/session/token-store.ts';
import { operationHref, operationsHref } from './operation-href.ts';
import { pageSlots } from './page-slots.ts';

interface DesignedPageProps<Role extends string> {
  manifest: PageManifest<Role>;
  view: ComponentType<PageProps<Role>>;
  /** Below a page of the first load, which works without the description: nothing is said of its states. */
  quiet?: boolean;
}

/**
 * A designed page as its route module draws it: the project and the page's own segment from the route's params, the
 * manifest bound against the description (components/bound-part.tsx says the description's states until then), and
 * the view handed each role bound, with the group's generated page to fall back on. A project's page needs a
 * session; an ID that is no project number is the generated page's to explain.
 */
export function DesignedPage<Role extends string>({ manifest, view: View, quiet = false }: DesignedPageProps<Role>) {
  const params = useParams();
  const signedIn = useTokenStore((state) => state.session !== null);
  const group = catalogGroups.find((candidate) => candidate.name === manifest.group)!;
  const rawProjectId = params.projectId ?? '';
  const projectId = group.scope === 'project' ? parseProjectId(rawProjectId) : null;
  const { subPage } = params;
  const fallback = useMemo<ReactNode>(
    () => (quiet ? null : <GeneratedPage group={group} projectId={projectId} rawProjectId={rawProjectId} />),
    [quiet, group, projectId, rawProjectId],
  );
  if (projectId !== null && !signedIn && !quiet) return <SignedOutPanel />;
  return (
    <SlotsContext.Provider value={pageSlots}>
      <BoundPart part={manifest} fallback={fallback} quiet={quiet}>
        {(bound, description) => (
          <LoadedView
            view={View}
            group={manifest.group}
            projectId={projectId}
            fallback={fallback}
            bound={bound}
            description={description}
            subPage={subPage}
          />
        )}
      </BoundPart>
    </SlotsContext.Provider>
  );
}

/**
 * The same props while what they hold is the same: the view's parts are memoized, and a new object (or a new
 * `operationHref`) each time the frame draws again (the description's state, checked in the background) would draw
 * every part again.
 */
function LoadedView<Role extends string>({
  view: View,
  group,
  projectId,
  fallback,
  bound,
  description,
  subPage,
}: Omit<PageProps<Role>, 'operationHref' | 'operationsHref'> & {
  view: ComponentType<PageProps<Role>>;
  group: string;
}) {
  const props = useMemo<PageProps<Role>>(
    () => ({
      projectId,
      fallback,
      bound,
      description,
      subPage,
      operationHref: (linked, key, fields) => operationHref(linked, key, fields, projectId),
      operationsHref: operationsHref(group, projectId),
    }),
    [projectId, fallback, bound, description, subPage, group],
  );
  return <View {...props} />;
}

import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router';
import { SignedOutPanel } from '../../components/signed-out-panel.tsx';
import { parseProjectId } from '../../config/paths.ts';
import { catalogGroups } from '../../features/catalog/catalog-groups.ts';
import { AllOperationsPage } from '../../features/catalog/all-operations-page.tsx';
import { allOperationsTarget, catalogTarget } from '../../features/catalog/catalog-path.ts';
import { BadProjectPanel } from '../../features/catalog/bad-project-panel.tsx';
import { GeneratedPage } from '../../features/catalog/generated-page.tsx';
import { useTokenStore } from '../../lib/session/token-store.ts';
import { NotFound as NotFoundPage } from '../../components/not-found.tsx';
import { RouteLoading } from '../layout/route-loading.tsx';
import { DesignedPage, designedPageOf, manifestOf, viewOf } from '../designed-page.tsx';
import { invitationTarget } from '../../features/team/model/invite-path.ts';

// An operation's page (the console) is the power user's: a chunk of its own, so a group's page, designed or not, does
// not wait for the console's code.
const OperationRoute = lazy(() =>
  import('./operation-route.tsx').then((module) => ({ default: module.OperationRoute })),
);

// An invitation's link opens rarely, and never as a first visit's page worth a route of the first load's own.
const InvitePage = lazy(() =>
  import('../../features/team/invite-route.tsx').then((module) => ({ default: module.InvitePage })),
);

/*
 * Every page of the catalog, in one lazily loaded module (loadCatalogPages in catalog-route.tsx): the group pages, the
 * designed group pages that load with their route, "not found", what goes below an eager designed page (what its
 * manifest loads), and the way to the described operations' pages (the console, a chunk of its own that its chunk
 * names). One chunk, so the first bundle names one file for all of them (each lazy chunk it can load costs it a file
 * name). It lives in app/ because it joins two features, which must not import each other.
 */
export { BelowPage } from '../designed-page-below.tsx';
/**
 * Starts loading a group's designed page, if it has one (the navigation's and the API page's links, on hovering or
 * focusing them).
 */
export function prefetchGroupPage(group?: string): void {
  const line = group === undefined ? undefined : designedPageOf(group);
  if (line)
    manifestOf(line)
      .then(viewOf)
      .catch(() => {});
}

/**
 * Every path no other route claims (catalog-route.tsx), as the route map (config/route-map.ts) says: an invitation's
 * page, the API page, a catalog group's page (its designed page where a line of the map names the group), one of its
 * described operations' pages, or "not found". A project's pages need a session; an id that is no project number is
 * the page's to explain, signed in or not.
 */
export function CatalogPage() {
  const { pathname } = useLocation();
  const signedIn = useTokenStore((state) => state.session !== null);
  const invitation = invitationTarget(pathname);
  if (invitation)
    return (
      <Suspense key="invitation" fallback={<RouteLoading />}>
        <InvitePage linked={invitation.secret} />
      </Suspense>
    );
  const all = allOperationsTarget(pathname);
  if (all) return <AllOperations rawProjectId={all.rawProjectId} signedIn={signedIn} />;
  const target = catalogTarget(pathname);
  const group = target && catalogGroups.find((candidate) => candidate.name === target.group.name);
  if (!target || !group) return <NotFoundPage />;
  const rawProjectId = target.rawProjectId ?? '';
  const projectId = group.scope === 'project' ? parseProjectId(rawProjectId) : null;
  if (projectId !== null && !signedIn) return <SignedOutPanel />;
  // Keyed as the routes per group and operation were: another group's page is a new page; another operation of the
  // same group, or the same page of another project, is the same page with new values.
  const groupPage = (
    <GeneratedPage key={`${group.name} page`} group={group} projectId={projectId} rawProjectId={rawProjectId} />
  );
  const designed = designedPageOf(group.name);
  if (target.operationKey === undefined && designed && !target.operations) {
    // A designed page is at its group's path, with the generated page to fall back on (app/designed-pages.ts); its
    // own pages under that path are the same page with another segment, so going between them keeps what it read.
    // It ends with the page: the group's operations are a link in its header (`operationsHref`).
    return (
      <Suspense key={`${group.name} designed`} fallback={<RouteLoading />}>
        <DesignedPage line={designed} projectId={projectId} subPage={target.subPage} fallback={groupPage} />
      </Suspense>
    );
  }
  return target.operationKey === undefined ? (
    groupPage
  ) : (
    <Suspense key={`${group.name} operation`} fallback={<RouteLoading />}>
      <OperationRoute
        group={group}
        operationKey={target.operationKey}
        projectId={projectId}
        rawProjectId={rawProjectId}
        designed={designed}
      />
    </Suspense>
  );
}

/** The API page, a project's (its groups too) or not; an id that is no project number is the page's to explain. */
function AllOperations({ rawProjectId, signedIn }: { rawProjectId: string | undefined; signedIn: boolean }) {
  if (rawProjectId === undefined) return <AllOperationsPage projectId={null} onPrefetch={prefetchGroupPage} />;
  const projectId = parseProjectId(rawProjectId);
  if (projectId === null)
    return <BadProjectPanel groupName={undefined} rawProjectId={rawProjectId} titleId="all-operations-title" />;
  if (!signedIn) return <SignedOutPanel />;
  return <AllOperationsPage key={projectId} projectId={projectId} onPrefetch={prefetchGroupPage} />;
}

// The module's `Component`, so the catch-all route uses the module as it comes.
export { CatalogPage as Component };

import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { SignedOutPanel } from '../components/signed-out-panel.tsx';
import { parseProjectId } from '../config/paths.ts';
import { catalog } from '../features/catalog/catalog.ts';
import { catalogTarget } from '../features/catalog/catalog-path.ts';
import { DescribedSection } from '../features/catalog/described-section.tsx';
import { GroupPage } from '../features/catalog/group-page.tsx';
import { useTokenStore } from '../lib/session/token-store.ts';
import { Component as NotFoundPage } from './layout/not-found-route.tsx';
import { RouteLoading } from './layout/route-loading.tsx';
import { OperationRoute } from './operation-route.tsx';
import { viewPageOf } from './view-pages.tsx';

/**
 * Every path no other route claims (app/catalog-routes.tsx): a catalog group's page, one of its described
 * operations' pages, or "not found". A project's pages need a session; an id that is no project number is the
 * page's to explain, signed in or not.
 */
export function CatalogPage() {
  const { pathname } = useLocation();
  const signedIn = useTokenStore((state) => state.session !== null);
  const target = catalogTarget(pathname);
  const group = target && catalog.find((candidate) => candidate.name === target.group.name);
  if (!target || !group) return <NotFoundPage />;
  const rawProjectId = target.rawProjectId ?? '';
  const projectId = group.scope === 'project' ? parseProjectId(rawProjectId) : null;
  if (projectId !== null && !signedIn) return <SignedOutPanel />;
  // Keyed as the routes per group and operation were: another group's page is a new page; another operation of the
  // same group, or the same page of another project, is the same page with new values.
  const groupPage = <GroupPage key={`${group.name} page`} group={group} projectId={projectId} rawProjectId={rawProjectId} />;
  const view = target.operationKey === undefined ? viewPageOf(group.name) : undefined;
  if (view) {
    // A group with a typed view of its own shows it, with the generated page to fall back on (view-pages.tsx).
    return (
      <Suspense key={`${group.name} view`} fallback={<RouteLoading />}>
        <view.View projectId={projectId} fallback={groupPage} below={<DescribedSection group={group.name} projectId={projectId} />} />
      </Suspense>
    );
  }
  return target.operationKey === undefined ? (
    groupPage
  ) : (
    <OperationRoute key={`${group.name} operation`} group={group} operationKey={target.operationKey} projectId={projectId} rawProjectId={rawProjectId} />
  );
}

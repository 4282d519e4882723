import { Suspense } from 'react';
import { DescribedSection } from '../features/catalog/described-section.tsx';
import { useServiceDescription } from '../lib/description-status/use-service-description.ts';
import { viewsBelow } from './view-pages.tsx';

/**
 * Below a typed page's content (its <Outlet />): its own described views (for the tariff page, the other kinds
 * and managing the plan), then the group's operations as its group page lists them.
 */
export function TypedPageBelow({ group }: { group: string }) {
  const { url } = useServiceDescription();
  const Extra = url === null ? undefined : viewsBelow[group];
  return (
    <>
      {Extra ? (
        <Suspense fallback={null}>
          <Extra />
        </Suspense>
      ) : null}
      <DescribedSection group={group} />
    </>
  );
}

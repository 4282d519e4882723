import { Suspense } from 'react';
import { useParams } from 'react-router';
import { parseProjectId } from '../config/paths.ts';
import { DescribedSection } from '../features/catalog/described-section.tsx';
import { groupPageOf } from './group-pages.ts';
import { useServiceDescription } from '../lib/description-status/use-service-description.ts';
import { LoadedGroupPage } from './loaded-group-page.tsx';

/**
 * Below an eager designed page's own part: what its manifest loads (for the tariff page, the other kinds and
 * managing the plan) when a description is configured, then the group's operations as its group page lists them.
 */
export function GroupPageBelow({ group }: { group: string }) {
  const { url } = useServiceDescription();
  const page = groupPageOf(group);
  const projectId = parseProjectId(useParams().projectId);
  return (
    <>
      {url !== null && page ? (
        <Suspense fallback={null}>
          <LoadedGroupPage page={page} projectId={projectId} fallback={null} below={null} />
        </Suspense>
      ) : null}
      <DescribedSection group={group} />
    </>
  );
}

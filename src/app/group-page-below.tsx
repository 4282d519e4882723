import { Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { useParams } from 'react-router';
import { parseProjectId } from '../config/paths.ts';
import { DescribedSection } from '../features/catalog/described-section.tsx';
import { groupPageOf } from './group-pages.ts';
import { useServiceDescription } from '../lib/description-status/use-service-description.ts';
import { LoadedGroupPage } from './loaded-group-page.tsx';
import { useListedProjectName } from '../lib/projects/listed-project-name.ts';
import './group-page-below.css';

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
      {projectId !== null ? <HeadingName projectId={projectId} /> : null}
      {url !== null && page ? (
        <Suspense fallback={null}>
          <LoadedGroupPage page={page} projectId={projectId} fallback={null} below={null} />
        </Suspense>
      ) : null}
      <DescribedSection group={group} />
    </>
  );
}

/**
 * The project's name in the eager page's heading, put there from this lazily loaded part so the page's first load
 * does not carry it: the line under the heading says "Project N"; the name comes before it once the account's list
 * has given one (the stylesheet puts it first).
 */
function HeadingName({ projectId }: { projectId: number }) {
  const name = useListedProjectName(projectId);
  // This part renders after the page's own part has committed, so its heading line is in the document already.
  const [line] = useState(() => document.querySelector('.page-header h1 + p'));
  return line && name !== undefined ? createPortal(<span className="project-name">{name}</span>, line) : null;
}

import { type ReactNode, Suspense, useEffect } from 'react';
import { useOutletContext, useParams } from 'react-router';
import { ProjectName } from '../components/project-name.tsx';
import { appMessages } from '../lib/i18n/i18n.ts';
import { useMessages } from '../lib/i18n/message-table.ts';
import { parseProjectId } from '../config/paths.ts';
import { DescribedSection } from '../features/catalog/described-section.tsx';
import { LoadedGroupPage, groupPageOf } from './loaded-group-page.tsx';

/**
 * Below an eager designed page's own part: what its manifest loads (for the tariff page, the other kinds and
 * managing the plan) once a description is read, then the group's operations as its group page lists them; and
 * the project's name for the page's heading, through the route's outlet (the page's part gives the way).
 */
export function GroupPageBelow({ group }: { group: string }) {
  const page = groupPageOf(group);
  const projectId = parseProjectId(useParams().projectId);
  const nameProject = useOutletContext<((name: ReactNode) => void) | undefined>();
  const heading = useMessages(appMessages).tariff.projectHeading;
  useEffect(() => {
    if (projectId === null || !nameProject) return;
    nameProject(<ProjectName projectId={projectId} fallback={heading(projectId)} />);
    return () => nameProject(null);
  }, [projectId, nameProject, heading]);
  return (
    <>
      {page ? (
        <Suspense fallback={null}>
          <LoadedGroupPage line={page} projectId={projectId} fallback={null} below={null} quiet />
        </Suspense>
      ) : null}
      <DescribedSection group={group} />
    </>
  );
}
